"""Siete y media: its hooks for the generic engine suite (the face-down cards, the face-up
cards and the stock)."""
from __future__ import annotations

import random

from hod_desktop.engine.cards import Card

from . import GameHooks


def _sm_deck(state) -> list[Card]:
    from hod_desktop.engine.siete_y_media import DECK

    return list(DECK)


def _sm_zones(state) -> dict[str, list[Card]]:
    from hod_desktop.engine.siete_y_media import BETTING, OVER

    zones = {f"seat {p}": ([state.hidden[p]] if state.hidden[p] is not None else [])
             + list(state.up[p]) for p in range(state.n)}
    if state.phase in (BETTING, OVER):  # the deck is shuffled afresh when bets are in
        held = {c for cards in zones.values() for c in cards}
        zones["deck"] = [c for c in _sm_deck(state) if c not in held]
    else:
        zones["stock"] = list(state.stock)
    return zones


def _sm_hidden_swap(state, seat: int, rng: random.Random):
    """Hidden from `seat`: the other seats' face-down cards not yet turned up, and the
    stock (contents and order). Swap one such card with another."""
    spots = [("stock", i) for i in range(len(state.stock))]
    spots += [("hidden", p) for p in range(state.n)
              if p != seat and state.hidden[p] is not None and not state.shown[p]]
    if len(spots) < 2:
        return None
    a, b = rng.sample(spots, 2)
    new = state.clone()

    def get(s):
        return new.stock[s[1]] if s[0] == "stock" else new.hidden[s[1]]

    def put(s, card):
        if s[0] == "stock":
            new.stock[s[1]] = card
        else:
            new.hidden[s[1]] = card

    ca, cb = get(a), get(b)
    put(a, cb)
    put(b, ca)
    return new


HOOKS = GameHooks(_sm_deck, _sm_zones, _sm_hidden_swap)
