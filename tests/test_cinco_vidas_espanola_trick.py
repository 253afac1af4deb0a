"""Trick resolution of Cinco Vidas con baraja española (RULES.md §2): values 1-7, Sota 10,
Caballo 11, Rey 12; equal values cancel in pairs in play order; all cancelled -> the last
card played wins. `resolve_trick` is the public function both engine and table use."""
from __future__ import annotations

import itertools
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hod_desktop.engine.cards import SPANISH, parse_cards, spanish_deck
from hod_desktop.engine.cinco_vidas_espanola import resolve_trick
from hod_desktop.engine.cinco_vidas_espanola.trick import trick_winner_fast


def resolve(text: str):
    return resolve_trick(parse_cards(text, SPANISH))


def test_values_run_1_to_7_then_sota_caballo_rey():
    values = [c.value for c in parse_cards("1o 2o 3o 4o 5o 6o 7o So Co Ro", SPANISH)]
    assert values == [1, 2, 3, 4, 5, 6, 7, 10, 11, 12]
    assert resolve("7o So").winner == 1  # the Sota beats the 7
    assert resolve("Co So").winner == 0 and resolve("Cb Re").winner == 1
    assert resolve("2o 1c").winner == 0  # the ace is the lowest card


def test_highest_value_wins_without_equal_values():
    r = resolve("5o Ro 3c Se")
    assert r.winner == 1 and r.cancelled == () and r.pairs == () and r.standing == (0, 1, 2, 3)


def test_two_equal_cards_cancel_each_other():
    r = resolve("Ro 4c Rb")
    assert r.pairs == ((0, 2),) and r.cancelled == (0, 2)
    assert r.winner == 1  # the two Reyes are gone: the 4 wins


def test_three_equal_cards_the_third_stands_again():
    r = resolve("5o 5c 2e 5b")
    assert r.pairs == ((0, 1),) and r.cancelled == (0, 1)
    assert r.standing == (2, 3) and r.winner == 3


def test_four_equal_cards_the_fourth_cancels_the_third():
    r = resolve("Co Cc Ce 3o Cb")
    assert r.pairs == ((0, 1), (2, 4)) and r.cancelled == (0, 1, 2, 4)
    assert r.winner == 3


def test_several_values_cancel_in_the_same_trick():
    r = resolve("Ro 7c Rc 7e 2b Sb")
    assert r.pairs == ((0, 2), (1, 3)) and r.cancelled == (0, 1, 2, 3)
    assert r.standing == (4, 5) and r.winner == 5


def test_pairs_follow_play_order_not_card_order():
    r = resolve("6o Ro 6c Rc 6e")
    assert r.pairs == ((0, 2), (1, 3))  # the 6s cancel first because they were played first
    assert r.standing == (4,) and r.winner == 4


@pytest.mark.parametrize("text,last", [("4o 4c", 1), ("Ro Rc 2e 2b", 3), ("1o 1c 1e 1b", 3),
                                       ("So 7c Sc 7e Cb Co", 5)])
def test_all_cancelled_the_last_card_played_wins(text, last):
    r = resolve(text)
    assert r.all_cancelled and r.standing == () and r.winner == last


def test_a_single_card_wins():
    assert resolve("1e").winner == 0 and not resolve("1e").all_cancelled


def test_empty_trick_is_refused():
    with pytest.raises(ValueError):
        resolve_trick([])


def test_docstring_example():
    r = resolve("5o 5c Ro 5e")
    assert (r.winner, r.pairs, r.cancelled) == (2, ((0, 1),), (0, 1))


def reference_winner(values: list[int]) -> int:
    """Straight from the rule's words: walk the cards, each value's cards alternate
    between 'stands' and 'cancels the one standing'."""
    standing = {}
    for i, v in enumerate(values):
        if v in standing:
            del standing[v]
        else:
            standing[v] = i
    if not standing:
        return len(values) - 1
    return max(standing.items())[1]


@settings(max_examples=300, deadline=None)
@given(seed=st.integers(0, 1 << 30), k=st.integers(1, 8))
def test_resolution_matches_the_rule_and_the_fast_path(seed, k):
    cards = random.Random(seed).sample(spanish_deck(), k)
    values = [c.value for c in cards]
    r = resolve_trick(cards)
    assert r.winner == reference_winner(values) == trick_winner_fast(values)
    assert sorted(r.cancelled + r.standing) == list(range(k))
    for a, b in r.pairs:
        assert a < b and values[a] == values[b]
    if r.standing:
        assert r.winner in r.standing
        assert len({values[i] for i in r.standing}) == len(r.standing)


def test_every_count_of_equal_values_alternates():
    for n in range(1, 5):
        cards = [c for c in spanish_deck() if c.rank == "3"][:n]
        r = resolve_trick(cards)
        assert len(r.standing) == n % 2
        assert r.winner == n - 1
        assert list(itertools.chain(*r.pairs)) == list(range(n - n % 2))
