"""Issue 34, item 7: the Poderes tie-break «equal values after swaps: the later card wins»
is dead code, so it was removed. Proof by every path: in random tricks that hold the power
cards, through every choice each power card's player could make, no two cards left
standing share a value, and the winner does not depend on the order they are read in."""
from __future__ import annotations

import random

from hod_desktop.engine.cinco_vidas_espanola.actions import POWER_DECK
from hod_desktop.engine.poderes.powers import (POWER_CARDS, decide_winner, pending_choice,
                                               resolve_powers)


def every_path(cards, decisions=()):
    """Every full list of decisions the trick can take (each option, and passing)."""
    choice = pending_choice(cards, decisions)
    if choice is None:
        yield tuple(decisions)
        return
    for option in (*choice.options, None):
        yield from every_path(cards, (*decisions, option))


def test_no_two_standing_cards_share_a_value_whatever_the_choices():
    rng = random.Random(34)
    powers = [c for c in POWER_DECK if str(c) in POWER_CARDS]
    deck = list(POWER_DECK)
    paths = swaps = 0
    for _ in range(1500):
        n = rng.randint(2, 8)
        hand = rng.sample(powers, rng.randint(1, min(n, len(powers))))
        rest = rng.sample([c for c in deck if c not in hand], n - len(hand))
        cards = hand + rest
        rng.shuffle(cards)
        for decisions in every_path(cards):
            res = resolve_powers(cards, decisions)
            valued = [res.values[p] for p in res.standing if res.values[p] is not None]
            assert len(valued) == len(set(valued)), (cards, decisions, res)
            backwards = decide_winner(cards, res.values, res.standing[::-1], res.inverted)
            assert backwards[0] == res.winner, (cards, decisions)
            paths += 1
            swaps += any(s.kind == "swapped" for s in res.steps)
    assert paths > 4000 and swaps > 2000  # the swaps, where a tie could arise, were met
