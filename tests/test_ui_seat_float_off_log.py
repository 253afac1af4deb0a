"""A text rising from a seat's plaque («✓», «−1», a power's name) keeps off the title column.
From Lucía's plaque on the left, the duel's «✓» rose onto the log line «Round 5: Lucía deals
1 blind card» (Cinco Vidas española Clásico + Poderes 4p 800x480 en, real window). A seat
whose rising text would cross the column now has it sink from under its plaque, as the seats
at the top do."""
import math

import pygame
import pytest
from ui_helpers import app_at_sizes, floating_table

app = app_at_sizes([(800, 480), (900, 560), (1280, 720)])


def path_of(hud, f) -> list[pygame.Rect]:
    """The rects a floating text covers over its life (as TableHud.draw_floaters moves it)."""
    img = hud.text.get(f.text, int(hud.FLOAT_SIZE * hud.s * f.size), f.color, True)
    out = []
    for k in range(11):
        t = k / 10
        rise = hud.FLOAT_RISE * hud.s * (1 - (1 - t) ** 2)
        y = f.pos[1] + rise if f.sink else max(img.get_height() // 2 + 4, f.pos[1] - rise)
        out.append(img.get_rect(center=(int(f.pos[0]), int(y))))
    return out


@pytest.mark.parametrize("game,players", [("cinco_vidas_espanola", 4), ("cinco_vidas", 4),
                                          ("cinco_vidas", 6), ("brag", 4), ("brag", 6)])
def test_seat_texts_keep_off_the_title_column(app, game, players):
    t, column = floating_table(app, game, players)
    assert column is not None and column.h > 0
    for seat in range(players):
        for words in ("✓", "−1"):
            t.hud.floaters.clear()
            t.hud.float_at_seat(seat, words)
            f, = t.hud.floaters
            assert all(not r.colliderect(column) for r in path_of(t.hud, f)), (seat, words, column)
    t.hud.floaters.clear()
    assert math.isfinite(t.speed())
