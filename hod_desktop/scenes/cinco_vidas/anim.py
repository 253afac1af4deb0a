"""Cinco Vidas table, part 2: where each card belongs and how engine events become motion.

A mixin of `CincoVidasTable`: it reads and writes the table's `shown`, `cards`, `hands`,
`layout`, `anim` and `hud`. Each handler starts tweens for one event; the table pumps the
next event only when the Animator is idle, so events play one after another.
"""
from __future__ import annotations

import pygame

from ...engine.cinco_vidas import (BidMade, CardPlayed, CardsRevealed, GameOver, PlayerEliminated,
                                  RoundDealt, RoundScored, TrickWon)
from ...ui.draw import theme
from ...ui.table.action_log import short_card
from ...ui.table.overlay import Cell, SummaryTable
from ...ui.table.sprites import deal
from ...ui.table.trick_table import (collect_trick, deal_plan, from_hand, glow_winner, round_keys,
                                     still_sprites, to_trick, turn_up)
from ...ui.draw.tween import scaled

SUMMARY_HOLD = 3.4  # seconds the round summary stays up
REVEAL_READ = 3.0  # seconds the 1-card round's cards stay up at normal speed
L_HAND, L_TRICK, L_DECK = 10, 40, 60


class TableAnimations:
    """Event -> animation handlers and the home position of every card sprite."""

    @staticmethod
    def card_order(card):
        """The person's hand is shown in this order."""
        return (card.value, "shdc".find(card.suit))

    def visible_cards(self, v) -> dict:
        """seat -> card the viewer may see in the 1-card round."""
        return dict(v.visible)

    # ------------------------------------------------------------ where cards belong
    def _build_static(self, v) -> None:
        """Show a match picked up mid-round (a saved game) without animating the past."""
        self.shown = self._shown_from(v)
        self.clear_hands()
        if self.match.is_terminal():
            return
        keys = round_keys(v.order, v.round_size, self.human, v.hand, self.visible_cards(v),
                          v.hand_sizes, self.card_order)
        self.hands.update({p: list(shown) for p, (_dealt, shown) in keys.items()})
        for key, card, slot, layer in still_sprites(keys, v.round_size == 1, v.trick, L_HAND, L_TRICK):
            self.new_sprite(key, card, card is not None, (0, 0), 10, slot, layer)
        self.trick.clear()  # a resumed trick keeps its play order (chips, leader, winner)
        for p, c in v.trick:
            self.trick.play(p, c)
        self.trick_layer = len(v.trick)
        for s in self.cards.sprites():
            s.pos, s.angle, s.width = self.home(s)

    # ------------------------------------------------------------ events -> animations
    def event_handlers(self) -> dict:
        return {RoundDealt: self._on_dealt, BidMade: self._on_bid, CardPlayed: self._on_played,
                TrickWon: self._on_trick, CardsRevealed: self._on_revealed,
                RoundScored: self._on_scored, PlayerEliminated: self._on_eliminated,
                GameOver: self._on_over}

    def _deal_keys(self, ev: RoundDealt, v) -> dict[int, list]:
        """Sprite keys per seat in dealing order; fills `self.hands` in display order."""
        seen = self.visible_cards(v) if self.human is not None else {}
        keys = round_keys(ev.order, ev.size, self.human, v.hand, seen, [ev.size] * self.n,
                          self.card_order)
        self.hands.update({p: list(shown) for p, (_dealt, shown) in keys.items()})
        return {p: dealt for p, (dealt, _shown) in keys.items()}

    def _on_dealt(self, ev: RoundDealt) -> None:
        sh = self.shown
        sh.round_no, sh.dealer, sh.size, sh.order = ev.round_no, ev.dealer, ev.size, ev.order
        sh.bids = [None] * self.n
        sh.tricks = [0] * self.n
        if sh.last_trick:
            sh.before_trick, sh.before_winner = sh.last_trick, sh.last_winner
        sh.last_trick, sh.last_winner = (), None
        self.overlay.close()
        self.trick.clear()
        self.clear_hands()
        self.trick_layer = 0
        self.selected = None
        v = self.view()
        lay = self.layout
        dealt = self._deal_keys(ev, v)
        if self.human is not None:
            self.prefetch(v.hand, lay.card_w, urgent=True)
            self.prefetch([c for _, c in v.visible], lay.trick_w * 0.9, urgent=True)
        self.sound("shuffle")
        deal(self.anim, self.cards, self.look, lay.seats[ev.dealer].deck,
             deal_plan(dealt, ev.order, ev.size), self.home,
             width=lay.small_w, layer=L_DECK,
             land=lambda s: self.cards.change_layer(s, L_HAND + self.hands[s.slot[1]].index(s.key)),
             on_card=lambda s: self.sound("deal"))

    def _on_bid(self, ev: BidMade) -> None:
        sh = self.shown
        sh.bids[ev.player] = ev.bid
        word = (self.tr("cv.win" if ev.bid else "cv.lose")) if sh.size == 1 else str(ev.bid)
        self.hud.float_at_seat(ev.player, word, theme.GOLD_LIGHT, 1.0)
        self.sound("click")
        self.anim.wait(0.3)

    def _on_played(self, ev: CardPlayed) -> None:
        p, card = ev.player, ev.card
        s = from_hand(self.cards, self.hands[p], card) or self.new_sprite(
            card, card, False, self.layout.seats[p].hand, self.layout.small_w, ("trick", p), L_TRICK)
        s.slot = ("trick", p)
        self.trick.play(p, card)
        to_trick(self.anim, self.cards, s, self.home, L_TRICK + self.trick_layer, 0.32,
                 flip=not s.face_up, front=True)
        self.trick_layer += 1
        self.settle(p)
        self.sound("play")

    def _on_trick(self, ev: TrickWon) -> None:
        sprites = [s for s in (self.cards.get(c) for _, c in ev.cards) if s is not None]
        glow_winner(self.cards, ev.cards, ev.player, theme.GOLD)
        self.shown.turn = ev.player

        def taken() -> None:
            self.trick.clear()
            # as many as the engine counts: a Poderes trick with the As de Copas is two
            self.shown.tricks[ev.player] += getattr(getattr(ev, "result", None), "tricks", 1)
            self.shown.last_trick, self.shown.last_winner = ev.cards, ev.player
        collect_trick(self.anim, self.cards, sprites, self.layout.seats[ev.player].pile,
                      self.layout.small_w * 0.8, on_start=lambda: self.sound("trick"), on_done=taken)

    def _on_revealed(self, ev: CardsRevealed) -> None:
        for i, (p, c) in enumerate(ev.cards):
            s, flip = turn_up(self.cards, c, [("blind", p)])
            if s is not None:
                s.slot = ("trick", p)
                to_trick(self.anim, self.cards, s, self.home, L_TRICK + i, 0.4, flip=flip,
                         delay=i * 0.06, arc=0.4)
        self.sound("flip")

        def crown() -> None:
            glow_winner(self.cards, ev.cards, ev.winner, theme.GOLD)
            self.shown.tricks[ev.winner] = 1
            self.shown.last_trick, self.shown.last_winner = ev.cards, ev.winner
            takes = self.tr("cv.takes", name=self.name(ev.winner))
            self.sound("trick")
            # the cards stay up long enough to read, then the round goes on by itself (the
            # rules: nobody has to click «continue»); the words go on the message line,
            # over no card, for as long as the cards stay
            watched = self.human is not None and not self.unattended() and not self.human_out()
            hold = REVEAL_READ if watched else 1.3
            self.say(takes, seconds=max(1.0, scaled(hold, self.speed())))
            self.anim.wait(hold)
        self.anim.wait(0.45 + 0.06 * len(ev.cards), on_finish=crown)

    def _on_scored(self, ev: RoundScored) -> None:
        sh = self.shown
        before = list(sh.lives)
        for p in sh.order:
            self.hud.lose_lives(p, ev.lost[p], before[p], ev.lives[p])
        sh.lives = list(ev.lives)
        if self.human is not None and ev.lost[self.human]:
            self.sound("lose_life")
        elif self.human is not None:
            self.sound("win")

        def close() -> None:
            for s in self.cards.where(lambda s: s.slot[0] == "trick"):
                self.cards.take(s.key)
        self.overlay.open(self._summary(ev), SUMMARY_HOLD, close)
        self.overlay.start(self.anim)

    def resumed(self) -> None:
        """A match saved while a round's end was on screen (its last card played, the reveal
        or the summary up) resumes with that round's summary: it went straight on to the
        next round's bids, and a 1-card round's outcome was never shown (3p 900x560)."""
        last = None if self.match.is_terminal() else self.last_move()
        ended = [e for e in last[1] if isinstance(e, RoundScored)] if last else []
        if ended:  # the summary of the round that ended, as it stood then
            self.overlay.open(self._summary(ended[0], self._shown_from(last[0])), SUMMARY_HOLD,
                              lambda: None)
            self.overlay.start(self.anim)

    def _summary(self, ev: RoundScored, shown=None) -> SummaryTable:
        """The round summary's rows: who bid what, what they made, lives left and lost («Fuera»
        for a player this round left with none: an empty hearts cell beside «−2» said nothing)."""
        sh = shown or self.shown  # `shown`: the table as that round left it
        one = sh.size == 1
        rows, winners = [], self.winners_ahead()
        last = winners is not None  # no next round
        for p in sh.order:
            bid = ev.bids[p]
            bid_t = self.tr("cv.win" if bid else "cv.lose") if one else str(bid)
            col = theme.GREEN_OK if ev.lost[p] == 0 else theme.CREAM
            if ev.lives[p] <= 0:  # out this round: said in the lives column, not by no hearts
                lives = self.hud.out_cell(p in (winners or ()))  # RULES.md §1: a shared win
            else:
                lives = Cell(hearts=ev.lives[p], after=f"−{ev.lost[p]}" if ev.lost[p] else "")
            rows.append([Cell(self.name(p), col, True), Cell(bid_t)] + self.card_cells(sh, p, one)
                        + [Cell(str(ev.tricks[p])), lives])
        heads = [self.tr(k) for k in ("table.col_player", "cv.col_bid") + ("cv.col_card",) * one
                 + ("cv.col_won", "table.col_lives")]
        return SummaryTable(self.tr("cv.summary", n=sh.round_no + 1), heads, rows,
                            self.tr("table.results_next" if last else "cv.next_round"),
                            col_x=(0.06, 0.32, 0.50, 0.62, 0.74) if one else (0.08, 0.45, 0.60, 0.75))

    def card_cells(self, sh, seat: int, one: bool) -> list:
        """In the 1-card round's summary, the card `seat` held (the winner's in gold): the
        reveal, gone in seconds, was not in the summary at all."""
        if not one:
            return []
        held = dict(sh.last_trick or ())
        card = held.get(seat)
        text = self.summary_card(card) if card is not None else "—"
        won = seat == sh.last_winner
        return [Cell(text, theme.GOLD_LIGHT if won else theme.CREAM)]

    def summary_card(self, card) -> str:
        return short_card(card)

    def _on_eliminated(self, ev: PlayerEliminated) -> None:
        self.shown.eliminated.add(ev.player)
        r = pygame.Rect(self.layout.seats[ev.player].plaque)
        self.hud.float_text(self.tr("table.eliminated"), r.center, theme.RED_SOFT, 1.0)
        self.anim.wait(0.4)

    def _on_over(self, ev: GameOver) -> None:
        self.shown.winners = ev.winners  # also clears the won-trick piles off the felt
        self.overlay.close()
        self.clear_hands()
        self.show_winners(ev.winners, "table.wins")
