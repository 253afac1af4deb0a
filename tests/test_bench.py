"""The benchmark command runs and writes flat JSON with the expected names."""
from __future__ import annotations

import json
import subprocess
import sys

from hod_desktop.bench.common import percentile, rate_rows, wilson


def test_wilson_and_percentile():
    lo, hi = wilson(60, 100)
    assert 0.50 < lo < 0.60 < hi < 0.70
    assert wilson(0, 0) == (0.0, 1.0)
    assert percentile([1, 2, 3, 4, 5], 50) == 3
    assert percentile([], 95) == 0.0
    rows = rate_rows("x.winrate", 3.5, 10)
    assert rows["x.winrate"] == 0.35 and rows["x.winrate.games"] == 10


def test_bench_quick_only_random_writes_json(tmp_path):
    out = tmp_path / "bench.json"
    subprocess.run([sys.executable, "-m", "hod_desktop.bench", "--quick", "--only",
                    "cinco_vidas.random", "--json", str(out)], check=True, timeout=120,
                   capture_output=True)
    data = json.loads(out.read_text())
    assert list(data) == ["cinco_vidas.random_rounds_per_s"]
    assert data["cinco_vidas.random_rounds_per_s"] > 100
