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
from .melds import might_close
from .tables import (BIT_BY_ID, DISCARD_BY_ID, DISCARDED, DREW_PILE, DREW_STOCK, SEATS,
                     next_seats)
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
        return self.phase == OVER

    def legal_actions(self, player: int) -> list:
        """Every legal action but `arrange`, whose permutations are endless (it is legal
        for any player in the hand, at any time during the hand)."""
        phase = self.phase
        if phase == DRAW or phase == DISCARD:
            if player != self.turn:
                return []
            if phase == DRAW:
                return [DRAW_STOCK, DRAW_DISCARD] if self.pile else [DRAW_STOCK]
            hand = self.hands[player]
            if type(hand) is Hand and not self.two_decks \
                    and (hand.ids is not None or hand.summarise()) \
                    and not might_close(hand.mask, len(hand)):
                acts = hand.acts[:]
                taken = self.taken
                if taken is None:
                    return acts
                try:
                    del acts[hand.ids.index(id(taken))]
                    return acts
                except ValueError:
                    pass
        elif phase == REENTRY:
            if player != self.queue[0]:
                return []
            return [REENTER, DECLINE]
        else:
            return []
        return self._legal_general(player)

    def apply(self, player: int, action) -> list:
        kind = type(action)
        if player == self.turn:
            phase = self.phase
            if kind is Discard:
                if phase == DISCARD and not self.two_decks:
                    hand = self.hands[player]
                    if type(hand) is Hand and (hand.ids is not None or hand.summarise()):
                        card = action.card
                        cid = id(card)
                        ids = hand.ids
                        try:
                            i = ids.index(cid)
                        except ValueError:
                            i = -1
                        if i >= 0 and card is not self.taken:
                            return self._discard_at(player, hand, i, card, cid)
            elif kind is Draw and phase == DRAW:
                source = action.source
                if source == STOCK:
                    card = self.stock.pop()
                    _gain(self.hands[player], card)
                    self.turns[player] += 1
                    self.phase = DISCARD
                    return [DREW_STOCK[player]]
                if source == DISCARD_PILE and self.pile:
                    card = self.pile.pop()
                    self.taken = card
                    self.last_taken[player] = card
                    known = self.known[player]
                    if type(known) is Known and known.ids is not None:
                        bit = BIT_BY_ID.get(id(card))
                        _append(known, card)
                        known.ids = None if bit is None else known.ids | bit
                    else:
                        known.append(card)
                    _gain(self.hands[player], card)
                    self.turns[player] += 1
                    self.phase = DISCARD
                    return [DREW_PILE[player].get(id(card))
                            or CardDrawn(player, DISCARD_PILE, card)]
        return self._apply_general(player, action, kind)

    def _discard_at(self, player: int, hand: Hand, i: int, card, cid: int) -> list:
        """The player to act throws the i-th card of a summarised hand (not the one just
        taken): the turn passes."""
        _delitem(hand, i)
        del hand.ids[i]
        del hand.acts[i]
        bit = BIT_BY_ID[cid]
        hand.mask ^= bit
        known = self.known[player]
        if known:
            if type(known) is Known and (known.ids is not None or known.summarise()):
                if known.ids & bit:
                    _delitem(known, list(map(id, known)).index(cid))
                    known.ids ^= bit
            else:
                self._forget_known(player, card)
        self.pile.append(card)
        self.taken = None
        self.phase = DRAW
        self.turn = next_seats(self.order)[player]
        event = DISCARDED[player].get(cid) or CardDiscarded(player, card)
        if self.stock:
            return [event]
        return [event] + self._stock_exhausted()


def _gain(hand, card) -> None:
    """`card` joins the end of the hand, its summary updated along."""
    if type(hand) is Hand and hand.ids is not None:
        cid = id(card)
        act = DISCARD_BY_ID.get(cid)
        _append(hand, card)
        if act is None:
            hand.ids = None
            return
        hand.ids.append(cid)
        hand.acts.append(act)
        hand.mask |= BIT_BY_ID[cid]
    else:
        hand.append(card)
