"""Bandas: a trick card's name stays inside the card at a readable size. At 800x480 in
English «Double or nothing» was cut at 8 px and still ran past both edges of the card (e14z,
6 players, real window). A name that does not fit on one line at a readable size (9 px and
up) now takes two lines («Double or / nothing»)."""
import pygame
import pytest
from ui_helpers import running_app, step, top

from hod_desktop.engine import bandas as ba
from hod_desktop.engine.core import Match
from hod_desktop.scenes.bandas.text import trick_name
from hod_desktop.ui.draw import theme

SIZES = [(800, 480), (900, 560), (1280, 720), (1920, 1080)]


@pytest.mark.parametrize("lang", ["es", "en"])
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_trick_name_fits_its_card(tmp_path, monkeypatch, size, lang):
    for app in running_app(tmp_path, monkeypatch, size):
        app.set_language(lang)
        app.open_table(Match("bandas", {"players": 6}, 4), 0)
        step(app, 5)
        table = top(app)
        hud = table.hud
        drawn = []
        real = hud.blit_text

        def spy(surface, text, size, pos, color=theme.CREAM, *a, **kw):
            r = real(surface, text, size, pos, color, *a, **kw)
            if tuple(color) == tuple(theme.INK):  # the name (the mark is red, the help grey)
                drawn.append((str(text), int(size), r))
            return r

        monkeypatch.setattr(hud, "blit_text", spy)
        card = table.layout.tricks[0]
        canvas = pygame.Surface(app.screen.get_size(), pygame.SRCALPHA)
        for trick in ba.TRICKS:
            name = trick_name(trick, lang)
            drawn.clear()
            hud.draw_trick_card(canvas, card, trick)
            parts = [(s, r) for _, s, r in drawn]
            assert " ".join(t for t, _, _ in drawn) == name, drawn
            for s, r in parts:
                assert s >= 9, (name, s)
                assert card.left < r.left and r.right < card.right, (name, r, card)
                assert r.bottom < card.y + card.h * 0.36  # over the trick's mark
