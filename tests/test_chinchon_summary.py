"""The hot path's private summaries (tracked.py) always match the cards they summarise:
card ids in list order, discard actions, one bit pattern per suit (`Hand`), card ids
(`Known`); `ids` and `mask`, derived from them, read as before."""
from __future__ import annotations

import random

import pytest

from hod_desktop.engine import chinchon as ch
from hod_desktop.engine.chinchon.melds import card_id
from hod_desktop.engine.chinchon.tracked import Hand, Known


def _check(state):
    for hand in state.hands:
        if isinstance(hand, Hand) and hand.cids is not None:
            assert hand.cids == [card_id(c) for c in hand]
            assert all(type(x) is int for x in hand.cids)
            assert hand.acts == [ch.Discard(c) for c in hand]
            suits = [0, 0, 0, 0]
            for c in hand:
                suits[card_id(c) % 4] |= 1 << card_id(c) // 4
            assert hand.suits == suits
            assert hand.ids == list(map(id, hand))
            assert hand.mask == sum(1 << (card_id(c) % 4 * 10 + card_id(c) // 4) for c in hand)
    for known in state.known:
        if isinstance(known, Known) and known.cids is not None:
            assert known.cids == [card_id(c) for c in known]
            assert known.ids == list(map(id, known))


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_summaries_follow_the_cards(seed):
    rng = random.Random(seed)
    state = ch.ChinchonState({"players": 2, "limit": 100, "reentry": True}, seed)
    checked = 0
    for _ in range(1500):
        if state.is_terminal():
            break
        p = state.to_act()[0]
        legal = state.legal_actions(p)
        state.apply(p, rng.choice(legal))
        _check(state)
        checked += sum(isinstance(h, Hand) and h.cids is not None for h in state.hands)
    assert checked > 500


def test_a_change_from_outside_forgets_the_summary():
    state = ch.ChinchonState({"players": 2, "limit": 100, "reentry": True}, 3)
    p = state.to_act()[0]
    state.apply(p, ch.DRAW_DISCARD)
    state.legal_actions(p)
    hand, known = state.hands[p], state.known[p]
    assert hand.cids is not None and known.cids is not None
    hand.append(hand.pop(0))
    known.reverse()
    assert hand.cids is None and hand.ids is None
    assert known.cids is None and known.ids is None
    with pytest.raises(AttributeError):
        hand.ids = [1, 2]
    state.legal_actions(p)
    _check(state)
