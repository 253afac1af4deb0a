"""Brag bots: Fácil (rough), Normal (best expected hand, knocks when unlikely to lose),
Difícil (samples the hidden cards and searches swaps and the knock by rollouts).

Every bot sees only the `BragView` of its seat and its own `random.Random`. `decide(view)`
is a generator: it yields while thinking and returns an action text from `view.legal`.
"""
from __future__ import annotations

import random
from itertools import combinations
from math import comb

from ...engine.brag import (KNOCK, UP, BragView, HandsShown, Knock, Swap, SwapAll,
                           certain_holdings, determinize, parse_action)
from ..base import Thinking, bot_for_level
from .evaluation import (DECK, card_bit, not_worst_table, pair_mean, quick_choice, strength,
                         worst_chance)

LEVELS = ("facil", "normal", "dificil")


# ---------------------------------------------------------------- reading the view
class Position:
    """The view as a bot reads it: the cards it cannot place, and its options."""

    def __init__(self, view: BragView):
        self.view = view
        self.hand = list(view.hand)
        self.others = len(view.order) - 1
        known = set(self.hand) | {c for c in view.centre if c is not None}
        for held in certain_holdings(view).values():
            known |= held
        self.unseen = [c for c in DECK if c not in known]
        self.unseen_bits = [card_bit(c) for c in self.unseen]  # for `mean_value`, made once
        self.actions = [parse_action(t) for t in view.legal]

    def value_of(self, cards) -> float:
        """Chance of not holding the worst hand with these three cards."""
        return 1.0 - worst_chance(strength(cards), self.others)

    def swap_value(self, action) -> float:
        """Expected chance of not holding the worst hand after a swap (unknown cards averaged)."""
        if isinstance(action, Swap):
            i = self.hand.index(action.card)
            rest = self.hand[:i] + self.hand[i + 1:]
            taken = self.view.centre[action.slot]
            if taken is not None:
                return self.value_of(rest + [taken])
            return self.mean_value(rest, 1)
        known = [c for c in self.view.centre if c is not None]
        if len(known) == 3:
            return self.value_of(known)
        return self.mean_value(known, 3 - len(known))

    def mean_value(self, known, hidden: int) -> float:
        """`value_of(known + x)` averaged over every set x of `hidden` unseen cards, in the
        order `combinations` gives them (a table lookup each: ~10,000 sets for a swap-all)."""
        table = not_worst_table(self.others)
        base = 0
        for c in known:
            base |= card_bit(c)
        bits = self.unseen_bits
        if hidden == 1:
            return sum(table[base | b] for b in bits) / len(bits)
        combos = combinations(bits, hidden)
        return sum(table[base | sum(x)] for x in combos) / comb(len(bits), hidden)

    def current(self) -> float:
        return self.value_of(self.hand)

    def shown_card(self):
        """After a swap of all three: show the weakest card (the least use to the others)."""
        return min(self.hand, key=lambda c: (14 if c.value == 1 else c.value, c.suit))

    def ranked_swaps(self) -> list[tuple[float, int, object]]:
        """(value, order, action) for every swap, best first; one swap-all (weakest shown)."""
        out = []
        shown = self.shown_card()
        seen_all = False
        for i, a in enumerate(self.actions):
            if isinstance(a, Knock):
                continue
            if isinstance(a, SwapAll):
                if seen_all:
                    continue
                seen_all = True
                a = SwapAll(shown)
            out.append((self.swap_value(a), i, a))
        out.sort(key=lambda t: (-t[0], t[1]))
        return out


def _can_knock(pos: Position) -> bool:
    return any(isinstance(a, Knock) for a in pos.actions)


# ---------------------------------------------------------------- Fácil
class EasyBot:
    """Plausible but weak: a random swap half the time, knocks on a fair hand at random."""

    level = "facil"

    def __init__(self, rng: random.Random):
        self.rng = rng

    def decide(self, view: BragView) -> Thinking:
        yield
        pos = Position(view)
        if _can_knock(pos) and pos.current() > 0.7 and self.rng.random() < 0.5:
            return "knock"
        swaps = [t for t in view.legal if t != "knock"]
        if self.rng.random() < 0.5:
            return self.rng.choice(swaps)
        best = [a for _, _, a in pos.ranked_swaps() if isinstance(a, Swap)]
        return str(best[0]) if best else self.rng.choice(swaps)


# ---------------------------------------------------------------- Normal
NORMAL_KNOCK = 0.85  # knock when the chance of not holding the worst hand is above this


class NormalBot:
    """Swaps toward the best expected hand given what it sees; knocks when its hand is
    unlikely to be the worst."""

    level = "normal"

    def __init__(self, rng: random.Random, knock_at: float = NORMAL_KNOCK):
        self.rng = rng
        self.knock_at = knock_at

    def decide(self, view: BragView) -> Thinking:
        yield
        return normal_choice(Position(view), self.knock_at)


def normal_choice(pos: Position, knock_at: float = NORMAL_KNOCK) -> str:
    if _can_knock(pos) and pos.current() >= knock_at:
        return "knock"
    return str(pos.ranked_swaps()[0][2])


# ---------------------------------------------------------------- Difícil
class HardBot:
    """Determinized search: for each of a few candidate actions (the knock and the best
    swaps by Normal's measure), deal the unseen cards many ways consistent with the view,
    play the deal on with a quick policy for every seat, and count how often it ends
    holding the worst hand. Chooses the action that loses least often."""

    level = "dificil"

    def __init__(self, rng: random.Random, samples: int = 40, candidates: int = 4,
                 quick_knock: float = 0.12, horizon_rounds: int = 3, model: bool = True):
        self.rng = rng
        self.samples = samples
        self.candidates = candidates
        self.quick_knock = quick_knock  # rollouts knock below this chance of being worst
        self.horizon_rounds = horizon_rounds
        self.model = model  # hidden hands played like the seats played them (see _sample)

    def decide(self, view: BragView) -> Thinking:
        yield
        pos = Position(view)
        ranked = pos.ranked_swaps()
        options = [a for _, _, a in ranked[:self.candidates]]
        if _can_knock(pos):
            options.insert(0, KNOCK)  # on a tie, knocking ends the deal while it is safe
        if len(options) == 1:
            return str(options[0])
        losses = [0.0] * len(options)
        me = view.viewer
        for s in range(self.samples):
            base = self._sample(view)
            seed = self.rng.randrange(1 << 30)
            for i, a in enumerate(options):
                losses[i] += self._rollout(base.clone(), me, a, seed)
            yield
        best = min(range(len(options)), key=lambda i: (losses[i], i))
        return str(options[best])

    def _sample(self, view: BragView):
        """A determinized state whose hidden hands have been played like the seats
        played them: for every face-down card a seat took, it gave the card that left it
        the best pair and got a random unseen card (hands improve as a deal goes on)."""
        state = determinize(view, self.rng)
        if not self.model:
            return state
        held = certain_holdings(view)
        dealt = {c for h in state.hands for c in h} | set(state.centre)
        pool = [c for c in DECK if c not in dealt]
        for r in view.history:
            q = r.player
            if q == view.viewer or r.kind != "one" or r.taken[0] is not None or not pool:
                continue
            hand = state.hands[q]
            free = [i for i, c in enumerate(hand) if c not in held[q]]
            if not free:
                continue
            give = max(free, key=lambda i: pair_mean(*(c for j, c in enumerate(hand) if j != i)))
            j = self.rng.randrange(len(pool))
            hand[give], pool[j] = pool[j], hand[give]
        return state

    def _rollout(self, state, me: int, action, seed: int) -> float:
        """1.0 if `me` ends the deal with the worst hand, after `action` and quick play."""
        events = state.apply(me, action)
        limit = self.horizon_rounds * len(state.order)
        for _ in range(limit):
            for e in events:
                if isinstance(e, HandsShown):
                    return 1.0 if e.loser == me else 0.0
            p = state.current
            events = state.apply(p, quick_choice(state, p, self.quick_knock))
        for e in events:
            if isinstance(e, HandsShown):
                return 1.0 if e.loser == me else 0.0
        return _worst_now(state, me)


def _worst_now(state, me: int) -> float:
    """At the rollout's horizon: whether `me` holds the worst hand right now."""
    mine = strength(state.hands[me])
    return 0.0 if any(strength(state.hands[p]) < mine for p in state.order if p != me) else 1.0


BOTS = {"facil": EasyBot, "normal": NormalBot, "dificil": HardBot}


def make_bot(level: str, rng: random.Random):
    return bot_for_level(BOTS, level, rng, "Brag")
