"""Finds the bot module of a game through the game list: its `make_bot(level, rng)`."""
from __future__ import annotations

from .. import game_list
from .base import Bot, bot_rng


def make_bot(game: str, level: str, seed: int, seat: int) -> Bot:
    module = game_list.entry(game).bot_module()
    return module.make_bot(level, bot_rng(seed, seat))
