"""The usual turn of a one-deck Chinchón hand, fast (speed only: same rules, same
results as the general path of `state.py`, which answers every other case).

A dealt hand is a `Hand` whose summary (card ids, discard actions, one bit pattern per
suit) is kept up to date here as cards come and go; `might_close` on the patterns tells
at once that the hand cannot close, so the legal actions are the hand's discards.
Whenever the summary is missing (two decks, a rigged hand, a card built elsewhere) or
the move is not the plain draw/discard of the player to act, the general path decides.
"""
from __future__ import annotations

from .actions import (DECLINE, DISCARD_PILE, DRAW_DISCARD, DRAW_STOCK, REENTER, STOCK,
                      CardDrawn, Discard, Draw)
from .melds import POINTS
from .melds import _close_options as close_options
from .tables import (CARD_ID_BY_ID, CLOSE_BY_CARD_ID, DREW_PILE, DREW_STOCK, INFO_BY_ID,
                     NEXT, RUN_CARDS, RUN_COUNT, SEATS, next_seats)
from .tracked import Hand, Known

DRAW, DISCARD, REENTRY, OVER = "draw", "discard", "reentry", "over"
_append = list.append
# list.pop, not list.__delitem__: a slot wrapper is called with an argument tuple (927
# instructions a call, valgrind), a method descriptor without (455)
_pop = list.pop
# Bound once: CPython 3.11 compiles `NAME.get(...)` of an imported NAME as an attribute
# load (a new bound method each call, never specialised), not as a method call.
_info = INFO_BY_ID.get
_next = NEXT.get


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
            cids = hand.cids
        except AttributeError:  # a plain list (a rigged hand)
            return self._legal_general(player)
        if cids is None:
            if self.two_decks or not hand.summarise():
                return self._legal_general(player)
            cids = hand.cids
        taken = self.taken
        if taken is None:
            acts = hand.acts[:]
        elif hand[-1] is taken:  # as drawn: the last card
            acts = hand.acts[:-1]
        else:
            info = _info(id(taken))
            try:
                j = cids.index(info[0])
            except (TypeError, ValueError):  # not one of the deck's objects, or not held
                return self._legal_general(player)
            acts = hand.acts[:]
            del acts[j]
        # melds.might_close on the suit patterns: a close needs all cards but two to fit
        # in some meld (a rank held 3+ times, or run partners in the suit). A rank held 3
        # times is held by oros and copas, or by espadas and bastos.
        a, b, c, d = hand.suits
        meldable = RUN_COUNT[a] + RUN_COUNT[b] + RUN_COUNT[c] + RUN_COUNT[d]
        ab, cd = a & b, c & d
        if ab or cd:
            sets = (ab & (c | d)) | (cd & (a | b))  # ranks held 3 or 4 times
            if sets:
                meldable = (RUN_CARDS[a] | a & sets).bit_count() \
                    + (RUN_CARDS[b] | b & sets).bit_count() \
                    + (RUN_CARDS[c] | c & sets).bit_count() \
                    + (RUN_CARDS[d] | d & sets).bit_count()
        if meldable < len(cids) - 2:
            return acts
        return acts + _closes(cids, taken)

    def apply(self, player: int, action) -> list:
        kind = type(action)
        if kind is Discard:
            if player != self.turn or self.phase != DISCARD:
                return self._apply_general(player, action, kind)
            hand = self.hands[player]
            try:
                cids = hand.cids
            except AttributeError:  # a plain list (a rigged hand)
                return self._apply_general(player, action, kind)
            if cids is None:
                if type(hand) is not Hand or self.two_decks or not hand.summarise():
                    return self._apply_general(player, action, kind)
                cids = hand.cids
            # a summary: one deck, the deck's own cards (one object per card id)
            card = action.card
            info = _info(id(card))
            if info is None:  # not one of the deck's objects: the general path decides
                return self._apply_general(player, action, kind)
            x, s, bit, _, discarded, _ = info
            try:
                i = cids.index(x)
            except ValueError:  # not in the hand
                return self._apply_general(player, action, kind)
            if card is self.taken:
                return self._apply_general(player, action, kind)
            _pop(hand, i)
            del cids[i]
            del hand.acts[i]
            hand.suits[s] -= bit  # the card's bit is set: -= is ^=, and specialised
            known = self.known[player]
            if known:
                try:
                    kc = known.cids
                except AttributeError:
                    kc = None
                if kc is None and type(known) is Known and known.summarise():
                    kc = known.cids
                if kc is None:
                    self._forget_known(player, card)
                elif x in kc:
                    j = kc.index(x)
                    _pop(known, j)
                    del kc[j]
            self.pile.append(card)
            plays = self.plays[player]
            _append(plays, self.taken)
            _append(plays, card)
            self.taken = None
            self.phase = DRAW
            order = self.order
            self.turn = (_next(order) or next_seats(order))[player]
            if self.stock:
                return [discarded[player]]
            return [discarded[player]] + self._stock_exhausted()
        if kind is not Draw or player != self.turn or self.phase != DRAW:
            return self._apply_general(player, action, kind)
        source = action.source
        if source == STOCK:
            pile = self.pile
            if pile:
                _append(self.passed[player], pile[-1])
            card = self.stock.pop()
            info = _info(id(card))
            event = DREW_STOCK[player]
        else:
            if source != DISCARD_PILE or not self.pile:
                return self._apply_general(player, action, kind)
            card = self.pile.pop()
            info = _info(id(card))
            self.taken = card
            self.last_taken[player] = card
            known = self.known[player]
            try:
                kc = known.cids
            except AttributeError:  # a plain list
                kc = None
            if kc is None:
                known.append(card)
            else:
                _append(known, card)
                if info is None:
                    known.cids = None
                else:
                    kc.append(info[0])
            if info is None:
                event = DREW_PILE[player].get(id(card)) or CardDrawn(player, DISCARD_PILE, card)
            else:
                event = info[5][player]
        hand = self.hands[player]
        try:
            cids = hand.cids
        except AttributeError:
            cids = None
        if cids is None:
            hand.append(card)
        else:
            _append(hand, card)
            if info is None:
                hand.cids = None
            else:
                x, s, bit, act, _, _ = info
                cids.append(x)
                hand.acts.append(act)
                hand.suits[s] += bit  # a card not held: += is |=, and specialised
        self.turns[player] += 1
        self.phase = DISCARD
        return [event]


def _closes(cids: list[int], taken) -> list:
    """The close actions of a summarised hand of the player to act (not throwing the
    card just taken), in the general path's order: all melded first, then by the value
    of the one loose card."""
    key = tuple(sorted(cids))
    skip = -1 if taken is None else CARD_ID_BY_ID[id(taken)]
    opts = [(t, x) for t, x in close_options(key) if key[t] != skip]
    opts.sort(key=lambda o: -11 if o[1] < 0 else POINTS[key[o[1]]])
    return [CLOSE_BY_CARD_ID[key[t]] for t, _ in opts]
