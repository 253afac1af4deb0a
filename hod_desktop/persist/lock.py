"""One running app per data folder: OS file locks the OS frees when the process dies.

Two locks, both needed: `data/instance.lock` in the data folder, and an anchor of the
same folder in the system's temp folder (`hod_desktop-locks-<user>/<hash of the data
folder's path>.lock`). The data folder can vanish under a running copy (the person
deletes it): its lock file goes with it and a second copy would find a fresh folder and
take a fresh lock there, then play and clear the first copy's match. The anchor does not
live in that folder, so the second copy still finds it held and opens read-only. The
anchor is removed when its holder lets go (checked against the open file on taking it,
so a removal never lets two copies hold it).

Writing the holder's number into the lock file is only a courtesy for a person looking at
the folder; with the disk full it is skipped, and closing never fails (quitting with a
full disk used to crash with errno 28 from the buffered write).
"""
from __future__ import annotations

import zlib
import logging
import os
import tempfile
from pathlib import Path

from .files import data_dir

log = logging.getLogger(__name__)

LOCK_FILE = "instance.lock"
_held_locks: dict[str, list] = {}  # lock path -> [data lock file, anchor file, users here]
_ANCHOR_TRIES = 5  # the anchor was removed between open and lock: open it again


def lock_path() -> Path:
    return data_dir() / LOCK_FILE


def anchor_path(folder: Path | None = None) -> Path:
    """The data folder's second lock, outside it: in the system's temp folder (or in
    `HOD_LOCK_DIR`, which the test suite points at its own temp folder)."""
    folder = Path(folder if folder is not None else data_dir())
    try:
        folder = folder.resolve()
    except OSError:
        pass
    # crc32 + adler32 (64 bits): hashlib would pull OpenSSL's _hashlib into the bundle
    raw = str(folder).encode("utf-8", "surrogatepass")
    name = f"{zlib.crc32(raw):08x}{zlib.adler32(raw):08x}"
    place = os.environ.get("HOD_LOCK_DIR")
    if not place:
        user = str(os.getuid()) if hasattr(os, "getuid") else os.environ.get("USERNAME", "")
        place = os.path.join(tempfile.gettempdir(), f"hod_desktop-locks-{user}")
    return Path(place) / f"{name}.lock"


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


def _os_unlock_and_close(f) -> None:
    """Let go of a lock; never raises (a full or vanished disk must not crash a quit)."""
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
    try:
        f.close()
    except OSError as e:
        log.warning("closing the instance lock: %s", e)


def _open_lock(path: Path):
    """The lock file opened unbuffered (no write is left pending for `close`)."""
    return open(path, "a+b", buffering=0)


def _take_anchor(path: Path):
    """(file, None) holding the anchor; (None, None) if another process holds it;
    (None, error) if it cannot be made (the data lock alone then guards the folder)."""
    for _ in range(_ANCHOR_TRIES):
        try:
            path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
            f = _open_lock(path)
        except FileNotFoundError:
            continue  # the folder went (its last holder removed it empty): make it again
        except OSError as e:
            return None, e
        if not _os_lock(f):
            _os_unlock_and_close(f)
            return None, None
        try:
            same = os.stat(path).st_ino == os.fstat(f.fileno()).st_ino
        except OSError:
            same = False
        if same or os.name == "nt":
            return f, None
        _os_unlock_and_close(f)  # its holder removed it as we opened it: take the new one
    return None, OSError("the anchor kept changing")


def acquire_instance_lock() -> str | None:
    """Hold the data folder for this process (one autosave slot, one app). Returns a
    handle for `release_instance_lock`, or None when another running copy of the app
    holds it. Re-entrant within one process (tests make several Apps)."""
    path = lock_path()
    key = str(path)
    held = _held_locks.get(key)
    if held is not None:
        held[2] += 1
        return key
    anchor, error = _take_anchor(anchor_path(path.parent))
    if anchor is None and error is None:
        return None  # another copy holds the folder (its data lock may have been deleted)
    if error is not None:
        log.warning("instance anchor cannot be made (%s); the data folder's lock alone "
                    "guards it", error)
    try:
        f = _open_lock(path)
    except OSError:
        log.warning("instance lock file %s cannot be opened; running without the guard", path)
        _held_locks[key] = [None, anchor, 1]
        return key
    if not _os_lock(f):
        _os_unlock_and_close(f)
        _release_anchor(anchor)
        return None
    try:  # who holds it, for a person looking at the folder (the lock is what counts)
        f.seek(0)
        f.truncate()
        f.write(str(os.getpid()).encode("ascii"))
    except OSError:
        pass
    _held_locks[key] = [f, anchor, 1]
    return key


def _release_anchor(anchor) -> None:
    if anchor is None:
        return
    if os.name != "nt":  # removed while still held: a copy that opened it retries
        try:
            if os.stat(anchor.name).st_ino == os.fstat(anchor.fileno()).st_ino:
                os.unlink(anchor.name)
        except OSError:
            pass
    _os_unlock_and_close(anchor)
    try:  # the locks' folder goes too once empty (no litter in the temp folder)
        os.rmdir(os.path.dirname(anchor.name))
    except OSError:
        pass  # another copy's lock is in it, or it is already gone


def release_instance_lock(handle: str | None) -> None:
    """Give the data folder back (when the last App of this process using it closes)."""
    held = _held_locks.get(handle) if handle else None
    if held is None:
        return
    held[2] -= 1
    if held[2] > 0:
        return
    del _held_locks[handle]
    if held[0] is not None:
        _os_unlock_and_close(held[0])
    _release_anchor(held[1])
