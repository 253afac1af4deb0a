"""Settings, statistics and the autosaved match: JSON files in the person's own folders.

Everything is JSON (never a binary object dump) and every write is atomic: a temp file in
the same folder, flushed and fsync'ed, then `os.replace`d over the old one, so a crash or a
power cut leaves either the old file or the new one, never half of each.

Folders come from platformdirs (app name "hod_desktop"). The environment variable
`HOD_HOME` replaces them with `<HOD_HOME>/config`, `<HOD_HOME>/data` and
`<HOD_HOME>/log` (tests and smoke runs point it at a temp folder).

A file that cannot be used (truncated, not JSON, from a newer version, the wrong shape, or
a save whose actions are illegal on replay) is moved aside as
`<name>.broken-YYYYmmdd-HHMMSS.json`; the loader then returns defaults plus one sentence
for the person (Spanish unless `lang="en"`), which the app shows with `app.notify`.
The low level (folders, atomic writes, reading, moving aside) is in store.py.
"""
from __future__ import annotations

import json
import logging
import os
from importlib import import_module
from pathlib import Path  # noqa: F401  (re-exported)
from typing import Any

from .engine.core import SAVE_VERSION, Match, SaveError
from .store import (  # noqa: F401  (the low level, re-exported: persist.save_path...)
    APP_NAME, FILE_VERSION, SETTINGS_FILE, STATS_FILE, SAVE_FILE, MESSAGES,
    message, _folder, config_dir, data_dir, log_dir, settings_path,
    stats_path, save_path, write_atomic, _replace, _fsync_dir, _remove_stale_temps,
    move_aside, _Newer, _parse_object, _read_json_object, _broken)

DEFAULT_SETTINGS: dict[str, Any] = {
    "lang": "es",
    "anim_speed": 1.0,
    "sound": True,
    "fullscreen": False,
    "four_color": False,
    "card_back": "classic",
    "last_options": {},
}

log = logging.getLogger(__name__)


# ---------------------------------------------------------------- settings
def _valid_setting(name: str, value: Any) -> bool:
    if name == "anim_speed":
        return value == "max" or (isinstance(value, (int, float)) and not isinstance(value, bool)
                                  and 0.1 <= value <= 10)
    default = DEFAULT_SETTINGS[name]
    return type(value) is type(default)


def load_settings(lang: str | None = None) -> tuple[dict, str | None]:
    """The settings with defaults filled in, and a message if the file had to be set aside.

    Unknown keys are kept (a newer shell may add some); a known key with a value of the
    wrong type falls back to its default without discarding the rest.
    """
    settings = json.loads(json.dumps(DEFAULT_SETTINGS))
    path = settings_path()
    try:
        data = _read_json_object(path)
    except SaveError as e:
        return settings, _broken(path, e, "persist.settings_broken", lang)
    if data is None:
        return settings, None
    data.pop("version", None)
    for name, value in data.items():
        if name not in DEFAULT_SETTINGS or _valid_setting(name, value):
            settings[name] = value
        else:
            log.warning("setting %s=%r ignored (wrong type)", name, value)
    return settings, None


def save_settings(settings: dict) -> None:
    data = {"version": FILE_VERSION, **{k: v for k, v in settings.items() if k != "version"}}
    write_atomic(settings_path(), json.dumps(data, indent=1, sort_keys=True, ensure_ascii=False))


# ---------------------------------------------------------------- statistics
def _empty_stats() -> dict:
    return {"version": FILE_VERSION, "games": {}}


def _empty_game() -> dict:
    return {"played": 0, "won": 0, "streak": 0, "best_streak": 0, "place_sum": 0,
            "extra": {}}


def _valid_game_entry(entry: Any) -> bool:
    if not isinstance(entry, dict):
        return False
    for k in ("played", "won", "streak", "best_streak", "place_sum"):
        v = entry.get(k, 0)
        if not isinstance(v, (int, float)) or isinstance(v, bool) or v < 0:
            return False
    extra = entry.get("extra", {})
    return isinstance(extra, dict) and all(
        isinstance(v, list) and len(v) == 2 and all(isinstance(x, (int, float)) for x in v)
        for v in extra.values())


def load_stats(lang: str | None = None) -> tuple[dict, str | None]:
    """`{"version": 1, "games": {game: entry}}` and a message if the file was set aside."""
    path = stats_path()
    try:
        data = _read_json_object(path)
        if data is not None:
            games = data.get("games")
            if not isinstance(games, dict) or not all(_valid_game_entry(e) for e in games.values()):
                raise SaveError("wrong shape")
    except SaveError as e:
        return _empty_stats(), _broken(path, e, "persist.stats_broken", lang)
    if data is None:
        return _empty_stats(), None
    stats = _empty_stats()
    for game, entry in data["games"].items():
        stats["games"][game] = {**_empty_game(), **entry}
    return stats, None


def _engine_module(match: Match):
    """The game's engine module (as the game list names it), where the optional hooks live."""
    from . import game_list

    try:
        return game_list.entry(match.game).engine_module()
    except (LookupError, ImportError):
        return import_module(type(match.state).__module__)


def _replay_facts(match: Match) -> tuple[dict[int, int], list[list[int]]]:
    """Replays the match once, reading public events generically:
    - knock-outs: events named `...Eliminated` or `...Out` with a `player` (the latest
      counts), undone by `...Reentered` (Chinchón's re-entry);
    - points per hand: events with a per-seat `points` tuple, directly or in `.result`
      (Chinchón's HandCounted); None entries (not dealt in, or a chinchón) are skipped.
    Returns ({seat: action index of its last knock-out}, [points of each hand per seat])."""
    n = match.options.get(match.rules.players_option, 0)
    out_at: dict[int, int] = {}
    points: list[list[int]] = [[] for _ in range(n)]
    replay = Match(match.game, match.options, match.seed)
    for i, (p, a) in enumerate(match.actions):
        for ev in replay.apply(p, a):
            name = type(ev).__name__
            player = getattr(ev, "player", None)
            if isinstance(player, int):
                if name.endswith(("Eliminated", "Out")):
                    out_at[player] = i
                elif name.endswith("Reentered"):
                    out_at.pop(player, None)
            pts = getattr(getattr(ev, "result", ev), "points", None)
            if isinstance(pts, tuple) and len(pts) == n:
                for seat, v in enumerate(pts):
                    if isinstance(v, int):
                        points[seat].append(v)
    return out_at, points


def finishing_places(match: Match) -> tuple[int, ...]:
    """Place of every seat (1 = best; ties share, 1,2,2,4).

    The game's engine module may define `finishing_places(match)`. Otherwise: winners are
    first; then seats still in (sharing a place); then the knocked-out seats, the later
    knock-out the better (see `_replay_facts`).
    """
    hook = getattr(_engine_module(match), "finishing_places", None)
    if hook is not None:
        return tuple(hook(match))
    n = match.options.get(match.rules.players_option, 0)
    out_at, _ = _replay_facts(match)
    winners = set(match.winners())

    def key(seat: int) -> tuple:
        if seat in winners:
            return (0, 0)
        if seat not in out_at:
            return (1, 0)
        return (2, -out_at[seat])

    keys = [key(s) for s in range(n)]
    return tuple(1 + sum(1 for k in keys if k < keys[s]) for s in range(n))


def _extra_stats(match: Match, seat: int) -> dict[str, tuple[float, int]]:
    """The engine module's optional `stats_extra(match, seat) -> {name: (total, count)}`;
    the screen shows total/count. Without it: `points_per_hand` for games whose events
    report points per hand (Chinchón), else nothing."""
    hook = getattr(_engine_module(match), "stats_extra", None)
    try:
        if hook is not None:
            return {str(k): (float(v[0]), int(v[1])) for k, v in dict(hook(match, seat)).items()}
        _, points = _replay_facts(match)
        mine = points[seat] if seat < len(points) else []
        return {"points_per_hand": (float(sum(mine)), len(mine))} if mine else {}
    except Exception:  # a statistic is never worth losing the result over
        log.exception("extra statistics of %s failed", match.game)
        return {}


def record_result(match: Match, human_seat: int | None, hinted: bool | None = None) -> dict:
    """Add a finished match to the statistics and save them. Returns the game's summary
    (see `summary`). With no human seat (a bot-only run) nothing is recorded. `hinted`:
    whether the person asked «¿Qué haría la máquina?» in it (the share of hinted matches
    is the extra statistic "hinted")."""
    stats, _ = load_stats()
    if human_seat is None or not match.is_terminal():
        return summary(stats, match.game)
    entry = stats["games"].setdefault(match.game, _empty_game())
    won = human_seat in match.winners()
    entry["played"] += 1
    entry["won"] += int(won)
    entry["streak"] = entry["streak"] + 1 if won else 0
    entry["best_streak"] = max(entry["best_streak"], entry["streak"])
    places = finishing_places(match)
    entry["place_sum"] += places[human_seat] if human_seat < len(places) else 1
    extras = _extra_stats(match, human_seat)
    if hinted is not None:
        extras["hinted"] = (float(bool(hinted)), 1)
    for name, (total, count) in extras.items():
        t, c = entry["extra"].get(name, [0, 0])
        entry["extra"][name] = [t + total, c + count]
    write_atomic(stats_path(), json.dumps(stats, indent=1, sort_keys=True))
    return summary(stats, match.game)


def summary(stats: dict, game: str) -> dict:
    """Numbers for the screen: played, won, win_pct, streak, best_streak, avg_place
    (None before the first game), and one average per extra statistic."""
    entry = {**_empty_game(), **stats.get("games", {}).get(game, {})}
    played = entry["played"]
    out = {
        "played": played, "won": entry["won"], "streak": entry["streak"],
        "best_streak": entry["best_streak"],
        "win_pct": 100.0 * entry["won"] / played if played else None,
        "avg_place": entry["place_sum"] / played if played else None,
    }
    for name, (total, count) in entry["extra"].items():
        out[name] = total / count if count else None
    return out


def reset_stats() -> None:
    """Forget every result (the statistics screen's "Borrar estadísticas")."""
    write_atomic(stats_path(), json.dumps(_empty_stats(), indent=1, sort_keys=True))


# ---------------------------------------------------------------- the match in progress
def save_match(match: Match) -> bool:
    """Autosave (after every action). Returns False, and logs, if the disk refused: the
    game goes on rather than crash."""
    return save_match_json(match.to_json())


def save_match_json(text: str) -> bool:
    """Write an autosave already turned into JSON (the background writer's half)."""
    try:
        write_atomic(save_path(), text)
        return True
    except OSError:
        log.exception("autosave failed")
        return False


class BackgroundSaver:
    """Writes autosaves on one thread: an fsync'ed write can take tens of ms on a busy disk,
    which would stall the frame of every move. The JSON is taken on the caller's thread,
    so what is written is exactly the match at that action; writes keep their order and
    the newest pending one wins. `flush()` waits until the last one is on disk."""

    def __init__(self) -> None:
        import threading

        self._lock = threading.Lock()
        self._idle = threading.Event()
        self._idle.set()
        self._pending: str | None = None
        self._thread = None
        self.failed = False  # a write failed since the last `take_failure()`

    def save(self, text: str) -> None:
        import threading

        with self._lock:
            self._pending = text
            self._idle.clear()
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name="autosave", daemon=True)
                self._thread.start()

    def _run(self) -> None:
        while True:
            with self._lock:
                text, self._pending = self._pending, None
                if text is None:
                    self._thread = None
                    self._idle.set()
                    return
            if not save_match_json(text):
                self.failed = True

    def flush(self, timeout: float = 10.0) -> None:
        self._idle.wait(timeout)

    def take_failure(self) -> bool:
        failed, self.failed = self.failed, False
        return failed


def load_saved_match(lang: str | None = None) -> tuple[Match | None, str | None]:
    """The autosaved match replayed to its last action, or None (no save, or a finished
    game). A broken or tampered save is set aside with a message."""
    path = save_path()
    _remove_stale_temps(path)
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        return None, None
    try:
        data = _parse_object(raw, SAVE_VERSION)
        if "version" not in data:
            raise SaveError("save has no version number")
        match = Match.from_dict(data)
    except SaveError as e:
        return None, _broken(path, e, "persist.save_broken", lang)
    except Exception as e:  # an engine bug on replay: still never block the app
        log.exception("replaying the save failed")
        return None, _broken(path, e, "persist.save_broken", lang)
    if match.is_terminal():
        clear_saved_match()
        return None, None
    return match, None


def has_saved_match() -> bool:
    """Cheap check for the menu's "Continuar partida" (does not replay)."""
    return save_path().exists()


def clear_saved_match() -> None:
    try:
        save_path().unlink()
    except FileNotFoundError:
        pass


# ---------------------------------------------------------------- one app per data folder
LOCK_FILE = "instance.lock"
_held_locks: dict[str, list] = {}  # lock path -> [file object, users in this process]


def lock_path() -> Path:
    return data_dir() / LOCK_FILE


def _os_lock(f) -> bool:
    """Take an exclusive, non-blocking OS lock on the open file; False if another process
    holds it. The OS drops the lock when the process ends, however it ends (kill -9 too),
    so a lock file left on disk never blocks the next start."""
    try:
        if os.name == "nt":
            import msvcrt

            f.seek(0)
            msvcrt.locking(f.fileno(), msvcrt.LK_NBLCK, 1)
        else:
            import fcntl

            fcntl.flock(f.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
        return True
    except OSError:
        return False


def acquire_instance_lock() -> str | None:
    """Hold the data folder for this process (one autosave slot, one app). Returns a
    handle for `release_instance_lock`, or None when another running copy of the app
    holds it. Re-entrant within one process (tests make several Apps)."""
    path = lock_path()
    key = str(path)
    held = _held_locks.get(key)
    if held is not None:
        held[1] += 1
        return key
    try:
        f = open(path, "a+b")
    except OSError:
        log.exception("instance lock file cannot be opened; running without the guard")
        _held_locks[key] = [None, 1]
        return key
    if not _os_lock(f):
        f.close()
        return None
    try:  # who holds it, for a person looking at the folder (the lock is what counts)
        f.seek(0)
        f.truncate()
        f.write(str(os.getpid()).encode("ascii"))
        f.flush()
    except OSError:
        pass
    _held_locks[key] = [f, 1]
    return key


def release_instance_lock(handle: str | None) -> None:
    """Give the data folder back (when the last App of this process using it closes)."""
    held = _held_locks.get(handle) if handle else None
    if held is None:
        return
    held[1] -= 1
    if held[1] > 0:
        return
    del _held_locks[handle]
    f = held[0]
    if f is None:
        return
    try:
        if os.name == "nt":
            import msvcrt

            f.seek(0)
            msvcrt.locking(f.fileno(), msvcrt.LK_UNLCK, 1)
        else:
            import fcntl

            fcntl.flock(f.fileno(), fcntl.LOCK_UN)
    except OSError:
        pass
    f.close()
