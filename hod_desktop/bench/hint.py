"""«¿Qué haría la máquina?» rows: `hint.ms_p95.<game>`, the 95th percentile of one whole
hint (the top-level bot thinking from the person's view, as the table asks it), in CPU
milliseconds of this process, over views met by seat 0 in 4-player Normal games."""
from __future__ import annotations

import random
import time

from .. import game_list
from ..ai.base import run_to_end
from ..ai.hint import hint_thinking
from ..ai.registry import make_bot
from ..engine.core import Match
from .common import percentile, row_filter

PREFIX = "hint."


def person_views(game: str, count: int, seed: int = 3) -> list:
    """(match seed, view) pairs where seat 0 has a choice, from Normal bots-only games."""
    rng = random.Random(seed)
    out, g = [], 0
    while len(out) < count * 3 and g < 200:
        m = Match(game, {"players": 4}, 9000 + g)
        bots = [make_bot(game, "normal", m.seed, p) for p in range(4)]
        g += 1
        while not m.is_terminal():
            for p in m.to_act():
                v = m.view(p)
                if p == 0 and len(v.legal) > 1:
                    out.append((m.seed, v))
                if m.is_terminal() or p not in m.to_act():
                    continue
                m.apply(p, run_to_end(bots[p].decide(v)))
    rng.shuffle(out)
    return out[:count]


def hint_ms_p95(game: str, count: int) -> float:
    times = []
    for seed, v in person_views(game, count):
        t = time.process_time()
        run_to_end(hint_thinking(game, v, seed, 0))
        times.append((time.process_time() - t) * 1000.0)
    return percentile(times, 95)


def run(quick: bool, only: str | None = None) -> dict[str, float]:
    wanted = row_filter(PREFIX, only)
    out = {}
    for e in game_list.games():
        if wanted(f"ms_p95.{e.name}"):
            out[f"{PREFIX}ms_p95.{e.name}"] = hint_ms_p95(e.name, 20 if quick else 80)
    return out
