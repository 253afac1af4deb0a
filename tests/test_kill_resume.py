"""kill -9 a child that plays bot-vs-bot games and autosaves after every action, at many
random moments; the save is never corrupt, is exactly a prefix of the clean game, and the
game resumes from it to the same end.

The child runs this file: `python test_kill_resume.py HOD_HOME FIRST_SEED [resume]`.
Its bots choose with `rng_for(seed, 99, len(actions))`, so a clean replay of a seed makes
the same moves whether or not the game was interrupted and resumed.
"""
from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

GAME, OPTIONS = "cinco_vidas", {"players": 4}


def choose(match):
    from hod_desktop.engine.core import rng_for

    p = match.to_act()[0]
    legal = match.legal_actions(p)
    return p, rng_for(match.seed, 99, len(match.actions)).choice(legal)


def clean_game(seed: int):
    from hod_desktop.engine.core import Match

    m = Match(GAME, OPTIONS, seed)
    prefixes = [m.to_json()]
    while not m.is_terminal():
        m.apply(*choose(m))
        prefixes.append(m.to_json())
    return prefixes


def child(first_seed: int, resume: bool) -> None:
    """Play games forever (or finish the saved one, if `resume`), saving after each action
    and printing `saved SEED N` once each save is complete."""
    from hod_desktop import persist
    from hod_desktop.engine.core import Match

    seed = first_seed
    match, msg = persist.load_saved_match() if resume else (None, None)
    assert msg is None, msg
    choose(Match(GAME, OPTIONS, first_seed))  # the engine's modules loaded before "ready":
    # on a loaded machine they took longer than the kill window, and no kill hit a game
    print("ready", flush=True)
    while True:
        if match is None:
            match = Match(GAME, OPTIONS, seed)
            seed += 1
        while not match.is_terminal():
            match.apply(*choose(match))
            persist.save_match(match)
            print(f"saved {match.seed} {len(match.actions)}", flush=True)
        persist.record_result(match, 0)
        persist.clear_saved_match()
        print(f"done {match.seed}", flush=True)
        if resume:
            return
        match = None


def _spawn(home: Path, first_seed: int, resume: bool = False) -> subprocess.Popen:
    env = dict(os.environ, HOD_HOME=str(home), PYTHONPATH=str(Path(__file__).resolve().parents[1]))
    args = [sys.executable, __file__, str(home), str(first_seed)] + (["resume"] if resume else [])
    return subprocess.Popen(args, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True)


def test_kill_minus_nine_never_loses_or_corrupts(tmp_path):
    from hod_desktop import persist

    rng = random.Random(20261130)
    kills = 24
    clean: dict[int, list[str]] = {}
    checked_resume = 0
    t_end = time.monotonic() + 50
    for k in range(kills):
        home = tmp_path / f"run{k}"
        first_seed = 1000 * k
        proc = _spawn(home, first_seed)
        assert proc.stdout.readline().strip() == "ready", proc.stderr.read()
        time.sleep(rng.uniform(0.0, 0.25))
        os.kill(proc.pid, signal.SIGKILL)
        out, _ = proc.communicate()
        assert proc.returncode == -signal.SIGKILL
        lines = [ln for ln in out.splitlines() if ln.startswith("saved ")]

        session_home = os.environ.get("HOD_HOME")
        os.environ["HOD_HOME"] = str(home)
        try:
            match, msg = persist.load_saved_match()
            stats, stats_msg = persist.load_stats()
            leftovers = [p.name for p in persist.data_dir().iterdir() if p.name.endswith(".tmp")]
        finally:  # back to the session's temp folder (conftest), never to no HOD_HOME
            os.environ.update({"HOD_HOME": session_home} if session_home else {})
        assert msg is None and stats_msg is None, (msg, stats_msg)
        assert leftovers == [], "a stale temp file was not cleaned up"
        if match is None:  # killed between a game's end and the next game's first save
            continue
        seed, n = match.seed, len(match.actions)
        if seed not in clean:
            clean[seed] = clean_game(seed)
        saved_text = (home / "data" / "autosave-cinco_vidas.json").read_text(encoding="utf-8")
        # byte-identical to the clean game's prefix of the same length
        assert saved_text == clean[seed][n] == match.to_json()
        # the last completed save the child reported is this one, or the one just before it
        if lines:
            last_seed, last_n = map(int, lines[-1].split()[1:])
            if last_seed == seed:
                assert n in (last_n, last_n + 1), (n, last_n)
        # relaunch: finish the resumed game; it ends exactly like the clean game
        if checked_resume < 8 and time.monotonic() < t_end:
            proc = _spawn(home, 0, resume=True)
            out, err = proc.communicate(timeout=30)
            assert proc.returncode == 0, err
            final = [ln for ln in out.splitlines() if ln.startswith("saved ")]
            assert final[-1] == f"saved {seed} {len(clean[seed]) - 1}" if final else \
                n == len(clean[seed]) - 1
            checked_resume += 1
    print("kill-resume:", len(clean), "games hit,", checked_resume, "resumed")
    assert len(clean) >= 5, "too few kills landed mid-game to mean anything"


def test_raw_file_is_the_exact_json(tmp_path, monkeypatch):
    """The file on disk is exactly `Match.to_json()` (what the kill test compares)."""
    from hod_desktop import persist
    from hod_desktop.engine.core import Match

    monkeypatch.setenv("HOD_HOME", str(tmp_path))
    m = Match(GAME, OPTIONS, 5)
    for _ in range(12):
        m.apply(*choose(m))
    persist.save_match(m)
    assert persist.save_path("cinco_vidas").read_text(encoding="utf-8") == m.to_json()


if __name__ == "__main__":
    os.environ["HOD_HOME"] = sys.argv[1]
    child(int(sys.argv[2]), resume=len(sys.argv) > 3 and sys.argv[3] == "resume")


def test_crash_in_a_table_shows_the_error_screen_and_the_game_continues(tmp_path, monkeypatch):
    """An exception inside the table: the friendly error screen replaces the scenes, the
    autosave holds the match, "Volver al menú" offers it again and it reopens as it was."""
    import pytest

    monkeypatch.setenv("HOD_HOME", str(tmp_path))
    monkeypatch.delenv("HOD_RAISE_ERRORS", raising=False)  # this test wants the error screen
    from hod_desktop import persist
    from hod_desktop.app import App
    from hod_desktop.engine.core import Match
    from hod_desktop.log import setup_logging, shutdown_logging
    from hod_desktop.scenes.error import ErrorScene

    setup_logging()
    app = App(size=(1280, 720), speed="max")
    try:
        app.running = True
        match = Match(GAME, OPTIONS, 11)
        app.open_table(match, human_seat=None)
        for _ in range(2000):
            app.step(1 / 60)
            if len(match.actions) >= 15:
                break
        table = app.scenes.top
        assert not isinstance(table, ErrorScene), table.exc
        assert len(match.actions) >= 15 and not match.is_terminal()

        def broken(dt):
            raise RuntimeError("simulated bug in the table")

        monkeypatch.setattr(table, "update", broken)
        app.step(1 / 60)
        assert [type(s) for s in app.scenes.stack] == [ErrorScene]
        saved, msg = persist.load_saved_match()
        assert msg is None and saved.to_json() == match.to_json()
        log_text = (persist.log_dir() / "hod_desktop.log")
        app.scenes.top.to_menu()
        app.step(1 / 60)
        app.step(1 / 60)
        assert app.saved_match is not None and app.saved_match.to_json() == match.to_json()
        assert app.saved_match.view(0) == match.view(0)
        assert app.open_table(app.saved_match, human_seat=0)
        app.step(1 / 60)
        resumed = app.scenes.top.match
        assert resumed.actions[:len(match.actions)] == match.actions  # bots may go on
        assert app.running
        assert "simulated bug in the table" in log_text.read_text(encoding="utf-8")
    finally:
        shutdown_logging()
        app.close()  # not pygame.quit(): cached fonts must stay valid for later tests
