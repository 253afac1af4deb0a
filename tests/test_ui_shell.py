"""The shell, driven like a person would: synthetic clicks with positions, key presses,
text input. A dummy table stands in for the real ones so navigation is tested alone."""
import json
import os
import subprocess
import sys

import pygame
import pytest
from shell_helpers import (DummyTable, app, click, click_button, click_choice,  # noqa: F401
                           dummy_tables, find, finished_match, frames, press, top, type_text)

from hod_desktop import game_list
from hod_desktop.engine.core import Match
from hod_desktop.engine.deal_code import encode
from hod_desktop.ui.scene import Scene
from hod_desktop.ui.widgets.controls import Button, Choice, TextInput, Toggle


# ---------------------------------------------------------------- navigation
def test_first_frame_line_only_when_asked(tmp_path, monkeypatch, capsys):
    """Issue 8.10: a normal start prints nothing; the start-up benchmark asks for the line
    with HOD_PRINT_FIRST_FRAME=1."""
    monkeypatch.setenv("HOD_HOME", str(tmp_path))
    from hod_desktop.app import App

    a = App(size=(1280, 720))
    a.step()
    a.step()
    assert "first_frame" not in capsys.readouterr().out
    a.close()
    monkeypatch.setenv("HOD_PRINT_FIRST_FRAME", "1")
    a = App(size=(1280, 720))
    a.step()
    lines = [l for l in capsys.readouterr().out.splitlines() if "first_frame" in l]
    assert len(lines) == 1
    data = json.loads(lines[0])
    assert data["event"] == "first_frame" and isinstance(data["t"], float)
    a.step()
    assert "first_frame" not in capsys.readouterr().out
    a.close()


def test_menu_setup_start_opens_table(app, dummy_tables):
    from hod_desktop.scenes.menu import MenuScene
    from hod_desktop.scenes.setup import SetupScene

    assert isinstance(top(app), MenuScene)
    click_button(app, "Jugar")
    assert isinstance(top(app), SetupScene)
    click_choice(app, "opt:players", 3)
    click_choice(app, "opt:level", "dificil")
    click_button(app, "Empezar")
    assert isinstance(top(app), DummyTable)
    match = top(app).match
    assert match.game == "cinco_vidas"
    assert match.options["players"] == 3 and match.options["level"] == "dificil"
    assert top(app).human_seat == 0
    # remembered for next time, and saved
    assert app.settings["last_options"]["cinco_vidas"]["players"] == 3
    app.scenes.pop()
    frames(app)
    click_button(app, "Jugar")
    assert find(app, Choice, key_name="opt:players").value == 3


def test_two_starts_get_different_seeds(app, dummy_tables):
    seeds = set()
    for _ in range(2):
        click_button(app, "Jugar")
        click_button(app, "Empezar")
        seeds.add(top(app).match.seed)
        app.go_menu()
        frames(app)
    assert len(seeds) == 2


def test_wrong_deal_code_shows_error(app, dummy_tables):
    from hod_desktop.scenes.setup import SetupScene

    click_button(app, "Jugar")
    field = find(app, TextInput, key_name="code")
    click(app, field.rect.center)
    type_text(app, "zz99nonsense")
    press(app, pygame.K_RETURN)
    scene = top(app)
    assert isinstance(scene, SetupScene)
    assert scene.code_msg.startswith("Código no válido")
    assert "cuatro partes" in scene.code_msg  # the reason is in Spanish too
    assert find(app, TextInput, key_name="code").error
    # Start with the bad code still there: nothing opens, the message stays
    click_button(app, "Empezar")
    assert isinstance(top(app), SetupScene) and not DummyTable.opened
    frames(app, 5)


def test_good_deal_code_replays_same_deal(app, dummy_tables):
    code = encode("cinco_vidas", {"players": 5, "level": "facil"}, 123456789)
    click_button(app, "Jugar")
    field = find(app, TextInput, key_name="code")
    click(app, field.rect.center)
    type_text(app, code.lower())
    click_button(app, "Usar")
    scene = top(app)
    assert scene.code_ok and scene.code_seed == 123456789
    assert find(app, Choice, key_name="opt:players").value == 5
    click_button(app, "Empezar")
    m = top(app).match
    assert (m.seed, m.options["players"], m.options["level"]) == (123456789, 5, "facil")


def test_language_switch_changes_menu(app):
    from hod_desktop.scenes.settings import SettingsScene

    click_button(app, "Ajustes")
    assert isinstance(top(app), SettingsScene)
    click_choice(app, "lang", "en")
    assert app.settings["lang"] == "en"
    find(app, Button, label="Done")  # the settings page itself is in English at once
    press(app, pygame.K_ESCAPE)
    labels = {w.label for w in top(app).ui.widgets if isinstance(w, Button)}
    assert {"Play", "Rules", "Settings", "Quit"} <= labels
    # saved: a new App reads it back
    from hod_desktop import persist

    assert persist.load_settings()[0]["lang"] == "en"


def test_settings_toggles_and_speed(app):
    from hod_desktop.ui.draw import tween

    click_button(app, "Ajustes")
    click_choice(app, "speed", "max")
    assert app.settings["anim_speed"] == "max" and tween.get_speed() == float("inf")
    click_choice(app, "speed", "normal")
    assert app.settings["anim_speed"] == 1.0
    t = find(app, Toggle, key_name="settings.four_color")
    click(app, t.rect.center)
    assert app.settings["four_color"] is True
    t = find(app, Toggle, key_name="settings.sound")
    click(app, t.rect.center)
    assert app.settings["sound"] is False


def test_rules_scroll_and_back(app):
    from hod_desktop.scenes.menu import MenuScene
    from hod_desktop.scenes.rules import RulesScene

    click_button(app, "Reglas")
    scene = top(app)
    assert isinstance(scene, RulesScene) and scene.max_scroll > 0
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-3, flipped=False))
    frames(app, 30)
    assert scene.scroll > 0
    press(app, pygame.K_END)
    frames(app, 60)
    assert scene.scroll == pytest.approx(scene.max_scroll)
    press(app, pygame.K_ESCAPE)
    assert isinstance(top(app), MenuScene)


def test_rules_tabs_and_title_never_overlap(app):
    """The games' tabs have a row of their own: the longest name ("Cinco Vidas, Spanish
    deck") is not drawn under the tabs, and every tab's label fits its segment unshrunk."""
    from hod_desktop.scenes import rules
    from hod_desktop.ui.draw.text_render import font
    from hod_desktop.ui.widgets.controls import Label

    for lang in ("es", "en"):
        app.settings["lang"] = lang
        for game in game_list.available_names():
            scene = rules.RulesScene(app, game)
            scene.build()
            tabs = next(w for w in scene.ui.widgets if getattr(w, "key_name", None) == "games")
            labels = [w for w in scene.ui.widgets if isinstance(w, Label) and w.s]
            assert labels and not any(tabs.rect.colliderect(w.rect) for w in labels), (lang, game)
            for (_g, text), seg in zip(tabs.options, tabs._segments()):
                assert font(tabs.font_size, True).size(text)[0] <= seg.w - 6, (lang, text)
            assert tabs.rect.bottom <= scene.view.y  # and the page starts under both


def test_rules_lists_only_games_with_tables(app, monkeypatch):
    from hod_desktop.scenes import rules

    monkeypatch.setattr(game_list, "GAMES", (game_list.entry("cinco_vidas"),))
    scene = rules.RulesScene(app)
    assert scene.games == ["cinco_vidas"]


def test_results_buttons(app, dummy_tables):
    from hod_desktop.scenes.results import ResultsScene

    m = finished_match()
    app.scenes.push(ResultsScene(app, m))
    frames(app)
    assert len(top(app).rows) == 3
    click_button(app, "Repetir reparto")
    assert isinstance(top(app), DummyTable) and top(app).match.seed == 99
    app.scenes.push(ResultsScene(app, m))
    frames(app)
    click_button(app, "Jugar otra vez")
    again = top(app).match
    assert again.options == m.options and again.seed != 99
    app.scenes.push(ResultsScene(app, m))
    frames(app)
    click_button(app, "Menú")
    from hod_desktop.scenes.menu import MenuScene

    assert isinstance(top(app), MenuScene) and len(app.scenes.stack) == 1


def test_continue_button_when_saved(app, dummy_tables):
    m = Match("cinco_vidas", {"players": 4}, 5)
    p = m.to_act()[0]
    m.apply(p, m.legal_actions(p)[0])
    app.autosave(m)
    app.flush_saves()  # the write runs on the background saver
    app._load_saved_match()
    frames(app)
    click_button(app, "Continuar partida")
    assert isinstance(top(app), DummyTable)
    assert top(app).match.actions == m.actions


def test_resize_and_notify(app):
    app.notify("Hola")
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(1920, 1080), w=1920, h=1080))
    frames(app, 2)
    assert app.screen.get_size() == (1920, 1080)
    assert app.toasts.items
    click_button(app, "Jugar")
    frames(app, 2)


def test_crash_reaches_hook(app):
    seen = []

    class Boom(Scene):
        def update(self, dt):
            raise RuntimeError("boom")

    app.on_crash = seen.append
    app.scenes.push(Boom(app))
    frames(app, 2)
    assert seen and isinstance(seen[0], RuntimeError)


def test_real_table_opens_if_present(app):
    for e in game_list.available():
        assert app.open_table(Match(e.name, {}, 3))
        frames(app, 10)
        assert type(top(app)).__name__ == e.table.split(":")[1]
        app.go_menu()
        frames(app, 2)


# ---------------------------------------------------------------- command line
def _run(*args):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               PYGAME_HIDE_SUPPORT_PROMPT="1")
    return subprocess.run([sys.executable, "-m", "hod_desktop", *args], capture_output=True,
                          text=True, timeout=60, env=env)


@pytest.mark.parametrize("args,word", [
    (["--size", "big"], "size"),
    (["--size", "10x10"], "size"),
    (["--size", "640x400"], "800x480"),  # smaller than the window can be: it opened 800x480
    (["--deal", "XX-1-ABC"], "deal"),
    (["--lang", "fr"], "lang"),
    (["--speed", "warp"], "speed"),
    (["--bogus"], "bogus"),
])
def test_bad_flags_exit_2(args, word):
    r = _run(*args)
    assert r.returncode == 2
    assert "Traceback" not in r.stderr
    lines = [l for l in r.stderr.splitlines() if l.strip()]
    assert len(lines) == 1 and word in lines[0]


def test_the_size_flag_knows_the_windows_smallest_size():
    from hod_desktop.__main__ import MIN_SIZE, _size
    from hod_desktop.app_window import MIN_SIZE as WINDOW_MIN

    assert MIN_SIZE == WINDOW_MIN and _size("800x480") == (800, 480)


def test_version():
    r = _run("--version")
    assert r.returncode == 0 and "House Of Decks" in r.stdout
