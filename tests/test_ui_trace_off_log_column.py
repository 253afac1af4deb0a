"""A bot's move trace keeps off the title column (the title, the keys line and the last log
lines, top left). Under a top-left plaque, «echa una carta boca abajo» lay over the log
lines (t7, Cinco Vidas española Twisted 3p 900x560 es, real window); measured headless,
with 8 players a trace of the seat nearest the column crossed it at every size, in every
game with that many seats. The column is now one of the things a trace keeps off."""
import pygame
import pytest
from ui_helpers import app_at_sizes, step, top, wait_for

from hod_desktop.engine.core import Match

SIZES = [(800, 480), (900, 560), (1280, 720), (1920, 1080)]
WORDS = ["echa una carta boca abajo", "juega el caballo de espadas", "pide 2"]

app = app_at_sizes(SIZES)


@pytest.mark.parametrize("game,options", [
    ("cinco_vidas_espanola", {"players": 8, "mode": "twisted"}),
    ("cinco_vidas", {"players": 8}),
    ("cinco_vidas_espanola", {"players": 3, "mode": "twisted"})])
def test_traces_keep_off_the_title_column(app, game, options):
    assert app.open_table(Match(game, options, 3), 0)
    step(app, 3)
    t = top(app)
    wait_for(app, lambda: not t.anim.busy, 300)
    step(app, 2)
    column = t.title_column
    assert column is not None and column.h > 0
    size = app.screen.get_size()
    for seat in range(1, options["players"]):
        for words in WORDS:
            t.traces.items.clear()
            t.traces.add(seat, words)
            chip, = t.traces.draw(pygame.Surface(size), t.seat_anchor, t.hud.s, t.hud.text_img,
                                  t.trace_obstacles())
            assert not chip.colliderect(column), (seat, words, chip, column)
    t.traces.items.clear()
