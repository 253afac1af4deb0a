"""What Cinco Vidas and its Spanish-deck variant share in lives_rounds: quick_new (events
made through their slots), PlayHand (a dealt hand's plays at hand) and InTurnPlay (the
usual bid and play inline, anything else the game's general way)."""
from __future__ import annotations

from dataclasses import FrozenInstanceError, dataclass

import pytest

from hod_desktop.engine import cinco_vidas as cv
from hod_desktop.engine.cards import FRENCH, SPANISH, parse_card
from hod_desktop.engine.cinco_vidas_espanola.actions import EspanolaHand, PLAYS
from hod_desktop.engine.core import IllegalAction
from hod_desktop.engine.lives_rounds import OVER, PLAYING, Bid, Play, quick_new


@dataclass(frozen=True, slots=True)
class One:
    a: int


@dataclass(frozen=True, slots=True)
class Two:
    a: int
    b: str


@dataclass(frozen=True, slots=True)
class Three:
    a: int
    b: str
    c: tuple


@dataclass(frozen=True, slots=True)
class Four:
    a: int
    b: str
    c: tuple
    d: float


@dataclass(frozen=True, slots=True)
class Five:
    a: int
    b: int
    c: int
    d: int
    e: int


@pytest.mark.parametrize("cls,args", [(One, (1,)), (Two, (1, "x")), (Three, (1, "x", (2,))),
                                      (Four, (1, "x", (2,), 0.5))])
def test_quick_new_makes_the_same_frozen_event(cls, args):
    made = quick_new(cls)(*args)
    assert type(made) is cls and made == cls(*args) and repr(made) == repr(cls(*args))
    with pytest.raises(FrozenInstanceError):
        made.a = 2
    with pytest.raises(TypeError):
        quick_new(cls)(*args, 0)


def test_quick_new_refuses_more_fields_than_it_knows():
    with pytest.raises(ValueError):
        quick_new(Five)


@pytest.mark.parametrize("hand_cls,deck,plays,names", [
    (cv.DealtHand, FRENCH, cv._PLAYS, ("Qs", "2h", "Kd")),
    (EspanolaHand, SPANISH, PLAYS, ("Ro", "5c", "1e"))])
def test_a_dealt_hand_knows_its_plays_until_changed(hand_cls, deck, plays, names):
    cards = [next(c for c in plays if str(c) == n) for n in names]  # the deck's own objects
    hand = hand_cls(cards)
    assert hand.ids is None and hand.summarise()
    assert hand.acts == [plays[c] for c in cards] and hand.ids == list(map(id, cards))
    hand.append(cards[0])
    assert hand.ids is None  # changed through the list's own method: summary forgotten
    stranger = hand_cls([parse_card(names[0], deck)])  # equal, not the deck's object
    assert not stranger.summarise() and stranger.ids is None


def _cv_playing(seed: int = 3) -> cv.CincoVidasState:
    s = cv.CincoVidasState({"players": 3}, seed)
    while s.phase != PLAYING:
        p = s.to_act()[0]
        s.apply(p, s.legal_actions(p)[0])
    return s


def test_in_turn_play_takes_plain_hands_and_equal_cards_the_general_way():
    s = _cv_playing()
    p = s.to_act()[0]
    s.hands[p] = list(s.hands[p])  # a plain list: no summary
    legal = s.legal_actions(p)
    assert legal == [cv._PLAYS[c] for c in s.hands[p]]
    copy = parse_card(str(s.hands[p][0]), FRENCH)  # an equal card, not the same object
    events = s.apply(p, Play(copy))
    assert events[0] == cv.CardPlayed(p, copy) and len(s.hands[p]) == len(legal) - 1


def test_in_turn_play_refuses_wrong_seats_kinds_and_cards():
    s = _cv_playing()
    p = s.to_act()[0]
    other = next(q for q in range(3) if q != p)
    assert s.legal_actions(other) == []
    with pytest.raises(IllegalAction, match="turn"):
        s.apply(other, s.legal_actions(p)[0])
    with pytest.raises(IllegalAction, match="bidding is over"):
        s.apply(p, Bid(1))
    stranger = next(c for c in cv._PLAYS if c not in s.hands[p])
    with pytest.raises(IllegalAction, match="not in your hand"):
        s.apply(p, Play(stranger))


def test_in_turn_play_after_the_end():
    s = cv.CincoVidasState({"players": 2}, 1)
    while s.phase != OVER:
        p = s.to_act()[0]
        s.apply(p, s.legal_actions(p)[-1])
    assert s.to_act() == () and s.legal_actions(0) == []
    with pytest.raises(IllegalAction, match="over"):
        s.apply(0, Bid(0))
