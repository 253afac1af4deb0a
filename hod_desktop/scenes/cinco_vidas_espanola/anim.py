"""The Spanish-deck table's own animations, over Cinco Vidas's (`cinco_vidas/anim.py`).

A mixin placed before `CincoVidasTable`: the events this game adds (secret bids, the spy,
face-down hands and cards, the simultaneous reveal, cancelled pairs) get their handlers
here; the shared events (deal, bids, scores, eliminations) keep Cinco Vidas's. Cancelled
cards are struck out pair by pair, each pair in its own colour, before the trick is taken.
"""
from __future__ import annotations

from ...engine.cinco_vidas_espanola import (CHAOS, TWISTED, BidHidden, BidMade, BidsRevealed,
                                            CardFaceDown, CardPlayed, CardsRevealed, GameOver,
                                            HandsShuffled, HandsTurnedUp, PlayerEliminated,
                                            RoundDealt, RoundScored, SpyDecided, TrickResolved)
from ...ui.table import move_words
from ...ui.draw import theme
from ...ui.table.overlay import Cell, SummaryTable
from ...ui.table.sprites import glide
from ...ui.table.trick_table import to_trick, turn_up
from ..cinco_vidas.anim import L_HAND, L_TRICK, SUMMARY_HOLD
from ..standings import standings as final_standings

PAIR_COLORS = ((235, 90, 80), (90, 170, 235), (240, 190, 60), (170, 110, 230))


def spanish_sort_key(card):
    return (card.value, "oceb".find(card.suit))


class EspanolaAnimations:
    """Event -> animation handlers of the events this game adds."""

    def event_handlers(self) -> dict:
        """Event type -> handler (the Poderes parts add theirs)."""
        return {RoundDealt: self._on_dealt, BidMade: self._on_bid,
                BidHidden: self._on_bid_hidden, BidsRevealed: self._on_bids_revealed,
                SpyDecided: self._on_spy, HandsShuffled: self._on_shuffled,
                HandsTurnedUp: self._on_turned_up, CardPlayed: self._on_played_es,
                CardFaceDown: self._on_face_down, CardsRevealed: self._on_revealed_es,
                TrickResolved: self._on_resolved, RoundScored: self._on_scored,
                PlayerEliminated: self._on_eliminated, GameOver: self._on_over_es}

    # ------------------------------------------------------------ deal and bids
    card_order = staticmethod(spanish_sort_key)

    def visible_cards(self, v) -> dict:
        """seat -> card the viewer may see in the 1-card round: the others' (Clásico), the
        person's own (Twisted, Chaos) and the one they spied."""
        seen = dict(v.visible)
        if self.human is not None and v.hand and v.round_size == 1:
            seen[self.human] = v.hand[0]
        if v.spied is not None and v.round_size == 1:
            seen[v.spied[0]] = v.spied[1]
        return seen

    def _deal_keys(self, ev: RoundDealt, v) -> dict[int, list]:
        self.struck = []
        return super()._deal_keys(ev, v)

    def _on_bid_hidden(self, ev: BidHidden) -> None:
        self.shown.secret.add(ev.player)
        self.hud.float_at_seat(ev.player, "✓", theme.GOLD_LIGHT, 1.0)
        self.sound("click")
        self.anim.wait(0.25)

    def _on_bids_revealed(self, ev: BidsRevealed) -> None:
        self.shown.secret.clear()
        for p, b in enumerate(ev.bids):
            if b is None:
                continue
            self.shown.bids[p] = b
            self.hud.float_at_seat(p, self.tr("cv.win" if b else "cv.lose"), theme.GOLD_LIGHT, 1.0)
        self.sound("flip")
        self.anim.wait(1.0)

    def _on_spy(self, ev: SpyDecided) -> None:
        if ev.player != self.human:  # its move trace says it has decided: no «✓» rising
            self.anim.wait(0.15)     # over the seat's card, the one the person may have spied
            return
        spied = self.view().spied
        if spied is None:
            return
        p, card = spied
        s = self.cards.get(("blind", p))
        if s is not None:
            self.cards.rekey(s, card)
            s.card = card
            self.hands[p] = [card]
            glide(self.anim, s, s.pos, 0.3, angle=s.angle, width=s.width, turn=True)
            self.say(self.tr("ce.spy_seen", name=self.name(p)))
            self.sound("flip")

    def _on_shuffled(self, ev: HandsShuffled) -> None:
        """Chaos: the person's cards turn face down and shuffle; from now on they are
        places 1..k, not cards."""
        if self.human is None or not self.hands.get(self.human):
            return
        keys = self.hands[self.human]
        new_keys = [("pos", self.human, i) for i in range(len(keys))]
        for i, key in enumerate(keys):
            s = self.cards.get(key)
            if s is None:
                continue
            self.cards.rekey(s, new_keys[i])

            def hide(s=s) -> None:
                s.card = None  # face down now: the sprite no longer knows its card
            glide(self.anim, s, self.layout.center, 0.25, angle=0.0, width=s.width, turn=True,
                  delay=i * 0.03, on_finish=hide)
        self.hands[self.human] = new_keys
        self.sound("shuffle")
        self.anim.wait(0.45, on_finish=lambda: self.settle(self.human, 0.3))

    def _on_turned_up(self, ev: HandsTurnedUp) -> None:
        """A ciegas: after the bids the person's cards are turned up."""
        if self.human is None:
            return
        cards = sorted(self.view().hand, key=spanish_sort_key)
        keys = self.hands.get(self.human, [])
        for key, card in zip(keys, cards):
            s = self.cards.get(key)
            if s is None:
                continue
            self.cards.rekey(s, card)
            s.card = card
            glide(self.anim, s, s.pos, 0.3, angle=s.angle, width=s.width, turn=True)
        self.hands[self.human] = list(cards)
        self.sound("flip")
        self.anim.wait(0.35)

    # ------------------------------------------------------------ cards to the trick
    def _on_played_es(self, ev: CardPlayed) -> None:
        """A card played face up (Chaos: from place `position` of the hand)."""
        p = ev.player
        if ev.position is not None and len(self.hands[p]) >= ev.position:
            key = self.hands[p].pop(ev.position - 1)
            self.hands[p].append(key)  # Cinco Vidas's handler takes the last key
        self._on_played(ev)

    def _on_face_down(self, ev: CardFaceDown) -> None:
        """Twisted: a card goes to the trick face down (the person's own too)."""
        p = ev.player
        key = None
        if p == self.human and self.my_down is not None and self.my_down in self.hands[p]:
            key = self.my_down
            self.hands[p].remove(key)
        elif self.hands[p]:
            key = self.hands[p].pop()
        s = self.cards.get(key) if key is not None else None
        if s is None:
            return
        self.cards.rekey(s, ("down", p))
        s.slot = ("trick", p)
        to_trick(self.anim, self.cards, s, self.home, L_TRICK + self.trick_layer, 0.3, flip=s.face_up)
        self.trick_layer += 1
        self.settle(p)
        self.sound("play")

    def _on_revealed_es(self, ev: CardsRevealed) -> None:
        """Cards turned up together: a Twisted trick, or the 1-card round."""
        self.trick.clear()
        for i, (p, c) in enumerate(ev.cards):
            s, flip = turn_up(self.cards, c, [("down", p), ("blind", p)])
            if s is None:
                continue
            if c in self.hands.get(p, []):
                self.hands[p].remove(c)
            s.slot = ("trick", p)
            self.trick.play(p, c)
            to_trick(self.anim, self.cards, s, self.home, L_TRICK + i, 0.4, flip=flip,
                     delay=i * 0.06, arc=0.3)
        self.sound("flip")
        said = None
        values = [c.value for _, c in ev.cards]
        if self.mode == TWISTED and len(ev.cards) > 1 and len(set(values)) < len(values):
            leader = ev.cards[0][0]  # equal cards pair off in this order, not as laid
            key = "ce.twisted_order.you" if leader == self.human else "ce.twisted_order"
            said = self.tr(key, name=self.name(leader))
        self.anim.wait(0.5 + 0.06 * len(ev.cards),
                       on_finish=None if said is None else (lambda: self.say(said)))

    def _on_resolved(self, ev: TrickResolved) -> None:
        """Strike out the cancelled pairs one after another, then the winner takes it."""
        self.struck = []
        for k, (a, b) in enumerate(ev.result.pairs):
            color = PAIR_COLORS[k % len(PAIR_COLORS)]

            def strike(a=a, b=b, color=color, k=k) -> None:
                self.struck.append((ev.cards[a][1], ev.cards[b][1], color, k + 1))
                self.sound("click")
            self.anim.wait(0.45 if k == 0 else 0.5, on_finish=strike)
        if ev.result.all_cancelled:  # a lone joker stands, worth nothing: not «all cancelled»
            said = "ce.lone_joker" if ev.result.standing else "ce.all_cancelled"
            self.anim.wait(0.4, on_finish=lambda: self.say(self.tr(said)))
        if self.shown.size == 1:
            self.shown.tricks[ev.player] = 0  # the pile is not drawn in the 1-card round
        self.anim.wait(0.35 + 0.5 * len(ev.result.pairs), on_finish=lambda: self._take(ev))

    def logs_later(self, ev) -> bool:
        """A resolved trick goes in the log as the winner takes it: at the start its
        «gana la baza» ran ahead of the Poderes steps and the cancelled pairs' strikes."""
        return isinstance(ev, TrickResolved)

    def _take(self, ev: TrickResolved) -> None:
        if self.log is not None:
            self.log.feed([ev])
        self.shown.pairs_of = {tuple(ev.cards): tuple(ev.result.pairs)}  # for the Tab panel
        self.struck_done = list(self.struck)
        self._on_trick(ev)

        def clear() -> None:
            self.struck = []
        self.anim.wait(0.8, on_finish=clear)

    # ------------------------------------------------------------ scores and the end
    def _summary(self, ev: RoundScored, shown=None) -> SummaryTable:
        """player / bid / won / lives lost / lives, after each sub-round."""
        sh = shown or self.shown  # `shown`: the table as that round left it
        one = sh.size == 1
        rows, winners = [], self.winners_ahead()
        last = winners is not None  # no next round
        for p in sh.order:
            bid = ev.bids[p]
            bid_t = self.tr("cv.win" if bid else "cv.lose") if one else str(bid)
            col = theme.GREEN_OK if ev.lost[p] == 0 else theme.CREAM
            lost = Cell(f"−{ev.lost[p]}" if ev.lost[p] else "0",
                        theme.RED_SOFT if ev.lost[p] else theme.GREEN_OK, True)
            lives = (Cell(hearts=ev.lives[p]) if ev.lives[p] > 0 else
                     self.hud.out_cell(p in (winners or ())))
            # the 1-card round: the card each held instead of the tricks made (the winner's
            # card in gold says who took it; a Spanish card's name needs the room)
            made = self.card_cells(sh, p, one) or [Cell(str(ev.tricks[p]))]
            rows.append([Cell(self.name(p), col, True), Cell(bid_t)] + made + [lost, lives])
        heads = [self.tr(k) for k in ("table.col_player", "cv.col_bid",
                                      "cv.col_card" if one else "cv.col_won", "ce.col_lost",
                                      "table.col_lives")]
        return SummaryTable(self.tr("cv.summary", n=sh.round_no + 1), heads, rows,
                            self.tr("table.results_next" if last else "cv.next_round"), (),
                            col_x=(0.04, 0.22, 0.34, 0.64, 0.80) if one
                            else (0.06, 0.34, 0.47, 0.60, 0.76))  # room for «−Vidas»

    def summary_card(self, card) -> str:
        """«rey de copas»: the card's name without its article (a Spanish card has no sign)."""
        name = move_words.card_name(str(card), self.lang, "spanish")
        for article in ("el ", "la ", "the ", "a "):
            if name.startswith(article):
                return name[len(article):]
        return name

    def standings(self) -> SummaryTable:
        """Final standings: the winners, then the others by how long they lasted (the
        places of the results screen, read from the match: the later knocked out, the
        better; fallen in the same sub-round, they share a place)."""
        sh = self.shown
        rows, tags = [], []
        for r in final_standings(self.match, self.human):
            p = r["seat"]
            col = theme.GOLD_LIGHT if r["winner"] else theme.CREAM
            lives = sh.lives[p]
            rows.append([Cell(str(r["place"]), col, True), Cell(self.name(p), col, True),
                         Cell(hearts=lives) if lives > 0 else self.hud.out_cell(r["winner"])])
            tags.append("")
        heads = [self.tr("ce.pos"), self.tr("table.col_player"), self.tr("table.col_lives")]
        return SummaryTable(self.tr("ce.standings"), heads, rows, "", tags,
                            col_x=(0.08, 0.22, 0.62))

    def _on_over_es(self, ev: GameOver) -> None:
        self._on_over(ev)
        self.overlay.open(self.standings(), SUMMARY_HOLD)
        self.overlay.start(self.anim)


__all__ = ["EspanolaAnimations", "spanish_sort_key", "L_HAND", "CHAOS"]
