"""Helpers shared by the benchmark modules: Wilson intervals, percentiles, a table, the
random baseline bot, a process pool for win-rate games, bots-only games and decision
timing."""
from __future__ import annotations

import gc
import math
import random
import time
from concurrent.futures import ProcessPoolExecutor
from typing import Iterable, Mapping, Sequence

from ..ai.base import run_to_end
from ..engine.lives_rounds import OVER


def wilson(successes: float, trials: int, z: float = 1.96) -> tuple[float, float]:
    """Wilson score interval (95% by default) for a rate; `successes` may be fractional
    (shared wins count 1/k)."""
    if trials <= 0:
        return 0.0, 1.0
    p = successes / trials
    denom = 1.0 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denom
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def percentile(values: Sequence[float], q: float) -> float:
    """The q-th percentile (0..100) with linear interpolation; 0.0 for no values."""
    if not values:
        return 0.0
    xs = sorted(values)
    if len(xs) == 1:
        return float(xs[0])
    pos = (len(xs) - 1) * q / 100.0
    lo = math.floor(pos)
    hi = min(lo + 1, len(xs) - 1)
    return float(xs[lo] + (xs[hi] - xs[lo]) * (pos - lo))


def rate_rows(name: str, successes: float, trials: int) -> dict[str, float]:
    """`name`, `name.ci_low`, `name.ci_high`, `name.games` for a win rate."""
    lo, hi = wilson(successes, trials)
    return {name: successes / trials if trials else 0.0, f"{name}.ci_low": lo,
            f"{name}.ci_high": hi, f"{name}.games": float(trials)}


def format_value(value: float) -> str:
    if isinstance(value, float) and value.is_integer() and abs(value) < 1e12:
        return str(int(value))
    if abs(value) >= 100:
        return f"{value:,.1f}"
    return f"{value:.4g}"


def format_table(rows: Mapping[str, float] | Iterable[tuple[str, float]]) -> str:
    items = list(rows.items()) if isinstance(rows, Mapping) else list(rows)
    if not items:
        return "(no results)"
    width = max(len(k) for k, _ in items)
    lines = [f"{'name'.ljust(width)}  value", f"{'-' * width}  {'-' * 12}"]
    lines += [f"{k.ljust(width)}  {format_value(v)}" for k, v in items]
    return "\n".join(lines)


def print_table(rows, title: str | None = None) -> None:
    if title:
        print(title)
    print(format_table(rows))


class RandomBot:
    """Uniformly random legal action (the baseline opponent)."""

    level = "random"

    def __init__(self, rng: random.Random):
        self.rng = rng

    def decide(self, view):
        return self.rng.choice(view.legal)
        yield  # pragma: no cover  (makes this a generator like every bot)


def row_filter(prefix: str, only: str | None):
    """`wanted(name)` for a module's `run`: is the row `prefix + name` asked for by
    `--only` (a row, or a prefix of rows, or a row's own prefix)?"""
    def wanted(name: str) -> bool:
        full = prefix + name
        return not only or full.startswith(only) or only.startswith(full)
    return wanted


def first_round_rate(state_class, opts: dict, seconds: float, batch: int) -> float:
    """Random first rounds of a lives game (every seat plays a uniformly random legal
    action until round 1 begins) per CPU second of this process, in batches of `batch`
    new games: the one definition of `random_rounds_per_s` for Cinco Vidas and its
    Spanish-deck games. The heap is frozen first, as the app does."""
    gc.collect()
    gc.freeze()  # the benchmark's own imports are not the engine's cost
    choice = random.Random(1).choice
    rounds = seed = 0
    t0 = time.process_time()
    deadline = t0 + seconds
    while True:
        for _ in range(batch):
            s = state_class(opts, seed)
            seed += 1
            while s.round_no == 0 and s.phase != OVER:
                p = s.to_act()[0]
                s.apply(p, choice(s.legal_actions(p)))
            rounds += 1
        now = time.process_time()
        if now >= deadline:
            return rounds / (now - t0)


def pool_map(fn, jobs, workers: int):
    """`fn` over `jobs`, in `workers` processes when there is enough work to pay for them."""
    if workers <= 1 or len(jobs) < 8:
        return [fn(j) for j in jobs]
    with ProcessPoolExecutor(workers) as ex:
        return list(ex.map(fn, jobs, chunksize=max(1, len(jobs) // (workers * 8))))


# ---------------------------------------------------------------- bots-only games
def first_to_act(state) -> tuple[int, ...]:
    """The seat that moves next in a turn-based game (what most games' loops apply)."""
    return (state.to_act()[0],)


def play_bots(state, bots, parse_action, movers=first_to_act) -> tuple[int, ...]:
    """Plays `state` to its end, each seat's bot deciding from that seat's view only;
    `movers(state)` names the seats to apply in turn (every seat for simultaneous moves)."""
    while not state.is_terminal():
        for p in movers(state):
            state.apply(p, parse_action(run_to_end(bots[p].decide(state.view(p)))))
    return state.winners()


def seat_share(winners, seat: int) -> float:
    """1 for a sole win, 1/k for a win shared by k seats, 0 otherwise."""
    return 1.0 / len(winners) if seat in winners else 0.0


def sample_views(new_game, parse_action, count: int, per: int = 3, seed: int = 7,
                 keep=None, movers=first_to_act) -> list:
    """`count` views met in bots-only games (`new_game(g, rng)` gives game g's state and
    bots), shuffled; `keep(view)` filters them (e.g. only views with a real choice)."""
    rng = random.Random(seed)
    views: list = []
    g = 0
    while len(views) < count * per:
        state, bots = new_game(g, rng)
        g += 1
        while not state.is_terminal():
            for p in movers(state):
                v = state.view(p)
                if keep is None or keep(v):
                    views.append(v)
                state.apply(p, parse_action(run_to_end(bots[p].decide(v))))
    rng.shuffle(views)
    return views[:count]


def has_choice(view) -> bool:
    return len(view.legal) > 1


def decision_ms_p95(views, levels, make_bot, prefix: str, warm: bool = False
                    ) -> dict[str, float]:
    """`<prefix>bot_ms_p95.<level>`: the 95th percentile of one whole decision over
    `views`, in CPU milliseconds of this process (other work on the machine does not
    inflate it). `warm` runs one decision first (tables a bot builds once)."""
    out = {}
    for level in levels:
        if warm:
            run_to_end(make_bot(level, random.Random(0)).decide(views[0]))
        times = []
        for i, v in enumerate(views):
            bot = make_bot(level, random.Random(i))
            t = time.process_time()
            run_to_end(bot.decide(v))
            times.append((time.process_time() - t) * 1000.0)
        out[f"{prefix}bot_ms_p95.{level}"] = percentile(times, 95)
    return out
