"""Engine events -> animations on the Chinchón table (a mixin of `ChinchonTable`).

The table queues the events `match.apply` returns; `_pump` turns them into tweens one after
another and stops while anything moves, or while the end-of-hand reveal waits for a click.
"""
from __future__ import annotations

from ...engine.chinchon import (CardDiscarded, CardDrawn, GameOver, HandClosed, HandCounted,
                               HandDealt, HandVoided, PlayerOut, PlayerReentered,
                               ReentryDeclined, ReentryOffered, StockRebuilt)
from ...engine.chinchon.arrange import ordered
from ...ui.draw import theme
from ...ui.i18n import minus
from .reveal import Reveal


_HOLD_BEFORE = (HandDealt, ReentryOffered, GameOver)


class TableEvents:
    """The event handlers; `self` is the ChinchonTable."""

    # ------------------------------------------------------------ events -> animations
    def event_handlers(self) -> dict:
        return {HandDealt: self._on_dealt, CardDrawn: self._on_drawn,
                CardDiscarded: self._on_discarded, StockRebuilt: self._on_rebuilt,
                HandClosed: self._on_closed, HandCounted: self._on_counted,
                HandVoided: self._on_voided, PlayerOut: self._on_out,
                ReentryOffered: lambda ev: None, PlayerReentered: self._on_reentered,
                ReentryDeclined: self._on_declined, GameOver: self._on_over}

    def showing(self, ev) -> None:
        self.board.read((ev,))  # the count's scoreboard: only hands the felt has shown

    def hold_events(self) -> bool:
        """A voided hand's summary waits for "continue"; the count, for its button."""
        return self.overlay.visible or (self.reveal is not None
                                        and isinstance(self.queue[0], _HOLD_BEFORE))

    def _pick(self) -> int:
        """Which back leaves another seat's hand (the same on every replay)."""
        return self.shown.hand_no * 5 + len(self.pile)

    def _on_dealt(self, ev: HandDealt) -> None:
        sh = self.shown
        sh.hand_no, sh.dealer, sh.in_hand, sh.stock = ev.hand_no, ev.dealer, ev.players, ev.stock_size
        sh.last_taken = [None] * self.n
        sh.closed = False
        sh.exhaustions = 0
        self.clear_felt()
        self.selected, self.picking_close, self.hand_moved = None, False, False
        mode = self.kept_sort() if self.human in ev.players else None
        for p in ev.players:
            self.hands[p] = list(self.view().hand) if p == self.human else [self.back_key() for _ in range(7)]
        if mode:  # dealt into the order «Ordenar» last chose
            self.hands[self.human] = ordered(self.hands[self.human], mode)
        self.deal_motion(ev.players, 7, ev.discard_top)
        if mode:  # the engine takes the order once the deal moves (no event is pumped early)
            self.arrange(self.hands[self.human], by_person=False)

    def _on_drawn(self, ev: CardDrawn) -> None:
        if ev.source == "discard":
            self.shown.last_taken[ev.player] = ev.card
        else:
            self.shown.stock -= 1
        s = self.leave_pile(ev.source, ev.card)
        card = self.view().hand[-1] if ev.player == self.human else None
        mode = self.kept_sort() if card is not None and self.insert_at is None else None
        order = ordered(self.hands[self.human] + [card], mode) if mode else None
        self.draw_motion(ev.player, s, card, order.index(card) if order else self.insert_at)
        if order:  # kept «Ordenar»: the drawn card goes to its place (the card is flying)
            self.arrange(order, by_person=False)

    def _on_discarded(self, ev: CardDiscarded) -> None:
        self.discard_motion(ev.player, ev.card, self._pick())

    def _on_rebuilt(self, ev: StockRebuilt) -> None:
        lay = self.layout
        self.rebuild_motion(ev.discard_top)
        self.shown.stock = ev.stock_size
        self.shown.exhaustions = ev.exhaustion
        self.hud.float_text(self.tr("ch.rebuilt", n=ev.exhaustion), (lay.stock[0], lay.stock[1] - lay.pile_w),
                            theme.GOLD_LIGHT, 0.8)
        self.say(self.tr("ch.rebuilt_last" if ev.exhaustion >= 2 else "ch.rebuilt", n=ev.exhaustion),
                 seconds=3.5)
        self.anim.wait(0.9, on_finish=self.stock_sprite)

    def _on_closed(self, ev: HandClosed) -> None:
        p = ev.closer
        shown = {c for m in ev.melds for c in m} | set(ev.loose)
        rest = [k for k in self.hands[p] if k not in shown] if p == self.human else [None]
        self.spot_motion(p, rest[0] if rest else None, self._pick(), "close_spot")
        self.shown.closed = True
        self.sound("flip")
        key = "ch.chinchon" if ev.chinchon else "ch.closes"
        lay = self.layout
        self.hud.float_text(self.tr(key, name=self.name(p)),
                            (lay.close_spot[0], lay.close_spot[1] - lay.pile_w), theme.GOLD_LIGHT, 1.2)
        self.settle(p)
        self.anim.wait(0.9)

    def _on_counted(self, ev: HandCounted) -> None:
        r = ev.result
        self.reveal = Reveal(self, r, self.shown.in_hand)

        def shown(seat) -> list:  # the seat's melds (the closer's as closed), lay-offs, loose
            arr = r.arrangements[seat]
            return [c for m in (r.closer_melds if seat == r.closer else arr.melds) for c in m] + \
                [c for c, _ in arr.lay_offs] + list(arr.loose)
        sources = self.take_into_reveal([(seat, shown(seat), self._pick()) for seat in self.reveal.rows
                                         if r.arrangements[seat] is not None])
        self.picking_close, self.selected = False, None
        self.fan.release()
        self.traces.items.clear()  # the last moves' words would lie over the count's panel
        self.message = None  # and so did «The stock ran out…», said a move or two before
        self.reveal.start(sources)
        self.sound("flip")

    def show_totals(self, r) -> None:
        """The reveal reached the points: plaques and the scoreboard show the new totals."""
        sh = self.shown
        for p in range(self.n):
            if r.points[p] is None:
                continue
            sh.scores[p] = r.totals[p]
            if r.totals[p] > self.limit:
                sh.out[p] = True
        self.sound("win" if self.human is not None and r.closer == self.human else "trick")

    def end_reveal(self) -> None:
        if self.reveal is None:
            return
        self.reveal = None
        self.shown.last_taken = [None] * self.n
        self.shown.exhaustions = 0  # «última vuelta» belonged to the hand just counted
        self.clear_felt()
        self._pump()

    def _on_voided(self, ev: HandVoided) -> None:
        """A voided hand gets its own summary: nobody scores; the next deal waits for the
        continue control (a click, Intro or Espacio) unless nobody is there to press it."""
        from ...ui.table.overlay import Cell, SummaryTable

        sh = self.shown
        rows = [[Cell(self.name(p), theme.GOLD_LIGHT if p == self.human else theme.CREAM,
                      p == self.human), Cell(self.tr("ch.points", s=minus(sh.scores[p]), n=sh.scores[p]))]
                for p in sh.in_hand]
        waits = not self.unattended()
        table = SummaryTable(self.tr("ch.void_title", n=ev.hand_no + 1),
                             (self.tr("results.player"), self.tr("ch.total_col")), rows,
                             self.tr("ch.void_note" if waits else "ch.void_note_auto"),
                             col_x=(0.10, 0.62))
        self.overlay.open(table, None if waits else 1.6, self._pump)
        self.overlay.start(self.anim)
        self.sound("shuffle")

    def _on_out(self, ev: PlayerOut) -> None:
        self.shown.out[ev.player] = True
        self.shown.scores[ev.player] = ev.total

    def _on_reentered(self, ev: PlayerReentered) -> None:
        sh = self.shown
        sh.out[ev.player], sh.reentered[ev.player], sh.scores[ev.player] = False, True, ev.total
        r = self.hud.plaque_rect(ev.player)
        self.hud.float_text(self.tr("ch.reenters", name=self.name(ev.player), n=ev.total),
                            (r.centerx, r.y), theme.REENTRY_BLUE, 0.8)
        self.anim.wait(0.6)

    def _on_declined(self, ev: ReentryDeclined) -> None:
        r = self.hud.plaque_rect(ev.player)
        self.hud.float_text(self.tr("ch.declines", name=self.name(ev.player)), (r.centerx, r.y),
                            theme.MUTED, 0.8)
        self.anim.wait(0.4)

    def _on_over(self, ev: GameOver) -> None:
        self.show_winners(ev.winners, "table.wins")

