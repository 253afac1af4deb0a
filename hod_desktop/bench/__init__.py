"""Benchmarks: `python -m hod_desktop.bench [--quick] [--json PATH] [--only PREFIX]`.

Each module listed in `BENCH_MODULES` that exists exposes `run(quick: bool) -> dict[str,
float]` with flat names (`cinco_vidas.random_rounds_per_s`); `__main__` merges them.
The games' modules come from the game list (each entry's `bench`), then the app's own.
"""
from .. import game_list

BENCH_MODULES = game_list.bench_modules() + ["net", "app", "hint", "could_win"]

# the row-name prefix of a module whose rows are not named after it: a game's table
# bench `table_<game>` writes the frame-time rows `table.*`
ROW_PREFIX = {name: "table" for name in BENCH_MODULES if name.startswith("table_")}
