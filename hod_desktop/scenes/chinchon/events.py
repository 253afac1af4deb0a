"""Engine events -> animations on the Chinchón table (a mixin of `ChinchonTable`).

The table queues the events `match.apply` returns; `_pump` turns them into tweens one after
another and stops while anything moves, or while the end-of-hand reveal waits for a click.
"""
from __future__ import annotations

from ...engine.chinchon import (CardDiscarded, CardDrawn, GameOver, HandClosed, HandCounted,
                               HandDealt, HandVoided, PlayerOut, PlayerReentered,
                               ReentryDeclined, ReentryOffered, StockRebuilt)
from ...ui import theme
from ...ui.sprites import glide
from .reveal import Reveal

L_PILE, L_HAND, L_FLY = 5, 20, 90


def add_reentry(history: list, player: int, total: int) -> None:
    """A re-entry joins the scoreboard as its own row under the hand just counted (several
    players coming back after one hand share the row)."""
    if history and history[-1][0] == "reentry":
        history[-1][1][player] = total
    else:
        history.append(("reentry", {player: total}))
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

    def hold_events(self) -> bool:
        """A voided hand's summary waits for "continue"; the count, for its button."""
        return self.overlay.visible or (self.reveal is not None
                                        and isinstance(self.queue[0], _HOLD_BEFORE))

    def _on_dealt(self, ev: HandDealt) -> None:
        sh = self.shown
        sh.hand_no, sh.dealer, sh.in_hand, sh.stock = ev.hand_no, ev.dealer, ev.players, ev.stock_size
        sh.last_taken = [None] * self.n
        sh.closed = False
        sh.exhaustions = 0
        self.cards.clear_cards()
        self.pile, self.selected, self.picking_close = [], None, False
        v = self.view()
        self.hands = {p: [] for p in range(self.n)}
        for p in ev.players:
            self.hands[p] = list(v.hand) if p == self.human else [self._key() for _ in range(7)]
        lay = self.layout
        stagger = min(0.07, 1.6 / max(1, 7 * len(ev.players)))
        self.sound("shuffle")
        i = 0
        for k in range(7):
            for p in ev.players:
                key = self.hands[p][k]
                card = key if p == self.human else None
                s = self.new_sprite(key, card, False, lay.stock, lay.pile_w, ("hand", p), L_FLY + i)
                pos, angle, width = self.home(s)
                delay = 0.2 + i * stagger

                def land(s=s, p=p, k=k) -> None:
                    self.cards.change_layer(s, L_HAND + k)
                glide(self.anim, s, pos, 0.38, angle=angle, width=width, turn=card is not None,
                      delay=delay, arc=0.6, ease="out_quad", on_finish=land)
                i += 1
        self.anim.wait(0.2, on_finish=lambda: self.sound("deal"))
        self.pile = [ev.discard_top]
        s = self.new_sprite(ev.discard_top, ev.discard_top, False, lay.stock, lay.pile_w, ("discard",),
                         L_PILE)
        pos, angle, width = self.home(s)
        glide(self.anim, s, pos, 0.35, angle=angle, turn=True, delay=0.3 + i * stagger)
        self._stock_sprite()

    def _on_drawn(self, ev: CardDrawn) -> None:
        p = ev.player
        sh = self.shown
        if ev.source == "discard":
            card = self.pile.pop() if self.pile else ev.card
            s = self.cards.get(card) or self.new_sprite(card, card, True, self.layout.discard,
                                                     self.layout.pile_w, ("discard",), L_PILE)
            sh.last_taken[p] = ev.card
            self._pile_sprites()
        else:
            sh.stock -= 1
            s = next(iter(self.cards.where(lambda x: x.slot[0] == "stock")), None) or \
                self.new_sprite(self._key(), None, False, self.layout.stock, self.layout.pile_w,
                             ("stock",), L_PILE)
            card = None
        flip = False
        if p == self.human:
            card = self.view().hand[-1]
            self.cards.rekey(s, card)
            flip = not s.face_up
            s.card = card
            keys = self.hands[p]
            at = len(keys) if self.insert_at is None else max(0, min(self.insert_at, len(keys)))
            keys.insert(at, card)
        else:
            key = self._key()
            self.cards.rekey(s, key)
            flip = s.face_up
            self.hands[p].append(key)
        s.slot = ("hand", p)
        self.cards.change_layer(s, L_FLY)
        pos, angle, width = self.home(s)
        self.sound("deal")

        def land() -> None:
            if s.card is not None and p != self.human:
                s.card = None
            self.settle(p)
        glide(self.anim, s, pos, 0.4, angle=angle, width=width, turn=flip, arc=0.4, on_finish=land)
        self._stock_sprite()

    def _take_from_hand(self, p: int, card):
        """The sprite leaving p's hand for `card` (a back for the other seats)."""
        keys = self.hands[p]
        if p == self.human and card in keys:
            keys.remove(card)
            return self.cards.get(card), False
        if not keys:
            return None, False
        key = keys.pop((self.shown.hand_no * 5 + len(self.pile)) % len(keys))
        s = self.cards.get(key)
        if s is not None and card is not None:
            self.cards.rekey(s, card)
            s.card = card
        return s, True

    def _on_discarded(self, ev: CardDiscarded) -> None:
        p, card = ev.player, ev.card
        s, flip = self._take_from_hand(p, card)
        if s is None:
            s = self.new_sprite(card, card, True, self.layout.discard, self.layout.pile_w,
                             ("discard",), L_PILE)
        self.pile.append(card)
        s.slot, s.glow, s.hover = ("discard",), None, 0.0
        self.cards.change_layer(s, L_FLY)
        pos, angle, width = self.home(s)
        self.sound("play")

        def land() -> None:
            self.cards.change_layer(s, L_PILE + len(self.pile))
            self._pile_sprites()
        glide(self.anim, s, pos, 0.34, angle=angle, width=width, turn=flip, arc=0.5, on_finish=land)
        self.settle(p)
        self.anim.wait(0.15)

    def _on_rebuilt(self, ev: StockRebuilt) -> None:
        lay = self.layout
        for i, c in enumerate(self.pile[:-1]):
            s = self.cards.get(c)
            if s is None:
                continue
            s.slot = ("gone",)
            glide(self.anim, s, lay.stock, 0.4, angle=0.0, turn=True, delay=0.04 * i,
                  on_finish=lambda c=c: self.cards.take(c))
        self.pile = [ev.discard_top]
        self.shown.stock = ev.stock_size
        self.shown.exhaustions = ev.exhaustion
        self.sound("shuffle")
        self.hud.float_text(self.tr("ch.rebuilt", n=ev.exhaustion), (lay.stock[0], lay.stock[1] - lay.pile_w),
                            theme.GOLD_LIGHT, 0.8)
        self.say(self.tr("ch.rebuilt_last" if ev.exhaustion >= 2 else "ch.rebuilt", n=ev.exhaustion),
                 seconds=3.5)
        self.anim.wait(0.9, on_finish=self._stock_sprite)

    def _on_closed(self, ev: HandClosed) -> None:
        p = ev.closer
        shown = {c for m in ev.melds for c in m} | set(ev.loose)
        if p == self.human:
            rest = [k for k in self.hands[p] if k not in shown]
            s, _ = self._take_from_hand(p, rest[0] if rest else None)
        else:
            s, _ = self._take_from_hand(p, None)
        if s is not None:
            s.slot, s.glow = ("closed",), None
            self.cards.change_layer(s, L_FLY)
            glide(self.anim, s, self.layout.close_spot, 0.45, angle=0.0, width=self.layout.pile_w,
                  turn=s.face_up, arc=0.6)
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
        sources: dict = {}
        for seat in self.reveal.rows:
            arr = r.arrangements[seat]
            if arr is None:
                continue
            cards = [c for m in (r.closer_melds if seat == r.closer else arr.melds) for c in m]
            cards += [c for c, _ in arr.lay_offs] + list(arr.loose)
            for c in cards:
                s, _ = self._take_from_hand(seat, c)
                if s is not None:
                    self.cards.take(s.key)
                    sources[c] = s
        self.picking_close, self.selected = False, None
        self.fan.release()
        self.reveal.start(sources)
        self.sound("flip")

    def show_totals(self, r) -> None:
        """The reveal reached the points: plaques and the scoreboard show the new totals."""
        sh = self.shown
        sh.history.append(("hand", r))
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
        self.cards.clear_cards()
        self.hands = {p: [] for p in range(self.n)}
        self.pile = []
        self._pump()

    def _on_voided(self, ev: HandVoided) -> None:
        """A voided hand gets its own summary: nobody scores; the next deal waits for the
        continue control (a click, Intro or Espacio) unless nobody is there to press it."""
        from ...ui.overlay import Cell, SummaryTable

        self.shown.history.append(("void", ev.hand_no))
        sh = self.shown
        rows = [[Cell(self.name(p), theme.GOLD_LIGHT if p == self.human else theme.CREAM,
                      p == self.human), Cell(self.tr("ch.points", n=sh.scores[p]))]
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
        add_reentry(sh.history, ev.player, ev.total)
        r = self.hud.plaque_rect(ev.player)
        self.hud.float_text(self.tr("ch.reenters", name=self.name(ev.player), n=ev.total),
                            (r.centerx, r.y), (150, 200, 255), 0.8)
        self.anim.wait(0.6)

    def _on_declined(self, ev: ReentryDeclined) -> None:
        r = self.hud.plaque_rect(ev.player)
        self.hud.float_text(self.tr("ch.declines", name=self.name(ev.player)), (r.centerx, r.y),
                            theme.MUTED, 0.8)
        self.anim.wait(0.4)

    def _on_over(self, ev: GameOver) -> None:
        self.show_winners(ev.winners, "ch.wins")

