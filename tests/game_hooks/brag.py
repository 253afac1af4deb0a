"""Brag: the hands, the centre (three places) and the undealt rest of the deck."""
from __future__ import annotations

import random

from . import GameHooks, all_cards

from hod_desktop.engine.cards import Card


def _bb_deck(state) -> list[Card]:
    from hod_desktop.engine.cards import french_deck

    return french_deck()


def _bb_zones(state) -> dict[str, list[Card]]:
    zones = {f"hand {p}": list(state.hands[p]) for p in range(state.n)}
    zones["centre"] = [c for c in state.centre if c is not None]
    held = set(all_cards(zones))
    zones["undealt"] = [c for c in _bb_deck(state) if c not in held]
    return zones


def _bb_hidden_swap(state, seat: int, rng: random.Random):
    """Hidden from `seat`: the other hands, the face-down places it did not lay itself,
    and the undealt cards (from the public, seat None: every hand and face-down place).
    Swap a card of one such place with one of another."""
    from hod_desktop.engine import brag

    if state.phase == brag.OVER:
        return None
    spots: list[tuple] = [("hand", p, i) for p in state.order if p != seat for i in range(3)]
    spots += [("centre", s) for s in brag.DOWN_SLOTS
              if seat is None or state.placer[s] != seat]  # a dealt card's placer is None
    spots += [("undealt", c) for c in _bb_zones(state)["undealt"]]
    new = state.clone()

    def get(spot):
        if spot[0] == "hand":
            return new.hands[spot[1]][spot[2]]
        return new.centre[spot[1]] if spot[0] == "centre" else spot[1]

    def put(spot, card):
        if spot[0] == "hand":
            new.hands[spot[1]][spot[2]] = card
        elif spot[0] == "centre":
            new.centre[spot[1]] = card

    dealt = [s for s in spots if s[0] != "undealt"]
    a = rng.choice(dealt)
    b = rng.choice([s for s in spots if s[:2] != a[:2]])
    ca, cb = get(a), get(b)
    put(a, cb)
    put(b, ca)
    return new


HOOKS = GameHooks(_bb_deck, _bb_zones, _bb_hidden_swap)
