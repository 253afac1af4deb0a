"""Everything drawn on the Cinco Vidas table that is not a card: seat plaques (name, hearts,
bid and tricks, dealer chip, turn glow), won-trick piles, the bid selector, the prompt line,
floating "-1"s, the round summary, the last trick and the pause menu.

It reads the table's `shown` model (what the animations have reached, not the engine's
latest state) and caches every text and plaque surface, so a frame is mostly blits.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Callable

import pygame

from ...ui import theme
from ...ui.table_hud import HudButton, TableHud
from ...ui.layout import CARD_RATIO, pile_offsets, row_of_buttons
from . import text as _strings  # noqa: F401  (registers the strings)

if TYPE_CHECKING:
    from ...ui.table_base import TableScene


HEART = (214, 48, 58)
HEART_EMPTY = (70, 84, 76)


@dataclass
class Breaking:
    seat: int
    index: int
    t: float = 0.0


@dataclass
class Shown:
    """What the table shows now: it follows the animated events, not the engine."""

    n: int
    lives: list[int]
    bids: list[int | None]
    tricks: list[int]
    dealer: int
    round_no: int
    size: int
    order: tuple[int, ...]
    eliminated: set[int] = field(default_factory=set)
    turn: int | None = None
    last_trick: tuple = ()
    last_winner: int | None = None
    summary: dict | None = None
    winners: tuple[int, ...] = ()
    banner: str | None = None


class TextCache:
    def __init__(self, font_fn: Callable[[int, bool], pygame.font.Font]):
        self.font_fn = font_fn
        self.cache: dict[tuple, pygame.Surface] = {}

    def get(self, text: str, size: int, color=theme.CREAM, bold: bool = False) -> pygame.Surface:
        key = (text, size, color, bold)
        s = self.cache.get(key)
        if s is None:
            if len(self.cache) > 600:
                self.cache.clear()
            s = self.font_fn(max(8, int(size)), bold).render(text, True, color)
            self.cache[key] = s
        return s


_heart_cache: dict[tuple, pygame.Surface] = {}


def heart(size: int, color, filled: bool = True) -> pygame.Surface:
    key = (size, color, filled)
    s = _heart_cache.get(key)
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
        if not filled:
            big = pygame.transform.smoothscale(big, (size, size))
            _heart_cache[key] = big
            return big
        shine = (min(255, color[0] + 60), min(255, color[1] + 60), min(255, color[2] + 60))
        pygame.draw.circle(big, shine, (c1[0] - r * 0.25, c1[1] - r * 0.3), r * 0.28)
        s = pygame.transform.smoothscale(big, (size, size))
        _heart_cache[key] = s
    return s


class Hud(TableHud):

    def __init__(self, table: "TableScene"):
        super().__init__(table)
        app = table.app
        font_fn = getattr(app, "font", None) or (lambda size, bold=False: pygame.font.Font(None, size))
        self.text = TextCache(font_fn)
        self.plaques: dict[tuple, pygame.Surface] = {}
        self.buttons: list[HudButton] = []
        self.breaking: list[Breaking] = []
        self._panel_cache: dict[tuple, pygame.Surface] = {}

    # ------------------------------------------------------------ helpers
    def reset_caches(self) -> None:
        super().reset_caches()
        self.plaques.clear()
        self.text.cache.clear()
        self._panel_cache.clear()

    def panel(self, size: tuple[int, int], radius: int = 14, alpha: int = 215) -> pygame.Surface:
        key = (size, radius, alpha)
        p = self._panel_cache.get(key)
        if p is None:
            p = theme.rounded_panel(size, radius, alpha=alpha, border=(*theme.GOLD, 110))
            self._panel_cache[key] = p
        return p

    def blit_text(self, surface, text, size, pos, color=theme.CREAM, bold=False, anchor="center"):
        img = self.text.get(text, int(size), color, bold)
        r = img.get_rect(**{anchor: (int(pos[0]), int(pos[1]))})
        surface.blit(img, r)
        return r

    def update_effects(self, k: float) -> None:
        for b in self.breaking:
            b.t += k / 0.9
        self.breaking = [b for b in self.breaking if b.t < 1.0]

    def float_at_seat(self, seat: int, text: str, color=theme.CREAM, size: float = 1.0) -> None:
        """A short text rising from a seat's plaque (sinking below it for the top seats)."""
        r = pygame.Rect(self.t.layout.seats[seat].plaque)
        if r.centery < self.t.layout.size[1] * 0.25:
            self.float_text(text, (r.centerx, r.bottom + 12 * self.s), color, size, sink=True)
        else:
            self.float_text(text, (r.centerx, r.y - 4), color, size)

    def break_heart(self, seat: int, index: int) -> None:
        if math.isfinite(self.t.speed()):
            self.breaking.append(Breaking(seat, index))

    # ------------------------------------------------------------ plaques
    def plaque_surface(self, seat: int, active: bool) -> pygame.Surface:
        sh = self.t.shown
        lay = self.t.layout.seats[seat]
        w, h = int(lay.plaque[2]), int(lay.plaque[3])
        bid, won = sh.bids[seat], sh.tricks[seat]
        out = seat in sh.eliminated
        lang = self.t.lang
        key = (seat, w, h, sh.lives[seat], bid, won, out, active, sh.size, lang,
               tuple(b.index for b in self.breaking if b.seat == seat))
        surf = self.plaques.get(key)
        if surf is not None:
            return surf
        if len(self.plaques) > 200:
            self.plaques.clear()
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        top = (30, 70, 50, 235) if active else (12, 34, 25, 225)
        bot = (14, 44, 31, 235) if active else (6, 20, 14, 225)
        surf.blit(theme.vertical_gradient((w, h), top, bot, radius=int(h * 0.22)), (0, 0))
        edge = theme.GOLD if active else (*theme.GOLD_DARK, 150)
        pygame.draw.rect(surf, edge, surf.get_rect(), 2 if active else 1, border_radius=int(h * 0.22))
        s = h / 60.0
        name = self.t.name(seat)
        ncol = theme.GOLD_LIGHT if active else theme.CREAM
        img = self.text.get(name, int(17 * s), ncol, True)
        surf.blit(img, img.get_rect(midtop=(w // 2, int(4 * s))))
        hs = max(8, int(13 * s))
        lives = sh.lives[seat]
        total = max(5, lives)
        gap = hs + max(2, int(2 * s))
        x0 = w // 2 - (total * gap - (gap - hs)) // 2
        hidden = {b.index for b in self.breaking if b.seat == seat}
        for i in range(total):
            full = i < lives and i not in hidden
            img = heart(hs, HEART if full else HEART_EMPTY, full)
            surf.blit(img, (x0 + i * gap, int(h * 0.45) - hs // 2))
        if out:
            line, col = self.tr("cv.eliminated"), theme.RED_SOFT
        elif bid is None:
            line, col = self.tr("cv.bid_none"), theme.MUTED
        elif sh.size == 1:
            line, col = self.tr("cv.says", word=self.tr("cv.win" if bid else "cv.lose")), theme.CREAM
        else:
            line = self.tr("cv.bid_line", bid=bid, won=won)
            col = theme.GREEN_OK if won == bid else (theme.RED_SOFT if won > bid else theme.CREAM)
        img = self.text.get(line, int(14 * s), col, False)
        surf.blit(img, img.get_rect(midbottom=(w // 2, h - int(4 * s))))
        if out:
            surf.fill((255, 255, 255, 120), special_flags=pygame.BLEND_RGBA_MULT)
        self.plaques[key] = surf
        return surf

    def seats_sig(self) -> tuple:
        """Everything the static seat drawing depends on (plaques, chips, piles)."""
        sh = self.t.shown
        return (tuple(sh.lives), tuple(sh.bids), tuple(sh.tricks), sh.dealer, sh.turn, sh.size,
                tuple(sorted(sh.eliminated)), self.t.lang, tuple((b.seat, b.index) for b in self.breaking),
                sh.winners)

    def draw_seats(self, surface: pygame.Surface) -> None:
        """The still part: every plaque, dealer chip and pile (cached by the table)."""
        sh = self.t.shown
        lay = self.t.layout
        for seat in range(sh.n):
            place = lay.seats[seat]
            active = sh.turn == seat and seat not in sh.eliminated
            surface.blit(self.plaque_surface(seat, active), pygame.Rect(place.plaque))
            if seat == sh.dealer and seat not in sh.eliminated:
                self.dealer_chip(surface, place.button)
            self.draw_pile(surface, seat)

    def draw_seats_live(self, surface: pygame.Surface) -> None:
        """The moving part: the pulsing glow of the seat to play, breaking hearts."""
        sh = self.t.shown
        seat = sh.turn
        if seat is not None and seat not in sh.eliminated:
            place = self.t.layout.seats[seat]
            r = pygame.Rect(place.plaque)
            pulse = 0.5 + 0.5 * math.sin(self.clock * 4.0)
            glow = theme.soft_shadow(r.size, int(r.h * 0.22), blur=12, alpha=255)
            g = glow.copy()
            g.fill((255, 205, 110, int(110 + 100 * pulse)), special_flags=pygame.BLEND_RGBA_MULT)
            surface.blit(g, g.get_rect(center=r.center))
            surface.blit(self.plaque_surface(seat, True), r)
            if seat == sh.dealer:
                self.dealer_chip(surface, place.button)
        for b in self.breaking:
            self.draw_breaking(surface, b)

    def dealer_chip(self, surface, pos) -> None:
        rad = max(9, int(12 * self.s))
        key = ("chip", rad, self.t.lang)
        chip = self._panel_cache.get(key)
        if chip is None:
            chip = pygame.Surface((rad * 2 + 2, rad * 2 + 2), pygame.SRCALPHA)
            pygame.draw.circle(chip, (0, 0, 0, 90), (rad + 2, rad + 2), rad)
            pygame.draw.circle(chip, theme.CREAM, (rad, rad), rad)
            pygame.draw.circle(chip, theme.GOLD_DARK, (rad, rad), rad, 2)
            img = self.text.get(self.tr("cv.dealer_chip"), int(rad * 1.3), theme.INK, True)
            chip.blit(img, img.get_rect(center=(rad, rad + 1)))
            self._panel_cache[key] = chip
        surface.blit(chip, chip.get_rect(center=(int(pos[0]), int(pos[1]))))

    def draw_pile(self, surface, seat: int) -> None:
        sh = self.t.shown
        count = sh.tricks[seat]
        if count <= 0 or sh.size == 1 or sh.winners:  # no piles left once the game is over
            return
        lay = self.t.layout
        w = int(lay.small_w * 0.8)
        back = self.t.look.back(w)
        px, py = lay.seats[seat].pile
        for dx, dy in pile_offsets(count, w):
            surface.blit(back, back.get_rect(center=(int(px + dx), int(py + dy))))
        if count > 1:
            self.badge(surface, str(count), (px + w * 0.5, py - w * CARD_RATIO * 0.5))

    def badge(self, surface, text, pos) -> None:
        img = self.text.get(text, int(14 * self.s), theme.INK, True)
        rad = max(img.get_width(), img.get_height()) // 2 + 3
        pygame.draw.circle(surface, theme.GOLD_LIGHT, (int(pos[0]), int(pos[1])), rad)
        surface.blit(img, img.get_rect(center=(int(pos[0]), int(pos[1]))))

    def pile_rect(self, seat: int) -> pygame.Rect:
        lay = self.t.layout
        w = int(lay.small_w * 0.8)
        r = pygame.Rect(0, 0, int(w * 1.5), int(w * CARD_RATIO * 1.3))
        r.center = (int(lay.seats[seat].pile[0]), int(lay.seats[seat].pile[1]))
        return r

    def draw_breaking(self, surface, b: Breaking) -> None:
        place = self.t.layout.seats[b.seat]
        r = pygame.Rect(place.plaque)
        s = r.h / 60.0
        hs = max(8, int(13 * s))
        gap = hs + max(2, int(2 * s))
        total = max(5, self.t.shown.lives[b.seat] + 1)
        x0 = r.centerx - (total * gap - (gap - hs)) // 2
        x, y = x0 + b.index * gap, r.y + int(r.h * 0.45) - hs // 2
        img = heart(hs, HEART, True)
        half = hs // 2
        t = b.t
        alpha = int(255 * (1 - t))
        for i, part in enumerate((img.subsurface((0, 0, half, hs)), img.subsurface((half, 0, hs - half, hs)))):
            p = pygame.transform.rotate(part, (18 if i == 0 else -18) * t)
            p.set_alpha(alpha)
            dx = (-1 if i == 0 else 1) * t * hs * 0.8 + (0 if i == 0 else half)
            surface.blit(p, (x + dx, y + t * t * hs * 2.2))

    def draw_floaters(self, surface) -> None:
        for f in self.floaters:
            img = self.text.get(f.text, int(26 * self.s * f.size), f.color, True)
            a = 255 if f.t < 0.6 else int(255 * (1 - (f.t - 0.6) / 0.4))
            img = img.copy()
            img.set_alpha(max(0, a))
            rise = 46 * self.s * (1 - (1 - f.t) ** 2)
            y = int(f.pos[1] + rise) if f.sink else max(img.get_height() // 2 + 4, int(f.pos[1] - rise))
            surface.blit(img, img.get_rect(center=(int(f.pos[0]), y)))

    # ------------------------------------------------------------ info, prompt, code
    def round_title(self) -> str:
        """The top-left title: the round, and that the human only watches once eliminated."""
        sh = self.t.shown
        out = self.t.human is not None and self.t.human in sh.eliminated
        if sh.size == 1:
            key = "cv.round1_watch" if out or self.t.human is None else "cv.round1"
        else:
            key = "cv.round"
        text = self.tr(key, n=sh.round_no + 1, k=sh.size)
        return f"{text} · {self.tr('cv.watching')}" if out else text

    def draw_info(self, surface, code: str | None) -> None:
        lay = self.t.layout
        s = self.s
        text = self.round_title()
        self.blit_text(surface, text, 17 * s, lay.info, theme.GOLD_LIGHT, True, "topleft")
        hint = self.tr("cv.last_hint")
        self.blit_text(surface, hint, 13 * s, (lay.info[0], lay.info[1] + 24 * s), theme.MUTED, False, "topleft")
        if code:
            self.blit_text(surface, self.tr("cv.code", code=code), 13 * s, lay.code, (150, 176, 160),
                           False, "bottomright")
        self.draw_menu_button(surface)

    def draw_menu_button(self, surface) -> None:
        r = pygame.Rect(self.t.layout.menu_button)
        hot = r.collidepoint(self.t.mouse)
        surface.blit(self.panel(r.size, r.h // 4, 230 if hot else 170), r)
        for i in (-1, 0, 1):
            y = r.centery + i * r.h // 5
            pygame.draw.line(surface, theme.GOLD_LIGHT if hot else theme.CREAM,
                             (r.x + r.w * 0.28, y), (r.right - r.w * 0.28, y), max(2, r.h // 14))

    def draw_message(self, surface, text: str | None, color=theme.CREAM) -> None:
        if not text:
            return
        s = self.s
        img = self.text.get(text, int(17 * s), color, True)
        r = img.get_rect(center=(int(self.t.layout.message[0]), int(self.t.layout.message[1])))
        bg = self.panel((r.w + int(28 * s), r.h + int(10 * s)), int(r.h * 0.6), 170)
        surface.blit(bg, bg.get_rect(center=r.center))
        surface.blit(img, r)

    # ------------------------------------------------------------ bid selector
    def build_bid_buttons(self, view) -> tuple[list[HudButton], str | None]:
        """Buttons for the human's bid from the engine's view: legal ones enabled, the dealer's
        forbidden one disabled, with the reason to show under them."""
        lay = self.t.layout
        area = pygame.Rect(lay.bid_panel)
        s = self.s
        row = pygame.Rect(area.x, area.y + int(area.h * 0.40), area.w, int(area.h * 0.38))
        legal = set(view.legal)
        note = None
        if view.round_size == 1:
            labels = [(self.tr("cv.win"), 1), (self.tr("cv.lose"), 0)]
            rects = row_of_buttons(tuple(row), 2, max_w=150 * s, gap=18 * s, height=46 * s)
            if view.forbidden_bid is not None:
                word = self.tr("cv.win" if view.forbidden_bid == 0 else "cv.lose")
                note = self.tr("cv.forced", word=word)
        else:
            labels = [(str(i), i) for i in range(view.round_size + 1)]
            rects = row_of_buttons(tuple(row), len(labels), max_w=64 * s, gap=12 * s, height=50 * s)
            if view.forbidden_bid is not None:
                note = self.tr("cv.forbidden", n=view.forbidden_bid, size=view.round_size)
        buttons = [HudButton(pygame.Rect(r), lab, f"bid {n}", f"bid {n}" in legal)
                   for (lab, n), r in zip(labels, rects)]
        return buttons, note

    def draw_bid_panel(self, surface, view) -> None:
        lay = self.t.layout
        area = pygame.Rect(lay.bid_panel)
        s = self.s
        self.buttons, note = self.build_bid_buttons(view)
        surface.blit(self.panel(area.size, int(16 * s), 225), area)
        title = self.tr("cv.bid_title1" if view.round_size == 1 else "cv.bid_title")
        self.blit_text(surface, title, 19 * s, (area.centerx, area.y + 22 * s), theme.GOLD_LIGHT, True)
        if view.round_size > 1:
            total = sum(b for b in view.bids if b is not None)
            self.blit_text(surface, self.tr("cv.bid_sum", sum=total, size=view.round_size), 14 * s,
                           (area.centerx, area.y + 44 * s), theme.MUTED)
        for b in self.buttons:
            b.hot = b.enabled and b.rect.collidepoint(self.t.mouse)
            self.draw_button(surface, b)
        if note:
            self.blit_text(surface, note, 14 * s, (area.centerx, area.bottom - 16 * s), theme.RED_SOFT, True)

    # ------------------------------------------------------------ summary, last trick, pause
    def draw_summary(self, surface) -> None:
        summ = self.t.shown.summary
        if not summ:
            return
        sh = self.t.shown
        lay = self.t.layout
        s = self.s
        rows = [p for p in summ["order"]]
        row_h = int(26 * s)
        w = int(min(lay.size[0] * 0.62, 520 * s))
        h = int(88 * s + row_h * (len(rows) + 1))
        r = pygame.Rect(0, 0, w, h)
        r.center = (int(lay.center[0]), int(lay.center[1]))
        surface.blit(theme.soft_shadow(r.size, int(16 * s), 14, 150), r.move(-14, -8))
        surface.blit(self.panel(r.size, int(16 * s), 238), r)
        self.blit_text(surface, self.tr("cv.summary", n=summ["round_no"] + 1), 21 * s,
                       (r.centerx, r.y + 24 * s), theme.GOLD_LIGHT, True)
        cols = [r.x + w * 0.08, r.x + w * 0.45, r.x + w * 0.60, r.x + w * 0.75]
        y = r.y + 52 * s
        heads = ("cv.col_player", "cv.col_bid", "cv.col_won", "cv.col_lives")
        for x, k in zip(cols, heads):
            self.blit_text(surface, self.tr(k), 14 * s, (x, y), theme.MUTED, True, "midleft")
        one = summ["size"] == 1
        for i, p in enumerate(rows):
            y = r.y + 52 * s + row_h * (i + 1)
            lost = summ["lost"][p]
            bid = summ["bids"][p]
            if one:
                bid_t = self.tr("cv.win" if bid else "cv.lose")
            else:
                bid_t = str(bid)
            col = theme.GREEN_OK if lost == 0 else theme.CREAM
            self.blit_text(surface, self.t.name(p), 16 * s, (cols[0], y), col, True, "midleft")
            self.blit_text(surface, bid_t, 16 * s, (cols[1], y), theme.CREAM, False, "midleft")
            self.blit_text(surface, str(summ["tricks"][p]), 16 * s, (cols[2], y), theme.CREAM, False, "midleft")
            hx = cols[3]
            hs = max(8, int(13 * s))
            for k in range(summ["lives"][p]):
                surface.blit(heart(hs, HEART), (hx + k * (hs + 2), y - hs // 2))
            if lost:
                lx = hx + max(summ["lives"][p], 0) * (hs + 2) + 6 * s
                self.blit_text(surface, f"−{lost}", 16 * s, (lx, y), theme.RED_SOFT, True, "midleft")
            if p in sh.eliminated:
                self.blit_text(surface, self.tr("cv.eliminated"), 13 * s, (r.right - 12 * s, y),
                               theme.RED_SOFT, True, "midright")
        prog = summ.get("progress", 0.0)
        bar = pygame.Rect(r.x + int(w * 0.1), r.bottom - int(24 * s), int(w * 0.8), max(3, int(4 * s)))
        pygame.draw.rect(surface, (40, 60, 50), bar, border_radius=2)
        pygame.draw.rect(surface, theme.GOLD, (bar.x, bar.y, int(bar.w * prog), bar.h), border_radius=2)
        self.blit_text(surface, self.tr("cv.next_round"), 12 * s, (r.centerx, bar.y - 10 * s), theme.MUTED)

    def last_trick_rect(self) -> pygame.Rect:
        """The Tab panel: sized to its text (and to the cards of the last trick, if any)."""
        sh = self.t.shown
        lay = self.t.layout
        s = self.s
        if not sh.last_trick:
            img = self.text.get(self.tr("cv.no_last_trick"), int(17 * s), theme.CREAM, True)
            r = pygame.Rect(0, 0, img.get_width() + int(48 * s), img.get_height() + int(36 * s))
        else:
            title = self.text.get(self.tr("cv.last_trick", name=self.t.name(sh.last_winner)),
                                  int(17 * s), theme.GOLD_LIGHT, True)
            w = max(min(lay.size[0] * 0.7, (140 + 90 * len(sh.last_trick)) * s),
                    title.get_width() + 40 * s)
            r = pygame.Rect(0, 0, int(min(w, lay.size[0] - 16)), int(60 * s + lay.trick_w * CARD_RATIO * 0.85))
        r.center = (int(lay.center[0]), int(lay.center[1]))
        return r

    def draw_last_trick(self, surface) -> None:
        sh = self.t.shown
        lay = self.t.layout
        s = self.s
        r = self.last_trick_rect()
        w = r.w
        surface.blit(theme.soft_shadow(r.size, int(14 * s), 12, 140), r.move(-12, -6))
        # opaque: the bid buttons under it must not show through
        surface.blit(self.panel(r.size, int(14 * s), 255), r)
        if not sh.last_trick:
            self.blit_text(surface, self.tr("cv.no_last_trick"), 17 * s, r.center, theme.CREAM, True)
            return
        self.blit_text(surface, self.tr("cv.last_trick", name=self.t.name(sh.last_winner)), 17 * s,
                       (r.centerx, r.y + 20 * s), theme.GOLD_LIGHT, True)
        cw = int(lay.trick_w * 0.85)
        k = len(sh.last_trick)
        step = min(cw * 1.15, (w - 30 * s) / max(1, k))
        x0 = r.centerx - step * (k - 1) / 2
        for i, (p, card) in enumerate(sh.last_trick):
            img = self.t.look.face(card, cw)
            cr = img.get_rect(center=(int(x0 + i * step), int(r.y + 40 * s + img.get_height() / 2)))
            surface.blit(img, cr)
            if p == sh.last_winner:
                pygame.draw.rect(surface, theme.GOLD, cr.inflate(6, 6), 3, border_radius=8)
            self.blit_text(surface, self.t.name(p), 12 * s, (cr.centerx, cr.bottom + 9 * s), theme.CREAM)
