"""The window's size is kept between runs (only full screen was): sized by the person, it
opens at that size next time; `--size` wins for its run and is not kept unless the person
then sizes the window. The settings file lives under HOD_HOME (a temp folder here)."""
import json

import pygame


def new_app(size=None):
    from hod_desktop.app import App

    app = App(size=size, fullscreen=False)
    app.step()
    return app


def resize(app, size):
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
    app.step()


def saved(tmp_path):
    from hod_desktop.persist import settings_path

    return json.loads(settings_path().read_text(encoding="utf-8")).get("window_size")


def test_the_window_opens_at_the_size_it_was_left(tmp_path, monkeypatch):
    monkeypatch.setenv("HOD_HOME", str(tmp_path))
    app = new_app()
    assert app.screen.get_size() == (1280, 720)
    resize(app, (1000, 600))
    app.close()
    assert saved(tmp_path) == [1000, 600]
    app = new_app()
    assert app.screen.get_size() == (1000, 600)
    app.close()


def test_size_flag_wins_for_its_run_only(tmp_path, monkeypatch):
    monkeypatch.setenv("HOD_HOME", str(tmp_path))
    app = new_app()
    resize(app, (1000, 600))
    app.close()
    app = new_app((900, 560))  # --size 900x560
    assert app.screen.get_size() == (900, 560)
    app.close()
    assert saved(tmp_path) == [1000, 600]
    app = new_app()
    assert app.screen.get_size() == (1000, 600)
    resize(app, (960, 540))  # sized by the person: kept
    app.close()
    app = new_app((900, 560))
    resize(app, (1100, 620))  # sized during a --size run: the person's choice, kept
    app.close()
    assert saved(tmp_path) == [1100, 620]


def test_a_bad_saved_size_is_ignored(tmp_path, monkeypatch):
    monkeypatch.setenv("HOD_HOME", str(tmp_path))
    from hod_desktop import persist

    for bad in ([0, 600], "1000x600", [1000], [True, 600], [100000, 600]):
        persist.save_settings({**persist.DEFAULT_SETTINGS, "window_size": bad})
        app = new_app()
        assert app.screen.get_size() == (1280, 720), bad
        app.close()
    persist.save_settings({**persist.DEFAULT_SETTINGS, "window_size": [640, 400]})
    app = new_app()  # below the smallest window: the smallest
    assert app.screen.get_size() == (800, 480)
    app.close()
