"""The shell, part 2: the saved match (a second copy runs without it, new game over a
saved one asks first), command-line choices, the menu footer, deal-code hints, the
results panel, the settings preview and the error screen's fallback."""
import pygame
from shell_helpers import (DummyTable, app, click, click_button, click_choice, dummy_tables,  # noqa: F401
                           find, finished_match, frames, press, top, type_text)

from hod_desktop.engine.core import Match
from hod_desktop.engine.deal_code import encode
from hod_desktop.ui.scene import Scene
from hod_desktop.ui.widgets.controls import Button, TextInput


# ---------------------------------------------------------------- QA round: shell fixes
def _saved_match(app, game="cinco_vidas"):
    m = Match(game, {"players": 4}, 5)
    while not m.moves_by(0):  # under way: the person has moved (bots' moves alone lose nothing)
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
    before = persist.save_path("cinco_vidas").read_bytes()
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
        assert persist.save_path("cinco_vidas").read_bytes() == before  # the other copy's game is safe
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
    # ... without --lang/--speed ("" = never chosen: the app still follows the system's language)
    assert saved["lang"] == "" and saved["anim_speed"] == 1.0
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
    from hod_desktop.ui.widgets.controls import Label

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
    from hod_desktop.ui.widgets.controls import Panel

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
    assert app.tr("results.winner_tag") == "Victoria"


def test_settings_preview_shows_a_spanish_card_too(app):
    from hod_desktop.scenes.settings import SettingsScene

    click_button(app, "Ajustes")
    frames(app, 3)
    assert isinstance(top(app), SettingsScene)
    assert top(app).preview_cards == 6  # back, three French faces, two Spanish faces


def test_error_screen_falls_back_when_the_ui_base_is_broken(app, monkeypatch):
    from hod_desktop.scenes import error
    from hod_desktop.ui.widgets.ui_scene import UIScene

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
