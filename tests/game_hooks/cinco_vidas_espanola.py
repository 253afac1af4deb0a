"""Cinco Vidas con baraja española: its hooks for the generic engine suite."""
from __future__ import annotations

import random
from collections import Counter

from hod_desktop.engine.cards import Card

from . import GameHooks, all_cards


# -- Cinco Vidas con baraja española: hands, face-down cards, the trick, cards played this
#    round; the rest is undealt. Hidden from a seat depends on the mode.
def _ce_deck(state) -> list[Card]:
    return list(state.deck)  # with Poderes, the 40 cards and the two jokers


def _ce_zones(state) -> dict[str, list[Card]]:
    from hod_desktop.engine import cinco_vidas_espanola as ce

    zones = {f"hand {p}": list(state.hands[p]) for p in range(state.n)}
    trick = [c for _, c in state.trick]
    played = list(state.played)
    assert played[len(played) - len(trick):] == trick, (
        f"the trick {trick} is not the end of the cards played this round {played}")
    zones["trick"] = trick
    zones["face down"] = list(state.face_down.values())
    zones["played earlier this round"] = played[:len(played) - len(trick)]
    dealt = all_cards(zones)
    if state.phase != ce.OVER:
        expected = state.size * len(state.order)
        assert len(dealt) == expected, (
            f"{len(dealt)} cards dealt or played this round, expected {expected}")
    rest = Counter(_ce_deck(state))
    rest.subtract(Counter(dealt))
    zones["undealt"] = [c for c, k in rest.items() for _ in range(max(k, 0))]
    return zones


def ce_hidden_spots(state, seat: int) -> list[tuple]:
    """Where a card lies that `seat` may not see: ("hand", p, i) or ("down", p). Seat None
    is the public: it sees the forehead cards of the 1-card round and nothing else."""
    from hod_desktop.engine import cinco_vidas_espanola as ce

    if state.phase == ce.OVER:
        return []
    spied = state.spied[seat][0] if seat is not None and state.spied[seat] else None
    spots: list[tuple] = []
    for p in state.order:
        if p == seat:
            hidden = not state.sees_own_hand()
        else:
            hidden = not state.sees_others_single_card() and p != spied
        if hidden:
            spots += [("hand", p, i) for i in range(len(state.hands[p]))]
    spots += [("down", p) for p in state.face_down if p != seat]
    return spots


def ce_hidden_secrets(state, seat: int | None) -> list[tuple]:
    """What else `seat` (None: the public) may not know: ("bid", p) a secret bid of the
    1-card round before the reveal, ("spied", p) the card p looked at in the Chaos spy,
    ("duel", p) a duel choice before both are in, ("info", p) what p learned in it."""
    spots: list[tuple] = []
    if state.secret_bids and any(state.bids[p] is None for p in state.order):
        spots += [("bid", p) for p in state.order if p != seat and state.bids[p] is not None]
    spots += [("spied", p) for p, s in enumerate(state.spied) if p != seat and s is not None]
    if getattr(state, "poderes", False):
        if len(state.duel_choices) == 1:
            spots += [("duel", p) for p in state.duel_choices if p != seat]
        spots += [("info", p) for p, i in enumerate(state.duel_info)
                  if p != seat and i is not None]
    return spots


def _change_secret(new, spot: tuple, rng: random.Random) -> None:
    from hod_desktop.engine.poderes.duel import BETRAY, COOPERATE

    kind, p = spot
    if kind == "bid":
        new.bids[p] = (new.bids[p] + 1) % (new.size + 1)
    elif kind == "spied":
        target, card = new.spied[p]
        new.spied[p] = (target, next(c for c in new.deck if c != card))
    elif kind == "duel":
        new.duel_choices[p] = BETRAY if new.duel_choices[p] == COOPERATE else COOPERATE
    else:
        new.duel_info[p] = "equal" if new.duel_info[p] != "equal" else "+1"


def _ce_hidden_swap(state, seat: int, rng: random.Random):
    """Swap a card `seat` cannot see with another hidden one or an undealt card; in Chaos
    while playing, also the order of the seat's own face-down hand (for the public, seat
    None, of any hand); or change a secret of another seat (`ce_hidden_secrets`)."""
    from hod_desktop.engine import cinco_vidas_espanola as ce

    spots = ce_hidden_spots(state, seat)
    new = state.clone()
    secrets = ce_hidden_secrets(state, seat)
    if secrets and (not spots or rng.random() < 0.4):
        _change_secret(new, rng.choice(secrets), rng)
        return new
    # the public (seat None) sees no hand's order: any hand's will do
    own = new.hands[rng.choice(state.order) if seat is None else seat]
    if state.mode == ce.CHAOS and state.phase == ce.PLAYING and len(own) >= 2 \
            and rng.random() < 0.4:
        i, j = rng.sample(range(len(own)), 2)
        own[i], own[j] = own[j], own[i]
        return new
    if not spots:
        return None

    def get(spot):
        return new.hands[spot[1]][spot[2]] if spot[0] == "hand" else new.face_down[spot[1]]

    def put(spot, card):
        if spot[0] == "hand":
            new.hands[spot[1]][spot[2]] = card
        else:
            new.face_down[spot[1]] = card

    undealt = _ce_zones(state)["undealt"]
    if len(spots) >= 2 and (not undealt or rng.random() < 0.5):
        a, b = rng.sample(spots, 2)
        ca, cb = get(a), get(b)
        put(a, cb)
        put(b, ca)
        return new
    if not undealt:  # 8 players, 5 cards: the whole deck is dealt
        return None
    put(rng.choice(spots), rng.choice(undealt))
    return new


HOOKS = GameHooks(_ce_deck, _ce_zones, _ce_hidden_swap)
