"""The base of every widget (rect, hover, focus ring, tooltip) and the shared click sound."""
from __future__ import annotations

import pygame

from ..draw import theme


def _mix(a, b, t: float):
    return tuple(int(x + (y - x) * t) for x, y in zip(a, b))


_click_sound: list = [None]  # play(name) for every Button; set by the App after start-up


def set_click_sound(play) -> None:
    """Every Button without its own `sound` calls play("click") when clicked."""
    _click_sound[0] = play


# ---------------------------------------------------------------- base widget
class Widget:
    focusable = False

    def __init__(self, rect, tooltip: str | None = None):
        self.rect = pygame.Rect(rect)
        self.visible = True
        self.enabled = True
        self.hover = False
        self.focused = False
        self.tooltip = tooltip

    def tooltip_text(self) -> str | None:
        return self.tooltip

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(event.pos)
        return False

    def key(self, event: pygame.event.Event) -> bool:
        """A key while focused; return True when consumed."""
        return False

    def update(self, dt: float) -> None:
        pass

    def draw(self, surface: pygame.Surface) -> None:
        pass

    def _focus_ring(self, surface, radius):
        if self.focused:
            ring = self.rect.inflate(6, 6)
            pygame.draw.rect(surface, theme.CREAM, ring, 2, border_radius=radius + 3)
