"""The bots of a table, one per seat, with a generator that starts afresh at every round.

A bot's choices depend on its view and on its generator. If one generator ran through
the whole match, the bots' play in round 5 would depend on everything they thought in
rounds 1 to 4, so no single round could be played again on its own. Here each seat's
generator is reseeded from (match seed, seat, round) at the first decision of every
round (`round_seed`), so a round's play depends only on where the round began and on
what the bots remember of earlier rounds. `SeatBots` also keeps a copy of every bot as
it stood when each round began (`at_round`): «¿Podría haber ganado?» replays one round
with those very bots (ai/replay.py). Bots with no memory of earlier rounds (every bot
but Cinco Vidas Difícil, which learns how careless each rival is) are rebuilt exactly
from (seed, seat, round, level) even without a copy, e.g. after resuming a save.

Which round a view belongs to is the game's own answer (`round_of` of its round reader,
engine/rounds.py). A game whose reader gives None (Brag, Bandas) keeps one generator per
seat for the whole match, `bot_rng(seed, seat)`, as before.
"""
from __future__ import annotations

import copy
import random

from .. import game_list
from ..engine.core import get_rules
from .base import Thinking, bot_rng

def round_key(game: str, view) -> int | None:
    """The round a view of `game` belongs to (0, 1, …), as the game's round reader says
    (`RoundReader.round_of`); None for a game whose bots keep one generator for the whole
    match (Brag, Bandas)."""
    make = get_rules(game).round_reader
    return make.round_of(view) if make is not None else None


def round_seed(seed: int, seat: int, round_no: int) -> int:
    """The seed of `seat`'s generator during round `round_no` of the match `seed`."""
    return (seed * 7919 + seat * 104729 + (round_no + 1) * 1_299_709 + 31) & 0xFFFFFFFFFFFF


class SeatBots:
    """The bots of the seats in `levels` ({seat: level}); `decide(seat, view)` is the
    acting bot's generator, after starting a new round for every bot when the view's
    round changed. `bots` (same shape, e.g. copies from `at_round`) replaces the fresh
    ones of those seats."""

    def __init__(self, game: str, seed: int, levels: dict[int, str],
                 start: dict | None = None):
        self.game, self.seed = game, seed
        module = game_list.entry(game).bot_module()
        self.bots: dict = {}
        self.rngs: dict[int, random.Random] = {}
        for p, level in levels.items():
            if start is not None and p in start:
                self.bots[p], self.rngs[p] = copy.deepcopy(start[p])
            else:
                rng = bot_rng(seed, p)
                self.bots[p], self.rngs[p] = module.make_bot(level, rng), rng
        self.round: int | None = None
        self.snapshots: dict[int, dict] = {}

    def __contains__(self, seat: int) -> bool:
        return seat in self.bots

    def __getitem__(self, seat: int):
        return self.bots[seat]

    def decide(self, seat: int, view) -> Thinking:
        self.begin_round(round_key(self.game, view))
        return self.bots[seat].decide(view)

    def begin_round(self, key: int | None) -> None:
        """Reseed every bot for round `key` and keep a copy of them as they start it."""
        if key is None or key == self.round:
            return
        self.round = key
        for p, rng in self.rngs.items():
            rng.seed(round_seed(self.seed, p, key))
        self.snapshots[key] = {p: copy.deepcopy((self.bots[p], self.rngs[p]))
                               for p in self.bots}

    def at_round(self, key: int) -> dict | None:
        """{seat: (bot, generator)} as they stood when round `key` began, if seen here."""
        return self.snapshots.get(key)


__all__ = ["SeatBots", "round_key", "round_seed"]
