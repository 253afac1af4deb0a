"""The bots' private Chinchón simulator agrees with the engine: over thousands of random
hands (2-6 players, one and two decks) every legal action, every resulting position and
every outcome (points of each player, chinchón, void) are the same (2,000 hands)."""
from __future__ import annotations

import random

import pytest

from hod_desktop.ai.chinchon.sim import (CLOSE, CLOSED, DISCARD, DRAW_PILE, DRAW_STOCK,
                                         PLAYING, VOID, HandSim)
from hod_desktop.engine.chinchon import (Close, Discard, Draw, HandCounted, HandVoided,
                                         StockRebuilt, ChinchonState)
from hod_desktop.engine.chinchon.melds import card_id


def _ids(cards) -> list[int]:
    return [card_id(c) for c in cards]


def _sim_of(state: ChinchonState) -> HandSim:
    return HandSim([tuple(sorted(_ids(h))) for h in state.hands], state.order,
                   state.order.index(state.turn), state.phase == "discard",
                   card_id(state.taken) if state.taken is not None else -1,
                   _ids(state.stock), _ids(state.pile), state.exhaustions, random.Random(0))


def _sim_action(action) -> int:
    if isinstance(action, Draw):
        return DRAW_STOCK if action.source == "stock" else DRAW_PILE
    if isinstance(action, Discard):
        return DISCARD + card_id(action.card)
    assert isinstance(action, Close)
    return CLOSE + card_id(action.card)


def _same_position(state: ChinchonState, sim: HandSim) -> None:
    for p in range(state.n):
        assert sim.hands[p] == tuple(sorted(_ids(state.hands[p])))
    assert sim.pile == _ids(state.pile) and sim.stock == _ids(state.stock)
    assert sim.player == state.turn and sim.drawn == (state.phase == "discard")


def play_one_hand(players: int, seed: int, close_bias: float) -> str:
    state = ChinchonState({"players": players, "limit": 100, "reentry": True}, seed)
    sim = _sim_of(state)
    rng = random.Random(seed)
    while True:
        p = state.turn
        legal = state.legal_actions(p)
        assert sorted(map(_sim_action, legal)) == sorted(sim.legal())
        closes = [a for a in legal if isinstance(a, Close)]
        action = rng.choice(closes) if closes and rng.random() < close_bias else rng.choice(legal)
        events = state.apply(p, action)
        sim.apply(_sim_action(action))
        rebuilt = [e for e in events if isinstance(e, StockRebuilt)]
        if rebuilt and sim.status == PLAYING:  # a chance event: the engine's order is taken
            assert sorted(sim.stock) == sorted(_ids(state.stock))
            sim.stock = _ids(state.stock)
        counted = [e for e in events if isinstance(e, HandCounted)]
        if counted:
            result = counted[0].result
            assert sim.status == CLOSED and sim.closer == result.closer
            assert sim.chinchon == result.chinchon
            if not result.chinchon:
                assert sim.points == {q: result.points[q] for q in state.order
                                      if result.points[q] is not None}
            return "chinchon" if result.chinchon else "closed"
        if any(isinstance(e, HandVoided) for e in events):
            assert sim.status == VOID
            return "void"
        assert sim.status == PLAYING
        _same_position(state, sim)


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_simulator_agrees_with_the_engine(players):
    hands = 800 if players == 2 else 300
    ends = {"closed": 0, "void": 0, "chinchon": 0}
    for seed in range(hands):
        ends[play_one_hand(players, seed * 7 + players, close_bias=0.6)] += 1
    assert ends["closed"] > hands // 10 and ends["void"] > 0
