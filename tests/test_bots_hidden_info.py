"""Bots never see hidden cards, proven the same way for every game and every level.

At many positions of random games, the seat to act gets a twin state from the engine's
own `determinize(view, rng)`: the same view for that seat, different hidden cards (other
hands, the stock, face-down cards). A fresh bot with the same seed must choose the same
action AND draw the very same random numbers in both: a bot that reads anything beyond
its view (the real state, a field hidden from `==`) shows up as a difference here. A game
is covered as soon as it registers; nothing here names one.
"""
from __future__ import annotations

import random

import pytest

from hod_desktop.ai.base import run_to_end
from hod_desktop.engine.core import get_rules
from helpers import (RecordingRandom, bot_levels, bot_module, engine_module,
                     game_player_counts, random_options, random_walk, snapshot)

POSITIONS = 30  # per game, level and player count
GAMES = sorted({g for g, _ in game_player_counts()})
CASES = [(g, level) for g in GAMES for level in bot_levels(g)]


def decide(game: str, level: str, view, seed: int) -> tuple[str, list]:
    rng = RecordingRandom(seed)
    action = run_to_end(bot_module(game).make_bot(level, rng).decide(view))
    return action, rng.draws


def twin_positions(game: str, rng: random.Random, per_count: int):
    """(state, seat, twin) at random positions of random games, every player count."""
    determinize = engine_module(game).determinize
    for g, players in game_player_counts():
        if g != game:
            continue
        found = 0
        while found < per_count:
            options = random_options(get_rules(game), players, rng)
            for step in random_walk(game, options, rng.randrange(1 << 30), rng):
                if step.action is None:
                    break
                if rng.random() > 0.15:
                    continue
                state = step.match.state
                seat = rng.choice(state.to_act())
                view = state.view(seat)
                twin = determinize(view, random.Random(rng.randrange(1 << 30)))
                assert twin.view(seat) == view, f"{game}: determinize changed seat {seat}'s view"
                if snapshot(twin) == snapshot(state):
                    continue  # nothing hidden here: the twin is the state itself
                yield state, seat, twin
                found += 1
                if found >= per_count:
                    break


@pytest.mark.parametrize("game,level", CASES, ids=[f"{g}-{lv}" for g, lv in CASES])
def test_bot_decides_and_draws_the_same_with_other_hidden_cards(game, level):
    rng = random.Random(f"{game}/{level}")
    checked = 0
    for state, seat, twin in twin_positions(game, rng, POSITIONS):
        seed = rng.randrange(1 << 30)
        real = decide(game, level, state.view(seat), seed)
        other = decide(game, level, twin.view(seat), seed)
        assert real[0] == other[0], (
            f"{game} {level} seat {seat}: chose {real[0]!r} with the real hidden cards but "
            f"{other[0]!r} with others: the bot sees more than its view")
        assert real[1] == other[1], (
            f"{game} {level} seat {seat}: drew different random numbers when only hidden "
            f"cards changed ({len(real[1])} vs {len(other[1])} draws)")
        checked += 1
    assert checked >= POSITIONS
