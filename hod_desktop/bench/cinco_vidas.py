"""Cinco Vidas rows: engine speed, bot thinking time, win rates and exact-bid rates."""
from __future__ import annotations

import os
import random

from ..ai.base import run_to_end
from ..ai.cinco_vidas.bot import make_bot
from ..engine.cinco_vidas import CincoVidasState, RoundScored, parse_action
from .common import (decision_ms_p95, first_round_rate, has_choice, play_bots, rate_rows,
                     row_filter, sample_views, seat_share)
from .common import RandomBot, pool_map as _pool_map

PREFIX = "cinco_vidas."
LEVELS = ("facil", "normal", "dificil")


def _bot(level: str, rng: random.Random):
    return RandomBot(rng) if level == "random" else make_bot(level, rng)


# ---------------------------------------------------------------- engine speed
def random_rounds_per_s(seconds: float) -> float:
    """4 players, the first (5-card) round of fresh games, random legal play through the
    engine API (new state, bids, plays until the round is scored). Timed in this process's
    CPU seconds, so other work on the machine does not lower it: one core's rate."""
    return first_round_rate(CincoVidasState, {"players": 4}, seconds, 200)


# ---------------------------------------------------------------- bot timing
def _normal_game(g: int, rng: random.Random):
    """Game g of the timing sample: 2-8 players (mostly 4), Normal bots."""
    n = rng.choice((2, 3, 4, 4, 4, 5, 6, 7, 8))
    return (CincoVidasState({"players": n}, 1000 + g),
            [make_bot("normal", random.Random(g * 10 + i)) for i in range(n)])


def bot_ms_p95(levels, count: int) -> dict[str, float]:
    """Decision p95 over views with a real choice (bids, plays, 1-card calls) met in
    Normal-vs-Normal games of 2-8 players."""
    views = sample_views(_normal_game, parse_action, count, keep=has_choice)
    return decision_ms_p95(views, levels, make_bot, PREFIX)


# ---------------------------------------------------------------- games
def play_game(levels: tuple[str, ...], seed: int) -> tuple[int, ...]:
    s = CincoVidasState({"players": len(levels)}, seed)
    bots = [_bot(lv, random.Random(seed * 31 + i)) for i, lv in enumerate(levels)]
    return play_bots(s, bots, parse_action)


def _game_job(args) -> float:
    hero, villain, n, seed = args
    seat = seed % n
    levels = tuple(hero if i == seat else villain for i in range(n))
    return seat_share(play_game(levels, seed), seat)


RIVALS = {"normal": ("normal",) * 3, "facil": ("facil",) * 3,
          "mixed": ("facil", "normal", "dificil")}


def _round_job(args) -> int:
    """One fresh 5-card round, `hero` in seat seed % 4 and the three rivals in the other
    seats (their order turned with the seed too): 1 if the hero's bid was exact."""
    hero, seed = args[:2]
    rivals = RIVALS[args[2]] if len(args) > 2 else RIVALS["normal"]
    s = CincoVidasState({"players": 4}, seed)
    seat = seed % 4
    turn = (seed // 4) % 3
    others = [rivals[(j + turn) % 3] for j in range(3)]
    levels = others[:seat] + [hero] + others[seat:]
    bots = [_bot(levels[i], random.Random(seed * 17 + i)) for i in range(4)]
    while True:
        p = s.to_act()[0]
        for e in s.apply(p, parse_action(run_to_end(bots[p].decide(s.view(p))))):
            if isinstance(e, RoundScored):
                return int(e.lost[seat] == 0)


def winrate(hero: str, villain: str, games: int, workers: int, base_seed: int) -> dict[str, float]:
    jobs = [(hero, villain, 4, base_seed + g) for g in range(games)]
    wins = sum(_pool_map(_game_job, jobs, workers))
    return rate_rows(f"{PREFIX}winrate.{hero}_vs_{villain}", wins, games)


def exact_bid_rate(hero: str, rounds: int, workers: int, rivals: str = "normal"
                   ) -> dict[str, float]:
    """Share of fresh 5-card rounds where `hero` took exactly its bid, hero's seat rotated
    over the four; against three Normal bots the row is `exact_bid_rate.<hero>`, else
    `exact_bid_rate.<hero>_vs_<rivals>` (Wilson interval and round count alongside)."""
    jobs = [(hero, 500_000 + r, rivals) for r in range(rounds)]
    hits = sum(_pool_map(_round_job, jobs, workers))
    name = f"{PREFIX}exact_bid_rate.{hero}" + ("" if rivals == "normal" else f"_vs_{rivals}")
    return rate_rows(name, hits, rounds)


def run(quick: bool, only: str | None = None) -> dict[str, float]:
    wanted = row_filter(PREFIX, only)
    workers = min(2, os.cpu_count() or 1)
    out: dict[str, float] = {}
    if wanted("random_rounds_per_s"):
        out[PREFIX + "random_rounds_per_s"] = random_rounds_per_s(2.0 if quick else 6.0)
    if wanted("bot_ms_p95"):
        out.update(bot_ms_p95(LEVELS, 120 if quick else 600))
    if wanted("winrate.normal_vs_random"):
        out.update(winrate("normal", "random", 100 if quick else 800, workers, 10_000))
    if wanted("winrate.dificil_vs_normal"):
        out.update(winrate("dificil", "normal", 24 if quick else 400, workers, 20_000))
    if wanted("exact_bid_rate"):
        out.update(exact_bid_rate("normal", 400 if quick else 4000, workers))
        out.update(exact_bid_rate("dificil", 60 if quick else 2000, workers))
    for rivals in ("facil", "mixed"):
        if wanted(f"exact_bid_rate.dificil_vs_{rivals}"):
            out.update(exact_bid_rate("dificil", 60 if quick else 2000, workers, rivals))
    return out
