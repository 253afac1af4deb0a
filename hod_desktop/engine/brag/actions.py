"""Brag actions (frozen, with a text form that round-trips), swap records and events.

Centre slots are named, not their cards: a face-down card is unknown to most players,
so an action says where it takes from. Slots never change face: `down1` and `down2`
always lie face down, `up` always face up (a swap keeps the slot's face; a swap of all
three lays the chosen card on `up`).
"""
from __future__ import annotations

from dataclasses import dataclass

from ..cards import FRENCH, Card, parse_card
from ..core import Event
from .ranking import HandRank, deck_card

SLOT_NAMES = ("down1", "down2", "up")
UP = 2
DOWN_SLOTS = (0, 1)


# ---------------------------------------------------------------- actions
@dataclass(frozen=True, slots=True)
class Swap:
    """`swap 7c up`: give hand card `card`, take the centre card in `slot`."""

    card: Card
    slot: int

    def __str__(self) -> str:
        return f"swap {self.card} {SLOT_NAMES[self.slot]}"


@dataclass(frozen=True, slots=True)
class SwapAll:
    """`swapall 7c`: give the whole hand for the whole centre; `shown` lies face up."""

    shown: Card

    def __str__(self) -> str:
        return f"swapall {self.shown}"


@dataclass(frozen=True, slots=True)
class Knock:
    """`knock`: keep this hand; everyone else gets one last turn."""

    def __str__(self) -> str:
        return "knock"


KNOCK = Knock()


def parse_action(text: str):
    """`swap 7c up` / `swap 7c down1` / `swapall 7c` / `knock`."""
    words = text.split()
    if words == ["knock"]:
        return KNOCK
    if len(words) == 3 and words[0] == "swap" and words[2] in SLOT_NAMES:
        return Swap(deck_card(parse_card(words[1], FRENCH)), SLOT_NAMES.index(words[2]))
    if len(words) == 2 and words[0] == "swapall":
        return SwapAll(deck_card(parse_card(words[1], FRENCH)))
    raise ValueError(f"not a Brag action: {text!r} (try 'swap 7c up', 'swapall 7c' or 'knock')")


# ---------------------------------------------------------------- what happened in a deal
@dataclass(frozen=True, slots=True)
class SwapRecord:
    """One turn of a deal as one seat knows it (None: a card that seat never saw).

    kind "one": `taken`/`given` hold one card, `slot` the centre slot.
    kind "all": `taken` is the old centre in slot order, `given` the new centre in slot
    order (down1, down2, up). kind "knock": no cards."""

    player: int
    kind: str
    slot: int | None
    taken: tuple[Card | None, ...]
    given: tuple[Card | None, ...]


# ---------------------------------------------------------------- events (public facts)
@dataclass(frozen=True, slots=True)
class DealStarted(Event):
    deal_no: int
    dealer: int
    order: tuple[int, ...]  # turn order: left of the dealer first, dealer last
    face_up: Card


@dataclass(frozen=True, slots=True)
class CardSwapped(Event):
    """A one-card swap. The cards are named only when the slot is the face-up one."""

    player: int
    slot: int
    taken: Card | None
    given: Card | None


@dataclass(frozen=True, slots=True)
class AllSwapped(Event):
    player: int
    taken_up: Card  # the centre card that was face up
    shown: Card  # the given card now face up


@dataclass(frozen=True, slots=True)
class Knocked(Event):
    player: int
    last_turns: tuple[int, ...]  # who still gets one last turn, in order


@dataclass(frozen=True, slots=True)
class HandsShown(Event):
    """The reveal of a deal: every hand, its rank, the centre, and who lost a life."""

    deal_no: int
    hands: tuple[tuple[int, tuple[Card, ...]], ...]  # in turn order
    ranks: tuple[tuple[int, HandRank], ...]
    centre: tuple[Card, ...]
    loser: int
    knocker: int | None  # None: the deal reached the safety bound
    lives: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class PlayerEliminated(Event):
    player: int


@dataclass(frozen=True, slots=True)
class GameOver(Event):
    winners: tuple[int, ...]
