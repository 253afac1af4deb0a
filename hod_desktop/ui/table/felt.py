"""The room, the wooden rail and the oval cloth under every table (drawn once per size).

Each table scene adds its own decoration (a ring, a tray, a faint title) on top.
"""
from __future__ import annotations

import pygame

from ..draw import theme


def room_with_felt(size: tuple[int, int], felt_rect) -> pygame.Surface:
    """A dark room with the oval table in `felt_rect`: soft shadow, wooden rail, cloth, gold edge."""
    bg = pygame.Surface(size)
    bg.blit(theme.vertical_gradient(size, (40, 30, 24), (14, 10, 8)), (0, 0))
    fx, fy, fw, fh = (int(v) for v in felt_rect)
    rail = max(10, int(fh * 0.045))
    outer = pygame.Rect(fx - rail, fy - rail, fw + 2 * rail, fh + 2 * rail)
    shadow = pygame.Surface(outer.inflate(60, 60).size, pygame.SRCALPHA)
    pygame.draw.ellipse(shadow, (0, 0, 0, 150), shadow.get_rect().inflate(-50, -40))
    shadow = pygame.transform.smoothscale(
        pygame.transform.smoothscale(shadow, (shadow.get_width() // 8, shadow.get_height() // 8)),
        shadow.get_size())
    bg.blit(shadow, shadow.get_rect(center=(outer.centerx, outer.centery + rail)))
    pygame.draw.ellipse(bg, theme.WOOD, outer)
    pygame.draw.ellipse(bg, theme.WOOD_LIGHT, outer.inflate(-rail // 2, -rail // 2), max(2, rail // 5))
    pygame.draw.ellipse(bg, (40, 22, 12), outer.inflate(-2 * rail + 4, -2 * rail + 4))
    cloth = theme.felt((fw, fh)).copy()
    if pygame.display.get_surface() is not None:
        cloth = cloth.convert_alpha()
    mask = pygame.Surface((fw, fh), pygame.SRCALPHA)
    pygame.draw.ellipse(mask, (255, 255, 255, 255), mask.get_rect())
    cloth.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    bg.blit(cloth, (fx, fy))
    pygame.draw.ellipse(bg, theme.GOLD_DARK, pygame.Rect(fx, fy, fw, fh), 2)
    return bg


def finish(bg: pygame.Surface) -> pygame.Surface:
    """The display's pixel format when there is a display (blits faster)."""
    return bg.convert() if pygame.display.get_surface() is not None else bg


def faint_title(bg: pygame.Surface, title_img: pygame.Surface, center, alpha: int) -> None:
    """The game's name written faintly into the cloth."""
    img = title_img.copy()
    img.set_alpha(alpha)
    bg.blit(img, img.get_rect(center=(int(center[0]), int(center[1]))))


def game_name(bg: pygame.Surface, name: str, center, text_fn, alpha: int = 28) -> None:
    """The game's name written faintly into the cloth (warm white, 30 px bold at 720 high);
    `text_fn(text, size, color, bold)` renders it."""
    faint_title(bg, text_fn(name, int(30 * bg.get_height() / 720), (255, 236, 190), True), center, alpha)


def ring_mark(bg: pygame.Surface, center, size: tuple[int, int]) -> None:
    """A thin light oval of `size` around `center` on the cloth (where a trick's cards land)."""
    deco = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.ellipse(deco, (255, 230, 170, 34), deco.get_rect(), 2)
    bg.blit(deco, deco.get_rect(center=(int(center[0]), int(center[1]))))


def tray(bg: pygame.Surface, center, size: tuple[int, int]) -> None:
    """A soft lighter rounded tray on the cloth (under the piles)."""
    img = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(img, (255, 240, 200, 20), img.get_rect(), border_radius=size[1] // 5)
    pygame.draw.rect(img, (255, 230, 170, 46), img.get_rect(), 2, border_radius=size[1] // 5)
    bg.blit(img, img.get_rect(center=(int(center[0]), int(center[1]))))
