"""`python -m hod_desktop.bench [--quick] [--json PATH] [--only PREFIX]`."""
from __future__ import annotations

import argparse
import importlib
import json
import os
import sys
import time
import traceback

from . import BENCH_MODULES
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
                    help="run only rows whose name starts with PREFIX (e.g. cinco_vidas.random)")
    args = ap.parse_args(argv)
    results: dict[str, float] = {}
    failed: list[str] = []
    for name in BENCH_MODULES:
        if args.only and not (args.only.startswith(name) or name.startswith(args.only)):
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
        if args.only:
            rows = {k: v for k, v in rows.items() if k.startswith(args.only)}
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


def _accepts_only(module) -> bool:
    import inspect

    try:
        return "only" in inspect.signature(module.run).parameters
    except (TypeError, ValueError):
        return False


if __name__ == "__main__":
    sys.exit(main())
