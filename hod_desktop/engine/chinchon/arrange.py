"""The orders «Ordenar» cycles through for a Chinchón hand (rule-based, so it lives with
the engine; the table turns the result into an `arrange` action):

- "melds": the best arrangement's melds together — each run in order (runs first, by
  suit), then the sets (by rank), then the loose cards by value (cheapest first);
- "suit": by suit (oros, copas, espadas, bastos), each suit in order;
- "number": by number (1..7, sota, caballo, rey), each number by suit.
"""
from __future__ import annotations

from ..cards import Card
from .melds import best_arrangement, card_points

MODES = ("melds", "suit", "number")
SUITS = "oceb"


def _suit_key(c: Card) -> tuple:
    return (SUITS.find(c.suit), c.order, c.copy)


def _number_key(c: Card) -> tuple:
    return (c.order, SUITS.find(c.suit), c.copy)


def _is_run(meld) -> bool:
    return len({c.suit for c in meld}) == 1 and len({c.order for c in meld}) == len(meld)


def shown_meld(meld) -> list[Card]:
    """A meld as it lies on the table: a run in order, a set as it came."""
    return sorted(meld, key=_suit_key) if _is_run(meld) else list(meld)


def meld_order(cards) -> list[Card]:
    """Runs (each in order), then sets, then loose cards by value."""
    arr = best_arrangement(list(cards))
    runs = sorted((sorted(m, key=_suit_key) for m in arr.melds if _is_run(m)),
                  key=lambda m: _suit_key(m[0]))
    sets = sorted((sorted(m, key=_suit_key) for m in arr.melds if not _is_run(m)),
                  key=lambda m: _number_key(m[0]))
    used = [c for m in runs + sets for c in m]
    rest = list(cards)
    for c in used:
        rest.remove(c)
    loose = sorted(rest, key=lambda c: (card_points(c), c.order, SUITS.find(c.suit), c.copy))
    return used + loose


def ordered(cards, mode: str) -> list[Card]:
    """`cards` in the order `mode` names (one of MODES)."""
    if mode == "melds":
        return meld_order(cards)
    if mode == "suit":
        return sorted(cards, key=_suit_key)
    if mode == "number":
        return sorted(cards, key=_number_key)
    raise ValueError(f"no hand order {mode!r}; known: {list(MODES)}")


def next_mode(cards, current: str | None = None) -> str:
    """The mode «Ordenar» applies next: melds first, then suit, then number, then melds
    again; a mode that would not change the hand's order is skipped."""
    start = MODES.index(current) + 1 if current in MODES else 0
    cards = list(cards)
    for k in range(len(MODES)):
        mode = MODES[(start + k) % len(MODES)]
        if [str(c) for c in ordered(cards, mode)] != [str(c) for c in cards]:
            return mode
    return MODES[start % len(MODES)]


def arrange_action(cards, mode: str) -> str:
    """The engine action that puts the hand in `mode`'s order."""
    return "arrange " + " ".join(str(c) for c in ordered(cards, mode))
