"""The menu with a match saved in every game: the «Continuar» buttons get thin, so their
type shrinks and the second line («4 jugadores · 6 jugadas») is left out when it cannot
fit; at 900x560 with five saves it ran out under each button, over the next one."""
import pygame
import pytest
from ui_helpers import running_app, step, top

from hod_desktop import game_list
from hod_desktop.engine.core import Match, get_rules
from hod_desktop.ui.draw.text_render import text
from hod_desktop.ui.widgets.controls import Button

# every game of the list, each at its largest table (the longest «N jugadores» line)
GAMES = {g: max(next(s for s in get_rules(g).options if s.name == "players").choices)
         for g in game_list.available_names()}


def under_way(game: str, options: dict, seed: int = 1) -> Match:
    """A match the person has made a move in (an untouched deal says «sin empezar»)."""
    m = Match(game, options, seed)
    while not m.moves_by(0):
        p = m.to_act()[0]
        m.apply(p, m.legal_actions(p)[0])
    return m


@pytest.mark.parametrize("size,saved", [((900, 560), len(GAMES)), ((1280, 720), len(GAMES)),
                                        ((900, 560), 1), ((1280, 720), 2)])
def test_every_menu_button_holds_its_words(tmp_path, monkeypatch, size, saved):
    gen = running_app(tmp_path, monkeypatch, size)
    app = next(gen)
    try:
        for game, n in list(GAMES.items())[:saved]:
            app.saved_matches[game] = Match(game, {"players": n}, 1)
        step(app, 3)
        menu = top(app)
        buttons = [w for w in menu.ui.widgets if isinstance(w, Button)]
        assert sum(getattr(b, "key_name", "") == "menu.continue" for b in buttons) == saved
        for b in buttons:
            h = text(b.label, b.font_size, (255, 255, 255), True).get_height()
            if b.sublabel:
                h += text(b.sublabel, max(10, b.font_size * 0.56), (255, 255, 255)).get_height()
            assert h <= b.rect.h + 2, (b.label, b.sublabel, h, b.rect.h)
        if saved == 1:
            assert any(b.sublabel for b in buttons)  # room enough: the line stays
    finally:
        next(gen, None)


@pytest.mark.parametrize("size", [(900, 560), (1280, 720)])
def test_one_saved_variant_names_its_mode_on_one_line(tmp_path, monkeypatch, size):
    """«Continuar partida» with one match saved says which variant it is («A ciegas +
    Poderes»), on one line, or leaves the variant out when the line would wrap; a plain
    game (Chinchón: numbers and on-by-default switches only) says no variant."""
    from hod_desktop.ui.draw.text_render import wrap
    gen = running_app(tmp_path, monkeypatch, size)
    app = next(gen)
    try:
        for game, opts, variant in [
                ("cinco_vidas_espanola", {"players": 3, "mode": "a_ciegas", "poderes": True},
                 "A ciegas + Poderes"),
                ("cinco_vidas_espanola", {"players": 3, "mode": "chaos"}, "Chaos"),
                ("chinchon", {"players": 2, "limit": 50}, None)]:
            app.saved_matches.clear()
            app.saved_matches[game] = under_way(game, opts)
            menu = top(app)
            menu.build_with_saves = None
            step(app, 3)
            menu = top(app)
            menu.ui.widgets.clear()
            menu.build()
            b = next(w for w in menu.ui.widgets if getattr(w, "key_name", "") == "menu.continue")
            assert b.sublabel and len(wrap(b.sublabel, max(10, b.font_size * 0.56), b.rect.w - 20)) == 1
            if variant is None:
                assert b.sublabel == "Chinchón · 2 jugadores"
            else:
                assert variant in b.sublabel, b.sublabel
    finally:
        next(gen, None)
