"""Cards and their text notation (RULES.md: `Qs`, `10h`, `1o`, `Cb`, `*1`)."""
from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hod_desktop.engine.cards import (FRENCH, JOKER, SPANISH, Card, cards_text, find_card,
                                      french_deck, parse_card, parse_cards, spanish_deck)

FRENCH_DECK = french_deck()
SPANISH_DECK = spanish_deck()
SPANISH_WITH_JOKERS = spanish_deck(jokers=2)


def test_decks_have_the_right_cards():
    assert len(FRENCH_DECK) == len(set(FRENCH_DECK)) == 52
    assert len(SPANISH_DECK) == len(set(SPANISH_DECK)) == 40
    two = spanish_deck(copies=2, jokers=2)
    assert len(two) == len(set(two)) == 82
    assert len({str(c) for c in two}) == 42, "the two copies of a card share a name"
    assert [str(c) for c in SPANISH_WITH_JOKERS[-2:]] == ["*1", "*2"]


def test_the_mixed_example_parses():
    cards = parse_cards("Qs 10h 1o Cb *1")
    assert cards == [Card(FRENCH, "Q", "s"), Card(FRENCH, "10", "h"), Card(SPANISH, "1", "o"),
                     Card(SPANISH, "C", "b"), Card(JOKER, "*", "1")]
    assert cards_text(cards) == "Qs 10h 1o Cb *1"


@pytest.mark.parametrize("deck", [FRENCH_DECK, SPANISH_DECK, SPANISH_WITH_JOKERS],
                         ids=["french", "spanish", "spanish+jokers"])
def test_whole_decks_round_trip_through_text(deck):
    text = cards_text(deck)
    assert parse_cards(text) == deck
    for c in deck:
        assert parse_card(str(c), c.deck if c.deck != JOKER else None) == c


@settings(max_examples=200, deadline=None)
@given(data=st.data())
def test_any_hand_round_trips_given_its_deck(data):
    deck_name, deck = data.draw(st.sampled_from([(FRENCH, FRENCH_DECK),
                                                 (SPANISH, SPANISH_WITH_JOKERS)]))
    hand = data.draw(st.lists(st.sampled_from(deck), unique=True, max_size=12))
    assert parse_cards(cards_text(hand), deck_name) == hand
    if any(not _shared(c) and c.deck != JOKER for c in hand):
        assert parse_cards(cards_text(hand)) == hand, "the unambiguous cards settle the deck"


def _shared(c: Card) -> bool:
    return c.suit == "c" and c.rank in ("2", "3", "4", "5", "6", "7")


def test_values_and_orders():
    assert [c.value for c in FRENCH_DECK[:13]] == list(range(1, 14)), "A low .. K high"
    assert [c.value for c in SPANISH_DECK[:10]] == [1, 2, 3, 4, 5, 6, 7, 10, 11, 12]
    assert [c.order for c in SPANISH_DECK[:10]] == list(range(1, 11)), "7 and Sota are neighbours"
    assert parse_card("*2").value == 0


def test_seven_of_clubs_or_copas_is_ambiguous_alone():
    with pytest.raises(ValueError, match="ambiguous.*7c.*deck"):
        parse_card("7c")
    with pytest.raises(ValueError, match="ambiguous"):
        parse_cards("7c")
    with pytest.raises(ValueError, match="ambiguous"):
        parse_cards("7c *1 2c")
    assert parse_card("7c", FRENCH) == Card(FRENCH, "7", "c")
    assert parse_card("7c", SPANISH) == Card(SPANISH, "7", "c")


def test_shared_names_follow_the_other_cards():
    assert parse_cards("7c Qs")[0].deck == FRENCH
    assert parse_cards("7c 1o")[0].deck == SPANISH
    assert parse_cards("2c Ro 7c")[2].deck == SPANISH
    assert parse_cards("7c", SPANISH) == [Card(SPANISH, "7", "c")]
    assert parse_cards("") == [] and parse_cards("   ") == []
    assert parse_cards("  Ks\t10d \n") == [Card(FRENCH, "K", "s"), Card(FRENCH, "10", "d")]


@pytest.mark.parametrize("bad", ["", "X", "Zz", "1s", "Rs", "Kx", "11h", "10", "As5", "qs",
                                 "*", "*3", "*0", "**", "10o", "0s", "Ss"])
def test_bad_names_are_rejected_with_a_clear_message(bad):
    with pytest.raises(ValueError) as info:
        parse_card(bad)
    message = str(info.value)
    assert repr(bad.strip()) in message or repr(bad) in message, message
    assert "not a card" in message or "ambiguous" in message


def test_a_card_of_the_wrong_deck_is_rejected():
    with pytest.raises(ValueError, match="'1o' is not a card of the french deck"):
        parse_card("1o", FRENCH)
    with pytest.raises(ValueError, match="'Qs' is not a card of the spanish deck"):
        parse_cards("Qs 1o", SPANISH)
    with pytest.raises(ValueError, match="not a card"):
        parse_cards("Qs Zz 1o")


def test_two_copies_share_a_name_but_not_an_identity():
    a, b = Card(SPANISH, "5", "o", 0), Card(SPANISH, "5", "o", 1)
    assert str(a) == str(b) == "5o" and a != b
    assert "#1" in repr(b) and "#" not in repr(a)
    assert find_card([b, a], "5o") is b and find_card([a], "6o") is None
