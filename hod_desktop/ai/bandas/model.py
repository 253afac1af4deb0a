"""What the Bandas bots believe about their rivals, from public history only.

Players repeat themselves, but the districts' values change every night, so a rival's
past nights are read by value rank: "four thugs on the most valuable district, three
on the second..." and mapped onto tonight's ranking. `gain_table` turns sampled rival
moves into the viewer's expected gain for each thug count in one district, and
`best_split` finds the best split of the thugs over the five tables (a small knapsack:
the gains add up across districts for any fixed rival moves).
"""
from __future__ import annotations

import random

from ...engine.bandas import (CASINO, CHIVATO, DOBLE, DOBLE_PENALTY, NAVAJA, REDADA, SOBORNO,
                             BandasView)

N_D = 5
NO_HISTORY_OPPOSITION = 3.0


def value_order(values) -> list[int]:
    """District indices from most to least valuable (Casino counted at 5 when hidden)."""
    vals = [5 if v is None else v for v in values]
    return sorted(range(N_D), key=lambda d: (-vals[d], d))


def rank_profile(view: BandasView, player: int) -> list[float] | None:
    """`player`'s average thugs on the k-th most valuable district (recent nights count
    more), or None before the first reveal."""
    if not view.history:
        return None
    total = [0.0] * N_D
    weight_sum = 0.0
    for i, report in enumerate(view.history):
        w = 1.0 + i
        alloc = report.allocations[player]
        for k, d in enumerate(value_order(report.values)):
            total[k] += w * alloc[d]
        weight_sum += w
    return [t / weight_sum for t in total]


def expected_opposition(view: BandasView, rng: random.Random | None = None) -> list[float]:
    """For each district, the most thugs a rival is expected to put there tonight. With
    `rng`, each rival's profile is three quarters its average and a quarter one past
    night drawn at random (a bot's own hunch of which habit the rival follows tonight)."""
    order = value_order(view.values)
    out = [NO_HISTORY_OPPOSITION] * N_D
    if not view.history:
        return out
    best = [0.0] * N_D
    for p in range(view.n_players):
        if p == view.viewer:
            continue
        prof = rank_profile(view, p)
        if rng is not None:
            night = view.history[int(rng.random() * len(view.history))]
            past = night.allocations[p]
            for k, d in enumerate(value_order(night.values)):
                prof[k] = 0.75 * prof[k] + 0.25 * past[d]
        for k, d in enumerate(order):
            best[d] = max(best[d], prof[k])
    return best


def strongest_rival_at(view: BandasView, district: int) -> int:
    """The rival expected to put the most thugs on `district` tonight."""
    order = value_order(view.values)
    k = order.index(district)
    rivals = [p for p in range(view.n_players) if p != view.viewer]
    if not view.history:
        return max(rivals, key=lambda p: (view.scores[p], -p))
    return max(rivals, key=lambda p: (rank_profile(view, p)[k], view.scores[p], -p))


def likely_district(view: BandasView, who: int, vals, avoid=()) -> int | None:
    """Where `who` is most likely to score big tonight (value times expected thugs)."""
    order = value_order(view.values)
    prof = rank_profile(view, who) or [NO_HISTORY_OPPOSITION] * N_D
    options = [d for d in range(N_D) if d not in avoid]
    if not options:
        return None
    return max(options, key=lambda d: (prof[order.index(d)] * vals[d], -d))


class RivalSampler:
    """Draws plausible moves for each rival: most often one of their past nights mapped
    by value rank onto tonight's districts, otherwise a fresh concentrated split."""

    def __init__(self, view: BandasView, rng: random.Random):
        self.view = view
        self.rng = rng
        self.order = value_order(view.values)
        vals = [5 if v is None else v for v in view.values]
        self.weights = [(v + 1.0) ** 2 for v in vals]

    def sample(self, rival: int) -> tuple[int, ...]:
        view, rng = self.view, self.rng
        total = view.thugs[rival]
        history = view.history
        if history and rng.random() < 0.7:
            n = len(history)
            i = min(n - 1, int(n * rng.random() ** 0.6))  # the recent nights more often
            report = history[i]
            past = report.allocations[rival]
            counts = [0] * N_D
            for k, d in enumerate(value_order(report.values)):
                counts[self.order[k]] = past[d]
            self._fit(counts, total)
            return tuple(counts)
        k = rng.choice((2, 3, 3, 4))
        chosen = set()
        while len(chosen) < k:
            chosen.add(rng.choices(range(N_D), weights=self.weights)[0])
        chosen_list = sorted(chosen)
        counts = [0] * N_D
        for _ in range(total):
            counts[rng.choice(chosen_list)] += 1
        return tuple(counts)

    def _fit(self, counts: list[int], total: int) -> None:
        """Add or remove thugs at random (where there are some) to place `total`."""
        rng = self.rng
        placed = sum(counts)
        while placed > total:
            d = rng.choice([d for d in range(N_D) if counts[d]])
            counts[d] -= 1
            placed -= 1
        while placed < total:
            used = [d for d in range(N_D) if counts[d]] or list(range(N_D))
            counts[rng.choice(used)] += 1
            placed += 1


def casino_draws(view: BandasView, count: int, rng: random.Random) -> list[int]:
    """Tonight's Casino value for each sample: known after the reveal, drawn otherwise."""
    known = view.values[CASINO]
    if known is not None:
        return [known] * count
    factor = 2 if view.doubled else 1
    return [rng.randrange(11) * factor for _ in range(count)]


def gain_table(view: BandasView, d: int, vals, casino_values, profiles, lam: float,
               max_thugs: int, trick: str | None = None, rival: int | None = None) -> list[float]:
    """Expected gain for putting x = 0..max_thugs thugs on district `d`, averaged over
    the sampled rival `profiles`: the viewer's points minus `lam` times the points a
    rival scores there (denying a rival is worth something too). With `trick` aimed at
    `d` the viewer's side changes as the rules say."""
    me = view.viewer
    owner = view.owners[d]
    table = [0.0] * (max_thugs + 1)
    knife = trick == NAVAJA
    chivato = trick == CHIVATO
    doble = trick == DOBLE
    for s, profile in enumerate(profiles):
        v = casino_values[s] if d == CASINO else vals[d]
        strengths = {r: c[d] for r, c in profile.items()}
        bonus = 0
        if trick == SOBORNO and rival is not None:
            taken = strengths[rival] // 2
            strengths[rival] -= taken
            bonus = taken
        m = max(strengths.values())
        at_max = [r for r, c in strengths.items() if c == m]
        rival_wins = m > 0 and (len(at_max) == 1 or owner in at_max)
        lose = -lam * v if rival_wins else 0.0
        if trick == REDADA:
            gain = -lose  # nobody scores here: what a rival would have had is denied
            for x in range(max_thugs + 1):
                table[x] += gain
            continue
        win = 2 * v if doble else v
        miss = -DOBLE_PENALTY if doble else 0.0
        for x in range(max_thugs + 1):
            mine = (x + bonus) * (2 if knife else 1)
            if mine > m:
                table[x] += win
            elif mine == m and m > 0:
                if owner == me or chivato:
                    table[x] += win
                elif owner in at_max:
                    table[x] += lose + miss
                else:
                    table[x] += miss
            else:
                table[x] += lose + miss
    n = len(profiles)
    return [t / n for t in table]


def best_split(tables, have: int, tilt=None) -> tuple[float, list[int]]:
    """The split of at most `have` thugs maximising the summed tables (exact DP). `tilt`
    (one small number a district) adds that much per thug placed there: a bot's own
    lean, which settles near-equal splits its own way."""
    tilt = tilt or [0.0] * len(tables)
    best = [0.0] * (have + 1)  # best[t]: most gain using at most t thugs so far
    choices = []
    for table, lean in zip(tables, tilt):
        lean += 1e-6
        new = [0.0] * (have + 1)
        pick = [0] * (have + 1)
        for t in range(have + 1):
            top, arg = -1e18, 0
            for x in range(t + 1):
                g = best[t - x] + table[x] + lean * x
                if g > top:
                    top, arg = g, x
            new[t], pick[t] = top, arg
        best = new
        choices.append(pick)
    counts = [0] * len(tables)
    t = have
    for d in range(len(tables) - 1, -1, -1):
        counts[d] = choices[d][t]
        t -= counts[d]
    return best[have], counts
