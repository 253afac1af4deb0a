"""The seats of a table laid out by `layout.table_layout` (each seat's `SeatPlace` has a
`plaque` rect and a dealer-chip spot `button`), for a `TableHud` that fills in
`plaque(seat) -> Plaque` (what the plaque says now), whose table's `shown` model has the
fields of `table_shown.SeatsShown`. Used by the Cinco Vidas tables and Brag: a plaque of
lives from the shown model, plaques drawn by the HUD's `SeatRing`, the turn's glow, hearts
that break and short texts that rise from a plaque (or sink under it, for the seats at the
top)."""
from __future__ import annotations

import math
from typing import Iterable

import pygame

from ..draw import theme
from .overlay import Cell
from .seat_ring import Plaque


class SeatPlaques:
    """A TableHud mixin; `self.t.layout.seats` are the seats' places."""

    FLOAT_ABOVE, FLOAT_BELOW = 4, 12  # px at 720 high: where a text starts, over / under

    def out_cell(self, won: bool) -> Cell:
        """A summary's lives cell for a player left with none: «Fuera», or the winner's
        word for one who shares the win at 0 lives (as `lives_plaque` says it)."""
        if won:
            return Cell(self.tr("results.winner_tag"), theme.GOLD_LIGHT, True)
        return Cell(self.tr("table.eliminated"), theme.RED_SOFT, True)

    def lives_plaque(self, seat: int, line: str, color, **more) -> Plaque:
        """A seat's plaque from the shown model: its name, hearts (those breaking drawn
        empty), the turn, the dealer's chip, faded once out; `line` in `color` under the name
        ("Fuera" once out, the winner's word once the game is won: players who share the
        win at 0 lives are not out, though they fell in the last round); `more`: other
        Plaque fields."""
        sh = self.t.shown
        won = seat in (sh.winners or ())
        out = seat in sh.eliminated and not won
        if won or out:  # the words a summary's lives cell says (`out_cell`)
            cell = self.out_cell(won)
            line, color = cell.text, cell.color
        return Plaque(self.t.name(seat), line, color, lives=sh.lives[seat], broken=self.ring.broken(seat),
                      active=sh.turn == seat and not out, dealer=seat == sh.dealer,
                      dealer_label=self.tr("table.dealer_chip"), out=out, **more)

    def draw_seats_live(self, surface) -> None:
        """The moving part: the glow under the seat to play (none once it is out) and the
        hearts breaking."""
        sh = self.t.shown
        if sh.turn is not None and sh.turn not in sh.eliminated:
            self.draw_turn_at(surface, sh.turn)
        self.draw_breaking(surface, lambda p: sh.lives[p])

    def live_rects(self) -> list[pygame.Rect] | None:
        """Where `draw_seats_live` may draw this frame (None: it cannot say), so the table
        may keep the person's hand, when clear of them, in its still layer. A HUD that
        draws more there says so here too."""
        sh = self.t.shown
        if self.ring.breaking:
            return None
        if sh.turn is None or sh.turn in sh.eliminated:
            return []
        place = self.t.layout.seats[sh.turn]
        return self.ring.turn_rects(pygame.Rect(place.plaque), place.button)

    def seat_parts(self, seat: int) -> tuple[pygame.Rect, object, tuple]:
        """(plaque rect, Plaque, dealer-chip spot) of a seat, as `SeatRing.draw` takes them."""
        place = self.t.layout.seats[seat]
        return pygame.Rect(place.plaque), self.plaque(seat), place.button

    def draw_plaques(self, surface, seats: Iterable[int]) -> None:
        self.ring.draw(surface, [self.seat_parts(p) for p in seats])

    def draw_turn_at(self, surface, seat: int) -> None:
        """The glow under the plaque of the seat to play."""
        rect, plaque, chip = self.seat_parts(seat)
        self.ring.draw_turn(surface, rect, plaque, self.clock, chip)

    def float_at_seat(self, seat: int, text: str, color=theme.CREAM, size: float = 1.0) -> None:
        """A short text rising from a seat's plaque. A text whose way up would cross the
        title column (a «✓» rose from Lucía's plaque onto the log line «Round 5: Lucía
        deals 1 blind card», 4p 800x480) or another seat's plaque (Lucía's «−1» rose into
        Mateo's, under his hearts, Brag 10p 800x480) sinks from under it instead, as the
        seats at the top do; if that way crosses another plaque too (Carmen's «−1» sank into
        Mateo's), it drifts toward the felt's middle from the plaque's side. From under a
        plaque it never rises: Brag's «¡Golpe!» crossed its own."""
        seats, s = self.t.layout.seats, self.s
        r = pygame.Rect(seats[seat].plaque)
        column = getattr(self.t, "title_column", None)
        reach = int((self.FLOAT_ABOVE + self.FLOAT_RISE + self.FLOAT_SIZE * size) * s)
        blocked = [pygame.Rect(p.plaque) for p in seats if p is not seats[seat]] + ([column] if column else [])
        top = r.centery < self.t.layout.size[1] * 0.25
        if not top and pygame.Rect(r.x, r.y - reach, r.w, reach).collidelist(blocked) < 0:
            self.float_text(text, (r.centerx, r.y - self.FLOAT_ABOVE * s), color, size)
        elif pygame.Rect(r.x, r.bottom, r.w, reach).collidelist(blocked) < 0:
            self.float_text(text, (r.centerx, r.bottom + self.FLOAT_BELOW * s), color, size,
                            sink=True)  # rising from there, it crossed the plaque
        else:
            side = 1 if r.centerx < self.t.layout.center[0] else -1
            self.float_text(text, (r.right + self.FLOAT_ABOVE * s if side > 0 else r.x - self.FLOAT_ABOVE * s,
                                   r.centery), color, size, side=side)

    def break_heart(self, seat: int, index: int) -> None:
        """Heart slot `index` of a seat's plaque splits and falls (not at the "max" speed)."""
        if math.isfinite(self.t.speed()):
            self.ring.break_heart(seat, index)

    def lose_lives(self, seat: int, lost: int, before: int, after: int) -> None:
        """A seat loses `lost` lives (from `before` to `after`): "−lost" rises from its
        plaque and the hearts it had break."""
        if lost:
            self.float_at_seat(seat, f"−{lost}", theme.RED_SOFT, 1.3)
            for index in range(max(0, after), before):
                self.break_heart(seat, index)

    def draw_breaking(self, surface, lives_of) -> None:
        """The hearts breaking now; `lives_of(seat)` is the seat's lives after the loss."""
        self.ring.draw_breaking_all(surface, lambda p: self.t.layout.seats[p].plaque, lives_of)
