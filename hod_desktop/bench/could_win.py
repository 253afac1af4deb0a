"""«¿Podría haber ganado?» rows: `could_win.match_s.<game>`, the CPU seconds (this
process) of one whole-match replay with the top-level bot in seat 0, the mean over a few
finished 4-player Normal games; `.max` the slowest of them."""
from __future__ import annotations

import time

from .. import game_list
from ..ai.base import run_to_end
from ..ai.registry import make_bot
from ..ai.replay import replay_with_bot
from ..engine.core import Match
from .common import row_filter

PREFIX = "could_win."


def finished(game: str, seed: int) -> Match:
    m = Match(game, {"players": 4}, seed)
    bots = [make_bot(game, "normal", seed, p) for p in range(4)]
    while not m.is_terminal():
        for p in m.to_act():
            if not m.is_terminal() and p in m.to_act():
                m.apply(p, run_to_end(bots[p].decide(m.view(p))))
    return m


def match_seconds(game: str, matches: int) -> dict[str, float]:
    times = []
    for k in range(matches):
        m = finished(game, 7000 + k)
        t = time.process_time()
        replay_with_bot(m, 0)
        times.append(time.process_time() - t)
    name = f"{PREFIX}match_s.{game}"
    return {name: sum(times) / len(times), f"{name}.max": max(times)}


def run(quick: bool, only: str | None = None) -> dict[str, float]:
    wanted = row_filter(PREFIX, only)
    out = {}
    for e in game_list.games():
        if wanted(f"match_s.{e.name}"):
            out.update(match_seconds(e.name, 1 if quick else 3))
    return out
