"""Cards and decks, with the text notation of RULES.md (`Qs`, `10h`, `1o`, `Cb`, `*1`).

A card is a small frozen value. With two Spanish decks the two copies of a card share a
name (`str(card)`) but differ in `copy`, so the engine and the UI can tell them apart.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable

FRENCH_RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
FRENCH_SUITS = ("s", "h", "d", "c")  # spades, hearts, diamonds, clubs
SPANISH_RANKS = ("1", "2", "3", "4", "5", "6", "7", "S", "C", "R")
SPANISH_SUITS = ("o", "c", "e", "b")  # oros, copas, espadas, bastos

FRENCH, SPANISH, JOKER = "french", "spanish", "joker"

# Rank number used for comparisons: French A=1 .. K=13; Spanish 1..7, S=10, C=11, R=12.
_FRENCH_VALUE = {r: i + 1 for i, r in enumerate(FRENCH_RANKS)}
_SPANISH_VALUE = {"1": 1, "2": 2, "3": 3, "4": 4, "5": 5, "6": 6, "7": 7, "S": 10, "C": 11, "R": 12}


@dataclass(frozen=True, slots=True, order=True)
class Card:
    """One physical card. `copy` separates the two copies of a card with two decks."""

    deck: str
    rank: str
    suit: str
    copy: int = 0

    def __str__(self) -> str:
        if self.deck == JOKER:
            return "*" + self.suit
        return self.rank + self.suit

    def __repr__(self) -> str:
        return f"Card({self}{'#' + str(self.copy) if self.copy else ''})"

    @property
    def value(self) -> int:
        """Rank number: French A=1..K=13, Spanish 1..7 then S=10, C=11, R=12, jokers 0."""
        if self.deck == FRENCH:
            return _FRENCH_VALUE[self.rank]
        if self.deck == SPANISH:
            return _SPANISH_VALUE[self.rank]
        return 0

    @property
    def order(self) -> int:
        """Position in the Spanish sequence 1..7,S,C,R as 1..10 (runs use it); French: value."""
        if self.deck == SPANISH:
            return SPANISH_RANKS.index(self.rank) + 1
        return self.value


def _infer_deck(rank: str, suit: str) -> str | None:
    if rank == "*":
        return JOKER
    fr = rank in FRENCH_RANKS and suit in FRENCH_SUITS
    es = rank in SPANISH_RANKS and suit in SPANISH_SUITS
    if fr and es:
        return None  # e.g. "7c": seven of clubs or seven of copas
    if fr:
        return FRENCH
    if es:
        return SPANISH
    raise ValueError(f"not a card: {rank + suit!r}")


def parse_card(text: str, deck: str | None = None) -> Card:
    """Parse one card name; `deck` settles names both decks share (`7c`)."""
    t = text.strip()
    if len(t) < 2:
        raise ValueError(f"not a card: {text!r}")
    if t[0] == "*":
        if t[1:] not in ("1", "2"):
            raise ValueError(f"not a card: {text!r} (jokers are *1 and *2)")
        return Card(JOKER, "*", t[1:])
    rank, suit = t[:-1], t[-1]
    found = _infer_deck(rank, suit)
    if found is None:
        if deck is None:
            raise ValueError(f"ambiguous card {text!r}: say which deck (french or spanish)")
        found = deck
    elif deck is not None and found != deck:
        raise ValueError(f"{text!r} is not a card of the {deck} deck")
    return Card(found, rank, suit)


def parse_cards(text: str, deck: str | None = None) -> list[Card]:
    """Parse space-separated card names. Names both decks share follow the other cards."""
    words = text.split()
    if deck is not None:
        return [parse_card(w, deck) for w in words]
    context = None  # the first card that names its deck settles the shared names
    for w in words:
        try:
            d = _infer_deck(w[:-1], w[-1]) if not w.startswith("*") else None
        except (ValueError, IndexError):
            d = None
        if d is not None:
            context = d
            break
    return [parse_card(w, context if _is_shared(w) else None) for w in words]


def _is_shared(word: str) -> bool:
    """A name both decks use (`7c`): it follows the deck of the other cards."""
    try:
        return not word.startswith("*") and _infer_deck(word[:-1], word[-1]) is None
    except (ValueError, IndexError):
        return False


def cards_text(cards: Iterable[Card]) -> str:
    return " ".join(str(c) for c in cards)


def french_deck() -> list[Card]:
    return [Card(FRENCH, r, s) for s in FRENCH_SUITS for r in FRENCH_RANKS]


def spanish_deck(copies: int = 1, jokers: int = 0) -> list[Card]:
    deck = [Card(SPANISH, r, s, c) for c in range(copies) for s in SPANISH_SUITS for r in SPANISH_RANKS]
    deck += [Card(JOKER, "*", str(i + 1)) for i in range(jokers)]
    return deck


def find_card(cards: Iterable[Card], name: str) -> Card | None:
    """The first card in `cards` whose text is `name` (copies are interchangeable by rule)."""
    for c in cards:
        if str(c) == name:
            return c
    return None
