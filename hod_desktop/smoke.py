"""`python -m hod_desktop --smoke`: play whole games with bots only through the REAL app
(App, table scenes, animations at maximum speed, autosave, results), then exit.

Exit status 0 when every game finished and checked out; 1 on any error (the traceback is
printed and logged); 3 on a timeout. Prints one summary line. The person's folders are
never touched: HOD_HOME points at a temp folder for the run.

Games: every game of the game list that has a table in this build, each with the
`smoke_options` its entry names (Cinco Vidas with 4 players, Chinchón to 50 points...).
Environment: HOD_SMOKE_SEED (default 1), HOD_SMOKE_TIMEOUT seconds (default 240).
"""
from __future__ import annotations

import os
import shutil
import sys
import tempfile
import time
import traceback

FRAME_DT = 1 / 60
SETTLE_FRAMES = 30  # frames to let the results scene appear after the last action


def smoke_games() -> list[tuple[str, dict]]:
    """(game, options) to play: those with a table in this build, as the game list says."""
    from .game_list import available

    return [(e.name, dict(e.smoke_options)) for e in available()]


class SmokeFailure(RuntimeError):
    pass


def _play_one(app, game: str, options: dict, seed: int, deadline: float) -> str:
    """Open a bot-only table for a new match and run frames until the results show."""
    from .engine.core import Match

    match = Match(game, options, seed)
    saves: list[int] = []
    overs: list[int] = []
    real_autosave, real_game_over = app.autosave, app.game_over

    def autosave(m):
        saves.append(len(m.actions))
        return real_autosave(m)

    def game_over(m, *a, **k):
        overs.append(len(m.actions))
        return real_game_over(m, *a, **k)

    app.autosave, app.game_over = autosave, game_over
    try:
        if not app.open_table(match, human_seat=None):
            raise SmokeFailure(f"the {game} table could not be opened")
        table = None
        frames = settle = 0
        while True:
            app.step(FRAME_DT)
            frames += 1
            if table is None and app.scenes.stack:
                table = app.scenes.stack[-1]
            if not app.scenes.stack:
                raise SmokeFailure("every scene closed before the game ended")
            if match.is_terminal() and overs:
                settle += 1
                if settle >= SETTLE_FRAMES and app.scenes.top is not table:
                    break
            if time.monotonic() > deadline:
                raise TimeoutError(
                    f"{game}: not finished in time ({len(match.actions)} actions, "
                    f"{frames} frames, to act {match.to_act()}, top "
                    f"{type(app.scenes.top).__name__})")
    finally:
        app.autosave, app.game_over = real_autosave, real_game_over
    _check(match, saves, overs)
    extra = "".join(f" {k}={v}" for k, v in options.items() if k != "players")
    return (f"{game} {options.get('players', '?')}p{extra} seed {seed}: "
            f"{len(match.actions)} actions, winners {list(match.winners())}, {frames} frames")


def _check(match, saves: list[int], overs: list[int]) -> None:
    from .engine.core import Match

    n = len(match.actions)
    if len(overs) != 1:
        raise SmokeFailure(f"app.game_over was called {len(overs)} times (expected once)")
    # one autosave per action, in order; the last one holds every action
    if not saves or saves[-1] != n:
        raise SmokeFailure(f"the last autosave holds {saves[-1] if saves else 0} of {n} actions")
    if any(b <= a for a, b in zip(saves, saves[1:])):
        raise SmokeFailure("autosaves went backwards")
    replay = Match.from_json(match.to_json())
    if not replay.is_terminal() or replay.winners() != match.winners():
        raise SmokeFailure("the finished match does not replay to the same end")


def run(args=None) -> int:
    t0 = time.monotonic()
    home = tempfile.mkdtemp(prefix="hod-smoke-")
    os.environ["HOD_HOME"] = home
    seed = int(os.environ.get("HOD_SMOKE_SEED", "1"))
    deadline = t0 + float(os.environ.get("HOD_SMOKE_TIMEOUT", "240"))
    lines: list[str] = []
    status, detail = 0, ""
    try:
        from .log import setup_logging

        setup_logging()
        import pygame

        from .app import App

        def crash(exc: BaseException) -> None:  # no friendly screen here: fail loudly
            raise exc

        app = App(size=(1280, 720), lang=getattr(args, "lang", None) or "es", speed="max")
        app.on_crash = crash
        app.running = True
        for _ in range(3):  # the menu's first frames (saved-match check, sound)
            app.step(FRAME_DT)
        games = smoke_games()
        if not games:
            raise SmokeFailure("no game table is available")
        for game, options in games:
            lines.append(_play_one(app, game, options, seed, deadline))
            app.go_menu()
            for _ in range(3):
                app.step(FRAME_DT)
        app.release_instance()  # the instance lock and its anchor go (nothing left in TMPDIR)
        pygame.quit()
    except TimeoutError as e:
        status, detail = 3, f"timeout: {e}"
    except Exception as e:  # noqa: BLE001 - any failure is the answer
        traceback.print_exc()
        status, detail = 1, f"{type(e).__name__}: {e}"
    elapsed = time.monotonic() - t0
    if status == 0:
        print(f"smoke ok in {elapsed:.1f} s: " + "; ".join(lines), flush=True)
        shutil.rmtree(home, ignore_errors=True)
    else:
        done = ("; ".join(lines) + "; ") if lines else ""
        print(f"smoke FAILED in {elapsed:.1f} s: {done}{detail} (files in {home})", flush=True)
    return status


if __name__ == "__main__":
    sys.exit(run())
