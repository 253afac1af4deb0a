"""The Poderes benchmark rows come out with their names (and Wilson intervals)."""
from __future__ import annotations

from hod_desktop.bench import poderes


def test_random_rounds_row():
    rows = poderes.run(quick=True, only="poderes.random")
    assert list(rows) == ["poderes.random_rounds_per_s"]
    assert rows["poderes.random_rounds_per_s"] > 20


def test_win_rate_rows_have_wilson_intervals():
    rows = poderes.winrate("normal", "random", 2, 1, 0)
    name = "poderes.winrate.normal_vs_random"
    assert set(rows) == {name, f"{name}.ci_low", f"{name}.ci_high", f"{name}.games"}
    assert rows[f"{name}.ci_low"] <= rows[name] <= rows[f"{name}.ci_high"]
