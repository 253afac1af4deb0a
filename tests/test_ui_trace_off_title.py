"""A move trace keeps off the table's title. With Poderes at 7 players the title «Ronda 1 ·
5 cartas · Clásico + Poderes» runs past the column under it, and Carmen's chip «cambia 2 de
espadas ↔ Rey de bastos», put over her plaque (her hand fills the room under it), cut the foot
of «Poderes» (Clásico + Poderes 7p 800x480 es, real window). The title as drawn is among
what the traces keep off; the chip goes over the plaque just right of the title."""
import pygame
import pytest
from ui_helpers import running_app, step, top, wait_for

from hod_desktop.engine.core import Match
from hod_desktop.ui.table.hint_box import trace_avoid

POWERS = {"players": 7, "mode": "clasico", "poderes": True, "level": "facil"}


@pytest.mark.parametrize("lang", ["es", "en"])
def test_no_trace_over_the_title(tmp_path, monkeypatch, lang):
    for app in running_app(tmp_path, monkeypatch, (800, 480)):
        app.set_language(lang)
        assert app.open_table(Match("cinco_vidas_espanola", POWERS, 3), 0)
        step(app, 3)
        t = top(app)
        assert wait_for(app, lambda: not t.anim.busy, 600)
        step(app, 2)
        for seat in range(7):
            if seat != t.human:
                t.traces.add(seat, app.tr("move.trace.play", card="el caballo de bastos"))
        t.draw(pygame.Surface(app.screen.get_size()))
        title = t.hud.title_drawn
        assert title is not None and title.right > t.title_column.right  # past its column
        chips = t.traces.drawn
        assert len(chips) == 6
        assert not [c for c in chips if c.colliderect(title)], (title, chips)
        plaques = [pygame.Rect(p.plaque) for p in t.layout.seats]
        held = trace_avoid(t.cards.sprites(), (), ())
        assert held and not [c for c in chips if c.collidelist(plaques + held) >= 0]  # nor on hands
