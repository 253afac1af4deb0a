"""Issue 8.6 and 8.7: what the person is told about their data. A folder that cannot be
written is said once, at start, in the person's language, in a notice that stays until
dismissed (details in the log, no tracebacks on stderr); a damaged file set aside is
said the same way and names where the old file was kept."""
from __future__ import annotations

import pygame
import pytest

from hod_desktop import persist
from hod_desktop.engine.core import Match


def frames(app, n):
    for _ in range(n):
        app.step(1 / 60)


def click(app, pos):
    pos = (int(pos[0]), int(pos[1]))
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        app.step(1 / 60, [pygame.event.Event(kind, pos=pos, button=1)])


@pytest.fixture
def unwritable(monkeypatch, tmp_path):
    """A data folder where nothing can be written (read-only or full disk)."""
    monkeypatch.setenv("HOD_HOME", str(tmp_path))

    def refuse(*a, **k):
        raise OSError(30, "Read-only file system")

    monkeypatch.setattr(persist, "folder_is_writable", lambda folder: False)
    for module in (persist.files, persist.saves, persist.settings, persist.stats):
        monkeypatch.setattr(module, "write_atomic", refuse)


@pytest.mark.parametrize("lang,words", [("es", "No se puede escribir"),
                                        ("en", "cannot be written")])
def test_read_only_data_folder_is_said_once_and_stays(unwritable, capfd, lang, words):
    from hod_desktop.app import App

    app = App(size=(1280, 720), settings={"lang": lang, "sound": False, "anim_speed": "max"})
    try:
        frames(app, 3)
        assert [m for m, _ in app.notices.items] == [app.notices.items[0][0]]
        assert words in app.notices.items[0][0]
        frames(app, 600)  # ten seconds later it is still there
        assert len(app.notices.items) == 1
        # playing on: every save fails, and nothing more is said
        assert app.open_table(Match("chinchon", {"players": 2}, 3), 0)
        frames(app, 200)
        app.autosave(app.scenes.top.match)
        app.flush_saves()
        app.autosave(app.scenes.top.match)
        frames(app, 5)
        assert len(app.notices.items) == 1
        click(app, app.notices.button.center)
        assert not app.notices.items
    finally:
        app.close()
    err = capfd.readouterr().err
    assert "Traceback" not in err and "Logging error" not in err


@pytest.mark.parametrize("which", ["settings", "stats", "save"])
def test_a_damaged_file_warning_stays_and_names_where_the_old_file_went(tmp_path, monkeypatch,
                                                                       which):
    from hod_desktop.app import App

    monkeypatch.setenv("HOD_HOME", str(tmp_path))
    persist.save_settings({**persist.DEFAULT_SETTINGS})
    persist.save_match(Match("cinco_vidas", {"players": 3}, 2))
    persist.record_result(Match("cinco_vidas", {"players": 3}, 2), None)
    path = {"settings": persist.settings_path(), "stats": persist.stats_path(),
            "save": persist.save_path("cinco_vidas")}[which]
    path.write_text('{"version": 1, "tru', encoding="utf-8")
    app = App(size=(1280, 720))
    try:
        frames(app, 3)
        if which == "stats":  # statistics are read when their screen opens
            from hod_desktop.scenes.stats import StatsScene

            app.scenes.push(StatsScene(app))
            frames(app, 3)
        messages = [m for m, _ in app.notices.items]
        aside = sorted(path.parent.glob(path.stem + ".broken-*.json"))
        assert len(messages) == 1 and aside and str(aside[0]) in messages[0], messages
        frames(app, 600)  # ten seconds: it stays
        assert [m for m, _ in app.notices.items] == messages
        click(app, app.notices.button.center)
        assert not app.notices.items
    finally:
        app.close()


def test_each_damaged_save_names_its_game(tmp_path, monkeypatch):
    """Four damaged saves gave four notices that each said only «La partida guardada
    estaba dañada» (cor2): the person could not tell which game was lost but by the path."""
    from hod_desktop.app import App

    monkeypatch.setenv("HOD_HOME", str(tmp_path))
    persist.save_settings({**persist.DEFAULT_SETTINGS})
    for game in ("chinchon", "bandas"):
        persist.save_match(Match(game, {"players": 3}, 2))
        persist.save_path(game).write_text("garbage{{", encoding="utf-8")
    app = App(size=(1280, 720))
    try:
        frames(app, 3)
        messages = sorted(m for m, _ in app.notices.items)
        assert len(messages) == 2, messages
        assert messages[0].startswith("La partida guardada de Bandas estaba dañada"), messages
        assert messages[1].startswith("La partida guardada de Chinchón estaba dañada"), messages
    finally:
        app.close()
