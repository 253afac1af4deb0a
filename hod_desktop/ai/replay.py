"""«¿Podría haber ganado?»: the very same deal played again, bots only, with the game's
top-level bot in the person's seat.

The engine deals every round from the seed alone (`rng_for`), so the same seed gives the
same cards; the other seats get the same bots as at the table (`make_bot(game, level,
seed, seat)`), and the person's seat gets the top-level bot with that seat's seed. The
result is a finished `Match` whose actions can be compared with the person's.
"""
from __future__ import annotations

from ..engine.core import Match
from .base import run_to_end
from .hint import top_level
from .registry import make_bot


def seat_levels(options: dict, seat: int | None, game: str) -> dict[int, str]:
    """The bot level of every seat: the match's level, the top level in `seat`."""
    n = options["players"]
    level = options.get("level", "normal")
    return {p: (top_level(game) if p == seat else level) for p in range(n)}


def bots_match_thinking(game: str, options: dict, seed: int, levels: dict[int, str],
                        start_actions=(), max_actions: int = 20000):
    """Play a match to its end with a bot in every seat (`levels[seat]`), yielding while
    the bots think; returns the finished Match. `start_actions` are applied first (a
    round replayed from where it began)."""
    match = Match(game, dict(options), seed)
    for p, a in start_actions:
        match.apply(p, a)
    bots = {p: make_bot(game, lvl, seed, p) for p, lvl in levels.items()}
    while not match.is_terminal():
        if len(match.actions) >= max_actions:
            raise RuntimeError(f"{game}: no end after {max_actions} actions")
        seat = match.to_act()[0]
        action = yield from bots[seat].decide(match.view(seat))
        match.apply(seat, action)
        yield
    return match


def replay_thinking(match, seat: int):
    """The generator of «¿Podría haber ganado?» for a finished (or abandoned) match."""
    levels = seat_levels(match.options, seat, match.game)
    return bots_match_thinking(match.game, match.options, match.seed, levels)


def replay_with_bot(match, seat: int) -> Match:
    """The same deal, bots only, the top-level bot in `seat`, played to the end."""
    return run_to_end(replay_thinking(match, seat))
