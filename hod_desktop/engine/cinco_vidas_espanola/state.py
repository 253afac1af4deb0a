"""The state of a match of Cinco Vidas con baraja española, and `determinize`.

Rounds follow one another without any action: `apply` of the last bid or card scores
the round and deals the next (the shared cycle of `lives_rounds`). Simultaneous secret
moves (the Clásico/A ciegas 1-card bids, a Twisted trick, the Chaos spy) name every
player still to act in `to_act()`; they are accepted in any order and nothing of them
shows in another seat's view until all are in.
"""
from __future__ import annotations

from ..cards import Card
from ..core import Event, IllegalAction, check_player, require
from ..fastrand import event_rng, randbelow, sample, shuffle
from ..lives_rounds import (BID_CHOICES, BID_MADE_BY_SEAT, BIDDING, FREE_BIDS, OVER, PLAYING,
                            ROUND_SIZES, SEATS, START_LIVES, Bid, BidMade, LivesRounds,
                            _ROTATIONS, new_round_dealt, rotations)
from .actions import (A_CIEGAS, CHAOS, CLASICO, DECK, PICKS, PLAY_BY_ID, PLAYED_BY_ID, PLAYS,
                      SPY_NONE,
                      SPYING, TWISTED, BidHidden, BidsRevealed, CardFaceDown, CardPlayed,
                      CardsRevealed, EspanolaView, HandsShuffled, HandsTurnedUp, Pick,
                      Play, Spy,
                      EspanolaHand, SpyDecided, new_cards_revealed, new_trick_resolved)
from .determinize import determinize_into
from .trick import RESULTS_BY_VALUES, resolve_trick, result_of_values
from .view import espanola_view

# Speed: the deck's own cards (deals hand out these very objects) -> their values; the
# per-seat events of playing each of them face up (PLAYED_BY_ID) or face down, made once.
_VALUE_BY_ID = {id(c): c.value for c in PLAYS}
FACE_DOWN = tuple(CardFaceDown(p) for p in range(8))
_delitem, _extend, _new_list = list.__delitem__, list.extend, list.__new__
# Chaos: the event of each card picked by each seat from each hand position (1-5).
PICKED_BY_ID = {id(c): tuple(tuple(CardPlayed(p, c, i) for i in range(6)) for p in range(8))
                for c in PLAYS}


class EspanolaState(LivesRounds):
    """The full state of a match. Mutated only by `apply`, after validation."""

    deck = DECK  # what a deal samples from (Poderes adds the jokers)
    _by_mode: dict[str, type] = {}  # table mode -> the class made for it (modes.py)

    def __init_subclass__(cls, **kwargs):
        """A subclass that names `modes` is the class of tables of those modes."""
        super().__init_subclass__(**kwargs)
        for mode in cls.__dict__.get("modes", ()):
            EspanolaState._by_mode[mode] = cls

    def __new__(cls, options: dict | None = None, seed: int = 0, _deal: bool = True):
        """`EspanolaState(options, seed)` is an instance of the mode's own class (modes.py:
        the same game, the usual actions without mode tests); Poderes keeps its class."""
        if cls is EspanolaState and options is not None:
            cls = EspanolaState._by_mode.get(options.get("mode", CLASICO), cls)
        return object.__new__(cls)

    def __init__(self, options: dict, seed: int, _deal: bool = True):
        self.n = options["players"]
        self.mode = options.get("mode", CLASICO)
        self.poderes = options.get("poderes", False)
        self.seed = seed
        self.lives = [START_LIVES] * self.n
        self.round_no = -1
        self.dealer = randbelow(event_rng(seed, 0), self.n)
        self.order: tuple[int, ...] = ()
        self.trick_order: tuple[int, ...] = ()
        self.to_play: tuple[int, ...] = ()  # Twisted: trick_order minus the cards face down
        self.turn_i = 0
        self._winners: tuple[int, ...] = ()
        if _deal:  # the deal sets the rest
            self._start_round(first=True)
            return
        self.hands: list[list[Card]] = [[] for _ in range(self.n)]
        self.bids: list[int | None] = [None] * self.n
        self.bid_i = 0
        self.tricks_won = [0] * self.n
        self.phase = BIDDING
        self.secret_bids = False
        self.spied: list[tuple[int, Card] | None] = [None] * self.n
        self.spy_done = [False] * self.n
        self.trick: list[tuple[int, Card]] = []
        self.face_down: dict[int, Card] = {}
        self.played: list[Card] = []
        self.last_trick: tuple[tuple[int, Card], ...] = ()
        self.last_result = None

    # -- what the mode says about this round
    def sees_own_hand(self) -> bool:
        if self.size == 1:
            return self.mode in (TWISTED, CHAOS)
        return not (self.mode == A_CIEGAS and self.phase == BIDDING)

    def sees_others_single_card(self) -> bool:
        return self.size == 1 and self.mode in (CLASICO, A_CIEGAS)

    # -- queries
    def to_act(self) -> tuple[int, ...]:
        phase = self.phase
        if phase == PLAYING:
            if self.mode == TWISTED:
                return self.to_play
            return SEATS[self.trick_order[self.turn_i]]
        if phase == BIDDING:
            if self.secret_bids:  # (no closure here: a cell would cost every call)
                order = self.order
                return tuple(p for p, b in zip(order, map(self.bids.__getitem__, order))
                             if b is None)
            return SEATS[self.order[self.bid_i]]
        if phase == SPYING:
            order = self.order
            return tuple(p for p, done in zip(order, map(self.spy_done.__getitem__, order))
                         if not done)
        return ()

    def forbidden_bid(self) -> int | None:
        """Set only while the dealer (last bidder) is to bid, outside the secret rounds."""
        order = self.order
        if self.phase != BIDDING or self.secret_bids or self.bid_i != len(order) - 1:
            return None
        # forbidden_for_dealer on the bids of the seats before the dealer, inlined
        size = ROUND_SIZES[self.round_no % 5]
        f = size - sum(map(self.bids.__getitem__, order[:-1]))
        return f if 0 <= f <= size else None

    def _is_turn(self, player: int) -> bool:
        """`player in self.to_act()`, without building the tuple (hot path)."""
        phase = self.phase
        if phase == PLAYING:
            if self.mode == TWISTED:
                return player in self.to_play
            return self.trick_order[self.turn_i] == player
        if phase == BIDDING and not self.secret_bids:
            return self.order[self.bid_i] == player
        return player in self.to_act()

    def legal_actions(self, player: int) -> list:
        phase = self.phase
        if phase == PLAYING:
            mode = self.mode
            if mode == TWISTED:
                if player not in self.to_play:
                    return []
            elif self.trick_order[self.turn_i] != player:
                return []
            hand = self.hands[player]
            if mode == CHAOS:
                return list(PICKS[1:len(hand) + 1])
            try:  # speed: a dealt hand knows its plays (see EspanolaHand)
                if hand.ids is not None or hand.summarise():
                    return hand.acts[:]
            except AttributeError:  # a plain list (a rigged hand, a copy)
                pass
            plays = list(map(PLAY_BY_ID.get, map(id, hand)))
            return plays if all(plays) else [PLAYS[c] for c in hand]
        if phase == BIDDING and not self.secret_bids:  # one bidder at a time (hot path)
            order = self.order
            bid_i = self.bid_i
            if order[bid_i] != player:
                return []
            size = ROUND_SIZES[self.round_no % 5]
            if bid_i != len(order) - 1:
                return list(FREE_BIDS[size])
            return list(BID_CHOICES[size, self.forbidden_bid()])
        if not self._is_turn(player):
            return []
        if phase == BIDDING:  # the secret bids of a 1-card round: nothing forbidden
            return list(FREE_BIDS[ROUND_SIZES[self.round_no % 5]])
        if phase == SPYING:
            return [SPY_NONE, *map(Spy, filter(player.__ne__, self.order))]
        hand = self.hands[player]
        if self.mode == CHAOS:
            return list(PICKS[1:len(hand) + 1])
        plays = list(map(PLAY_BY_ID.get, map(id, hand)))
        return plays if all(plays) else [PLAYS[c] for c in hand]

    # -- actions
    def apply(self, player: int, action) -> list[Event]:
        phase = self.phase
        if phase == PLAYING:
            mode = self.mode
            if mode != TWISTED:
                if self.trick_order[self.turn_i] != player:
                    check_player(self, player)  # raises with the reason
            elif player not in self.to_play:
                check_player(self, player)
            if type(action) is Play and mode != CHAOS:  # _apply_play inlined (hot path)
                card = action.card
                hand = self.hands[player]
                cid = id(card)
                played = PLAYED_BY_ID.get(cid)  # the deck's own card objects
                try:  # a dealt hand: the cards' identities are at hand
                    ids = hand.ids
                except AttributeError:
                    ids = None
                try:  # speed: the card is usually the very object in the hand
                    i = (ids if ids is not None else list(map(id, hand))).index(cid)
                except ValueError:
                    played = None
                if played is not None:
                    if ids is not None:
                        _delitem(hand, i)
                        del ids[i]
                        del hand.acts[i]
                    else:
                        del hand[i]
                    if mode == TWISTED:
                        to_play = self.to_play
                        if to_play[0] != player or len(to_play) == 1:
                            return self._put_face_down(player, card)
                        self.face_down[player] = card  # not the last: _put_face_down's start
                        self.to_play = to_play[1:]
                        return [FACE_DOWN[player]]
                    self.trick.append((player, card))
                    self.played.append(card)
                    turn_i = self.turn_i = self.turn_i + 1
                    if turn_i < len(self.trick_order):
                        return [played[player]]
                    return self._end_trick(played[player])
            elif type(action) is Pick and mode == CHAOS:  # _apply_pick inlined (hot path)
                hand = self.hands[player]
                pos = action.position
                if 1 <= pos <= len(hand):  # as _lay, inlined
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
        elif phase == BIDDING and not self.secret_bids:
            if self.order[self.bid_i] != player:
                check_player(self, player)
            if type(action) is Bid:  # _HANDLERS[Bid] is the class's own _apply_bid
                return self._apply_bid(player, action)
        elif not self._is_turn(player):
            check_player(self, player)
        handler = self._HANDLERS.get(type(action))
        if handler is None:
            raise IllegalAction(f"{action!r} is not an action of this game")
        return handler(self, player, action)

    def _apply_spy(self, player: int, action: Spy) -> list[Event]:
        require(self.phase == SPYING, "spying happens only before the bids of the Chaos "
                                      "1-card round")
        target = action.target
        if target is not None and (target == player or target not in self.order):
            raise IllegalAction("spy on a rival still in the game (or on nobody)")
        self.spy_done[player] = True
        self.spied[player] = None if target is None else (target, self.hands[target][0])
        events: list[Event] = [SpyDecided(player)]
        if all(map(self.spy_done.__getitem__, self.order)):
            self.phase = BIDDING
        return events

    def _apply_bid(self, player: int, action: Bid) -> list[Event]:
        if self.phase != BIDDING:
            raise IllegalAction("bidding is over: play a card" if self.phase == PLAYING
                                else "first choose whom to spy on")
        n = action.n
        size = ROUND_SIZES[self.round_no % 5]
        if not 0 <= n <= size:
            raise IllegalAction(f"a bid must be between 0 and {size}")
        if self.secret_bids:
            self.bids[player] = n
            events: list[Event] = [BidHidden(player)]
            if None in map(self.bids.__getitem__, self.order):
                return events
            events.append(BidsRevealed(tuple(self.bids)))
        else:
            bid_i = self.bid_i + 1
            last = bid_i == len(self.order)  # the dealer's bid: forbidden_bid() applies
            if last and n == self.forbidden_bid():
                raise IllegalAction(
                    f"the dealer may not bid {n}: the bids would add up to {size}, "
                    "and someone must miss")
            self.bids[player] = n
            self.bid_i = bid_i
            event = BID_MADE_BY_SEAT[player][n] if n < 6 else BidMade(player, n)
            if not last:
                return [event]
            events = [event]
        if size == 1:
            return events + self._reveal_single()
        self.phase = PLAYING
        self.trick_order = self.to_play = self.order
        self.turn_i = 0
        if self.mode == CHAOS:
            shuffler = event_rng(self.seed, 2, self.round_no)
            for p in self.order:  # plain lists from here: picks need no summary
                hand = self.hands[p] = list(self.hands[p])
                shuffle(shuffler, hand)
            events.append(HandsShuffled())
        elif self.mode == A_CIEGAS:
            events.append(HandsTurnedUp())
        return events

    def _apply_play(self, player: int, action: Play) -> list[Event]:
        if self.phase != PLAYING:
            raise IllegalAction("it is time to bid, not to play")
        mode = self.mode
        if mode == CHAOS:
            raise IllegalAction("in Chaos you pick a position of your hand, not a card")
        card = action.card
        hand = self.hands[player]
        try:  # speed: the card is usually the very object in the hand
            i = list(map(id, hand)).index(id(card))
        except ValueError:
            if card not in hand:
                raise IllegalAction(f"{card} is not in your hand") from None
            i = hand.index(card)
        card = hand.pop(i)
        if mode == TWISTED:
            return self._put_face_down(player, card)
        self.trick.append((player, card))  # as _lay, inlined (hot path)
        self.played.append(card)
        played = PLAYED_BY_ID.get(id(card))
        event = played[player] if played else CardPlayed(player, card)
        turn_i = self.turn_i = self.turn_i + 1
        if turn_i < len(self.trick_order):
            return [event]
        return self._end_trick(event)

    def _put_face_down(self, player: int, card: Card) -> list[Event]:
        """Twisted: the card lies face down; the last one of the trick turns all up."""
        down = self.face_down
        down[player] = card
        to_play = self.to_play
        if len(to_play) > 1:
            if to_play[0] == player:
                self.to_play = to_play[1:]
            else:
                i = to_play.index(player)
                self.to_play = to_play[:i] + to_play[i + 1:]
            return [FACE_DOWN[player]]
        self.to_play = ()
        order = self.trick_order
        if tuple(down) == order:  # laid in turn (the usual case): the dict is the trick
            trick = tuple(down.items())
            cards = down.values()
        else:
            cards = list(map(down.get, order))
            trick = tuple(zip(order, cards))
        self.played += cards
        self.face_down = {}
        values = tuple(map(_VALUE_BY_ID.get, map(id, cards)))
        if None not in values and type(self)._end_trick is _PLAIN_END_TRICK:  # inlined
            events = self._take_trick(RESULTS_BY_VALUES.get(values) or result_of_values(values),
                                      1, trick)
        else:
            self.trick = list(trick)
            events = self._end_trick()
        events[:0] = (FACE_DOWN[player], new_cards_revealed(trick))
        return events

    def _apply_pick(self, player: int, action: Pick) -> list[Event]:
        if self.phase != PLAYING:
            raise IllegalAction("it is time to bid, not to play")
        if self.mode != CHAOS:
            raise IllegalAction("pick a card by position only in Chaos")
        hand = self.hands[player]
        if not 1 <= action.position <= len(hand):
            raise IllegalAction(f"pick a position from 1 to {len(hand)}")
        return self._lay(player, hand.pop(action.position - 1), action.position)

    _HANDLERS = {Bid: _apply_bid, Play: _apply_play, Pick: _apply_pick, Spy: _apply_spy}

    # -- tricks and rounds
    def _lay(self, player: int, card: Card, position: int | None) -> list[Event]:
        self.trick.append((player, card))
        self.played.append(card)
        picked = PICKED_BY_ID.get(id(card))
        event = (picked[player][position] if picked and position is not None and position < 6
                 else CardPlayed(player, card, position))
        turn_i = self.turn_i = self.turn_i + 1
        if turn_i < len(self.trick_order):
            return [event]
        return self._end_trick(event)

    def _end_trick(self, event: Event | None = None) -> list[Event]:
        """The trick is complete: its winner takes it. `event`, the last card's, comes
        first in the events when given."""
        trick = self.trick
        k = len(trick)
        # The trick's cards end the round's played cards: their values, looked up at once.
        values = tuple(map(_VALUE_BY_ID.get, map(id, self.played[-k:])))
        if None in values:  # a card that is not the deck's own object
            events = self._take_trick(resolve_trick([c for _, c in trick]), 1)
        else:
            events = self._take_trick(RESULTS_BY_VALUES.get(values) or result_of_values(values),
                                      1)
        if event is not None:
            events.insert(0, event)
        return events

    def _take_trick(self, result, count: int, trick: tuple | None = None) -> list[Event]:
        """The trick's winner takes it (`count` tricks: Poderes' As de Copas makes it 2);
        `trick`: the trick as a tuple when the caller has it (else self.trick's)."""
        if trick is None:
            trick = tuple(self.trick)
        winner = trick[result.winner][0]
        self.tricks_won[winner] += count
        self.last_trick = trick
        self.last_result = result
        self.trick = []
        events: list[Event] = [new_trick_resolved(winner, trick, result)]
        if not self.hands[winner]:
            events += self._score_round()
            return events
        order = self.order  # rotations(order), without the call when known
        self.trick_order = self.to_play = (_ROTATIONS.get(order) or rotations(order))[winner]
        self.turn_i = 0
        return events

    def _reveal_single(self) -> list[Event]:
        """1-card round: nothing is played; the cards are turned up in bidding order."""
        order = self.order
        self.trick = [(p, h[0]) for p, h in zip(order, map(self.hands.__getitem__, order))]
        for p in self.order:
            self.hands[p] = []
        self.played = [c for _, c in self.trick]
        events: list[Event] = [CardsRevealed(tuple(self.trick))]
        return events + self._end_trick()

    def _start_round(self, first: bool = False) -> list[Event]:
        order = self._seat_round(first)
        size = ROUND_SIZES[self.round_no % 5]
        n = self.n
        dealt = sample(event_rng(self.seed, 1, self.round_no), self.deck, size * len(order))
        # seats out of the game keep an empty hand of their own
        hands = self.hands = [None] * n if len(order) == n else [[] for _ in range(n)]
        i = 0
        for p in order:
            hand = hands[p] = _new_list(EspanolaHand)  # speed: no Python __init__
            _extend(hand, dealt[i:i + size])
            hand.ids = None  # summarised when first asked for its plays
            i += size
        self.bids = [None] * n
        self.tricks_won = [0] * n
        self.bid_i = 0
        self.spied = [None] * n
        self.spy_done = [False] * n
        self.phase = BIDDING
        if size == 1:  # Clásico and A ciegas bid together in the 1-card round
            self.secret_bids = self.mode in (CLASICO, A_CIEGAS)
            if self.mode == CHAOS and len(order) >= 3:
                self.phase = SPYING
        else:
            self.secret_bids = False
        self.trick = []
        self.face_down = {}
        self.played = []
        self.last_trick = ()
        self.last_result = None
        return [new_round_dealt(self.round_no, self.dealer, size, order)]

    # -- views and copies
    def view(self, player: int) -> EspanolaView:
        return espanola_view(self, player)

    def clone(self) -> "EspanolaState":
        c = type(self).__new__(type(self))
        c.__dict__.update(self.__dict__)
        c.lives = list(self.lives)
        c.hands = [list(h) for h in self.hands]
        c.bids = list(self.bids)
        c.tricks_won = list(self.tricks_won)
        c.spied = list(self.spied)
        c.spy_done = list(self.spy_done)
        c.trick = list(self.trick)
        c.face_down = dict(self.face_down)
        c.played = list(self.played)
        return c



_PLAIN_END_TRICK = EspanolaState._end_trick  # Poderes overrides it (powers)


def determinize(view: EspanolaView, rng, state_class=EspanolaState) -> EspanolaState:
    """A full state consistent with `view` (`determinize.determinize_into`)."""
    return determinize_into(state_class, view, rng)
