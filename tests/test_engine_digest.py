"""Engine speed-ups change nothing anyone can see: whole random games (actions, events,
every seat's view after every action, the save) hash to the digests recorded before."""
from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent / "digests"))
import engine_digest  # noqa: E402

RECORDED = json.loads(engine_digest.PATH.read_text())


def test_every_recorded_game_is_listed():
    assert sorted(RECORDED) == sorted(engine_digest.key(*g) for g in engine_digest.GAMES)
    assert {g[0].partition(":")[0] for g in engine_digest.GAMES} == {
        "cinco_vidas", "chinchon", "cinco_vidas_espanola"}


@pytest.mark.parametrize("game", engine_digest.GAMES, ids=lambda g: engine_digest.key(*g))
def test_random_game_replays_to_its_recorded_digest(game):
    assert engine_digest.digest(*game) == RECORDED[engine_digest.key(*game)]
