"""Poderes rows (Cinco Vidas con baraja española with the Poderes overlay, Clásico mode):
engine speed, bot thinking time and win rates. Shares the baseline random bot, the
process pool and the row helpers with the other Cinco Vidas benches."""
from __future__ import annotations

import os
import random

from ..ai.cinco_vidas_espanola.bot import make_bot
from ..engine.cinco_vidas_espanola import MODES, PoderesState, parse_action
from .common import RandomBot, pool_map as _pool_map
from .common import (decision_ms_p95, first_round_rate, has_choice, play_bots, rate_rows,
                     row_filter, sample_views, seat_share)

PREFIX = "poderes."
LEVELS = ("facil", "normal", "dificil")
MODE = "clasico"


def _bot(level: str, rng: random.Random):
    return RandomBot(rng) if level == "random" else make_bot(level, rng)


def random_rounds_per_s(seconds: float) -> float:
    """4 players, the first (5-card) sub-round of fresh Poderes games (power choices
    included), random legal play through the engine API, in CPU seconds."""
    return first_round_rate(PoderesState, {"players": 4, "mode": MODE, "poderes": True},
                            seconds, 100)


def _normal_game(g: int, rng: random.Random):
    """Game g of the timing sample: 2-8 players (mostly 4), the modes in turn, Normal bots."""
    n = rng.choice((2, 3, 4, 4, 4, 5, 6, 7, 8))
    opts = {"players": n, "mode": MODES[g % len(MODES)], "poderes": True}
    return (PoderesState(opts, 3000 + g),
            [make_bot("normal", random.Random(g * 10 + i)) for i in range(n)])


def bot_ms_p95(count: int) -> dict[str, float]:
    """Decision p95 over views with a real choice met in Normal-vs-Normal Poderes games,
    2-8 players, every mode (duels, power choices and revive offers included)."""
    views = sample_views(_normal_game, parse_action, count, keep=has_choice)
    return decision_ms_p95(views, LEVELS, make_bot, PREFIX)


def play_game(levels: tuple[str, ...], seed: int) -> tuple[int, ...]:
    s = PoderesState({"players": len(levels), "mode": MODE, "poderes": True}, seed)
    bots = [_bot(lv, random.Random(seed * 31 + i)) for i, lv in enumerate(levels)]
    return play_bots(s, bots, parse_action)


def _game_job(args) -> float:
    """One 4-player game, `hero` in seat seed % 4 (seats rotate) against three `villain`."""
    hero, villain, seed = args
    seat = seed % 4
    levels = tuple(hero if i == seat else villain for i in range(4))
    return seat_share(play_game(levels, seed), seat)


def winrate(hero: str, villain: str, games: int, workers: int, base_seed: int) -> dict[str, float]:
    jobs = [(hero, villain, base_seed + g) for g in range(games)]
    wins = sum(_pool_map(_game_job, jobs, workers))
    return rate_rows(f"{PREFIX}winrate.{hero}_vs_{villain}", wins, games)


def run(quick: bool, only: str | None = None) -> dict[str, float]:
    wanted = row_filter(PREFIX, only)
    workers = min(2, os.cpu_count() or 1)
    out: dict[str, float] = {}
    if wanted("random_rounds_per_s"):
        out[f"{PREFIX}random_rounds_per_s"] = random_rounds_per_s(1.0 if quick else 3.0)
    if wanted("bot_ms_p95"):
        out.update(bot_ms_p95(90 if quick else 400))
    if wanted("winrate.normal_vs_random"):
        out.update(winrate("normal", "random", 60 if quick else 400, workers, 30_000))
    if wanted("winrate.dificil_vs_normal"):
        out.update(winrate("dificil", "normal", 20 if quick else 400, workers, 40_000))
    return out
