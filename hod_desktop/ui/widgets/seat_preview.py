"""The setup screen's small table seen from above: you at the bottom, the others clockwise.

`plan` is pure geometry (easy to test): the oval with the names under or over the seats when
there is room, a flatter oval with the names beside the seats when there is less (the games
with an extra row of options: Chinchón, Cinco Vidas española; those showed a bare row of
seats even at 1920x1080), and the row only when even that does not fit. `draw` paints a plan.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Callable

import pygame

from ..draw import theme

OVAL, BESIDE, ROW = "oval", "beside", "row"


def initial(name: str) -> str:
    """The letter a seat's token shows: the name's first letter or digit, past any mark
    before it (the pseudo-locale's «⁅Ţūū⁆» showed a lone «⁅»)."""
    return next((c for c in name if c.isalnum()), name[:1])


@dataclass(frozen=True)
class Spot:
    center: tuple[int, int]
    label: pygame.Rect  # where the seat's name goes


@dataclass(frozen=True)
class Plan:
    kind: str
    avatar: int  # radius
    table: pygame.Rect | None
    spots: tuple[Spot, ...]


def plan(r: pygame.Rect, n: int, px: Callable[[float], int],
         label_size: Callable[[int], tuple[int, int]], most: int | None = None) -> Plan:
    """Where the table and the `n` seats go inside `r`; `label_size(seat)` is the name's size.
    `most`: the game's most players; a game whose full table would be a row shows the row at
    every count, so the picture does not jump from a table to a row as counts are clicked."""
    if most is not None and most != n and _plan(r, most, px, label_size).kind == ROW:
        return _row(r, n, px, label_size)
    return _plan(r, n, px, label_size)


def _plan(r, n, px, label_size) -> Plan:
    label_h = px(18)
    av = max(px(13), min(px(22), r.h // 8))
    th = r.h - 2 * (av + label_h) - px(6)
    if th >= px(36):
        return _oval(r, n, px, label_size, av, th)
    av = max(px(12), min(px(16), r.h // 6))
    th = r.h - 2 * av - px(4)  # the seats sit on the rim
    if th >= px(36):
        widest = int(r.w * 0.56)
        tw = min(widest, int(th * 4.2))  # about the full oval's proportions
        while True:
            p = _beside(r, n, px, label_size, av, pygame.Rect(0, 0, tw, th))
            if clear(p, r):
                return p
            if tw >= widest:
                break
            tw = min(widest, int(tw * 1.15))
    return _row(r, n, px, label_size)


def clear(p: Plan, r: pygame.Rect) -> bool:
    """Every name inside `r`, over no other name and no seat but its own."""
    seats = [pygame.Rect(s.center[0] - p.avatar, s.center[1] - p.avatar, 2 * p.avatar,
                         2 * p.avatar) for s in p.spots]
    for i, s in enumerate(p.spots):
        if not r.contains(s.label):
            return False
        for j, other in enumerate(p.spots):
            if j != i and (s.label.colliderect(other.label) or s.label.colliderect(seats[j])):
                return False
    return True


def _ring(table: pygame.Rect, n: int, av: float):
    ax, ay = table.w / 2 + av * 0.6, table.h / 2 + av * 0.55
    for seat in range(n):
        ang = math.radians(90 + seat * 360 / n)
        yield seat, ang, (int(table.centerx + math.cos(ang) * ax),
                          int(table.centery + math.sin(ang) * ay))


def _oval(r, n, px, label_size, av, th) -> Plan:
    table = pygame.Rect(0, 0, int(r.w * 0.62), th)
    table.center = r.center
    spots = []
    for seat, ang, (cx, cy) in _ring(table, n, av):
        lab = pygame.Rect((0, 0), label_size(seat))
        if math.sin(ang) >= -0.2:
            lab.midtop = (cx, cy + av + px(2))
        else:
            lab.midbottom = (cx, cy - av - px(2))
        spots.append(Spot((cx, cy), lab))
    return Plan(OVAL, av, table, tuple(spots))


def _beside(r, n, px, label_size, av, table: pygame.Rect) -> Plan:
    """A lower oval; each name beside its seat, on the outer side (top and bottom seats:
    on the right), so nothing stands over or under the table."""
    table.center = r.center
    spots = []
    for seat, ang, (cx, cy) in _ring(table, n, 0):
        lab = pygame.Rect((0, 0), label_size(seat))
        if math.cos(ang) < -0.3:
            lab.midright = (cx - av - px(5), cy)
        else:
            lab.midleft = (cx + av + px(5), cy)
        spots.append(Spot((cx, cy), lab))
    return Plan(BESIDE, av, table, tuple(spots))


def _row(r, n, px, label_size) -> Plan:
    """Little room: the seats in a row, you first."""
    av = max(px(12), min(px(20), (r.h - px(22)) // 2))
    step = min(px(86), r.w // max(1, n))
    x0 = r.centerx - step * (n - 1) // 2
    cy = r.y + av + px(4)
    spots = []
    for seat in range(n):
        cx = x0 + seat * step
        lab = pygame.Rect((0, 0), label_size(seat))
        lab.midtop = (cx, cy + av + px(2))
        spots.append(Spot((cx, cy), lab))
    return Plan(ROW, av, None, tuple(spots))


def draw(surface: pygame.Surface, p: Plan, px: Callable[[float], int],
         avatar: Callable[[pygame.Surface, tuple[int, int], int, int], pygame.Surface]) -> None:
    """Paint `p`: the table (wood, cloth), then each seat; `avatar(surface, center, radius,
    seat)` draws a seat and returns its name's picture."""
    table = p.table
    if table is not None:
        rim = table.inflate(px(10), px(10))
        pygame.draw.ellipse(surface, theme.WOOD, rim)
        pygame.draw.ellipse(surface, theme.WOOD_LIGHT, rim, max(1, px(2)))
        pygame.draw.ellipse(surface, theme.FELT, table)
        pygame.draw.ellipse(surface, theme.FELT_LIGHT, table.inflate(-table.w // 3, -table.h // 3))
        pygame.draw.ellipse(surface, theme.FELT, table.inflate(-table.w // 3 - 6, -table.h // 3 - 6))
    for seat, spot in enumerate(p.spots):
        lab = avatar(surface, spot.center, p.avatar, seat)
        surface.blit(lab, lab.get_rect(center=spot.label.center))
