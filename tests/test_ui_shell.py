"""The shell, driven like a person would: synthetic clicks with positions, key presses,
text input. A dummy table stands in for the real ones so navigation is tested alone."""
import dataclasses
import importlib.machinery
import json
import os
import subprocess
import sys
import types

import pygame
import pytest

from hod_desktop.engine.core import Match
from hod_desktop.engine.deal_code import encode
from hod_desktop import game_list
from hod_desktop.ui.scene import Scene
from hod_desktop.ui.widgets import Button, Choice, TextInput, Toggle


class DummyTable(Scene):
    opened: list = []

    def __init__(self, app, match, human_seat=0):
        super().__init__(app)
        self.match, self.human_seat = match, human_seat
        DummyTable.opened.append(self)

    def draw(self, surface):
        surface.fill((0, 40, 0))


@pytest.fixture
def dummy_tables(monkeypatch):
    mod = types.ModuleType("hod_test_dummy_table")
    mod.__spec__ = importlib.machinery.ModuleSpec("hod_test_dummy_table", None)
    mod.DummyTable = DummyTable
    monkeypatch.setitem(sys.modules, "hod_test_dummy_table", mod)
    monkeypatch.setattr(game_list, "GAMES", tuple(
        dataclasses.replace(e, table="hod_test_dummy_table:DummyTable") if e.name == "cinco_vidas"
        else e for e in game_list.GAMES))
    DummyTable.opened = []
    return DummyTable


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("HOD_HOME", str(tmp_path))
    from hod_desktop.app import App

    a = App(size=(1280, 720), lang="es")
    a.step()
    yield a
    a.close()


def frames(app, n=3):
    for _ in range(n):
        app.step()


def top(app):
    return app.scenes.top


def find(app, cls=Button, **attrs):
    for w in top(app).ui.widgets:
        if isinstance(w, cls) and all(getattr(w, k, None) == v for k, v in attrs.items()):
            return w
    labels = [getattr(w, "label", getattr(w, "key_name", None)) for w in top(app).ui.widgets]
    raise AssertionError(f"no {cls.__name__} with {attrs} in {type(top(app)).__name__}: {labels}")


def click(app, pos):
    pos = (int(pos[0]), int(pos[1]))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    frames(app, 2)


def click_button(app, label):
    click(app, find(app, Button, label=label).rect.center)


def click_choice(app, key_name, value):
    c = find(app, Choice, key_name=key_name)
    i = [v for v, _ in c.options].index(value)
    click(app, c._segments()[i].center)


def type_text(app, s):
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=s))
    frames(app, 1)


def press(app, k, mod=0):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=""))
    frames(app, 1)


# ---------------------------------------------------------------- navigation
def test_first_frame_line(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("HOD_HOME", str(tmp_path))
    from hod_desktop.app import App

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
    assert "tres partes" in scene.code_msg  # the reason is in Spanish too
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
    from hod_desktop.ui import tween

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


def test_rules_lists_only_games_with_tables(app, monkeypatch):
    from hod_desktop.scenes import rules

    monkeypatch.setattr(game_list, "GAMES", (game_list.entry("cinco_vidas"),))
    scene = rules.RulesScene(app)
    assert scene.games == ["cinco_vidas"]


def finished_match() -> Match:
    """A 3-player Cinco Vidas match played to its end by random legal moves."""
    import random

    m = Match("cinco_vidas", {"players": 3}, 99)
    rng = random.Random(5)
    while not m.is_terminal():
        p = m.to_act()[0]
        m.apply(p, rng.choice(m.legal_actions(p)))
    return m


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


def test_version():
    r = _run("--version")
    assert r.returncode == 0 and "House Of Decks" in r.stdout


# ---------------------------------------------------------------- QA round: shell fixes
def _saved_match(app, game="cinco_vidas"):
    m = Match(game, {"players": 4}, 5)
    p = m.to_act()[0]
    m.apply(p, m.legal_actions(p)[0])
    app.autosave(m)
    app.flush_saves()
    app._load_saved_match()
    frames(app)
    return m


def test_second_copy_runs_without_autosave_and_says_so(tmp_path, monkeypatch):
    """Two copies on one data folder: the second (lock held elsewhere) neither offers
    Continuar nor writes the autosave, and says why in the person's language."""
    from test_persist import hold_lock_in_child

    from hod_desktop import persist
    from hod_desktop.app import App

    monkeypatch.setenv("HOD_HOME", str(tmp_path))
    saved = Match("cinco_vidas", {"players": 3}, 8)
    persist.save_match(saved)
    before = persist.save_path().read_bytes()
    proc, line = hold_lock_in_child(tmp_path)
    try:
        assert line == "locked"
        a = App(size=(1280, 720), lang="es")
        a.step()
        frames(a)
        assert a.read_only and a.saved_match is None
        labels = {w.label for w in top(a).ui.widgets if isinstance(w, Button)}
        assert "Continuar partida" not in labels
        assert any("House Of Decks ya está abierto" in item[0] for item in a.toasts.items)
        assert "Sin autoguardado" in top(a).footer_text()
        other = Match("cinco_vidas", {"players": 4}, 9)
        a.autosave(other)
        a.flush_saves()
        assert persist.save_path().read_bytes() == before  # the other copy's game is safe
        a.close()
    finally:
        proc.kill()
        proc.wait(10)
        proc.stdout.close()
    b = App(size=(1280, 720), lang="es")  # the holder is gone: a normal start again
    b.step()
    assert not b.read_only and b.saved_match is not None
    b.close()


def test_new_game_over_a_saved_one_asks_first(app, dummy_tables):
    from hod_desktop.scenes.confirm import ConfirmScene
    from hod_desktop.scenes.setup import SetupScene

    saved = _saved_match(app)
    click_button(app, "Jugar")
    click_button(app, "Empezar")
    assert isinstance(top(app), ConfirmScene) and not DummyTable.opened
    assert "partida guardada de Cinco Vidas" in top(app).question
    click_button(app, "Cancelar")
    assert isinstance(top(app), SetupScene) and not DummyTable.opened
    assert app.saved_match.actions == saved.actions
    click_button(app, "Empezar")
    click_button(app, "Empezar nueva")
    assert isinstance(top(app), DummyTable)
    assert [type(s).__name__ for s in app.scenes.stack] == ["MenuScene", "DummyTable"]


def test_new_game_without_a_save_does_not_ask(app, dummy_tables):
    click_button(app, "Jugar")
    click_button(app, "Empezar")
    assert isinstance(top(app), DummyTable)


def test_results_play_again_asks_when_a_save_exists(app, dummy_tables):
    from hod_desktop.scenes.confirm import ConfirmScene
    from hod_desktop.scenes.results import ResultsScene

    _saved_match(app)
    app.set_language("en")
    m = finished_match()
    app.scenes.push(ResultsScene(app, m))
    frames(app)
    click_button(app, "Replay this deal")
    assert isinstance(top(app), ConfirmScene)
    assert "saved game of Cinco Vidas" in top(app).question
    press(app, pygame.K_ESCAPE)
    assert isinstance(top(app), ResultsScene)
    click_button(app, "Replay this deal")
    click_button(app, "Start new")
    frames(app)
    assert isinstance(top(app), DummyTable) and top(app).match.seed == 99


def test_command_line_choices_are_not_saved(tmp_path, monkeypatch):
    from hod_desktop import persist
    from hod_desktop.app import App

    monkeypatch.setenv("HOD_HOME", str(tmp_path))
    a = App(size=(1280, 720), lang="en", speed="fast", fullscreen=False)
    a.step()
    assert a.settings["lang"] == "en" and a.settings["anim_speed"] == 2.0
    a.set_sound(False)  # any save writes the file ...
    saved = persist.load_settings()[0]
    assert saved["lang"] == "es" and saved["anim_speed"] == 1.0  # ... without --lang/--speed
    assert saved["sound"] is False
    a.set_language("en")  # chosen in the app: kept from now on
    assert persist.load_settings()[0]["lang"] == "en"
    assert persist.load_settings()[0]["anim_speed"] == 1.0
    a.close()


def test_menu_footer_names_only_keys_that_work(app):
    from hod_desktop.scenes.menu import MenuScene

    assert isinstance(top(app), MenuScene)
    assert "Esc" not in top(app).footer_text() and "F11" in top(app).footer_text()
    press(app, pygame.K_ESCAPE)
    assert isinstance(top(app), MenuScene)
    app.set_language("en")
    assert "Esc" not in top(app).footer_text()


def test_changing_options_after_a_code_says_it_no_longer_applies(app, dummy_tables):
    from hod_desktop.ui.widgets import Label

    code = encode("cinco_vidas", {"players": 5, "level": "facil"}, 123456789)
    click_button(app, "Jugar")
    field = find(app, TextInput, key_name="code")
    click(app, field.rect.center)
    type_text(app, code)
    click_button(app, "Usar")
    assert top(app).code_seed == 123456789
    click_choice(app, "opt:players", 3)
    scene = top(app)
    assert scene.code_seed is None and scene.code == ""
    note = find(app, Label, key_name="code_note")
    assert note.s == "El código ya no vale: has cambiado las opciones."
    click_button(app, "Empezar")  # a new random deal with the new options
    assert top(app).match.options["players"] == 3 and top(app).match.seed != 123456789


def test_code_hint_is_an_example_of_the_selected_game(app, monkeypatch):
    from hod_desktop.engine.core import get_rules
    from hod_desktop.engine.deal_code import decode
    from hod_desktop.scenes import setup

    click_button(app, "Jugar")
    for game in ("cinco_vidas", "chinchon"):
        top(app).select_game(game)
        frames(app)
        hint = find(app, TextInput, key_name="code").placeholder
        example = hint.split()[-1]
        assert example.startswith(get_rules(game).code + "-"), hint
        assert decode(example)[0] == game


def test_results_panel_is_opaque_and_winner_is_labelled(app, dummy_tables):
    from hod_desktop.scenes.results import ResultsScene
    from hod_desktop.ui.widgets import Panel

    m = finished_match()
    app.scenes.push(ResultsScene(app, m))
    frames(app, 30)
    panel = find(app, Panel)
    assert panel.alpha == 255
    # what is under the panel does not show through: paint the screen red first
    app.screen.fill((255, 0, 0))
    top(app).draw(app.screen)
    r = panel.rect.inflate(-40, -40)
    for x in range(r.left, r.right, 37):
        for y in range(r.top, r.bottom, 29):
            c = app.screen.get_at((x, y))
            assert not (c.r > 120 and c.g < 60), (x, y, c)
    assert app.tr("results.winner_tag") == "Ganador"


def test_settings_preview_shows_a_spanish_card_too(app):
    from hod_desktop.scenes.settings import SettingsScene

    click_button(app, "Ajustes")
    frames(app, 3)
    assert isinstance(top(app), SettingsScene)
    assert top(app).preview_cards == 6  # back, three French faces, two Spanish faces


def test_error_screen_falls_back_when_the_ui_base_is_broken(app, monkeypatch):
    from hod_desktop.scenes import error
    from hod_desktop.ui.ui_scene import UIScene

    monkeypatch.delenv("HOD_RAISE_ERRORS", raising=False)
    monkeypatch.setattr(error, "_recent", [])

    def broken(self, *a, **k):
        raise RuntimeError("UIScene is broken")

    monkeypatch.setattr(UIScene, "build", broken)
    monkeypatch.setattr(UIScene, "rebuild", broken)
    monkeypatch.setattr(UIScene, "draw", broken)

    class Boom(Scene):
        def update(self, dt):
            raise ValueError("table bug")

    app.scenes.push(Boom(app))
    frames(app, 3)
    scene = top(app)
    assert isinstance(scene, error.ErrorScene) and scene.fallback
    assert isinstance(scene.exc, ValueError)
    texts = [t for t, _, _ in scene.fallback_lines()]
    assert scene.log_file in texts and "Algo ha fallado" in texts
    # something was drawn (not just the felt colour of an empty frame)
    colours = {tuple(app.screen.get_at((x, y)))[:3] for x in range(0, 1280, 16)
               for y in range(0, 720, 16)}
    assert len(colours) > 3
    app.running = True
    press(app, pygame.K_ESCAPE)
    assert not app.running
