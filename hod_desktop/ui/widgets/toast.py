"""Toasts: short messages stacked at the bottom of the window, over any scene."""
from __future__ import annotations

import pygame

from ..draw import theme
from ..draw.text_render import text, wrap


class Toasts:
    """Short messages stacked at the bottom, shown over any scene for a few seconds."""

    def __init__(self, duration: float = 4.0):
        self.duration = duration
        self.items: list[list] = []  # [text, age, duration]

    def add(self, s: str, duration: float | None = None) -> None:
        if self.items and self.items[-1][0] == s:
            self.items[-1][1] = 0.0  # same message again: show it longer, not twice
            return
        self.items.append([s, 0.0, duration or max(self.duration, 1.5 + len(s) / 18)])
        del self.items[:-4]

    def update(self, dt: float) -> None:
        for it in self.items:
            it[1] += dt
        self.items = [it for it in self.items if it[1] < it[2]]

    def draw(self, surface) -> None:
        if not self.items:
            return
        sw, sh = surface.get_size()
        size = max(14, sh / 38)
        y = sh - int(sh * 0.06)
        for s, age, dur in reversed(self.items):
            a = min(1.0, age / 0.25, (dur - age) / 0.5)
            lines = wrap(s, size, int(sw * 0.6))
            imgs = [text(l, size, theme.CREAM) for l in lines]
            pad = int(size * 0.8)
            w = max(i.get_width() for i in imgs) + 2 * pad
            h = sum(i.get_height() for i in imgs) + int(pad * 1.2)
            r = pygame.Rect(0, 0, w, h)
            r.midbottom = (sw // 2, y + int((1 - a) * 12))
            panel = theme.rounded_panel(r.size, h // 2 if len(imgs) == 1 else pad,
                                        (14, 20, 17), 235, (*theme.GOLD, 160))
            ty = pad * 0.6
            for img in imgs:
                panel.blit(img, img.get_rect(midtop=(w // 2, ty)))
                ty += img.get_height()
            panel.set_alpha(int(255 * max(0.0, a)))
            surface.blit(panel, r)
            y = r.y - 8
