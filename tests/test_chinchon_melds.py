"""The Chinchón meld solver against a brute-force enumeration, plus worked examples."""
from __future__ import annotations

import random
from itertools import combinations

import pytest
from hypothesis import given, settings, strategies as st

from hod_desktop.engine.cards import SPANISH, parse_cards, spanish_deck
from hod_desktop.engine.chinchon import (best_arrangement, can_close, card_points,
                                         close_throws, closing_arrangement, is_chinchon,
                                         is_meld)

ORDER = "1234567SCR"


def P(text):
    return parse_cards(text, SPANISH)


# ---------------------------------------------------------------- brute force
def _valid(cards) -> bool:
    """Independent meld check: 3-4 of a rank, or 3+ consecutive orders of one suit."""
    if len(cards) < 3:
        return False
    if len({c.rank for c in cards}) == 1:
        return len(cards) <= 4
    if len({c.suit for c in cards}) != 1:
        return False
    pos = sorted(ORDER.index(c.rank) for c in cards)
    return all(b == a + 1 for a, b in zip(pos, pos[1:]))


def _pts(c) -> int:
    return 10 if c.rank in "SCR" else int(c.rank)


def _best_layoff(free, targets) -> int:
    """Minimum points of `free` when each card may join a target (validity at the end)."""
    best = sum(_pts(c) for c in free)
    choices = [[None] + [t for t, m in enumerate(targets)
                         if c.rank == m[0].rank or c.suit == m[0].suit] for c in free]

    def rec(i, groups, loose):
        nonlocal best
        if loose >= best:
            return
        if i == len(free):
            if all(_valid(list(targets[t]) + g) for t, g in groups.items() if g):
                best = loose
            return
        for t in choices[i]:
            if t is None:
                rec(i + 1, groups, loose + _pts(free[i]))
            else:
                groups[t].append(free[i])
                rec(i + 1, groups, loose)
                groups[t].pop()

    rec(0, {t: [] for t in range(len(targets))}, 0)
    return best


def brute_force(hand, targets=()) -> int:
    hand = list(hand)
    n = len(hand)
    melds = [set(c) for k in range(3, n + 1) for c in combinations(range(n), k)
             if _valid([hand[i] for i in c])]
    best = None

    def pack(i, used):
        nonlocal best
        while i < n and i in used:
            i += 1
        if i == n:
            free = [hand[j] for j in range(n) if j not in used]
            v = _best_layoff(free, targets) if targets else sum(_pts(c) for c in free)
            best = v if best is None else min(best, v)
            return
        pack(i + 1, used)  # card i stays out of the own melds
        for m in melds:
            if i in m and not (m & used) and min(m) == i:
                pack(i + 1, used | m)

    pack(0, frozenset())
    return best


def _random_targets(rng, deck, k):
    out, used = [], set()
    tries = 0
    while len(out) < k and tries < 200:
        tries += 1
        if rng.random() < 0.5:
            rank = rng.choice(ORDER)
            cards = [c for c in deck if c.rank == rank and c not in used]
            size = rng.choice((3, 3, 4))
            if len(cards) < size:
                continue
            m = rng.sample(cards, size)
        else:
            suit, length = rng.choice("ocEb".lower()), rng.choice((3, 3, 4, 5))
            a = rng.randrange(0, 10 - length + 1)
            m = []
            for r in ORDER[a:a + length]:
                cards = [c for c in deck if c.rank == r and c.suit == suit and c not in used]
                if not cards:
                    break
                m.append(cards[0])
            if len(m) < length:
                continue
        used.update(m)
        out.append(tuple(m))
    return out, used


def _dense_hand(rng, pool, n):
    """A hand biased towards melds: a few ranks and one or two suits near each other."""
    suits = rng.sample("oceb", 2)
    lo = rng.randrange(0, 6)
    near = [c for c in pool if c.suit in suits and lo <= ORDER.index(c.rank) < lo + 5]
    same = [c for c in pool if c.rank in ORDER[lo:lo + 2]]
    cand = list(dict.fromkeys(near + same))
    if len(cand) < n:
        cand = pool
    return rng.sample(cand, n)


def _check(hand, targets):
    arr = best_arrangement(hand, targets)
    assert arr.points == brute_force(hand, targets), (hand, targets, arr)
    # the arrangement itself is consistent: every card once, melds valid, lay-offs valid
    placed = list(arr.melded) + [c for c, _ in arr.lay_offs] + list(arr.loose)
    assert sorted(placed) == sorted(hand)
    assert all(_valid(m) for m in arr.melds)
    assert arr.points == sum(_pts(c) for c in arr.loose)
    for t, target in enumerate(targets):
        extra = [c for c, i in arr.lay_offs if i == t]
        if extra:
            assert _valid(list(target) + extra)


@pytest.mark.parametrize("copies", [1, 2])
@pytest.mark.parametrize("with_targets", [False, True])
def test_solver_matches_brute_force(copies, with_targets):
    rng = random.Random(copies * 10 + with_targets)
    deck = spanish_deck(copies=copies)
    for i in range(700):
        targets, used = _random_targets(rng, deck, rng.choice((1, 2, 3))) if with_targets \
            else ([], set())
        pool = [c for c in deck if c not in used]
        n = rng.choice((7, 8))
        hand = _dense_hand(rng, pool, n) if i % 2 else rng.sample(pool, n)
        _check(hand, targets)


@settings(max_examples=300, deadline=None)
@given(st.randoms(use_true_random=False), st.sampled_from([1, 2]), st.integers(0, 3),
       st.integers(1, 9))
def test_solver_property(rng, copies, n_targets, n_cards):
    deck = spanish_deck(copies=copies)
    targets, used = _random_targets(rng, deck, n_targets)
    pool = [c for c in deck if c not in used]
    _check(_dense_hand(rng, pool, n_cards), targets)


# ---------------------------------------------------------------- worked examples
def test_card_points():
    assert [card_points(c) for c in P("1o 5c 7e So Cc Rb")] == [1, 5, 7, 10, 10, 10]


def test_is_meld():
    assert is_meld(P("5o 6o 7o"))
    assert is_meld(P("6o 7o So"))  # 7 and Sota are consecutive
    assert not is_meld(P("Co Ro 1o"))  # no wrap-around
    assert is_meld(P("Rb Ro Rc Re"))
    assert not is_meld(P("5o 6o 7c"))
    two = spanish_deck(copies=2)
    five_o = [c for c in two if str(c) == "5o"]
    assert is_meld(five_o + P("5c"))  # two decks: a set may repeat a suit


def test_chained_lay_offs():
    targets = [tuple(P("5o 6o 7o"))]
    arr = best_arrangement(P("2o 3o 4o Sc Cc"), targets)
    # 4o then 3o then 2o hang below the run... or 2o 3o 4o is a meld of its own
    assert arr.points == 20
    arr = best_arrangement(P("3o 4o So Co 1b"), targets)
    assert arr.points == 1
    assert {str(c) for c, _ in arr.lay_offs} == {"3o", "4o", "So", "Co"}


def test_fourth_card_onto_a_set_only():
    three = tuple(P("Ro Rc Re"))
    four = tuple(P("Co Cc Ce Cb"))
    arr = best_arrangement(P("Rb 2c"), [three, four])
    assert arr.points == 2 and [str(c) for c, _ in arr.lay_offs] == ["Rb"]
    assert best_arrangement(parse_cards("Rb Rb 2c".replace("Rb Rb", "Rb")),
                            [four]).points == 12


RUN = "1234567SCR"


@pytest.mark.parametrize("length", range(3, 10))
@pytest.mark.parametrize("start", range(0, 8))
def test_lay_off_onto_a_run_of_any_length_at_either_end(length, start):
    """RULES: a card may be laid off on a run of any length (3 or more), at either end."""
    if start + length > len(RUN):
        return
    run = tuple(P(" ".join(r + "c" for r in RUN[start:start + length])))
    ends = [RUN[i] for i in (start - 1, start + length) if 0 <= i < len(RUN)]
    for end in ends:
        card = P(end + "c")
        arr = best_arrangement(card, [run])
        assert arr.points == 0 and [str(c) for c, _ in arr.lay_offs] == [end + "c"], (
            f"{end}c onto a run of {length} from {RUN[start]}")
    inside = P(RUN[start + 1] + "o")  # same rank, other suit: not an end of the run
    assert best_arrangement(inside, [run]).points == card_points(inside[0])


@pytest.mark.parametrize("rank", list(RUN))
def test_lay_off_onto_a_set_of_three_never_a_set_of_four(rank):
    """RULES: a set of three takes the fourth card of its rank; a set of four takes none."""
    three = tuple(P(f"{rank}o {rank}c {rank}e"))
    four = tuple(P(f"{rank}o {rank}c {rank}e {rank}b"))
    card = P(f"{rank}b")
    arr = best_arrangement(card, [three])
    assert arr.points == 0 and [str(c) for c, _ in arr.lay_offs] == [f"{rank}b"]
    two = [c for c in spanish_deck(copies=2) if str(c) == f"{rank}o"]
    assert best_arrangement([two[1]], [four]).points == card_points(card[0]), (
        "a fifth card onto a set of four")


def test_closing():
    assert closing_arrangement(P("1o 2o 3o 4o 5o 1c 1e")).points == -10
    arr = closing_arrangement(P("1o 2o 3o Rc Rb Re 4c"))
    assert arr.points == 4 and [str(c) for c in arr.loose] == ["4c"]
    assert not can_close(P("1o 2o 3o Rc Rb Re 7c"))  # loose worth 7
    assert not can_close(P("1o 2o 3o Rc Rb 1e 2e"))  # two loose
    assert is_chinchon(P("1o 2o 3o 4o 5o 6o 7o"))
    assert is_chinchon(P("4c 5c 6c 7c Sc Cc Rc"))
    assert not is_chinchon(P("1o 2o 3o 4o 1c 1e 1b"))


def test_close_loose_card_limit_is_five():
    assert closing_arrangement(P("1o 2o 3o 4o 5o 6o 2c")).points == 2
    assert closing_arrangement(P("Sb Cb Rb 1o 2o 3o 5c")).points == 5
    assert closing_arrangement(P("Sb Cb Rb 1o 2o 3o 6c")) is None
    # the cheapest loose card is chosen: 1o2o3o4o + Rc Rb Re leaves nothing; 2c..
    arr = closing_arrangement(P("1o 2o 3o 4o Rc Rb Re"))
    assert arr.points == -10 and len(arr.melds) == 2


def test_close_throws():
    hand = P("1o 2o 3o 4o 5o 1c 1e 7b")
    assert [(str(t), x) for t, x in close_throws(hand)] == [("7b", None)]


def test_might_close_is_the_meldable_count_bound():
    """The bit-mask bound the engine's fast path uses agrees with the solver's own bound
    on random one-deck hands, and never rejects a hand that can close."""
    from hod_desktop.engine.chinchon.melds import (_close_options, _meldable_count, card_id,
                                                   might_close)

    rng = random.Random(4)
    deck = spanish_deck()
    passed = 0
    for _ in range(20000):
        hand = rng.sample(deck, 8)
        ids = tuple(sorted(card_id(c) for c in hand))
        mask = sum(1 << i for i in ids)
        bound = _meldable_count(ids) >= len(ids) - 2
        assert might_close(mask, 8) == bound
        if _close_options(ids):
            assert might_close(mask, 8)
            passed += 1
    assert passed > 50  # some hands could close
