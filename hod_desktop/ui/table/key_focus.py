"""A keyboard focus on a card table, rule-free. The focus is ("hand", card) on one of the
person's cards or (spot,) on one of a row of named spots (the piles, a closing spot):

    ←/→          along the hand (round the ends), or round the spots
    ↑ / ↓        from the hand up to a spot, from a spot down to a card
    Mayús+←/→    the focused card carried one place along the hand (a new order)

The table says which spot ↑ reaches and which card ↓ lands on, what Intro does and where
each spot lies; `focus_rect` and `draw_focus_ring` show it.
"""
from __future__ import annotations

from typing import Callable, Sequence

import pygame

from ..draw import theme
from .hand_layout import moved

ARROWS = (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN)
ENTER = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


def kept(focus: tuple | None, hand: Sequence, default: Callable[[], tuple]) -> tuple | None:
    """The focus, still valid: a card that has left the hand gives way to `default()`."""
    if focus is not None and focus[0] == "hand" and focus[1] not in hand:
        return default()
    return focus


def arrow(focus: tuple, key: int, hand: Sequence, spots: Sequence[str],
          up: Callable[[], str], down: Callable[[], object],
          shift: bool = False) -> tuple[tuple, list | None]:
    """(the new focus, the hand's new order or None) after arrow `key`. `up()`: the spot ↑
    reaches from the hand; `down()`: the card ↓ lands on (called only with a hand)."""
    if key in (pygame.K_LEFT, pygame.K_RIGHT):
        d = -1 if key == pygame.K_LEFT else 1
        if focus[0] == "hand" and hand:
            i = list(hand).index(focus[1])
            if shift:
                j = max(0, min(len(hand) - 1, i + d))
                return focus, (moved(hand, i, j) if j != i else None)
            return ("hand", hand[(i + d) % len(hand)]), None
        if focus[0] in spots:
            return (spots[(list(spots).index(focus[0]) + d) % len(spots)],), None
    elif key == pygame.K_UP and focus[0] == "hand":
        return (up(),), None
    elif key == pygame.K_DOWN and focus[0] in spots and hand:
        return ("hand", down()), None
    return focus, None


def focus_rect(focus: tuple | None, card_rect: Callable[[object], pygame.Rect | None],
               spot_rect: Callable[[str], pygame.Rect]) -> pygame.Rect | None:
    """Where the ring goes: a little around the focused card (None while it has no place
    yet), or the spot's rect."""
    if focus is None:
        return None
    if focus[0] == "hand":
        r = card_rect(focus[1])
        return pygame.Rect(r).inflate(8, 8) if r else None
    return pygame.Rect(spot_rect(focus[0]))


def draw_focus_ring(surface: pygame.Surface, rect: pygame.Rect | None, s: float) -> None:
    """A gold ring around the keyboard focus."""
    if rect is not None:
        pygame.draw.rect(surface, theme.GOLD_LIGHT, rect, max(2, int(3 * s)),
                         border_radius=int(8 * s))


def draw_focus_outline(surface: pygame.Surface, corners, s: float) -> None:
    """The gold ring on a tilted card's own corners (`CardSprite.corners`): drawn as the
    upright box around it, it stood square and apart from the card's edges."""
    pygame.draw.lines(surface, theme.GOLD_LIGHT, True, [(round(x), round(y)) for x, y in corners],
                      max(2, int(3 * s)))
