"""Siete y media rows: engine speed (random hands), bot thinking time, and Difícil's share
of the chips against Normal bots (4 players, seats rotated, 95% interval)."""
from __future__ import annotations

import gc
import math
import os
import random
import time

from ..ai.siete_y_media import make_bot
from ..engine.siete_y_media import SieteState, parse_action
from .common import decision_ms_p95, has_choice, play_bots, row_filter, sample_views
from .common import pool_map as _pool_map

PREFIX = "siete_y_media."
LEVELS = ("facil", "normal", "dificil")
PLAYERS = 4


def random_hands_per_s(seconds: float) -> float:
    """4 players, random legal play through the engine API: hands settled per CPU second
    of this process (one core's rate)."""
    gc.collect()
    gc.freeze()
    rng = random.Random(1)
    choice = rng.choice
    hands = seed = 0
    t0 = time.process_time()
    deadline = t0 + seconds
    while True:
        for _ in range(20):
            s = SieteState({"players": PLAYERS}, seed)
            seed += 1
            while not s.is_terminal():
                p = s.current
                before = s.hand_no
                s.apply(p, choice(s.legal_actions(p)))
                hands += s.hand_no != before or s.is_terminal()
        now = time.process_time()
        if now >= deadline:
            return hands / (now - t0)


def _normal_game(g: int, rng: random.Random):
    return (SieteState({"players": PLAYERS}, 1000 + g),
            [make_bot("normal", random.Random(g * 10 + i)) for i in range(PLAYERS)])


def bot_ms_p95(levels, count: int) -> dict[str, float]:
    """Decision p95 over the views with a choice met in 4-player Normal games (bets,
    cards and stands, as a player and as the bank)."""
    views = sample_views(_normal_game, parse_action, count, per=2, keep=has_choice)
    return decision_ms_p95(views, levels, make_bot, PREFIX, warm=True)


def _share_job(args) -> float:
    """One match, `hero` in seat seed % 4 and `villain` elsewhere: hero's share of the
    chips at the end."""
    hero, villain, seed = args
    seat = seed % PLAYERS
    s = SieteState({"players": PLAYERS}, seed)
    bots = [make_bot(hero if i == seat else villain, random.Random(seed * 31 + i))
            for i in range(PLAYERS)]
    play_bots(s, bots, parse_action)
    return s.chips[seat] / sum(s.chips)


def chip_share(hero: str, villain: str, games: int, workers: int, base_seed: int
               ) -> dict[str, float]:
    """`<prefix>chip_share.<hero>_vs_<villain>` (1/4 is an even share) with the mean's
    95% interval (normal approximation over the matches) and the number of matches."""
    shares = _pool_map(_share_job, [(hero, villain, base_seed + g) for g in range(games)],
                       workers)
    n = len(shares)
    mean = sum(shares) / n
    sd = math.sqrt(sum((x - mean) ** 2 for x in shares) / (n - 1)) if n > 1 else 0.0
    half = 1.96 * sd / math.sqrt(n) if n else 0.0
    name = f"{PREFIX}chip_share.{hero}_vs_{villain}"
    return {name: mean, f"{name}.ci_low": mean - half, f"{name}.ci_high": mean + half,
            f"{name}.games": float(n)}


def run(quick: bool, only: str | None = None) -> dict[str, float]:
    wanted = row_filter(PREFIX, only)
    workers = min(2, os.cpu_count() or 1)
    out: dict[str, float] = {}
    if wanted("random_hands_per_s"):
        out[PREFIX + "random_hands_per_s"] = random_hands_per_s(2.0 if quick else 6.0)
    if wanted("bot_ms_p95"):
        out.update(bot_ms_p95(LEVELS, 60 if quick else 300))
    if wanted("chip_share.dificil_vs_normal"):
        out.update(chip_share("dificil", "normal", 40 if quick else 600, workers, 30_000))
    return out
