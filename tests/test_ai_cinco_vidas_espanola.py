"""Bots of Cinco Vidas con baraja española: legal and complete in every mode and level,
seeing only their view (the generic twin test in test_bots_hidden_info.py covers every
level; the cases here pin down what each mode hides), and the value model against the
engine."""
from __future__ import annotations

import random

import pytest

from hod_desktop.ai.cinco_vidas_espanola import bot as bots
from hod_desktop.ai.cinco_vidas_espanola import sim
from hod_desktop.ai.base import run_to_end
from hod_desktop.engine import cinco_vidas_espanola as ce
from hod_desktop.engine.core import Match
from test_cinco_vidas_espanola_rules import bid_all, rig

GAME = "cinco_vidas_espanola"


def play_game(mode: str, levels: list[str], seed: int) -> Match:
    m = Match(GAME, {"players": len(levels), "mode": mode}, seed)
    players = [bots.make_bot(lv, random.Random(seed * 31 + i)) for i, lv in enumerate(levels)]
    while not m.is_terminal():
        for p in m.to_act():
            action = run_to_end(players[p].decide(m.view(p)))
            assert action in m.view(p).legal, (mode, levels[p], action)
            m.apply(p, action)
            break
    return m


@pytest.mark.parametrize("mode", ce.MODES)
def test_every_level_plays_whole_games_in_every_mode(mode):
    for seed, levels in enumerate((["facil", "normal", "dificil"],
                                   ["dificil", "facil", "normal", "normal", "facil"])):
        m = play_game(mode, levels, seed)
        assert m.is_terminal() and m.winners()


def test_bots_replay_the_same_game_from_the_same_seed():
    a = play_game("twisted", ["dificil", "normal", "facil"], 5)
    b = play_game("twisted", ["dificil", "normal", "facil"], 5)
    assert a.actions == b.actions


def decide(level: str, view, seed: int = 3) -> str:
    return run_to_end(bots.make_bot(level, random.Random(seed)).decide(view))


@pytest.mark.parametrize("level", bots.LEVELS)
def test_a_ciegas_bid_does_not_depend_on_the_own_hand(level):
    choices = set()
    for hand in ("Ro Rc Re", "1o 2c 3e"):
        m = Match(GAME, {"players": 3, "mode": "a_ciegas"}, 0)
        rig(m, size=3, dealer=2, hands={0: hand, 1: "5o 5c 6e", 2: "So 4b 7e"})
        choices.add(decide(level, m.view(0)))
    assert len(choices) == 1


@pytest.mark.parametrize("level", bots.LEVELS)
def test_chaos_pick_does_not_depend_on_the_hidden_positions(level):
    picks = set()
    for seed in (1, 2):
        m = Match(GAME, {"players": 2, "mode": "chaos"}, seed)
        rig(m, size=3, dealer=1, hands={0: "Ro 2c 5e", 1: "Rc 3c 6b"})
        bid_all(m, {0: 1, 1: 1})
        m.state.hands[0] = sorted(m.state.hands[0], key=str, reverse=seed == 2)
        v = m.view(1) if m.to_act() == (1,) else m.view(0)
        picks.add(decide(level, v))
    assert len(picks) == 1 and picks.pop().startswith("pick ")


def test_normal_bot_dumps_a_sure_loser_once_its_bid_is_met():
    m = Match(GAME, {"players": 3, "mode": "clasico"}, 0)
    rig(m, size=2, dealer=2, hands={0: "Ro 2c", 1: "Rc 3c", 2: "Sb 4o"})
    bid_all(m, {0: 1, 1: 0, 2: 0})
    m.apply(0, "play Ro")
    # seat 1 bid 0: its Rey would cancel the leader's Rey and seat 2's card would win, so
    # both its cards lose for sure; it throws the Rey, the card it would rather not keep
    assert decide("normal", m.view(1)) == "play Rc"


def test_normal_bot_wins_cheaply_when_last_and_short_of_its_bid():
    m = Match(GAME, {"players": 3, "mode": "clasico"}, 0)
    rig(m, size=2, dealer=2, hands={0: "5o 2c", 1: "6c 3c", 2: "Sb 7o"})
    bid_all(m, {0: 0, 1: 0, 2: 1})
    m.apply(0, "play 5o")
    m.apply(1, "play 6c")
    assert decide("normal", m.view(2)) == "play 7o"  # the cheapest card that wins


def test_win_chance_knows_cancellation():
    counts = sim.unseen_counts([12, 12])
    assert sim.win_chance(12, [12], 1, counts, 38) == 0.0  # cancels, someone else wins
    assert sim.win_chance(12, [12], 0, counts, 38) == 1.0  # all cancelled: the last wins
    assert sim.win_chance(5, [12, 12], 0, counts, 38) == 1.0  # last card standing
    assert sim.win_chance(12, [12, 3, 12], 0, counts, 38) == 1.0  # the third stands
    assert 0.0 < sim.win_chance(11, [3], 2, counts, 38) < 1.0


def test_single_card_chance_exact_with_one_unknown():
    counts = sim.unseen_counts([12])  # the rival's Rey is seen
    # my unseen card beats or cancels the Rey: it wins only if it is not a Rey (cancel
    # leaves nothing standing and the later card, the rival's, wins)
    p = sim.single_card_chance(0, None, {1: 12}, 2, counts)
    assert p == 0.0
    p = sim.single_card_chance(1, None, {0: 1}, 2, sim.unseen_counts([1]))
    assert p == pytest.approx(1.0)  # a later equal ace cancels: the last card (mine) wins


def test_value_round_matches_the_engine_over_random_rounds():
    rng = random.Random(9)
    for trial in range(40):
        k = rng.randint(2, 6)
        m = Match(GAME, {"players": k, "mode": "clasico"}, trial)
        rig(m, size=rng.choice((2, 3, 4, 5)), dealer=k - 1)
        order, round_no = m.state.order, m.state.round_no
        rnd = sim.Round([sorted(c.value for c in m.state.hands[p]) for p in order], [0] * k,
                        [0] * k, [], 0, list(sim.DECK_COUNTS))
        while m.state.phase == ce.BIDDING:
            p = m.to_act()[0]
            m.apply(p, m.view(p).legal[0])
        won = [0] * k
        while m.state.round_no == round_no and not m.is_terminal():
            p = m.to_act()[0]
            assert rnd.to_move() == order.index(p)
            card = rng.choice(m.state.hands[p])
            rnd.play(order.index(p), card.value)
            for e in m.apply(p, f"play {card}"):
                if isinstance(e, ce.TrickResolved):
                    won[order.index(e.player)] += 1
        assert rnd.won == won and rnd.finished()
