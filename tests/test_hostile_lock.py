"""Issue 34, item 6: the instance lock against a full disk and a data folder deleted under
a running copy (one test per case)."""
from __future__ import annotations

import errno
import io
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from hod_desktop import persist
from hod_desktop.persist import lock

ROOT = Path(__file__).resolve().parents[1]
TRY_LOCK = ("from hod_desktop import persist\n"
            "print('locked' if persist.acquire_instance_lock() else 'busy', flush=True)\n")


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("HOD_HOME", str(tmp_path))
    yield tmp_path
    for key in list(lock._held_locks):  # a failed test must not leave a lock held
        if key.startswith(str(tmp_path)):
            lock._held_locks[key][2] = 1
            persist.release_instance_lock(key)


def second_copy(home) -> str:
    """What another process of the app meets on the same data folder."""
    out = subprocess.run([sys.executable, "-c", TRY_LOCK], capture_output=True, text=True,
                         env={**os.environ, "HOD_HOME": str(home)}, cwd=ROOT, timeout=60)
    return out.stdout.strip()


class FullDisk(io.FileIO):
    """A file on a full disk: creating and locking work, every write fails (errno 28)."""

    def write(self, data):
        raise OSError(errno.ENOSPC, "No space left on device")


def open_on_a_full_disk(path, mode="r", buffering=-1, **kw):
    raw = FullDisk(path, mode.replace("b", ""))
    return raw if buffering == 0 else io.BufferedRandom(raw)


def test_a_full_disk_at_start_lets_the_app_quit_cleanly(home, monkeypatch):
    """The holder's number cannot be written; giving the lock back (quitting) used to
    raise OSError [Errno 28] from the write left pending in the file's buffer."""
    from hod_desktop.app import App

    monkeypatch.setattr(lock, "open", open_on_a_full_disk, raising=False)
    handle = persist.acquire_instance_lock()
    assert handle is not None and second_copy(home) == "busy"
    persist.release_instance_lock(handle)
    assert second_copy(home) == "locked"
    app = App(size=(640, 480), settings={"lang": "es", "anim_speed": "max", "sound": False})
    app.step()
    assert not app.read_only
    app.close()  # quitting: no OSError


def test_a_deleted_data_folder_does_not_let_a_second_copy_in(home):
    handle = persist.acquire_instance_lock()
    assert handle is not None
    shutil.rmtree(home / "data")  # the person deletes the folder while the app runs
    assert second_copy(home) == "busy"  # it opens read-only, leaving the match alone
    persist.release_instance_lock(handle)
    assert second_copy(home) == "locked"  # and takes the folder once the first has quit


def test_the_anchor_lives_outside_the_data_folder_and_goes_when_released(home):
    handle = persist.acquire_instance_lock()
    anchor = lock.anchor_path()
    assert anchor.exists() and home not in anchor.parents
    assert anchor.parent == Path(os.environ["HOD_LOCK_DIR"])  # the suite keeps /tmp clean
    persist.release_instance_lock(handle)
    assert not anchor.exists()
    assert second_copy(home) == "locked"
