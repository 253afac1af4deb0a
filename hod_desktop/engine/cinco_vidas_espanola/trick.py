"""How a trick is decided in Cinco Vidas con baraja española (RULES.md §2).

Cards of equal value cancel in pairs in play order: the 1st and 2nd of a value cancel,
a 3rd stands again, a 4th cancels it, and so on. Among the cards left standing the
highest value wins (no two standing cards share a value). If every card is cancelled,
the last card played wins. The engine and the table's step-by-step display both use
`resolve_trick`, so what the table shows is what the engine decided.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from ..cards import Card


@dataclass(frozen=True, slots=True)
class TrickResult:
    """The outcome of one trick, by position in play order (0 = the first card played).

    `pairs` lists the cancellations in the order they happened, each as (earlier, later);
    `cancelled` is every position in a pair, ascending. `standing` is the rest.
    Poderes extends this result with the steps of the card powers."""

    winner: int
    pairs: tuple[tuple[int, int], ...]
    cancelled: tuple[int, ...]
    standing: tuple[int, ...]

    @property
    def all_cancelled(self) -> bool:
        return not self.standing


def cancel_pairs(values: Sequence[int]) -> tuple[tuple[tuple[int, int], ...], list[int]]:
    """Equal values cancel in pairs in play order. Returns (pairs, standing positions)."""
    waiting: dict[int, int] = {}  # value -> position of the card of that value still standing
    pairs = []
    for i, v in enumerate(values):
        j = waiting.pop(v, None)
        if j is None:
            waiting[v] = i
        else:
            pairs.append((j, i))
    return tuple(pairs), sorted(waiting.values())


def resolve_trick(cards: Sequence[Card]) -> TrickResult:
    """Decide a trick.

    `cards`: the cards of the trick in play order, as `parse_cards` returns them, e.g.
    `resolve_trick(parse_cards("5o 5c Ro 5e"))`. Returns a `TrickResult`: `winner` is the
    position (in play order) of the winning card, `cancelled` the positions struck out by
    the equal-value rule (in `pairs`, which cancelled which). For the example: 5o and 5c
    cancel, 5e stands, Ro wins: `winner=2, pairs=((0, 1),), cancelled=(0, 1)`.
    """
    if not cards:
        raise ValueError("a trick needs at least one card")
    return result_of_values(tuple(c.value for c in cards))


def result_of_values(values: tuple[int, ...]) -> TrickResult:
    """`resolve_trick` on the cards' values (all it depends on); results are remembered,
    as a table meets the same few value patterns again and again (the engine's hot path)."""
    found = _RESULTS.get(values)
    if found is not None:
        return found
    pairs, standing = cancel_pairs(values)
    if standing:
        winner = max(standing, key=values.__getitem__)
    else:
        winner = len(values) - 1
    cancelled = tuple(sorted([i for pair in pairs for i in pair]))
    result = TrickResult(winner, pairs, cancelled, tuple(standing))
    if len(_RESULTS) < 50_000:  # bounded: 2-4 players never get near it
        _RESULTS[values] = result
    return result


_RESULTS: dict[tuple[int, ...], TrickResult] = {}
RESULTS_BY_VALUES = _RESULTS  # read-only for the engine's hot path (a hit saves a call)


def trick_winner_fast(values: Sequence[int]) -> int:
    """`resolve_trick(...).winner` on plain values, for the engine's and bots' hot paths."""
    waiting: dict[int, int] = {}
    for i, v in enumerate(values):
        if waiting.pop(v, None) is None:
            waiting[v] = i
    if not waiting:
        return len(values) - 1
    return waiting[max(waiting)]
