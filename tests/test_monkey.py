"""Issue 8.15, the short run: the UI monkey (hod_desktop/tools/monkey.py) clicks, drags,
types, resizes and closes/reopens the real app at random for a fixed number of frames
(the same input for the same seed); no scene may raise and no saved match may be lost
or set aside. The long run is a command: `python -m hod_desktop.tools.monkey --minutes 30`.
"""
from __future__ import annotations

import pytest

from hod_desktop.tools.monkey import Monkey


@pytest.mark.parametrize("seed", [11, 12])
def test_monkey_short_run(tmp_path, monkeypatch, seed):
    monkeypatch.setenv("HOD_HOME", str(tmp_path))
    monkey = Monkey(seed, tmp_path)
    report = monkey.run(frames=700)
    assert report["exceptions"] == 0, report["errors"][0]
    assert report["lost_saves"] == 0 and report["corrupt_saves"] == 0, report["problems"]
    assert report["closes"] >= 1 and report["clicks"] > 50
    assert len(report["scenes"]) >= 3, report["scenes"]
