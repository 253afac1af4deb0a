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
from .floaters import Floater, crosses, text_rect
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
        plaque it never rises: Brag's «¡Golpe!» crossed its own. Of those ways, one that
        crosses no card is taken first: sinking from the top seat's plaque, its «Pierdo»
        lay over the very card the 1-card round shows of it (Cinco Vidas 8p 800x480); then it
        may pass over the faded plaque of a seat out of the game, or drift from higher or
        lower on the plaque's side (Mateo's card beside his plaque, Poderes 8p 800x480)."""
        seats, s = self.t.layout.seats, self.s
        r = pygame.Rect(seats[seat].plaque)
        column = getattr(self.t, "title_column", None)
        reach = int((self.FLOAT_ABOVE + self.FLOAT_RISE + self.FLOAT_SIZE * size) * s)
        keep_off = [column] if column else []
        blocked = [pygame.Rect(p.plaque) for p in seats if p is not seats[seat]] + keep_off
        top = r.centery < self.t.layout.size[1] * 0.25
        side = 1 if r.centerx < self.t.layout.center[0] else -1
        up = ((r.centerx, r.y - self.FLOAT_ABOVE * s), {})
        down = ((r.centerx, r.bottom + self.FLOAT_BELOW * s), {"sink": True})

        def aside(k: int, at: float = 0.5):  # from the plaque's side, at `at` of its height
            return ((r.right + self.FLOAT_ABOVE * s if k > 0 else r.x - self.FLOAT_ABOVE * s,
                     r.y + r.h * at), {"side": k})
        out = getattr(getattr(self.t, "shown", None), "eliminated", ())
        live = [pygame.Rect(p.plaque) for k, p in enumerate(seats)  # a faded plaque: a word
                if p is not seats[seat] and k not in out] + keep_off

        def ways(avoid) -> list:  # the ways that meet none of `avoid`, in order
            found = []
            if not top and pygame.Rect(r.x, r.y - reach, r.w, reach).collidelist(avoid) < 0:
                found.append(up)
            if pygame.Rect(r.x, r.bottom, r.w, reach).collidelist(avoid) < 0:
                found.append(down)
            return found
        strict = ways(blocked)
        fallback = strict[0] if strict else aside(side)
        sideways = [aside(k, at) for k in (side, -side) for at in (0.5, 0.25, 0.75)]
        loose = ways(live) + [w for w in sideways if self._float_way_clear(text, size, w, live)]
        sprites = getattr(getattr(self.t, "cards", None), "sprites", list)()
        cards = [sp.rect for sp in sprites]
        faces = [sp.rect for sp in sprites if getattr(sp, "card", None) is not None]
        # a move trace on screen is kept off before a card's back (a word over a back is on
        # a chip; over a trace, two words mix): Lucía's «7 d'ors», her card asking for its
        # power, sank onto her own «juga el 7 d'ors» (Poderes 4p 800x480)
        traces = list(getattr(getattr(self.t, "traces", None), "drawn", ()))
        pos, how = next((w for avoid in (cards + traces, faces + traces, cards)
                         for w in strict + loose if not self._float_way_crosses(text, size, w, avoid)),
                        fallback)
        self.float_text(text, pos, color, size, **how)

    def _float_way(self, text: str, size: float, way) -> tuple:
        pos, how = way
        img = self.text.get(text, int(self.FLOAT_SIZE * self.s * size), theme.CREAM, True)
        return Floater(text, pos, theme.CREAM, 0.0, size, how.get("sink", False), how.get("side", 0)), img

    def _float_way_crosses(self, text: str, size: float, way, rects) -> bool:
        f, img = self._float_way(text, size, way)
        return crosses(f, img, self.FLOAT_RISE * self.s, rects)

    def _float_way_clear(self, text: str, size: float, way, blocked) -> bool:
        """A sideways way that stays in the window and meets no plaque nor the title column."""
        f, img = self._float_way(text, size, way)
        rise = self.FLOAT_RISE * self.s
        path = text_rect(f, img, rise, 0.0).union(text_rect(f, img, rise, 1.0))
        return (pygame.Rect((0, 0), self.t.layout.size).contains(path)
                and not crosses(f, img, rise, blocked))

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
