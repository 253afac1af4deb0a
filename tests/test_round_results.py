"""The per-round result contract (engine/rounds.py): every game of the game list reports
its rounds through `GameRules.round_reader`, and the shared readers (engine/history.py,
the History screen, «¿Podría haber ganado?») know no game's events."""
from __future__ import annotations

import inspect
import re
import random
from dataclasses import dataclass
from pathlib import Path

import pytest

from hod_desktop import game_list
from hod_desktop.engine import history, rounds
from hod_desktop.engine.core import Event, Match, get_rules
from helpers import play_random, random_options

KINDS = {rounds.LIVES, rounds.POINTS, rounds.DEALS, rounds.NIGHTS, rounds.SCORES}
SHARED = ("hod_desktop/engine/history.py", "hod_desktop/ui/table/history_table.py",
          "hod_desktop/ui/table/table_aids.py", "hod_desktop/scenes/could_win.py",
          "hod_desktop/scenes/could_win_round.py", "hod_desktop/ai/replay.py",
          "hod_desktop/ai/seats.py")
ROOT = Path(__file__).resolve().parent.parent


def event_class_names() -> set[str]:
    game_list.load_engines()
    names: set[str] = set()
    for name in game_list.names():
        module = game_list.entry(name).engine_module()
        for sub in [module] + [m for _, m in inspect.getmembers(module, inspect.ismodule)]:
            names |= {n for n, c in vars(sub).items()
                      if inspect.isclass(c) and issubclass(c, Event) and c is not Event}
    return names


def test_shared_readers_name_no_event_class():
    names = event_class_names()
    assert {"RoundScored", "HandsShown", "HandCounted", "NightRevealed"} <= names
    for path in SHARED:
        source = (ROOT / path).read_text()
        named = sorted(n for n in names if re.search(rf"\b{n}\b", source))
        assert not named, f"{path} recognises game events by name: {named}"


@pytest.mark.parametrize("game", game_list.names())
def test_every_game_reports_its_rounds(game):
    rules = get_rules(game)
    assert rules.round_reader is not None, f"{game}: no round_reader in its GameRules"
    rng = random.Random(7)
    counts = next(s for s in rules.options if s.name == rules.players_option).choices
    options = random_options(rules, 4 if 4 in counts else max(counts), rng)
    match = play_random(game, options, 11, rng)
    book = history.HistoryBook(match)
    n = options["players"]
    assert book.kind in KINDS and book.rows, f"{game}: a whole game gave no rows"
    assert [r.number for r in book.rows] == list(range(1, len(book.rows) + 1))
    assert any(r.played(p) for r in book.rows for p in range(n))
    for r in book.rows:
        assert len(r.after) == n
        for p in range(n):
            assert (r.loss(p) is None) == (not r.played(p)) or book.kind == rounds.POINTS
    # a game whose rounds P replays says which round each view belongs to, and back
    from hod_desktop.ai.seats import round_key
    key = round_key(game, Match(game, options, 11).view(0))
    assert (key == 0) if book.replayable else key is None
    # fed event by event (as a table feeds what it shows), the same rows
    fed = history.EventHistory(n, history.reader_for(game, n, Match(game, options, 11).view(0)))
    copy = Match(game, options, 11)
    for p, a in match.actions:
        fed.read(copy.apply(p, a))
    assert fed.rows == book.rows and fed.kind == book.kind


@dataclass(frozen=True, slots=True)
class Scored(Event):
    """A made-up game's event, known only to its own reader."""

    gains: tuple[int, ...]


class MadeUpReader(rounds.RoundReader):
    kind = rounds.SCORES
    replayable = True

    def __init__(self, n, first_view=None):
        super().__init__(n, first_view)
        self.scores, self.hands = (0,) * n, 0

    def read(self, e):
        if not isinstance(e, Scored):
            return ()
        self.scores = tuple(s + g for s, g in zip(self.scores, e.gains))
        self.hands += 1
        return (rounds.ScoreRow(self.hands, None, e.gains, self.scores), rounds.Reentry(1, 9))


def test_a_game_the_history_never_heard_of_reads_through_its_reader():
    book = history.EventHistory(2, MadeUpReader(2))
    book.read([Event(), Scored((3, -3)), Event(), Scored((-1, 1))])
    assert book.kind == rounds.SCORES and book.replayable
    assert [r.scores for r in book.rows] == [(3, -3), (2, -2)]
    assert [r.loss(0) for r in book.rows] == [-3, 1]
    assert book.timeline()[1] == {1: 9} and len(book.timeline()) == 4
    assert history.EventHistory(2).kind is None and not history.EventHistory(2).rows
