"""A fast private model of one round of Cinco Vidas con baraja española, on values only.

Suits never matter, so a card is its value (1-7, Sota 10, Caballo 11, Rey 12) and a hand
is a list of ints. Equal values cancel in pairs (`trick_winner_fast`, the engine's own).
The probability helpers (`hold_chance`'s table, `trick_pmf`, `blind_bid`) are Cinco
Vidas's (`ai/cinco_vidas/sim.py`); the Normal heuristics here differ only where the Spanish
rule does (an equal card cancels instead of winning). `tests/test_ai_cinco_vidas_espanola.py`
checks `Round` against the engine.
"""
from __future__ import annotations

from functools import lru_cache

from ...engine.cinco_vidas_espanola.trick import trick_winner_fast
from ..cinco_vidas.sim import blind_bid, trick_pmf  # noqa: F401  (shared with Cinco Vidas)

VALUES = (1, 2, 3, 4, 5, 6, 7, 10, 11, 12)
DECK_COUNTS = tuple(4 if v in VALUES else 0 for v in range(13))  # index = value
DECK_SIZE = 40


def unseen_counts(known_values) -> list[int]:
    counts = list(DECK_COUNTS)
    for v in known_values:
        counts[v] -= 1
    return counts


def standing_after(trick_values) -> dict[int, int]:
    """value -> position of the card of that value still standing after cancellation."""
    waiting: dict[int, int] = {}
    for i, v in enumerate(trick_values):
        if waiting.pop(v, None) is None:
            waiting[v] = i
    return waiting


def win_chance(v: int, trick_values, n_after: int, counts, unseen: int) -> float:
    """Chance that playing `v` now takes the trick, with `n_after` random unseen cards to
    come: it must stand on top of what stands, and every later card must be lower (a
    later equal card cancels it)."""
    vals = list(trick_values) + [v]
    if n_after == 0:
        return 1.0 if trick_winner_fast(vals) == len(vals) - 1 else 0.0
    standing = standing_after(vals)
    if standing.get(v) != len(vals) - 1 or max(standing) != v:
        return 0.0
    return _hold(sum(counts[1:v]), unseen, n_after)


@lru_cache(maxsize=1 << 14)
def _hold(lower: int, unseen: int, n_after: int) -> float:
    if unseen <= 0:
        return 1.0
    return (max(lower, 0) / unseen) ** n_after


# ---------------------------------------------------------------- Normal heuristics
def normal_bid(hand, n_active: int, position: int, allowed, early_shade: float = 0.15) -> int:
    """Count the likely winners (each card against the others' random cards), shade early
    bids down, and take the most likely count the rules allow."""
    return _normal_bid(tuple(sorted(hand)), n_active, position, tuple(allowed), early_shade)


@lru_cache(maxsize=1 << 16)
def _normal_bid(hand, n_active: int, position: int, allowed, early_shade: float) -> int:
    counts = unseen_counts(hand)
    unseen = DECK_SIZE - len(hand)
    probs = [_hold(sum(counts[1:v]), unseen, n_active - 1) for v in hand]
    return _likeliest(trick_pmf(probs), n_active, position, allowed, early_shade)


def blind_hand_bid(size: int, n_active: int, position: int, allowed,
                   early_shade: float = 0.15) -> int:
    """A ciegas: no hand seen, so every card is worth the same fair share."""
    return _likeliest(trick_pmf([1.0 / n_active] * size), n_active, position, tuple(allowed),
                      early_shade)


def _likeliest(pmf, n_active: int, position: int, allowed, early_shade: float) -> int:
    shade = early_shade * (1.0 - position / max(1, n_active - 1))
    best, best_score = allowed[0], -1.0
    for b in allowed:
        score = (pmf[b] if b < len(pmf) else 0.0) - shade * b * 0.1
        if score > best_score + 1e-12:
            best, best_score = b, score
    return best


def single_card_chance(my_pos: int, my_value: int | None, known: dict[int, int], k: int,
                       counts) -> float:
    """1-card round (played in bidding order): chance that position `my_pos` wins.

    `known`: position -> value of the cards this seat sees; `my_value` None when it does
    not see its own. The unknown cards are averaged over the unseen values, one card at a
    time (exact for one unknown, an estimate beyond)."""
    unknown = [q for q in range(k) if q not in known and (q != my_pos or my_value is None)]
    unseen = sum(counts)
    if unseen <= 0:
        return 0.0
    base = dict(known)
    if my_value is not None:
        base[my_pos] = my_value
    if not unknown:
        vals = [base[q] for q in range(k)]
        return 1.0 if trick_winner_fast(vals) == my_pos else 0.0
    if len(unknown) == 1:
        q = unknown[0]
        total = 0.0
        for v in VALUES:
            if counts[v] > 0:
                base[q] = v
                vals = [base[i] for i in range(k)]
                total += counts[v] * (trick_winner_fast(vals) == my_pos)
        return total / unseen
    # several unknown cards: average over a fixed spread of fillings (deterministic)
    total, weight = 0.0, 0
    spread = [v for v in VALUES for _ in range(max(counts[v], 0))]
    step = max(1, len(spread) // 13)
    for i in range(0, len(spread), step):
        for j, q in enumerate(unknown):
            base[q] = spread[(i + j * 7) % len(spread)]
        vals = [base[t] for t in range(k)]
        total += trick_winner_fast(vals) == my_pos
        weight += 1
    return total / weight


def normal_play(hand, trick_values, n_after: int, need: int, counts, unseen: int,
                sure: float = 0.6) -> int:
    """Choose a value to play.

    - bid met (need <= 0): the card least likely to win, the highest among equals
      (a card that cancels the best one standing is a good dump too);
    - must win every remaining trick: the card most likely to win, the cheapest among equals;
    - otherwise the cheapest card likely enough to win, else the least likely (lowest)."""
    hs = sorted(set(hand))
    chances = [win_chance(v, trick_values, n_after, counts, unseen) for v in hs]
    if need <= 0:
        i = min(range(len(hs)), key=lambda i: (chances[i], -hs[i]))
        return hs[i]
    if need >= len(hand):
        i = max(range(len(hs)), key=lambda i: (chances[i], -hs[i]))
        return hs[i]
    for v, p in zip(hs, chances):
        if p >= sure:
            return v
    i = min(range(len(hs)), key=lambda i: (chances[i], hs[i]))
    return hs[i]


# ---------------------------------------------------------------- the round
class Round:
    """One round on values. Positions 0..k-1 in bidding order (k-1 deals, 0 leads first).

    `blind_tricks`: Twisted, where nobody sees the trick before playing; `random_pick`:
    Chaos, where a card is a random one of the hand (drawn from `rng`)."""

    __slots__ = ("k", "hands", "bids", "won", "trick", "leader", "counts", "blind_tricks",
                 "rng")

    def __init__(self, hands, bids, won, trick, leader, counts, blind_tricks=False, rng=None):
        self.k = len(hands)
        self.hands = hands
        self.bids = bids
        self.won = won
        self.trick = trick
        self.leader = leader
        self.counts = counts  # cards of each value not yet played (the whole deck view)
        self.blind_tricks = blind_tricks
        self.rng = rng

    def to_move(self) -> int:
        return (self.leader + len(self.trick)) % self.k

    def play(self, pos: int, v: int) -> None:
        self.hands[pos].remove(v)
        self.trick.append((pos, v))
        self.counts[v] -= 1
        if len(self.trick) == self.k:
            w = trick_winner_fast([c for _, c in self.trick])
            winner = self.trick[w][0]
            self.won[winner] += 1
            self.trick = []
            self.leader = winner

    def finished(self) -> bool:
        return not self.trick and not self.hands[self.leader]

    def policy_move(self, pos: int) -> int:
        hand = self.hands[pos]
        if self.rng is not None:
            return hand[self.rng.randrange(len(hand))]
        counts = list(self.counts)
        for v in hand:
            counts[v] -= 1
        seen = [] if self.blind_tricks else [c for _, c in self.trick]
        n_after = self.k - 1 - (0 if self.blind_tricks else len(self.trick))
        return normal_play(hand, seen, n_after, self.bids[pos] - self.won[pos], counts,
                           sum(counts))

    def rollout(self) -> None:
        """Everybody plays the Normal heuristic (or at random in Chaos) to the round's end."""
        while not self.finished():
            pos = self.to_move()
            self.play(pos, self.policy_move(pos))
