"""Benchmarks: `python -m hod_desktop.bench [--quick] [--json PATH] [--only PREFIX]`.

Each module listed in `BENCH_MODULES` that exists exposes `run(quick: bool) -> dict[str,
float]` with flat names (`cinco_vidas.random_rounds_per_s`); `__main__` merges them.
"""

BENCH_MODULES = ["cinco_vidas", "chinchon", "table", "table_chinchon", "app"]

# the row-name prefix of a module whose rows are not named after it
ROW_PREFIX = {"table_chinchon": "table"}
