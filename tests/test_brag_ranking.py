"""hand_rank over all 22,100 three-card hands against an independent, slow reference
written straight from RULES.md §3, plus the named cases of the rules."""
from __future__ import annotations

from collections import Counter
from itertools import combinations

import pytest

from hod_desktop.engine.brag import (CATEGORY_IDS, FLUSH, HIGH_CARD, PAIR, PRIAL, RUN,
                                     RUNNING_FLUSH, hand_rank)
from hod_desktop.engine.cards import FRENCH, french_deck, parse_cards

ORDER_HIGH_FIRST = "A K Q J 10 9 8 7 6 5 4 3 2".split()
PRIALS_BEST_FIRST = ["3", "A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "2"]
RUNS_BEST_FIRST = [{"A", "2", "3"}, {"A", "K", "Q"}] + [
    set(ORDER_HIGH_FIRST[i:i + 3]) for i in range(1, 11)]  # K-Q-J .. 4-3-2
SUITS_BEST_FIRST = "shdc"


def strength(rank: str) -> int:
    return len(ORDER_HIGH_FIRST) - ORDER_HIGH_FIRST.index(rank)


def reference(hand) -> tuple:
    """Category name and what the rules compare, greater is better; ties only where the
    rules stop (a total order is not asked of this one)."""
    ranks = [c.rank for c in hand]
    suits = {c.suit for c in hand}
    counts = Counter(ranks)
    by_strength = sorted(hand, key=lambda c: (strength(c.rank), -SUITS_BEST_FIRST.index(c.suit)),
                         reverse=True)
    top_suit = -SUITS_BEST_FIRST.index(by_strength[0].suit)
    if len(counts) == 1:
        return ("prial", -PRIALS_BEST_FIRST.index(ranks[0]), top_suit)
    if set(ranks) in RUNS_BEST_FIRST:
        place = -RUNS_BEST_FIRST.index(set(ranks))
        return ("running flush" if len(suits) == 1 else "run", place, top_suit)
    if len(suits) == 1:
        return ("flush", *[strength(c.rank) for c in by_strength], top_suit)
    if len(counts) == 2:
        pair = next(r for r, k in counts.items() if k == 2)
        odd = next(r for r, k in counts.items() if k == 1)
        return ("pair", strength(pair), strength(odd), top_suit)  # the highest card's suit
    return ("high card", *[strength(c.rank) for c in by_strength], top_suit)


CATEGORY_ORDER = ["high card", "pair", "flush", "run", "running flush", "prial"]
ALL_HANDS = list(combinations(french_deck(), 3))


def ref_key(hand) -> tuple:
    r = reference(hand)
    return (CATEGORY_ORDER.index(r[0]), *r[1:])


def test_there_are_22100_hands_with_distinct_keys_from_0():
    keys = [hand_rank(h).key for h in ALL_HANDS]
    assert len(ALL_HANDS) == 22_100
    assert sorted(keys) == list(range(22_100))


def test_the_order_agrees_with_the_reference_over_every_hand():
    ranked = sorted(ALL_HANDS, key=lambda h: hand_rank(h).key)
    refs = [ref_key(h) for h in ranked]
    for i in range(1, len(refs)):
        assert refs[i - 1] <= refs[i], (ranked[i - 1], ranked[i])
    categories = [hand_rank(h).category for h in ranked]
    named = {HIGH_CARD: "high card", PAIR: "pair", FLUSH: "flush", RUN: "run",
             RUNNING_FLUSH: "running flush", PRIAL: "prial"}
    assert [named[c] for c in categories] == [CATEGORY_ORDER[r[0]] for r in refs]


def test_hands_the_rules_leave_tied_always_share_a_card():
    """No exact ties at a table: hands equal under the rules cannot be dealt together."""
    groups: dict[tuple, list] = {}
    for h in ALL_HANDS:
        groups.setdefault(ref_key(h), []).append(set(h))
    for same in groups.values():
        for a, b in combinations(same, 2):
            assert a & b, (a, b)


def test_category_sizes():
    sizes = Counter(hand_rank(h).category for h in ALL_HANDS)
    assert sizes == {PRIAL: 52, RUNNING_FLUSH: 48, RUN: 720, FLUSH: 1096, PAIR: 3744,
                     HIGH_CARD: 16440}


def rank(text: str):
    return hand_rank(parse_cards(text, FRENCH))


@pytest.mark.parametrize("better,worse", [
    ("3c 3d 3h", "As Ah Ad"),         # 3-3-3 is the top prial
    ("As Ah Ad", "Ks Kh Kd"),
    ("2s 2h 2d", "As 2c 3c"),         # any prial beats a running flush
    ("As 2s 3s", "As Ks Qs"),         # A-2-3 is the top run, also as running flush
    ("Ac 2d 3h", "As Kd Qh"),
    ("As Kd Qh", "Ks Qd Jh"),
    ("4s 3d 2h", "Ks Qs 9s"),         # any run beats any flush
    ("2c 3c 5c", "As Ad Kh"),         # a flush beats a pair
    ("Kd As 2h", "Qd Js 9h"),         # K-A-2 is no run: just ace high
    ("As Kd 5h", "As Qd Jh"),         # card by card
    ("Ks Kd 2h", "Qs Qd Ah"),         # pair rank first
    ("Qs Qd 5h", "Qh Qc 4d"),         # then the odd card
    ("As 7d 4h", "Ah 7s 4d"),         # exact ranks: suit of the top card, spades best
    ("Ah 7c 4c", "Ad 7s 4s"),
    ("Qs Qc 5h", "Qh Qd 5s"),         # pair above the odd card: the better-suited Q
    ("2d 2c 3d", "2s 2h 3c"),         # 2-2-3: the 3 is the highest card, not the pair
    ("5c 5d Ks", "5s 5h Kh"),         # 5-5-K: the K's suit decides (seed 001 §04)
    ("As Ad 4c", "Ah Ac 4s"),         # A-A-4: the better-suited of the two aces
    ("Ah 2c 3c", "Ad 2s 3s"),         # A-2-3: the ace is the top card for the suit
])
def test_named_cases(better, worse):
    assert rank(better).key > rank(worse).key
    assert rank(better) > rank(worse)


def test_k_a_2_is_high_card_and_names_are_in_every_language():
    from hod_desktop.scenes.brag import text  # noqa: F401  (declares bb.hand.*)
    from hod_desktop.ui.i18n import tr

    assert rank("Kd As 2h").category == HIGH_CARD
    prial = f"bb.hand.{rank('3s 3h 3d').category_id}"
    assert (tr(prial, "es"), tr(prial, "en"), tr(prial, "ca")) == ("Trío", "Prial", "Trio")
    assert tr(f"bb.hand.{rank('As 2s 3s').category_id}", "en") == "Running flush"
    assert tr(f"bb.hand.{rank('As 2s 3s').category_id}", "es") == "Escalera de color"
    assert set(CATEGORY_IDS) == set(range(6))


def test_bad_hands_are_refused():
    with pytest.raises(ValueError):
        hand_rank(parse_cards("As Ks", FRENCH))
    with pytest.raises(ValueError):
        hand_rank(parse_cards("As Ks Qs Js", FRENCH))
    with pytest.raises(ValueError):
        hand_rank(parse_cards("As As Ks", FRENCH))
    with pytest.raises(ValueError):
        hand_rank(parse_cards("1o 2o 3o"))
