"""Helpers shared by the benchmark modules: Wilson intervals, percentiles, a table, the
random baseline bot and a process pool for win-rate games."""
from __future__ import annotations

import math
import random
from concurrent.futures import ProcessPoolExecutor
from typing import Iterable, Mapping, Sequence


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


def pool_map(fn, jobs, workers: int):
    """`fn` over `jobs`, in `workers` processes when there is enough work to pay for them."""
    if workers <= 1 or len(jobs) < 8:
        return [fn(j) for j in jobs]
    with ProcessPoolExecutor(workers) as ex:
        return list(ex.map(fn, jobs, chunksize=max(1, len(jobs) // (workers * 8))))
