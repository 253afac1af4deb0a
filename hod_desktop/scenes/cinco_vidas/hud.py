"""Everything drawn on the Cinco Vidas table that is not a card: seat plaques (name, hearts,
bid and tricks, dealer chip, turn glow), won-trick piles, the bid selector, the prompt line,
floating "-1"s, the round summary, the last trick and the pause menu.

It reads the table's `shown` model (what the animations have reached, not the engine's
latest state) and caches every text and plaque surface, so a frame is mostly blits.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import pygame

from ...ui import theme
from ...ui.layout import CARD_RATIO
from ...ui.piles import draw_stack
from ...ui.seat_ring import Plaque, SeatRing
from ...ui.table_hud import HudButton, TableHud
from . import text as _strings  # noqa: F401  (registers the strings)

if TYPE_CHECKING:
    from ...ui.table_base import TableScene


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
    winners: tuple[int, ...] = ()
    banner: str | None = None


class Hud(TableHud):

    def __init__(self, table: "TableScene"):
        super().__init__(table)
        self.buttons: list[HudButton] = []
        self.ring = SeatRing(self.text_img)

    def reset_caches(self) -> None:
        super().reset_caches()
        self.ring.reset()

    def update_effects(self, k: float) -> None:
        self.ring.update(k)

    def float_at_seat(self, seat: int, text: str, color=theme.CREAM, size: float = 1.0) -> None:
        """A short text rising from a seat's plaque (sinking below it for the top seats)."""
        r = pygame.Rect(self.t.layout.seats[seat].plaque)
        if r.centery < self.t.layout.size[1] * 0.25:
            self.float_text(text, (r.centerx, r.bottom + 12 * self.s), color, size, sink=True)
        else:
            self.float_text(text, (r.centerx, r.y - 4), color, size)

    def break_heart(self, seat: int, index: int) -> None:
        if math.isfinite(self.t.speed()):
            self.ring.break_heart(seat, index)

    # ------------------------------------------------------------ plaques
    def plaque(self, seat: int) -> Plaque:
        """What seat `seat`'s plaque shows now (from the shown model)."""
        sh = self.t.shown
        bid, won, out = sh.bids[seat], sh.tricks[seat], seat in sh.eliminated
        if out:
            line, col = self.tr("table.eliminated"), theme.RED_SOFT
        elif bid is None:
            line, col = self.tr("cv.bid_none"), theme.MUTED
        elif sh.size == 1:
            line, col = self.tr("cv.says", word=self.tr("cv.win" if bid else "cv.lose")), theme.CREAM
        else:
            line = self.tr("cv.bid_line", bid=bid, won=won)
            col = theme.GREEN_OK if won == bid else (theme.RED_SOFT if won > bid else theme.CREAM)
        return Plaque(self.t.name(seat), line, col, lives=sh.lives[seat],
                      broken=self.ring.broken(seat),
                      active=sh.turn == seat and not out, dealer=seat == sh.dealer,
                      dealer_label=self.tr("table.dealer_chip"), out=out)

    def _seat(self, seat: int) -> tuple:
        place = self.t.layout.seats[seat]
        return pygame.Rect(place.plaque), self.plaque(seat), place.button

    def seats_sig(self) -> tuple:
        """Everything the still seat drawing depends on (plaques, chips, piles)."""
        sh = self.t.shown
        return (self.ring.signature([self.plaque(p) for p in range(sh.n)]), tuple(sh.tricks),
                sh.size, sh.winners)

    def draw_seats(self, surface: pygame.Surface) -> None:
        """The still part: every plaque, dealer chip and won-tricks pile (cached by the table)."""
        self.ring.draw(surface, [self._seat(p) for p in range(self.t.shown.n)])
        for seat in range(self.t.shown.n):
            self.draw_pile(surface, seat)

    def draw_seats_live(self, surface: pygame.Surface) -> None:
        """The moving part: the pulsing glow of the seat to play, breaking hearts."""
        sh = self.t.shown
        if sh.turn is not None and sh.turn not in sh.eliminated:
            self.ring.draw_turn(surface, *self._seat(sh.turn)[:2], self.clock, self._seat(sh.turn)[2])
        self.ring.draw_breaking_all(surface, lambda p: self.t.layout.seats[p].plaque,
                                    lambda p: self.t.shown.lives[p])

    def draw_pile(self, surface, seat: int) -> None:
        sh = self.t.shown
        count = sh.tricks[seat]
        if count <= 0 or sh.size == 1 or sh.winners:  # no piles left once the game is over
            return
        lay = self.t.layout
        back = self.t.look.back(int(lay.small_w * 0.8))
        draw_stack(surface, back, lay.seats[seat].pile, count, badge=self.badge)

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
        return f"{text} · {self.tr('table.watching')}" if out else text

    def trick_aid(self) -> str:
        """During play: the bids against the cards in hand ("Pedidas 6 de 5") and who led
        the trick on the felt."""
        sh = self.t.shown
        live = [p for p in sh.order if p not in sh.eliminated]
        bids = [sh.bids[p] for p in live]
        if sh.size <= 1 or not live or any(b is None for b in bids):
            return ""
        line = self.tr("cv.bids_vs", sum=sum(bids), size=sh.size)
        plays = self.t.trick.plays
        if plays:
            line += " · " + self.tr("cv.led_by", name=self.t.name(plays[0][0]))
        return line

    def draw_info(self, surface, code: str | None) -> None:
        self.draw_title_block(surface, self.round_title(), self.tr("cv.last_hint"),
                              code and self.tr("table.code", code=code), self.trick_aid())

    # ------------------------------------------------------------ bid selector
    def build_bid_buttons(self, view) -> tuple[list[HudButton], str | None]:
        """Buttons for the human's bid from the engine's view: legal ones enabled, the dealer's
        forbidden one disabled, with the reason to show under them."""
        legal, area, note = set(view.legal), self.t.layout.bid_panel, None
        if view.round_size == 1:
            choices = [(self.tr("cv.win"), "bid 1"), (self.tr("cv.lose"), "bid 0")]
            size = dict(max_w=150, gap=18, height=46)
            if view.forbidden_bid is not None:
                note = self.tr("cv.forced", word=self.tr("cv.win" if view.forbidden_bid == 0 else "cv.lose"))
        else:
            choices = [(str(i), f"bid {i}") for i in range(view.round_size + 1)]
            size = dict(max_w=64, gap=12, height=50)
            if view.forbidden_bid is not None:
                note = self.tr("cv.forbidden", n=view.forbidden_bid, size=view.round_size)
        return self.choice_row(area, [(lab, a, a in legal) for lab, a in choices], **size), note

    def draw_bid_panel(self, surface, view) -> None:
        self.buttons, note = self.build_bid_buttons(view)
        title = self.tr("cv.bid_title1" if view.round_size == 1 else "cv.bid_title")
        total = sum(b for b in view.bids if b is not None)
        sub = self.tr("cv.bid_sum", sum=total, size=view.round_size) if view.round_size > 1 else None
        self.draw_choice_panel(surface, self.t.layout.bid_panel, title, sub, self.buttons, note)

    # ------------------------------------------------------------ summary, last trick
    def _last_trick(self) -> tuple[str, list]:
        sh = self.t.shown
        if not sh.last_trick:
            return self.tr("cv.no_last_trick"), []
        cw = int(self.t.layout.trick_w * 0.85)
        return (self.tr("cv.last_trick", name=self.t.name(sh.last_winner)),
                [(self.t.look.face(c, cw), self.t.name(p), p == sh.last_winner) for p, c in sh.last_trick])

    def last_trick_rect(self) -> pygame.Rect:
        """The Tab panel: sized to its text (and to the cards of the last trick, if any)."""
        title, cards = self._last_trick()
        lay = self.t.layout
        return self.cards_panel_rect(lay.center, lay.size[0], title, len(cards), lay.trick_w * 0.85)

    def draw_last_trick(self, surface) -> None:
        title, cards = self._last_trick()
        self.draw_cards_panel(surface, self.t.layout.center, title, cards, self.t.layout.trick_w * 0.85)
