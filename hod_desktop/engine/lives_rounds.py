"""What both Cinco Vidas games share (RULES.md §1 and §2): the round cycle 5,4,3,2,1,
the dealer moving left past eliminated players, bidding from the dealer's left with the
dealer's forbidden sum, lives lost by the difference, elimination and the end.

A game's state class inherits `LivesRounds` and supplies `_start_round()` (deal the
next round); the shared parts read and write `n`, `lives`, `round_no`, `dealer`,
`order`, `bids`, `tricks_won`, `phase` and `_winners`.
"""
from __future__ import annotations

from dataclasses import dataclass, fields

from .cards import Card
from .core import Event, check_player
from .tracked import TrackedList

ROUND_SIZES = (5, 4, 3, 2, 1)
START_LIVES = 5
BIDDING, PLAYING, OVER = "bidding", "playing", "over"


# ---------------------------------------------------------------- the bid action
@dataclass(frozen=True, slots=True)
class Bid:
    """How many tricks the player will take (in the 1-card round: 1 = "win", 0 = "lose")."""

    n: int

    def __str__(self) -> str:
        return f"bid {self.n}"


BIDS = tuple(Bid(i) for i in range(6))
# Speed: every bid allowed for (round size, the dealer's forbidden bid or None), made once.
BID_CHOICES = {(size, f): tuple(BIDS[i] for i in range(size + 1) if i != f)
               for size in ROUND_SIZES for f in (None, *range(size + 1))}


def parse_bid(words: list[str]) -> Bid | None:
    """`bid 2` (and `win`/`lose` for bid 1/0) as a Bid; None when the words are no bid."""
    if words == ["win"]:
        return BIDS[1]
    if words == ["lose"]:
        return BIDS[0]
    if len(words) == 2 and words[0] == "bid" and words[1].isascii() and words[1].isdigit():
        n = int(words[1])
        return BIDS[n] if n < len(BIDS) else Bid(n)
    return None


# ---------------------------------------------------------------- the play action
@dataclass(frozen=True, slots=True)
class Play:
    """Play this card (face up; the Spanish deck's Twisted lays it face down)."""

    card: Card

    def __str__(self) -> str:
        return f"play {self.card}"


# ---------------------------------------------------------------- shared events
@dataclass(frozen=True, slots=True)
class RoundDealt(Event):
    round_no: int
    dealer: int
    size: int
    order: tuple[int, ...]  # bidding order, dealer last


@dataclass(frozen=True, slots=True)
class BidMade(Event):
    player: int
    bid: int


BID_MADE = {(p, n): BidMade(p, n) for p in range(8) for n in range(6)}  # speed: made once
BID_MADE_BY_SEAT = tuple(tuple(BID_MADE[p, n] for n in range(6)) for p in range(8))
FREE_BIDS = {size: BID_CHOICES[size, None] for size in ROUND_SIZES}  # no bid forbidden
SEATS = tuple((p,) for p in range(8))  # to_act() of one seat, made once


@dataclass(frozen=True, slots=True)
class RoundScored(Event):
    bids: tuple[int | None, ...]
    tricks: tuple[int, ...]
    lost: tuple[int, ...]
    lives: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class PlayerEliminated(Event):
    player: int


@dataclass(frozen=True, slots=True)
class GameOver(Event):
    winners: tuple[int, ...]


def forbidden_for_dealer(size: int, bids_before: list[int]) -> int | None:
    """The dealer's forbidden bid: the one that would make the bids sum to the round size."""
    f = size - sum(bids_before)
    return f if 0 <= f <= size else None


def size_of_round(round_no: int) -> int:
    return ROUND_SIZES[round_no % len(ROUND_SIZES)]


# ---------------------------------------------------------------- seating
def _seating(dealer: int, first: bool, alive: tuple[bool, ...]) -> tuple[int, tuple[int, ...]]:
    """(the round's dealer, the bidding order from the dealer's left, dealer last): the
    dealer moves left past eliminated seats (stays put for the first round if alive)."""
    n = len(alive)

    def next_alive(seat: int) -> int:
        for k in range(1, n + 1):
            p = (seat + k) % n
            if alive[p]:
                return p
        raise AssertionError("no live player")

    if not first or not alive[dealer]:
        dealer = next_alive(dealer)
    order = []
    p = dealer
    while True:
        p = next_alive(p)
        order.append(p)
        if p == dealer:
            break
    return dealer, tuple(order)


def quick_new(cls):
    """A maker of `cls(...)` (every field, in order) for a frozen slots dataclass of 1 to 4
    fields that sets them straight through their slots (the dataclass __init__ of a frozen
    class pays an `object.__setattr__` per field): the same event, for the per-trick and
    per-round ones of both games."""
    new = object.__new__
    sets = [getattr(cls, f.name).__set__ for f in fields(cls)]
    if len(sets) == 1:
        (set_a,) = sets

        def make1(a):
            e = new(cls)
            set_a(e, a)
            return e
        return make1
    if len(sets) == 2:
        set_a, set_b = sets

        def make2(a, b):
            e = new(cls)
            set_a(e, a)
            set_b(e, b)
            return e
        return make2
    if len(sets) == 3:
        set_a, set_b, set_c = sets

        def make3(a, b, c):
            e = new(cls)
            set_a(e, a)
            set_b(e, b)
            set_c(e, c)
            return e
        return make3
    set_a, set_b, set_c, set_d = sets  # more fields: a ValueError here

    def make4(a, b, c, d):
        e = new(cls)
        set_a(e, a)
        set_b(e, b)
        set_c(e, c)
        set_d(e, d)
        return e
    return make4


new_round_dealt = quick_new(RoundDealt)
new_round_scored = quick_new(RoundScored)


_HAS_LIVES = (0).__lt__  # lives > 0, as a C callable for map
# Speed: (dealer, first round?, alive per seat) -> (dealer, order); a handful per table size.
_SEATINGS: dict[tuple, tuple[int, tuple[int, ...]]] = {}
_ROTATIONS: dict[tuple[int, ...], dict[int, tuple[int, ...]]] = {}


def rotations(order: tuple[int, ...]) -> dict[int, tuple[int, ...]]:
    """Seat -> the play order of a trick that seat leads (`order` turned to start there);
    shared, never mutate it."""
    found = _ROTATIONS.get(order)
    if found is None:
        found = _ROTATIONS[order] = {p: order[i:] + order[:i] for i, p in enumerate(order)}
    return found


# ---------------------------------------------------------------- the round cycle
class LivesRounds:
    """Round cycle, dealer rotation, scoring, elimination and the end of the game."""

    @property
    def size(self) -> int:
        return ROUND_SIZES[self.round_no % len(ROUND_SIZES)]

    def alive(self) -> list[int]:
        return [p for p in range(self.n) if self.lives[p] > 0]

    def is_terminal(self) -> bool:
        return self.phase == OVER

    def winners(self) -> tuple[int, ...]:
        return self._winners

    def _next_alive(self, seat: int) -> int:
        for k in range(1, self.n + 1):
            p = (seat + k) % self.n
            if self.lives[p] > 0:
                return p
        raise AssertionError("no live player")

    def _seat_round(self, first: bool) -> tuple[int, ...]:
        """Next round number, next live dealer and the bidding order (dealer last)."""
        self.round_no += 1
        key = (self.dealer, first, *map(_HAS_LIVES, self.lives))
        seating = _SEATINGS.get(key)
        if seating is None:
            seating = _SEATINGS[key] = _seating(self.dealer, first, key[2:])
        self.dealer, self.order = seating
        return self.order

    def _score_round(self) -> list[Event]:
        """Lives lost by |bid - won|; eliminations; the next round or the end of the game."""
        order, lives, bids, won = self.order, self.lives, self.bids, self.tricks_won
        lost = [0] * self.n
        raw = list(lives)
        lives = self.lives = list(lives)  # seats out of the game stay at 0
        for p in order:
            miss = abs(bids[p] - won[p])
            lost[p] = miss
            v = raw[p] = raw[p] - miss
            lives[p] = v if v > 0 else 0
        events: list[Event] = [new_round_scored(tuple(bids), tuple(won), tuple(lost),
                                                tuple(lives))]
        survivors = []
        for p in order:
            if lives[p] > 0:
                survivors.append(p)
            else:
                events.append(PlayerEliminated(p))
        if len(survivors) >= 2:
            events += self._start_round()
            return events
        if survivors:
            self._winners = tuple(survivors)
        else:  # everybody left fell together: most lives as if they could go negative
            best = max(raw[p] for p in order)
            self._winners = tuple(sorted(p for p in order if raw[p] == best))
        self.phase = OVER
        events.append(GameOver(self._winners))
        return events

    def _start_round(self, first: bool = False) -> list[Event]:
        raise NotImplementedError


# ---------------------------------------------------------------- in turn: the hot path
_delitem = list.__delitem__
# Id of one of a deck's own cards -> the event of each seat playing it face up: each game
# adds its deck's cards (distinct objects: one table serves both, read as a global).
PLAYED_BY_ID: dict[int, tuple[Event, ...]] = {}


class PlayHand(TrackedList):
    """A dealt hand (the deck's own cards): a plain list to readers, with a summary for
    the hot path, `ids` (the cards' identities) and `acts` (their Play actions, from the
    class's `plays_by_id`), in hand order; any change through the list's own methods
    forgets it (`ids = None`). Each game's deck has its subclass."""

    __slots__ = ("acts",)
    plays_by_id: dict[int, Play] = {}

    def summarise(self) -> bool:
        """Build the summary; False (none) if a card is not one of the deck's objects."""
        ids = list(map(id, self))
        acts = list(map(self.plays_by_id.get, ids))
        if not all(acts):
            return False
        self.acts = acts
        self.ids = ids
        return True


class InTurnPlay(LivesRounds):
    """The hot path of rounds bid and played one seat at a time, in turn (Cinco Vidas,
    the Spanish deck's Clásico and A ciegas): `to_act`, `legal_actions` and `apply`
    answer the usual cases inline (a method call per action is a measurable share of a
    round) and hand every other case to the class's `_to_act_general`, `_legal_general`
    and `_apply_general`, which also check what these take for granted.

    Besides `LivesRounds`'s, the state has `trick_order` and `turn_i` (who plays),
    `bid_i` (who bids), `secret_bids` (bids made together: the general path), `hands`
    (a dealt hand is a `PlayHand`; any other list goes the general way), `trick` and
    `played`. The game puts its deck's play events in `PLAYED_BY_ID`, and its class has
    `_end_trick(event)`: the trick is complete, `event` is its last card's."""

    def to_act(self) -> tuple[int, ...]:
        phase = self.phase
        if phase == PLAYING:
            return SEATS[self.trick_order[self.turn_i]]
        if phase == BIDDING and not self.secret_bids:
            return SEATS[self.order[self.bid_i]]
        return self._to_act_general()

    def legal_actions(self, player: int) -> list:
        phase = self.phase
        if phase == PLAYING:
            if self.trick_order[self.turn_i] != player:
                return []
            hand = self.hands[player]
            try:  # a dealt hand knows its plays
                if hand.ids is not None or hand.summarise():
                    return hand.acts[:]
            except AttributeError:  # a plain list (a rigged hand, a copy)
                pass
        elif phase == BIDDING and not self.secret_bids:
            order = self.order
            bid_i = self.bid_i
            if order[bid_i] != player:
                return []
            size = ROUND_SIZES[self.round_no % 5]
            if bid_i != len(order) - 1:
                return list(FREE_BIDS[size])
            return list(BID_CHOICES[size, self.forbidden_bid()])
        return self._legal_general(player)

    def apply(self, player: int, action) -> list[Event]:
        phase = self.phase
        if phase == PLAYING:
            if self.trick_order[self.turn_i] != player:
                check_player(self, player)  # raises with the reason
            if type(action) is Play:
                hand = self.hands[player]
                card = action.card
                cid = id(card)
                played = PLAYED_BY_ID.get(cid)  # the decks' own card objects
                try:  # a dealt hand: the cards' identities are at hand
                    ids = hand.ids
                except AttributeError:
                    ids = None
                try:  # the card is usually the very object in the hand
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
                    self.trick.append((player, card))
                    self.played.append(card)
                    event = played[player]
                    turn_i = self.turn_i = self.turn_i + 1
                    if turn_i < len(self.trick_order):
                        return [event]
                    return self._end_trick(event)
        elif phase == BIDDING and not self.secret_bids:
            if self.order[self.bid_i] != player:
                check_player(self, player)
            if type(action) is Bid:
                return self._apply_bid(player, action)
        return self._apply_general(player, action)
