"""Where the guide's speech panel goes (ui/table/guide.py): pure geometry on rects.

Three kinds of things are weighed, in this order: the step's target (never covered), what
the person must see and may have to press (`must`: the enabled buttons, question panels,
prompt lines and help line drawn this frame; covered as little as can be, best not at
all), and the rest (`avoid[1:]`: plaques, cards, the layout's places; covered as little as
can be). Where the first width finds no place clear of the first two, a narrower panel
(more lines) is tried: at 800x480 Bandas' table has no free band as wide as the panel."""
from __future__ import annotations

import math

import pygame

WIDTHS = (1.0, 0.85, 0.72, 0.6)  # shares of the panel's usual width, tried in turn


def layout_rects(layout) -> list[pygame.Rect]:
    """The places a table's layout names as rects (a board's districts, its buttons), less
    the big ones (the felt): what a panel had better leave uncovered."""
    size = getattr(layout, "size", None)
    if not size:
        return []
    big = size[0] * size[1] * 0.2
    out = []
    for value in vars(layout).values() if hasattr(layout, "__dict__") else ():
        items = value if isinstance(value, (list, tuple)) else [value]
        out += [pygame.Rect(r) for r in items if isinstance(r, pygame.Rect) and r.w * r.h < big]
    return out


def overlap(r: pygame.Rect, rects) -> int:
    """The area of `rects` under `r` (pixels; overlapping rects counted each)."""
    total = 0
    for a in rects:
        c = r.clip(a)
        total += c.w * c.h
    return total


def fault(r: pygame.Rect, target: pygame.Rect | None, must) -> tuple[bool, int]:
    """How wrong a panel at `r` is: (over the target, area of `must` under it)."""
    return (target is not None and target.w > 0 and r.colliderect(target), overlap(r, must))


def place_panel(size: tuple[int, int], screen: pygame.Rect, avoid: list[pygame.Rect],
                near: pygame.Rect | None, must=()) -> pygame.Rect:
    """A place for a panel of `size` inside `screen`: never over `avoid[0]` (the target),
    over as little of `must` as it can, covering as little of the rest of `avoid` as it
    can, and then as near `near`. (Worked out in plain numbers, row by row: with Rects it
    took ~7 ms a frame while cards moved.)"""
    w, h = size
    m = max(8, screen.h // 60)
    xs = [screen.x + m + (screen.w - 2 * m - w) * i // 6 for i in range(7)]
    ys = [screen.y + m + (screen.h - 2 * m - h) * i // 6 for i in range(7)]
    if near is not None:
        xs += [near.centerx - w // 2, near.right + m, near.x - m - w]
        ys += [near.y - m - h, near.bottom + m, near.centery - h // 2]
    ys += [y for a in must for y in (a.bottom + m // 2, a.y - m // 2 - h)]  # just off a line
    xs = list(dict.fromkeys(min(max(x, screen.x), screen.right - w) for x in xs))  # as clamp()
    ys = list(dict.fromkeys(min(max(y, screen.y), screen.bottom - h) for y in ys))
    target = avoid[0] if avoid and avoid[0].w > 0 and avoid[0].h > 0 else None
    small = screen.w * screen.h * 0.02
    others = [(a.x, a.right, a.y, a.bottom, 3 if a.w * a.h < small else 1) for a in avoid[1:]]
    musts = [(a.x, a.right, a.y, a.bottom, 1) for a in must]
    best = None
    for y in ys:
        band = [(x0, x1, min(y + h, y1) - max(y, y0), k) for x0, x1, y0, y1, k in others
                if y0 < y + h and y1 > y]
        must_band = [(x0, x1, min(y + h, y1) - max(y, y0), k) for x0, x1, y0, y1, k in musts
                     if y0 < y + h and y1 > y]
        for x in xs:
            over = target is not None and target.x < x + w and target.right > x \
                and target.y < y + h and target.bottom > y
            rank = (over, _area(x, x + w, must_band), _area(x, x + w, band) // 400,
                    math.hypot(x + w // 2 - near.centerx, y + h // 2 - near.centery) if near else 0, y, x)
            if best is None or rank < best:
                best = rank
    return pygame.Rect(best[5], best[4], w, h)


def _area(left: int, right: int, band) -> int:
    """The area (times its weight) of the rects of a row's `band` between `left` and `right`."""
    total = 0
    for x0, x1, dy, k in band:
        dx = min(right, x1) - max(left, x0)
        if dx > 0:
            total += dx * dy * k
    return total


def panel_cost(r: pygame.Rect, screen: pygame.Rect, avoid: list[pygame.Rect]) -> int:
    """How much of `avoid[1:]` a panel at `r` covers (small things counted three times)."""
    small = screen.w * screen.h * 0.02
    return sum(_covered(r, a, small) for a in avoid[1:]) // 400


def _covered(r: pygame.Rect, a: pygame.Rect, small: float) -> int:
    """The area of `a` under `r`, three times over for a small thing (a button, a plaque)."""
    c = r.clip(a)
    return c.w * c.h * (3 if a.w * a.h < small else 1)


def fit_panel(measure, full_width: int, screen: pygame.Rect, avoid: list[pygame.Rect],
              near: pygame.Rect | None, must=()) -> tuple[pygame.Rect, object]:
    """(rect, what `measure` gave) for the panel, of the widths tried, that is least wrong
    (`fault`), then covers least of the rest, then is widest. `measure(width)` -> (height,
    anything: the lines wrapped to that width)."""
    target = avoid[0] if avoid else None
    best = None
    for share in WIDTHS:
        width = int(full_width * share)
        h, lines = measure(width)
        r = place_panel((width, h), screen, avoid, near, must)
        rank = (fault(r, target, must), panel_cost(r, screen, avoid), -width)
        if best is None or rank < best[0]:
            best = (rank, r, lines)
        if rank[:2] == ((False, 0), 0):  # clear of everything: no narrower panel does better
            break
    return best[1], best[2]
