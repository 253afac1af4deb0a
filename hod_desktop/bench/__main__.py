"""`python -m hod_desktop.bench [--quick] [--json PATH] [--only PREFIX]`."""
from __future__ import annotations

import argparse
import importlib
import json
import os
import sys
import time
import traceback

from . import BENCH_MODULES, ROW_PREFIX
from .common import print_table


def _load(name: str):
    try:
        return importlib.import_module(f"{__package__}.{name}")
    except ModuleNotFoundError as e:
        if e.name == f"{__package__}.{name}":
            return None
        raise


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m hod_desktop.bench",
                                 description="Measure engine speed, bot strength and app timings.")
    ap.add_argument("--quick", action="store_true", help="small samples (a few minutes in all)")
    ap.add_argument("--json", metavar="PATH", help="write the merged flat results as JSON")
    ap.add_argument("--only", metavar="PREFIX",
                    help="run only the modules whose rows may start with PREFIX and print only those "
                         "rows (e.g. cinco_vidas.random, table.frame_ms_p99.chinchon)")
    args = ap.parse_args(argv)
    results: dict[str, float] = {}
    failed: list[str] = []
    for name in BENCH_MODULES:
        if args.only and not _may_match(name, args.only):
            continue
        t0 = time.perf_counter()
        try:
            module = _load(name)
            if module is None:
                continue
            kwargs = {"only": args.only} if _accepts_only(module) else {}
            rows = module.run(args.quick, **kwargs)
        except Exception:  # one broken module must not hide the others' rows
            traceback.print_exc()
            print(f"== {name}: FAILED", flush=True)
            failed.append(name)
            continue
        if args.only and not name.startswith(args.only):  # chosen by its rows, not by name
            rows = {k: v for k, v in rows.items() if k.startswith(args.only)}
        if args.only and not rows:
            continue
        print_table(rows, f"== {name} ({time.perf_counter() - t0:.1f} s)")
        print(flush=True)
        results.update(rows)
    if args.json:
        tmp = args.json + ".tmp"
        with open(tmp, "w", encoding="utf-8") as f:
            json.dump(results, f, indent=1, sort_keys=True)
            f.write("\n")
        os.replace(tmp, args.json)
    return 1 if failed else 0


def _may_match(name: str, only: str) -> bool:
    """Whether module `name` can produce a row starting with `only` (rows are named
    `<prefix>.<what>[.<game>]`, so `table.frame_ms_p99.chinchon` runs `table_chinchon`)."""
    prefix = ROW_PREFIX.get(name, name)
    return any(p.startswith(only) or only == p or only.startswith(p + ".") for p in (name, prefix))


def _accepts_only(module) -> bool:
    import inspect

    try:
        return "only" in inspect.signature(module.run).parameters
    except (TypeError, ValueError):
        return False


if __name__ == "__main__":
    sys.exit(main())
