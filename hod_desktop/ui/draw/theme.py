"""Colours, the felt background and small drawing helpers shared by every scene.

The felt is built once per window size from a tiny radial gradient scaled up (fast) plus
a tiled grain texture, so the first frame stays cheap.
"""
from __future__ import annotations

import os

import pygame

# ---------------------------------------------------------------- palette
FELT = (18, 92, 60)
FELT_DARK = (6, 40, 27)
FELT_LIGHT = (34, 122, 80)
GOLD = (232, 193, 104)
GOLD_DARK = (176, 132, 52)
GOLD_LIGHT = (250, 224, 156)
CREAM = (248, 242, 228)
INK = (28, 24, 20)
MUTED = (190, 206, 192)
SHADOW = (0, 0, 0)
PANEL = (8, 28, 20)
PANEL_ALPHA = 200
PANEL_EDGE = (232, 193, 104, 90)
RED = (206, 70, 60)
RED_SOFT = (255, 140, 120)
GREEN_OK = (130, 220, 150)
BLUE = (86, 140, 220)
REENTRY_BLUE = (150, 200, 255)  # a player back in a points game (↺)
WOOD = (74, 42, 24)
WOOD_LIGHT = (120, 74, 40)

SUIT_COLORS = {"s": (30, 30, 36), "h": (200, 40, 48), "d": (200, 40, 48), "c": (30, 30, 36)}
SUIT_COLORS_4 = {"s": (30, 30, 36), "h": (200, 40, 48), "d": (36, 96, 200), "c": (32, 140, 60)}


def scale_for(size: tuple[int, int]) -> float:
    """UI scale from the window: 1.0 at 720 px high, never so small that text blurs away."""
    w, h = size
    return max(0.6, min(h / 720.0, w / 1280.0 * 1.15))


# ---------------------------------------------------------------- felt
_felt_cache: dict[tuple, pygame.Surface] = {}
_grain: pygame.Surface | None = None


def _grain_texture() -> pygame.Surface:
    """A 128x128 grey noise tile (values 0..14), built from os.urandom through an 8-bit
    palette in one go (no per-pixel Python)."""
    global _grain
    if _grain is None:
        n = 128
        tile8 = pygame.image.frombytes(os.urandom(n * n), (n, n), "P")
        tile8.set_palette([(v, v, v) for v in (i * 15 // 256 for i in range(256))])
        tile = pygame.Surface((n, n))
        tile.blit(tile8, (0, 0))
        _grain = tile
    return _grain


def _radial(size: tuple[int, int], inner, outer, center=(0.5, 0.42)) -> pygame.Surface:
    sw, sh = 40, 24
    small = pygame.Surface((sw, sh))
    cx, cy = center[0] * sw, center[1] * sh
    maxd = ((sw * 0.62) ** 2 + (sh * 0.75) ** 2) ** 0.5
    for y in range(sh):
        for x in range(sw):
            d = min(1.0, (((x - cx) ** 2 + ((y - cy) * 1.35) ** 2) ** 0.5) / maxd)
            t = d * d * (3 - 2 * d)
            small.set_at((x, y), [int(a + (b - a) * t) for a, b in zip(inner, outer)])
    return pygame.transform.smoothscale(small, size)


def felt(size: tuple[int, int], tint: tuple[int, int, int] | None = None) -> pygame.Surface:
    """The table cloth for a window size (cached)."""
    key = (size, tint)
    surf = _felt_cache.get(key)
    if surf is None:
        if len(_felt_cache) > 6:
            _felt_cache.clear()
        inner = tint or FELT_LIGHT
        surf = _radial(size, inner, FELT_DARK)
        grain = _grain_texture()
        layer = pygame.Surface(size)
        for y in range(0, size[1], grain.get_height()):
            for x in range(0, size[0], grain.get_width()):
                layer.blit(grain, (x, y))
        surf.blit(layer, (0, 0), special_flags=pygame.BLEND_RGB_ADD)
        surf.fill((7, 7, 7), special_flags=pygame.BLEND_RGB_SUB)
        if pygame.display.get_surface() is not None:
            surf = surf.convert()  # display format: the full-screen blit is a plain copy
        _felt_cache[key] = surf
    return surf


def draw_felt(surface: pygame.Surface, tint=None) -> None:
    surface.blit(felt(surface.get_size(), tint), (0, 0))


# ---------------------------------------------------------------- helpers
def rounded_panel(size: tuple[int, int], radius: int, color=PANEL, alpha=PANEL_ALPHA,
                  border=PANEL_EDGE, border_width: int = 1) -> pygame.Surface:
    """A translucent rounded rectangle on its own SRCALPHA surface."""
    surf = pygame.Surface(size, pygame.SRCALPHA)
    rect = surf.get_rect()
    pygame.draw.rect(surf, (*color[:3], alpha), rect, border_radius=radius)
    if border and border_width:
        pygame.draw.rect(surf, border, rect, border_width, border_radius=radius)
    return surf


_shadow_cache: dict[tuple, pygame.Surface] = {}


def soft_shadow(size: tuple[int, int], radius: int, blur: int = 10, alpha: int = 110):
    """A blurred dark rounded rectangle, bigger than `size` by 2*blur (cached)."""
    key = (size, radius, blur, alpha)
    s = _shadow_cache.get(key)
    if s is None:
        if len(_shadow_cache) > 64:
            _shadow_cache.clear()
        w, h = size[0] + 2 * blur, size[1] + 2 * blur
        # blur a quarter-size copy and scale it up: a big panel's shadow costs ~1 ms
        # instead of ~1 s for a full-size gaussian blur
        k = 4 if min(w, h) >= 64 else 1
        sw, sh = max(1, w // k), max(1, h // k)
        small = pygame.Surface((sw, sh), pygame.SRCALPHA)
        b = max(1, blur // k)
        pygame.draw.rect(small, (0, 0, 0, alpha), (b, b, max(1, sw - 2 * b), max(1, sh - 2 * b)),
                         border_radius=max(0, radius // k))
        try:
            small = pygame.transform.gaussian_blur(small, max(1, b // 2))
        except (AttributeError, ValueError, pygame.error):
            tiny = pygame.transform.smoothscale(small, (max(1, sw // 3), max(1, sh // 3)))
            small = pygame.transform.smoothscale(tiny, (sw, sh))
        s = pygame.transform.smoothscale(small, (w, h))
        _shadow_cache[key] = s
    return s


_grad_cache: dict[tuple, pygame.Surface] = {}


def vertical_gradient(size: tuple[int, int], top, bottom, radius: int = 0) -> pygame.Surface:
    """A top-to-bottom gradient (alpha-aware), optionally clipped to a rounded rect (cached)."""
    key = (tuple(size), tuple(top), tuple(bottom), radius)
    g = _grad_cache.get(key)
    if g is None:
        if len(_grad_cache) > 300:
            _grad_cache.clear()
        g = _grad_cache[key] = _vertical_gradient(size, top, bottom, radius)
    return g


def _vertical_gradient(size, top, bottom, radius):
    w, h = size
    strip = pygame.Surface((1, 2), pygame.SRCALPHA)
    top = tuple(top) if len(top) == 4 else (*top, 255)
    bottom = tuple(bottom) if len(bottom) == 4 else (*bottom, 255)
    strip.set_at((0, 0), top)
    strip.set_at((0, 1), bottom)
    grad = pygame.transform.smoothscale(strip, (max(1, w), max(2, h)))
    if h < 2:
        grad = pygame.transform.scale(grad, (w, h))
    if radius:
        mask = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
        grad.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return grad


def ornament_line(surface: pygame.Surface, center: tuple[int, int], width: int,
                  color=GOLD, thickness: int = 2) -> None:
    """A thin rule with a small diamond in the middle (under titles)."""
    cx, cy = center
    half = width // 2
    d = max(4, thickness * 3)
    pygame.draw.line(surface, color, (cx - half, cy), (cx - d - 4, cy), thickness)
    pygame.draw.line(surface, color, (cx + d + 4, cy), (cx + half, cy), thickness)
    pygame.draw.polygon(surface, color, [(cx, cy - d), (cx + d, cy), (cx, cy + d), (cx - d, cy)])


def dim(surface: pygame.Surface, alpha: int = 150) -> None:
    """Darken everything already drawn (under a dialog)."""
    veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    veil.fill((0, 0, 0, alpha))
    surface.blit(veil, (0, 0))


# ---------------------------------------------------------------- suit pips
_pip_cache: dict[tuple, pygame.Surface] = {}


def suit_pip(suit: str, size: int, color) -> pygame.Surface:
    """A French suit symbol (s h d c) drawn with shapes, supersampled (no font needed)."""
    key = (suit, size, tuple(color))
    surf = _pip_cache.get(key)
    if surf is not None:
        return surf
    k = 4
    n = max(4, size) * k
    big = pygame.Surface((n, n), pygame.SRCALPHA)
    c = tuple(color)
    u = n / 100.0

    def P(x, y):
        return (int(x * u), int(y * u))

    if suit == "d":
        pygame.draw.polygon(big, c, [P(50, 2), P(88, 50), P(50, 98), P(12, 50)])
    elif suit == "h":
        pygame.draw.circle(big, c, P(29, 33), int(25 * u))
        pygame.draw.circle(big, c, P(71, 33), int(25 * u))
        pygame.draw.polygon(big, c, [P(6, 42), P(94, 42), P(50, 94)])
        pygame.draw.polygon(big, c, [P(10, 30), P(90, 30), P(50, 60)])
    elif suit == "s":
        pygame.draw.circle(big, c, P(29, 56), int(23 * u))
        pygame.draw.circle(big, c, P(71, 56), int(23 * u))
        pygame.draw.polygon(big, c, [P(7, 50), P(93, 50), P(50, 4)])
        pygame.draw.polygon(big, c, [P(50, 62), P(66, 96), P(34, 96)])
    else:  # clubs
        pygame.draw.circle(big, c, P(50, 27), int(22 * u))
        pygame.draw.circle(big, c, P(26, 58), int(22 * u))
        pygame.draw.circle(big, c, P(74, 58), int(22 * u))
        pygame.draw.polygon(big, c, [P(50, 40), P(66, 96), P(34, 96)])
    surf = pygame.transform.smoothscale(big, (max(4, size), max(4, size)))
    if len(_pip_cache) > 128:
        _pip_cache.clear()
    _pip_cache[key] = surf
    return surf
