"""Bots of Cinco Vidas con baraja española: Fácil, Normal, Difícil, in every mode.

Same shape as the Cinco Vidas bots (`ai/cinco_vidas.py`): each sees only its seat's
`EspanolaView` and its own seeded generator; `decide(view)` yields while thinking and
returns an action text from `view.legal`. What a mode hides, a bot does not know: in
Chaos it cannot tell which card lies at which position (so it picks a position at
random), in A ciegas it bids without its hand, in Twisted it plays without seeing the
trick. Difícil plays Cinco Vidas's Difícil idea: deal the hidden cards many ways
consistent with the view (`determinize`) and choose what loses fewest lives on average.
"""
from __future__ import annotations

import random
from functools import lru_cache

from ...engine.cinco_vidas_espanola import (A_CIEGAS, BIDDING, CHAOS, PLAYING, SPYING, TWISTED,
                                           EspanolaView, determinize)
from . import chaos
from . import sim
from ..base import Thinking, bot_for_level
from .poderes import PoderesLayer

LEVELS = ("facil", "normal", "dificil")


# ---------------------------------------------------------------- reading the view
class Table:
    """The view in values, by bidding position (0 = dealer's left, k-1 = dealer)."""

    def __init__(self, view: EspanolaView):
        self.view = view
        self.order = view.order
        self.k = len(view.order)
        self.me = view.order.index(view.viewer) if view.viewer in view.order else 0
        self.hand = sorted(c.value for c in view.hand)
        self.size = view.round_size
        self.bids = [view.bids[p] for p in self.order]
        self.won = [view.tricks_won[p] for p in self.order]
        self.trick = [c.value for _, c in view.trick]
        known = [*self.hand, *(c.value for c in view.played),
                 *(c.value for _, c in view.visible)]
        if view.my_face_down is not None:
            known.append(view.my_face_down.value)
        self.counts = sim.unseen_counts(known)
        self.unseen = sum(self.counts)

    def allowed_bids(self) -> list[int]:
        return sorted(int(a.split()[1]) for a in self.view.legal if a.startswith("bid "))

    def allowed_for(self, pos: int) -> list[int]:
        allowed = list(range(self.size + 1))
        if pos == self.k - 1 and not self.view.secret_bids:
            f = self.size - sum(b for b in self.bids[:pos] if b is not None)
            if 0 <= f <= self.size:
                allowed.remove(f)
        return allowed

    def trick_positions(self) -> list[tuple[int, int]]:
        """The current trick's cards by position (the last cards of `played`)."""
        return [(self.order.index(p), c.value) for p, c in self.view.trick]

    def n_after(self) -> int:
        if self.view.mode == TWISTED:
            return self.k - 1
        return self.k - 1 - len(self.trick)

    def need(self) -> int:
        return self.bids[self.me] - self.won[self.me]

    def play_text(self, value: int) -> str:
        for c in self.view.hand:
            if c.value == value:
                return f"play {c}"
        raise AssertionError(f"no card of value {value} in hand")

    def single_chance(self) -> float:
        known = {self.order.index(p): c.value for p, c in self.view.visible}
        mine = self.hand[0] if self.hand else None
        return sim.single_card_chance(self.me, mine, known, self.k, self.counts)


def pick_text(view: EspanolaView, rng: random.Random) -> str:
    """Chaos: every face-down position is as good as another to this seat."""
    return rng.choice([a for a in view.legal if a.startswith("pick ")])


def spy_text(view: EspanolaView, rng: random.Random) -> str:
    """Chaos 1-card round: look at a rival's card (which one is a guess: all are hidden)."""
    targets = [a for a in view.legal if a != "spy none"]
    return rng.choice(targets) if targets else "spy none"


def bid_text(n: int) -> str:
    return f"bid {n}"


# ---------------------------------------------------------------- Fácil
class EasyBot:
    """Plausible but weak: counts figures to bid, plays at random half the time."""

    level = "facil"

    def __init__(self, rng: random.Random):
        self.rng = rng

    def decide(self, view: EspanolaView) -> Thinking:
        yield
        if view.phase == SPYING:
            return spy_text(view, self.rng)
        if view.phase == PLAYING and view.mode == CHAOS:
            return pick_text(view, self.rng)
        t = Table(view)
        if view.phase == BIDDING:
            allowed = t.allowed_bids()
            if t.size == 1:
                want = 1 if t.single_chance() > 0.5 else 0
            elif view.blind:
                want = t.size // t.k
            else:
                want = sum(1 for v in t.hand if v >= 11)
            if want in allowed and self.rng.random() < 0.8:
                return bid_text(want)
            return bid_text(min(allowed, key=lambda b: (abs(b - want), self.rng.random())))
        if self.rng.random() < 0.5:
            return self.rng.choice(view.legal)
        return t.play_text(t.hand[-1] if t.need() > 0 else t.hand[0])


# ---------------------------------------------------------------- Normal
class NormalBot:
    """Rules of thumb: count likely winners to bid, win cheaply while short of the bid,
    dump (or cancel) once it is met."""

    level = "normal"

    def __init__(self, rng: random.Random):
        self.rng = rng

    def decide(self, view: EspanolaView) -> Thinking:
        yield
        return normal_choice(view, self.rng)


def normal_choice(view: EspanolaView, rng: random.Random) -> str:
    if view.phase == SPYING:
        return spy_text(view, rng)
    if view.phase == PLAYING and view.mode == CHAOS:
        return pick_text(view, rng)
    t = Table(view)
    if view.phase == BIDDING:
        return bid_text(normal_bid(t))
    value = sim.normal_play(t.hand, [] if view.mode == TWISTED else t.trick, t.n_after(),
                            t.need(), t.counts, t.unseen)
    return t.play_text(value)


def normal_bid(t: Table) -> int:
    allowed = t.allowed_bids()
    if t.size == 1:
        return sim.blind_bid(t.single_chance(), allowed)
    if t.view.blind:
        return sim.blind_hand_bid(t.size, t.k, t.me, allowed)
    return sim.normal_bid(t.hand, t.k, t.me, allowed)


# ---------------------------------------------------------------- Difícil
class HardBot:
    """Determinized search (perfect-information Monte Carlo): deal the hidden cards many
    ways consistent with the view, play each deal out with the Normal heuristics for
    every seat, and choose the bid or card with the fewest expected lives lost (counting
    no more than the lives the seat has: on its last life it plays to be exact)."""

    level = "dificil"
    chaos_search = True  # Chaos spy and bids by `chaos.py` (off: as elsewhere)

    def __init__(self, rng: random.Random, samples: int = 64, yield_every: int = 4,
                 miss: float = 0.25):
        self.rng = rng
        self.miss = miss  # likelihood factor per trick a sample's bid guess is off
        self.samples = samples
        self.yield_every = yield_every

    def decide(self, view: EspanolaView) -> Thinking:
        yield
        if len(view.legal) == 1:
            return view.legal[0]
        if (self.chaos_search and view.mode == CHAOS and not view.poderes
                and view.phase in (SPYING, BIDDING)):
            return (yield from self._chaos(view))
        if view.phase == SPYING:
            return spy_text(view, self.rng)
        if view.phase == PLAYING and view.mode == CHAOS:
            return pick_text(view, self.rng)
        t = Table(view)
        if view.phase == BIDDING and t.size == 1:
            return bid_text(sim.blind_bid((yield from self._single_chance(t)),
                                          t.allowed_bids()))
        options = t.allowed_bids() if view.phase == BIDDING else sorted(set(t.hand))
        loss = [0.0] * len(options)
        played_by = played_by_position(t)
        chaos_bid = view.phase == BIDDING and view.mode == CHAOS
        # lives lost past the last one do not matter: with 1 life left only a miss counts
        cap = max(1, view.lives[view.viewer])
        for s in range(self.samples * (4 if chaos_bid else 1)):
            rnd, down = self._sample(t)
            w = self._weight(t, rnd, down, played_by)
            if chaos_bid:
                # in Chaos nobody chooses a card, so the bid does not change the play:
                # one random play-out scores every bid (common random numbers)
                won = self._evaluate(t, rnd, down, options[0], won_only=True)
                for i, o in enumerate(options):
                    loss[i] += w * min(abs(o - won), cap)
            else:
                for i, o in enumerate(options):
                    loss[i] += w * min(self._evaluate(t, rnd, down, o), cap)
            if s % self.yield_every == self.yield_every - 1:
                yield
        best = min(range(len(options)), key=lambda i: (loss[i], i))
        if view.phase == BIDDING:
            return bid_text(options[best])
        return t.play_text(options[best])

    def _chaos(self, view: EspanolaView):
        """Chaos: the spy and the bids (`chaos.py`); play is blind."""
        if view.phase == SPYING:
            target = yield from chaos.spy_target(view, self.rng, self.samples * 8)
            return "spy none" if target is None else f"spy {target}"
        allowed = Table(view).allowed_bids()
        if view.round_size == 1:
            loss = yield from chaos.single_call_losses(view, allowed, self.rng,
                                                       self.samples * 8)
            return bid_text(allowed[min(range(len(allowed)), key=lambda i: (loss[i], i))])
        loss = yield from chaos.bid_losses(view, allowed, self.rng, self.samples * 4)
        return bid_text(allowed[min(range(len(allowed)), key=lambda i: (loss[i], i))])

    def _single_chance(self, t: Table):
        """1-card round: how often this seat's card wins over sampled hidden cards, each
        sample weighted by how well it explains the calls made before (a seat that saw
        its own card and said "win" likely holds a high one)."""
        wins = total = 0.0
        for s in range(self.samples * 2):
            state = determinize(t.view, self.rng)
            vals = [state.hands[p][0].value for p in t.order]
            w = 1.0
            if not t.view.secret_bids and t.view.mode in (TWISTED, CHAOS):
                for q in range(t.k):
                    if q != t.me and t.bids[q] is not None:
                        guess = single_call(q, vals[q], t.k, tuple(t.allowed_for(q)))
                        if guess != t.bids[q]:
                            w *= self.miss
            total += w
            wins += w * (sim.trick_winner_fast(vals) == t.me)
            if s % self.yield_every == self.yield_every - 1:
                yield
        return wins / total if total else 0.0

    def _weight(self, t: Table, rnd: sim.Round, down: dict[int, int], played_by) -> float:
        """How well a dealt sample explains the bids already made (a soft Normal model):
        a seat that bid 3 more likely holds Reyes. 1 when nobody else has bid, and in
        A ciegas, where bids are made without seeing the hand."""
        if t.view.mode == A_CIEGAS:
            return 1.0
        w = 1.0
        for q in range(t.k):
            if q == t.me or t.bids[q] is None:
                continue
            hand = rnd.hands[q] + played_by[q] + ([down[q]] if q in down else [])
            guess = sim.normal_bid(hand, t.k, q, t.allowed_for(q))
            if guess != t.bids[q]:
                w *= self.miss ** abs(guess - t.bids[q])
        return w

    def _sample(self, t: Table) -> tuple[sim.Round, dict[int, int]]:
        """A determinized deal as a value Round, and (Twisted) the sampled cards already
        face down in this trick, by position."""
        state = determinize(t.view, self.rng)
        hands = [sorted(c.value for c in state.hands[p]) for p in t.order]
        bids = [state.bids[p] for p in t.order]
        trick = [(t.order.index(p), c.value) for p, c in state.trick]
        leader = t.order.index(state.trick_order[0]) if t.view.phase == PLAYING else 0
        counts = list(sim.DECK_COUNTS)
        for c in t.view.played:
            counts[c.value] -= 1
        down = {t.order.index(p): c.value for p, c in state.face_down.items()}
        rng = self.rng if t.view.mode == CHAOS else None
        return sim.Round(hands, bids, list(t.won), trick, leader, counts,
                         blind_tricks=t.view.mode == TWISTED, rng=rng), down

    def _evaluate(self, t: Table, base: sim.Round, down: dict[int, int], option: int,
                  won_only: bool = False) -> float:
        rnd = sim.Round([list(h) for h in base.hands], list(base.bids), list(base.won),
                        list(base.trick), base.leader, list(base.counts), base.blind_tricks,
                        base.rng)
        if t.view.phase == BIDDING:
            rnd.bids[t.me] = option
            for pos in range(rnd.k):
                if rnd.bids[pos] is None:
                    rnd.bids[pos] = sim.normal_bid(rnd.hands[pos], rnd.k, pos,
                                                   _allowed(rnd, pos, t))
        elif down or t.view.mode == TWISTED:
            # Twisted: the trick goes round from its leader; cards already down are played
            # as sampled, this seat plays `option`, the others choose without seeing it
            for _ in range(rnd.k):
                pos = rnd.to_move()
                if pos == t.me:
                    rnd.play(pos, option)
                elif pos in down:
                    rnd.hands[pos].append(down[pos])
                    rnd.play(pos, down[pos])
                else:
                    rnd.play(pos, rnd.policy_move(pos))
        else:
            rnd.play(t.me, option)
        rnd.rollout()
        if won_only:
            return rnd.won[t.me]
        return abs(rnd.bids[t.me] - rnd.won[t.me])


def played_by_position(t: Table) -> list[list[int]]:
    """Values each position played this round, rebuilt from the public card order: the
    first bidder leads, each trick's winner leads the next."""
    out: list[list[int]] = [[] for _ in range(t.k)]
    values = [c.value for c in t.view.played]
    leader = 0
    for start in range(0, len(values) - len(values) % t.k, t.k):
        trick = values[start:start + t.k]
        for j, v in enumerate(trick):
            out[(leader + j) % t.k].append(v)
        leader = (leader + sim.trick_winner_fast(trick)) % t.k
    for pos, v in t.trick_positions():
        out[pos].append(v)
    return out


@lru_cache(maxsize=4096)
def single_call(pos: int, value: int, k: int, allowed: tuple) -> int:
    """What a Normal seat at `pos` that sees only its own card `value` calls."""
    chance = sim.single_card_chance(pos, value, {}, k, sim.unseen_counts([value]))
    return sim.blind_bid(chance, list(allowed))


def _allowed(rnd: sim.Round, pos: int, t: Table) -> list[int]:
    size = len(rnd.hands[pos])
    allowed = list(range(size + 1))
    if pos == rnd.k - 1 and not t.view.secret_bids:
        f = size - sum(rnd.bids[:pos])
        if 0 <= f <= size:
            allowed.remove(f)
    return allowed


BOTS = {"facil": EasyBot, "normal": NormalBot, "dificil": HardBot}


def make_bot(level: str, rng: random.Random):
    """The bot of `level`, wrapped so it also answers Poderes' duel, power choices and
    revive offers (`poderes.py`)."""
    return PoderesLayer(bot_for_level(BOTS, level, rng, "Cinco Vidas española"), rng)
