"""Started with a deal code while that game has a saved match, the menu behind the question
«Tienes una partida guardada… ¿Empezar una nueva?» showed no «Continuar» buttons, and they
appeared only after «Cancelar» (tw0, tw1; 1280x720 es, real window, `--deal CE-…`): the saves
are read after the first frame and the menu, under the question, got no update to rebuild."""
from ui_helpers import step

from hod_desktop import persist
from hod_desktop.engine.core import Match
from hod_desktop.engine.deal_code import decode, encode


def test_the_menu_under_the_question_shows_its_continue_buttons(tmp_path, monkeypatch):
    monkeypatch.setenv("HOD_HOME", str(tmp_path))
    saved = Match("bandas", {"players": 3, "level": "facil"}, 11)
    saved.apply(0, "alloc 9,0,0,0,0")
    persist.save_match(saved)
    from hod_desktop.app import App

    code = encode("bandas", {"players": 3, "level": "facil"}, 12)
    a = App(size=(1280, 720), lang="es", deal=decode(code))
    try:
        step(a, 4)
        top, menu = a.scenes.stack[-1], a.scenes.stack[0]
        assert type(top).__name__ == "ConfirmScene"  # the question is up
        assert type(menu).__name__ == "MenuScene"
        continues = [w for w in menu.ui.widgets if getattr(w, "key_name", "") == "menu.continue"]
        assert [w.game for w in continues] == ["bandas"]
    finally:
        a.close()
