"""A points plaque keeps a gap between the name and the score: on a 6-seat Bandas table at
900x560 Carmen's plaque read «Carmen19 pts» (b6f, «Carmen0 pts» at the start, b6a), the name
and the score touching. Bandas now gives the score's short form (the number) as Chinchón does,
and a name that still leaves no room takes smaller type."""
import pytest
from ui_helpers import app_at_sizes, step, top

from hod_desktop.engine.core import Match
from hod_desktop.ui.table.seat_ring import Plaque

SIZES = [(800, 480), (900, 560), (1280, 720), (1920, 1080)]


app = app_at_sizes(SIZES)


@pytest.mark.parametrize("players", [4, 6])
def test_bandas_plaques_keep_name_and_score_apart(app, players):
    assert app.open_table(Match("bandas", {"players": players, "level": "facil"}, 3), 0)
    step(app, 3)
    t = top(app)
    hud = t.hud
    b = t.board()
    for score in (0, 19, 143, -3):
        b.scores = [score] * players
        for p, r in enumerate(t.layout.seats):
            plaque = hud.plaque(b, p)
            s = r.h / 60.0
            name, pts = hud.ring.name_and_score(plaque, r.w, s)
            pad = int(9 * s)
            assert name.get_width() + pts.get_width() + 3 * pad <= r.w, (t.name(p), score, r)


def test_a_long_name_gives_way_to_the_score():
    import pygame

    pygame.font.init()
    from hod_desktop.ui.table.seat_ring import SeatRing
    from hod_desktop.ui.draw.text_render import text

    ring = SeatRing(lambda s, size, color, bold: text(s, size, color, bold))
    p = Plaque("Maximiliano", "", score="143 pts", score_short="143")
    name, pts = ring.name_and_score(p, 150, 1.0)
    full = text("Maximiliano", 17, (0, 0, 0), True)
    assert full.get_width() + pts.get_width() + 27 > 150  # it would not fit at full size
    assert name.get_width() < full.get_width()  # so the name took smaller type
    assert name.get_width() + pts.get_width() + 27 <= 150
