"""Bots with Poderes: they use the powers sensibly (remove or swap to take a trick they
need, or to make a rival miss), decide the duel from lives and mana, revive only when the
mana pays the life back, and play whole Poderes games in every mode."""
from __future__ import annotations

import random

import pytest

from hod_desktop.ai.base import run_to_end
from hod_desktop.ai.cinco_vidas_espanola.bot import make_bot
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


def test_bots_decide_the_same_on_a_determinized_twin():
    """The Poderes layer sees only the view: another deal of the hidden cards consistent
    with the view gives the same decision and the same random draws, at every level."""
    from helpers import RecordingRandom, snapshot

    rng = random.Random(11)
    checked = {ce.DUEL: 0, ce.CHOOSING: 0, ce.REVIVE: 0, "other": 0}
    for game in range(40):
        m = Match("cinco_vidas_espanola", {"players": rng.choice((3, 4, 5)),
                                           "mode": rng.choice(ce.MODES), "poderes": True}, game)
        while not m.is_terminal():
            p = rng.choice(m.to_act())
            view = m.view(p)
            key = view.phase if view.phase in checked else "other"
            if checked[key] < 12 and (key != "other" or rng.random() < 0.05):
                twin = ce.determinize(view, random.Random(rng.randrange(1 << 30)))
                assert twin.view(p) == view
                if snapshot(twin) != snapshot(m.state):
                    level = rng.choice(("facil", "normal", "dificil"))
                    seed = rng.randrange(1 << 30)
                    got = []
                    for v in (view, twin.view(p)):
                        r = RecordingRandom(seed)
                        got.append((run_to_end(make_bot(level, r).decide(v)), r.draws))
                    assert got[0] == got[1], f"{level} at {view.phase}"
                    checked[key] += 1
            m.apply(p, rng.choice(m.legal_actions(p)))
    assert all(n >= 5 for n in checked.values()), checked


@pytest.mark.parametrize("level", ["normal", "dificil"])
def test_the_as_de_oros_is_played_for_a_needed_trick_and_kept_otherwise(level):
    m = new(3)
    rig(m, size=3, dealer=2, hands={0: "1o 3c 2b", 1: "Cb 4c 5c", 2: "So 6c 6b"})
    bid_all(m, {0: 1, 1: 0, 2: 1})
    assert decide(level, m.view(0)) == "play 1o"  # leads it: nothing can cancel it yet
    m = new(3)
    rig(m, size=3, dealer=2, hands={0: "1o 3c 2b", 1: "Cb 4c 5c", 2: "So 6c 6b"})
    bid_all(m, {0: 0, 1: 1, 2: 1})
    assert decide(level, m.view(0)) != "play 1o"  # it would take a trick it does not want
