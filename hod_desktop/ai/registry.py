"""Finds the bot module of a game: `hod_desktop.ai.<game>.make_bot(level, rng)`."""
from __future__ import annotations

from importlib import import_module

from .base import Bot, bot_rng


def make_bot(game: str, level: str, seed: int, seat: int) -> Bot:
    module = import_module(f"hod_desktop.ai.{game}")
    return module.make_bot(level, bot_rng(seed, seat))
