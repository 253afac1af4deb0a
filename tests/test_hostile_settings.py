"""Issue 34, item 6: a settings file a new user (or another tool) left in a shape the app
cannot use. Every field is checked on load; a bad one is dropped with one sentence and
«Jugar» opens the setup screen as usual."""
from __future__ import annotations

import json

import pytest
from ui_helpers import step, top

from hod_desktop import persist
from hod_desktop.engine.core import get_rules


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("HOD_HOME", str(tmp_path))
    return tmp_path


def write_settings(data: dict) -> None:
    persist.settings_path().write_text(json.dumps(data), encoding="utf-8")


@pytest.mark.parametrize("bad", ["ab", ["players", 4], 7, {"players": [1, 2]},
                                 {"players": float("nan")}, {"Not A Name": 1}])
def test_one_game_s_bad_options_are_dropped_with_one_sentence(home, bad):
    write_settings({"version": 1, "lang": "en",
                    "last_options": {"chinchon": bad, "cinco_vidas": {"players": 5}}})
    settings, msg = persist.load_settings("en")
    assert settings["last_options"] == {"cinco_vidas": {"players": 5}}
    assert settings["lang"] == "en"
    assert msg and "last_options.chinchon" in msg and msg.endswith(".")


@pytest.mark.parametrize("name,value", [("last_options", "ab"), ("last_game", ["chinchon"]),
                                        ("last_game", "../x"), ("four_color", "yes"),
                                        ("lang", "es; rm -rf"), ("lang", "e"),
                                        ("card_back", "../../etc/passwd")])
def test_a_bad_field_is_dropped_and_named(home, name, value):
    write_settings({"version": 1, name: value})
    settings, msg = persist.load_settings()
    assert settings.get(name) == persist.DEFAULT_SETTINGS.get(name)
    assert msg and name in msg


def test_a_language_never_chosen_loads_without_a_word(home):
    """"" is what the app saves until the person picks a language (it follows the system's)."""
    write_settings({"version": 1, "lang": ""})
    assert persist.load_settings() == (persist.load_settings()[0], None)
    assert persist.load_settings()[0]["lang"] == ""


def test_play_opens_the_setup_screen_with_the_bad_options_dropped(home):
    from hod_desktop.app import App
    from hod_desktop.scenes.setup import SetupScene

    write_settings({"version": 1, "lang": "es", "anim_speed": "max", "sound": False,
                    "last_options": {"chinchon": "ab"}, "last_game": "chinchon"})
    app = App(size=(1280, 720))
    try:
        step(app, 2)
        assert any("last_options.chinchon" in m for m, _ in app.notices.items)
        for _ in range(2):  # «Jugar», twice: it opens every time
            app.scenes.push(SetupScene(app))
            step(app, 2)
            assert isinstance(top(app), SetupScene) and top(app).game == "chinchon"
            app.scenes.pop()
            step(app)
    finally:
        app.close()


def test_the_setup_screen_survives_bad_options_handed_to_it(home):
    """A table's settings may come from elsewhere than the file (a test, a tool)."""
    from hod_desktop.app import App
    from hod_desktop.scenes.setup import SetupScene

    app = App(size=(1280, 720), settings={"lang": "es", "anim_speed": "max", "sound": False,
                                          "last_options": {"chinchon": "ab"}})
    try:
        scene = SetupScene(app)
        assert "chinchon" in scene.games
        assert scene.options["chinchon"] == get_rules("chinchon").normalize_options({})
    finally:
        app.close()
