"""ui/table/key_focus alone, on synthetic hands and spots (no table): arrows along the hand and
round the spots, up and down between them, Mayús carrying a card, a focus kept valid, and
the ring drawn where the focus lies."""
from __future__ import annotations

import pygame

from hod_desktop.ui.draw import theme
from hod_desktop.ui.table.key_focus import arrow, draw_focus_ring, focus_rect, kept

L, R, U, D = pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN
SPOTS = ("stock", "discard", "close")
HAND = ["a", "b", "c"]


def go(focus, key, shift=False, hand=HAND):
    return arrow(focus, key, hand, SPOTS, lambda: "discard", lambda: hand[-1], shift)


def test_arrows_go_round_the_hand_and_the_spots():
    assert go(("hand", "a"), R) == (("hand", "b"), None)
    assert go(("hand", "a"), L) == (("hand", "c"), None)  # round the end
    assert go(("close",), R) == (("stock",), None)
    assert go(("stock",), L) == (("close",), None)
    assert go(("hand", "b"), U) == (("discard",), None)
    assert go(("stock",), D) == (("hand", "c"), None)
    assert go(("stock",), D, hand=[]) == (("stock",), None)  # no card to go down to
    assert go(("stock",), U) == (("stock",), None)


def test_shift_carries_the_focused_card_and_stops_at_the_ends():
    assert go(("hand", "a"), R, True) == (("hand", "a"), ["b", "a", "c"])
    assert go(("hand", "c"), L, True) == (("hand", "c"), ["a", "c", "b"])
    assert go(("hand", "c"), R, True) == (("hand", "c"), None)  # already last
    assert go(("discard",), R, True) == (("close",), None)  # a spot just moves on


def test_a_card_that_left_the_hand_gives_way():
    assert kept(("hand", "x"), HAND, lambda: ("stock",)) == ("stock",)
    assert kept(("hand", "b"), HAND, lambda: ("stock",)) == ("hand", "b")
    assert kept(("close",), [], lambda: ("stock",)) == ("close",)
    assert kept(None, HAND, lambda: ("stock",)) is None


def test_ring_around_the_card_or_the_spot():
    card = {"a": pygame.Rect(10, 10, 40, 60)}
    spot = lambda name: pygame.Rect(100, 100, 50, 70)  # noqa: E731
    assert focus_rect(("hand", "a"), card.get, spot) == pygame.Rect(6, 6, 48, 68)
    assert focus_rect(("hand", "z"), card.get, spot) is None  # no place yet
    assert focus_rect(("stock",), card.get, spot) == pygame.Rect(100, 100, 50, 70)
    assert focus_rect(None, card.get, spot) is None
    surf = pygame.Surface((200, 200))
    draw_focus_ring(surf, pygame.Rect(100, 100, 50, 70), 1.0)
    assert tuple(surf.get_at((125, 101)))[:3] == theme.GOLD_LIGHT
    assert tuple(surf.get_at((125, 135)))[:3] == (0, 0, 0)  # a ring, not a block
    draw_focus_ring(surf, None, 1.0)  # nothing to ring: nothing drawn
