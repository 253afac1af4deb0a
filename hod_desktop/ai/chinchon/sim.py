"""A private Chinchón simulator for the bots' search: one hand, on integer cards.

Cards are ids 0..39 (rank order * 4 + suit; the two copies of a card share an id, as
the rules make them interchangeable). Each hand is kept as a sorted tuple of ids, updated
card by card, so every meld question is one cached look-up in the engine's own solver
(`after_best_throw`, `deadwood_of`, `_close_options`, `closing_of_ids`). There are no
events, views or validation: the bot only offers it legal actions, and
`tests/test_ai_chinchon_sim.py` checks it against the engine over thousands of hands.

Actions are small ints: DRAW_STOCK, DRAW_PILE, DISCARD + id, CLOSE + id. The hand ends
with a close (`points[p]` for each player in the hand, `chinchon`), or void when the
stock runs out a third time; the rebuilt stock is shuffled with the simulator's own rng.
"""
from __future__ import annotations

import bisect
import random

from ...engine.chinchon.melds import _close_options, closing_of_ids, loose_after_lay_offs

DRAW_STOCK, DRAW_PILE, DISCARD, CLOSE = 0, 1, 100, 200
REBUILDS = 2
PLAYING, CLOSED, VOID = 0, 1, 2


def is_chinchon_ids(ids: tuple[int, ...]) -> bool:
    """Seven cards in one run of one suit."""
    return (len(ids) == 7 and len({i & 3 for i in ids}) == 1
            and [i >> 2 for i in ids] == list(range(ids[0] >> 2, (ids[0] >> 2) + 7)))


class HandSim:
    """One Chinchón hand in progress. `hands[p]` is a sorted id tuple (empty when p is not
    in the hand); `order` the turn order; `stock` and `pile` lists with the top last."""

    __slots__ = ("hands", "order", "turn_i", "drawn", "taken", "stock", "pile",
                 "exhaustions", "status", "closer", "points", "chinchon", "rng")

    def __init__(self, hands, order, turn_i: int, drawn: bool, taken: int,
                 stock: list[int], pile: list[int], exhaustions: int, rng: random.Random):
        self.hands = list(hands)
        self.order = tuple(order)
        self.turn_i = turn_i
        self.drawn = drawn  # the player to act has drawn and must discard or close
        self.taken = taken  # id just taken from the discard pile (-1: none)
        self.stock = stock
        self.pile = pile
        self.exhaustions = exhaustions
        self.status = PLAYING
        self.closer = -1
        self.points: dict[int, int] = {}
        self.chinchon = False
        self.rng = rng

    def copy(self) -> "HandSim":
        c = HandSim.__new__(HandSim)
        c.hands = list(self.hands)
        c.order, c.turn_i, c.drawn, c.taken = self.order, self.turn_i, self.drawn, self.taken
        c.stock, c.pile = list(self.stock), list(self.pile)
        c.exhaustions, c.status, c.closer = self.exhaustions, self.status, self.closer
        c.points, c.chinchon, c.rng = dict(self.points), self.chinchon, self.rng
        return c

    @property
    def player(self) -> int:
        return self.order[self.turn_i]

    # -- what may be done
    def throwable(self, cid: int) -> bool:
        hand = self.hands[self.player]
        i = bisect.bisect_left(hand, cid)
        if i >= len(hand) or hand[i] != cid:
            return False
        if cid != self.taken:
            return True
        return i + 1 < len(hand) and hand[i + 1] == cid  # the other copy

    def closes(self) -> list[int]:
        """Ids whose face-down throw closes now (once each)."""
        hand = self.hands[self.player]
        out: list[int] = []
        for t, _ in _close_options(hand):
            cid = hand[t]
            if cid not in out and self.throwable(cid):
                out.append(cid)
        return out

    def legal(self) -> list[int]:
        if self.status != PLAYING:
            return []
        if not self.drawn:
            return [DRAW_STOCK, DRAW_PILE] if self.pile else [DRAW_STOCK]
        hand = self.hands[self.player]
        out = [DISCARD + c for c in dict.fromkeys(hand) if self.throwable(c)]
        return out + [CLOSE + c for c in self.closes()]

    # -- doing it
    def apply(self, action: int) -> None:
        p = self.player
        if action < DISCARD:
            if action == DRAW_PILE:
                cid = self.pile.pop()
                self.taken = cid
            else:
                cid = self.stock.pop()
            hand = list(self.hands[p])
            bisect.insort(hand, cid)
            self.hands[p] = tuple(hand)
            self.drawn = True
            return
        cid = action - (CLOSE if action >= CLOSE else DISCARD)
        hand = list(self.hands[p])
        hand.remove(cid)
        self.hands[p] = rest = tuple(hand)
        self.taken = -1
        self.drawn = False
        if action >= CLOSE:
            self._close(p, rest)
            return
        self.pile.append(cid)
        self.turn_i = (self.turn_i + 1) % len(self.order)
        if not self.stock:
            self._stock_out()

    def _stock_out(self) -> None:
        self.exhaustions += 1
        if self.exhaustions > REBUILDS:
            self.status = VOID
            return
        top = self.pile.pop()
        rest = self.pile
        self.rng.shuffle(rest)
        self.stock, self.pile = rest, [top]

    def _close(self, closer: int, rest: tuple[int, ...]) -> None:
        found = closing_of_ids(rest)
        if found is None:
            raise ValueError(f"no close with {rest}")
        points, melds = found
        self.status, self.closer = CLOSED, closer
        self.chinchon = is_chinchon_ids(rest)
        self.points = {closer: points}
        for q in self.order:
            if q != closer:
                self.points[q] = loose_after_lay_offs(self.hands[q], melds)

