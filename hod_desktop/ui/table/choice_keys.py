"""A keyboard focus on a panel's row of choice buttons, rule-free: ←/→ (↑/↓, Tab) move it
round the row, Intro or Espacio presses the focused button. Panels that only a pointer
could answer (the duel, a power card's choice, the spy) left a keyboard player stuck.

The table keeps one `ChoiceFocus`, tells it the actions the panel offers now (`follow`:
a new set of actions puts the focus back on the first) and draws the ring round the
focused button's rect (`ring_rect`, drawn with `key_focus.draw_focus_ring`).
"""
from __future__ import annotations

from typing import Sequence

import pygame

from .key_focus import draw_focus_ring

ENTER = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
FORWARD = (pygame.K_RIGHT, pygame.K_DOWN, pygame.K_TAB)
BACK = (pygame.K_LEFT, pygame.K_UP)


class ChoiceFocus:
    def __init__(self) -> None:
        self.actions: tuple = ()
        self.index = 0

    def follow(self, actions: Sequence[str]) -> None:
        """The actions the panel shows now; when they change the focus starts on the first."""
        actions = tuple(actions)
        if actions != self.actions:
            self.actions, self.index = actions, 0

    def key(self, key: int, mod: int = 0) -> str | bool | None:
        """The action chosen by Intro, True when the key moved the focus, None when the key
        is not the panel's (or it offers nothing)."""
        n = len(self.actions)
        if not n:
            return None
        back = key in BACK or (key == pygame.K_TAB and mod & pygame.KMOD_SHIFT)
        if back or key in FORWARD:
            self.index = (self.index + (-1 if back else 1)) % n
            return True
        if key in ENTER:
            return self.actions[self.index % n]
        return None

    def answer(self, event, actions: Sequence[str], act) -> bool:
        """A key pressed while the panel offers `actions`: the focus moves, or Intro
        calls `act(action)`. True when the key was the panel's."""
        if not actions:
            return False
        self.follow(actions)
        got = self.key(event.key, getattr(event, "mod", 0))
        if isinstance(got, str):
            act(got)
        return got is not None

    def draw(self, surface, actions: Sequence[str], rects: Sequence, s: float) -> None:
        """The ring round the focused one of the panel's buttons (`rects`, in the order of
        `actions`)."""
        self.follow(actions)
        draw_focus_ring(surface, self.ring_rect(rects), s)

    def ring_rect(self, rects: Sequence) -> pygame.Rect | None:
        """The rect the ring goes round (a little outside the focused button's)."""
        if not rects or len(rects) != len(self.actions):
            return None
        return pygame.Rect(rects[self.index % len(rects)]).inflate(8, 8)
