"""Digests of whole random games, to prove an engine change altered nothing a save, a
deal code or the table can see: every action, every event and every seat's view after
every action go into one SHA-256 per game.

    python tests/digests/engine_digest.py   # rewrite engine_digests.json (rule changes only)
"""
from __future__ import annotations

import hashlib
import json
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from hod_desktop.engine.core import Match  # noqa: E402

HERE = Path(__file__).parent
PATH = HERE / "engine_digests.json"
# (game, players, seed, choice seed, at most this many actions)
GAMES = [("cinco_vidas", n, 300 + 10 * k + n, k, 2000) for n in range(2, 9) for k in range(3)] + \
        [("chinchon", n, 700 + n, n, 700) for n in (2, 3, 4, 5, 6)] + \
        [("chinchon", 2, 900 + k, k, 700) for k in range(4)] + \
        [(f"cinco_vidas_espanola:{mode}", n, 500 + 10 * k + n, k, 2000)
         for mode in ("clasico", "twisted", "chaos", "a_ciegas") for n in (2, 3, 4, 5, 8)
         for k in range(2)] + \
        [(f"cinco_vidas_espanola:{mode}+poderes", n, 600 + n, 0, 2000)
         for mode in ("clasico", "twisted", "chaos", "a_ciegas") for n in (2, 4, 6)]


def _pick(m: Match, p: int, rng: random.Random):
    legal = m.legal_actions(p)
    if m.game == "chinchon":
        closes = [a for a in legal if str(a).startswith("close")]
        if closes and rng.random() < 0.8:
            return rng.choice(closes)
        if rng.random() < 0.05 and m.state.phase in ("draw", "discard"):
            hand = [str(c) for c in m.state.hands[p]]
            rng.shuffle(hand)
            return "arrange " + " ".join(hand)
    return rng.choice(legal)


def digest(game: str, players: int, seed: int, choice_seed: int, limit: int) -> str:
    rng = random.Random(choice_seed)
    game, _, mode = game.partition(":")  # "cinco_vidas_espanola:twisted+poderes": options
    mode, _, poderes = mode.partition("+")
    options = {"players": players, **({"mode": mode} if mode else {}),
               **({"poderes": True} if poderes else {})}
    m = Match(game, options, seed)
    h = hashlib.sha256()
    for p in range(players):
        h.update(repr(m.view(p)).encode())
    for _ in range(limit):
        if m.is_terminal():
            break
        p = rng.choice(m.to_act())
        action = _pick(m, p, rng)
        events = m.apply(p, action)
        h.update(f"{p}:{action}:{events!r}".encode())
        for q in range(players):
            h.update(repr(m.view(q)).encode())
    h.update(m.to_json().encode())
    return h.hexdigest()


def key(game, players, seed, choice_seed, limit) -> str:
    return f"{game}/{players}p/seed{seed}/choice{choice_seed}/{limit}"


if __name__ == "__main__":
    PATH.write_text(json.dumps({key(*g): digest(*g) for g in GAMES}, indent=1) + "\n")
    print(f"wrote {PATH.name}: {len(GAMES)} games")
