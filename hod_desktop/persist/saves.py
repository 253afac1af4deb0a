"""The matches in progress: one autosave per game (`data/autosave-<game>.json`), so starting
one game never throws away another's match. Written after every action (the JSON is
taken on the caller's thread, the fsync'ed write runs on a background thread).

Older versions kept a single `data/autosave.json`; it is still read: the first load moves
it to its game's file (unless that game already has a newer save, then it is set aside).
"""
from __future__ import annotations

import json
import logging
import os
import re
import threading
from pathlib import Path
from typing import Callable

from ..engine.core import SAVE_VERSION, Match, SaveError
from .files import (_broken, _parse_object, _remove_stale_temps, data_dir, message,
                    move_aside, write_atomic)

LEGACY_SAVE_FILE = "autosave.json"
# The largest save random play makes is about 80 KB (Chinchón, 6 players, 4,600 moves);
# a file 50 times that is not ours, and loading it would rewrite it at every move.
MAX_SAVE_BYTES = 4 * 1024 * 1024
SAVE_PREFIX = "autosave-"
_GAME_NAME = re.compile(r"^[a-z][a-z0-9_]{0,40}$")

log = logging.getLogger(__name__)


def save_path(game: str) -> Path:
    """The autosave file of one game."""
    if not _GAME_NAME.match(game or ""):
        raise ValueError(f"not a game name: {game!r}")
    return data_dir() / f"{SAVE_PREFIX}{game}.json"


def legacy_save_path() -> Path:
    return data_dir() / LEGACY_SAVE_FILE


def saved_games() -> list[str]:
    """Games with a save file on disk, the most recently written last."""
    try:
        files = [p for p in data_dir().glob(f"{SAVE_PREFIX}*.json")
                 if _GAME_NAME.match(p.stem[len(SAVE_PREFIX):])]
    except OSError:
        return []

    def mtime(p: Path) -> float:
        try:
            return p.stat().st_mtime_ns
        except OSError:
            return 0

    return [p.stem[len(SAVE_PREFIX):] for p in sorted(files, key=lambda p: (mtime(p), p.name))]


# ---------------------------------------------------------------- writing
def save_match(match: Match) -> bool:
    """Autosave now (tests, tools). Returns False, and logs, if the disk refused."""
    return save_match_json(match.game, match.to_json())


def save_match_json(game: str, text: str) -> bool:
    """Write an autosave already turned into JSON (the background writer's half)."""
    try:
        write_atomic(save_path(game), text)
        return True
    except OSError as e:
        log.error("autosave of %s failed: %s", game, e)
        return False


class BackgroundSaver:
    """Writes autosaves on one thread: an fsync'ed write can take tens of ms on a busy disk,
    which would stall the frame of every move. Per game, writes keep their order and the
    newest pending one wins. `flush()` waits until the last one is on disk."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._idle = threading.Event()
        self._idle.set()
        self._pending: dict[str, str] = {}
        self._thread = None
        self.failed = False  # a write failed since the last `take_failure()`

    def save(self, game: str, text: str) -> None:
        with self._lock:
            self._pending.pop(game, None)
            self._pending[game] = text
            self._idle.clear()
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name="autosave", daemon=True)
                self._thread.start()

    def _run(self) -> None:
        while True:
            with self._lock:
                if not self._pending:
                    self._thread = None
                    self._idle.set()
                    return
                game = next(iter(self._pending))
                text = self._pending.pop(game)
            if not save_match_json(game, text):
                self.failed = True

    def flush(self, timeout: float = 10.0) -> None:
        self._idle.wait(timeout)

    def take_failure(self) -> bool:
        failed, self.failed = self.failed, False
        return failed


# ---------------------------------------------------------------- reading
def migrate_legacy_save(lang: str | None = None) -> str | None:
    """Move the single save of older versions to its game's file. Returns a message when
    that old file could not be used (it is set aside)."""
    old = legacy_save_path()
    _remove_stale_temps(old)
    try:
        if old.is_dir():
            return _broken(old, SaveError("a folder"), "persist.save_is_folder", lang)
        if old.stat().st_size > MAX_SAVE_BYTES:
            return _broken(old, SaveError("too large"), "persist.save_too_big", lang)
        raw = old.read_bytes()
    except FileNotFoundError:
        return None
    except OSError as e:
        log.error("cannot read %s: %s", old, e)
        return message("persist.save_unreadable", lang, path=str(old))
    try:
        data = _parse_object(raw, SAVE_VERSION)
        game = data.get("game")
        if not isinstance(game, str) or not _GAME_NAME.match(game):
            raise SaveError(f"save does not name a game: {game!r}")
    except SaveError as e:
        return _broken(old, e, "persist.save_broken", lang)
    target = save_path(game)
    if target.exists():  # this version already saved that game: the old file is older
        log.warning("%s kept aside: %s is newer", old, target)
        move_aside(old)
        return None
    try:
        os.replace(old, target)
        log.info("moved the old single save %s to %s", old, target)
    except OSError as e:
        log.error("could not move %s to %s: %s", old, target, e)
    return None


def _load_one(game: str, lang: str | None, title: Callable[[str], str] | None = None
              ) -> tuple[Match | None, str | None]:
    """`title(game)` names the game in the message when its file is set aside (with four
    broken saves the person reads four messages: each says which game it was)."""
    path = save_path(game)
    key, fmt = ("persist.game_broken", {"game": title(game)}) if title is not None \
        else ("persist.save_broken", {})
    _remove_stale_temps(path)
    try:
        if path.is_dir():  # no save can be written there either: free the place
            return None, _broken(path, SaveError("a folder"), "persist.save_is_folder", lang)
        if path.stat().st_size > MAX_SAVE_BYTES:
            big = "persist.game_too_big" if title is not None else "persist.save_too_big"
            return None, _broken(path, SaveError("too large"), big, lang, **fmt)
        raw = path.read_bytes()
    except FileNotFoundError:
        return None, None
    except OSError as e:
        log.error("cannot read %s: %s", path, e)
        return None, message("persist.save_unreadable", lang, path=str(path))
    try:
        data = _parse_object(raw, SAVE_VERSION)
        if "version" not in data:
            raise SaveError("save has no version number")
        if data.get("game") != game:
            raise SaveError(f"the save of {game} holds {data.get('game')!r}")
        match = Match.from_dict(data)
        over = match.is_terminal()
    except SaveError as e:
        return None, _broken(path, e, key, lang, **fmt)
    except Exception as e:  # an engine bug on replay: set aside, said, the others load
        log.exception("replaying the save of %s failed", game)
        return None, _broken(path, e, key, lang, **fmt)
    if over:
        clear_saved_match(game)
        return None, None
    return match, None


def load_saved_matches(lang: str | None = None, title: Callable[[str], str] | None = None
                       ) -> tuple[dict[str, Match], list[str]]:
    """Every saved match in progress, by game (the most recently saved last), and one
    message per file that had to be set aside (naming its game by `title(game)`)."""
    messages = []
    try:  # writes killed before their rename, whatever game they were for
        for tmp in data_dir().glob(f"{SAVE_PREFIX}*.json.*.tmp"):
            tmp.unlink()
            log.info("removed unfinished write %s", tmp)
    except OSError as e:
        log.warning("could not clean unfinished writes: %s", e)
    msg = migrate_legacy_save(lang)
    if msg:
        messages.append(msg)
    matches: dict[str, Match] = {}
    for game in saved_games():
        try:
            match, msg = _load_one(game, lang, title)
        except Exception:  # noqa: BLE001 - one game's file never keeps the others from loading
            log.exception("the save of %s could not be loaded", game)
            continue
        if msg:
            messages.append(msg)
        if match is not None:
            matches[game] = match
    return matches, messages


def load_saved_match(lang: str | None = None, game: str | None = None
                     ) -> tuple[Match | None, str | None]:
    """One saved match replayed to its last action: `game`'s, or else the most recently
    saved one. (None, None) without a save; (None, message) when it was set aside."""
    if game is not None:
        msg = migrate_legacy_save(lang)
        match, msg2 = _load_one(game, lang)
        return match, msg2 or msg
    matches, messages = load_saved_matches(lang)
    last = list(matches.values())[-1] if matches else None
    return last, (messages[0] if messages else None)


def has_saved_match(game: str | None = None) -> bool:
    """Cheap check (does not replay): a save of `game`, or of any game."""
    if game is not None:
        return save_path(game).exists()
    return bool(saved_games()) or legacy_save_path().exists()


def clear_saved_match(game: str | None = None) -> None:
    """Forget `game`'s save (its match ended); without a game, every save."""
    paths = [save_path(game)] if game is not None else \
        [save_path(g) for g in saved_games()] + [legacy_save_path()]
    for path in paths:
        try:
            path.unlink()
        except FileNotFoundError:
            pass
        except OSError as e:
            log.error("could not remove %s: %s", path, e)
