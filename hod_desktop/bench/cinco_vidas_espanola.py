"""Cinco Vidas con baraja española rows: engine speed per mode, bot thinking time, win
rates per mode and exact-bid rates. Shares the baseline random bot, the process pool and
the row helpers with the Cinco Vidas bench."""
from __future__ import annotations

import os
import random

from ..ai.base import run_to_end
from ..ai.cinco_vidas_espanola.bot import make_bot
from ..engine.cinco_vidas_espanola import MODES, EspanolaState, RoundScored, parse_action
from . import cinco_vidas as cv_bench
from .common import RandomBot, pool_map as _pool_map
from .common import (decision_ms_p95, first_round_rate, has_choice, play_bots, rate_rows,
                     row_filter, sample_views, seat_share)

PREFIX = "cinco_vidas_espanola."
LEVELS = ("facil", "normal", "dificil")


def _bot(level: str, rng: random.Random):
    return RandomBot(rng) if level == "random" else make_bot(level, rng)


# ---------------------------------------------------------------- engine speed
def random_rounds_per_s(mode: str, seconds: float) -> float:
    """4 players, the first (5-card) sub-round of fresh games, random legal play through
    the engine API, in this process's CPU seconds (as cinco_vidas.random_rounds_per_s)."""
    return first_round_rate(EspanolaState, {"players": 4, "mode": mode}, seconds, 200)


# ---------------------------------------------------------------- bot timing
def _normal_game(g: int, rng: random.Random):
    """Game g of the timing sample: 2-8 players (mostly 4), the modes in turn, Normal bots."""
    n = rng.choice((2, 3, 4, 4, 4, 5, 6, 7, 8))
    return (EspanolaState({"players": n, "mode": MODES[g % len(MODES)]}, 1000 + g),
            [make_bot("normal", random.Random(g * 10 + i)) for i in range(n)])


def bot_ms_p95(count: int) -> dict[str, float]:
    """Decision p95 over views with a real choice met in Normal-vs-Normal games of 2-8
    players in every mode."""
    views = sample_views(_normal_game, parse_action, count, keep=has_choice)
    return decision_ms_p95(views, LEVELS, make_bot, PREFIX)


# ---------------------------------------------------------------- games
def play_game(mode: str, levels: tuple[str, ...], seed: int) -> tuple[int, ...]:
    s = EspanolaState({"players": len(levels), "mode": mode}, seed)
    bots = [_bot(lv, random.Random(seed * 31 + i)) for i, lv in enumerate(levels)]
    return play_bots(s, bots, parse_action)


def _game_job(args) -> float:
    """One 4-player game, `hero` in seat seed % 4 (seats rotate) against three `villain`."""
    mode, hero, villain, seed = args
    seat = seed % 4
    levels = tuple(hero if i == seat else villain for i in range(4))
    return seat_share(play_game(mode, levels, seed), seat)


def _round_job(args) -> int:
    """One fresh 5-card Clásico sub-round, `hero` in seat seed % 4 with three Normal bots."""
    hero, seed = args
    s = EspanolaState({"players": 4, "mode": "clasico"}, seed)
    seat = seed % 4
    bots = [_bot(hero if i == seat else "normal", random.Random(seed * 17 + i))
            for i in range(4)]
    while True:
        p = s.to_act()[0]
        for e in s.apply(p, parse_action(run_to_end(bots[p].decide(s.view(p))))):
            if isinstance(e, RoundScored):
                return int(e.lost[seat] == 0)


def winrate(mode: str, hero: str, villain: str, games: int, workers: int,
            base_seed: int) -> dict[str, float]:
    jobs = [(mode, hero, villain, base_seed + g) for g in range(games)]
    wins = sum(_pool_map(_game_job, jobs, workers))
    return rate_rows(f"{PREFIX}winrate.{hero}_vs_{villain}.{mode}", wins, games)


def exact_bid_rate(hero: str, rounds: int, workers: int) -> dict[str, float]:
    jobs = [(hero, 500_000 + r) for r in range(rounds)]
    hits = sum(_pool_map(_round_job, jobs, workers))
    return rate_rows(f"{PREFIX}exact_bid_rate.{hero}", hits, rounds)  # with its Wilson interval


def run(quick: bool, only: str | None = None) -> dict[str, float]:
    wanted = row_filter(PREFIX, only)
    # full-run sample sizes: ~8 CPU-minutes in all on a 2-core machine (a Difícil game
    # is ~0.5 CPU-s, a Normal-vs-random one ~2 ms), Wilson half-widths ~6.5 and ~2 points
    workers = min(2, os.cpu_count() or 1)
    seconds = 1.0 if quick else 3.0
    out: dict[str, float] = {}
    modes_speed = [m for m in MODES if wanted(f"random_rounds_per_s.{m}")]
    if modes_speed:
        # the reference figure in the same run, for the "within 20%" target
        reference = cv_bench.random_rounds_per_s(seconds)
        for m in modes_speed:
            rate = random_rounds_per_s(m, seconds)
            out[f"{PREFIX}random_rounds_per_s.{m}"] = rate
            out[f"{PREFIX}random_rounds_vs_cinco_vidas.{m}"] = rate / reference
    if wanted("bot_ms_p95"):
        out.update(bot_ms_p95(90 if quick else 400))
    for m in MODES:
        if wanted(f"winrate.normal_vs_random.{m}"):
            out.update(winrate(m, "normal", "random", 60 if quick else 2000, workers, 10_000))
    for m in MODES:
        if wanted(f"winrate.dificil_vs_normal.{m}"):
            # Chaos games are cheaper (no card choice) and the figure is close: 400 there
            games = 20 if quick else (400 if m == "chaos" else 200)
            out.update(winrate(m, "dificil", "normal", games, workers, 20_000))
    if wanted("exact_bid_rate"):
        for level in LEVELS:
            rounds = 100 if quick else (300 if level == "dificil" else 1000)
            out.update(exact_bid_rate(level, rounds, workers))
    return out
