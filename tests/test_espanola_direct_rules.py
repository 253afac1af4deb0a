"""Direct tests of three Cinco Vidas española rules that only a digest guarded before
(issue 34, item 5): the dealer's forbidden 0, the Chaos hand's hidden order in the mode's
own view, and Filo de la Navaja at the edges of the bids' total."""
from __future__ import annotations

from itertools import permutations

import pytest

from hod_desktop.engine import cinco_vidas_espanola as ce
from hod_desktop.engine.core import IllegalAction
from hod_desktop.engine.poderes import achievements as ach
from hod_desktop.engine.poderes.achievements import Award, last_bid_awards
from test_cinco_vidas_espanola_rules import bid_all, new, rig


# ---------------------------------------------------------------- the dealer's forbidden 0
@pytest.mark.parametrize("mode", ["clasico", "twisted", "chaos", "a_ciegas"])
@pytest.mark.parametrize("size,before", [(3, {0: 2, 1: 1}), (5, {0: 5, 1: 0}), (2, {0: 1, 1: 1})])
def test_others_bids_already_make_the_round_so_the_dealer_may_not_bid_0(mode, size, before):
    m = new(3, mode)
    rig(m, size=size, dealer=2)
    for p in (0, 1):
        m.apply(p, f"bid {before[p]}")
    v = m.view(2)
    assert v.forbidden_bid == 0
    assert "bid 0" not in v.legal and v.legal == tuple(f"bid {n}" for n in range(1, size + 1))
    saved = m.to_json()
    with pytest.raises(IllegalAction, match="dealer may not bid 0"):
        m.apply(2, "bid 0")
    assert m.to_json() == saved and m.to_act() == (2,)  # refused, nothing changed
    m.apply(2, "bid 1")
    assert m.state.bids[2] == 1


def test_the_dealer_may_bid_0_when_the_others_fall_short():
    m = new(3, "clasico")
    rig(m, size=3, dealer=2)
    bid_all(m, {0: 1, 1: 1, 2: 0})  # 1 + 1 + 0 = 2: allowed, the forbidden bid was 1
    assert m.state.bids == [1, 1, 0] and m.state.phase == ce.PLAYING


# ---------------------------------------------------------------- Chaos: the order is hidden
def test_a_chaos_view_is_the_same_whatever_order_the_hand_was_shuffled_into():
    """After the shuffle no seat, the owner included, may learn where a card lies: every
    order of seat 0's hand gives every seat the same view."""
    m = new(3, "chaos", seed=5)
    rig(m, size=3, dealer=2, hands={0: "Ro 2c 5e"})
    bid_all(m, {0: 1, 1: 1, 2: 0})
    assert m.state.phase == ce.PLAYING and m.view(0).hand_face_down
    cards = list(m.state.hands[0])
    seen = {p: set() for p in range(3)}
    for order in permutations(cards):
        m.state.hands[0] = list(order)
        for p in range(3):
            seen[p].add(m.view(p))
    assert all(len(views) == 1 for views in seen.values()), "a view told the hand's order"
    assert set(m.view(0).hand) == set(cards)


# ---------------------------------------------------------------- Filo de la Navaja
@pytest.mark.parametrize("total,size,earns", [
    (0, 1, True),    # size 1: one below is a total of 0
    (2, 1, True),    # one above
    (1, 1, False),   # the forbidden total itself (never legal for the dealer)
    (0, 2, False),   # two below
    (3, 2, True),
    (4, 2, False),
    (5, 5, False),
    (4, 5, True),
    (6, 5, True),
    (0, 5, False),   # everyone bid 0
    (15, 5, False),  # far above
])
def test_filo_de_la_navaja_at_the_edges(total, size, earns):
    assert last_bid_awards(2, total, size, True) == ([Award(2, ach.FILO_NAVAJA)] if earns else [])
    assert last_bid_awards(2, total, size, False) == []  # no restriction, no Filo
