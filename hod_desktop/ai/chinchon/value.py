"""What a kept hand of seven is worth to Chinchón Difícil before its next draws.

The value is the expected outcome of the next draws (lower is better): the loose points
left after the best throw, or a close's points less a bonus for closing. Near the limit a
hand is judged by the game too: loose points above what we can still take (`room`) are
what the rival's close would put us over with, and they cost `over` more.
"""
from __future__ import annotations

import bisect
from functools import lru_cache

from ...engine.chinchon.melds import after_best_throw, deadwood_of

CLOSE_BONUS = 25  # how much better a hand that can close is than its deadwood says
NO_CLOSE = 99
NO_LIMIT = 999  # a room no hand's points reach: the plain hand value


def add_card(ids: tuple[int, ...], cid: int) -> tuple[int, ...]:
    out = list(ids)
    bisect.insort(out, cid)
    return tuple(out)


def _outcome8(ids8: tuple[int, ...], bonus: float, room: int, over: float) -> float:
    best, close = after_best_throw(ids8)
    if close != NO_CLOSE:
        return close - bonus + (over if close > room else 0)
    return best + (over if best > room else 0)


@lru_cache(maxsize=1 << 16)
def expected_after_draw(ids7: tuple[int, ...], unseen: tuple[int, ...], horizon: int = 1,
                        bonus: float = CLOSE_BONUS, room: int = NO_LIMIT,
                        over: float = 0) -> float:
    """Expected value of a 7-card hand after drawing an unseen card and throwing the best
    card: the deadwood left, or the close's points minus `bonus` when it could close
    (either plus `over` when above `room`). With `horizon` h > 1: the best single card
    among h draws (outs count more)."""
    total = sum(unseen)
    if not total:
        left = deadwood_of(ids7)
        return float(left + (over if left > room else 0))
    mass: dict[float, int] = {}
    for cid, k in enumerate(unseen):
        if k:
            o = _outcome8(add_card(ids7, cid), bonus, room, over)
            mass[o] = mass.get(o, 0) + k
    if horizon == 1:
        return sum(o * k for o, k in mass.items()) / total
    acc, survive = 0.0, 1.0  # survive: P(one draw is >= the current value)
    for o in sorted(mass):
        after = survive - mass[o] / total
        acc += o * (survive ** horizon - max(0.0, after) ** horizon)
        survive = after
    return acc
