"""Issue 8.9 and 8.13: what a person meets first — the README's commands and a start
without any display."""
from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
README = (ROOT / "README.md").read_text(encoding="utf-8")


def test_readme_does_not_point_outside_the_download():
    assert "../shared" not in README and "shared/RULES" not in README
    assert "*Reglas*" in README  # says where the rules are: the app's own rules screen


def test_readme_test_section_uses_the_command_at_the_top():
    top = re.search(r"Install and run the whole test suite:\s+(.+)", README).group(1)
    command = top.split("&&")[-1].strip()  # .venv/bin/python -m pytest -n 2
    tests = README.split("## Tests and benchmark", 1)[1].split("##", 1)[0]
    assert command in tests


def test_readme_mentions_the_gui_entry_point_that_exists():
    assert "hod-desktop-gui" in README
    assert "hod-desktop-gui" in (ROOT / "pyproject.toml").read_text(encoding="utf-8")


@pytest.mark.parametrize("lang,word", [("en", "display"), ("es", "pantalla"), ("ca", "pantalla")])
def test_without_any_display_one_clear_line_and_exit(tmp_path, lang, word):
    env = {k: v for k, v in os.environ.items()
           if k not in ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER")}
    env.update(HOD_HOME=str(tmp_path), SDL_AUDIODRIVER="dummy", PYTHONPATH=str(ROOT),
               LANGUAGE=lang)  # the command line speaks the system's language
    try:
        out = subprocess.run([sys.executable, "-m", "hod_desktop"], env=env, cwd=tmp_path,
                             capture_output=True, text=True, timeout=30)
    except subprocess.TimeoutExpired:
        raise AssertionError("with no display the app kept running (invisibly)") from None
    assert out.returncode != 0
    lines = [line for line in out.stderr.splitlines() if line.strip()]
    assert len(lines) == 1 and word in lines[0], out.stderr
    assert "Traceback" not in out.stderr and out.stdout.strip() == ""
