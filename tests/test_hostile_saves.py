"""Issue 34, item 6: save files a new user's disk may hold (one test per case): a save far
too large, a folder where a save belongs, a broken save in a folder that refuses the
rename. Each gets one sentence that says what happened; the other games still load."""
from __future__ import annotations

import errno

import pytest

from hod_desktop import persist
from hod_desktop.engine.core import Match
from hod_desktop.persist import files, saves
from helpers import played


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("HOD_HOME", str(tmp_path))
    return tmp_path / "data"


def title(game: str) -> str:
    return {"chinchon": "Chinchón", "cinco_vidas": "Cinco Vidas"}[game]


def test_a_save_over_the_limit_is_set_aside_with_one_sentence(home):
    """A valid save padded past the limit (50 MB loaded and rewrote 50 MB a move)."""
    cv = played("cinco_vidas", {"players": 3}, 8, 5)
    persist.save_match(cv)
    text = played("chinchon", {"players": 2}, 6, 3).to_json()
    big = text[:-1] + " " * (saves.MAX_SAVE_BYTES + 1 - len(text)) + "}"
    persist.save_path("chinchon").write_text(big, encoding="utf-8")
    assert Match.from_json(big).game == "chinchon"  # valid: only its size is wrong
    matches, messages = persist.load_saved_matches("es", title)
    assert list(matches) == ["cinco_vidas"]
    aside = sorted(home.glob("autosave-chinchon.broken-*.json"))
    assert len(aside) == 1 and aside[0].stat().st_size == len(big)
    assert messages == [messages[0]] and "Chinchón" in messages[0] and "4 MB" in messages[0]
    assert str(aside[0]) in messages[0]


def test_a_save_just_under_the_limit_still_loads(home):
    text = played("chinchon", {"players": 2}, 6, 3).to_json()
    padded = text[:-1] + " " * (saves.MAX_SAVE_BYTES - len(text)) + "}"
    persist.save_path("chinchon").write_text(padded, encoding="utf-8")
    matches, messages = persist.load_saved_matches("es", title)
    assert list(matches) == ["chinchon"] and not messages


def test_a_folder_where_a_save_belongs_is_said_and_set_aside(home):
    persist.save_match(played("cinco_vidas", {"players": 3}, 8, 5))
    folder = persist.save_path("chinchon")
    folder.mkdir()
    (folder / "mine.txt").write_text("the person's own file", encoding="utf-8")
    matches, messages = persist.load_saved_matches("en", title)
    assert list(matches) == ["cinco_vidas"]
    aside = sorted(home.glob("autosave-chinchon.broken-*.json"))
    assert len(messages) == 1 and "folder" in messages[0] and str(aside[0]) in messages[0]
    assert (aside[0] / "mine.txt").read_text(encoding="utf-8") == "the person's own file"
    assert persist.save_match(played("chinchon", {"players": 2}, 6, 3))  # the place is free


def test_a_broken_save_that_cannot_be_moved_is_said_as_it_is(home, monkeypatch):
    """A read-only folder: the rename fails. The sentence said «guardado como —»."""
    persist.save_match(played("cinco_vidas", {"players": 3}, 8, 5))
    broken = '{"version": 1, "game": "chinchon", "act'
    persist.save_path("chinchon").write_text(broken, encoding="utf-8")

    def read_only(src, dst):
        raise OSError(errno.EROFS, "Read-only file system", str(src))
    monkeypatch.setattr(files.os, "replace", read_only)
    matches, messages = persist.load_saved_matches("es", title)
    assert list(matches) == ["cinco_vidas"] and len(messages) == 1
    assert "—" not in messages[0] and "no se ha podido apartar" in messages[0]
    assert str(persist.save_path("chinchon")) in messages[0]
    assert persist.save_path("chinchon").read_text(encoding="utf-8") == broken
