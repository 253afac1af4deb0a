"""Brag rows: hand ranking and engine speed, bot thinking time, win rates (6 players)."""
from __future__ import annotations

import gc
import os
import random
import time

from ..ai.base import run_to_end
from ..ai.brag.bot import make_bot
from ..engine.brag import BragState, HandsShown, hand_rank, parse_action
from ..engine.brag.ranking import DECK
from .common import (decision_ms_p95, percentile, play_bots, rate_rows, row_filter,
                     sample_views, seat_share)
from .common import RandomBot, pool_map as _pool_map

PREFIX = "brag."
LEVELS = ("facil", "normal", "dificil")
PLAYERS = 6


def _bot(level: str, rng: random.Random):
    return RandomBot(rng) if level == "random" else make_bot(level, rng)


# ---------------------------------------------------------------- engine speed
def hand_rank_us_p50(count: int) -> float:
    """Median time of one `hand_rank` call on a dealt hand, in microseconds (CPU time,
    batches of 100 calls)."""
    rng = random.Random(3)
    hands = [rng.sample(DECK, 3) for _ in range(100)]
    hand_rank(hands[0])  # the table is built once, on first use
    times = []
    for _ in range(count):
        t = time.process_time_ns()
        for h in hands:
            hand_rank(h)
        times.append((time.process_time_ns() - t) / 100 / 1000.0)
    return percentile(times, 50)


def random_deals_per_s(seconds: float) -> float:
    """6 players, fresh games, random legal play through the engine API until the first
    deal is shown. CPU seconds of this process (one core's rate)."""
    gc.collect()
    gc.freeze()
    opts = {"players": PLAYERS}
    rng = random.Random(1)
    choice = rng.choice
    deals = 0
    seed = 0
    t0 = time.process_time()
    deadline = t0 + seconds
    while True:
        for _ in range(50):
            s = BragState(opts, seed)
            seed += 1
            while s.deal_no == 0:
                p = s.current
                s.apply(p, choice(s.legal_actions(p)))
            deals += 1
        now = time.process_time()
        if now >= deadline:
            return deals / (now - t0)


# ---------------------------------------------------------------- bot timing
def _current(state) -> tuple[int]:
    return (state.current,)


def _normal_game(g: int, rng: random.Random):
    """Game g of the timing sample: 6 players, Normal bots."""
    return (BragState({"players": PLAYERS}, 1000 + g),
            [make_bot("normal", random.Random(g * 10 + i)) for i in range(PLAYERS)])


def bot_ms_p95(levels, count: int) -> dict[str, float]:
    """Decision p95 over the views met in 6-player Normal games (swaps, knocks, last
    turns); each level decides once first (its tables are built on first use)."""
    views = sample_views(_normal_game, parse_action, count, per=2, movers=_current)
    return decision_ms_p95(views, levels, make_bot, PREFIX, warm=True)


# ---------------------------------------------------------------- games
def play_game(levels: tuple[str, ...], seed: int) -> tuple[int, ...]:
    s = BragState({"players": len(levels)}, seed)
    bots = [_bot(lv, random.Random(seed * 31 + i)) for i, lv in enumerate(levels)]
    return play_bots(s, bots, parse_action, movers=_current)


def _game_job(args) -> float:
    """One game, `hero` in seat seed % 6 (seats rotate over the games)."""
    hero, villain, seed = args
    seat = seed % PLAYERS
    levels = tuple(hero if i == seat else villain for i in range(PLAYERS))
    return seat_share(play_game(levels, seed), seat)


def _deal_job(args) -> float:
    """One deal, `hero` in seat seed % 6: 1 if hero held the worst hand."""
    hero, villain, seed = args
    seat = seed % PLAYERS
    s = BragState({"players": PLAYERS}, seed)
    bots = [_bot(hero if i == seat else villain, random.Random(seed * 31 + i))
            for i in range(PLAYERS)]
    while True:
        p = s.current
        for e in s.apply(p, parse_action(run_to_end(bots[p].decide(s.view(p))))):
            if isinstance(e, HandsShown):
                return 1.0 if e.loser == seat else 0.0


def winrate(hero: str, villain: str, games: int, workers: int, base_seed: int) -> dict[str, float]:
    jobs = [(hero, villain, base_seed + g) for g in range(games)]
    wins = sum(_pool_map(_game_job, jobs, workers))
    return rate_rows(f"{PREFIX}winrate.{hero}_vs_{villain}", wins, games)


def loss_rate(hero: str, villain: str, deals: int, workers: int, base_seed: int) -> float:
    """How often `hero` holds the worst hand of a single deal (a quicker strength check)."""
    jobs = [(hero, villain, base_seed + g) for g in range(deals)]
    return sum(_pool_map(_deal_job, jobs, workers)) / deals


def run(quick: bool, only: str | None = None) -> dict[str, float]:
    wanted = row_filter(PREFIX, only)
    workers = min(2, os.cpu_count() or 1)
    out: dict[str, float] = {}
    if wanted("hand_rank_us_p50"):
        out[PREFIX + "hand_rank_us_p50"] = hand_rank_us_p50(200 if quick else 2000)
    if wanted("random_deals_per_s"):
        out[PREFIX + "random_deals_per_s"] = random_deals_per_s(2.0 if quick else 6.0)
    if wanted("bot_ms_p95"):
        out.update(bot_ms_p95(LEVELS, 60 if quick else 300))
    if wanted("winrate.normal_vs_random"):
        out.update(winrate("normal", "random", 60 if quick else 400, workers, 10_000))
    if wanted("winrate.dificil_vs_normal"):
        out.update(winrate("dificil", "normal", 12 if quick else 400, workers, 20_000))
    return out
