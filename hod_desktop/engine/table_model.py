"""A card table described the same way for every game: what one viewer sees, as the table
kit (ui/table/kit/) draws it. Pure values, no pygame: an engine fills it from its view with its
`table_model(view)`, and the kit animates the change from one model to the next (cards
dealt, moved or turned over, a seat's score changing) without a handler per event.

Words are keys, never sentences: a `status` or `note` is a word the game's strings say
(`<code>.status.<word>`, `<code>.note.<word>`), so the engine stays language-free.
"""
from __future__ import annotations

from dataclasses import dataclass

from .cards import Card


@dataclass(frozen=True)
class SeatModel:
    """One seat as the viewer sees it. Its cards lie in a row: the face-down ones first
    (`down`, known to the viewer, then `hidden`, not known), then the face-up ones."""

    up: tuple[Card, ...] = ()  # face up, for everyone
    down: tuple[Card, ...] = ()  # face down, but the viewer knows them (its own)
    hidden: int = 0  # face down and unknown to the viewer
    lives: int | None = None  # one of lives, score or chips: what the plaque counts
    score: int | None = None
    chips: int | None = None
    stake: int | None = None  # chips staked in this hand
    count: str = ""  # the hand's value as the viewer may count it ("5½"), "" for none
    status: str = ""  # a status word ("bust", "stood", "bank"), "" for none
    out: bool = False  # out of the game for good


@dataclass(frozen=True)
class TableModel:
    """The whole table for one viewer: the seats, the public zones, whose turn it is and
    what the viewer may do (`legal`, the view's action texts)."""

    seats: tuple[SeatModel, ...]
    turn: int | None = None
    dealer: int | None = None  # the dealer's (bank's) seat: its plaque wears the chip
    centre: tuple[Card, ...] = ()  # face-up cards in the middle
    trick: tuple[tuple[int, Card], ...] = ()  # (seat, card) in the order played
    stock: int = 0  # face-down cards in the stock
    discard: tuple[Card, ...] = ()  # the discard pile, its top last
    legal: tuple[str, ...] = ()
    phase: str = ""  # the view's phase (the game's own word)
    round_no: int = 0  # 1, 2, ... (0: none to say)
    rounds: int | None = None  # how many rounds a match has, when fixed
    note: str = ""  # a word about the table now ("bank_plays"), "" for none
    winners: tuple[int, ...] = ()  # once the match is over

    def cards_of(self, seat: int) -> tuple[tuple[Card | None, bool], ...]:
        """(card or None when unknown, face up) of a seat's row, left to right."""
        s = self.seats[seat]
        return (tuple((c, False) for c in s.down) + ((None, False),) * s.hidden
                + tuple((c, True) for c in s.up))
