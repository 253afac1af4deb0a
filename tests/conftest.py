"""Headless settings for every test, and the guard of the person's own folders.

The whole session runs with `HOD_HOME` pointing at a temp folder, set before any test
module is imported: a test that patches and un-patches the environment
(`monkeypatch.undo()`) falls back to that folder, never to the real per-user folders.
On top of that the session FAILS if anything under the real per-user folders of the app
(the platformdirs paths) was created, changed or removed while it ran.
"""
import os
import shutil
import tempfile

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("HOD_NET_LOOPBACK", "1")  # the room screens: loopback, no UDP broadcast
os.environ.setdefault("HOD_RAISE_ERRORS", "1")  # a scene bug fails the test; the crash-screen test unsets it
os.environ.pop("HOD_PRINT_FIRST_FRAME", None)
# the app's language follows the system's until the person chooses one: the tests speak
# Spanish unless they choose (a test of the system's language patches these itself)
os.environ["LANGUAGE"] = "es"

SESSION_HOME = tempfile.mkdtemp(prefix="hod-test-home-")
os.environ["HOD_HOME"] = SESSION_HOME
# the instance locks' anchors (persist/lock.py) go with the session's folder, not in /tmp
os.environ["HOD_LOCK_DIR"] = os.path.join(SESSION_HOME, "locks")

APP_NAME = "hod_desktop"


def real_user_folders() -> list[str]:
    """Every per-user folder platformdirs gives the app (none is created here)."""
    import platformdirs

    getters = (platformdirs.user_config_dir, platformdirs.user_data_dir,
               platformdirs.user_log_dir, platformdirs.user_state_dir,
               platformdirs.user_cache_dir)
    return sorted({g(APP_NAME, appauthor=False) for g in getters})


def folder_snapshot(folders) -> dict:
    """path -> (size, mtime_ns) of everything under the folders (and the folders)."""
    snap = {}
    for top in folders:
        if not os.path.exists(top):
            continue
        for root, dirs, files in os.walk(top):
            for name in [""] + files:
                path = os.path.join(root, name) if name else root
                try:
                    st = os.stat(path)
                except OSError:
                    continue
                snap[path] = (st.st_size, st.st_mtime_ns) if name else ("dir",)
    return snap


def snapshot_changes(before: dict, after: dict) -> list[str]:
    return sorted(p for p in set(before) | set(after) if before.get(p) != after.get(p))


def pytest_configure(config):
    if not hasattr(config, "workerinput"):  # the main process (or a run without xdist)
        config._hod_real_folders = real_user_folders()
        config._hod_real_before = folder_snapshot(config._hod_real_folders)


def pytest_sessionfinish(session, exitstatus):
    config = session.config
    shutil.rmtree(SESSION_HOME, ignore_errors=True)
    before = getattr(config, "_hod_real_before", None)
    if before is None:
        return
    changed = snapshot_changes(before, folder_snapshot(config._hod_real_folders))
    if changed:
        import pytest

        lines = "\n  ".join(changed[:20])
        print(f"\nFAILED: the tests wrote in the person's real folders:\n  {lines}\n"
              "(tests must use the temp HOD_HOME)", flush=True)
        session.exitstatus = pytest.ExitCode.TESTS_FAILED


import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def _collector_as_usual(request, monkeypatch):
    """A test process opens thousands of apps and tables, and `heap.settle` walks the whole
    heap at each (with every earlier test's solver caches and card images): over
    tests/test_ui_[a-c]*.py, 298 settles took 6.2 s of 55.8 s. Outside tests/test_heap.py,
    which checks the app's own handling, the collector runs as it did before heap.py:
    nothing frozen (what an earlier test froze is thawed), closed tables freed by its own
    passes. The app itself is unchanged; HOD_TEST_REAL_HEAP=1 keeps the app's handling in
    every test."""
    if request.module.__name__.rpartition(".")[2] == "test_heap" or os.environ.get("HOD_TEST_REAL_HEAP"):
        yield
        return
    import gc

    from hod_desktop import heap

    monkeypatch.setattr(heap, "settle", gc.unfreeze)
    monkeypatch.setattr(heap, "freeze_survivors", lambda: None)
    yield


@pytest.fixture(autouse=True)
def _test_defaults():
    """Every test starts in the session's temp data folder (should an earlier test have
    dropped HOD_HOME) and at the normal module-wide animation speed (an App of an earlier
    test may have set "max" and never closed)."""
    from hod_desktop.ui.draw import tween

    os.environ.setdefault("HOD_HOME", SESSION_HOME)
    tween.set_speed(1.0)
    yield
