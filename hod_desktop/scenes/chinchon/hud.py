"""Everything on the Chinchón table that is not a moving card (its strings are in
chinchon_text): card names, the engine's reasons in the person's language, seat plaques (points, a bar toward the limit,
out, re-entry), the stock and the closing spot, meld bars and loose values under and over
the hand, buttons, the prompt, the close signal, the re-entry question and the pause menu.

It reads the table's `shown` model (what the animations have reached) and the table's
cached arrangement of the human's hand; text and panels are cached, a frame is blits.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import pygame

from ...ui import i18n, theme
from ...ui.layout import CARD_RATIO
from ...ui.piles import draw_stack
from ...ui.seat_ring import Plaque, SeatRing
from ...ui.table_hud import ButtonStyle, HudButton, TableHud
from ...ui.text_render import text as _text
from . import text as _strings  # noqa: F401  (registers the strings)

if TYPE_CHECKING:
    from ...ui.table_base import TableScene


MELD_COLORS = ((84, 178, 255), (255, 178, 52), (206, 120, 255), (110, 226, 140))
# one colour per seat for what a player laid off in the reveal (apart from the meld colours)
PLAYER_COLORS = ((255, 112, 130), (70, 222, 214), (250, 226, 90), (255, 150, 230),
                 (186, 240, 96), (236, 236, 236))


REENTRY_BLUE = (150, 200, 255)


def player_color(seat: int | None) -> tuple[int, int, int]:
    return PLAYER_COLORS[(seat or 0) % len(PLAYER_COLORS)]


def minus(n: int) -> str:
    """A number with a true minus sign (−10), as everywhere on the table."""
    return str(n).replace("-", "−")
_NUMBERS_ES = {2: "dos", 3: "tres", 4: "cuatro", 5: "cinco", 6: "seis", 7: "siete"}


def card_name(card, lang: str) -> str:
    """'el 3 de copas', 'la sota de oros' / 'the 3 of cups'."""
    rank = card.rank
    r = i18n.tr(f"card.rank.{rank}", lang) if rank in "1SCR" else i18n.tr("card.rank.n", lang, n=rank)
    return f"{r} {i18n.tr(f'card.suit.{card.suit}', lang)}"


def reason(engine_text: str, lang: str, parse_card=None) -> str:
    """The engine's IllegalAction message as a short sentence in the person's language."""
    t = engine_text
    if "'s turn" in t or "the game is over" in t:
        return i18n.tr("ch.r.not_turn", lang)
    if t.startswith("draw a card first"):
        return i18n.tr("ch.r.draw_first", lang)
    if t.startswith("you have drawn already"):
        return i18n.tr("ch.r.drawn", lang)
    if "you just took it from the discard" in t:
        return i18n.tr("ch.r.taken", lang)
    m = re.search(r": (\d+) cards would stay loose", t)
    if m:
        n = int(m.group(1))
        word = _NUMBERS_ES.get(n, str(n)) if lang == "es" else str(n)
        return i18n.tr("ch.r.loose_n", lang, n=word)
    m = re.search(r"the loose card (\S+) is worth (\d+)", t)
    if m:
        name = m.group(1)
        if parse_card is not None:
            try:
                name = card_name(parse_card(name), lang)
            except ValueError:
                pass
        return i18n.tr("ch.r.loose_high", lang, card=name, n=m.group(2))
    if "no hand in play" in t:
        return i18n.tr("ch.r.no_hand", lang)
    return t


@dataclass
class Shown:
    """What the table shows now: it follows the animated events, not the engine."""

    n: int
    scores: list[int]
    out: list[bool]
    reentered: list[bool]
    hand_no: int = 0
    dealer: int = 0
    stock: int = 0
    in_hand: tuple = ()
    last_taken: list = field(default_factory=list)
    turn: int | None = None
    # ("hand", HandResult) / ("void", hand_no) / ("reentry", {seat: total it came back with})
    history: list = field(default_factory=list)
    banner: str | None = None
    closed: bool = False  # a card lies on the closing spot
    exhaustions: int = 0  # stock rebuilds this hand: at 2 the next exhaustion voids it


class Hud(TableHud):
    FLOAT_SECONDS = 1.8
    BUTTON_STYLE = ButtonStyle(3, 18, (64, 70, 66, 200), (44, 50, 46, 200), (140, 146, 140))

    def __init__(self, table: "TableScene"):
        super().__init__(table)
        self.cache: dict[tuple, pygame.Surface] = {}
        self.ring = SeatRing(_text)

    # ------------------------------------------------------------ helpers
    def reset_caches(self) -> None:
        super().reset_caches()
        self.cache.clear()
        self.ring.reset()

    def blit_text(self, surface, s, size, pos, color=theme.CREAM, bold=False, anchor="center"):
        img = _text(s, int(size), color, bold)
        r = img.get_rect(**{anchor: (int(pos[0]), int(pos[1]))})
        surface.blit(img, r)
        return r

    def panel(self, size, radius, alpha=215, edge=(*theme.GOLD, 110)) -> pygame.Surface:
        key = ("panel", tuple(size), radius, alpha, edge)
        p = self.cache.get(key)
        if p is None:
            p = self.cache[key] = theme.rounded_panel(tuple(size), radius, alpha=alpha, border=edge)
        return p

    def draw_floaters(self, surface) -> None:
        for f in self.floaters:
            img = _text(f.text, int(24 * self.s * f.size), f.color, True).copy()
            img.set_alpha(255 if f.t < 0.6 else max(0, int(255 * (1 - (f.t - 0.6) / 0.4))))
            rise = 40 * self.s * (1 - (1 - f.t) ** 2)
            y = max(img.get_height() // 2 + 4, int(f.pos[1] - rise))
            shade = _text(f.text, int(24 * self.s * f.size), (0, 0, 0), True).copy()
            shade.set_alpha(img.get_alpha() // 2)
            surface.blit(shade, shade.get_rect(center=(int(f.pos[0]) + 2, y + 2)))
            surface.blit(img, img.get_rect(center=(int(f.pos[0]), y)))

    # ------------------------------------------------------------ plaques
    def plaque_rect(self, seat: int) -> pygame.Rect:
        lay = self.t.layout
        if seat == self.t.human:
            return pygame.Rect(lay.plaque)
        return pygame.Rect(lay.base.seats[seat].plaque)

    def plaque(self, seat: int, active: bool) -> Plaque:
        """What seat `seat`'s plaque shows: points, a bar toward the limit, out, re-entry."""
        sh, limit = self.t.shown, self.t.limit
        score, out = sh.scores[seat], sh.out[seat]
        if out:
            line, lc = self.tr("ch.out"), theme.RED_SOFT
        elif sh.reentered[seat]:
            line, lc = "↺ " + self.tr("ch.reentered"), REENTRY_BLUE
        else:
            line, lc = self.tr("ch.limit", limit=limit), theme.MUTED
        return Plaque(self.t.name(seat), line, lc, score=self.tr("ch.points", n=score),
                      score_short=str(score), bar=score / max(1, limit), active=active,
                      dealer=seat == sh.dealer, dealer_label=self.tr("ch.dealer_chip"), out=out,
                      status_bold=out)

    def plaque_surface(self, seat: int, active: bool) -> pygame.Surface:
        return self.ring.surface(self.plaque(seat, active), self.plaque_rect(seat).size)

    def seats_sig(self) -> tuple:
        sh = self.t.shown
        return (tuple(sh.scores), tuple(sh.out), tuple(sh.reentered), sh.turn, sh.dealer,
                sh.stock, tuple(sh.last_taken), sh.closed, self.t.lang, sh.exhaustions)

    def draw_static(self, surface) -> None:
        """Plaques, the stock stack, the closing spot, last-taken cards (cached by the table)."""
        sh = self.t.shown
        self.ring.draw(surface, [(self.plaque_rect(p), self.plaque(p, sh.turn == p), None)
                                 for p in range(sh.n)])
        for seat in range(sh.n):
            if seat != self.t.human and sh.last_taken and sh.last_taken[seat] is not None:
                self.draw_last_taken(surface, seat, sh.last_taken[seat])
        self.draw_stock(surface)
        self.draw_close_spot(surface, False)

    def draw_last_taken(self, surface, seat: int, card) -> None:
        lay = self.t.layout
        r = self.plaque_rect(seat)
        w = int(lay.pile_w * 0.5)
        img = self.t.look.face(card, w)
        cr = img.get_rect(midtop=(r.centerx, r.bottom + int(4 * self.s)))
        place = lay.base.seats[seat]
        if place.hand[1] > r.bottom:  # the backs sit below this plaque: go beside it
            side = 1 if r.centerx < lay.center[0] else -1
            cr = img.get_rect(midleft=(r.right + 6, r.centery)) if side > 0 else \
                img.get_rect(midright=(r.x - 6, r.centery))
        surface.blit(theme.soft_shadow(cr.size, 6, 6, 90), cr.move(-6, -4))
        surface.blit(img, cr)
        self.blit_text(surface, self.tr("ch.took"), 11 * self.s,
                       (cr.centerx, cr.y - 8 * self.s), theme.MUTED, True)

    def draw_summary(self, surface, overlay) -> None:
        """The voided hand's own summary (ui/overlay), in the middle of the felt."""
        overlay.draw(surface, self.t.layout.center, self.s, self.panel, self.blit_text,
                     lambda hs: pygame.Surface((hs, hs), pygame.SRCALPHA))

    def draw_stock(self, surface) -> None:
        lay = self.t.layout
        n = self.t.shown.stock
        w = lay.pile_w
        x, y = lay.stock
        draw_stack(surface, self.t.look.back(w), lay.stock, n, spread="stock", shadow=True)
        last = self.t.shown.exhaustions >= 2  # the next exhaustion voids the hand
        self.blit_text(surface, self.tr("ch.stock", n=n), 13 * self.s,
                       (x, y + w * CARD_RATIO / 2 + 14 * self.s),
                       theme.RED_SOFT if last else theme.MUTED, True)
        if last:  # a second line, so it never runs into the discard pile's label
            self.blit_text(surface, self.tr("ch.stock_last_line"), 12 * self.s,
                           (x, y + w * CARD_RATIO / 2 + 29 * self.s), theme.RED_SOFT, True)
        if last:
            r = pygame.Rect(0, 0, int(w * 1.12), int(w * CARD_RATIO * 1.12))
            r.center = (int(x), int(y))
            pygame.draw.rect(surface, theme.RED_SOFT, r, max(2, int(2 * self.s)),
                             border_radius=int(8 * self.s))
        self.blit_text(surface, self.tr("ch.discard"), 13 * self.s,
                       (lay.discard[0], y + w * CARD_RATIO / 2 + 14 * self.s), theme.MUTED, True)

    def draw_close_spot(self, surface, hot: bool, pulse: float = 0.0) -> None:
        lay = self.t.layout
        r = pygame.Rect(lay.pile_rect(lay.close_spot, 1.0))
        key = ("spot", r.size, hot, int(pulse * 8), self.t.lang)
        img = self.cache.get(key)
        if img is None:
            img = pygame.Surface(r.inflate(8, 8).size, pygame.SRCALPHA)
            box = img.get_rect().inflate(-8, -8)
            fill = (255, 220, 140, 40 + int(60 * pulse)) if hot else (0, 0, 0, 50)
            pygame.draw.rect(img, fill, box, border_radius=r.w // 10)
            col = theme.GOLD_LIGHT if hot else (200, 220, 200, 120)
            _dashed(img, box, col, 3 if hot else 2)
            lines = self.tr("ch.close_spot").split(" ", 1)
            for i, line in enumerate(lines):
                t = _text(line, int(14 * self.s), theme.GOLD_LIGHT if hot else theme.MUTED, True)
                img.blit(t, t.get_rect(center=(img.get_width() // 2,
                                               img.get_height() // 2 + (i - (len(lines) - 1) / 2)
                                               * t.get_height())))
            self.cache[key] = img
        surface.blit(img, img.get_rect(center=r.center))

    # ------------------------------------------------------------ the human's hand
    def draw_meld_marks(self, surface, marks) -> None:
        """marks: (bars, badges): bars [(colour, x0, x1, y)], badges [(text, x, y)]."""
        bars, badges = marks
        th = max(5, int(7 * self.s))
        for col, x0, x1, y in bars:
            r = pygame.Rect(int(x0), int(y), max(th, int(x1 - x0)), th)
            pygame.draw.rect(surface, (0, 0, 0), r.move(0, 2), border_radius=th // 2)
            pygame.draw.rect(surface, col, r, border_radius=th // 2)
        for label, x, y in badges:
            self.badge(surface, label, (x, y))

    def badge(self, surface, label: str, pos) -> None:
        key = ("badge", label, int(self.s * 100))
        img = self.cache.get(key)
        if img is None:
            t = _text(label, int(14 * self.s), theme.CREAM, True)
            rad = max(t.get_width(), t.get_height()) // 2 + int(4 * self.s)
            img = pygame.Surface((rad * 2 + 3, rad * 2 + 3), pygame.SRCALPHA)
            pygame.draw.circle(img, (0, 0, 0, 110), (rad + 2, rad + 3), rad)
            pygame.draw.circle(img, (150, 40, 36), (rad, rad), rad)
            pygame.draw.circle(img, (255, 200, 190), (rad, rad), rad, 2)
            img.blit(t, t.get_rect(center=(rad, rad)))
            self.cache[key] = img
        surface.blit(img, img.get_rect(center=(int(pos[0]), int(pos[1]))))

    # ------------------------------------------------------------ buttons and lines
    def buttons(self) -> list[HudButton]:
        t = self.t
        lay = t.layout
        out = []
        if not t.human_playing():
            return out  # nothing to sort or close once you are out
        can_sort = t.can_arrange()
        out.append(HudButton(pygame.Rect(lay.sort_button), self.tr("ch.sort"), "sort", can_sort))
        picking = t.picking_close
        label = self.tr("ch.cancel") if picking else self.tr("ch.close")
        v = t.cached_view()
        ok = picking or (t.human_to_act("discard") and v is not None and v.can_close)
        out.append(HudButton(pygame.Rect(lay.close_button), label, "close", ok, accent=ok and not picking))
        return out

    def draw_buttons(self, surface) -> None:
        for b in self.buttons():
            b.hot = b.enabled and b.rect.collidepoint(self.t.mouse)
            self.draw_button(surface, b)

    def draw_line(self, surface, s: str, color, pos=None, size=17, glow=False) -> pygame.Rect:
        if not s:
            return pygame.Rect(0, 0, 0, 0)
        sc = self.s
        pos = pos or self.t.layout.message
        img = _text(s, int(size * sc), color, True)
        r = img.get_rect(center=(int(pos[0]), int(pos[1])))
        bg = self.panel((r.w + int(30 * sc), r.h + int(12 * sc)), int(r.h * 0.6),
                        225 if glow else 175, (*theme.GOLD_LIGHT, 230) if glow else (*theme.GOLD, 90))
        br = bg.get_rect(center=r.center)
        if glow:
            pulse = self.pulse(4.0)
            g = theme.soft_shadow(br.size, br.h // 2, 14, 255).copy()
            g.fill((255, 200, 90, int(90 + 110 * pulse)), special_flags=pygame.BLEND_RGBA_MULT)
            surface.blit(g, g.get_rect(center=br.center))
        surface.blit(bg, br)
        surface.blit(img, r)
        return br

    def draw_info(self, surface) -> None:
        t = self.t
        lay = t.layout.base
        s = self.s
        sh = t.shown
        head = f"{self.tr('ch.hand', n=sh.hand_no + 1)} · {self.tr('ch.limit', limit=t.limit)}"
        self.blit_text(surface, head, 17 * s, lay.info, theme.GOLD_LIGHT, True, "topleft")
        self.info_bottom = self.draw_keys_line(surface, self.tr("ch.keys"),
                                               (lay.info[0], lay.info[1] + 24 * s))
        if t.code:
            self.blit_text(surface, self.tr("ch.code", code=t.code), 13 * s, lay.code,
                           (150, 176, 160), False, "bottomright")
        r = pygame.Rect(lay.menu_button)
        hot = r.collidepoint(t.mouse)
        surface.blit(self.panel(r.size, r.h // 4, 230 if hot else 170), r)
        for i in (-1, 0, 1):
            y = r.centery + i * r.h // 5
            pygame.draw.line(surface, theme.GOLD_LIGHT if hot else theme.CREAM,
                             (r.x + r.w * 0.28, y), (r.right - r.w * 0.28, y), max(2, r.h // 14))

    # ------------------------------------------------------------ dialogs
    def reentry_buttons(self) -> list[HudButton]:
        lay = self.t.layout
        s = self.s
        cx, cy = lay.center
        w, h = int(190 * s), int(44 * s)
        a = pygame.Rect(0, 0, w, h)
        b = pygame.Rect(0, 0, w, h)
        a.center = (int(cx - w / 2 - 10 * s), int(cy + 40 * s))
        b.center = (int(cx + w / 2 + 10 * s), int(cy + 40 * s))
        return [HudButton(a, self.tr("ch.reenter"), "reenter", accent=True),
                HudButton(b, self.tr("ch.decline"), "decline")]

    def draw_reentry(self, surface, total: int) -> None:
        lay = self.t.layout
        s = self.s
        buttons = self.reentry_buttons()
        text = self.tr("ch.reentry_text", n=total)
        tw = _text(text, int(15 * s), theme.CREAM).get_width()
        box = pygame.Rect(0, 0, max(int(520 * s), tw + int(48 * s)), int(170 * s))
        box.center = (int(lay.center[0]), int(lay.center[1]))
        surface.blit(theme.soft_shadow(box.size, int(16 * s), 14, 160), box.move(-14, -8))
        surface.blit(self.panel(box.size, int(16 * s), 240), box)
        self.blit_text(surface, self.tr("ch.reentry_title"), 22 * s, (box.centerx, box.y + 30 * s),
                       theme.GOLD_LIGHT, True)
        self.blit_text(surface, self.tr("ch.reentry_text", n=total), 15 * s,
                       (box.centerx, box.y + 62 * s), theme.CREAM)
        for b in buttons:
            b.hot = b.rect.collidepoint(self.t.mouse)
            self.draw_button(surface, b)


def _dashed(surface, rect: pygame.Rect, color, width: int, dash: int = 10) -> None:
    x0, y0, x1, y1 = rect.x + 6, rect.y, rect.right - 6, rect.bottom - 1
    for x in range(x0, x1, dash * 2):
        pygame.draw.line(surface, color, (x, y0), (min(x + dash, x1), y0), width)
        pygame.draw.line(surface, color, (x, y1), (min(x + dash, x1), y1), width)
    for y in range(rect.y + 6, rect.bottom - 6, dash * 2):
        pygame.draw.line(surface, color, (rect.x, y), (rect.x, min(y + dash, rect.bottom - 6)), width)
        pygame.draw.line(surface, color, (rect.right - 1, y),
                         (rect.right - 1, min(y + dash, rect.bottom - 6)), width)
