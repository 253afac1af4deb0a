"""Frame times of the Chinchón table while a card is dragged: 6 players, 1920x1080, dummy
video driver, animation speed 1.

    table.frame_ms_p99.chinchon    whole frames (events, update, draw, flip) while the human
                                   drags a hand card across the table and back, dropping it
                                   into the hand now and then (the others slide aside)
    table.frame_ms_p50.chinchon    the median of the same frames
    table.frame_cpu_ms_p99.chinchon  the p99 in this process's CPU time (descheduling aside)

and the frames while a Chinchón *Difícil* bot thinks (2 Difícil bots watched from no seat,
1280x720, whole games opened as the app opens them; CPU time of this process):

    table.think_frame_cpu_ms_max.chinchon   the longest of those frames (target < 16.7)
    table.think_frames_over_16ms.chinchon   how many of them took longer than 16.7 ms
    table.think_frames.chinchon             how many frames a bot thought in
"""
from __future__ import annotations

import math
import os
import statistics
import tempfile
import time

SIZE = (1920, 1080)
WARMUP_FRAMES = 30


def _percentile(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    s = sorted(values)
    return s[min(len(s) - 1, max(0, int(round(q * (len(s) - 1)))))]


def _post(kind, pos, **kw) -> None:
    import pygame

    pygame.event.post(pygame.event.Event(kind, pos=(int(pos[0]), int(pos[1])), **kw))


def _grab(table, key):
    s = table.cards.get(key)
    r = s.rect
    for fx in (0.15, 0.3, 0.5):
        p = (r.x + r.w * fx, r.y + r.h * 0.6)
        if table.cards.top_at(p, lambda x: x.slot == ("hand", table.human)) is s:
            return p
    return r.center


def _drag_frames(app, table, frames: int) -> list[float]:
    import pygame

    times: list[float] = []
    cpu: list[float] = []
    lay = table.layout
    w, h = lay.size
    path_len = 240  # frames per loop: hand -> far left -> top -> far right -> hand
    k = 0
    seen = 0
    while len(times) < frames:
        if not table.human_to_act():
            app.step(1 / 60)
            continue
        keys = table.hands[table.human]
        start = _grab(table, keys[k % len(keys)])
        _post(pygame.MOUSEBUTTONDOWN, start, button=1, touch=False)
        for i in range(path_len):
            a = 2 * math.pi * i / path_len
            x = w / 2 + math.sin(a) * w * 0.42
            y = lay.hand_y - (1 - math.cos(a)) * h * 0.38
            _post(pygame.MOUSEMOTION, (x, y), rel=(0, 0), buttons=(1, 0, 0), touch=False)
            t0, c0 = time.perf_counter(), time.process_time()
            app.step(1 / 60)
            dt = (time.perf_counter() - t0) * 1000.0
            seen += 1
            if seen > WARMUP_FRAMES:
                times.append(dt)
                cpu.append((time.process_time() - c0) * 1000.0)
        _post(pygame.MOUSEBUTTONUP, (w / 2 + (k % 5 - 2) * lay.card_w * 0.6, lay.hand_y),
              button=1, touch=False)
        app.step(1 / 60)
        k += 3
    return times[:frames], cpu[:frames]


THINK_SEEDS = range(101, 105)  # whole 2-player games (one in --quick)


def _think_frames(app, seeds) -> list[float]:
    """CPU ms of every frame in which a bot's thinking was advanced, over whole games."""
    from ..engine.core import Match

    cpu: list[float] = []
    for seed in seeds:
        match = Match("chinchon", {"players": 2, "level": "dificil"}, seed)
        app.open_table(match, human_seat=None)
        app.step(1 / 60)
        table = app.scenes.top
        for _ in range(100_000):
            if match.is_terminal():
                break
            thinking = table.thinking is not None and table.bot_action is None
            c0 = time.process_time()
            app.step(1 / 60)
            if thinking:
                cpu.append((time.process_time() - c0) * 1000.0)
        app.go_menu()
        app.step(1 / 60)
    return cpu


def run(quick: bool = False) -> dict[str, float]:
    with tempfile.TemporaryDirectory(prefix="hod_bench_chinchon_") as tmp:
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
        os.environ["HOD_HOME"] = tmp
        from ..app import App
        from ..engine.core import Match
        from ..engine.core import rng_for
        from ..scenes.chinchon.table import ChinchonTable

        app = App(size=SIZE, speed=1.0, settings={"lang": "es", "anim_speed": 1.0, "sound": False})
        try:
            app.step(1 / 60)
            seed = next(s for s in range(1, 500) if rng_for(s, 0).randrange(6) == 5)
            table = ChinchonTable(app, Match("chinchon", {"players": 6, "level": "normal"}, seed), 0)
            app.scenes.push(table)
            for _ in range(600):
                app.step(1 / 60)
                if table.human_to_act():
                    break
            times, cpu = _drag_frames(app, table, 600 if quick else 2400)
            app.go_menu()
            think = _think_frames(app, THINK_SEEDS[:1] if quick else THINK_SEEDS)
        finally:
            app.close()
    return {
        "table.frame_ms_p99.chinchon": round(_percentile(times, 0.99), 3),
        "table.frame_ms_p50.chinchon": round(statistics.median(times), 3) if times else float("nan"),
        # the same frames in CPU time of this process (a busy machine inflates wall time)
        "table.frame_cpu_ms_p99.chinchon": round(_percentile(cpu, 0.99), 3),
        "table.think_frame_cpu_ms_max.chinchon": round(max(think, default=float("nan")), 3),
        "table.think_frames_over_16ms.chinchon": sum(ms > 16.7 for ms in think),
        "table.think_frames.chinchon": len(think),
    }


if __name__ == "__main__":  # pragma: no cover
    import json
    import sys

    print(json.dumps(run("--quick" in sys.argv), indent=1))
