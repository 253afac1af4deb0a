"""Per-game test hooks: one module per game of the game list, named after the game
(`game_hooks/<name>.py`), read by `helpers.py` for the generic engine suite:

- `HOOKS = GameHooks(deck, zones, hidden_swap)` (see below): where the game keeps its cards;
- `CHECK_RATE = 0.04` (optional): long games are checked at a sample of their steps;
- `PREFER = (predicate on the action text, probability)` (optional): random play leans
  towards such actions so random games stay short.

A game without a hooks module still runs the generic suite, except the two card checks.
"""
from __future__ import annotations

import itertools
import random
from dataclasses import dataclass
from typing import Callable

from hod_desktop.engine.cards import Card


@dataclass(frozen=True)
class GameHooks:
    """deck(state): every card the game plays with (a multiset); zones(state): every card
    the state holds, zone by zone (the suite checks they are exactly the deck);
    hidden_swap(state, seat, rng): a clone where one card `seat` cannot see has changed,
    or None when nothing is hidden from `seat` (the suite checks the seat's view is equal);
    `seat` None is the public (a spectator): a card hidden from the public view changes."""

    deck: Callable[[object], list[Card]]
    zones: Callable[[object], dict[str, list[Card]]]
    hidden_swap: Callable[[object, int, random.Random], object | None]


def all_cards(zones: dict[str, list[Card]]) -> list[Card]:
    return list(itertools.chain.from_iterable(zones.values()))
