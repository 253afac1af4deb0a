"""Issue 34, item 6: stats.json holding NaN, Infinity or 1e308 was accepted and the
Chinchón row of the statistics overflowed. Such a file is set aside with one sentence;
figures at the limits still load."""
from __future__ import annotations

import json

import pytest

from hod_desktop import persist
from hod_desktop.persist import stats as stats_module


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("HOD_HOME", str(tmp_path))
    return tmp_path / "data"


GOOD = {"played": 4, "won": 1, "streak": 0, "best_streak": 1, "place_sum": 9,
        "extra": {"points_per_hand": [120.0, 8]}}


@pytest.mark.parametrize("field,value", [
    ("played", "NaN"), ("played", "Infinity"), ("played", "1e308"), ("won", "-Infinity"),
    ("place_sum", "1e308"), ("extra", '{"points_per_hand": [NaN, 8]}'),
    ("extra", '{"points_per_hand": [1e308, 8]}'), ("extra", '{"points_per_hand": [5, Infinity]}'),
    ("played", "4.5"), ("won", "9"),  # a fraction of a game; more won than played
])
def test_absurd_figures_set_the_file_aside_with_one_sentence(home, field, value):
    entry = json.dumps(GOOD)[:-1] + f', "{field}": {value}}}'  # the last key wins
    text = f'{{"version": 1, "games": {{"chinchon": {entry}}}}}'
    persist.stats_path().write_text(text, encoding="utf-8")
    stats, msg = persist.load_stats("es")
    assert stats["games"] == {}
    aside = sorted(home.glob("stats.broken-*.json"))
    assert len(aside) == 1 and aside[0].read_text(encoding="utf-8") == text
    assert msg and "estadísticas" in msg.lower() and str(aside[0]) in msg


def test_figures_at_the_limits_still_load(home):
    most = stats_module.MAX_COUNT
    entry = {"played": most, "won": most, "streak": most, "best_streak": most,
             "place_sum": most * 10,
             "extra": {"points_per_hand": [float(stats_module.MAX_AVERAGE * 8), 8]},
             "achievements": {"pureza": most}}
    persist.stats_path().write_text(json.dumps({"version": 1, "games": {"chinchon": entry}}),
                                    encoding="utf-8")
    stats, msg = persist.load_stats()
    assert msg is None and stats["games"]["chinchon"]["played"] == most
    row = persist.summary(stats, "chinchon")
    assert row["points_per_hand"] == stats_module.MAX_AVERAGE and row["win_pct"] == 100.0
