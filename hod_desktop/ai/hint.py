"""«¿Qué haría la máquina?»: the move the game's top-level bot would make from a seat's
own view, and its one-line reason where the bot can give one.

Rule-free and the same for every game: the bot module named by the game list decides
(its last level is the strongest), fed only `match.view(seat)` and a generator seeded
from the match's seed and the seat, so the same view always gets the same hint. A bot
that can say why has `explain() -> (text key, details)`; the UI words it.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from .. import game_list
from .base import Thinking, run_to_end
from .registry import make_bot


@dataclass(frozen=True)
class Hint:
    """The suggested action (engine text) and why: (text key, details) or None."""

    action: str
    reason: tuple[str, dict] | None = field(default=None, compare=False)


def top_level(game: str) -> str:
    """The strongest bot level of a game (the last of its bot module's LEVELS)."""
    return game_list.entry(game).bot_module().LEVELS[-1]


def hint_bot(game: str, seed: int, seat: int):
    """The bot that gives hints in `seat`: a fresh top-level bot with the seat's seed."""
    return make_bot(game, top_level(game), seed, seat)


def hint_thinking(game: str, view, seed: int, seat: int):
    """A generator like a bot's `decide` (yields while thinking) that returns a Hint."""
    bot = hint_bot(game, seed, seat)
    action = yield from bot.decide(view)
    explain = getattr(bot, "explain", None)
    return Hint(action, explain() if explain is not None else None)


def hint_for(match, seat: int) -> Hint:
    """The hint for `seat` now, thought to the end (tests, the benchmark)."""
    return run_to_end(hint_thinking(match.game, match.view(seat), match.seed, seat))


__all__ = ["Hint", "Thinking", "top_level", "hint_bot", "hint_thinking", "hint_for"]
