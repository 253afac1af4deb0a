"""The table's title keeps off the plaques on its line: a longer language's «Ronda 3 · 3
cartas · Te has quedado fuera: mirando la partida» ran under the top seat's dealer chip
at 800x480 (two players: the rival sits at the top, in the middle)."""
import pytest
from ui_helpers import running_app, step

from hod_desktop.engine.core import Match
from hod_desktop.ui.table.layout import title_line_room


def test_room_ends_before_a_plaque_on_the_line_only():
    line = (10, 8), (400, 14)
    assert title_line_room(*line, [(300, 20, 100, 50)], 8) == 300 - 10 - 8   # chip reaches up
    assert title_line_room(*line, [(300, 40, 100, 50)], 8) is None           # well below
    assert title_line_room(*line, [(500, 10, 100, 50)], 8) is None           # past its end
    assert title_line_room(*line, [(0, 10, 5, 50)], 8) is None               # left of it
    assert title_line_room(*line, [(300, 20, 100, 50), (200, 0, 50, 30)], 8) == 200 - 10 - 8


@pytest.fixture
def small_app(tmp_path, monkeypatch):
    yield from running_app(tmp_path, monkeypatch, size=(800, 480))


def test_a_long_title_ends_before_the_top_plaque(small_app):
    table = small_app.open_table(Match("cinco_vidas", {"players": 2, "level": "facil"}, 3), 0)
    step(small_app, 3)
    hud, lay = table.hud, table.layout
    top = table.seat_anchor(1)
    long_title = "Ronda 3 · 3 cartas · Te has quedado fuera: mirando la partida entera"
    full = hud.text.get(long_title, int(17 * hud.s), (255, 255, 255), True).get_width()
    assert lay.info[0] + full > top.x  # at its own size it would run into the plaque
    hud.draw_title(small_app.screen, long_title, lay.info)
    assert hud.title_drawn.right <= top.x
    short = "Ronda 1 · 5 cartas"
    hud.draw_title(small_app.screen, short, lay.info)
    assert hud.title_drawn.h == hud.text.get(short, int(17 * hud.s), (255, 255, 255), True).get_height()
