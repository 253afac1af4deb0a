"""The history of a match, round by round, from the per-round results its engine reports.

Each game's `GameRules.round_reader` (engine.rounds) turns the game's own events into
rows: a lives game's rounds (`LivesRow`), Brag's deals (`DealRow`), Chinchón's hands
(`PointsRow`, with re-entries between them), Bandas' nights (`NightRow`), Siete y media's
hands (`ScoreRow`). This module knows no game: it keeps the rows the reader returns. A
game without a reader has an empty history.

`HistoryBook` replays the match's recorded actions on a private copy of the match and
reads the events, so it sees only what every player saw; `update()` catches up with new
actions incrementally (cheap to call every frame).
"""
from __future__ import annotations

from .core import Match, get_rules
from .rounds import (DEALS, LIVES, NIGHTS, POINTS, SCORES, Amended, DealRow, LivesRow,  # noqa: F401
                     NightRow, PointsRow, Reentry, RoundReader, ScoreRow)


def reader_for(game: str, n: int, first_view=None) -> RoundReader:
    """Game `game`'s round reader (an empty one when the game reports no rounds)."""
    make = get_rules(game).round_reader
    return make(n, first_view) if make is not None else RoundReader(n, first_view)


class EventHistory:
    """Round-by-round rows read from a match's events, fed with `read` (a table feeds the
    events it shows, so its score board never runs ahead of the cards on the felt)."""

    def __init__(self, n: int, reader: RoundReader | None = None):
        self.reader = reader if reader is not None else RoundReader(n)
        self.rows: list = []
        self.reentries: list[tuple[int, int, int]] = []  # (rows before it, seat, total it came back with)
        self.n = n

    @property
    def kind(self) -> str | None:
        """How the rows read (engine.rounds: LIVES, POINTS, DEALS, NIGHTS, SCORES)."""
        return self.reader.kind or None

    @property
    def replayable(self) -> bool:
        """Whether one round of this game can be played again («¿Podría haber ganado?»)."""
        return self.reader.replayable

    def timeline(self) -> list:
        """The rows in order, each batch of re-entries after the row it followed as a dict
        {seat: the total it came back with}, so a points game's totals read down a column
        with every jump explained."""
        out: list = []
        for i in range(len(self.rows) + 1):
            back = {p: total for before, p, total in self.reentries if before == i}
            if back:
                out.append(back)
            if i < len(self.rows):
                out.append(self.rows[i])
        return out

    def read(self, events) -> None:
        """Take in events in the order they happened (the reader keeps what closes a round)."""
        for e in events:
            for item in self.reader.read(e):
                if isinstance(item, Reentry):
                    self.reentries.append((len(self.rows), item.seat, item.total))
                elif isinstance(item, Amended):
                    if self.rows:
                        self.rows[-1] = item.row
                else:
                    self.rows.append(item)


class HistoryBook(EventHistory):
    """The rows of one match, replayed from its recorded actions (kept up to date with
    `update`)."""

    def __init__(self, match: Match):
        n = match.options.get(match.rules.players_option, 2)
        self.match = match
        self._copy = Match(match.game, dict(match.options), match.seed)
        super().__init__(n, reader_for(match.game, n, self._copy.view(0)))
        self._seen = 0
        self.update()

    def update(self) -> "HistoryBook":
        """Apply the actions recorded since the last call and read their events."""
        actions = self.match.actions
        while self._seen < len(actions):
            p, a = actions[self._seen]
            self.read(self._copy.apply(p, a))
            self._seen += 1
        return self


def history_of(match: Match) -> HistoryBook:
    """The history of a match as it stands now."""
    return HistoryBook(match)

