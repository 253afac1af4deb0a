"""Bandas pause menu by the keyboard: ↑/↓ move its focus ring and Intro chooses, as at
every other table. The Bandas table swallowed every key while paused: in a real window
Down and Intro did nothing, and only Esc (closing the menu) answered."""
import pygame
from ui_helpers import app, step, top  # noqa: F401  (app: the fixture)

from test_ui_bandas import key, open_table


def test_the_pause_menu_answers_arrows_and_intro(app):
    table = open_table(app, 2, 5)
    key(app, pygame.K_ESCAPE)
    assert table.paused
    items = table.hud.pause_items()
    for _ in range(items.index("abandon")):
        key(app, pygame.K_DOWN)
    assert table.menu_focus == items.index("abandon")
    key(app, pygame.K_RETURN)
    step(app, 3)
    assert top(app) is not table and "bandas" in app.saved_matches  # left, the match kept


def test_esc_still_opens_and_closes_the_menu_and_undoes_a_rival_choice(app):
    table = open_table(app, 2, 5)
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_ESCAPE)
    assert not table.paused
    table.choosing_rival = True
    key(app, pygame.K_ESCAPE)
    assert not table.choosing_rival and not table.paused
