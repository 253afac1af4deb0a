"""Chinchón Difícil's reading of the next player's hand, from what the whole table saw.

Which of our throws the next player can use decides a great deal: a bot shown the next
hand (a test cheat, never shipped) wins 80% against Normal instead of 55%, from that
alone. A fair seat sees only what that player did this hand, and a player who takes or
passes over a discard says something about the hand:
- a discard top they passed over (drawing from the stock instead) did not go with their
  hand: it would have made no meld and saved them no 3 points, or they would have taken it;
- a card they took from the discard melds with something they hold.
Hands are dealt from the unseen cards (the known ones first) and weighed by how well
they fit those two facts; the danger of a throw is then measured on hands drawn by
weight. Nothing here reads a hidden card: only the view's hand sizes, known cards,
passed tops and the cards this seat has not seen.
"""
from __future__ import annotations

import random

from ...engine.chinchon.melds import POINTS, after_best_throw, card_id, deadwood_of
from .search import NO_CLOSE, _with

PASSED_FIT = 0.15  # a hand that a top it passed over would have helped: this much less likely
TOOK_LOOSE = 0.3  # a hand in which a card it took from the discard melds with nothing
DRAWN, KEPT = 48, 24  # hands dealt, and hands drawn from them by weight


def connects(cid: int, ids) -> bool:
    """Same rank, or same suit within two steps, as a card of `ids`."""
    return any(i != cid and (i >> 2 == cid >> 2 or (i & 3 == cid & 3 and abs((i >> 2) - (cid >> 2)) <= 2))
               for i in ids)


def fit(hand: tuple[int, ...], passed: tuple[int, ...], known: tuple[int, ...]) -> float:
    """How well a sorted id hand fits what its player did this hand (1: no conflict)."""
    w = 1.0
    deadwood = deadwood_of(hand)
    for x in known:
        rest = list(hand)
        rest.remove(x)
        if deadwood >= deadwood_of(tuple(rest)) + POINTS[x]:
            w *= TOOK_LOOSE
    for x in passed:
        if x in hand or not connects(x, hand):
            continue
        best, close = after_best_throw(_with(hand, x))
        if close != NO_CLOSE or best <= deadwood - 3:
            w *= PASSED_FIT
    return w


def next_hands(view, unseen: tuple[int, ...], player: int, rng: random.Random):
    """KEPT id hands for `player`, drawn by `fit` from DRAWN dealt from the unseen cards
    (a generator that yields while it works and returns the list)."""
    known = [card_id(c) for c in view.known_held[player]]
    k = view.hand_sizes[player] - len(known)
    pool = [i for i, n in enumerate(unseen) for _ in range(n)]
    if k > len(pool):
        return []
    passed = tuple(card_id(c) for c in view.passed[player])
    hands, weights = [], []
    for i in range(DRAWN):
        if i % 8 == 0:
            yield
        h = tuple(sorted(known + rng.sample(pool, k)))
        hands.append(h)
        weights.append(fit(h, passed, tuple(known)))
    return rng.choices(hands, weights=weights, k=KEPT)
