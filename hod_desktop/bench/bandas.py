"""Bandas rows: engine speed, bot thinking time and win rates (4 players, seats rotated)."""
from __future__ import annotations

import gc
import os
import random
import time

from ..ai.base import bot_rng
from ..ai.bandas.bot import LEVELS, make_bot
from ..engine.bandas import OVER, REFUERZOS, SOBORNO, Allocate, BandasState, parse_action
from .common import (decision_ms_p95, play_bots, rate_rows, row_filter, sample_views,
                     seat_share)
from .common import pool_map as _pool_map

PREFIX = "bandas."


class RandomBot:
    """Places every thug, choosing uniformly among all the ways to split them over the
    five districts, and one night in three plays a held trick on a random target (the
    baseline opponent)."""

    level = "random"

    def __init__(self, rng: random.Random):
        self.rng = rng

    def decide(self, view):
        return str(random_move(self.rng, view.viewer, view.n_players, view.thugs[view.viewer],
                               view.hand))
        yield  # pragma: no cover  (makes this a generator like every bot)


def random_move(rng: random.Random, seat: int, n: int, thugs: int, hand) -> Allocate:
    trick = district = rival = None
    if hand and rng.random() < 1 / 3:
        trick = hand[int(rng.random() * len(hand))]
        if trick == REFUERZOS:
            thugs += 3
        else:
            district = int(rng.random() * 5)
            if trick == SOBORNO:
                rival = (seat + 1 + int(rng.random() * (n - 1))) % n
    splits = _SPLITS.get(thugs) or _splits(thugs)
    return Allocate(splits[int(rng.random() * len(splits))], trick, district, rival)


_SPLITS: dict[int, list[tuple[int, ...]]] = {}


def _splits(total: int) -> list[tuple[int, ...]]:
    """Every split of `total` thugs over five districts (1,001 for ten)."""
    out = [(a, b, c, d, total - a - b - c - d)
           for a in range(total + 1) for b in range(total + 1 - a)
           for c in range(total + 1 - a - b) for d in range(total + 1 - a - b - c)]
    _SPLITS[total] = out
    return out


def _bot(level: str, rng: random.Random):
    return RandomBot(rng) if level == "random" else make_bot(level, rng)


# ---------------------------------------------------------------- engine speed
def random_games_per_s(seconds: float) -> float:
    """4 players, whole games of random moves (`random_move`, straight from the state,
    no views) through the engine API. CPU seconds of this process: one core's rate."""
    gc.collect()
    gc.freeze()
    opts = {"players": 4}
    rng = random.Random(1)
    games = 0
    seed = 0
    t0 = time.process_time()
    deadline = t0 + seconds
    while True:
        for _ in range(100):
            s = BandasState(opts, seed)
            seed += 1
            while s.phase != OVER:
                thugs, hands = s.thugs, s.hands
                for p in range(4):
                    s.apply(p, random_move(rng, p, 4, thugs[p], hands[p]))
            games += 1
        now = time.process_time()
        if now >= deadline:
            return games / (now - t0)


# ---------------------------------------------------------------- bot timing
def _every_seat(state) -> range:
    """Moves are simultaneous: each night every seat confirms, in seat order."""
    return range(state.n)


def _normal_game(g: int, rng: random.Random):
    """Game g of the timing sample: 2-6 players (mostly 4), Normal bots."""
    n = rng.choice((2, 3, 4, 4, 4, 5, 6))
    return (BandasState({"players": n}, 1000 + g),
            [make_bot("normal", random.Random(g * 10 + i)) for i in range(n)])


def bot_ms_p95(levels, count: int) -> dict[str, float]:
    """Decision p95 over the views met in Normal-vs-Normal games of 2-6 players, every night."""
    views = sample_views(_normal_game, parse_action, count, per=2, movers=_every_seat)
    return decision_ms_p95(views, levels, make_bot, PREFIX)


# ---------------------------------------------------------------- clones
def identical_pairs(level: str, games: int, base_seed: int = 50_000) -> dict[str, float]:
    """How often two rivals send the very same split on a night: 4 players, three `level`
    rivals and a Normal bot in the person's seat 0, every bot seeded as the app seeds it
    (`bot_rng(seed, seat)`). Of the rival pairs of every night, the share with identical
    allocations; `.wide_plans` counts only pairs whose plan spreads over 3+ districts
    (the issue's target: 0); `.nights_all_alike` the share of nights all three agreed."""
    same = wide_same = wide = pairs = alike = nights = 0
    for g in range(games):
        seed = base_seed + g
        s = BandasState({"players": 4}, seed)
        bots = [make_bot("normal" if p == 0 else level, bot_rng(seed, p)) for p in range(4)]
        play_bots(s, bots, parse_action, movers=_every_seat)
        for report in s.view(0).history:
            rivals = report.allocations[1:]
            nights += 1
            alike += len(set(rivals)) == 1
            for i in range(len(rivals)):
                for j in range(i + 1, len(rivals)):
                    a, b = rivals[i], rivals[j]
                    pairs += 1
                    same += a == b
                    if sum(1 for c in a if c) >= 3 or sum(1 for c in b if c) >= 3:
                        wide += 1
                        wide_same += a == b
    name = f"{PREFIX}identical_rival_pairs" + ("" if level == "normal" else f".{level}")
    return {name: same / pairs, f"{name}.wide_plans": wide_same / wide if wide else 0.0,
            f"{name}.nights_all_alike": alike / nights, f"{name}.pairs": float(pairs)}


# ---------------------------------------------------------------- games
def play_game(levels: tuple[str, ...], seed: int) -> tuple[int, ...]:
    s = BandasState({"players": len(levels)}, seed)
    bots = [_bot(lv, random.Random(seed * 31 + i)) for i, lv in enumerate(levels)]
    return play_bots(s, bots, parse_action, movers=_every_seat)


def _game_job(args) -> float:
    """One 4-player game, `hero` in seat seed % 4 (seats rotate): 1, 1/k if shared, or 0."""
    hero, villain, n, seed = args
    seat = seed % n
    levels = tuple(hero if i == seat else villain for i in range(n))
    return seat_share(play_game(levels, seed), seat)


def winrate(hero: str, villain: str, games: int, workers: int, base_seed: int) -> dict[str, float]:
    jobs = [(hero, villain, 4, base_seed + g) for g in range(games)]
    wins = sum(_pool_map(_game_job, jobs, workers))
    return rate_rows(f"{PREFIX}winrate.{hero}_vs_{villain}", wins, games)


def run(quick: bool, only: str | None = None) -> dict[str, float]:
    wanted = row_filter(PREFIX, only)
    workers = min(2, os.cpu_count() or 1)
    out: dict[str, float] = {}
    if wanted("random_games_per_s"):
        out[PREFIX + "random_games_per_s"] = random_games_per_s(2.0 if quick else 6.0)
    if wanted("bot_ms_p95"):
        out.update(bot_ms_p95(LEVELS, 120 if quick else 600))
    if wanted("identical_rival_pairs"):
        out.update(identical_pairs("normal", 20 if quick else 400))
        out.update(identical_pairs("dificil", 6 if quick else 100))
    if wanted("winrate.normal_vs_random"):
        out.update(winrate("normal", "random", 100 if quick else 400, workers, 10_000))
    if wanted("winrate.dificil_vs_normal"):
        out.update(winrate("dificil", "normal", 40 if quick else 400, workers, 20_000))
    if wanted("winrate.dificil_vs_facil"):  # a yardstick that does not move with Normal
        out.update(winrate("dificil", "facil", 40 if quick else 400, workers, 30_000))
    return out
