"""A text floated from a seat keeps off the move traces on screen: in a Poderes match
(4p 800x480, ca, real window) Lucía's «7 d'ors» (her card asking for its power) sank from
her plaque right onto her own trace «juga el 7 d'ors», the two texts one over the other."""
import pygame
import pytest
from test_ui_seat_float_off_plaque import drawn_path
from ui_helpers import app_at_sizes, draw_frame, floating_table

app = app_at_sizes([(800, 480), (1280, 720)])


@pytest.mark.parametrize("game,players", [("cinco_vidas_espanola", 4), ("cinco_vidas", 5),
                                          ("cinco_vidas_espanola", 6)])
def test_seat_texts_keep_off_the_traces(app, game, players):
    t, _column = floating_table(app, game, players)
    size = app.screen.get_size()
    for seat in range(1, players):
        t.traces.items.clear()
        t.traces.add(seat, "juga el 7 d'ors")
        draw_frame(t, size)  # the trace is drawn: where it lies is known
        traces = list(t.traces.drawn)
        assert len(traces) == 1
        t.hud.floaters.clear()
        t.hud.float_at_seat(seat, "7 d'ors", size=1.1)
        f, = t.hud.floaters
        for moment, r in drawn_path(t.hud, f, size):
            assert moment > 0.8 or r.collidelist(traces) < 0, (seat, moment, r, traces)
    t.hud.floaters.clear()
    t.traces.items.clear()
