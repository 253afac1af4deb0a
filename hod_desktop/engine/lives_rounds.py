"""What both Cinco Vidas games share (RULES.md §1 and §2): the round cycle 5,4,3,2,1,
the dealer moving left past eliminated players, bidding from the dealer's left with the
dealer's forbidden sum, lives lost by the difference, elimination and the end.

A game's state class inherits `LivesRounds` and supplies `_start_round()` (deal the
next round); the shared parts read and write `n`, `lives`, `round_no`, `dealer`,
`order`, `bids`, `tricks_won`, `phase` and `_winners`.
"""
from __future__ import annotations

from dataclasses import dataclass

from .core import Event

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
        if not first or self.lives[self.dealer] <= 0:
            self.dealer = self._next_alive(self.dealer)
        order = []
        p = self.dealer
        while True:
            p = self._next_alive(p)
            order.append(p)
            if p == self.dealer:
                break
        self.order = tuple(order)
        return self.order

    def _score_round(self) -> list[Event]:
        """Lives lost by |bid - won|; eliminations; the next round or the end of the game."""
        lost = [0] * self.n
        raw = list(self.lives)
        for p in self.order:
            lost[p] = abs(self.bids[p] - self.tricks_won[p])
            raw[p] = self.lives[p] - lost[p]
        self.lives = [max(0, v) for v in raw]
        events: list[Event] = [RoundScored(tuple(self.bids), tuple(self.tricks_won), tuple(lost),
                                           tuple(self.lives))]
        events += [PlayerEliminated(p) for p in self.order if self.lives[p] == 0]
        survivors = [p for p in self.order if self.lives[p] > 0]
        if len(survivors) >= 2:
            return events + self._start_round()
        if survivors:
            self._winners = tuple(survivors)
        else:  # everybody left fell together: most lives as if they could go negative
            best = max(raw[p] for p in self.order)
            self._winners = tuple(sorted(p for p in self.order if raw[p] == best))
        self.phase = OVER
        return events + [GameOver(self._winners)]

    def _start_round(self, first: bool = False) -> list[Event]:
        raise NotImplementedError
