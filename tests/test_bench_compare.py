"""bench.compare: its measurements, chosen by name or prefix, run one block in a checkout
and give a rate and a digest of what was played (the same for the same seeds)."""
from __future__ import annotations

from pathlib import Path

import pytest

from hod_desktop.bench import compare

ROOT = Path(__file__).resolve().parents[1]


def test_only_picks_one_measurement_or_every_one_under_a_prefix():
    assert compare.selected(None) == list(compare.MEASURES)
    assert compare.selected("cinco_vidas") == ["cinco_vidas"]
    assert compare.selected("cinco_vidas_espanola") == [
        f"cinco_vidas_espanola.{m}" for m in ("clasico", "twisted", "chaos", "a_ciegas")]
    assert compare.selected("cinco_vidas_espanola.chaos") == ["cinco_vidas_espanola.chaos"]
    with pytest.raises(SystemExit):
        compare.selected("cinco")


@pytest.mark.parametrize("what", ["cinco_vidas_espanola.twisted", "cinco_vidas_espanola.chaos"])
def test_a_spanish_deck_block_measures_and_digests_the_same_play(what):
    one = compare._block(ROOT, what, 1000, 12)
    again = compare._block(ROOT, what, 1000, 12)
    other = compare._block(ROOT, what, 2000, 12)
    assert one["rate"] > 0 and one["digest"] == again["digest"] != other["digest"]
    # the mode is the one named: Chaos picks positions where Clásico plays cards
    clasico = compare._block(ROOT, "cinco_vidas_espanola.clasico", 1000, 12)["digest"]
    assert (clasico != one["digest"]) == what.endswith("chaos")
