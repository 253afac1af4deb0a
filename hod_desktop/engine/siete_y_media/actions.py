"""Siete y media's actions (frozen, with a text form that round-trips), card values and
events (public facts only: a face-down card is named only when it is turned up)."""
from __future__ import annotations

from dataclasses import dataclass

from ..cards import SPANISH, Card, parse_card, spanish_deck
from ..core import Event

DECK: tuple[Card, ...] = tuple(spanish_deck())
_BY_NAME = {str(c): c for c in DECK}
TARGET = 15  # 7½ in half points: every total is counted in halves
MIN_BET, MAX_BET = 1, 5


def halves(card: Card) -> int:
    """A card's value in half points: 1..7 their number (2..14), Sota, Caballo, Rey ½ (1)."""
    return 1 if card.rank in ("S", "C", "R") else 2 * int(card.rank)


def total(cards) -> int:
    """A hand's total in half points (15 is 7½; above 15 is bust)."""
    return sum(halves(c) for c in cards)


def deck_card(name: str) -> Card:
    """The deck's own card of that name (`7o`, `Rc`); ValueError for anything else."""
    card = _BY_NAME.get(name)
    if card is None:
        card = parse_card(name, SPANISH)  # raises with its own reason for a bad name
        card = _BY_NAME[str(card)]
    return card


# ---------------------------------------------------------------- actions
@dataclass(frozen=True, slots=True)
class Bet:
    """`bet 3`: stake that many chips against the bank (1 to 5, never more than you have)."""

    chips: int

    def __str__(self) -> str:
        return f"bet {self.chips}"


@dataclass(frozen=True, slots=True)
class Hit:
    """`card`: ask for one more card, face up («carta»)."""

    def __str__(self) -> str:
        return "card"


@dataclass(frozen=True, slots=True)
class Stand:
    """`stand`: keep these cards («me planto»)."""

    def __str__(self) -> str:
        return "stand"


HIT, STAND = Hit(), Stand()
BETS = {n: Bet(n) for n in range(MIN_BET, MAX_BET + 1)}


def parse_action(text: str):
    """`bet 3` / `card` / `stand`."""
    words = text.split()
    if words == ["card"]:
        return HIT
    if words == ["stand"]:
        return STAND
    if len(words) == 2 and words[0] == "bet" and words[1].isascii() and words[1].isdigit():
        n = int(words[1])
        return BETS.get(n) or Bet(n)
    raise ValueError(f"not a Siete y media action: {text!r} (try 'bet 3', 'card' or 'stand')")


# ---------------------------------------------------------------- events
@dataclass(frozen=True, slots=True)
class HandStarted(Event):
    """A new hand: who holds the bank and who bets against it, in turn order."""

    hand_no: int
    bank: int
    order: tuple[int, ...]  # the players (not the bank) from the bank's left


@dataclass(frozen=True, slots=True)
class BetPlaced(Event):
    player: int
    chips: int


@dataclass(frozen=True, slots=True)
class CardsDealt(Event):
    """One card face down to every player in order and to the bank last (not named)."""

    seats: tuple[int, ...]
    stock: int  # cards left in the stock


@dataclass(frozen=True, slots=True)
class CardTaken(Event):
    """`player` asked for a card and got `card`, face up."""

    player: int
    card: Card


@dataclass(frozen=True, slots=True)
class Stood(Event):
    player: int
    auto: bool = False  # at exactly 7½ the seat stands by itself


@dataclass(frozen=True, slots=True)
class Busted(Event):
    """Over 7½: the face-down card is shown and the bet is lost at once."""

    player: int
    hidden: Card
    halves: int
    lost: int  # chips paid to the bank (0 for the bank itself)


@dataclass(frozen=True, slots=True)
class BankTurned(Event):
    """The bank turns its face-down card up before it plays."""

    bank: int
    card: Card


@dataclass(frozen=True, slots=True)
class HandResult:
    """A settled hand, every card shown. `change`: chips won (+) or lost (−) per seat,
    None for a seat not in the hand; `double`: seats paid double for a two-card 7½."""

    hand_no: int
    bank: int
    bets: tuple[int | None, ...]
    cards: tuple[tuple[Card, ...], ...]  # per seat, the face-down card first
    totals: tuple[int | None, ...]  # half points; None: not in the hand
    bust: tuple[bool, ...]
    change: tuple[int | None, ...]
    chips: tuple[int, ...]  # after the hand
    double: tuple[int, ...]
    next_bank: int | None  # None: the match is over


@dataclass(frozen=True, slots=True)
class HandSettled(Event):
    result: HandResult


@dataclass(frozen=True, slots=True)
class BankPassed(Event):
    """The bank changes hands: `why` is "seven_half" (a two-card 7½ took it), "turn"
    (three hands held) or "broke" (the bank ran out of chips)."""

    bank: int
    why: str


@dataclass(frozen=True, slots=True)
class PlayerOut(Event):
    """No chips left: the seat plays no more."""

    player: int


@dataclass(frozen=True, slots=True)
class GameOver(Event):
    winners: tuple[int, ...]
    chips: tuple[int, ...]
