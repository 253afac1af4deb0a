"""Frame times of a table on the table kit (Siete y media, 7 players, 1920x1080, dummy
video driver), the person answering at once and the bots thinking as in play:

    table.frame_ms_p50.siete_y_media / table.frame_ms_p99.siete_y_media
        whole frames (events, update, draw, flip) while cards are dealt, turned, gathered
    table.frame_cpu_ms_p50.siete_y_media / table.frame_cpu_ms_p99.siete_y_media
        the same frames in CPU time of the main thread (robust under load)
    table.frame_ms_p50_still.siete_y_media
        frames with nothing moving (the cached still layer, the buttons, the counts)
"""
from __future__ import annotations

import statistics
import tempfile
import time

from .table_cinco_vidas import WARMUP_FRAMES, _human_move, _make_app, _percentile


def _frames(app, frames: int):
    from ..engine.core import Match

    app.open_table(Match("siete_y_media", {"players": 7, "level": "normal"}, 20261), human_seat=0)
    app.scenes.apply_pending()
    table = app.scenes.top
    moving, cpu, still = [], [], []
    for i in range(frames * 6):
        if len(moving) >= frames or table.finished:
            break
        _human_move(table)
        busy = table.anim.busy or bool(table.queue)
        c0, t0 = time.thread_time(), time.perf_counter()
        app.step(1 / 60)
        dt, dc = (time.perf_counter() - t0) * 1000.0, (time.thread_time() - c0) * 1000.0
        if i < WARMUP_FRAMES:
            continue
        if busy:
            moving.append(dt)
            cpu.append(dc)
        else:
            still.append(dt)
    return moving, cpu, still


def run(quick: bool = False) -> dict[str, float]:
    with tempfile.TemporaryDirectory(prefix="hod_bench_kit_") as tmp:
        app = _make_app(tmp)
        try:
            moving, cpu, still = _frames(app, 400 if quick else 1500)
        finally:
            app.close()
    med = lambda xs: round(statistics.median(xs), 3) if xs else float("nan")  # noqa: E731
    return {
        "table.frame_ms_p50.siete_y_media": med(moving),
        "table.frame_ms_p99.siete_y_media": round(_percentile(moving, 0.99), 3),
        "table.frame_cpu_ms_p50.siete_y_media": med(cpu),
        "table.frame_cpu_ms_p99.siete_y_media": round(_percentile(cpu, 0.99), 3),
        "table.frame_ms_p50_still.siete_y_media": med(still),
        "table.frames_measured.siete_y_media": float(len(moving)),
    }


if __name__ == "__main__":  # pragma: no cover
    import json
    import sys

    print(json.dumps(run("--quick" in sys.argv), indent=1))
