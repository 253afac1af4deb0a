"""Autosave off the frame loop, for any table scene.

`app.autosave(match)` writes an fsync'ed file: tens of milliseconds on a busy disk, which
would stall the frame of every move. `AutoSaver.save(match)` freezes what the save needs
at once (`to_json`/`to_dict`) and hands it to one writer thread; saves are written in
order and the newest wins. `flush()` waits for the last one: call it before
`app.game_over(match)` and when the scene exits.
"""
from __future__ import annotations

import threading

class _Snapshot:
    """A match frozen at one moment, with what the save needs (`to_json`, `to_dict`)."""

    def __init__(self, match):
        self._dict = match.to_dict()
        self._json = match.to_json()
        self.game, self.options, self.seed = match.game, dict(match.options), match.seed
        self.actions = list(match.actions)

    def to_json(self) -> str:
        return self._json

    def to_dict(self) -> dict:
        return self._dict


class AutoSaver:
    """Calls `app.autosave` off the frame loop: an fsync'ed write can take tens of ms, which
    would stall the frame of every move. Saves are written in order, the newest wins, and
    `flush()` waits for the last one (before the game-over bookkeeping and on exit)."""

    def __init__(self, app):
        self.app = app
        self.lock = threading.Lock()
        self.pending: _Snapshot | None = None
        self.thread: threading.Thread | None = None

    def save(self, match) -> None:
        snap = _Snapshot(match)
        with self.lock:
            self.pending = snap
            if self.thread is None:
                self.thread = threading.Thread(target=self._run, name="autosave")
                self.thread.start()

    def _run(self) -> None:
        while True:
            with self.lock:
                snap, self.pending = self.pending, None
                if snap is None:
                    self.thread = None
                    return
            try:
                self.app.autosave(snap)
            except Exception:  # noqa: BLE001 - the app reports failed saves itself
                pass

    def flush(self) -> None:
        t = self.thread
        if t is not None:
            t.join()
