"""«¿Podría haber ganado?»: the very same deal played again, bots only, with the game's
top-level bot in the person's seat — the whole match, or one round.

The engine deals every round from the seed alone (`rng_for`), so the same seed gives the
same cards; the other seats get the same bots as at the table (`SeatBots`, whose
generators restart from (seed, seat, round) at every round), and the person's seat gets
the top-level bot. One round is replayed from the match as it stood when that round
began (the recorded actions up to there, applied again), with the table's bots as they
stood then (`SeatBots.at_round`, or rebuilt from the seeds), and stops when the round is
scored. The result is a `Match` whose actions can be compared with the person's.
"""
from __future__ import annotations

from ..engine.core import Match
from ..engine.history import HistoryBook
from .base import run_to_end
from .hint import top_level
from .seats import SeatBots, round_key


def seat_levels(options: dict, seat: int | None, game: str) -> dict[int, str]:
    """The bot level of every seat: the match's level, the top level in `seat`."""
    n = options["players"]
    level = options.get("level", "normal")
    return {p: (top_level(game) if p == seat else level) for p in range(n)}


def play_out(match: Match, bots: SeatBots, done=None, max_actions: int = 20000):
    """Let `bots` play `match` on until it ends (or `done(match)` says so), yielding
    while they think (None) and, after each move, the number of moves played so far (a
    screen shows how far the replay has come); returns the match."""
    limit = len(match.actions) + max_actions
    while not match.is_terminal() and not (done is not None and done(match)):
        if len(match.actions) >= limit:
            raise RuntimeError(f"{match.game}: no end after {max_actions} actions")
        seat = match.to_act()[0]
        action = yield from bots.decide(seat, match.view(seat))
        match.apply(seat, action)
        yield len(match.actions)
    return match


def bots_match_thinking(game: str, options: dict, seed: int, levels: dict[int, str],
                        start_actions=(), max_actions: int = 20000):
    """Play a match to its end with a bot in every seat (`levels[seat]`), yielding while
    the bots think; returns the finished Match. `start_actions` are applied first."""
    match = Match(game, dict(options), seed)
    for p, a in start_actions:
        match.apply(p, a)
    bots = SeatBots(game, seed, levels)
    return (yield from play_out(match, bots, max_actions=max_actions))


def replay_thinking(match, seat: int):
    """The generator of «¿Podría haber ganado?» for a finished (or abandoned) match."""
    levels = seat_levels(match.options, seat, match.game)
    return bots_match_thinking(match.game, match.options, match.seed, levels)


def replay_with_bot(match, seat: int) -> Match:
    """The same deal, bots only, the top-level bot in `seat`, played to the end."""
    return run_to_end(replay_thinking(match, seat))


# ---------------------------------------------------------------- one round
def round_starts(match) -> list[int]:
    """For each round of the match (0, 1, …), how many recorded actions come before it
    (the match replayed that far stands at the round's first decision)."""
    copy = Match(match.game, dict(match.options), match.seed)
    starts: list[int] = []

    def seen(i: int) -> None:
        key = round_key(match.game, copy.view(copy.to_act()[0] if copy.to_act() else 0))
        while key is not None and len(starts) <= key:
            starts.append(i)

    seen(0)
    for i, (p, a) in enumerate(match.actions):
        copy.apply(p, a)
        if not copy.is_terminal():
            seen(i + 1)
    return starts


def round_start(match, round_no: int) -> Match:
    """The match as it stood when round `round_no` began (the engine replays its actions)."""
    starts = round_starts(match)
    if round_no >= len(starts):
        raise ValueError(f"round {round_no} was not played (rounds: {len(starts)})")
    start = Match(match.game, dict(match.options), match.seed)
    for p, a in match.actions[:starts[round_no]]:
        start.apply(p, a)
    return start


def round_scored(round_no: int):
    """A `done` test for `play_out`: the history holds round `round_no`'s row."""
    book: list[HistoryBook] = []

    def done(match: Match) -> bool:
        if not book:
            book.append(HistoryBook(match))
        return len(book[0].update().rows) > round_no
    return done


def round_replay_thinking(match, seat: int, round_no: int, start_bots: dict | None = None):
    """Round `round_no` of `match` played again from where it began, bots only: the
    top-level bot in `seat`, the others as at the table (`start_bots`, from
    `SeatBots.at_round`; without it, rebuilt from the seeds). Returns the match once
    that round is scored (or over)."""
    start = round_start(match, round_no)
    levels = seat_levels(match.options, seat, match.game)
    others = {p: b for p, b in (start_bots or {}).items() if p != seat}
    bots = SeatBots(match.game, match.seed, levels, others)
    return (yield from play_out(start, bots, round_scored(round_no)))


def round_replay_with_bot(match, seat: int, round_no: int, start_bots: dict | None = None) -> Match:
    return run_to_end(round_replay_thinking(match, seat, round_no, start_bots))
