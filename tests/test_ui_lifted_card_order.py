"""A card lifted in the person's hand (under the pointer, or picked by keys) rises but keeps
its place in the fan: it was drawn over its right-hand neighbour, whose index it covered —
with three cards left the 8♠ vanished under the lifted 7♠ (v9, Cinco Vidas 2p 1280x720 es,
real window). The neighbour's corner must look the same whether its left neighbour is
lifted or not."""
import pygame
import pytest
from ui_helpers import app_at_sizes, draw_frame, step, top, wait_for

from hod_desktop.engine.core import Match

SIZES = [(800, 480), (1280, 720), (1920, 1080)]
GAMES = {"cinco_vidas": {"players": 2, "level": "normal"},
         "cinco_vidas_espanola": {"players": 2, "level": "normal", "mode": "clasico"}}


app = app_at_sizes(SIZES)


@pytest.mark.parametrize("game", list(GAMES))
def test_lifted_card_keeps_its_place(app, game):
    assert app.open_table(Match(game, GAMES[game], 3), 0)
    step(app, 3)
    t = top(app)
    assert wait_for(app, lambda: not t.anim.busy and len(t.hands[0]) >= 3
                    and all(t.cards.get(k) is not None for k in t.hands[0]), 900)
    step(app, 5)
    sprites = [t.cards.get(k) for k in t.hands[0]]
    size = app.screen.get_size()
    checked = 0
    for left, right in zip(sprites, sprites[1:]):
        if not left.rect.colliderect(right.rect):
            continue  # this pair does not overlap: nothing to hide
        for s in sprites:
            s.hover, s.glow = 0.0, None
        t.cards.refresh_all()
        before = draw_frame(t, size)
        left.hover = t.layout.card_h * 0.1  # as the pointer or the keys lift it
        t.cards.refresh_all()
        after = draw_frame(t, size)
        left.hover = 0.0
        r = right.rect
        corner = pygame.Rect(r.x + 4, r.y + 4, max(4, min(left.rect.right, r.right) - r.x - 8), int(r.h * 0.3))
        inside = [(x, y) for x in range(corner.x, corner.right, 2) for y in range(corner.y, corner.bottom, 2)
                  if all(right.contains((x + dx, y + dy)) for dx in (-3, 3) for dy in (-3, 3))]
        diff = sum(before.get_at(p) != after.get_at(p) for p in inside)
        assert diff == 0, (game, str(left.key), str(right.key), diff)
        checked += 1
    assert checked >= 2  # the fan overlaps: the test looked at something
