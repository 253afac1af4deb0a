"""Normal and Difícil foresee the powers when they choose which card to play (Poderes).

The base bots value a card by its number alone (a joker is their lowest card), so they
cannot see that a later As de Espadas will remove their Rey, that their 7 de Oros can hand
the trick to a rival, that a joker turns the scale, or that a Rey cannot be removed. This
layer checks the base bot's card against every other card of the hand on the trick as it
will stand when complete:

- the cards still to come are dealt from the seat's view (`determinize`, the engine's own
  sampling) and each later seat plays the Normal heuristic with its sampled hand (when
  this seat plays last, there is nothing to sample);
- each complete trick is decided by the engine's `resolve_powers` (the Poderes
  `resolve_trick`), every power's player choosing in their own interest (the same scoring
  as the power-choice bot);
- a card is scored by the lives this seat looks set to lose (and, a little, what the
  winner gains or loses: making a rival miss is worth something).

The base bots know the rest of the round (keeping a Rey for later, letting a trick go),
so their card stands unless the powers defeat what it meant to do — take the trick or
let it go, as the engine's `resolve_trick` decides it on numbers alone — by more than
`MARGIN`, or another card does that as surely and scores `MARGIN` better (a rival
misses). Budget: a number of sampled deals per level, not a clock.
Clásico and A ciegas only: in Twisted nobody sees the trick, in Chaos nobody chooses.
"""
from __future__ import annotations

import random

from ...engine.cinco_vidas_espanola import (A_CIEGAS, CLASICO, PLAYING, determinize,
                                           resolve_trick)
from ...engine.poderes.powers import POWER_CARDS
from . import sim
from ..base import Thinking
from .outcome import RIVAL_WEIGHT, outcome_of, score_for

SAMPLES = {"normal": 10, "dificil": 40}  # sampled deals of the cards still to come
SURE = 0.6  # a card that takes the trick this often is worth taking it with (as Normal)
MARGIN = 0.15  # in lives: how much better another card must look to replace the base one
YIELD_EVERY = 4


def applies(view) -> bool:
    """A Poderes trick this seat can see, with more than one card to choose from."""
    return (view.poderes and view.phase == PLAYING and view.mode in (CLASICO, A_CIEGAS)
            and view.leader is not None and sum(a.startswith("play ") for a in view.legal) > 1)


def seats_after(view) -> list[int]:
    """The seats that play after this one in the current trick."""
    i = view.order.index(view.leader)
    trick_order = view.order[i:] + view.order[:i]
    return list(trick_order[len(view.trick) + 1:])


def candidates(view) -> list:
    """One card per distinct behaviour: every power card and joker, one card per value."""
    out, seen = [], set()
    for c in sorted(view.hand, key=lambda c: (c.value, str(c))):
        key = str(c) if str(c) in POWER_CARDS or c.value == 0 else c.value
        if key not in seen and f"play {c}" in view.legal:
            seen.add(key)
            out.append(c)
    return out


def _later_card(hand, trick_cards, n_after: int, need: int, counts, unseen: int):
    """What a later seat plays with its sampled hand: the Normal heuristic on values."""
    v = sim.normal_play([c.value for c in hand], [c.value for c in trick_cards], n_after,
                        need, counts, unseen)
    return next(c for c in hand if c.value == v)


def _completions(view, rng: random.Random, samples: int) -> Thinking:
    """Lists of (seat, card) the later seats play, one list per sampled deal."""
    later = seats_after(view)
    if not later:
        return [[]]
    known = [*(c.value for c in view.hand), *(c.value for c in view.played)]
    counts = sim.unseen_counts(known)
    out = []
    for s in range(samples):
        state = determinize(view, rng)
        trick = [c for _, c in view.trick] + [None]  # this seat's card: not known to them
        plays = []
        for k, seat in enumerate(later):
            hand = state.hands[seat]
            if not hand:
                break
            need = (view.bids[seat] or 0) - view.tricks_won[seat]
            seen = [c for c in trick if c is not None]
            card = _later_card(hand, seen, len(later) - k - 1, need, counts, sum(counts))
            plays.append((seat, card))
            trick.append(card)
        out.append(plays)
        if s % YIELD_EVERY == YIELD_EVERY - 1:
            yield
    return out


def foresee(view, base_action: str, level: str, rng: random.Random) -> Thinking:
    """The card to play: the base bot's, unless the powers defeat what it meant to do
    (take the trick or let it go, read on numbers alone with the engine's `resolve_trick`)
    or another card does that just as surely and also makes a rival miss."""
    if level not in SAMPLES or not applies(view):
        return base_action
    options = candidates(view)
    if len(options) < 2:
        return base_action
    completions = yield from _completions(view, rng, SAMPLES[level])
    me = view.viewer
    played = [c for _, c in view.trick]
    seats = [p for p, _ in view.trick] + [me]
    base_card = next(c for c in view.hand if str(c) == base_action.split()[1])
    meant = _value_wins(played, base_card, completions)
    need = (view.bids[me] or 0) - view.tricks_won[me]
    wins, score = [], []
    for card in options:
        won = total = 0.0
        for plays in completions:
            cards = played + [card] + [c for _, c in plays]
            winner, tricks = outcome_of(view, seats + [p for p, _ in plays], cards, level)
            won += winner == me
            total += score_for(view, me, winner, tricks, RIVAL_WEIGHT[level])
        wins.append(won / len(completions))
        score.append(total / len(completions))
    # what the base bot meant: let the trick go once the bid is met; take it when its card
    # wins on numbers; while it waits for a better trick, take this one if a card wins it
    # surely thanks to the powers only (an As de Oros leading, a low card under a joker)
    take = need > 0 and (meant >= 0.5 or any(
        w >= SURE and _value_wins(played, c, completions) < 0.5 for c, w in zip(options, wins)))
    hit = [w if take else 1.0 - w for w in wins]
    sure = [i for i in range(len(options)) if hit[i] >= max(hit) - MARGIN]
    base_i = _same_card(options, base_card)
    best = max(score[i] for i in sure)
    if base_i in sure and score[base_i] >= best - MARGIN:
        return base_action

    def spend(i: int) -> tuple:
        """Among equally good cards: keep the power cards, then spend the lowest card
        while taking the trick and the highest while letting it go."""
        c = options[i]
        power = str(c) in POWER_CARDS or c.value == 0
        return (power, c.value if take else -c.value)

    return f"play {options[min((i for i in sure if score[i] >= best - 1e-9), key=spend)]}"


def _value_wins(played: list, card, completions: list) -> float:
    """How often `card` takes the trick on numbers alone (no powers, a joker lowest): the
    engine's `resolve_trick`, as the base bots read a trick."""
    n = len(played)
    return sum(resolve_trick(played + [card] + [c for _, c in plays]).winner == n
               for plays in completions) / len(completions)


def _same_card(options: list, card) -> int | None:
    """The candidate that behaves like `card` (itself, or a plain card of its value)."""
    for i, c in enumerate(options):
        if c == card:
            return i
    if str(card) in POWER_CARDS or card.value == 0:
        return None
    return next((i for i, c in enumerate(options)
                 if c.value == card.value and str(c) not in POWER_CARDS), None)
