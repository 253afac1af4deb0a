"""The last trick (Tab) keeps each seat's name apart: with 8 players the names under the
cards ran together, «Sofía Tú Lucía MateoCarmenPablo Elena Diego» (s8, Cinco Vidas 8p
900x560 es, real window), though the panel had room to spare on both sides."""
import pygame
import pytest
from ui_helpers import app_at_sizes, step, top, wait_for

from hod_desktop.engine.cards import FRENCH, parse_card
from hod_desktop.engine.core import Match
from hod_desktop.ui.draw import theme

SIZES = [(800, 480), (900, 560), (1280, 720), (1920, 1080)]


app = app_at_sizes(SIZES)


@pytest.mark.parametrize("lang", ["es", "en"])
@pytest.mark.parametrize("players", [6, 8])
def test_last_trick_names_apart(app, players, lang):
    app.settings["lang"] = lang
    assert app.open_table(Match("cinco_vidas", {"players": players, "level": "normal"}, 4), 0)
    step(app, 3)
    t = top(app)
    assert wait_for(app, lambda: not t.anim.busy, 600)
    cards = ["Ks", "5s", "Kc", "8h", "9c", "Ad", "Jh", "Qd"][:players]
    t.shown.last_trick = tuple((p, parse_card(c, FRENCH)) for p, c in enumerate(cards))
    t.shown.last_winner = 0
    title, row = t.hud._last_trick()
    hud, s = t.hud, t.hud.s
    panel = hud.last_trick_rect()
    places = hud.cards_panel_places(panel, row)
    names = []
    for (_img, caption, _won), cr in zip(row, places):
        img = hud.text.get(caption, int(12 * s), theme.CREAM, False)
        names.append(img.get_rect(center=(cr.centerx, int(cr.bottom + 9 * s))))
    for a, b in zip(names, names[1:]):
        assert b.left - a.right >= 3, (players, [c for _i, c, _w in row], a, b)
    assert all(panel.contains(n) for n in names)
    assert pygame.Rect((0, 0), app.screen.get_size()).contains(panel)
