"""Bandas bots: legal, replayable, blind to what their view hides, and thinking in steps."""
from __future__ import annotations

import random

import pytest

from hod_desktop.ai.bandas import bot as ba_ai
from hod_desktop.ai.bandas import model
from hod_desktop.ai.base import run_to_end
from hod_desktop.ai.registry import make_bot as registry_make_bot
from hod_desktop.engine import bandas as ba
from hod_desktop.engine.bandas import Allocate, BandasState, parse_action
from helpers import RecordingRandom

LEVELS = ba_ai.LEVELS


def light(level: str, rng: random.Random):
    bot = ba_ai.make_bot(level, rng)
    if level == "dificil":
        bot.samples = 24
    return bot


def play_out(levels, seed: int):
    n = len(levels)
    s = BandasState({"players": n}, seed)
    bots = [light(lv, random.Random(seed * 100 + i)) for i, lv in enumerate(levels)]
    tricks = 0
    while not s.is_terminal():
        for p in reversed(s.to_act()):  # any order: the last seat first
            v = s.view(p)
            text = run_to_end(bots[p].decide(v))
            action = parse_action(text)
            assert str(action) == text
            s.check(p, action)  # legal (raises with the reason otherwise)
            tricks += action.trick is not None
            s.apply(p, action)
    return s, tricks


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("n", range(2, 7))
def test_bots_always_make_a_legal_move(level, n):
    played = 0
    for seed in range(2 if level == "dificil" else 4):
        s, tricks = play_out([level] + ["normal"] * (n - 1), seed * 13 + n)
        assert s.is_terminal() and s.winners()
        played += tricks
    assert played  # tricks were played, so their targets were checked too


def test_mixed_table_of_every_level():
    for seed in range(3):
        play_out(["facil", "normal", "dificil", "facil", "normal", "dificil"], 900 + seed)


def test_registry_and_levels():
    s = BandasState({"players": 3}, 5)
    for level in LEVELS:
        bot = registry_make_bot("bandas", level, 5, 1)
        assert bot.level == level
        assert parse_action(run_to_end(bot.decide(s.view(1))))
    with pytest.raises(ValueError):
        ba_ai.make_bot("imposible", random.Random(0))


def test_decide_yields_while_thinking():
    s = BandasState({"players": 4}, 3)
    thinking = ba_ai.make_bot("dificil", random.Random(1)).decide(s.view(0))
    steps = 0
    with pytest.raises(StopIteration):
        while True:
            next(thinking)
            steps += 1
    assert steps >= 5


def _views_along_a_game(seed: int, n: int = 4):
    s = BandasState({"players": n}, seed)
    bots = [light("normal", random.Random(i)) for i in range(n)]
    out = []
    while not s.is_terminal():
        for p in range(n):
            v = s.view(p)
            out.append(v)
            s.apply(p, parse_action(run_to_end(bots[p].decide(v))))
    return out


@pytest.mark.parametrize("level", LEVELS)
def test_same_view_and_seed_give_the_same_move(level):
    for v in _views_along_a_game(3)[::3]:
        a = run_to_end(light(level, random.Random(42)).decide(v))
        b = run_to_end(light(level, random.Random(42)).decide(v))
        assert a == b


def test_dificil_mixes_its_moves():
    v = _views_along_a_game(5)[-4]
    moves = {run_to_end(light("dificil", random.Random(k)).decide(v)) for k in range(8)}
    assert len(moves) >= 2


@pytest.mark.parametrize("level", LEVELS)
def test_bots_cannot_see_others_moves_hands_or_the_casino(level):
    """Twin states that differ only in what seat 3 may not see: the others' confirmed
    moves tonight, their tricks, the deck and the Casino. Same choice, same draws."""
    checked = 0
    for seed in range(4):
        s = BandasState({"players": 4}, 40 + seed)
        bots = [light("normal", random.Random(i)) for i in range(4)]
        for _night in range(4):
            for p in range(3):
                s.apply(p, parse_action(run_to_end(bots[p].decide(s.view(p)))))
            twin = s.clone()
            twin.moves[0] = Allocate((0, 0, 0, 0, 0))
            twin.moves[1] = Allocate((10, 0, 0, 0, 0))
            v = list(twin.values)
            v[ba.CASINO] = (v[ba.CASINO] + 3) % 11
            twin.values = tuple(v)
            twin.hands[0], twin.deck = twin.deck[:len(twin.hands[0])], \
                twin.hands[0] + twin.deck[len(twin.hands[0]):]
            assert twin.view(3) == s.view(3)
            r1, r2 = RecordingRandom(9), RecordingRandom(9)
            a = run_to_end(light(level, r1).decide(s.view(3)))
            b = run_to_end(light(level, r2).decide(twin.view(3)))
            assert a == b and r1.draws == r2.draws
            checked += 1
            s.apply(3, parse_action(a))
    assert checked == 16


# ---------------------------------------------------------------- the model
def test_best_split_is_the_exact_knapsack():
    tables = [[0, 0, 5, 5, 5], [0, 3, 3, 3, 3], [0, 0, 0, 9, 9], [0] * 5, [0] * 5]
    score, counts = model.best_split(tables, 4)
    assert counts == [0, 1, 3, 0, 0] and round(score) == 12
    score, counts = model.best_split(tables, 3)
    assert counts == [0, 0, 3, 0, 0] and round(score) == 9


def test_gain_table_follows_the_tie_rules():
    s = BandasState({"players": 2}, 1)
    s.owners = [0, 1, None, None, None]
    v = s.view(0)
    profiles = [{1: (3, 3, 3, 0, 0)}]
    vals = [4, 4, 4, 4, 4]
    owned = model.gain_table(v, 0, vals, [4], profiles, 1.0, 5)
    assert owned[3] == 4 and owned[2] == -4 and owned[4] == 4  # the owner wins the tie
    theirs = model.gain_table(v, 1, vals, [4], profiles, 1.0, 5)
    assert theirs[3] == -4 and theirs[4] == 4  # their tie: they keep it
    chiv = model.gain_table(v, 1, vals, [4], profiles, 1.0, 5, trick=ba.CHIVATO)
    assert chiv[3] == 4
    knife = model.gain_table(v, 1, vals, [4], profiles, 1.0, 5, trick=ba.NAVAJA)
    assert knife[2] == 4 and knife[1] == -4
    doble = model.gain_table(v, 3, vals, [4], profiles, 1.0, 5, trick=ba.DOBLE)
    assert doble[0] == -3 and doble[1] == 8
    bribe = model.gain_table(v, 2, vals, [4], profiles, 1.0, 5, trick=ba.SOBORNO, rival=1)
    # one of their three switches: 1 + 1 ties their 2 (nobody owns it), 2 + 1 wins
    assert bribe[0] == -4 and bribe[1] == 0 and bribe[2] == 4
