"""Issue 8.1: the test session can never write in the person's real folders.

Runs small pytest sessions in a child process with this suite's conftest, where "the
person's real folders" are a fake home (XDG_* and HOME point into tmp_path): a test that
drops the temp HOD_HOME and saves must make the session fail and name the file; the
`monkeypatch.undo()` pattern that used to overwrite the real autosave stays in the temp
folder; a clean session passes.
"""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

WRITES_REAL = '''
from hod_desktop import persist
from hod_desktop.engine.core import Match

def test_drops_hod_home_and_saves(monkeypatch):
    monkeypatch.delenv("HOD_HOME")
    persist.save_match(Match("cinco_vidas", {"players": 3}, 1))
'''

UNDO_PATTERN = '''
from hod_desktop import persist
from hod_desktop.engine.core import Match

def test_undo_then_save(tmp_path, monkeypatch):
    monkeypatch.setenv("HOD_HOME", str(tmp_path))
    monkeypatch.undo()  # undoes every patch, the per-test HOD_HOME too
    persist.save_match(Match("cinco_vidas", {"players": 3}, 1))
'''

CLEAN = '''
def test_nothing():
    assert True
'''


def run_session(tmp_path: Path, body: str) -> tuple[subprocess.CompletedProcess, Path]:
    suite = tmp_path / "suite"
    suite.mkdir()
    shutil.copy(ROOT / "tests" / "conftest.py", suite / "conftest.py")
    (suite / "test_probe.py").write_text(body)
    fake = tmp_path / "person"
    env = {k: v for k, v in os.environ.items() if k != "HOD_HOME"}
    env.update(HOME=str(fake), XDG_CONFIG_HOME=str(fake / ".config"),
               XDG_DATA_HOME=str(fake / ".local/share"), XDG_STATE_HOME=str(fake / ".local/state"),
               XDG_CACHE_HOME=str(fake / ".cache"), PYTHONPATH=str(ROOT))
    proc = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                           "-p", "no:randomly", str(suite)], cwd=tmp_path, env=env,
                          capture_output=True, text=True, timeout=120)
    return proc, fake


def test_a_write_in_the_real_folders_fails_the_session(tmp_path):
    proc, fake = run_session(tmp_path, WRITES_REAL)
    written = list(fake.rglob("autosave-*.json"))
    assert written, "the probe should have written in the fake person's folder"
    assert proc.returncode != 0, proc.stdout
    assert "wrote in the person's real folders" in proc.stdout
    assert str(written[0]) in proc.stdout


def test_monkeypatch_undo_falls_back_to_the_session_temp_home(tmp_path):
    proc, fake = run_session(tmp_path, UNDO_PATTERN)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert not fake.exists() or not list(fake.rglob("*.json"))


def test_a_clean_session_passes(tmp_path):
    proc, _ = run_session(tmp_path, CLEAN)
    assert proc.returncode == 0, proc.stdout + proc.stderr
