"""The prisoner's duel of the 1-card round (RULES.md §2 "Poderes: the prisoner's duel").

Before bidding, two living players drawn at random each choose in secret to cooperate
or to betray. The outcome:

- both cooperate: +2 mana each; each learns whether their own card is higher, lower or
  equal to the rival's;
- one betrays: the betrayer learns the signed difference (own value minus the rival's);
  the cooperator loses 1 life;
- both betray: -1 mana each (never below 0); nobody learns anything.

Reading where RULES.md is silent: cards compare by face value and a joker counts as 0
(below every card) — the duel speaks of the cards, not of who will win the trick.
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Sequence

from ..cards import Card

COOPERATE, BETRAY = "cooperate", "betray"
CHOICES = (COOPERATE, BETRAY)
HIGHER, LOWER, EQUAL = "higher", "lower", "equal"


@dataclass(frozen=True, slots=True)
class DuelOutcome:
    """Effects of one duel, per duelist in the order (first, second)."""

    choices: tuple[str, str]
    mana: tuple[int, int]  # mana change asked for (the bar never goes below 0)
    lives: tuple[int, int]  # life change
    info: tuple[str | None, str | None]  # what each learns: HIGHER/LOWER/EQUAL, "+3"/"-2", None


def pick_duelists(living: Sequence[int], rng: random.Random) -> tuple[int, int]:
    """Two distinct living players, in seat order, drawn with the round's own generator."""
    if len(living) < 2:
        raise ValueError("a duel needs two living players")
    a, b = rng.sample(sorted(living), 2)
    return (a, b) if a < b else (b, a)


def _compare(mine: int, theirs: int) -> str:
    return HIGHER if mine > theirs else LOWER if mine < theirs else EQUAL


def _signed(diff: int) -> str:
    return f"{diff:+d}"


# the public effects of the two choices: (mana change, life change), per duelist in order
EFFECTS = {(COOPERATE, COOPERATE): ((2, 2), (0, 0)),
           (BETRAY, BETRAY): ((-1, -1), (0, 0)),
           (BETRAY, COOPERATE): ((0, 0), (0, -1)),
           (COOPERATE, BETRAY): ((0, 0), (-1, 0))}


def duel_outcome(choices: tuple[str, str], cards: tuple[Card, Card]) -> DuelOutcome:
    """The effects of the two secret choices, given the two duelists' cards."""
    for c in choices:
        if c not in CHOICES:
            raise ValueError(f"not a duel choice: {c!r}")
    va, vb = cards[0].value, cards[1].value  # jokers are 0
    a, b = choices
    mana, lives = EFFECTS[a, b]
    if a == COOPERATE and b == COOPERATE:
        info = (_compare(va, vb), _compare(vb, va))
    elif a == BETRAY and b == BETRAY:
        info = (None, None)
    elif a == BETRAY:
        info = (_signed(va - vb), None)
    else:
        info = (None, _signed(vb - va))
    return DuelOutcome(choices, mana, lives, info)
