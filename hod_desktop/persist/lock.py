"""One running app per data folder: an OS file lock the OS frees when the process dies."""
from __future__ import annotations

import logging
import os
from pathlib import Path

from .files import data_dir

log = logging.getLogger(__name__)

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
        log.warning("instance lock file %s cannot be opened; running without the guard", path)
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
