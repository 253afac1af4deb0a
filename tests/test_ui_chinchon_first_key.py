"""Chinchón by keys: R (or D) rings the card it drew, and the first Intro with no ring on
the table only shows where the focus is. In a real window R then Intro threw the drawn
card though no card was ringed: the keys acted on a focus the person could not see."""
import pygame
from ui_helpers import app  # noqa: F401  (app: the fixture)

from hod_desktop.engine.chinchon import DISCARD
from test_ui_keyboard import chinchon_table, key


def test_r_rings_the_drawn_card_and_intro_throws_that_one(app):
    t = chinchon_table(app)
    assert getattr(t, "kfocus", None) is None  # nothing ringed yet
    key(app, pygame.K_r)
    assert t.human_to_act(DISCARD)
    drawn = t.hands[0][-1]
    assert t.kfocus == ("hand", drawn)
    key(app, pygame.K_RETURN)
    assert t.match.actions[-1] == (0, f"discard {drawn}") or \
        (0, f"discard {drawn}") in t.match.actions[-3:]


def test_the_first_intro_with_no_ring_only_shows_the_focus(app):
    t = chinchon_table(app)
    t.draw_card("stock")  # drawn by the pointer: no key pressed yet
    for _ in range(60):
        app.step(1 / 60)
    assert t.human_to_act(DISCARD) and getattr(t, "kfocus", None) is None
    n = len(t.match.actions)
    key(app, pygame.K_RETURN)
    assert len(t.match.actions) == n and t.kfocus is not None  # ringed, nothing thrown
    key(app, pygame.K_RETURN)
    assert len(t.match.actions) > n
