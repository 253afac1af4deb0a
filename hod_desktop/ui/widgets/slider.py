"""Slider: a value dragged along a track (settings). Re-exported by `widgets`."""
from __future__ import annotations

from typing import Any, Callable

import pygame

from ..draw import theme
from ..draw.text_render import text
from .widget_base import Widget


class Slider(Widget):
    focusable = True

    def __init__(self, rect, lo: float, hi: float, value: float, step: float = 0.0,
                 on_change: Callable[[float], Any] | None = None, fmt: Callable[[float], str] | None = None):
        super().__init__(rect)
        self.lo, self.hi, self.step = lo, hi, step
        self.value = value
        self.on_change = on_change
        self.fmt = fmt
        self.dragging = False

    def _set_from_x(self, x: int) -> None:
        t = (x - self.rect.x) / max(1, self.rect.w)
        self.set(self.lo + max(0.0, min(1.0, t)) * (self.hi - self.lo))

    def set(self, v: float) -> None:
        if self.step:
            v = self.lo + round((v - self.lo) / self.step) * self.step
        v = max(self.lo, min(self.hi, v))
        if v != self.value:
            self.value = v
            if self.on_change:
                self.on_change(v)

    def handle_event(self, event):
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and \
                self.rect.inflate(0, 16).collidepoint(event.pos):
            self.dragging = True
            self._set_from_x(event.pos[0])
            return True
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.rect.inflate(0, 16).collidepoint(event.pos)
            if self.dragging:
                self._set_from_x(event.pos[0])
                return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.dragging:
            self.dragging = False
            return True
        return False

    def key(self, event):
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            d = self.step or (self.hi - self.lo) / 20
            self.set(self.value + (d if event.key == pygame.K_RIGHT else -d))
            return True
        return False

    def draw(self, surface):
        r = self.rect
        t = (self.value - self.lo) / ((self.hi - self.lo) or 1)
        h = max(4, r.h // 4)
        track = pygame.Rect(r.x, r.centery - h // 2, r.w, h)
        pygame.draw.rect(surface, (30, 48, 40), track, border_radius=h // 2)
        fill = track.copy()
        fill.w = int(r.w * t)
        pygame.draw.rect(surface, theme.GOLD, fill, border_radius=h // 2)
        cx = r.x + int(r.w * t)
        kr = max(6, r.h // 2 - 2)
        pygame.draw.circle(surface, theme.CREAM if not self.hover else (255, 255, 255),
                           (cx, r.centery), kr)
        pygame.draw.circle(surface, theme.GOLD_DARK, (cx, r.centery), kr, 2)
        if self.fmt:
            img = text(self.fmt(self.value), r.h * 0.5, theme.CREAM)
            surface.blit(img, img.get_rect(midleft=(r.right + 12, r.centery)))
        if self.focused:
            pygame.draw.rect(surface, theme.CREAM, r.inflate(10, 6), 1, border_radius=r.h // 2)

