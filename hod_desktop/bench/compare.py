"""Engine speed of two commits, side by side: `python -m hod_desktop.bench.compare A B`.

Each commit is checked out into a temporary `git worktree`; the same measurement then
runs in fresh subprocesses, alternating A B B A A B ... so that drifts in the machine's
load fall on both sides alike. Every block does identical work on both sides (the same
seeds, the same random choices), timed in the subprocess's CPU seconds, with the heap
collected and frozen first as the app and `bench` do. The definitions of a round and of
a hand are those of `bench.cinco_vidas.random_rounds_per_s`,
`bench.cinco_vidas_espanola.random_rounds_per_s` (one measurement per mode) and
`bench.chinchon.random_hands_per_s`. A digest of every action taken is compared too, so
a speed-up that changed what the engine does is reported instead of measured.

`B` may be `.`: the working tree this script runs from (uncommitted changes included).
"""
from __future__ import annotations

import argparse
import json
import math
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

# One block of one measurement, run inside the checked-out commit (argv: what, base, count).
_BLOCK = r'''
import gc, hashlib, json, random, sys, time
what, base, count = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
digest = hashlib.sha256()
if what == "cinco_vidas" or what.startswith("cinco_vidas_espanola."):
    if what == "cinco_vidas":
        from hod_desktop.engine.cinco_vidas import OVER, CincoVidasState as State
        opts = {"players": 4}
    else:
        from hod_desktop.engine.cinco_vidas_espanola import OVER, EspanolaState as State
        opts = {"players": 4, "mode": what.partition(".")[2]}
    def block(record):
        choice = random.Random(base).choice
        for seed in range(base, base + count):
            s = State(opts, seed)
            while s.round_no == 0 and s.phase != OVER:
                p = s.to_act()[0]
                a = choice(s.legal_actions(p))
                if record:
                    digest.update(str(a).encode())
                s.apply(p, a)
else:
    from hod_desktop.engine.chinchon import ChinchonState
    def block(record):
        choice = random.Random(base).choice
        for seed in range(base, base + count):
            state = ChinchonState({"players": 2, "limit": 100, "reentry": True}, seed)
            while state.hand_no == 0 and not state.is_terminal():
                p = state.to_act()[0]
                a = choice(state.legal_actions(p))
                if record:
                    digest.update(str(a).encode())
                state.apply(p, a)
block(True)  # warm-up, and the digest of what was played
gc.collect()
gc.freeze()
t0 = time.process_time()
block(False)
cpu = time.process_time() - t0
print(json.dumps({"rate": count / cpu, "digest": digest.hexdigest()}))
'''

MODES = ("clasico", "twisted", "chaos", "a_ciegas")  # the Spanish-deck engine's table modes
# rounds / hands per block; the Spanish-deck rounds as bench.cinco_vidas_espanola's, per mode
MEASURES = {"cinco_vidas": 3000, "chinchon": 300,
            **{f"cinco_vidas_espanola.{m}": 3000 for m in MODES}}


def selected(only: str | None) -> list[str]:
    """The measurements `--only` names: one by its name, or all under a prefix
    (`cinco_vidas_espanola`: its four modes); every one without it."""
    if not only:
        return list(MEASURES)
    picked = [w for w in MEASURES if w == only or w.startswith(only + ".")]
    if not picked:
        raise SystemExit(f"no measurement {only!r}; there are: {', '.join(MEASURES)}")
    return picked


def _git(repo: Path, *args: str) -> str:
    return subprocess.run(["git", "-C", str(repo), *args], check=True, text=True,
                          capture_output=True).stdout.strip()


def _block(tree: Path, what: str, base: int, count: int) -> dict:
    env = dict(os.environ, PYTHONPATH=str(tree), PYTHONHASHSEED="0")
    out = subprocess.run([sys.executable, "-c", _BLOCK, what, str(base), str(count)],
                         cwd=tree, env=env, check=True, text=True, capture_output=True)
    return json.loads(out.stdout.strip().splitlines()[-1])


def compare(tree_a: Path, tree_b: Path, what: str, pairs: int, count: int,
            log=print) -> dict:
    """`pairs` pairs of blocks, A and B alternating (ABBA...); block k uses seeds from
    base k*count on both sides. Returns the rates, the per-pair ratios B/A and their
    spread."""
    rates_a, rates_b, ratios = [], [], []
    for k in range(pairs):
        base = 1_000 + k * count
        order = ("a", "b") if k % 2 == 0 else ("b", "a")
        got = {}
        for side in order:
            got[side] = _block(tree_a if side == "a" else tree_b, what, base, count)
        if got["a"]["digest"] != got["b"]["digest"]:
            raise SystemExit(f"{what}: the two commits played differently in block {k} "
                             f"(seeds from {base}); a speed-up must not change the game")
        rates_a.append(got["a"]["rate"])
        rates_b.append(got["b"]["rate"])
        ratios.append(got["b"]["rate"] / got["a"]["rate"])
        log(f"  {what} block {k}: A {rates_a[-1]:,.0f}/s  B {rates_b[-1]:,.0f}/s  "
            f"ratio {ratios[-1]:.2f}")
    logs = [math.log(r) for r in ratios]
    sd = statistics.stdev(logs) if len(logs) > 1 else 0.0
    gmean = math.exp(statistics.fmean(logs))
    half = 1.96 * sd / math.sqrt(len(logs)) if len(logs) > 1 else 0.0
    return {"what": what, "pairs": pairs, "count_per_block": count,
            "rate_a_median": statistics.median(rates_a),
            "rate_b_median": statistics.median(rates_b),
            "ratio_geomean": gmean, "ratio_ci95": (math.exp(math.log(gmean) - half),
                                                   math.exp(math.log(gmean) + half)),
            "ratio_min": min(ratios), "ratio_max": max(ratios),
            "ratio_median": statistics.median(ratios)}


def _checkout(repo: Path, commit: str, into: Path) -> Path:
    subprocess.run(["git", "-C", str(repo), "worktree", "add", "--detach", "-q", str(into),
                    commit], check=True, capture_output=True)
    return into


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m hod_desktop.bench.compare",
                                 description=__doc__.splitlines()[0])
    ap.add_argument("a", help="the base commit (e.g. 11efba6)")
    ap.add_argument("b", help="the commit to compare with it; '.' = this working tree")
    ap.add_argument("--pairs", type=int, default=6, help="block pairs per measurement")
    ap.add_argument("--only", metavar="NAME",
                    help="one measurement, or a prefix of several (cinco_vidas_espanola: "
                         f"its four modes); of {', '.join(MEASURES)}")
    ap.add_argument("--scale", type=float, default=1.0,
                    help="multiply the work per block (0.2 for a quick look)")
    ap.add_argument("--json", metavar="PATH", help="also write the results as JSON")
    args = ap.parse_args(argv)
    here = Path(__file__).resolve().parents[2]
    repo = Path(_git(here, "rev-parse", "--show-toplevel"))
    results = []
    with tempfile.TemporaryDirectory(prefix="hod_compare_") as tmp:
        added = []
        try:
            tree_a = _checkout(repo, args.a, Path(tmp) / "a")
            added.append(tree_a)
            if args.b == ".":
                tree_b = here
            else:
                tree_b = _checkout(repo, args.b, Path(tmp) / "b")
                added.append(tree_b)
            print(f"A = {args.a} ({_git(tree_a, 'rev-parse', '--short', 'HEAD')}), "
                  f"B = {args.b} ({_git(tree_b, 'rev-parse', '--short', 'HEAD')}"
                  f"{' + working tree' if args.b == '.' else ''})", flush=True)
            for what in selected(args.only):
                n = max(10, int(MEASURES[what] * args.scale))
                r = compare(tree_a, tree_b, what, args.pairs, n,
                            log=lambda s: print(s, flush=True))
                results.append(r)
                lo, hi = r["ratio_ci95"]
                print(f"{what}: B/A = {r['ratio_geomean']:.2f}x (95% CI {lo:.2f}-{hi:.2f}; "
                      f"min {r['ratio_min']:.2f}, max {r['ratio_max']:.2f}; "
                      f"{r['pairs']} pairs of {n}); A {r['rate_a_median']:,.0f}/s, "
                      f"B {r['rate_b_median']:,.0f}/s (medians, CPU time)", flush=True)
        finally:
            for tree in added:
                subprocess.run(["git", "-C", str(repo), "worktree", "remove", "--force",
                                str(tree)], capture_output=True)
    if args.json:
        Path(args.json).write_text(json.dumps(results, indent=1) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
