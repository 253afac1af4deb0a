"""Poderes: the prisoner's duel, mana and extra lives, revives and the Mentor bonus
(RULES.md §2 "Poderes: the prisoner's duel", "Poderes: mana and achievements")."""
from __future__ import annotations

import random

import pytest

from hod_desktop.engine.cards import SPANISH, parse_card
from hod_desktop.engine.poderes.duel import (BETRAY, COOPERATE, EQUAL, HIGHER, LOWER, duel_outcome,
                                             pick_duelists)
from hod_desktop.engine.poderes.mana import (MAX_LIVES, add_mana, give_life, mentors,
                                             revive_targets)


def c(text):
    return parse_card(text, SPANISH)


# ---------------------------------------------------------------- the duel
def test_both_cooperate_gain_two_mana_and_learn_higher_or_lower():
    out = duel_outcome((COOPERATE, COOPERATE), (c("Rc"), c("3o")))
    assert out.mana == (2, 2) and out.lives == (0, 0)
    assert out.info == (HIGHER, LOWER)
    assert duel_outcome((COOPERATE, COOPERATE), (c("3c"), c("3o"))).info == (EQUAL, EQUAL)


def test_betrayer_learns_the_signed_difference_and_the_cooperator_loses_a_life():
    out = duel_outcome((BETRAY, COOPERATE), (c("2c"), c("Sb")))
    assert out.info == ("-8", None) and out.lives == (0, -1) and out.mana == (0, 0)
    out = duel_outcome((COOPERATE, BETRAY), (c("2c"), c("Sb")))
    assert out.info == (None, "+8") and out.lives == (-1, 0) and out.mana == (0, 0)


def test_both_betray_lose_one_mana_and_learn_nothing():
    out = duel_outcome((BETRAY, BETRAY), (c("Rc"), c("3o")))
    assert out.mana == (-1, -1) and out.lives == (0, 0) and out.info == (None, None)


def test_a_joker_counts_as_zero_in_the_duel():
    joker = parse_card("*1")
    assert duel_outcome((BETRAY, COOPERATE), (joker, c("1o"))).info == ("-1", None)


def test_duel_rejects_an_unknown_choice():
    with pytest.raises(ValueError):
        duel_outcome(("wait", BETRAY), (c("Rc"), c("3o")))


def test_duelists_are_two_distinct_living_players_and_depend_on_the_seed():
    seen = set()
    for seed in range(200):
        a, b = pick_duelists([0, 2, 3, 5], random.Random(seed))
        assert a < b and {a, b} <= {0, 2, 3, 5}
        seen.add((a, b))
    assert len(seen) == 6  # every pair can be drawn
    assert pick_duelists([1, 4], random.Random(0)) == (1, 4)
    with pytest.raises(ValueError):
        pick_duelists([3], random.Random(0))


# ---------------------------------------------------------------- mana
def test_five_mana_give_a_life_and_empty_the_bar():
    ch = add_mana(4, 3, 1)
    assert (ch.mana, ch.lives, ch.lives_gained) == (0, 4, 1)


def test_mana_below_five_carries_over():
    ch = add_mana(2, 3, 2)
    assert (ch.mana, ch.lives, ch.lives_gained) == (4, 3, 0)


def test_the_bar_resets_to_zero_whatever_went_beyond_five():
    """Seed 004: reaching 5 gives a life and the bar resets; 4 + 2 is a life and 0 mana."""
    ch = add_mana(4, 3, 2)
    assert (ch.mana, ch.lives, ch.lives_gained) == (0, 4, 1)
    ch = add_mana(4, 2, 5)  # Indestructible on a nearly full bar: still one life
    assert (ch.mana, ch.lives, ch.lives_gained) == (0, 3, 1)
    ch = add_mana(0, 2, 5)
    assert (ch.mana, ch.lives, ch.lives_gained) == (0, 3, 1)


def test_lives_never_pass_seven():
    ch = add_mana(4, MAX_LIVES, 1)
    assert (ch.mana, ch.lives, ch.lives_gained) == (0, 7, 0)
    ch = add_mana(4, 6, 6)
    assert (ch.mana, ch.lives, ch.lives_gained) == (0, 7, 1)


def test_losing_mana_never_goes_below_zero():
    assert add_mana(0, 3, -1).mana == 0
    assert add_mana(3, 3, -1).mana == 2


# ---------------------------------------------------------------- revive and Mentor
def test_a_player_with_two_lives_may_bring_back_an_eliminated_player():
    lives = (2, 0, 3, 0)
    assert revive_targets(lives, 0, {}) == (1, 3)
    new, revived = give_life(lives, 0, 3, {})
    assert new == (1, 0, 3, 1) and revived == {3: 0}


def test_one_life_is_not_enough_to_give():
    assert revive_targets((1, 0, 3), 0, {}) == ()
    with pytest.raises(ValueError, match="at least 2"):
        give_life((1, 0, 3), 0, 1, {})


def test_only_eliminated_players_can_be_brought_back():
    with pytest.raises(ValueError, match="not eliminated"):
        give_life((3, 2, 3), 0, 1, {})


def test_a_player_comes_back_only_once_per_game():
    lives, revived = give_life((3, 0, 2), 2, 1, {})
    lives = (lives[0], 0, lives[2])  # eliminated again later
    assert revive_targets(lives, 0, revived) == ()
    with pytest.raises(ValueError, match="already"):
        give_life(lives, 0, 1, revived)


def test_mentor_goes_to_whoever_brought_a_winner_back():
    assert mentors((3,), {3: 0, 1: 2}) == (0,)
    assert mentors((2,), {3: 0}) == ()
    assert mentors((1, 3), {3: 0, 1: 2}) == (0, 2)  # a shared win
