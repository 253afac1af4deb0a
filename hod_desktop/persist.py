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
"""
from __future__ import annotations

import json
import logging
import os
import tempfile
import time
from importlib import import_module
from pathlib import Path
from typing import Any

from .engine.core import SAVE_VERSION, Match, SaveError

APP_NAME = "hod_desktop"
FILE_VERSION = 1
SETTINGS_FILE = "settings.json"
STATS_FILE = "stats.json"
SAVE_FILE = "autosave.json"

DEFAULT_SETTINGS: dict[str, Any] = {
    "lang": "es",
    "anim_speed": 1.0,
    "sound": True,
    "fullscreen": False,
    "four_color": False,
    "card_back": "classic",
    "last_options": {},
}

# One sentence per problem, for the person. Keys are stable for app.tr if wanted.
MESSAGES: dict[str, dict[str, str]] = {
    "persist.settings_broken": {
        "es": "Tus ajustes estaban dañados y se han restablecido.",
        "en": "Your settings were damaged and have been reset.",
    },
    "persist.stats_broken": {
        "es": "Las estadísticas estaban dañadas y empiezan de cero.",
        "en": "The statistics were damaged and start again from zero.",
    },
    "persist.save_broken": {
        "es": "La partida guardada estaba dañada y no se puede continuar.",
        "en": "The saved game was damaged and cannot be continued.",
    },
    "persist.newer": {
        "es": "Un archivo guardado es de una versión más nueva y se ha apartado.",
        "en": "A saved file comes from a newer version and was set aside.",
    },
}

log = logging.getLogger(__name__)


def message(key: str, lang: str | None = "es") -> str:
    texts = MESSAGES[key]
    return texts.get(lang or "es", texts["es"])


# ---------------------------------------------------------------- folders
def _folder(kind: str) -> Path:
    home = os.environ.get("HOD_HOME")
    if home:
        path = Path(home) / kind
    else:
        import platformdirs

        getter = {"config": platformdirs.user_config_dir, "data": platformdirs.user_data_dir,
                  "log": platformdirs.user_log_dir}[kind]
        path = Path(getter(APP_NAME, appauthor=False))
    path.mkdir(parents=True, exist_ok=True)
    return path


def config_dir() -> Path:
    return _folder("config")


def data_dir() -> Path:
    return _folder("data")


def log_dir() -> Path:
    return _folder("log")


def settings_path() -> Path:
    return config_dir() / SETTINGS_FILE


def stats_path() -> Path:
    return data_dir() / STATS_FILE


def save_path() -> Path:
    return data_dir() / SAVE_FILE


# ---------------------------------------------------------------- low level
def write_atomic(path: Path, text: str) -> None:
    """Write `text` so that `path` holds either its old content or all of `text`."""
    path = Path(path)
    fd, tmp = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        _replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    _fsync_dir(path.parent)


def _replace(src: str, dst: Path, tries: int = 5) -> None:
    """os.replace, retried briefly on Windows, where a virus scanner or an indexer may
    hold the target open for a moment (PermissionError)."""
    for i in range(tries):
        try:
            os.replace(src, dst)
            return
        except PermissionError:
            if os.name != "nt" or i == tries - 1:
                raise
            time.sleep(0.02 * (i + 1))


def _fsync_dir(folder: Path) -> None:
    """Make the rename itself durable (POSIX); harmless no-op where not supported."""
    if os.name != "posix":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def _remove_stale_temps(path: Path) -> None:
    """Temp files left by a write that was killed before its rename (start-up only)."""
    for tmp in path.parent.glob(path.name + ".*.tmp"):
        try:
            tmp.unlink()
            log.info("removed unfinished write %s", tmp)
        except OSError:
            pass


def move_aside(path: Path) -> Path | None:
    """Rename a bad file to `<stem>.broken-YYYYmmdd-HHMMSS.json` next to it."""
    path = Path(path)
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.stem}.broken-{stamp}.json")
    n = 1
    while target.exists():
        target = path.with_name(f"{path.stem}.broken-{stamp}-{n}.json")
        n += 1
    try:
        os.replace(path, target)
    except OSError as e:
        log.error("could not move %s aside: %s", path, e)
        try:
            path.unlink()
        except OSError:
            pass
        return None
    log.warning("moved unusable file %s to %s", path, target)
    return target


class _Newer(SaveError):
    """A file written by a newer app version."""


def _parse_object(raw: bytes, max_version: int = FILE_VERSION) -> dict:
    """A file's JSON object; raises SaveError (or _Newer) if it cannot be used."""
    try:
        data = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError) as e:
        raise SaveError(f"not JSON: {e}") from None
    if not isinstance(data, dict):
        raise SaveError("not a JSON object")
    version = data.get("version", 1)
    if not isinstance(version, int) or isinstance(version, bool):
        raise SaveError("version is not a number")
    if version > max_version:
        raise _Newer(f"version {version} is newer than {max_version}")
    return data


def _read_json_object(path: Path) -> dict | None:
    """The file's JSON object, None if there is no file; raises SaveError if unusable."""
    _remove_stale_temps(path)
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        return None
    return _parse_object(raw)


def _broken(path: Path, error: Exception, key: str, lang: str | None) -> str:
    log.warning("%s is unusable (%s)", path, error)
    move_aside(path)
    return message("persist.newer" if isinstance(error, _Newer) else key, lang)


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


def record_result(match: Match, human_seat: int | None) -> dict:
    """Add a finished match to the statistics and save them. Returns the game's summary
    (see `summary`). With no human seat (a bot-only run) nothing is recorded."""
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
    for name, (total, count) in _extra_stats(match, human_seat).items():
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
