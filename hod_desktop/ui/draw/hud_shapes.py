"""Small rule-free drawings a table's HUD puts on the felt: a dashed outline, a round number
badge and a dashed drop spot with its label. Each takes values (rects, words, a scale and
the HUD's `text_img`), never a table; the HUD caches what they return (`TableHud.cached`).
"""
from __future__ import annotations

import pygame

from . import theme


def dashed_rect(surface, rect: pygame.Rect, color, width: int, dash: int = 10) -> None:
    """A dashed outline just inside `rect` (corners left open)."""
    x0, y0, x1, y1 = rect.x + 6, rect.y, rect.right - 6, rect.bottom - 1
    for x in range(x0, x1, dash * 2):
        pygame.draw.line(surface, color, (x, y0), (min(x + dash, x1), y0), width)
        pygame.draw.line(surface, color, (x, y1), (min(x + dash, x1), y1), width)
    for y in range(rect.y + 6, rect.bottom - 6, dash * 2):
        pygame.draw.line(surface, color, (rect.x, y), (rect.x, min(y + dash, rect.bottom - 6)), width)
        pygame.draw.line(surface, color, (rect.right - 1, y),
                         (rect.right - 1, min(y + dash, rect.bottom - 6)), width)


def number_badge(label: str, s: float, text_img) -> pygame.Surface:
    """A dark red disc with a light rim and `label` (a card's points) in the middle."""
    t = text_img(label, int(14 * s), theme.CREAM, True)
    rad = max(t.get_width(), t.get_height()) // 2 + int(4 * s)
    img = pygame.Surface((rad * 2 + 3, rad * 2 + 3), pygame.SRCALPHA)
    pygame.draw.circle(img, (0, 0, 0, 110), (rad + 2, rad + 3), rad)
    pygame.draw.circle(img, (150, 40, 36), (rad, rad), rad)
    pygame.draw.circle(img, (255, 200, 190), (rad, rad), rad, 2)
    img.blit(t, t.get_rect(center=(rad, rad)))
    return img


def drop_spot(rect: pygame.Rect, label: str, hot: bool, pulse: float, s: float,
              text_img) -> pygame.Surface:
    """A place to drop a card: a dark (or, `hot`, gold and breathing with `pulse` 0..1)
    rounded box with a dashed edge and `label` on two lines; as large as `rect` plus 8."""
    img = pygame.Surface(rect.inflate(8, 8).size, pygame.SRCALPHA)
    box = img.get_rect().inflate(-8, -8)
    fill = (255, 220, 140, 40 + int(60 * pulse)) if hot else (0, 0, 0, 50)
    pygame.draw.rect(img, fill, box, border_radius=rect.w // 10)
    dashed_rect(img, box, theme.GOLD_LIGHT if hot else (200, 220, 200, 120), 3 if hot else 2)
    lines = label.split(" ", 1)
    for i, line in enumerate(lines):
        t = text_img(line, int(14 * s), theme.GOLD_LIGHT if hot else theme.MUTED, True)
        img.blit(t, t.get_rect(center=(img.get_width() // 2,
                                       img.get_height() // 2 + (i - (len(lines) - 1) / 2) * t.get_height())))
    return img
