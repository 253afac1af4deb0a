"""Poderes rows (Cinco Vidas con baraja española with the Poderes overlay, Clásico mode):
engine speed, bot thinking time and win rates. Shares the baseline random bot, the
process pool and the row helpers with the other Cinco Vidas benches."""
from __future__ import annotations

import gc
import os
import random
import time

from ..ai.base import run_to_end
from ..ai.cinco_vidas_espanola import make_bot
from ..engine.cinco_vidas_espanola import MODES, OVER, PoderesState, parse_action
from .common import RandomBot, pool_map as _pool_map
from .common import percentile, rate_rows

PREFIX = "poderes."
LEVELS = ("facil", "normal", "dificil")
MODE = "clasico"


def _bot(level: str, rng: random.Random):
    return RandomBot(rng) if level == "random" else make_bot(level, rng)


def random_rounds_per_s(seconds: float) -> float:
    """4 players, the first (5-card) sub-round of fresh Poderes games (power choices
    included), random legal play through the engine API, in CPU seconds."""
    gc.collect()
    gc.freeze()
    opts = {"players": 4, "mode": MODE, "poderes": True}
    choice = random.Random(1).choice
    rounds = seed = 0
    t0 = time.process_time()
    deadline = t0 + seconds
    while True:
        for _ in range(100):
            s = PoderesState(opts, seed)
            seed += 1
            while s.round_no == 0 and s.phase != OVER:
                p = s.to_act()[0]
                s.apply(p, choice(s.legal_actions(p)))
            rounds += 1
        now = time.process_time()
        if now >= deadline:
            return rounds / (now - t0)


def _sample_views(count: int, seed: int = 7) -> list:
    """Views with a real choice met in Normal-vs-Normal Poderes games, 2-8 players, every
    mode (duels, power choices and revive offers included)."""
    rng = random.Random(seed)
    views = []
    g = 0
    while len(views) < count * 3:
        n = rng.choice((2, 3, 4, 4, 4, 5, 6, 7, 8))
        s = PoderesState({"players": n, "mode": MODES[g % len(MODES)], "poderes": True}, 3000 + g)
        bots = [make_bot("normal", random.Random(g * 10 + i)) for i in range(n)]
        g += 1
        while not s.is_terminal():
            p = s.to_act()[0]
            v = s.view(p)
            if len(v.legal) > 1:
                views.append(v)
            s.apply(p, parse_action(run_to_end(bots[p].decide(v))))
    rng.shuffle(views)
    return views[:count]


def bot_ms_p95(count: int) -> dict[str, float]:
    """95th percentile of one whole decision, in CPU milliseconds of this process."""
    views = _sample_views(count)
    out = {}
    for level in LEVELS:
        times = []
        for i, v in enumerate(views):
            bot = make_bot(level, random.Random(i))
            t = time.process_time()
            run_to_end(bot.decide(v))
            times.append((time.process_time() - t) * 1000.0)
        out[f"{PREFIX}bot_ms_p95.{level}"] = percentile(times, 95)
    return out


def play_game(levels: tuple[str, ...], seed: int) -> tuple[int, ...]:
    s = PoderesState({"players": len(levels), "mode": MODE, "poderes": True}, seed)
    bots = [_bot(lv, random.Random(seed * 31 + i)) for i, lv in enumerate(levels)]
    while not s.is_terminal():
        p = s.to_act()[0]
        s.apply(p, parse_action(run_to_end(bots[p].decide(s.view(p)))))
    return s.winners()


def _game_job(args) -> float:
    """One 4-player game, `hero` in seat seed % 4 (seats rotate) against three `villain`."""
    hero, villain, seed = args
    seat = seed % 4
    winners = play_game(tuple(hero if i == seat else villain for i in range(4)), seed)
    return 1.0 / len(winners) if seat in winners else 0.0


def winrate(hero: str, villain: str, games: int, workers: int, base_seed: int) -> dict[str, float]:
    jobs = [(hero, villain, base_seed + g) for g in range(games)]
    wins = sum(_pool_map(_game_job, jobs, workers))
    return rate_rows(f"{PREFIX}winrate.{hero}_vs_{villain}", wins, games)


def run(quick: bool, only: str | None = None) -> dict[str, float]:
    def wanted(name: str) -> bool:
        full = PREFIX + name
        return not only or full.startswith(only) or only.startswith(full)

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
