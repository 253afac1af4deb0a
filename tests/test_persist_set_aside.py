"""Issue 34, item 4: the two persistence holes. (a) The old single save is set aside when
it cannot be used, never deleted: the set-aside file holds its old text. (b) A save whose
replay raises an unexpected error is set aside with one sentence, and the other games'
saves still load."""
from __future__ import annotations

import pytest

from hod_desktop import persist
from hod_desktop.engine.core import Match
from hod_desktop.persist import files
from helpers import played


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("HOD_HOME", str(tmp_path))
    return tmp_path / "data"


def set_aside(folder, stem: str) -> list:
    return sorted(folder.glob(f"{stem}.broken-*.json"))


# ---------------------------------------------------------------- (a) the old single save
def test_an_old_save_older_than_its_game_s_save_is_set_aside_with_its_text(home):
    newer = played("chinchon", {"players": 2}, 2, 4)
    older = played("chinchon", {"players": 2}, 9, 2)
    persist.save_match(newer)
    old_text = older.to_json()
    persist.legacy_save_path().write_text(old_text, encoding="utf-8")
    matches, messages = persist.load_saved_matches()
    assert matches["chinchon"].to_json() == newer.to_json() and not messages
    assert not persist.legacy_save_path().exists()
    kept = set_aside(home, "autosave")
    assert len(kept) == 1 and kept[0].read_text(encoding="utf-8") == old_text


def test_a_damaged_old_save_is_set_aside_with_its_text_and_said(home):
    old_text = '{"version": 1, "game": "chinchon", "actions": [[0, "dr'
    persist.legacy_save_path().write_text(old_text, encoding="utf-8")
    matches, messages = persist.load_saved_matches()
    kept = set_aside(home, "autosave")
    assert matches == {} and len(messages) == 1 and str(kept[0]) in messages[0]
    assert kept[0].read_text(encoding="utf-8") == old_text


def test_an_old_save_that_cannot_be_moved_stays_where_it_was(home, monkeypatch):
    newer = played("cinco_vidas", {"players": 3}, 4, 3)
    persist.save_match(newer)
    old_text = played("cinco_vidas", {"players": 3}, 5, 2).to_json()
    persist.legacy_save_path().write_text(old_text, encoding="utf-8")

    def refused(src, dst):
        raise PermissionError(13, "Permission denied", str(src))
    monkeypatch.setattr(files.os, "replace", refused)
    matches, _ = persist.load_saved_matches()
    assert matches["cinco_vidas"].to_json() == newer.to_json()
    assert persist.legacy_save_path().read_text(encoding="utf-8") == old_text  # not deleted


# ---------------------------------------------------------------- (b) a replay that raises
def test_a_replay_that_raises_is_set_aside_said_and_the_others_still_load(home, monkeypatch):
    cv = played("cinco_vidas", {"players": 3}, 8, 5)
    ch = played("chinchon", {"players": 2}, 6, 3)
    persist.save_match(cv)
    persist.save_match(ch)
    ch_text = persist.save_path("chinchon").read_text(encoding="utf-8")
    real = Match.from_dict.__func__

    def replay(cls, data):
        if data.get("game") == "chinchon":
            raise ZeroDivisionError("an engine bug met on replay")
        return real(cls, data)
    monkeypatch.setattr(Match, "from_dict", classmethod(replay))
    matches, messages = persist.load_saved_matches("es", lambda g: {"chinchon": "Chinchón"}.get(g, g))
    assert list(matches) == ["cinco_vidas"] and matches["cinco_vidas"].to_json() == cv.to_json()
    kept = set_aside(home, "autosave-chinchon")
    assert len(kept) == 1 and kept[0].read_text(encoding="utf-8") == ch_text
    assert len(messages) == 1 and "Chinchón" in messages[0] and str(kept[0]) in messages[0]
    assert not persist.save_path("chinchon").exists()
