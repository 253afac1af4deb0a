"""The Spanish-deck state's per-mode classes (engine/cinco_vidas_espanola/modes.py, with
lives_rounds.InTurnPlay) play the very game of EspanolaState's general methods: the same
legal actions, events, views and refusals, action by action, with wrong seats, wrong
kinds of action and cards not in the hand thrown in."""
from __future__ import annotations

import random

import pytest

from hod_desktop.engine import cinco_vidas_espanola as ce
from hod_desktop.engine.cards import parse_card, SPANISH
from hod_desktop.engine.cinco_vidas_espanola.modes import ChaosState, FaceUpState, TwistedState
from hod_desktop.engine.core import IllegalAction
from hod_desktop.engine.lives_rounds import Bid, Play


def general(options: dict, seed: int) -> ce.EspanolaState:
    """A state of the base class itself: every action through the general methods."""
    s = object.__new__(ce.EspanolaState)
    s.__init__(options, seed)
    return s


@pytest.mark.parametrize("mode,cls", [("clasico", FaceUpState), ("a_ciegas", FaceUpState),
                                      ("twisted", TwistedState), ("chaos", ChaosState)])
def test_each_mode_makes_its_class_and_copies_keep_it(mode, cls):
    s = ce.EspanolaState({"players": 3, "mode": mode}, 5)
    assert type(s) is cls and type(s.clone()) is cls
    view = s.view(s.to_act()[0])
    assert type(ce.determinize(view, random.Random(1))) is cls
    assert type(ce.PoderesState({"players": 3, "mode": mode, "poderes": True}, 5)) \
        is ce.PoderesState
    assert type(general({"players": 3, "mode": mode}, 5)) is ce.EspanolaState


def _outcome(state, p, action):
    try:
        return repr(state.apply(p, action))
    except IllegalAction as e:
        return f"illegal: {e}"


@pytest.mark.parametrize("mode", ce.MODES)
@pytest.mark.parametrize("players", [2, 3, 4, 6])
def test_mode_class_plays_the_general_game(mode, players):
    rng = random.Random(players * 7 + len(mode))
    stray = [Bid(3), Bid(9), Play(parse_card("Ro", SPANISH)), ce.Pick(1), ce.Pick(7),
             ce.Spy(None)]
    for seed in range(6):
        opts = {"players": players, "mode": mode}
        fast, slow = ce.EspanolaState(opts, seed), general(opts, seed)
        assert type(fast) is not ce.EspanolaState
        steps = 0
        while not slow.is_terminal() and steps < 400:
            steps += 1
            assert fast.to_act() == slow.to_act()
            for q in range(players):
                assert fast.legal_actions(q) == slow.legal_actions(q)
            if rng.random() < 0.15:  # a wrong seat, a stray action, a card from elsewhere
                p = rng.randrange(players)
                action = rng.choice(stray + slow.legal_actions(p) + [None])
                if action is None and slow.hands[p]:
                    action = Play(parse_card(str(slow.hands[p][0]), SPANISH))  # an equal copy
            else:
                p = rng.choice(slow.to_act())
                action = rng.choice(slow.legal_actions(p))
            if action is None:
                continue
            assert _outcome(fast, p, action) == _outcome(slow, p, action)
            assert [fast.view(q) for q in range(players)] == [slow.view(q) for q in range(players)]
        assert fast.is_terminal() == slow.is_terminal()
