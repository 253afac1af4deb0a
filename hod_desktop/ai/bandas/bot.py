"""Bandas bots: Fácil (random sensible splits), Normal (the seed's tips), Difícil (a best
response to sampled models of each rival).

Every bot sees only the `BandasView` of its seat and its own `random.Random`. `decide`
is a generator: it yields while thinking and returns the move's text (`alloc ...`).
"""
from __future__ import annotations

import random
from itertools import combinations
from typing import NamedTuple

from ...engine.bandas import (CASINO, CHIVATO, DOBLE, DOBLE_PENALTY, MERCADO, NAVAJA, NIGHTS,
                             REDADA, REFUERZOS, REFUERZOS_EXTRA, SOBORNO, Allocate, BandasView)
from . import model
from ..base import Thinking, bot_for_level

LEVELS = ("facil", "normal", "dificil")
N_D = 5
GOOD_TRICKS = (NAVAJA, SOBORNO, DOBLE)  # kept for the doubled last night


def expected_values(view: BandasView) -> list[float]:
    """Tonight's values with the hidden Casino at its mean (5, or 10 on night 7), and a
    little extra on the Mercado while the viewer may still draw a trick."""
    factor = 2 if view.doubled else 1
    vals = [float(v) if v is not None else 5.0 * factor for v in view.values]
    if len(view.hand) < 3 and view.night < NIGHTS:
        vals[MERCADO] += 1.5
    return vals


def move_text(counts, trick=None, district=None, rival=None) -> str:
    return str(Allocate(tuple(counts), trick, district, rival))


def leader(view: BandasView) -> int | None:
    """The best-placed rival if they are at least level with the viewer, else None."""
    me = view.viewer
    rivals = [p for p in range(view.n_players) if p != me]
    best = max(rivals, key=lambda p: (view.scores[p], -p))
    return best if view.scores[best] >= view.scores[me] else None


# ---------------------------------------------------------------- Fácil
class EasyBot:
    """Picks two to four districts, leaning to the valuable ones, and splits every thug
    among them at random; now and then plays a trick somewhere sensible."""

    level = "facil"

    def __init__(self, rng: random.Random):
        self.rng = rng

    def decide(self, view: BandasView) -> Thinking:
        rng = self.rng
        vals = expected_values(view)
        k = rng.choice((2, 3, 3, 4))
        chosen: list[int] = []
        weights = [v + 1.0 for v in vals]
        while len(chosen) < k:
            d = rng.choices(range(N_D), weights=weights)[0]
            if d not in chosen:
                chosen.append(d)
        yield
        trick = district = rival = None
        if view.hand and rng.random() < 0.35:
            trick = rng.choice(view.hand)
            district = None if trick == REFUERZOS else rng.choice(chosen)
            if trick == SOBORNO:
                rival = rng.choice([p for p in range(view.n_players) if p != view.viewer])
            if trick == REDADA:
                district = rng.choice([d for d in range(N_D) if d not in chosen] or chosen)
        total = view.thugs[view.viewer] + (REFUERZOS_EXTRA if trick == REFUERZOS else 0)
        counts = [0] * N_D
        for _ in range(total):
            counts[rng.choice(chosen)] += 1
        return move_text(counts, trick, district, rival)


# ---------------------------------------------------------------- Normal
class Style(NamedTuple):
    """What makes one Normal gang unlike another, drawn once from its own generator and
    seat: a home district it leans to, how many thugs it fears a rival sends (caution),
    and how far its taste for tonight's values wanders. Without it every Normal bot
    read the same public history the same way and sent the same split."""

    home: int
    caution: float
    whim: float

    @classmethod
    def draw(cls, rng: random.Random, seat: int) -> "Style":
        return cls(home=(seat + int(rng.random() * 2)) % N_D,
                   caution=1.0 + 0.15 * rng.random(), whim=0.3 + 0.3 * rng.random())


class NormalBot:
    """The seed's tips: win two or three districts for real, weighted by value; defend
    owned districts with just enough to tie; keep Navaja, Soborno and Doble o nada for
    the last night; aim a Redada where the leader is likely to win. Each bot has its own
    `Style` and spreads its spare thugs at random, so two Normal rivals rarely agree."""

    level = "normal"

    def __init__(self, rng: random.Random):
        self.rng = rng
        self.style: Style | None = None

    def decide(self, view: BandasView) -> Thinking:
        me = view.viewer
        rng = self.rng
        if self.style is None:
            self.style = Style.draw(rng, me)
        style = self.style
        vals = expected_values(view)
        opp = model.expected_opposition(view, rng)
        have = view.thugs[me]
        refuerzos = REFUERZOS in view.hand
        if refuerzos:
            have += REFUERZOS_EXTRA
        # how many it fears there tonight: its caution, give or take a tenth each district
        need = [max(1, round(opp[d] * style.caution * (0.9 + 0.2 * rng.random()))
                    + (0 if view.owners[d] == me else 1)) for d in range(N_D)]
        yield
        best, best_key = None, None
        taste = [(v + (1.5 if d == style.home else 0.0))
                 * (1.0 - style.whim + 2 * style.whim * rng.random()) for d, v in enumerate(vals)]
        for k in (2, 3):
            for combo in combinations(range(N_D), k):
                cost = sum(need[d] for d in combo)
                if cost > have:
                    continue
                key = (sum(taste[d] for d in combo), -cost)
                if best_key is None or key > best_key:
                    best, best_key = combo, key
        if best is None:  # nothing affordable: the two cheapest by value per thug
            best = tuple(sorted(range(N_D), key=lambda d: -vals[d] / need[d])[:2])
        counts = [0] * N_D
        left = have
        for d in sorted(best, key=lambda d: -taste[d]):
            put = min(need[d], left)
            counts[d] += put
            left -= put
        weights = [taste[d] + 1.0 for d in best]
        for _ in range(left):  # the spare thugs: at random, the tastier districts more often
            counts[rng.choices(best, weights=weights)[0]] += 1
        yield
        return self._with_trick(view, counts, best, taste, opp, refuerzos)

    def _with_trick(self, view, counts, chosen, vals, opp, refuerzos) -> str:
        me = view.viewer
        hand = set(view.hand)
        last = view.night == NIGHTS
        full = len(view.hand) >= 3
        top = max(chosen, key=lambda d: vals[d])
        if refuerzos:
            return move_text(counts, REFUERZOS)
        if last or full:
            if DOBLE in hand:
                safest = max(chosen, key=lambda d: (counts[d] - opp[d], vals[d]))
                if counts[safest] - opp[safest] >= 1.5:
                    return move_text(counts, DOBLE, safest)
            if NAVAJA in hand:
                return move_text(counts, NAVAJA, top)
            if SOBORNO in hand:
                rival = model.strongest_rival_at(view, top)
                return move_text(counts, SOBORNO, top, rival)
        ahead = leader(view)
        if REDADA in hand and ahead is not None and (view.night >= 3 or full):
            target = model.likely_district(view, ahead, vals, avoid=chosen)
            if target is not None:
                return move_text(counts, REDADA, target)
        if CHIVATO in hand:
            tight = [d for d in chosen if abs(counts[d] - opp[d]) < 1.0]
            if tight:
                return move_text(counts, CHIVATO, max(tight, key=lambda d: vals[d]))
        return move_text(counts)


# ---------------------------------------------------------------- Difícil
class HardBot:
    """Samples each rival's move from a model of their past nights (they repeat), turns
    the samples into a payoff table per district and thug count, and plays the best
    split for it (an exact small knapsack), trying each held trick on each target. The
    sampling makes it a mixed strategy: the same position does not always get the same
    move. Budget: `samples` rival profiles (an iteration count, not a clock)."""

    level = "dificil"

    def __init__(self, rng: random.Random, samples: int = 80, lean: float = 0.5):
        self.rng = rng
        self.samples = samples
        self.lean = lean

    def decide(self, view: BandasView) -> Thinking:
        me = view.viewer
        profiles = []
        rivals = [p for p in range(view.n_players) if p != me]
        sampler = model.RivalSampler(view, self.rng)
        for i in range(self.samples):
            profiles.append({r: sampler.sample(r) for r in rivals})
            if i % 16 == 15:
                yield
        vals = expected_values(view)
        casino_values = model.casino_draws(view, self.samples, self.rng)
        have = view.thugs[me]
        lam = 1.0 / len(rivals)
        base = [model.gain_table(view, d, vals, casino_values, profiles, lam, have + 3)
                for d in range(N_D)]
        yield
        # its own lean tonight: splits worth about the same go this bot's way, not every
        # Difícil rival's the same way
        tilt = [self.lean * self.rng.random() for _ in range(N_D)]
        score0, counts0 = model.best_split(base, have, tilt)
        options = [(score0, counts0, None, None, None)]
        last = view.night == NIGHTS
        for trick in sorted(set(view.hand)):
            if trick == REFUERZOS:
                score, counts = model.best_split(base, have + REFUERZOS_EXTRA, tilt)
                options.append((score, counts, trick, None, None))
                continue
            for d in range(N_D):
                targets = rivals if trick == SOBORNO else [None]
                for rival in targets:
                    table = model.gain_table(view, d, vals, casino_values, profiles, lam,
                                             have + 3, trick=trick, rival=rival)
                    tables = base[:d] + [table] + base[d + 1:]
                    score, counts = model.best_split(tables, have, tilt)
                    options.append((score, counts, trick, d, rival))
            yield
        best = max(options, key=lambda o: o[0])
        score, counts, trick, d, rival = best
        if trick is not None and not last:
            keep = 3.0 if trick in GOOD_TRICKS else 1.0
            if len(view.hand) >= 3:
                keep = 0.5
            if score - score0 < keep:
                score, counts, trick, d, rival = options[0]
        return move_text(counts, trick, d, rival)


BOTS = {"facil": EasyBot, "normal": NormalBot, "dificil": HardBot}


def make_bot(level: str, rng: random.Random):
    return bot_for_level(BOTS, level, rng, "Bandas")


__all__ = ["LEVELS", "make_bot", "EasyBot", "NormalBot", "HardBot", "expected_values",
           "CASINO", "CHIVATO", "DOBLE_PENALTY"]
