"""Cinco Vidas: the events a round emits, in order, and views of seats that do not exist."""
from __future__ import annotations

import pytest

from hod_desktop.engine.cards import FRENCH, parse_card
from hod_desktop.engine.cinco_vidas import BidMade, CardPlayed, GameOver, PlayerEliminated, RoundDealt
from hod_desktop.engine.core import Match
from game_hooks.cinco_vidas import cv_bid_all, cv_rig


def new(players: int = 4, seed: int = 0) -> Match:
    return Match("cinco_vidas", {"players": players}, seed)


def card(text: str):
    return parse_card(text, FRENCH)


def kinds(events) -> list[str]:
    return [type(e).__name__ for e in events]


def play(m: Match, *cards: str) -> list:
    """Play these cards, each by whoever is to act."""
    events = []
    for c in cards:
        events += m.apply(m.to_act()[0], f"play {c}")
    return events


def test_events_of_a_normal_round_come_in_order():
    m = new(2)
    events = cv_rig(m, size=2, dealer=1, lives=[5, 1], hands={0: "Ks Kh", 1: "2s 3s"})
    assert events == [RoundDealt(m.state.round_no, 1, 2, (0, 1))]
    events += cv_bid_all(m, [2, 1])
    events += play(m, "Ks", "2s", "Kh", "3s")
    assert kinds(events) == ["RoundDealt", "BidMade", "BidMade",
                             "CardPlayed", "CardPlayed", "TrickWon",
                             "CardPlayed", "CardPlayed", "TrickWon",
                             "RoundScored", "PlayerEliminated", "GameOver"]
    assert events[1:3] == [BidMade(0, 2), BidMade(1, 1)]
    assert events[3] == CardPlayed(0, card("Ks"))
    assert events[-2:] == [PlayerEliminated(1), GameOver((0,))]


def test_events_of_a_one_card_round_come_in_order():
    m = new(3)
    events = cv_rig(m, size=1, dealer=2, lives=[1, 1, 5], hands={0: "2s", 1: "3s", 2: "Ks"})
    events += cv_bid_all(m, [1, 0, 1])  # seat 0 wrongly says win; the dealer must say win
    assert kinds(events) == ["RoundDealt", "BidMade", "BidMade", "BidMade", "CardsRevealed",
                             "RoundScored", "PlayerEliminated", "RoundDealt"]
    assert events[-2] == PlayerEliminated(0)
    assert events[-1].dealer == 1 and events[-1].order == (2, 1) and events[-1].size == 5


def test_view_of_a_seat_that_does_not_exist_is_refused():
    m = Match("cinco_vidas", {"players": 3}, 1)
    for bad in (-1, 3, 99):
        with pytest.raises(ValueError, match="no seat"):
            m.view(bad)
