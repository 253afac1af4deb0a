"""A text floating from a seat over cards is drawn on a dark chip. Sinking from under a top
seat's plaque, «−1» (red) or a bid went over that seat's hand, words on red card backs that
could not be read (Cinco Vidas 4p and 7p 800x480 es, real window; the Spanish deck at 7p the
same). Over the felt a text floats as before, without a chip. (Texts now take a way off
the cards where there is one: the sinking text is made here.)"""
import pygame
import pytest
from ui_helpers import app_at_sizes, floating_table

from hod_desktop.ui.draw import theme
from hod_desktop.ui.table.floaters import CHIP

app = app_at_sizes([(800, 480)])


def life(hud, f, size):
    """(moment, drawn rect, pixels of the chip's colour) over a floating text's life."""
    out = []
    for k in range(11):
        f.t = min(k / 10, 0.99)
        layer = pygame.Surface(size, pygame.SRCALPHA)
        hud.draw_floaters(layer)
        r = layer.get_bounding_rect()
        dark = sum(1 for x in range(r.x, r.right, 2) for y in range(r.y, r.bottom, 2)
                   if layer.get_at((x, y)).a > 100
                   and all(abs(a - b) < 12 for a, b in zip(layer.get_at((x, y))[:3], CHIP)))
        out.append((f.t, r, dark * 4))
    return out


@pytest.mark.parametrize("game,players", [("cinco_vidas", 4), ("cinco_vidas", 7),
                                          ("cinco_vidas_espanola", 7)])
def test_a_text_over_cards_has_a_chip(app, game, players):
    t, _column = floating_table(app, game, players)
    cards = [s.rect for s in t.cards.sprites()]
    over = 0
    for seat in range(players):
        t.hud.floaters.clear()
        t.hud.float_at_seat(seat, "−1", theme.RED_SOFT, 1.3)
        f, = t.hud.floaters
        path = life(t.hud, f, app.screen.get_size())
        crossing = any(r.collidelist(cards) >= 0 for _m, r, _d in path)
        if crossing:
            over += 1
            for moment, r, dark in path:  # the chip under the words until they fade
                assert moment > 0.6 or dark > 0.3 * r.w * r.h, (seat, moment, r, dark)
        else:
            assert not any(dark for _m, _r, dark in path), seat
    # a seat's text now takes a way off the cards where one exists (tests/
    # test_ui_seat_float_off_cards.py); one with no such way, sinking over the top seat's
    # hand as these all did, still gets its chip
    top = min(range(players), key=lambda p: t.layout.seats[p].plaque[1])
    r = pygame.Rect(t.layout.seats[top].plaque)
    t.hud.floaters.clear()
    t.hud.float_text("−1", (r.centerx, r.bottom + t.hud.FLOAT_BELOW * t.hud.s), theme.RED_SOFT, 1.3,
                     sink=True)
    f, = t.hud.floaters
    path = life(t.hud, f, app.screen.get_size())
    assert any(r.collidelist(cards) >= 0 for _m, r, _d in path)
    for moment, r, dark in path:
        assert moment > 0.6 or dark > 0.3 * r.w * r.h, (top, moment, r, dark)
    t.hud.floaters.clear()
