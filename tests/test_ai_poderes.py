"""Bots with Poderes: they use the powers sensibly (remove or swap to take a trick they
need, or to make a rival miss), decide the duel from lives and mana, revive only when the
mana pays the life back, and play whole Poderes games in every mode."""
from __future__ import annotations

import random

import pytest

from hod_desktop.ai.base import run_to_end
from hod_desktop.ai.cinco_vidas_espanola import make_bot
from hod_desktop.engine import cinco_vidas_espanola as ce
from hod_desktop.engine.core import Match
from test_poderes_engine import bid_all, new, rig


def decide(level: str, view, seed: int = 0) -> str:
    return run_to_end(make_bot(level, random.Random(seed)).decide(view))


def choosing(hands: dict[int, str], bids: dict[int, int], plays: list[str], players=3) -> Match:
    m = new(players)
    rig(m, size=2, dealer=players - 1, hands=hands)
    bid_all(m, bids)
    for c in plays:
        m.apply(m.to_act()[0], f"play {c}")
    assert m.state.phase == ce.CHOOSING
    return m


@pytest.mark.parametrize("level", ["normal", "dificil"])
def test_espadas_removes_the_card_that_beats_it(level):
    m = choosing({0: "Cb 4c", 1: "1e 3c"}, {0: 0, 1: 1}, ["Cb", "1e"], players=2)
    assert decide(level, m.view(1)) == "remove Cb"


@pytest.mark.parametrize("level", ["normal", "dificil"])
def test_bastos_swaps_to_win_a_trick_it_needs(level):
    m = choosing({0: "Cb 4c", 1: "1b 3c"}, {0: 0, 1: 1}, ["Cb", "1b"], players=2)
    assert decide(level, m.view(1)) == "swap Cb"


@pytest.mark.parametrize("level", ["normal", "dificil"])
def test_bastos_passes_when_it_does_not_want_the_trick(level):
    m = choosing({0: "Cb 4c", 1: "1b 3c"}, {0: 1, 1: 0}, ["Cb", "1b"], players=2)
    assert decide(level, m.view(1)) == "pass"


@pytest.mark.parametrize("level", ["normal", "dificil"])
def test_siete_de_oros_makes_a_rival_miss(level):
    # seat 2 bid 0 and would take nothing; swapping the Rey's value onto its 3 hands it
    # the trick, and seat 1, who needs it, loses it
    m = choosing({0: "7o 4c", 1: "Rc 5c", 2: "3b 6b"}, {0: 0, 1: 2, 2: 1},
                 ["7o", "Rc", "3b"])
    assert decide(level, m.view(0)) == "swap Rc 3b"


def duel_view(level_lives, rival_lives=5, my_mana=0, rival_mana=0):
    m = new(3)
    rig(m, size=1, dealer=2, lives=[level_lives, rival_lives, 5],
        hands={0: "Rc", 1: "3o", 2: "Sb"})
    m.state.duelists = (0, 1)
    m.state.mana = [my_mana, rival_mana, 0]
    return m.view(0)


@pytest.mark.parametrize("level", ["normal", "dificil"])
def test_with_one_life_a_bot_never_cooperates(level):
    assert all(decide(level, duel_view(1, my_mana=3), s) == "duel betray" for s in range(8))


def test_dificil_cooperates_when_cooperation_completes_both_bars():
    assert decide("dificil", duel_view(5, my_mana=3, rival_mana=3)) == "duel cooperate"
    assert decide("dificil", duel_view(5, my_mana=0, rival_mana=3)) == "duel betray"
    assert decide("dificil", duel_view(5, my_mana=3, rival_lives=1)) == "duel betray"


def revive_view(mana):
    m = new(4)
    rig(m, size=1, dealer=3, lives=[3, 0, 1, 1], hands={0: "Rc", 2: "3o", 3: "Sb"})
    m.state.order = (0, 2, 3)
    m.state.duelists = (0, 2)
    m.state.mana = [mana, 0, 0, 0]
    for p in (0, 2):
        m.apply(p, "duel betray")
    for p, b in ((0, 1), (2, 0), (3, 0)):
        m.apply(p, f"bid {b}")
    assert m.state.phase == ce.REVIVE
    return m.view(0)


@pytest.mark.parametrize("level", ["normal", "dificil"])
def test_revive_only_when_the_mana_pays_the_life_back(level):
    assert decide(level, revive_view(3)) == "revive 1"
    assert decide(level, revive_view(1)) == "revive none"


@pytest.mark.parametrize("mode", ce.MODES)
def test_bots_of_every_level_finish_poderes_games(mode):
    levels = ("facil", "normal", "dificil")
    m = Match("cinco_vidas_espanola", {"players": 3, "mode": mode, "poderes": True}, 5)
    bots = [make_bot(lv, random.Random(i)) for i, lv in enumerate(levels)]
    phases = set()
    while not m.is_terminal():
        p = m.to_act()[0]
        view = m.view(p)
        phases.add(view.phase)
        action = run_to_end(bots[p].decide(view))
        assert action in view.legal
        m.apply(p, action)
    assert ce.DUEL in phases
