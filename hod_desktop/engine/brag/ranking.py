"""Three-card Brag hands ranked as RULES.md §3 orders them.

`hand_rank(cards)` returns a `HandRank`: `key` is a whole number 0..22099 (greater is
better, one per hand), `category` 0..5 (high card .. prial), named by `CATEGORY_IDS` (its words are the
scenes': "bb.hand.<id>" in scenes/brag/text.py). The order is built once, from `_rank_tuple`, over all 22,100 hands of a deck.

Order (best first): prial > running flush > run > flush > pair > high card.
- Prials: 3-3-3, then A-A-A, K-K-K ... 2-2-2.
- Runs (also running flushes): A-2-3, then A-K-Q, K-Q-J ... 4-3-2; K-A-2 is no run.
- Flush and high card: card by card, highest first (A high).
- Pairs: the pair's rank, then the odd card.
- Equal ranks: the suit of the highest card (seed 001: «compara el palo de la carta
  mayor»): ace high, also in A-2-3; in 5-5-K the K, not the pair; where two cards share
  the top rank (A-A-5) the better-suited of them. Spades > hearts > diamonds > clubs.
  In one deal two hands never get past this step (they would share a card). To make
  the order total over every hand of the deck, the next suits follow in the same card
  order: that extension never decides anything at a table.
"""
from __future__ import annotations

from itertools import combinations
from typing import Iterable, NamedTuple

from ..cards import FRENCH, Card, french_deck

HIGH_CARD, PAIR, FLUSH, RUN, RUNNING_FLUSH, PRIAL = range(6)
CATEGORY_IDS = {HIGH_CARD: "high_card", PAIR: "pair", FLUSH: "flush", RUN: "run",
                RUNNING_FLUSH: "running_flush", PRIAL: "prial"}
SUIT_STRENGTH = {"s": 3, "h": 2, "d": 1, "c": 0}


class HandRank(NamedTuple):
    """A hand's place in the order: compare `key` (or the whole tuple: key is unique)."""

    key: int
    category: int

    @property
    def category_id(self) -> str:
        """"high_card" .. "prial": the scenes' words for it are "bb.hand.<id>"."""
        return CATEGORY_IDS[self.category]


def _high(card: Card) -> int:
    """Rank with the ace high: 2..14."""
    v = card.value
    return 14 if v == 1 else v


def _rank_tuple(cards) -> tuple:
    """The comparison tuple of a hand (see the module docstring); built once per hand."""
    cs = sorted(((_high(c), SUIT_STRENGTH[c.suit]) for c in cards), reverse=True)
    r = [v for v, _ in cs]
    suits = [s for _, s in cs]
    flush = suits[0] == suits[1] == suits[2]
    if r[0] == r[1] == r[2]:
        return (PRIAL, 15 if r[0] == 3 else r[0], *sorted(suits, reverse=True))
    if r == [14, 3, 2]:  # A-2-3: the best run; its ace still counts high for the suit
        return (RUNNING_FLUSH if flush else RUN, 15, *suits)
    if r[0] - 1 == r[1] == r[2] + 1:
        return (RUNNING_FLUSH if flush else RUN, r[0], *suits)
    if flush:
        return (FLUSH, *r, *suits)
    if r[0] == r[1] or r[1] == r[2]:
        pair_rank, odd_rank = (r[0], r[2]) if r[0] == r[1] else (r[1], r[0])
        # suits in card order, highest card first: in 5-5-K the K's suit decides
        return (PAIR, pair_rank, odd_rank, *suits)
    return (HIGH_CARD, *r, *suits)


_DECK = tuple(french_deck())
DECK = _DECK  # the engine's own card objects (states hold these)
_INDEX = {c: i for i, c in enumerate(_DECK)}
_INDEX_BY_ID = {id(c): i for i, c in enumerate(_DECK)}
_TABLE: dict[int, HandRank] = {}


def _build_table() -> None:
    hands = list(combinations(range(len(_DECK)), 3))
    keyed = sorted(hands, key=lambda h: _rank_tuple([_DECK[i] for i in h]))
    for key, h in enumerate(keyed):
        t = _rank_tuple([_DECK[i] for i in h])
        _TABLE[(1 << h[0]) | (1 << h[1]) | (1 << h[2])] = HandRank(key, t[0])


def card_index(card: Card) -> int:
    """The card's place 0..51 in the engine's deck order."""
    return _index(card)


def _index(card: Card) -> int:
    i = _INDEX_BY_ID.get(id(card))
    if i is not None:
        return i
    i = _INDEX.get(card)
    if i is None:
        raise ValueError(f"{card!r} is not a card of the French deck")
    return i


def hand_rank(cards: Iterable[Card]) -> HandRank:
    """The rank of a three-card hand (cards as `parse_cards` returns them)."""
    if not _TABLE:
        _build_table()
    bits = 0
    n = 0
    for c in cards:
        i = _INDEX_BY_ID.get(id(c))
        bits |= 1 << (_index(c) if i is None else i)
        n += 1
    rank = _TABLE.get(bits)
    if rank is None or n != 3:
        raise ValueError("a Brag hand is three different cards of the French deck")
    return rank


def reading_order(cards: Iterable[Card]) -> list[Card]:
    """The three cards in the order that reads the hand (for showing it, not ranking):
    a pair first, then the odd card; a run (or running flush) upwards (A-2-3, Q-K-A);
    anything else highest first (ace high). Cards of one rank: the better suit first."""
    cs = sorted(cards, key=lambda c: (_high(c), SUIT_STRENGTH[c.suit]), reverse=True)
    if len(cs) != 3:
        return cs
    r = [_high(c) for c in cs]
    if r[1] == r[2] != r[0]:
        return [cs[1], cs[2], cs[0]]  # the pair, then the higher odd card
    if r == [14, 3, 2]:
        return [cs[0], cs[2], cs[1]]  # A-2-3
    if r[0] - 1 == r[1] == r[2] + 1:
        return cs[::-1]  # a run upwards
    return cs  # a prial, a high pair and its odd card, a flush, a high card


def deck_card(card: Card) -> Card:
    """The deck's own object for a card equal to `card` (engine states hold these)."""
    return _DECK[_index(card)]


def is_french(card: Card) -> bool:
    return card.deck == FRENCH and card in _INDEX


_VALUES_COMPARED = {PRIAL: 1, RUNNING_FLUSH: 1, RUN: 1, FLUSH: 3, PAIR: 2, HIGH_CARD: 3}
VALUE, SUIT = "value", "suit"


def deciding(worse: Iterable[Card], better: Iterable[Card]) -> tuple[str, int] | None:
    """What put `worse` below `better` when both are of one category (None otherwise):
    (VALUE, i), the i-th value compared (high card and flush: the highest card, then the
    next...; a pair: the pair, then the odd card; prial and runs: their rank), or
    (SUIT, 0), the suit of the highest card (spades > hearts > diamonds > clubs)."""
    a, b = _rank_tuple(tuple(worse)), _rank_tuple(tuple(better))
    if a[0] != b[0] or a == b:
        return None
    values = _VALUES_COMPARED[a[0]]
    i = next(k for k, (x, y) in enumerate(zip(a[1:], b[1:])) if x != y)
    return (VALUE, i) if i < values else (SUIT, i - values)
