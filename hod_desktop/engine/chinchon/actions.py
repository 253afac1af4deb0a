"""Chinchón actions (frozen, with a text form that round-trips) and public events.

Cards in actions are named by text, so with two decks an action holds copy 0 and the
engine maps it to the first matching card of the hand (copies are interchangeable).
"""
from __future__ import annotations

from dataclasses import dataclass

from ..cards import SPANISH, Card, parse_card
from ..core import Event
from .melds import Arrangement

STOCK, DISCARD_PILE = "stock", "discard"


def _named(card: Card) -> Card:
    return card if card.copy == 0 else Card(card.deck, card.rank, card.suit)


# ---------------------------------------------------------------- actions
@dataclass(frozen=True, slots=True)
class Draw:
    """`draw stock` or `draw discard`."""

    source: str

    def __str__(self) -> str:
        return f"draw {self.source}"


@dataclass(frozen=True, slots=True)
class Discard:
    """`discard 5o`: throw a card face up and end the turn."""

    card: Card

    def __str__(self) -> str:
        return f"discard {self.card}"


@dataclass(frozen=True, slots=True)
class Close:
    """`close 5o`: throw this card face down and show the other seven."""

    card: Card

    def __str__(self) -> str:
        return f"close {self.card}"


@dataclass(frozen=True, slots=True)
class Arrange:
    """`arrange 1o 2o 3o ...`: a new order for the player's own hand (any time in a hand)."""

    cards: tuple[Card, ...]

    def __str__(self) -> str:
        return "arrange " + " ".join(str(c) for c in self.cards)


@dataclass(frozen=True, slots=True)
class Reenter:
    """`reenter`: come back in with the score of the worst player still in."""

    def __str__(self) -> str:
        return "reenter"


@dataclass(frozen=True, slots=True)
class Decline:
    """`decline`: stay out (the re-entry question)."""

    def __str__(self) -> str:
        return "decline"


DRAW_STOCK, DRAW_DISCARD = Draw(STOCK), Draw(DISCARD_PILE)
REENTER, DECLINE = Reenter(), Decline()


def parse_action(text: str):
    """`draw stock`, `draw discard`, `discard 5o`, `close 5o`, `arrange 1o 2o ...`,
    `reenter`, `decline`."""
    words = text.split()
    if words == ["reenter"]:
        return REENTER
    if words == ["decline"]:
        return DECLINE
    if len(words) == 2 and words[0] == "draw" and words[1] in (STOCK, DISCARD_PILE):
        return DRAW_STOCK if words[1] == STOCK else DRAW_DISCARD
    if len(words) == 2 and words[0] in ("discard", "close"):
        card = parse_card(words[1], SPANISH)
        return Discard(card) if words[0] == "discard" else Close(card)
    if len(words) >= 2 and words[0] == "arrange":
        return Arrange(tuple(parse_card(w, SPANISH) for w in words[1:]))
    raise ValueError(f"not a Chinchón action: {text!r} "
                     "(try 'draw stock', 'draw discard', 'discard 5o' or 'close 5o')")


# ---------------------------------------------------------------- events
@dataclass(frozen=True, slots=True)
class HandDealt(Event):
    hand_no: int
    dealer: int
    first: int  # the player to the dealer's left, who starts
    players: tuple[int, ...]  # who is dealt in, in turn order from `first`
    discard_top: Card
    stock_size: int


@dataclass(frozen=True, slots=True)
class CardDrawn(Event):
    player: int
    source: str  # "stock" or "discard"
    card: Card | None  # only when taken from the discard pile (public)


@dataclass(frozen=True, slots=True)
class CardDiscarded(Event):
    player: int
    card: Card


@dataclass(frozen=True, slots=True)
class HandClosed(Event):
    """The closer threw a card face down (not named) and shows these melds."""

    closer: int
    melds: tuple[tuple[Card, ...], ...]
    loose: tuple[Card, ...]  # () or the one loose card
    chinchon: bool


@dataclass(frozen=True, slots=True)
class HandResult:
    """One counted hand, for the reveal screen. Per player (None if not in the hand):
    the arrangement (lay-offs name indexes into `closer_melds`) and the points added."""

    hand_no: int
    closer: int
    closer_melds: tuple[tuple[Card, ...], ...]
    arrangements: tuple[Arrangement | None, ...]
    points: tuple[int | None, ...]
    totals: tuple[int, ...]
    chinchon: bool = False


@dataclass(frozen=True, slots=True)
class HandCounted(Event):
    result: HandResult


@dataclass(frozen=True, slots=True)
class StockRebuilt(Event):
    """The stock ran out: the discard pile except its top was shuffled into a new stock."""

    exhaustion: int  # 1 or 2
    stock_size: int
    discard_top: Card


@dataclass(frozen=True, slots=True)
class HandVoided(Event):
    """The third exhaustion of the stock: nobody scores, the next hand is dealt."""

    hand_no: int


@dataclass(frozen=True, slots=True)
class PlayerOut(Event):
    player: int
    total: int


@dataclass(frozen=True, slots=True)
class ReentryOffered(Event):
    """`player` may come back in with `total` points (their answer: reenter/decline)."""

    player: int
    total: int


@dataclass(frozen=True, slots=True)
class PlayerReentered(Event):
    player: int
    total: int


@dataclass(frozen=True, slots=True)
class ReentryDeclined(Event):
    player: int


@dataclass(frozen=True, slots=True)
class GameOver(Event):
    winners: tuple[int, ...]
    chinchon: bool = False
