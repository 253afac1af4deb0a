"""Sound stays silent without a device; sound files, fonts and icon are shipped and load."""
from __future__ import annotations

import logging
import struct
import wave

import pygame
import pytest

from hod_desktop.resources import MissingAsset, asset_path
from hod_desktop.ui.draw import fonts
from hod_desktop.ui.sound import NAMES, Sound


def test_no_audio_device_is_silent_and_logs_once(monkeypatch, caplog):
    def broken(*a, **k):
        raise pygame.error("No available audio device")
    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", broken)
    s = Sound(enabled=True)
    with caplog.at_level(logging.INFO, logger="hod_desktop.ui.sound"):
        for _ in range(5):
            s.play("deal")
        s.preload()
    assert not s.available
    assert len([r for r in caplog.records if "no audio device" in r.getMessage()]) == 1


def test_disabled_sound_never_opens_the_mixer(monkeypatch):
    calls = []
    monkeypatch.setattr(pygame.mixer, "init", lambda *a, **k: calls.append(1))
    s = Sound(enabled=False)
    s.play("win")
    assert calls == []
    s.set_enabled(False)
    assert not s.enabled


def test_plays_with_the_dummy_driver_and_survives_unknown_names(caplog):
    s = Sound(enabled=True)
    try:
        for name in NAMES:
            s.play(name)
        with caplog.at_level(logging.WARNING, logger="hod_desktop.ui.sound"):
            s.play("no_such_sound")
            s.play("no_such_sound")
        if s.available:
            assert len([r for r in caplog.records if "no_such_sound" in r.getMessage()]) == 1
    finally:
        if pygame.mixer.get_init():
            pygame.mixer.quit()


@pytest.mark.parametrize("name", NAMES)
def test_sound_files_are_small_16bit_mono(name):
    p = asset_path("sounds", f"{name}.wav")
    assert p.stat().st_size < 40 * 1024
    with wave.open(str(p)) as w:
        assert (w.getnchannels(), w.getsampwidth(), w.getframerate()) == (1, 2, 22050)
        assert w.getnframes() > 200


def test_fonts_load_by_path_and_are_cached():
    pygame.font.init()
    f = fonts.font(20)
    assert isinstance(f, pygame.font.Font)
    assert fonts.font(20) is f
    assert fonts.font(20, bold=True) is not f
    assert fonts.font(30, display=True).render("10 Sota", True, (0, 0, 0)).get_width() > 30
    for name in (fonts.REGULAR, fonts.BOLD, fonts.DISPLAY):
        assert asset_path("fonts", name).is_file()
    assert asset_path("fonts", "LICENSE-DejaVu.txt").is_file()


def test_missing_font_raises_missing_asset(monkeypatch):
    monkeypatch.setattr(fonts, "REGULAR", "NoSuchFont.ttf")
    monkeypatch.setattr(fonts, "_cache", {})
    with pytest.raises(MissingAsset, match="NoSuchFont.ttf"):
        fonts.font(17)


def test_icon_files():
    png = asset_path("icon.png").read_bytes()
    assert png[:8] == b"\x89PNG\r\n\x1a\n"
    assert struct.unpack(">II", png[16:24]) == (256, 256)
    ico = asset_path("icon.ico").read_bytes()
    reserved, kind, count = struct.unpack("<HHH", ico[:6])
    assert (reserved, kind) == (0, 1) and count >= 4
    size, offset = struct.unpack("<II", ico[6 + 8:6 + 16])
    assert ico[offset:offset + 4] == b"\x89PNG"
    assert "<svg" in asset_path("icon.svg").read_text()


def _played_sound_names() -> dict[str, list[str]]:
    """Every sound name the code asks for: string literals in calls of `.sound(...)`,
    `sound.play(...)` and `play_sound(...)` (also inside `a if c else b`), by file."""
    import ast
    from pathlib import Path

    import hod_desktop

    found: dict[str, list[str]] = {}
    for path in Path(hod_desktop.__file__).parent.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call) or not node.args:
                continue
            f = node.func
            name = f.attr if isinstance(f, ast.Attribute) else getattr(f, "id", "")
            owner = f.value if isinstance(f, ast.Attribute) else None
            owner_name = getattr(owner, "attr", getattr(owner, "id", ""))
            if name == "sound" or name == "play_sound" or (name == "play" and owner_name == "sound"):
                for sub in ast.walk(node.args[0]):
                    if isinstance(sub, ast.Constant) and isinstance(sub.value, str):
                        found.setdefault(sub.value, []).append(f"{path.name}:{node.lineno}")
    return found


def test_every_sound_the_code_plays_exists():
    """Issue 8.11: a name with no sound file only fills the log with "missing asset"."""
    from hod_desktop.resources import asset_path
    from hod_desktop.ui.sound import NAMES

    played = _played_sound_names()
    assert {"deal", "flip", "click"} <= set(played), "the scan found the table sounds"
    for name, where in played.items():
        assert name in NAMES, f"sound {name!r} played at {where} is not one of {NAMES}"
        assert asset_path("sounds", f"{name}.wav").exists(), f"{name}.wav is missing"
