"""What every bot is: given only a player's view and its own seeded generator, choose.

Bots think in small steps so the frame loop never stalls: `decide` is a generator that
yields while thinking and returns the action text at the end (`StopIteration.value`).
The scene runs it for a few milliseconds per frame; the benchmark runs it to the end.
Budgets are iteration counts, never clock time, so a deal code replays the same game.
"""
from __future__ import annotations

import random
import time
from typing import Generator, Protocol

Thinking = Generator[None, None, str]


class Bot(Protocol):
    level: str

    def decide(self, view) -> Thinking: ...


def run_to_end(thinking: Thinking) -> str:
    """Drive a bot's decision to completion (tests, benchmark, smoke runs)."""
    try:
        while True:
            next(thinking)
    except StopIteration as done:
        return done.value


def bot_rng(seed: int, seat: int) -> random.Random:
    """The generator of the bot in `seat` for the match with this seed."""
    return random.Random((seed * 7919 + seat * 104729 + 17) & 0xFFFFFFFFFFFF)


def bot_for_level(bots: dict, level: str, rng: random.Random, game: str):
    """The bot of `level` from a game's {level: class} table; an unknown level is refused
    with the levels there are (a bad setting or command-line flag says what is allowed)."""
    try:
        return bots[level](rng)
    except KeyError:
        raise ValueError(f"unknown {game} level {level!r}; known: {list(bots)}") from None


def think_for(gen: Thinking, budget: float) -> str | None:
    """Step a bot's generator within `budget` seconds; its action once it returns, else None."""
    t0 = last = time.perf_counter()
    chunk = 0.0
    try:
        # stop before a step of the usual size would overrun the budget
        while last - t0 + chunk < budget:
            next(gen)
            now = time.perf_counter()
            chunk, last = now - last, now
    except StopIteration as done:
        return done.value
    return None
