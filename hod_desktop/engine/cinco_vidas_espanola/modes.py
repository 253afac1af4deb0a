"""The Spanish-deck state's class per table mode: the same game as `EspanolaState`'s
general methods play (the recorded engine digests hold it), with the usual actions of
the mode answered without testing the mode on every call. `EspanolaState(options,
seed)` makes the class named for its mode here; Poderes keeps its own class."""
from __future__ import annotations

from ..core import Event
from ..lives_rounds import BIDDING, PLAYING, SEATS, Bid, InTurnPlay, Play
from .actions import A_CIEGAS, CHAOS, CLASICO, PICKS, TWISTED, CardPlayed, Pick
from .state import FACE_DOWN, PICKED_BY_ID, EspanolaState, determinize  # noqa: F401

_delitem = list.__delitem__


class FaceUpState(InTurnPlay, EspanolaState):
    """Clásico and A ciegas: bids and cards one seat at a time, cards face up, as in
    Cinco Vidas (`lives_rounds.InTurnPlay`); the 1-card round's secret bids and every
    unusual action go to `EspanolaState`'s methods."""

    modes = (CLASICO, A_CIEGAS)
    _to_act_general = EspanolaState.to_act
    _legal_general = EspanolaState.legal_actions
    _apply_general = EspanolaState.apply


class TwistedState(EspanolaState):
    """Twisted: the seats still to play a trick lay their cards face down, in any order;
    the usual one is the next in turn, with a dealt hand."""

    modes = (TWISTED,)

    def to_act(self) -> tuple[int, ...]:
        phase = self.phase
        if phase == PLAYING:
            return self.to_play
        if phase == BIDDING and not self.secret_bids:
            return SEATS[self.order[self.bid_i]]
        return EspanolaState.to_act(self)

    def legal_actions(self, player: int) -> list:
        if self.phase == PLAYING and player in self.to_play:
            hand = self.hands[player]
            try:  # a dealt hand knows its plays
                if hand.ids is not None or hand.summarise():
                    return hand.acts[:]
            except AttributeError:  # a plain list: the general way
                pass
        return EspanolaState.legal_actions(self, player)

    def apply(self, player: int, action) -> list[Event]:
        phase = self.phase
        if phase == PLAYING:
            to_play = self.to_play
            if type(action) is Play and to_play and to_play[0] == player:
                hand = self.hands[player]
                ids = getattr(hand, "ids", None)  # a dealt hand: its cards' identities
                if ids is not None and id(action.card) in ids:
                    i = ids.index(id(action.card))
                    _delitem(hand, i)
                    del ids[i]
                    del hand.acts[i]
                    if len(to_play) == 1:  # the last card turns the trick up
                        return self._put_face_down(player, action.card)
                    self.face_down[player] = action.card
                    self.to_play = to_play[1:]
                    return [FACE_DOWN[player]]
        elif phase == BIDDING and type(action) is Bid and not self.secret_bids \
                and self.order[self.bid_i] == player:
            return self._apply_bid(player, action)
        return EspanolaState.apply(self, player, action)


class ChaosState(EspanolaState):
    """Chaos: after the bids every hand is shuffled face down and a seat picks a
    position of its hand, in turn."""

    modes = (CHAOS,)

    def to_act(self) -> tuple[int, ...]:
        phase = self.phase
        if phase == PLAYING:
            return SEATS[self.trick_order[self.turn_i]]
        if phase == BIDDING and not self.secret_bids:
            return SEATS[self.order[self.bid_i]]
        return EspanolaState.to_act(self)

    def legal_actions(self, player: int) -> list:
        if self.phase == PLAYING and self.trick_order[self.turn_i] == player:
            return list(PICKS[1:len(self.hands[player]) + 1])
        return EspanolaState.legal_actions(self, player)

    def apply(self, player: int, action) -> list[Event]:
        phase = self.phase
        if phase == PLAYING:
            if type(action) is Pick and self.trick_order[self.turn_i] == player:
                hand = self.hands[player]
                pos = action.position
                if 1 <= pos <= len(hand):
                    card = hand.pop(pos - 1)
                    picked = PICKED_BY_ID.get(id(card))
                    event = picked[player][pos] if picked and pos < 6 else CardPlayed(
                        player, card, pos)
                    self.trick.append((player, card))
                    self.played.append(card)
                    turn_i = self.turn_i = self.turn_i + 1
                    if turn_i < len(self.trick_order):
                        return [event]
                    return self._end_trick(event)
        elif phase == BIDDING and type(action) is Bid and not self.secret_bids \
                and self.order[self.bid_i] == player:
            return self._apply_bid(player, action)
        return EspanolaState.apply(self, player, action)
