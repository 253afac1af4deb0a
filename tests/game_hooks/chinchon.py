"""Chinchón: its hooks for the generic engine suite."""
from __future__ import annotations

import random

from hod_desktop.engine.cards import Card

from . import GameHooks

CHECK_RATE = 0.04  # long games: check a sample of the steps
PREFER = (lambda text: text.startswith("close"), 0.9)  # lean towards closing: short games


# -- hands, stock, discard pile and the card thrown face down at a close
def _ch_deck(state) -> list[Card]:
    from hod_desktop.engine.cards import spanish_deck

    return spanish_deck(copies=2 if state.two_decks else 1)


def _ch_zones(state) -> dict[str, list[Card]]:
    zones = {f"hand {p}": list(state.hands[p]) for p in range(state.n)}
    zones["stock"] = list(state.stock)
    zones["discard pile"] = list(state.pile)
    zones["closed face down"] = [state.closed_card] if state.closed_card is not None else []
    return zones


def _ch_hidden_swap(state, seat: int, rng: random.Random):
    """Hidden from `seat` while a hand is played: the other hands except the cards they
    took from the discard pile (public), and the stock (contents and order). After a
    count the hands are shown, so only the stock and the face-down closing card stay hidden
    (the latter from everyone but the closer)."""
    from hod_desktop.engine import chinchon as ch

    if state.phase == ch.OVER:
        return None
    spots: list[tuple] = [("stock", i) for i in range(len(state.stock))]
    if state.phase in (ch.DRAW, ch.DISCARD):
        for p in state.order:
            if p != seat:
                spots += [("hand", p, i) for i, c in enumerate(state.hands[p])
                          if c not in state.known[p]]
    elif state.closed_card is not None and state.last_result is not None \
            and state.last_result.closer != seat:
        spots.append(("closed",))
    if len(spots) < 2:
        return None
    new = state.clone()

    def get(spot):
        if spot[0] == "stock":
            return new.stock[spot[1]]
        if spot[0] == "hand":
            return new.hands[spot[1]][spot[2]]
        return new.closed_card

    def put(spot, card):
        if spot[0] == "stock":
            new.stock[spot[1]] = card
        elif spot[0] == "hand":
            new.hands[spot[1]][spot[2]] = card
        else:
            new.closed_card = card

    for _ in range(20):  # prefer two spots in different zones holding different names
        a, b = rng.sample(spots, 2)
        if a[:2] != b[:2] and str(get(a)) != str(get(b)):
            break
    ca, cb = get(a), get(b)
    put(a, cb)
    put(b, ca)
    return new


HOOKS = GameHooks(_ch_deck, _ch_zones, _ch_hidden_swap)
