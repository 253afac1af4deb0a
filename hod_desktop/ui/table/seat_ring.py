"""Seat plaques around a table: name, lives (hearts) or points (and a bar toward a limit),
a status line, whose turn it is, the dealer's chip and the faded look of a seat out of the
game. Rule-free: the table says what each plaque shows with a `Plaque` (values only), the
ring draws it.

    ring = SeatRing(text_fn)                  # text_fn(text, size, color, bold) -> Surface
    plaque = Plaque("Lucía", lives=4, status="Pide 2 · Lleva 1", dealer=True)
    ring.draw(surface, [(rect, plaque, chip_pos), ...])  # the still layer (cache it)
    ring.draw_turn(surface, rect, plaque, clock, chip_pos)  # the pulsing glow, every frame

Two looks, picked by the plaque: with `lives` the name, hearts and status are centred
(the dealer chip sits outside, at `chip_pos`); without, the name is on the left, `score`
on the right, an optional `bar` under them and the status line with the dealer chip
inside, at the bottom right. Surfaces are cached per (plaque, size): a plaque is a frozen,
hashable value, so an unchanged seat costs one blit.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Callable, Sequence

import pygame

from ..draw import theme
from ..draw.tween import turn_pulse

HEART = (214, 48, 58)
HEART_EMPTY = (70, 84, 76)

TextFn = Callable[[str, int, tuple, bool], pygame.Surface]


@dataclass(frozen=True)
class Plaque:
    """What one seat's plaque shows now (the table builds it from its shown model)."""

    name: str
    status: str = ""
    status_color: tuple = theme.CREAM
    lives: int | None = None  # hearts: max(heart_slots, lives) slots, the first `lives` full
    heart_slots: int = 5  # a game that starts with fewer lives draws fewer empty hearts
    broken: tuple[int, ...] = ()  # heart slots drawn empty while they break
    score: str | None = None  # top right, e.g. "43 pts"
    score_short: str | None = None  # used instead of `score` when the name leaves no room
    score_small: bool = False  # the score in the smaller type (one_score_form: one per ring)
    bar: float | None = None  # 0..1, a bar toward a limit (green, amber, red)
    active: bool = False  # this seat is to play
    dealer: bool = False
    dealer_label: str = "R"
    out: bool = False  # out of the game: the plaque is faded
    status_bold: bool = False


def heart(size: int, color, filled: bool = True, _cache: dict = {}) -> pygame.Surface:  # noqa: B006
    """A heart drawn 4x larger and smoothed down (cached per size and colour)."""
    key = (size, color, filled)
    s = _cache.get(key)
    if s is None:
        k = 4
        big = pygame.Surface((size * k, size * k), pygame.SRCALPHA)
        r = size * k * 0.27
        c1, c2 = (size * k * 0.29, size * k * 0.34), (size * k * 0.71, size * k * 0.34)
        pts = [(size * k * 0.05, size * k * 0.44), (size * k * 0.5, size * k * 0.93),
               (size * k * 0.95, size * k * 0.44)]
        width = 0 if filled else max(1, size * k // 9)
        for c in (c1, c2):
            pygame.draw.circle(big, color, c, r, width)
        pygame.draw.polygon(big, color, pts, width)
        if filled:
            shine = tuple(min(255, v + 60) for v in color[:3])
            pygame.draw.circle(big, shine, (c1[0] - r * 0.25, c1[1] - r * 0.3), r * 0.28)
        s = _cache[key] = pygame.transform.smoothscale(big, (size, size))
    return s


def heart_row(rect: pygame.Rect, lives: int, slots: int = 5) -> tuple[int, int, int, int]:
    """(x of the first heart, y of the row's top, heart size, step) inside a lives plaque."""
    s = rect.h / 60.0
    hs = max(8, int(13 * s))
    gap = hs + max(2, int(2 * s))
    total = max(slots, lives)
    x0 = rect.centerx - (total * gap - (gap - hs)) // 2
    return x0, rect.y + int(rect.h * 0.45) - hs // 2, hs, gap


class SeatRing:
    """Draws plaques (cached surfaces), the dealer chip, the turn glow, breaking hearts."""

    BREAK_SECONDS = 0.9

    def __init__(self, text: TextFn):
        self.text = text
        self.cache: dict[tuple, pygame.Surface] = {}
        self.halos: dict[tuple, pygame.Surface] = {}  # the turn's glow by (size, alpha)
        self.short_scores = False  # the whole ring's scores last took their short form
        self.small_scores = False  # ... or their smaller type
        self.breaking: list[list] = []  # [seat, heart slot, t 0..1] of hearts breaking now

    # ------------------------------------------------------------ breaking hearts
    def break_heart(self, seat: int, index: int) -> None:
        """Heart slot `index` of `seat` splits and falls (draw_breaking_all), then is gone."""
        self.breaking.append([seat, index, 0.0])

    def update(self, k: float) -> None:
        """Advance the effects by `k` seconds of animation time."""
        for b in self.breaking:
            b[2] += k / self.BREAK_SECONDS
        self.breaking = [b for b in self.breaking if b[2] < 1.0]

    def broken(self, seat: int) -> tuple[int, ...]:
        """The heart slots of `seat` breaking now (its plaque draws them empty)."""
        return tuple(b[1] for b in self.breaking if b[0] == seat)

    def draw_breaking_all(self, surface, rect_of, lives_of) -> None:
        for seat, index, t in self.breaking:
            self.draw_breaking(surface, pygame.Rect(rect_of(seat)), lives_of(seat), index, t)

    def reset(self) -> None:
        self.cache.clear()

    # ------------------------------------------------------------ whole ring
    def draw(self, surface, seats: Sequence[tuple[pygame.Rect, Plaque, tuple | None]]) -> None:
        """Every plaque, and the dealer chip of a lives plaque at its `chip_pos`; the scores
        all in one form (`one_score_form`)."""
        for rect, plaque, chip in self.one_score_form(seats):
            surface.blit(self.surface(plaque, rect.size), rect)
            if plaque.dealer and chip is not None and plaque.lives is not None and not plaque.out:
                self.dealer_chip(surface, chip, plaque.dealer_label, max(9, int(12 * rect.h / 60)))

    def one_score_form(self, seats):
        """`seats` with every score in the same form: the short one («0») on every plaque
        when any plaque has no room for its long one («0 pts»). A 6-seat Chinchón table at
        800x480 read «Carmen 0» beside «Lucía 0 pts», as if Carmen's were something else;
        likewise the smaller type a tight long score takes (Bandas 6p 800x480).
        Given the whole ring, the choice is kept for a plaque drawn alone (the turn's)."""
        seats = list(seats)
        short = any(p.lives is None and self._short(p, rect.w, rect.h / 60.0)
                    for rect, p, _ in seats)
        small = any(p.lives is None and self._tight(p, rect.w, rect.h / 60.0)
                    for rect, p, _ in seats)
        if len(seats) > 1:
            self.short_scores, self.small_scores = short, small
        if short or self.short_scores:
            return [(rect, replace(p, score=p.score_short) if p.score_short is not None else p,
                     chip) for rect, p, chip in seats]
        if small or self.small_scores:  # «0 pts» in one size: Carmen's alone was smaller
            return [(rect, replace(p, score_small=True) if p.score is not None else p, chip)
                    for rect, p, chip in seats]
        return seats

    def draw_turn(self, surface, rect: pygame.Rect, plaque: Plaque, clock: float,
                  chip: tuple | None = None, glow: int = 110) -> None:
        """The seat to play: a glow under its (active) plaque (`glow`: its least alpha) that
        pulses for a few seconds once the turn comes to it, then holds still (an idle table
        lets the app sleep on events)."""
        key = tuple(rect)
        if key != getattr(self, "_turn_key", None) or clock < self._turn_from:
            self._turn_key, self._turn_from = key, clock
        pulse = turn_pulse(clock, self._turn_from)
        halo = self.turn_halo(rect.size, int(glow + 100 * pulse))
        surface.blit(halo, halo.get_rect(center=rect.center))
        self.draw(surface, [(rect, plaque, chip)])

    @staticmethod
    def turn_rects(rect: pygame.Rect, chip: tuple | None = None) -> list[pygame.Rect]:
        """What `draw_turn` covers, with a margin: the glow round the plaque, the dealer chip."""
        out = [rect.inflate(32, 32)]  # the glow: 12 px of blur each side
        if chip is not None:
            rad = max(9, int(12 * rect.h / 60))
            out.append(pygame.Rect(0, 0, 2 * rad + 8, 2 * rad + 8))
            out[-1].center = (int(chip[0]), int(chip[1]))
        return out

    def turn_halo(self, size: tuple[int, int], alpha: int) -> pygame.Surface:
        """The turn's glow for a plaque of `size` at `alpha` (cached: a copy tinted for
        every frame cost 0.1 ms at 1920x1080)."""
        key = (tuple(size), alpha)
        halo = self.halos.get(key)
        if halo is None:
            if len(self.halos) > 240:
                self.halos.clear()
            halo = theme.soft_shadow(key[0], int(size[1] * 0.22), blur=12, alpha=255).copy()
            halo.fill((255, 205, 110, alpha), special_flags=pygame.BLEND_RGBA_MULT)
            self.halos[key] = halo
        return halo

    @staticmethod
    def signature(plaques: Sequence[Plaque]) -> tuple:
        """Changes when any plaque would look different (for a cached still layer)."""
        return tuple(plaques)

    # ------------------------------------------------------------ parts
    def dealer_chip(self, surface, pos, label: str, rad: int) -> None:
        key = ("chip", rad, label)
        chip = self.cache.get(key)
        if chip is None:
            chip = pygame.Surface((rad * 2 + 2, rad * 2 + 2), pygame.SRCALPHA)
            pygame.draw.circle(chip, (0, 0, 0, 90), (rad + 2, rad + 2), rad)
            pygame.draw.circle(chip, theme.CREAM, (rad, rad), rad)
            pygame.draw.circle(chip, theme.GOLD_DARK, (rad, rad), rad, 2)
            img = self.text(label, int(rad * 1.3), theme.INK, True)
            chip.blit(img, img.get_rect(center=(rad, rad + 1)))
            self.cache[key] = chip
        surface.blit(chip, chip.get_rect(center=(int(pos[0]), int(pos[1]))))

    def draw_breaking(self, surface, rect: pygame.Rect, lives_after: int, index: int, t: float) -> None:
        """Heart slot `index` of a lives plaque splitting and falling (t from 0 to 1)."""
        x0, y, hs, gap = heart_row(rect, lives_after + 1)
        x = x0 + index * gap
        img = heart(hs, HEART, True)
        half = hs // 2
        alpha = int(255 * (1 - t))
        for i, part in enumerate((img.subsurface((0, 0, half, hs)),
                                  img.subsurface((half, 0, hs - half, hs)))):
            p = pygame.transform.rotate(part, (18 if i == 0 else -18) * t)
            p.set_alpha(alpha)
            dx = (-1 if i == 0 else 1) * t * hs * 0.8 + (0 if i == 0 else half)
            surface.blit(p, (x + dx, y + t * t * hs * 2.2))

    def surface(self, p: Plaque, size: tuple[int, int]) -> pygame.Surface:
        key = (p, tuple(size))
        surf = self.cache.get(key)
        if surf is None:
            if len(self.cache) > 300:
                self.cache.clear()
            surf = self.cache[key] = (self._lives if p.lives is not None else self._points)(p, size)
        return surf

    @staticmethod
    def _base(p: Plaque, w: int, h: int, alpha: int = 225) -> pygame.Surface:
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        top = (30, 70, 50, alpha + 10) if p.active else (12, 34, 25, alpha)
        bot = (14, 44, 31, alpha + 10) if p.active else (6, 20, 14, alpha)
        rad = int(h * 0.22)
        surf.blit(theme.vertical_gradient((w, h), top, bot, radius=rad), (0, 0))
        pygame.draw.rect(surf, theme.GOLD if p.active else (*theme.GOLD_DARK, 150), surf.get_rect(),
                         2 if p.active else 1, border_radius=rad)
        return surf

    def _lives(self, p: Plaque, size) -> pygame.Surface:
        w, h = int(size[0]), int(size[1])
        surf = self._base(p, w, h)
        s = h / 60.0
        img = self.text(p.name, int(17 * s), theme.GOLD_LIGHT if p.active else theme.CREAM, True)
        surf.blit(img, img.get_rect(midtop=(w // 2, int(4 * s))))
        x0, y, hs, gap = heart_row(pygame.Rect(0, 0, w, h), p.lives, p.heart_slots)
        for i in range(max(p.heart_slots, p.lives)):
            full = i < p.lives and i not in p.broken
            surf.blit(heart(hs, HEART if full else HEART_EMPTY, full), (x0 + i * gap, y))
        img = self.fitted(p.status, int(14 * s), w - int(10 * s), p.status_color, p.status_bold)
        surf.blit(img, img.get_rect(midbottom=(w // 2, h - int(4 * s))))
        if p.out:
            surf.fill((255, 255, 255, 120), special_flags=pygame.BLEND_RGBA_MULT)
        return surf

    def fitted(self, words: str, size: int, room: int, color, bold: bool, floor: float = 0.7):
        """`words` at `size`, or smaller (down to `floor` of it) until no wider than `room`:
        a longer translation of a status («Pide 1 · Lleva 0») shrinks instead of running
        off the plaque's sides."""
        low = max(6, int(size * floor))
        img = self.text(words, size, color, bold)
        while img.get_width() > room and size > low:
            size -= 1
            img = self.text(words, size, color, bold)
        return img

    def name_and_score(self, p: Plaque, w: int, s: float):
        """The name's and the score's pictures for a points plaque `w` wide, with a gap of a
        pad between them: a tight score takes smaller type, then its short form; a name that
        still leaves no room takes smaller type too («Carmen19 pts» on a 6-seat Bandas plaque
        at 900x560 read as one word)."""
        pad = int(9 * s)
        color = theme.GOLD_LIGHT if p.active else theme.CREAM
        img = self.text(p.name, int(17 * s), color, True)
        if p.score is None:
            return img, None
        def fits() -> bool:
            return img.get_width() + pts.get_width() + 3 * pad <= w

        pts = self.text(p.score, int(16 * s), theme.CREAM, True)
        if p.score_small or not fits():  # tight: smaller type first, so "0 pts" stays
            pts = self.text(p.score, int(13 * s), theme.CREAM, True)
        if self._short(p, w, s):
            pts = self.text(p.score_short, int(16 * s), theme.CREAM, True)
        for size in (14, 12, 11):
            if fits():
                break
            img = self.text(p.name, int(size * s), color, True)
        return img, pts

    def _tight(self, p: Plaque, w: int, s: float) -> bool:
        """Whether the long score needs the smaller type to leave a pad's gap after the name."""
        if p.score is None:
            return False
        name = self.text(p.name, int(17 * s), theme.CREAM, True).get_width()
        pts = self.text(p.score, int(16 * s), theme.CREAM, True).get_width()
        return name + pts + 3 * int(9 * s) > w

    def _short(self, p: Plaque, w: int, s: float) -> bool:
        """Whether the score takes its short form: not even in smaller type does the long
        one leave a pad's gap after the name."""
        if p.score is None or p.score_short is None:
            return False
        name = self.text(p.name, int(17 * s), theme.CREAM, True).get_width()
        pts = self.text(p.score, int(13 * s), theme.CREAM, True).get_width()
        return name + pts + 3 * int(9 * s) > w

    def _points(self, p: Plaque, size) -> pygame.Surface:
        w, h = int(size[0]), int(size[1])
        surf = self._base(p, w, h, 228)
        s = h / 60.0
        pad = int(9 * s)
        img, pts = self.name_and_score(p, w, s)
        surf.blit(img, img.get_rect(topleft=(pad, int(5 * s))))
        if pts is not None:
            surf.blit(pts, pts.get_rect(topright=(w - pad, int(6 * s))))
        bottom = int(h * 0.52)
        if p.bar is not None:
            bar = pygame.Rect(pad, int(h * 0.52), w - 2 * pad, max(4, int(7 * s)))
            pygame.draw.rect(surf, (0, 0, 0, 120), bar, border_radius=bar.h // 2)
            frac = max(0.0, min(1.0, p.bar))
            col = theme.GREEN_OK if frac < 0.6 else (240, 190, 80) if frac < 0.85 else theme.RED
            if frac > 0:
                pygame.draw.rect(surf, col, (bar.x, bar.y, max(bar.h, int(bar.w * frac)), bar.h),
                                 border_radius=bar.h // 2)
            bottom = bar.bottom
        dealer = p.dealer and not p.out
        rad = max(7, int(9 * s))
        if dealer:  # the chip sits on the bottom line, right, clear of the bar
            rad = min(rad, max(6, (h - bottom - int(3 * s)) // 2))
        room = w - 2 * pad - (2 * rad + int(4 * s) if dealer else 0)
        img = self.fitted(p.status, int(13 * s), room, p.status_color, p.status_bold, 0.65)
        surf.blit(img, img.get_rect(bottomleft=(pad, h - int(4 * s))))
        if dealer:
            c = (w - pad - rad, h - int(3 * s) - rad)
            pygame.draw.circle(surf, theme.CREAM, c, rad)
            pygame.draw.circle(surf, theme.GOLD_DARK, c, rad, 2)
            d = self.text(p.dealer_label, int(rad * 1.4), theme.INK, True)
            surf.blit(d, d.get_rect(center=c))
        if p.out:
            surf.fill((255, 255, 255, 130), special_flags=pygame.BLEND_RGBA_MULT)
        return surf
