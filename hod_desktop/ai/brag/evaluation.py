"""What the Brag bots measure a hand by, and the quick policy the Difícil rollouts use.

A hand's strength is its place among all 22,100 hands (`hand_rank(...).key / 22099`):
the chance that one random hand is worse. Against `m` other hands the chance of holding
the worst one is about `(1 - q) ** m`.
"""
from __future__ import annotations

from itertools import combinations

from ...engine.brag import UP, hand_rank
from ...engine.brag.ranking import DECK, card_index

TOP = 22_099
_ID = {id(c): i for i, c in enumerate(DECK)}
_PAIR_MEAN: dict[int, float] = {}


def strength(cards) -> float:
    return hand_rank(cards).key / TOP


def worst_chance(q: float, others: int) -> float:
    return (1.0 - q) ** others


_NOT_WORST: dict[int, dict[int, float]] = {}


def not_worst_table(others: int) -> dict[int, float]:
    """Hand bits (`card_bit` of its three cards or-ed) -> chance of not holding the worst
    of `others` + 1 hands, made once per count: the bots average it over thousands of
    unseen triples per decision. Each entry is the very float `1 - worst_chance(strength)`
    gives, so sums over it are unchanged."""
    table = _NOT_WORST.get(others)
    if table is None:
        table = _NOT_WORST[others] = {
            card_bit(a) | card_bit(b) | card_bit(c): 1.0 - worst_chance(strength((a, b, c)), others)
            for a, b, c in combinations(DECK, 3)}
    return table


def card_bit(card) -> int:
    """1 << the card's place in the deck (by identity for the engine's own objects, else
    looked up by value)."""
    i = _ID.get(id(card))
    return 1 << (card_index(card) if i is None else i)


def pair_mean(a, b) -> float:
    """Mean strength of a hand holding a and b with a random third card (built once)."""
    if not _PAIR_MEAN:
        _build_pair_means()
    return _PAIR_MEAN[card_bit(a) | card_bit(b)]


def _build_pair_means() -> None:
    for a, b in combinations(DECK, 2):
        total = 0
        for c in DECK:
            if c is not a and c is not b:
                total += hand_rank((a, b, c)).key
        _PAIR_MEAN[(1 << _ID[id(a)]) | (1 << _ID[id(b)])] = total / (50 * TOP)


def others_of(hand, i):
    return [c for j, c in enumerate(hand) if j != i]


def quick_choice(state, p: int, knock_below: float):
    """The Difícil rollouts' policy for seat `p` of a full (determinized) state, using
    only what p sees: its hand, the face-up card and its marks. Returns an action."""
    from ...engine.brag import KNOCK, Swap

    hand = state.hands[p]
    k = len(state.order)
    if state.knocker is None and state.turns >= k:
        if worst_chance(strength(hand), k - 1) < knock_below:
            return KNOCK
    blocked = state.blocked[p] if len(state.blocked[p]) < 3 else ()
    best, choice = -1.0, None
    if UP not in blocked:
        up = state.centre[UP]
        for i in range(3):
            v = strength(others_of(hand, i) + [up])
            if v > best:
                best, choice = v, Swap(hand[i], UP)
    down = next((s for s in (0, 1) if s not in blocked), None)
    if down is not None:
        for i in range(3):
            a, b = others_of(hand, i)
            v = pair_mean(a, b)
            if v > best:
                best, choice = v, Swap(hand[i], down)
    return choice


__all__ = ["strength", "worst_chance", "pair_mean", "quick_choice", "DECK"]
