"""Fonts and rendered text for every scene: `font(size, bold, display)`, `text(...)` (cached
surfaces), `shadow_text` for titles, `wrap` for paragraphs and `blit_center`.

Fonts come from ui/draw/fonts.py (the shipped TTFs) with pygame's default as a fallback; every
cache is dropped when pygame.font has been restarted (tests, a restart).
"""
from __future__ import annotations

from functools import lru_cache

import pygame

from . import theme

_fonts: dict[tuple[int, bool, bool], pygame.font.Font] = {}
_text_cache: dict[tuple, pygame.Surface] = {}


_sentinel: list = []  # one tiny Font: when it turns invalid, pygame.font was restarted


def _check_font_module() -> None:
    """After pygame.quit() + init (tests, a restart) every cached Font is dead: start over."""
    if not pygame.font.get_init():
        pygame.font.init()
    if _sentinel:
        try:
            _sentinel[0].get_linesize()
            return
        except pygame.error:
            pass
    _fonts.clear()
    _wrap_groups.cache_clear()  # measured with the dead fonts
    fit_size.cache_clear()
    try:
        from . import fonts as _shipped

        cache = getattr(_shipped, "_cache", None)
        if isinstance(cache, dict):
            cache.clear()
    except ImportError:
        pass
    _sentinel[:] = [pygame.font.Font(None, 8)]


def font(size: float, bold: bool = False, display: bool = False) -> pygame.font.Font:
    """The app font at a pixel size: ui/draw/fonts.py when present, pygame's default otherwise.
    `display` is the serif face for titles."""
    _check_font_module()
    size = max(6, int(round(size)))
    key = (size, bold, display)
    f = _fonts.get(key)
    if f is None:
        try:
            from . import fonts as _shipped

            f = _shipped.font(size, bold, display) if display else _shipped.font(size, bold)
        except (ImportError, AttributeError, OSError, TypeError, pygame.error):
            if not pygame.font.get_init():
                pygame.font.init()
            f = pygame.font.Font(None, int(size * 1.32))
            f.set_bold(bold)
        _fonts[key] = f
    return f


def clear_font_cache() -> None:
    _fonts.clear()
    _text_cache.clear()
    wrap_even.cache_clear()
    _wrap_groups.cache_clear()
    fit_size.cache_clear()


def text(s: str, size: float, color=theme.CREAM, bold: bool = False,
         display: bool = False) -> pygame.Surface:
    """Rendered text (antialiased, cached)."""
    key = (s, int(round(size)), bold, tuple(color), display)
    surf = _text_cache.get(key)
    if surf is None:
        if len(_text_cache) > 800:
            _text_cache.clear()
        surf = font(size, bold, display).render(s, True, color)
        _text_cache[key] = surf
    return surf


def shadow_text(s: str, size: float, color=theme.CREAM, bold: bool = False,
                offset: int | None = None, shadow=(0, 0, 0, 140),
                display: bool = False) -> pygame.Surface:
    """Text with a soft drop shadow, for titles over the felt (cached)."""
    key = ("shadow", s, int(round(size)), bold, tuple(color), display, offset, tuple(shadow))
    cached = _text_cache.get(key)
    if cached is not None:
        return cached
    front = text(s, size, color, bold, display)
    off = offset if offset is not None else max(1, int(size / 18))
    back = text(s, size, shadow[:3], bold, display).copy()
    back.set_alpha(shadow[3] if len(shadow) > 3 else 140)
    surf = pygame.Surface((front.get_width() + off, front.get_height() + off), pygame.SRCALPHA)
    surf.blit(back, (off, off))
    surf.blit(front, (0, 0))
    _text_cache[key] = surf
    return surf


def wrap(s: str, size: float, width: int, bold: bool = False) -> list[str]:
    """Split a paragraph into lines that fit `width` pixels."""
    f = font(size, bold)
    lines: list[str] = []
    for para in s.split("\n"):
        words = para.split(" ")
        line = ""
        for w in words:
            cand = w if not line else line + " " + w
            if f.size(cand)[0] <= width or not line:
                line = cand
            else:
                lines.append(line)
                line = w
        lines.append(line)
    return lines


def wrap_groups(s: str, size: float, width: int, sep: str = " · ", bold: bool = False) -> list[str]:
    """`wrap` for a line of groups joined by `sep` (a table's keys): a line breaks only after
    a separator, never inside a group that fits the width — a line ended on a bare key,
    «· C» over «cerrar · O» over «ordenar» (Chinchón 1280x720). Cached per (line, size,
    width): the keys line is wrapped again for every frame (0.2 ms at 1920x1080)."""
    return list(_wrap_groups(s, size, width, sep, bold))


@lru_cache(maxsize=256)
def _wrap_groups(s: str, size: float, width: int, sep: str, bold: bool) -> tuple[str, ...]:
    f = font(size, bold)
    groups = [g.replace(" ", "\u00a0") if f.size(g + sep)[0] <= width else g for g in s.split(sep)]
    held = ("\u00a0" + sep.strip() + " ").join(groups)
    return tuple(line.replace("\u00a0", " ") for line in wrap(held, size, width, bold))


@lru_cache(maxsize=128)
def fit_groups(s: str, size: float, width: int, height: float, floor: float = 0.8,
               sep: str = " · ", bold: bool = False) -> tuple[int, tuple[str, ...]]:
    """A table's keys in a column `width` by `height`: (type size, lines). The given size
    when every line fits; else the largest smaller one, down to `floor` of it, at which they
    do (a longer language at 800x480 lost its «Esc pausa» off the column's foot); at the
    floor, groups before the last are left out: the last, the way out (Esc), always stays.
    Cached: tables ask it every frame."""
    size = max(6, int(round(size)))
    low = max(6, int(size * floor))
    for k in range(size, low - 1, -1):
        lines = _wrap_groups(s, k, width, sep, bold)
        if len(lines) * font(k, bold).get_height() <= height:
            return k, lines
    groups, tall = s.split(sep), font(low, bold).get_height()
    while len(groups) > 2 and len(lines) * tall > height:
        del groups[-2]
        lines = _wrap_groups(sep.join(groups), low, width, sep, bold)
    if len(lines) * tall <= height:
        return low, lines
    n = int(max(0, height) // tall)
    return low, lines[-n:] if n else ()


@lru_cache(maxsize=256)
def fit_size(s: str, size: float, width: int, bold: bool = False, floor: float = 0.7,
             display: bool = False) -> int:
    """The largest type size, from `size` down to `floor` of it, at which `s` is no wider
    than `width` (the floor when none is): a line that must stay one line shrinks to fit a
    longer translation instead of being cut. Cached: tables ask it every frame."""
    size = max(6, int(round(size)))
    low = max(6, int(size * floor))
    while size > low and font(size, bold, display).size(s)[0] > width:
        size -= 1
    return size


@lru_cache(maxsize=512)
def wrap_even(s: str, size: float, width: int, bold: bool = False) -> tuple[str, ...]:
    """`wrap`, with the lines made as even as they can be without adding one: the
    narrowest width that still gives as many lines (a centred two-line blurb ended with a
    one-word line, «else.», at 900x560)."""
    lines = wrap(s, size, width, bold)
    if len(lines) < 2 or "\n" in s:
        return tuple(lines)
    lo, hi = 1, width  # hi always gives len(lines) lines
    while lo < hi:
        mid = (lo + hi) // 2
        if len(wrap(s, size, mid, bold)) <= len(lines):
            hi = mid
        else:
            lo = mid + 1
    return tuple(wrap(s, size, hi, bold))


def blit_center(surface: pygame.Surface, img: pygame.Surface, center) -> pygame.Rect:
    r = img.get_rect(center=(int(center[0]), int(center[1])))
    surface.blit(img, r)
    return r
