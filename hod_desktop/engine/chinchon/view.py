"""What one Chinchón seat may know: the frozen view the table and the bots read."""
from __future__ import annotations

from dataclasses import dataclass

from ..cards import Card
from .actions import HandResult
from .melds import Arrangement


@dataclass(frozen=True)
class ChinchonView:
    """What one seat may know. Piles are tuples with the top card last. `viewer` None:
    the public view (a spectator's)."""

    viewer: int | None
    n_players: int
    two_decks: bool
    limit: int
    reentry: bool
    hand_no: int
    dealer: int
    phase: str  # "draw", "discard", "reentry" or "over"
    to_act: tuple[int, ...]
    players_in_hand: tuple[int, ...]  # turn order of this hand, from the dealer's left
    hand: tuple[Card, ...]  # the viewer's hand in the viewer's order (drawn card last)
    hand_sizes: tuple[int, ...]
    discard_pile: tuple[Card, ...]  # public, as thrown since the last rebuild; top last
    stock_size: int
    exhaustions: int  # how many times the stock ran out this hand (0..2)
    scores: tuple[int, ...]
    out: tuple[bool, ...]
    reentry_used: tuple[bool, ...]
    turns: tuple[int, ...]  # how many times each player has drawn in this hand
    last_taken: tuple[Card | None, ...]  # the card each player last took from the discard
    known_held: tuple[tuple[Card, ...], ...]  # taken from the discard and not thrown since
    passed: tuple[tuple[Card, ...], ...]  # the discard tops each player passed over this hand
    # each player's turns this hand, oldest first: (the card taken from the discard pile,
    # None when drawn from the stock; the card thrown)
    plays: tuple[tuple[tuple[Card | None, Card], ...], ...]
    taken_now: Card | None  # taken from the discard this turn: may not be thrown back
    last_result: HandResult | None  # the last counted hand (reveal screen)
    arrangement: Arrangement  # best arrangement of the viewer's own hand (colour bars)
    close_options: tuple[tuple[Card, Card | None], ...]  # (throw, loose left) legal now
    reentry_total: int | None  # the score the viewer would come back with, when asked
    legal: tuple[str, ...]
    winners: tuple[int, ...]
    chinchon: bool  # the game ended by a chinchón

    @property
    def discard_top(self) -> Card | None:
        return self.discard_pile[-1] if self.discard_pile else None

    @property
    def can_close(self) -> bool:
        return bool(self.close_options)

    @property
    def close_loose(self) -> Card | None:
        """The loose card left by the best close (None: all seven melded, or no close)."""
        return self.close_options[0][1] if self.close_options else None

    @property
    def close_throw(self) -> Card | None:
        return self.close_options[0][0] if self.close_options else None
