"""Where the person's files live and how they are written: folders, atomic writes, files
set aside, one-sentence messages.

Every write is atomic: a temp file in the same folder, flushed and fsync'ed, then
`os.replace`d over the old one, so a crash or a power cut leaves either the old file or
the new one, never half of each. Folders come from platformdirs (app name "hod_desktop");
`HOD_HOME` replaces them with `<HOD_HOME>/config`, `<HOD_HOME>/data` and `<HOD_HOME>/log`.
"""
from __future__ import annotations

import json
import logging
import os
import tempfile
import time
from pathlib import Path

from ..engine.core import SaveError

APP_NAME = "hod_desktop"
FILE_VERSION = 1

log = logging.getLogger(__name__)


def message(key: str, lang: str | None = "es", **fmt) -> str:
    """One sentence for the person; `{path}` (and `{game}`) filled in, a final full stop
    added."""
    from ..ui import i18n
    from . import words  # noqa: F401  (declares the persist.* messages)

    text = i18n.text(key, lang or "es")
    if text is None:
        raise KeyError(key)
    if "{" in text:
        text = text.format(**{"path": "—", "game": "—", "names": "—",
                              **{k: v for k, v in fmt.items() if v}})
        if not text.endswith("."):
            text += "."
    return text


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
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError as e:  # read-only disk: reading still works, writes fail later
        log.warning("cannot create %s: %s", path, e)
    return path


def config_dir() -> Path:
    return _folder("config")


def data_dir() -> Path:
    return _folder("data")


def log_dir() -> Path:
    return _folder("log")


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
    """Rename a bad file to `<stem>.broken-YYYYmmdd-HHMMSS.json` next to it. Never deletes:
    if the rename fails (a read-only folder) the file stays where it was and None says so."""
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
        log.error("could not move %s aside, left in place: %s", path, e)
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

def _broken(path: Path, error: Exception, key: str, lang: str | None, **fmt) -> str:
    """Set a file that cannot be used aside; one sentence naming where it went."""
    log.warning("%s is unusable (%s)", path, error)
    target = move_aside(path)
    if target is None:  # it stays where it was: say so, never «kept as —»
        return message("persist.not_moved", lang, path=str(path))
    return message("persist.newer" if isinstance(error, _Newer) else key, lang,
                   path=str(target), **fmt)


def folder_is_writable(folder: Path) -> bool:
    """Can a file be created, written and removed in `folder` (read-only or full disk)?"""
    try:
        fd, tmp = tempfile.mkstemp(prefix=".write-check.", suffix=".tmp", dir=folder)
    except OSError:
        return False
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(b"x" * 512)
            f.flush()
            os.fsync(f.fileno())
        return True
    except OSError:
        return False
    finally:
        try:
            os.unlink(tmp)
        except OSError:
            pass
