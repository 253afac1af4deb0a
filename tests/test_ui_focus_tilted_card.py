"""The keyboard focus ring follows a tilted card (issue 36): drawn as the upright box
around the card's turned picture it stood square, apart from the card's edges. On a
tilted card the ring is drawn on the card's own corners."""
import math

import pygame
from ui_helpers import app  # noqa: F401  (app: the fixture)

from hod_desktop.ui.table import key_focus
from hod_desktop.ui.table.sprites import CardSprite
from test_ui_keyboard import chinchon_table, key


def test_corners_turn_with_the_card_and_lie_on_its_edges():
    s = CardSprite("k", look=None, pos=(200, 150), width=80, angle=0)
    w, h = s.size
    assert s.corners() == [(160, 150 - h / 2), (240, 150 - h / 2), (240, 150 + h / 2),
                           (160, 150 + h / 2)]
    s.angle = 12
    pts = s.corners()
    tops = {round(y) for _, y in pts}
    assert len(tops) == 4  # no two corners level: the outline is turned, not a box
    for (x1, y1), (x2, y2) in zip(pts, pts[1:] + pts[:1]):  # each side keeps its length
        assert math.isclose(math.dist((x1, y1), (x2, y2)), w if abs(y2 - y1) < abs(x2 - x1) else h,
                            rel_tol=0.01)
    cx = sum(x for x, _ in pts) / 4
    cy = sum(y for _, y in pts) / 4
    for x, y in s.corners(-1.0):  # just inside each corner: on the card
        assert s.contains((x + (cx - x) * 0.02, y + (cy - y) * 0.02))


def test_the_chinchon_ring_on_a_tilted_card_is_its_outline(app, monkeypatch):
    t = chinchon_table(app)
    key(app, pygame.K_r)
    focus = t.key_focus()
    card = t.cards.get(focus[1])
    card.angle = 9.0  # a card at the end of the fan
    drawn = {}
    monkeypatch.setattr("hod_desktop.scenes.chinchon.keys.draw_focus_outline",
                        lambda surface, corners, s: drawn.setdefault("corners", corners))
    monkeypatch.setattr("hod_desktop.scenes.chinchon.keys.draw_focus_ring",
                        lambda surface, rect, s: drawn.setdefault("box", rect))
    t.draw_focus(pygame.Surface(app.screen.get_size()))
    assert "box" not in drawn and len(drawn["corners"]) == 4
    card.angle = 0.0
    drawn.clear()
    t.draw_focus(pygame.Surface(app.screen.get_size()))
    assert "box" in drawn  # an upright card keeps its rounded box


def test_the_outline_is_drawn_in_gold():
    surf = pygame.Surface((100, 100))
    key_focus.draw_focus_outline(surf, [(10, 20), (80, 10), (90, 80), (20, 90)], 1.0)
    assert surf.get_at((45, 15))[:3] != (0, 0, 0)
