"""The person's hand picked by keys and pointer, rule-free: ←/→ move a cursor over the
cards (`step_cursor`), and the card under the pointer or the cursor rises a little while
the others settle back (`ease_lift`), as at the Cinco Vidas tables."""
from __future__ import annotations

from typing import Hashable, Iterable

import pygame

ARROWS = {pygame.K_LEFT: -1, pygame.K_RIGHT: 1}
PLAY_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


def step_cursor(selected: int | None, step: int, count: int) -> int:
    """The card the cursor is on after ← (-1) or → (+1) among `count` cards: the first time
    the far end's card, then one along, round the end."""
    if selected is None:
        return count - 1 if step < 0 else 0
    return (selected + step) % count


def cursor_key(selected: int | None, key: int, count: int, may_play: bool = True) -> int | None:
    """Where a key puts the cursor among `count` cards: ←/→ step it (`step_cursor`); a play
    key with no card under the cursor puts it on the first card (when `may_play`), so the
    key is never silent; None when the key is not the cursor's (a play key then plays). A
    lone card needs no choosing: the play key plays it at once (None)."""
    if key in ARROWS:
        return step_cursor(selected, ARROWS[key], count)
    if key in PLAY_KEYS and selected is None and may_play and count > 1:
        return step_cursor(None, 1, count)
    return None


def ease_lift(sprites: Iterable, target: Hashable | None, lift: float, k: float, glow=None) -> None:
    """The sprite keyed `target` rises toward `lift` pixels, the others sink back, each by
    the share `k` (0..1) of what is left and snapped within half a pixel; `glow` lights the
    target (None: no card lit)."""
    for s in sprites:
        goal = lift if s.key == target else 0.0
        s.hover += (goal - s.hover) * k if abs(goal - s.hover) > 0.5 else goal - s.hover
        s.glow = glow if s.key == target else None
