"""Exact chances in Siete y media over the cards a seat has not seen.

Cards are counted by value class in half points (1: a figure, 2, 4, … 14: 1 to 7), so
the unseen cards are a `Pool`: a tuple of counts, one per class in `VALUES`. Every card
a seat has not seen is equally likely to be any other seat's face-down card or the next
card of the stock, drawn without replacement: so a draw is uniform over the pool, and
a rival's face-down card, taken alone, is too (its marginal is the pool's). The bank's
result against several players is a sum over the players, so the marginals are enough:
the figures below are exact, not sampled.

- `bank_choice(b, pool, table)`: what the bank expects to win from here (the better of
  standing and asking), given the standing players it sees (`Rival`: face-up total,
  bet, and whether its face-down card could make a two-card 7½).
- `bank_finals(pool, mine, table)`: from a player's seat, the chance of each final bank
  total (bust as 16) when the bank plays its plan (`bank_asks`: the same reckoning as
  `bank_choice`, with the unseen cards as they are when the player decides), its
  face-down card and draws coming from the player's pool card by card.
- `player_value(t, two_card, pool, bet, bank_dist)`: the best a player can expect from
  total `t` (standing, or asking and playing on), against that bank distribution.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

TARGET = 15
BUST = 16  # any bust total, as one class
VALUES = (1, 2, 4, 6, 8, 10, 12, 14)  # half points: a figure, then 1..7
Pool = tuple  # counts per class of VALUES


def pool_of(cards_halves) -> Pool:
    counts = [0] * len(VALUES)
    for h in cards_halves:
        counts[VALUES.index(h)] += 1
    return tuple(counts)


def without(pool: Pool, k: int) -> Pool:
    return pool[:k] + (pool[k] - 1,) + pool[k + 1:]


def plus(pool: Pool, h: int) -> Pool:
    k = VALUES.index(h)
    return pool[:k] + (pool[k] + 1,) + pool[k + 1:]


@dataclass(frozen=True)
class Rival:
    """A standing player as the bank sees it: face-up total, bet, how many face-up cards
    (one leaves room for a two-card 7½) and `weights`, per value class of its face-down
    card, how likely its play makes that value (`stand_weights`; all 1: no reading)."""

    up: int
    bet: int
    cards_up: int
    weights: tuple[float, ...] = (1.0,) * len(VALUES)


def asks_chance(t: int) -> float:
    """How likely a player asks for a card on `t` half points: the reading of a rival's
    play (players mostly stand from 5½ up, as the Normal bots and most people do)."""
    return 1.0 / (1.0 + math.exp((t - 10.5) / 1.2))


def stand_weights(ups: tuple[int, ...]) -> tuple[float, ...]:
    """Per value class of a standing player's face-down card, the chance of its play given
    that card: it asked on every total before each face-up card (`ups`, in order) and then
    stood (at 7½ it had to). A value that would have taken it over 7½ is impossible."""
    out = []
    for h in VALUES:
        t, w = h, 1.0
        for u in ups:
            w *= asks_chance(t)
            t += u
        out.append(0.0 if t > TARGET else w * (1.0 if t == TARGET else 1.0 - asks_chance(t)))
    return tuple(out)


def _vs(b: int, rival: Rival, h: int) -> int:
    """What the bank wins from `rival` (whose face-down card is worth `h`) standing on `b`."""
    t = rival.up + h
    if b <= TARGET and b >= t:
        return rival.bet
    double = t == TARGET and rival.cards_up == 1
    return -rival.bet * (2 if double else 1)


@lru_cache(maxsize=4096)
def _payoffs(table: tuple[Rival, ...]) -> tuple[tuple[tuple[float, ...], ...], ...]:
    """For each bank total 0..16 (16: bust), per rival, what the bank wins from it per
    value class of its face-down card, times the class's weight."""
    return tuple(tuple(tuple(_vs(b, r, h) * w for h, w in zip(VALUES, r.weights))
                       for r in table) for b in range(BUST + 1))


def _stand_value(b: int, pool: Pool, table: tuple[Rival, ...]) -> float:
    """What the bank expects from `table` standing on `b`, each rival's face-down card
    drawn from `pool` as its play makes likely."""
    out = 0.0
    for r, row in zip(table, _payoffs(table)[min(b, BUST)]):
        norm = sum(c * w for c, w in zip(pool, r.weights))
        if norm > 0:
            out += sum(c * v for c, v in zip(pool, row)) / norm
    return out


@lru_cache(maxsize=200_000)
def bank_choice(b: int, pool: Pool, table: tuple[Rival, ...]) -> tuple[float, bool]:
    """(value, asks) for a bank on `b` seeing `table`, the unseen cards being `pool`
    (the rivals' face-down cards among them)."""
    stand = _stand_value(b, pool, table)
    n = sum(pool)
    if n <= len(table) or b >= TARGET:
        return stand, False
    hit = 0.0
    for k, c in enumerate(pool):
        if not c:
            continue
        nb = b + VALUES[k]
        rest = without(pool, k)
        if nb > TARGET:
            hit += c * _stand_value(BUST, rest, table)
        else:
            hit += c * bank_choice(nb, rest, table)[0]
    hit /= n
    return (hit, True) if hit > stand else (stand, False)


def bank_asks(pool: Pool, table: tuple[Rival, ...]) -> frozenset[int]:
    """The totals on which a bank seeing `table` asks for a card, reckoned with `pool`
    as its unseen cards at every step (a bank's plan; `bank_choice` is the same with
    every card removed as it comes)."""
    n = sum(pool)
    value = [0.0] * (BUST + 1)
    asks = set()
    value[BUST] = _stand_value(BUST, pool, table)
    for b in range(TARGET, 0, -1):
        stand = _stand_value(b, pool, table)
        hit = sum(c * value[min(b + VALUES[k], BUST)] for k, c in enumerate(pool) if c) / n \
            if n and b < TARGET else stand - 1
        value[b] = max(stand, hit)
        if hit > stand:
            asks.add(b)
    return frozenset(asks)


def bank_finals(pool: Pool, mine: int, table: tuple[Rival, ...],
                bank_up: int | None = None) -> dict[int, float]:
    """The chance of each final bank total (BUST for any bust), seen from a player whose
    unseen cards are `pool` and whose own face-down card is worth `mine` (the bank counts
    it among its unseen cards). The bank plays its plan (`bank_asks`); its face-down card
    (unless `bank_up`, its total already shown) and its draws come from `pool` exactly,
    card by card."""
    asks = bank_asks(plus(pool, mine), table)
    memo: dict = {}

    def finals(b: int, p: Pool) -> dict[int, float]:
        """The final totals from the bank on `b` with `p` unseen by the player."""
        if b > TARGET:
            return {BUST: 1.0}
        key = (b, p)
        if key in memo:
            return memo[key]
        n = sum(p)
        if n == 0 or b not in asks:
            out = {b: 1.0}
        else:
            out = {}
            for k, c in enumerate(p):
                if c:
                    for final, q in finals(b + VALUES[k], without(p, k)).items():
                        out[final] = out.get(final, 0.0) + q * c / n
        memo[key] = out
        return out

    if bank_up is not None:
        return finals(bank_up, pool)
    n = sum(pool)
    out: dict[int, float] = {}
    for k, c in enumerate(pool):
        if c:
            for final, q in finals(VALUES[k], without(pool, k)).items():
                out[final] = out.get(final, 0.0) + q * c / n
    return out


def stand_value(t: int, two_card: bool, bet: int, finals: dict[int, float]) -> float:
    """What a player standing on `t` expects, against the bank's final totals."""
    out = 0.0
    for b, p in finals.items():
        if b == BUST or t > b:
            out += p * bet * (2 if two_card and t == TARGET and b != TARGET else 1)
        else:
            out -= p * bet
    return out


def player_value(t: int, cards: int, pool: Pool, bet: int, finals_of) -> tuple[float, bool]:
    """(value, asks) for a player on `t` with `cards` cards; `finals_of(pool, t, cards)`
    gives the bank's final totals once the player stands there with `pool` unseen."""
    two_card = cards == 2
    stand = stand_value(t, two_card, bet, finals_of(pool, t, cards)) if t <= TARGET else -bet
    n = sum(pool)
    if t >= TARGET or n == 0:
        return stand, False
    hit = 0.0
    for k, c in enumerate(pool):
        if not c:
            continue
        nt = t + VALUES[k]
        if nt > TARGET:
            hit -= c * bet
        else:
            hit += c * player_value(nt, cards + 1, without(pool, k), bet, finals_of)[0]
    hit /= n
    return (hit, True) if hit > stand else (stand, False)
