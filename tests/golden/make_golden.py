"""Regenerate the golden replays. Run ONLY after a deliberate rule change:

    .venv/bin/python tests/golden/make_golden.py

Each file holds a finished saved game (`save`) and the result recorded when it was made
(`expected`: terminal, winners, final lives). `tests/test_save_format.py` replays them.
Games are played by random legal actions from a fixed `random.Random`, so the same
engine always writes the same files; a changed file means the rules changed.
"""
from __future__ import annotations

import json
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from hod_desktop.engine.core import Match  # noqa: E402

HERE = Path(__file__).parent

# (file stem, game, players, deal seed, choice seed); the last one ends with every
# remaining player falling in the same round and a shared win (found by search once).
GAMES = [
    ("cinco_vidas_2p", "cinco_vidas", 2, 101, 1),
    ("cinco_vidas_4p", "cinco_vidas", 4, 2026, 2),
    ("cinco_vidas_8p", "cinco_vidas", 8, 7, 3),
    ("cinco_vidas_5p_shared_win", "cinco_vidas", 5, None, 4),
]


def play(game: str, players: int, seed: int, choice_seed: int) -> Match:
    rng = random.Random(choice_seed)
    m = Match(game, {"players": players}, seed)
    while not m.is_terminal():
        p = rng.choice(m.to_act())
        m.apply(p, rng.choice(m.legal_actions(p)))
    return m


def shared_win_seed(game: str, players: int, choice_seed: int) -> int:
    for seed in range(100_000):
        if len(play(game, players, seed, choice_seed).winners()) > 1:
            return seed
    raise SystemExit("no shared win found")


def record(m: Match) -> dict:
    view = m.view(0)
    return {"save": m.to_dict(),
            "expected": {"terminal": m.is_terminal(), "winners": list(m.winners()),
                         "lives": list(view.lives), "rounds": view.round_no + 1}}


def dump(rec: dict) -> str:
    """Readable JSON: one action per line, so a diff shows where two replays part."""
    save = dict(rec["save"])
    actions = save.pop("actions")
    head = json.dumps(save, sort_keys=True)[:-1]
    lines = ",\n  ".join(json.dumps(a) for a in actions)
    return (f'{{"expected": {json.dumps(rec["expected"], sort_keys=True)},\n'
            f' "save": {head}, "actions": [\n  {lines}]}}}}\n')


def main() -> None:
    for stem, game, players, seed, choice_seed in GAMES:
        if seed is None:
            seed = shared_win_seed(game, players, choice_seed)
        m = play(game, players, seed, choice_seed)
        path = HERE / f"{stem}.json"
        path.write_text(dump(record(m)))
        print(f"{path.name}: seed {seed}, {len(m.actions)} actions, winners {m.winners()}")


if __name__ == "__main__":
    main()
