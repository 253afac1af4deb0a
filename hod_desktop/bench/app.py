"""App timings and bundle sizes.

Rows:
  app.first_frame_s         from source: process start -> the app's first_frame line (median)
  app.resume_ms             load + replay of a 200-action autosave (median)
  app.bundle_mb             PyInstaller onedir folder size
  app.onefile_mb            PyInstaller onefile executable size
  app.frozen_first_frame_s  the onedir app: process start -> first_frame (median)
  app.build_s               PyInstaller build time (only when this run built it)
  app.idle_cpu_pct          CPU use of the app process, in % of one core, over 10 s while
                            nothing moves: the larger of the two below (Linux only)
  app.idle_cpu_pct.menu     ... on the main menu
  app.idle_cpu_pct.table    ... on a Chinchón table waiting for the person's first move (12 s after start)

The window is real when an X display answers (DISPLAY, or an Xvfb started here when the
binary exists); otherwise SDL's dummy driver. Quick mode never builds: without dist/ the
bundle rows are simply left out.
"""
from __future__ import annotations

import json
import os
import re
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from contextlib import contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
DIST = ROOT / "dist"
APP = "hod-desktop"
EXE = ".exe" if sys.platform == "win32" else ""
FIRST_FRAME = re.compile(r'"event":\s*"first_frame".*"t":\s*([0-9.]+)')


# ---------------------------------------------------------------- display
def _x_answers(env: dict) -> bool:
    if not shutil.which("xdpyinfo"):
        return bool(env.get("DISPLAY"))
    return subprocess.run(["xdpyinfo"], env=env, capture_output=True).returncode == 0


@contextmanager
def display_env():
    """Environment for launching the app: a real X display if one can be had."""
    env = dict(os.environ, SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    xvfb = None
    if sys.platform.startswith("linux"):
        if env.get("DISPLAY") and _x_answers(env):
            env["SDL_VIDEODRIVER"] = "x11"
        elif shutil.which("Xvfb"):
            env["DISPLAY"] = f":{90 + os.getpid() % 9}"
            xvfb = subprocess.Popen(["Xvfb", env["DISPLAY"], "-screen", "0", "1280x720x24",
                                     "-nolisten", "tcp"], stdout=subprocess.DEVNULL,
                                    stderr=subprocess.DEVNULL)
            for _ in range(100):
                if _x_answers(env):
                    break
                time.sleep(0.05)
            env["SDL_VIDEODRIVER"] = "x11"
        else:
            env["SDL_VIDEODRIVER"] = "dummy"
    try:
        yield env
    finally:
        if xvfb is not None:
            xvfb.terminate()
            xvfb.wait()


def first_frame_s(cmd: list[str], env: dict, runs: int, timeout: float = 30) -> float | None:
    """Median seconds from launching `cmd` to its first_frame line (the app's own clock)."""
    times = []
    for _ in range(runs):
        home = tempfile.mkdtemp(prefix="hod-bench-")
        t0 = time.time()
        p = subprocess.Popen(cmd, env=dict(env, HOD_HOME=home, HOD_PRINT_FIRST_FRAME="1"),
                             stdout=subprocess.PIPE,
                             stderr=subprocess.DEVNULL, text=True, cwd=ROOT)
        try:
            deadline = t0 + timeout
            for line in p.stdout:
                m = FIRST_FRAME.search(line)
                if m:
                    times.append(float(m.group(1)) - t0)
                    break
                if time.time() > deadline:
                    break
        finally:
            p.send_signal(signal.SIGTERM)
            try:
                p.wait(5)
            except subprocess.TimeoutExpired:
                p.kill()
                p.wait()
            shutil.rmtree(home, ignore_errors=True)
    return statistics.median(times) if times else None


# ---------------------------------------------------------------- resume
def _sensible_action(match, seat: int) -> str:
    """A fast, bid-keeping player (long Cinco Vidas games); random-ish for other games."""
    view = match.view(seat)
    legal = list(view.legal)
    from ..engine.core import rng_for

    rng = rng_for(match.seed, 7, len(match.actions))
    if match.game != "cinco_vidas":
        return rng.choice(legal)
    if view.phase == "bidding":
        if view.blind:
            high = max((c.value for _, c in view.visible), default=0)
            want = "bid 1" if high < 7 else "bid 0"
        else:
            want = f"bid {min(view.round_size, sum(1 for c in view.hand if c.value >= 12))}"
        return want if want in legal else rng.choice(legal)
    need = (view.bids[seat] or 0) > view.tricks_won[seat]
    card = (max if need else min)(view.hand, key=lambda c: c.value)
    return f"play {card}"


def long_match(n_actions: int = 200):
    """A Cinco Vidas match (8 players) with exactly `n_actions` actions, not yet over."""
    from ..engine.core import Match

    for seed in range(1000):
        m = Match("cinco_vidas", {"players": 8}, seed)
        while not m.is_terminal() and len(m.actions) < n_actions:
            p = m.to_act()[0]
            m.apply(p, _sensible_action(m, p))
        if len(m.actions) == n_actions and not m.is_terminal():
            return m
    raise RuntimeError("no long enough match found")


def resume_ms(runs: int) -> float:
    from .. import persist

    old = os.environ.get("HOD_HOME")
    home = tempfile.mkdtemp(prefix="hod-bench-")
    os.environ["HOD_HOME"] = home
    try:
        persist.save_match(long_match(200))
        times = []
        for _ in range(runs):
            t = time.perf_counter()
            match, msg = persist.load_saved_match()
            times.append((time.perf_counter() - t) * 1000)
            assert match is not None and len(match.actions) == 200, msg
        return statistics.median(times)
    finally:
        if old is None:
            os.environ.pop("HOD_HOME", None)
        else:
            os.environ["HOD_HOME"] = old
        shutil.rmtree(home, ignore_errors=True)


# ---------------------------------------------------------------- idle CPU
def _cpu_seconds(pid: int) -> float | None:
    """User + system CPU seconds of a running process (Linux /proc)."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except (OSError, IndexError):
        return None
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def human_first_deal(game: str = "chinchon", players: int = 2) -> str:
    """A deal code whose first move is the person's (seat 0): the table then waits."""
    from ..engine.core import Match
    from ..engine.deal_code import encode

    seed = next(s for s in range(1, 1000) if Match(game, {"players": players}, s).to_act() == (0,))
    return encode(game, {"players": players}, seed)


def idle_cpu_pct(cmd: list[str], env: dict, settle: float, seconds: float = 10.0,
                 timeout: float = 40) -> float | None:
    """% of one core the app uses over `seconds`, `settle` seconds after its first frame."""
    if not Path("/proc/self/stat").exists():
        return None
    home = tempfile.mkdtemp(prefix="hod-bench-")
    p = subprocess.Popen(cmd, env=dict(env, HOD_HOME=home, HOD_PRINT_FIRST_FRAME="1"),
                         stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, cwd=ROOT)
    try:
        deadline = time.time() + timeout
        for line in p.stdout:
            if FIRST_FRAME.search(line) or time.time() > deadline:
                break
        time.sleep(settle)
        c0, t0 = _cpu_seconds(p.pid), time.perf_counter()
        time.sleep(seconds)
        c1, t1 = _cpu_seconds(p.pid), time.perf_counter()
        if c0 is None or c1 is None or p.poll() is not None:
            return None
        return 100.0 * (c1 - c0) / (t1 - t0)
    finally:
        p.send_signal(signal.SIGTERM)
        try:
            p.wait(5)
        except subprocess.TimeoutExpired:
            p.kill()
            p.wait()
        p.stdout.close()
        shutil.rmtree(home, ignore_errors=True)


def idle_rows(env: dict, seconds: float = 10.0) -> dict[str, float]:
    rows: dict[str, float] = {}
    app = [sys.executable, "-m", "hod_desktop"]
    menu = idle_cpu_pct(app, env, settle=3.0, seconds=seconds)
    table = idle_cpu_pct(app + ["--deal", human_first_deal()], env, settle=12.0,
                         seconds=seconds)
    if menu is not None:
        rows["app.idle_cpu_pct.menu"] = round(menu, 2)
    if table is not None:
        rows["app.idle_cpu_pct.table"] = round(table, 2)
    if menu is not None and table is not None:
        rows["app.idle_cpu_pct"] = round(max(menu, table), 2)
    return rows


# ---------------------------------------------------------------- bundle
def _folder_mb(path: Path) -> float:
    if path.is_file():
        return path.stat().st_size / 1e6
    return sum(p.stat().st_size for p in path.rglob("*")
               if p.is_file() and not p.is_symlink()) / 1e6


def run(quick: bool) -> dict[str, float]:
    rows: dict[str, float] = {}
    runs = 3 if quick else 7
    rows["app.resume_ms"] = round(resume_ms(5 if quick else 15), 2)
    onedir, onefile = DIST / APP, DIST / (APP + "-onefile" + EXE)
    exe = onedir / (APP + EXE)
    if not quick and not (exe.exists() and onefile.exists()):
        t = time.perf_counter()
        subprocess.run([sys.executable, str(ROOT / "build" / "build.py")], cwd=ROOT, check=True)
        rows["app.build_s"] = round(time.perf_counter() - t, 1)
    if onedir.is_dir():
        rows["app.bundle_mb"] = round(_folder_mb(onedir), 2)
    if onefile.is_file():
        rows["app.onefile_mb"] = round(_folder_mb(onefile), 2)
    with display_env() as env:
        t = first_frame_s([sys.executable, "-m", "hod_desktop"], env, runs)
        if t is not None:
            rows["app.first_frame_s"] = round(t, 3)
        if exe.exists():
            t = first_frame_s([str(exe)], env, runs)
            if t is not None:
                rows["app.frozen_first_frame_s"] = round(t, 3)
        rows.update(idle_rows(env))
    return rows


if __name__ == "__main__":
    print(json.dumps(run("--quick" in sys.argv), indent=1))
