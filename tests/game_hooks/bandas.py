"""Bandas: its hooks for the generic engine suite.

Bandas has no playing cards, but it has a 24-card trick deck: the "cards" here are the
trick names in the hands, the deck and the discard pile. Hidden from a seat: the other
hands, the deck order, tonight's Casino value and the moves others have confirmed
tonight; `hidden_swap` changes one of those.
"""
from __future__ import annotations

import random

from . import GameHooks

CHECK_RATE = 0.25  # every step lists hundreds of menu moves per player: sample them


def _ba_deck(state) -> list[str]:
    from hod_desktop.engine.bandas import TRICK_DECK

    return list(TRICK_DECK)


def _ba_zones(state) -> dict[str, list[str]]:
    zones = {f"hand {p}": list(state.hands[p]) for p in range(state.n)}
    zones["deck"] = list(state.deck)
    zones["discard pile"] = list(state.discard)
    return zones


def _ba_hidden_swap(state, seat: int, rng: random.Random):
    from hod_desktop.engine import bandas as ba

    if state.phase == ba.OVER:
        return None
    new = state.clone()
    kinds = ["casino"]
    confirmed = [p for p in range(state.n) if p != seat and state.moves[p] is not None]
    if confirmed:
        kinds.append("move")
    spots = [("deck", i) for i in range(len(state.deck))]
    spots += [("hand", p, i) for p in range(state.n) if p != seat
              for i in range(len(state.hands[p]))]
    if len(spots) >= 2:
        kinds.append("cards")
    kind = rng.choice(kinds)
    if kind == "casino":  # another value of the same night (doubled on night 7)
        v = list(new.values)
        step = 2 if new.night == ba.NIGHTS else 1
        v[ba.CASINO] = (v[ba.CASINO] + step * rng.randint(1, 10)) % (11 * step)
        new.values = tuple(v)
    elif kind == "move":  # one thug of a confirmed rival moved to the next district
        p = rng.choice(confirmed)
        old = new.moves[p]
        counts = list(old.counts)
        if sum(counts) > 0:
            i = next(i for i, c in enumerate(counts) if c)
            counts[i] -= 1
            counts[(i + 1) % len(counts)] += 1
        else:
            counts[0] = 1
        new.moves[p] = old._replace(counts=tuple(counts))
    else:  # two hidden tricks of different kinds change places
        def get(spot):
            return new.deck[spot[1]] if spot[0] == "deck" else new.hands[spot[1]][spot[2]]

        for _ in range(30):
            a, b = rng.sample(spots, 2)
            if get(a) != get(b):
                break
        else:
            return None
        ca, cb = get(a), get(b)
        for spot, card in ((a, cb), (b, ca)):
            if spot[0] == "deck":
                new.deck[spot[1]] = card
            else:
                new.hands[spot[1]][spot[2]] = card
    return new


HOOKS = GameHooks(_ba_deck, _ba_zones, _ba_hidden_swap)
