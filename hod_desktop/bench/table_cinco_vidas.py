"""Frame times of the Cinco Vidas table: 8 players, 1920x1080, dummy video driver.

    table.frame_ms_p50 / table.frame_ms_p99  whole frames (events, update, draw, flip) while
                                             cards are being dealt, played and collected
    table.frame_ms_max_bot_thinking          the longest frame while a Difícil bot thinks
    table.frame_cpu_ms_*                     the same frames in CPU time of the main thread
                                             (robust when other programs load the machine)
"""
from __future__ import annotations

import os
import statistics
import tempfile
import time

SIZE = (1920, 1080)
WARMUP_FRAMES = 20  # the very first frames render the card art at the new size


def _percentile(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    s = sorted(values)
    k = min(len(s) - 1, max(0, int(round(q * (len(s) - 1)))))
    return s[k]


def _make_app(tmp: str):
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ["HOD_HOME"] = tmp
    from ..app import App

    app = App(size=SIZE, speed=1.0, settings={"lang": "es", "anim_speed": 1.0, "sound": False})
    app.step(1 / 60)
    return app


def _open(app, level: str, seed: int):
    from ..engine.core import Match

    match = Match("cinco_vidas", {"players": 8, "level": level}, seed)
    app.open_table(match, human_seat=0)  # as the app opens a table
    app.scenes.apply_pending()
    return app.scenes.top


def _human_move(table) -> None:
    """The human answers at once with the first legal action (no waiting on a person)."""
    m = table.match
    if getattr(table, "out_offer", False):  # the human is out: keep watching at the set speed
        table.menu_action("watch")
    if table.idle and not m.is_terminal() and table.human in m.to_act():
        table.apply(table.human, m.view(table.human).legal[0])


def _animation_frames(app, frames: int) -> tuple[list[float], list[float]]:
    table = _open(app, "normal", 20260)
    times: list[float] = []
    cpu: list[float] = []
    seen = 0
    for _ in range(frames * 6):
        if len(times) >= frames or table.finished:
            break
        _human_move(table)
        busy = table.anim.busy or bool(table.queue)
        c0 = time.thread_time()
        t0 = time.perf_counter()
        app.step(1 / 60)
        dt = (time.perf_counter() - t0) * 1000.0
        dc = (time.thread_time() - c0) * 1000.0
        seen += 1
        if busy and seen > WARMUP_FRAMES:
            times.append(dt)
            cpu.append(dc)
    return times, cpu


def _thinking_frames(app, frames: int) -> tuple[list[float], list[float]]:
    table = _open(app, "dificil", 777)
    times: list[float] = []
    cpu: list[float] = []
    for _ in range(frames * 6):
        if len(times) >= frames or table.finished:
            break
        _human_move(table)
        thinking = table.thinking is not None and table.bot_action is None
        c0 = time.thread_time()
        t0 = time.perf_counter()
        app.step(1 / 60)
        dt = (time.perf_counter() - t0) * 1000.0
        if thinking and table.thinking is not None:
            times.append(dt)
            cpu.append((time.thread_time() - c0) * 1000.0)
    return times, cpu


def run(quick: bool = False) -> dict[str, float]:
    with tempfile.TemporaryDirectory(prefix="hod_bench_table_") as tmp:
        app = _make_app(tmp)
        try:
            anim, cpu = _animation_frames(app, 500 if quick else 2000)
            app.scenes.reset(type(app.scenes.stack[0])(app))
            app.step(1 / 60)
            think, think_cpu = _thinking_frames(app, 200 if quick else 800)
        finally:
            app.close()
    return {
        "table.frame_ms_p50": round(statistics.median(anim), 3) if anim else float("nan"),
        "table.frame_ms_p99": round(_percentile(anim, 0.99), 3),
        "table.frame_ms_max_bot_thinking": round(max(think), 3) if think else float("nan"),
        "table.frame_cpu_ms_max_bot_thinking": round(max(think_cpu), 3) if think_cpu else float("nan"),
        "table.frame_cpu_ms_p50": round(statistics.median(cpu), 3) if cpu else float("nan"),
        "table.frame_cpu_ms_p99": round(_percentile(cpu, 0.99), 3),
        "table.frames_measured": float(len(anim)),
    }


if __name__ == "__main__":  # pragma: no cover
    import json
    import sys

    print(json.dumps(run("--quick" in sys.argv), indent=1))
