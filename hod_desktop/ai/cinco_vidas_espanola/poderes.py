"""What the Cinco Vidas con baraja española bots do with Poderes: the duel, the power
choices and the revive offer. Bids stay the base bots' (a joker is their lowest card);
`PoderesLayer` wraps a base bot and answers the overlay's phases itself, and at Normal
and Difícil checks the base bot's card against what the powers will do on the trick
(`foresight.py`).

Like every bot, it sees only its seat's view and its own generator:
- power choices: try every option (and passing), resolve the trick with the engine's
  own `resolve_powers`, and keep the one that best suits this seat's bid (take the trick
  while short of it, dodge it once it is met) and, secondarily, makes a rival miss;
  Difícil also expects a later chooser to answer in their own interest;
- the duel: weigh mana (a full bar is a life), what each outcome teaches and the life a
  cooperator risks, from this seat's lives and mana and, for Difícil, the rival's;
- revive: give a life only when the Reanimador mana gives it straight back (bar at 3+);
- the card to play (Normal, Difícil): the foresight above where the trick can be seen
  (Clásico, A ciegas); in Twisted only the As de Oros rule (played while short of the
  bid, kept once it is met).
Fácil does each of these at random half the time.
"""
from __future__ import annotations

import random

from ...engine.cinco_vidas_espanola import CHOOSING, DUEL, REVIVE, PoderesView
from ...engine.poderes.mana import MANA_PER_LIFE
from ...engine.poderes.powers import decisions_from_steps
from . import foresight
from ..base import Thinking
from .outcome import RIVAL_WEIGHT, outcome_of, score_for

OVERLAY_PHASES = (DUEL, CHOOSING, REVIVE)
INFO_VALUE = 0.3  # in lives: what knowing how one's card compares is worth before a 1-card bid
MANA_VALUE = 0.15  # in lives, per point of mana that does not complete the bar


class PoderesLayer:
    """A base bot plus the Poderes decisions; everything else is the base bot's."""

    def __init__(self, inner, rng: random.Random):
        self.inner = inner
        self.rng = rng
        self.level = inner.level

    def decide(self, view) -> Thinking:
        if view.phase not in OVERLAY_PHASES:
            action = yield from self.inner.decide(view)
            if view.poderes and self.level != "facil" and action.startswith("play "):
                if foresight.applies(view):
                    return (yield from foresight.foresee(view, action, self.level, self.rng))
                return ace_of_oros_play(view, action)
            return action
        yield
        return overlay_choice(view, self.level, self.rng)


def ace_of_oros_play(view, action: str) -> str:
    """The base bots see the As de Oros as their lowest card; it wins outright when it
    stands. Play it while short of the bid if no ace is in the trick yet (another ace
    would cancel it), and never throw it away once the bid is met."""
    names = [str(c) for c in view.hand]
    if "1o" not in names:
        return action
    need = view.bids[view.viewer] - view.tricks_won[view.viewer]
    aces_down = any(c.rank == "1" for _, c in view.trick)
    if need > 0 and not aces_down:
        return "play 1o"
    if need <= 0 and action == "play 1o" and len(names) > 1:
        others = [c for c in view.hand if str(c) != "1o"]
        return f"play {min(others, key=lambda c: c.value)}"
    return action


def overlay_choice(view: PoderesView, level: str, rng: random.Random) -> str:
    if len(view.legal) == 1:
        return view.legal[0]
    if level == "facil" and rng.random() < 0.5:
        return rng.choice(view.legal)
    if view.phase == DUEL:
        return duel_text(view, level, rng)
    if view.phase == CHOOSING:
        return power_text(view, level)
    return revive_text(view)


# ---------------------------------------------------------------- power choices
def power_text(view: PoderesView, level: str) -> str:
    choice = view.choice
    made = decisions_from_steps(view.trick_steps)
    later = "dificil" if level == "dificil" else None
    options = [None, *choice.options]  # passing first: kept on a tie
    seats = [p for p, _ in view.trick]
    cards = [c for _, c in view.trick]
    scores = [score_for(view, view.viewer, *outcome_of(view, seats, cards, later, made + [o]),
                        RIVAL_WEIGHT[level]) for o in options]
    best = options[max(range(len(options)), key=lambda i: (scores[i], -i))]
    return _text(view, choice.kind, best)


def _text(view: PoderesView, kind: str, option) -> str:
    if option is None:
        return "pass"
    cards = view.trick
    if kind == "remove":
        return f"remove {cards[option][1]}"
    if kind == "swap_one":
        return f"swap {cards[option][1]}"
    return f"swap {cards[option[0]][1]} {cards[option[1]][1]}"


# ---------------------------------------------------------------- the duel
def _mana_worth(mana: int, gain: int) -> float:
    """Mana in lives: a bar completed is a life (and resets to 0, losing what went beyond
    5), the rest a little."""
    after = max(0, mana + gain)
    if after >= MANA_PER_LIFE:
        return 1 - MANA_VALUE * mana
    return MANA_VALUE * (after - mana)


def duel_text(view: PoderesView, level: str, rng: random.Random) -> str:
    me = view.viewer
    rival = next(p for p in view.duelists if p != me)
    cooperates = 0.5  # how likely the rival cooperates
    if level == "dificil":
        if view.lives[rival] <= 1:
            cooperates = 0.15  # a cooperator there risks its last life
        elif view.mana[rival] % MANA_PER_LIFE >= MANA_PER_LIFE - 2:
            cooperates = 0.7  # cooperation would complete its bar
    lose_life = 1.0 if view.lives[me] > 1 else 3.0  # the last life is worth the game
    cooperate = (cooperates * (_mana_worth(view.mana[me], 2) + INFO_VALUE)
                 - (1 - cooperates) * lose_life)
    betray = cooperates * INFO_VALUE + (1 - cooperates) * _mana_worth(view.mana[me], -1)
    if level == "normal" and abs(cooperate - betray) < 0.1:
        return rng.choice(("duel cooperate", "duel betray"))
    return "duel cooperate" if cooperate > betray else "duel betray"


# ---------------------------------------------------------------- revive
def revive_text(view: PoderesView) -> str:
    """Bring back the first eliminated seat when the mana of Reanimador (+2) completes the
    bar, so the life given comes straight back; otherwise keep the life."""
    targets = [a for a in view.legal if a != "revive none"]
    me = view.viewer
    if targets and view.mana[me] % MANA_PER_LIFE >= MANA_PER_LIFE - 2 and view.lives[me] >= 2:
        return targets[0]
    return "revive none"
