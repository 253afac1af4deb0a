"""The «¿Qué haría la máquina?» panel never covers a panel the person is answering: at
1280x720 it sat over the foot of the Cinco Vidas bid panel, where the note "No puedes
pedir 3: la suma sería 5" is written, cutting it in half."""
from __future__ import annotations

import pygame
from ui_helpers import app, step  # noqa: F401  (app: the fixture)

from hod_desktop.engine.cinco_vidas import BIDDING
from hod_desktop.engine.core import Match
from hod_desktop.ui.table.hint_box import clear_of

BOUNDS = pygame.Rect(0, 0, 1280, 720)


def test_clear_of_moves_below_else_above_and_leaves_a_free_panel_alone():
    panel = pygame.Rect(370, 260, 540, 145)
    hint = pygame.Rect(0, 0, 460, 85)
    hint.center = (640, 432)
    moved = clear_of(hint, [panel], 6, BOUNDS)
    assert not moved.colliderect(panel) and moved.top == panel.bottom + 6
    assert moved.centerx == 640 and hint.center == (640, 432)  # a copy is moved
    low = pygame.Rect(370, 560, 540, 140)  # no room below it: the hint goes above
    hint.center = (640, 600)
    above = clear_of(hint, [low], 6, BOUNDS)
    assert not above.colliderect(low) and above.bottom == low.top - 6
    free = pygame.Rect(0, 0, 100, 40)
    assert clear_of(free, [panel], 6, BOUNDS) == free


def test_the_hint_keeps_clear_of_the_bid_panel(app):
    seed = next(s for s in range(1, 500)
                if Match("cinco_vidas", {"players": 4}, s).to_act() == (0,))
    from hod_desktop.scenes.cinco_vidas.table import CincoVidasTable

    table = CincoVidasTable(app, Match("cinco_vidas", {"players": 4}, seed), 0)
    app.scenes.push(table)
    for _ in range(900):
        if table.human_to_act(BIDDING):
            break
        step(app)
    assert table.human_to_act(BIDDING)
    table.hint_box.ask(table.match, 0, len(table.match.actions))
    for _ in range(600):
        if table.hint_box.hint is not None:
            break
        step(app)
    step(app)
    bid_panel = pygame.Rect(table.layout.bid_panel)
    assert table.hint_box.rect is not None
    assert not table.hint_box.rect.colliderect(bid_panel)
    assert app.screen.get_rect().contains(table.hint_box.rect)
