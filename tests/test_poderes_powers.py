"""Poderes trick resolution (RULES.md §2 "Poderes: cards with powers"): every power,
every pair of interacting powers in one trick, and the order of the seven steps."""
from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hod_desktop.engine.cards import SPANISH, parse_cards, spanish_deck
from hod_desktop.engine.core import IllegalAction
from hod_desktop.engine.poderes.powers import (AUTO_WIN, CANCELLED, DOUBLED, HIGHEST, INVERTED,
                                               LAST_CARD, PASSED, REMOVE, REMOVED, SWAP_ONE,
                                               SWAP_TWO, SWAPPED, cancel_pairs, pending_choice,
                                               resolve_powers, winner_without_last_swap)


def t(text: str):
    return parse_cards(text, SPANISH)


def kinds(res) -> list[str]:
    return [s.kind for s in res.steps]


# ---------------------------------------------------------------- base rule under Poderes
@pytest.mark.parametrize("text, pairs, winner", [
    ("5o 5c 3b", ((0, 1),), 2),                 # two equal cancel
    ("5o 5c 5b 3e", ((0, 1),), 2),              # the third comes back
    ("5o 5c 5b 5e 3o", ((0, 1), (2, 3)), 4),    # the fourth cancels the third
    ("5o 3c 5b 3e Rb", ((0, 2), (1, 3)), 4),    # several values at once
    ("5o 3c 5b 3e", ((0, 2), (1, 3)), 3),       # all cancelled: the last card wins
    ("2o Rc 6b", (), 1),                        # nothing cancels: the highest wins
])
def test_base_cancellation_and_winner(text, pairs, winner):
    res = resolve_powers(t(text))
    assert res.pairs == pairs
    assert res.winner == winner
    assert res.tricks == 1 and not res.inverted
    assert kinds(res).count(CANCELLED) == len(pairs)


def test_all_cancelled_is_decided_by_the_last_card():
    res = resolve_powers(t("Sb So"))
    assert res.winner == 1 and res.decided_by == LAST_CARD


# ---------------------------------------------------------------- each power alone
def test_as_de_oros_wins_outright_against_a_rey():
    res = resolve_powers(t("Rc 1o Cb"))
    assert res.winner == 1 and res.decided_by == AUTO_WIN and kinds(res) == [AUTO_WIN]


def test_as_de_copas_doubles_the_winners_trick():
    res = resolve_powers(t("1c Rb 5o"))
    assert res.winner == 1 and res.tricks == 2
    assert res.steps[-1].kind == DOUBLED and res.steps[-1].actor == 0 and res.steps[-1].targets == (1,)


def test_as_de_espadas_removes_a_standing_card_or_passes():
    cards = t("1e Cb 5o")
    choice = pending_choice(cards)
    assert choice.kind == REMOVE and choice.actor == 0 and choice.options == (1, 2)
    removed = resolve_powers(cards, [1])
    assert removed.removed == 1 and removed.winner == 2 and removed.standing == (0, 2)
    assert [s.kind for s in removed.steps][:1] == [REMOVED]
    passed = resolve_powers(cards, [None])
    assert passed.removed is None and passed.winner == 1 and passed.steps[0].kind == PASSED


def test_as_de_espadas_may_not_remove_itself_or_a_cancelled_card():
    cards = t("3o 1e 3c 6b")
    assert pending_choice(cards).options == (3,)
    with pytest.raises(IllegalAction):
        resolve_powers(cards, [1])
    with pytest.raises(IllegalAction):
        resolve_powers(cards, [0])


def test_rey_cannot_be_removed_by_the_as_de_espadas():
    cards = t("1e Rc 5o")
    assert pending_choice(cards).options == (2,)
    with pytest.raises(IllegalAction, match="cannot choose"):
        resolve_powers(cards, [1])


def test_espadas_with_only_a_rey_beside_it_has_no_choice():
    assert pending_choice(t("1e Rc")) is None
    assert resolve_powers(t("1e Rc")).winner == 1


def test_as_de_bastos_swaps_its_value_with_another_card():
    cards = t("1b Rc 5o")
    choice = pending_choice(cards)
    assert choice.kind == SWAP_ONE and choice.options == (1, 2)
    res = resolve_powers(cards, [1])
    assert res.values == (12, 1, 5) and res.winner == 0
    swap = next(s for s in res.steps if s.kind == SWAPPED)
    assert swap.actor == 0 and swap.targets == (0, 1) and swap.values == (12, 1)
    assert resolve_powers(cards, [None]).winner == 1


def test_siete_de_oros_swaps_two_other_cards():
    cards = t("7o Rc 3b Sb")
    choice = pending_choice(cards)
    assert choice.kind == SWAP_TWO and choice.actor == 0
    assert choice.options == ((1, 2), (1, 3), (2, 3))
    res = resolve_powers(cards, [(2, 1)])  # order of the pair does not matter
    assert res.values == (7, 3, 12, 10) and res.winner == 2
    with pytest.raises(IllegalAction):
        resolve_powers(cards, [(0, 1)])  # never its own card


def test_siete_de_oros_is_cancelled_by_another_seven():
    cards = t("7o Rc 7b 3b")
    assert pending_choice(cards) is None
    assert resolve_powers(cards).winner == 1


def test_one_joker_inverts_the_scale():
    res = resolve_powers(t("Rc *1 2o 5b"))
    assert res.inverted and res.winner == 2 and INVERTED in kinds(res)


def test_two_jokers_cancel_and_keep_the_scale():
    res = resolve_powers(t("*1 Rc *2 2o"))
    assert res.pairs == ((0, 2),) and not res.inverted and res.winner == 1


def test_a_joker_never_wins_by_value():
    res = resolve_powers(t("4o 4c *1"))  # only the joker stands: no value -> last card
    assert res.winner == 2 and res.decided_by == LAST_CARD
    res = resolve_powers(t("*1 4o 4c"))
    assert res.winner == 2 and res.decided_by == LAST_CARD
    res = resolve_powers(t("*1 3o"))  # the 3 is the only valued card
    assert res.winner == 1 and res.decided_by == HIGHEST


def test_all_cancelled_with_jokers_the_last_joker_wins():
    res = resolve_powers(t("4o *1 4c *2"))
    assert res.winner == 3 and res.decided_by == LAST_CARD and not res.inverted


def test_a_cancelled_power_card_has_no_power():
    assert resolve_powers(t("1o 1b 5c")).winner == 2  # both aces cancel
    res = resolve_powers(t("1c 1e Rb"))
    assert res.tricks == 1 and pending_choice(t("1c 1e Rb")) is None


def test_third_ace_comes_back_with_its_power():
    cards = t("1o 1c 1e Rb 5o")
    choice = pending_choice(cards)
    assert choice.kind == REMOVE and choice.actor == 2 and choice.options == (4,)


# ---------------------------------------------------------------- every pair in one trick
# (cards, decisions, winner, tricks, step kinds). Two aces always cancel each other.
PAIRS = {
    "oros+copas": ("1o 1c 5b", [], 2, 1, [CANCELLED, HIGHEST]),
    "oros+espadas": ("1o 1e 5b", [], 2, 1, [CANCELLED, HIGHEST]),
    "oros+bastos": ("1o 1b 5b", [], 2, 1, [CANCELLED, HIGHEST]),
    "copas+espadas": ("1c 1e 5b", [], 2, 1, [CANCELLED, HIGHEST]),
    "copas+bastos": ("1c 1b 5b", [], 2, 1, [CANCELLED, HIGHEST]),
    "espadas+bastos": ("1e 1b 5b", [], 2, 1, [CANCELLED, HIGHEST]),
    "oros+siete": ("1o 7o 5c 3b", [(0, 2)], 0, 1, [SWAPPED, AUTO_WIN]),
    "oros+joker": ("1o *1 Rc", [], 0, 1, [INVERTED, AUTO_WIN]),
    "oros+rey": ("Rc 1o", [], 1, 1, [AUTO_WIN]),
    "copas+siete": ("1c 7o 5b Rc", [(2, 3)], 2, 2, [SWAPPED, HIGHEST, DOUBLED]),
    "copas+joker": ("1c *1 Rc 5b", [], 0, 2, [INVERTED, HIGHEST, DOUBLED]),
    "copas+rey": ("1c Rb 5o", [], 1, 2, [HIGHEST, DOUBLED]),
    "espadas+siete": ("1e 7o Rc 5b 3o", [1], 2, 1, [REMOVED, HIGHEST]),
    "espadas+joker": ("1e *1 5b 3o", [1], 2, 1, [REMOVED, HIGHEST]),
    "espadas+joker passes": ("1e *1 5b 3o", [None], 0, 1, [PASSED, INVERTED, HIGHEST]),
    "espadas+rey": ("1e Rc 5b", [2], 1, 1, [REMOVED, HIGHEST]),
    "bastos+siete": ("1b 7o Rc 5c", [2, (0, 3)], 3, 1, [SWAPPED, SWAPPED, HIGHEST]),
    "bastos+joker": ("1b *1 Rc 5o", [3], 3, 1, [SWAPPED, INVERTED, HIGHEST]),
    "bastos+rey": ("1b Rc 5o", [1], 0, 1, [SWAPPED, HIGHEST]),
    "siete+joker": ("7o *1 Rc 2b", [(2, 3)], 2, 1, [SWAPPED, INVERTED, HIGHEST]),
    "siete+rey": ("7o Rc 5b", [(1, 2)], 2, 1, [SWAPPED, HIGHEST]),
    "joker+rey": ("*1 Rc 5b", [], 2, 1, [INVERTED, HIGHEST]),
    "joker+joker": ("*1 *2 Rc 5b", [], 2, 1, [CANCELLED, HIGHEST]),
    "rey+rey": ("Rc Rb 5o", [], 2, 1, [CANCELLED, HIGHEST]),
    "siete+siete": ("7o 7c 5b", [], 2, 1, [CANCELLED, HIGHEST]),
}


@pytest.mark.parametrize("name", sorted(PAIRS))
def test_pair_of_powers_in_one_trick(name):
    text, decisions, winner, tricks, steps = PAIRS[name]
    res = resolve_powers(t(text), decisions)
    assert (res.winner, res.tricks, kinds(res)) == (winner, tricks, steps)


def test_without_the_siete_the_pair_trick_would_go_elsewhere():
    cards = t("7o *1 Rc 2b")
    res = resolve_powers(cards, [(2, 3)])
    assert winner_without_last_swap(cards, res) == 3 and res.winner == 2
    assert winner_without_last_swap(cards, resolve_powers(cards, [None])) is None


# ---------------------------------------------------------------- the order of the steps
def test_choices_come_in_rules_order_ace_then_siete():
    # Two aces always cancel, so at most one ace chooses, always before the 7 de Oros.
    cards = t("7o Rc 3b 1e 5c")
    first = pending_choice(cards)
    assert (first.kind, first.actor, first.options) == (REMOVE, 3, (0, 2, 4))
    second = pending_choice(cards, [4])
    assert (second.kind, second.actor) == (SWAP_TWO, 0)
    assert second.options == ((1, 2), (1, 3), (2, 3))  # it sees the removal of the 5c
    assert pending_choice(cards, [4, (1, 2)]) is None
    cards = t("7o 1b Rc 3b")
    assert pending_choice(cards).kind == SWAP_ONE
    assert pending_choice(cards, [2]).kind == SWAP_TWO


def test_two_power_aces_never_both_stand():
    cards = t("1e 1b 1o 5c Rb")  # 1e,1b cancel; 1o is the third ace and stands alone
    assert pending_choice(cards) is None and resolve_powers(cards).winner == 2
    cards = t("1c Rb 1e 1o 1b")  # the fourth ace cancels the third: no power at all
    res = resolve_powers(cards)
    assert res.winner == 1 and res.tricks == 1 and res.decided_by == HIGHEST


def test_removal_comes_before_the_siete_acts():
    cards = t("1e 7o Rc 3b")
    res = resolve_powers(cards, [1])  # the 7 de Oros is removed before it acts
    assert pending_choice(cards, [1]) is None and res.winner == 2
    assert kinds(res) == [REMOVED, HIGHEST]


def test_siete_acts_on_values_after_the_bastos_swap():
    cards = t("1b 7o Rc 5c")
    res = resolve_powers(cards, [2, (0, 3)])
    assert res.values == (5, 7, 1, 12)
    assert [s.values for s in res.steps if s.kind == SWAPPED] == [(12, 1), (5, 12)]


def test_inversion_comes_after_the_swaps():
    res = resolve_powers(t("1b *1 Rc 5o"), [2])  # 1b takes 12, the Rey 1; inverted: Rey wins
    assert res.winner == 2 and res.inverted


def test_outright_win_beats_every_value_and_doubling_comes_last():
    res = resolve_powers(t("1e 1c 1o Rb 2o"))  # 1e,1c cancel; 1o stands and wins
    assert res.winner == 2 and res.tricks == 1 and kinds(res) == [CANCELLED, AUTO_WIN]
    res = resolve_powers(t("1c 7o Rb 3o"), [(2, 3)])
    assert kinds(res) == [SWAPPED, HIGHEST, DOUBLED] and res.winner == 3 and res.tricks == 2


def test_full_trick_with_four_choices_in_order():
    cards = t("1e 1b 1c 7o Rc *1 5b 2o")  # 1e,1b cancel; 1c stands (3rd ace)
    assert pending_choice(cards).kind == SWAP_TWO
    res = resolve_powers(cards, [(4, 6)])  # Rey <-> 5: inverted, lowest wins: 1c (value 1)
    assert kinds(res) == [CANCELLED, SWAPPED, INVERTED, HIGHEST, DOUBLED]
    assert res.winner == 2 and res.tricks == 2


def test_decision_validation():
    cards = t("1e Cb 5o")
    with pytest.raises(IllegalAction, match="not chosen"):
        resolve_powers(cards)
    with pytest.raises(IllegalAction, match="more than"):
        resolve_powers(cards, [1, 2])
    with pytest.raises(IllegalAction):
        resolve_powers([])


def test_cancel_pairs_counts_jokers_as_one_value():
    assert cancel_pairs(t("*1 5o *2 5c 5b")) == ((0, 2), (1, 3))


# ---------------------------------------------------------------- any trick at all
DECK = spanish_deck(jokers=2)


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(DECK), min_size=2, max_size=8, unique=True), st.randoms(use_true_random=False))
def test_any_trick_with_any_choices_resolves_consistently(cards, rnd):
    decisions = []
    while (choice := pending_choice(cards, decisions)) is not None:
        decisions.append(rnd.choice(list(choice.options) + [None]))
    res = resolve_powers(cards, decisions)
    assert 0 <= res.winner < len(cards) and res.tricks in (1, 2)
    assert set(res.standing).isdisjoint(res.cancelled)
    assert res.removed is None or res.removed not in res.standing
    assert sorted(v for v in res.values if v is not None) == sorted(c.value for c in cards if c.value)
    if res.decided_by == HIGHEST:
        valued = [res.values[p] for p in res.standing if res.values[p] is not None]
        assert res.values[res.winner] == (min(valued) if res.inverted else max(valued))
    assert res.tricks == (2 if any(str(cards[p]) == "1c" for p in res.standing) else 1)
