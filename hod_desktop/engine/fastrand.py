"""`shuffle`, `sample` and `randbelow` that give exactly what `random.Random`'s own
methods give for the same generator state (CPython's algorithms, with the bit drawing
inlined): the engines deal with these, so saves and deal codes made before stay valid.
`tests/test_fastrand.py` checks them against `random.Random` over many seeds and sizes.
"""
from __future__ import annotations

import random
import threading
from math import ceil, log

from _random import Random as _CRandom


_seed_in_place = _CRandom.seed
_local = threading.local()


def event_rng(seed: int, *parts: int) -> random.Random:
    """`core.rng_for(seed, *parts)` without building a generator: this thread's one
    generator, re-seeded in place to the very same state. For a chance event drawn at
    once (a deal, a shuffle); never keep it, the next call re-seeds it."""
    try:
        rng = _local.rng
    except AttributeError:
        rng = _local.rng = random.Random(0)
    key = seed  # core.rng_key(seed, *parts), inlined (one call less per chance event)
    for p in parts:
        key = (key * 1_000_003 + p + 1) & 0xFFFFFFFFFFFF
    _seed_in_place(rng, key)
    rng.gauss_next = None
    return rng


def randbelow(rng: random.Random, n: int) -> int:
    """`rng.randrange(n)` for n > 0."""
    getrandbits = rng.getrandbits
    k = n.bit_length()
    r = getrandbits(k)
    while r >= n:
        r = getrandbits(k)
    return r


_BIT_LENGTHS = [m.bit_length() for m in range(300)]  # the usual sizes of decks and pools


def _set_size(k: int) -> int:
    """CPython's `sample` threshold between its pool and its set method."""
    return 21 + (4 ** ceil(log(k * 3, 4)) if k > 5 else 0)


_SET_SIZES = [_set_size(k) for k in range(300)]


def shuffle(rng: random.Random, x: list) -> None:
    """`rng.shuffle(x)`, in place."""
    getrandbits = rng.getrandbits
    size = len(x)
    bits = _BIT_LENGTHS if size < len(_BIT_LENGTHS) else [m.bit_length() for m in range(size + 1)]
    for n in range(size, 1, -1):
        k = bits[n]
        j = getrandbits(k)
        while j >= n:
            j = getrandbits(k)
        x[n - 1], x[j] = x[j], x[n - 1]


def sample(rng: random.Random, population, k: int) -> list:
    """`rng.sample(population, k)` for a sequence."""
    n = len(population)
    if not 0 <= k <= n:
        raise ValueError("Sample larger than population or is negative")
    getrandbits = rng.getrandbits
    result = [None] * k
    setsize = _SET_SIZES[k] if k < len(_SET_SIZES) else _set_size(k)
    if n <= setsize:
        pool = list(population)
        bits = _BIT_LENGTHS if n < len(_BIT_LENGTHS) else [m.bit_length() for m in range(n + 1)]
        m = n
        for i in range(k):
            b = bits[m]
            j = getrandbits(b)
            while j >= m:
                j = getrandbits(b)
            result[i] = pool[j]
            m -= 1
            pool[j] = pool[m]
    else:
        selected: set[int] = set()
        b = n.bit_length()
        for i in range(k):
            j = getrandbits(b)
            while j >= n or j in selected:
                j = getrandbits(b)
            selected.add(j)
            result[i] = population[j]
    return result
