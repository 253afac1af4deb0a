"""Chinchón rows: solver speed, engine speed, bot thinking time and win rates."""
from __future__ import annotations

import gc
import os
import random
import time

from ..ai.base import run_to_end
from ..ai.chinchon.bot import LEVELS, make_bot
from ..engine.cards import spanish_deck
from ..engine.chinchon import ChinchonState, best_arrangement, card_id
from .common import percentile, rate_rows, row_filter
from .common import pool_map as _pool_map


# ---------------------------------------------------------------- solver
def _random_melds(rng: random.Random, deck, k: int):
    out, used = [], set()
    while len(out) < k:
        if rng.random() < 0.5:
            order = rng.randrange(10)
            cards = [c for c in deck if card_id(c) >> 2 == order and c not in used]
            size = rng.choice((3, 3, 4))
            if len(cards) < size:
                continue
            meld = rng.sample(cards, size)
        else:
            suit, length = rng.randrange(4), rng.choice((3, 3, 4, 5))
            start = rng.randrange(0, 10 - length + 1)
            meld = []
            for o in range(start, start + length):
                cards = [c for c in deck if card_id(c) == o * 4 + suit and c not in used]
                if not cards:
                    break
                meld.append(cards[0])
            if len(meld) < length:
                continue
        used.update(meld)
        out.append(tuple(meld))
    return out, used


def solver_us(count: int, seed: int = 11) -> tuple[float, float]:
    """p50 and p99 (µs) of best_arrangement for 8 random cards with lay-offs onto 2-3
    random melds, one and two decks alternately (fresh hands: the cache rarely helps)."""
    rng = random.Random(seed)
    decks = (spanish_deck(), spanish_deck(copies=2))
    times = []
    for i in range(count):
        deck = decks[i % 2]
        targets, used = _random_melds(rng, deck, rng.choice((2, 3)))
        hand = rng.sample([c for c in deck if c not in used], 8)
        t0 = time.perf_counter()
        best_arrangement(hand, targets)
        times.append((time.perf_counter() - t0) * 1e6)
    return percentile(times, 50), percentile(times, 99)


# ---------------------------------------------------------------- engine
def random_hands_per_s(seconds: float) -> float:
    """Two players, uniformly random legal actions, until the hand ends (closed/void).
    Timed in this process's CPU seconds (one core's rate), the heap frozen first as the
    app does, like `cinco_vidas.random_rounds_per_s`."""
    gc.collect()
    gc.freeze()
    rng = random.Random(5)
    hands, seed, t0 = 0, 0, time.process_time()
    while time.process_time() - t0 < seconds:
        state = ChinchonState({"players": 2, "limit": 100, "reentry": True}, seed)
        seed += 1
        while state.hand_no == 0 and not state.is_terminal():
            p = state.to_act()[0]
            state.apply(p, rng.choice(state.legal_actions(p)))
        hands += 1
    return hands / (time.process_time() - t0)


# ---------------------------------------------------------------- bots
class RandomBot:
    level = "random"

    def __init__(self, rng: random.Random):
        self.rng = rng

    def decide(self, view):
        yield
        return self.rng.choice(view.legal)


def _bot(level: str, rng: random.Random):
    return RandomBot(rng) if level == "random" else make_bot(level, rng)


def play_game(levels: tuple[str, ...], seed: int, timings: list | None = None,
              time_level: str | None = None) -> tuple[int, ...]:
    """A full game to 100; returns the winners. Optionally records decision times (ms)."""
    from ..engine.core import Match

    match = Match("chinchon", {"players": len(levels)}, seed)
    bots = [_bot(lv, random.Random(seed * 31 + i)) for i, lv in enumerate(levels)]
    steps = 0
    while not match.is_terminal():
        p = match.to_act()[0]
        view = match.view(p)
        t0 = time.perf_counter()
        action = run_to_end(bots[p].decide(view))
        if timings is not None and levels[p] == time_level:
            timings.append((time.perf_counter() - t0) * 1000)
        match.apply(p, action)
        steps += 1
        if steps > 20000:  # a stalled game (bots passing cards back and forth): nobody wins
            return ()
    return match.winners()


def _deal_job(args) -> float:
    """One deal played twice, the seats swapped: the hero's wins (shared wins count 1/k)."""
    hero, villain, seed = args
    wins = 0.0
    for hero_seat, seats in ((0, (hero, villain)), (1, (villain, hero))):
        winners = play_game(seats, seed)
        wins += 1.0 / len(winners) if hero_seat in winners else 0.0
    return wins


def winrate(hero: str, villain: str, games: int, workers: int, base_seed: int
            ) -> dict[str, float]:
    """Two players on paired deals: every deal is played twice with the seats swapped,
    so both sides get the same cards; `games` = 2 x deals."""
    deals = max(1, games // 2)
    jobs = [(hero, villain, base_seed + i) for i in range(deals)]
    wins = sum(_pool_map(_deal_job, jobs, workers))
    return rate_rows(f"chinchon.winrate.{hero}_vs_{villain}", wins, 2 * deals)


def bot_ms_p95(level: str, games: int) -> float:
    """p95 decision time (ms) of `level` over full 2-player games against Normal."""
    timings: list[float] = []
    for g in range(games):
        play_game((level, "normal") if g % 2 == 0 else ("normal", level), 900 + g,
                  timings, level)
    return percentile(timings, 95)


def run(quick: bool, only: str | None = None) -> dict[str, float]:
    wanted = row_filter("chinchon.", only)
    rows: dict[str, float] = {}
    workers = min(2, os.cpu_count() or 1)
    if wanted("best_arrangement"):
        p50, p99 = solver_us(2000 if quick else 20000)
        rows["chinchon.best_arrangement_us_p50"] = p50
        rows["chinchon.best_arrangement_us_p99"] = p99
    if wanted("random_hands_per_s"):
        rows["chinchon.random_hands_per_s"] = random_hands_per_s(2.0 if quick else 8.0)
    for level in LEVELS:
        if wanted(f"bot_ms_p95.{level}"):
            rows[f"chinchon.bot_ms_p95.{level}"] = bot_ms_p95(level, 1 if quick else 6)
    if wanted("winrate.normal_vs_random"):
        rows.update(winrate("normal", "random", 40 if quick else 400, workers, 10_000))
    if wanted("winrate.dificil_vs_normal"):
        rows.update(winrate("dificil", "normal", 24 if quick else 800, workers, 20_000))
    return rows
