"""Chinchón Difícil's reading of the next player's hand, from what the whole table saw.

Which of our throws the next player can use decides a great deal: a bot shown the next
hand (a test cheat, never shipped) wins 80% against Normal instead of 55%, from that
alone. A fair seat sees only what that player did this hand (the view's `passed` and
`plays`), and each move says something about the hand:
- a discard top they passed over (drawing from the stock instead) would not have melded
  with it, or they would have taken it;
- a card they took from the discard melds with something they hold;
- the card they just threw was the one a sensible player throws from the eight they
  held (their hand now, plus that card): read softly, by `throw_score`, and the turn
  before at half weight (the card drawn since is not known, so every one is tried).
Hands are dealt from the unseen cards (the known ones first) and weighed by how well
they fit those facts; the danger of a throw is the weighted share of those hands it
would help. Nothing here reads a hidden card: only the view's hand sizes, known cards,
passed tops, plays and the cards this seat has not seen.
"""
from __future__ import annotations

import math
import random

from ...engine.chinchon.melds import POINTS, after_best_throw, card_id, deadwood_of
from .search import NO_CLOSE, _with, _without, throw_scores

PASSED_FIT = 0.15  # a hand that a top it passed over would have helped: this much less likely
TOOK_LOOSE = 0.3  # a hand in which a card it took from the discard melds with nothing
DRAWN = 400  # hands dealt and weighed (24 drawn of 48 by weight ranked throws worse)
THROW_TAU = 0.4  # how sharply a player is read as throwing its most throwable card
EARLIER = 0.5  # the weight of the throw before the last (a card drawn since is guessed)


def melds_with(cid: int, ids) -> bool:
    """`cid` makes a set or a run of three with two cards of `ids` (the test that comes
    before the solver: a card that melds with nothing is one no player takes)."""
    o, s = cid >> 2, cid & 3
    same, orders = 0, set()
    for i in ids:
        if i >> 2 == o:
            same += 1
        elif i & 3 == s:
            orders.add(i >> 2)
    if same >= 2:
        return True
    return (o - 1 in orders and (o + 1 in orders or o - 2 in orders)) or (o + 1 in orders and o + 2 in orders)


def throw_odds(cid: int, hand8: tuple[int, ...]) -> float:
    """How likely a sensible player throws `cid` from these eight (a soft choice by
    `throw_score`: the higher, the likelier)."""
    scores = throw_scores(hand8)
    top = max(scores)
    return _EXP[top - scores[hand8.index(cid)]] / sum(_EXP[top - x] for x in scores)


_EXP = [math.exp(-THROW_TAU * d) for d in range(64)]  # scores lie within 60 of each other


def throws_fit(hand: tuple[int, ...], plays: tuple) -> float:
    """How well a sorted id hand fits the player's last two throws. `plays` are the
    player's turns this hand as (id taken from the discard or None, id thrown)."""
    if not plays:
        return 1.0
    taken, last = plays[-1]
    eight = _with(hand, last)
    w = throw_odds(last, eight)
    if len(plays) >= 2:
        before = plays[-2][1]
        if taken is not None and taken in eight:  # the hand then: no guess needed
            odds = throw_odds(before, _with(_without(eight, taken), before))
        else:  # drawn from the stock: any of the eight may be the card drawn
            tried = [throw_odds(before, _with(_without(eight, d), before))
                     for i, d in enumerate(eight) if not i or eight[i - 1] != d]
            odds = sum(tried) / len(tried)
        w *= odds ** EARLIER
    return w


def fit(hand: tuple[int, ...], passed: tuple[int, ...], known: tuple[int, ...],
        plays: tuple = ()) -> float:
    """How well a sorted id hand fits what its player did this hand (1 for the passes
    and takes when nothing conflicts, times how well it fits the throws)."""
    w = throws_fit(hand, plays)
    deadwood = None  # the solver only when a take or a pass needs it
    for x in known:
        deadwood = deadwood_of(hand) if deadwood is None else deadwood
        if deadwood >= deadwood_of(_without(hand, x)) + POINTS[x]:
            w *= TOOK_LOOSE
    for x in passed:
        if x in hand or not melds_with(x, hand):
            continue
        deadwood = deadwood_of(hand) if deadwood is None else deadwood
        best, close = after_best_throw(_with(hand, x))
        if close != NO_CLOSE or best <= deadwood - 3:
            w *= PASSED_FIT
    return w


def next_hands(view, unseen: tuple[int, ...], player: int, rng: random.Random):
    """DRAWN (id hand, weight) pairs for `player`, dealt from the unseen cards and weighed
    by `fit`, the weights summing to 1 (a generator that yields while it works and returns
    the list; empty when no hand fits)."""
    known = [card_id(c) for c in view.known_held[player]]
    k = view.hand_sizes[player] - len(known)
    pool = [i for i, n in enumerate(unseen) for _ in range(n)]
    if k > len(pool):
        return []
    passed = tuple(card_id(c) for c in view.passed[player])
    plays = tuple((None if t is None else card_id(t), card_id(x)) for t, x in view.plays[player])
    out = []
    for i in range(DRAWN):
        if i % 16 == 0:
            yield
        h = tuple(sorted(known + rng.sample(pool, k)))
        w = fit(h, passed, tuple(known), plays)
        if w > 0:
            out.append((h, w))
    total = sum(w for _, w in out)
    return [(h, w / total) for h, w in out]
