"""Everything drawn on the Cinco Vidas table that is not a card: seat plaques (name, hearts,
bid and tricks, dealer chip, turn glow), won-trick piles, the bid selector, the prompt line,
floating "-1"s, the round summary, the last trick (ui/table/won_tricks) and the pause menu.

It reads the table's `shown` model (what the animations have reached, not the engine's
latest state) and caches every text and plaque surface, so a frame is mostly blits.
"""
from __future__ import annotations

from dataclasses import dataclass
import pygame

from ...ui.draw import theme
from ...ui.table.seat_hud import SeatPlaques
from ...ui.table.seat_ring import Plaque
from ...ui.table.table_hud import HudButton, TableHud
from ...ui.table.table_shown import SeatsShown
from ...ui.table.trick_table import clear_of_blind_cards
from ...ui.table.won_tricks import LastTrickPeek, draw_won_pile
from . import text as _strings  # noqa: F401  (declares the strings)


@dataclass
class Shown(SeatsShown):
    """The shown model (ui/table/table_shown) with the round: bids, tricks won, the last trick."""

    bids: list[int | None]
    tricks: list[int]
    round_no: int
    size: int
    last_trick: tuple = ()
    last_winner: int | None = None
    before_trick: tuple = ()  # the round before's last trick (Tab shows it until one is won)
    before_winner: int | None = None


class Hud(LastTrickPeek, SeatPlaques, TableHud):

    # ------------------------------------------------------------ plaques
    def plaque(self, seat: int) -> Plaque:
        """What seat `seat`'s plaque shows now (from the shown model)."""
        sh = self.t.shown
        bid, won = sh.bids[seat], sh.tricks[seat]
        if bid is None:
            line, col = self.tr("cv.bid_none"), theme.MUTED
        elif sh.size == 1:
            line, col = self.tr("cv.says", word=self.tr("cv.win" if bid else "cv.lose")), theme.CREAM
        else:
            line = self.tr("cv.bid_line", bid=bid, won=won)
            col = theme.GREEN_OK if won == bid else (theme.RED_SOFT if won > bid else theme.CREAM)
        return self.lives_plaque(seat, line, col)

    def seats_sig(self) -> tuple:
        """Everything the still seat drawing depends on (plaques, chips, piles)."""
        sh = self.t.shown
        return (self.ring.signature([self.plaque(p) for p in range(sh.n)]), tuple(sh.tricks),
                sh.size, sh.winners)

    def draw_seats(self, surface: pygame.Surface) -> None:
        """The still part: every plaque, dealer chip and won-tricks pile (cached by the table)."""
        self.draw_plaques(surface, range(self.t.shown.n))
        for seat in range(self.t.shown.n):
            self.draw_pile(surface, seat)

    def draw_pile(self, surface, seat: int) -> None:
        sh, lay = self.t.shown, self.t.layout
        if sh.tricks[seat] > 0 and sh.size > 1 and not sh.winners:  # none once the game is over
            back = self.t.look.back(int(lay.small_w * 0.8))
            draw_won_pile(surface, back, lay.seats[seat].pile, sh.tricks[seat], self.s, self.text_img)

    # ------------------------------------------------------------ info, prompt, code
    def round_title(self) -> str:
        """The top-left title: the round, and that the human only watches once eliminated."""
        sh = self.t.shown
        out = self.t.human is not None and self.t.human in sh.eliminated \
            and self.t.human not in (sh.winners or ())  # out at 0 lives, yet sharing the win
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
        legal, area, note = set(view.legal), self.bid_area(view), None
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

    def bid_area(self, view) -> pygame.Rect:
        """The bid panel's place: in the 1-card round, off the rivals' face-up cards."""
        lay = self.t.layout
        if view.round_size != 1:
            return pygame.Rect(lay.bid_panel)
        return clear_of_blind_cards(lay, lay.bid_panel, view.order, self.t.human)

    def draw_bid_panel(self, surface, view) -> list[HudButton]:
        """The bid panel; returns its buttons (the keyboard ring goes round one)."""
        buttons, note = self.build_bid_buttons(view)
        title = self.tr("cv.bid_title1" if view.round_size == 1 else "cv.bid_title")
        total = sum(b for b in view.bids if b is not None)
        sub = self.tr("cv.bid_sum", sum=total, size=view.round_size) if view.round_size > 1 else None
        self.draw_choice_panel(surface, self.bid_area(view), title, sub, buttons, note)
        return buttons
