"""The engines' inlined shuffle/sample draw exactly what random.Random's methods draw."""
from __future__ import annotations

import random

import pytest

from hod_desktop.engine import fastrand


@pytest.mark.parametrize("n", [1, 2, 3, 7, 20, 25, 40, 52, 80, 300])
def test_shuffle_matches_random(n):
    for seed in range(60):
        a, b = list(range(n)), list(range(n))
        random.Random(seed).shuffle(a)
        fastrand.shuffle(random.Random(seed), b)
        assert a == b


@pytest.mark.parametrize("n,k", [(52, 0), (52, 1), (52, 5), (52, 6), (52, 10), (52, 20),
                                 (52, 40), (52, 52), (40, 14), (40, 40), (80, 42), (10, 3),
                                 (500, 30), (100, 100)])
def test_sample_matches_random(n, k):
    pop = [f"c{i}" for i in range(n)]
    for seed in range(60):
        r1, r2 = random.Random(seed), random.Random(seed)
        assert fastrand.sample(r2, pop, k) == r1.sample(pop, k)
        assert r1.random() == r2.random()  # the generators are left in the same state


def test_randbelow_matches_randrange():
    r1, r2 = random.Random(3), random.Random(3)
    for n in list(range(1, 70)) * 20:
        assert fastrand.randbelow(r2, n) == r1.randrange(n)


def test_sample_refuses_too_many():
    with pytest.raises(ValueError):
        fastrand.sample(random.Random(1), [1, 2], 3)


def test_event_rng_is_rng_for_reseeded():
    from hod_desktop.engine.core import rng_for

    for parts in [(0,), (1, 0), (1, 7), (2, 3, 1)]:
        for seed in (0, 1, 99, 2**39 + 5):
            want = rng_for(seed, *parts)
            got = fastrand.event_rng(seed, *parts)
            assert [got.random() for _ in range(5)] == [want.random() for _ in range(5)]
            assert fastrand.event_rng(seed, *parts).randrange(52) == \
                rng_for(seed, *parts).randrange(52)
