"""The usual turn of a one-deck Chinchón hand, fast (speed only: same rules, same
results as the general path of `state.py`, which answers every other case).

A dealt hand is a `Hand` whose summary (card identities, discard actions, bitmask) is
kept up to date here as cards come and go; `might_close` on the mask tells at once that
the hand cannot close, so the legal actions are the hand's discards. Whenever the
summary is missing (two decks, a rigged hand, a card built elsewhere) or the move is not
the plain draw/discard of the player to act, the general path decides.
"""
from __future__ import annotations

from .actions import (DECLINE, DISCARD_PILE, DRAW_DISCARD, DRAW_STOCK, REENTER, STOCK,
                      CardDiscarded, CardDrawn, Discard, Draw)
from .melds import POINTS
from .melds import _close_options as close_options
from .tables import (BIT_BY_ID, CARD_ID_BY_ID, CLOSE_BY_CARD_ID, DISCARDED, DREW_PILE,
                     DREW_STOCK, ENTRY_BY_ID, NEXT, RUN_CARDS, RUN_COUNT, SEATS, next_seats)
from .tracked import Hand, Known

DRAW, DISCARD, REENTRY, OVER = "draw", "discard", "reentry", "over"
_append = list.append
_delitem = list.__delitem__


class HotPath:
    """Mixed into ChinchonState: `to_act`, `is_terminal`, `legal_actions` and `apply`,
    each trying the usual turn first."""

    __slots__ = ()

    def to_act(self) -> tuple[int, ...]:
        phase = self.phase
        if phase == DRAW or phase == DISCARD:
            return SEATS[self.turn]
        if phase == REENTRY:
            return (self.queue[0],)
        return ()

    def is_terminal(self) -> bool:
        if self.phase == OVER:  # a compare before a jump: CPython specialises it
            return True
        return False

    # Speed: CPython 3.11 specialises a comparison only when a short jump follows it (a
    # jump over a long block takes an EXTENDED_ARG, and the comparison stays generic), so
    # the long blocks below come after guards that return.
    def legal_actions(self, player: int) -> list:
        """Every legal action but `arrange`, whose permutations are endless (it is legal
        for any player in the hand, at any time during the hand)."""
        phase = self.phase
        if phase == DRAW:
            if player != self.turn:
                return []
            return [DRAW_STOCK, DRAW_DISCARD] if self.pile else [DRAW_STOCK]
        if phase != DISCARD:
            if phase == REENTRY and player == self.queue[0]:
                return [REENTER, DECLINE]
            return []
        if player != self.turn:
            return []
        hand = self.hands[player]
        try:
            ids = hand.ids
        except AttributeError:  # a plain list (a rigged hand)
            return self._legal_general(player)
        if ids is None:
            if self.two_decks or not hand.summarise():
                return self._legal_general(player)
            ids = hand.ids
        acts = hand.acts[:]
        taken = self.taken
        if taken is not None:
            try:
                del acts[ids.index(id(taken))]
            except ValueError:
                return self._legal_general(player)
        # melds.might_close on the suit-major mask: a close needs all cards but two to
        # fit in some meld (a rank held 3+ times, or run partners in the suit)
        mask = hand.mask
        a, b, c, d = mask & 1023, mask >> 10 & 1023, mask >> 20 & 1023, mask >> 30
        sets = (a & b & (c | d)) | (c & d & (a | b))  # ranks held 3 or 4 times
        if sets:
            meldable = (RUN_CARDS[a] | a & sets).bit_count() \
                + (RUN_CARDS[b] | b & sets).bit_count() \
                + (RUN_CARDS[c] | c & sets).bit_count() \
                + (RUN_CARDS[d] | d & sets).bit_count()
        else:
            meldable = RUN_COUNT[a] + RUN_COUNT[b] + RUN_COUNT[c] + RUN_COUNT[d]
        if meldable >= len(ids) - 2:
            return acts + _closes(ids, taken)
        return acts

    def apply(self, player: int, action) -> list:
        kind = type(action)
        if kind is Discard:
            if player != self.turn or self.phase != DISCARD:
                return self._apply_general(player, action, kind)
            hand = self.hands[player]
            try:
                ids = hand.ids
            except AttributeError:  # a plain list (a rigged hand)
                return self._apply_general(player, action, kind)
            if ids is None:
                if type(hand) is not Hand or self.two_decks or not hand.summarise():
                    return self._apply_general(player, action, kind)
                ids = hand.ids
            # a summary: one deck, the deck's own cards
            card = action.card
            cid = id(card)
            try:
                i = ids.index(cid)
            except ValueError:  # not the hand's own object: the general path decides
                return self._apply_general(player, action, kind)
            if card is self.taken:
                return self._apply_general(player, action, kind)
            _delitem(hand, i)
            del ids[i]
            del hand.acts[i]
            bit = BIT_BY_ID[cid]
            hand.mask ^= bit
            known = self.known[player]
            if known:
                try:
                    kids = known.ids
                except AttributeError:
                    kids = None
                if kids is None and type(known) is Known and known.summarise():
                    kids = known.ids
                if kids is None:
                    self._forget_known(player, card)
                elif cid in kids:
                    j = kids.index(cid)
                    _delitem(known, j)
                    del kids[j]
            self.pile.append(card)
            plays = self.plays[player]
            _append(plays, self.taken)
            _append(plays, card)
            self.taken = None
            self.phase = DRAW
            order = self.order
            self.turn = (NEXT.get(order) or next_seats(order))[player]
            if self.stock:
                return [DISCARDED[player].get(cid) or CardDiscarded(player, card)]
            return [DISCARDED[player].get(cid) or CardDiscarded(player, card)] \
                + self._stock_exhausted()
        if kind is not Draw or player != self.turn or self.phase != DRAW:
            return self._apply_general(player, action, kind)
        source = action.source
        if source == STOCK:
            pile = self.pile
            if pile:
                _append(self.passed[player], pile[-1])
            card = self.stock.pop()
            cid = id(card)
            entry = ENTRY_BY_ID.get(cid)
            event = DREW_STOCK[player]
        elif source == DISCARD_PILE and self.pile:
            card = self.pile.pop()
            cid = id(card)
            entry = ENTRY_BY_ID.get(cid)
            self.taken = card
            self.last_taken[player] = card
            known = self.known[player]
            try:
                kids = known.ids
            except AttributeError:
                kids = None
            if kids is None:
                known.append(card)
            else:
                _append(known, card)
                if entry is None:
                    known.ids = None
                else:
                    kids.append(cid)
            event = DREW_PILE[player].get(cid) or CardDrawn(player, DISCARD_PILE, card)
        else:
            return self._apply_general(player, action, kind)
        hand = self.hands[player]
        try:
            ids = hand.ids
        except AttributeError:
            ids = None
        if ids is None:
            hand.append(card)
        else:
            _append(hand, card)
            if entry is None:
                hand.ids = None
            else:
                ids.append(cid)
                hand.acts.append(entry[0])
                hand.mask |= entry[1]
        self.turns[player] += 1
        self.phase = DISCARD
        return [event]


def _closes(ids: list[int], taken) -> list:
    """The close actions of a summarised hand of the player to act (not throwing the
    card just taken), in the general path's order: all melded first, then by the value
    of the one loose card."""
    key = tuple(sorted(map(CARD_ID_BY_ID.__getitem__, ids)))
    skip = -1 if taken is None else CARD_ID_BY_ID[id(taken)]
    opts = [(t, x) for t, x in close_options(key) if key[t] != skip]
    opts.sort(key=lambda o: -11 if o[1] < 0 else POINTS[key[o[1]]])
    return [CLOSE_BY_CARD_ID[key[t]] for t, _ in opts]
