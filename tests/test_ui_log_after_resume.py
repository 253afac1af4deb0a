"""The action log of a resumed match: before, «Jugadas» said «Aún no ha jugado nadie»
after every restart, whatever had been played. Now the log a resumed table rebuilds is,
line for line, the log the table wrote while those moves were played live, in every game
of the game list."""
import pytest
from ui_helpers import app, step, top, wait_for  # noqa: F401  (app: the fixture)

from hod_desktop import game_list
from hod_desktop.engine.core import IllegalAction, Match
from hod_desktop.ui.table.action_log import ActionLog, log_words

ACTIONS = 14  # a round, a hand or a few nights in every game at 3 players


def watch_live(app, game: str, seed: int) -> tuple[Match, list[str]]:
    """Bots play every seat on a live table until `ACTIONS` moves are made and shown."""
    match = Match(game, {"players": 3}, seed)
    assert app.open_table(match, None)
    step(app, 2)
    table = top(app)
    table.bots_may_think = lambda: len(match.actions) < ACTIONS  # then they stop
    assert wait_for(app, lambda: len(match.actions) == ACTIONS and table.idle, 20000)
    step(app, 5)
    assert len(match.actions) == ACTIONS and table.idle
    return match, table.log.texts("es", table.log_words)


def test_action_log_feed_saved_replays_every_event_in_order():
    class Fake:
        def __init__(self, game, options, seed):
            self.game, self.options, self.seed, self.actions = game, options, seed, []

        def apply(self, seat, action):
            self.actions.append((seat, action))
            return [f"{seat}:{action}", f"after {action}"]

    saved = Fake("g", {}, 1)
    saved.actions = [(0, "a"), (1, "b")]
    log = ActionLog(lambda ev: [ev] if not ev.startswith("after") else [])
    log.feed_saved(saved, lambda fresh: [f"dealt {fresh.seed}"])
    assert log.entries == ["dealt 1", "0:a", "1:b"]
    log.feed_saved(saved)  # a log that already holds lines is left alone
    assert log.entries == ["dealt 1", "0:a", "1:b"]

    class Edited(Fake):  # its state was changed by hand: the replay refuses a move
        def apply(self, seat, action):
            if action == "b":
                raise IllegalAction("it is not player 1's turn")
            return super().apply(seat, action)

    edited = Edited("g", {}, 1)
    edited.actions = [(0, "a"), (1, "b"), (0, "c")]
    log = ActionLog(lambda ev: [ev] if not ev.startswith("after") else [])
    log.feed_saved(edited)  # the lines it could rebuild, and no crash
    assert log.entries == ["0:a"]


@pytest.mark.parametrize("game", game_list.names())
def test_a_resumed_table_rebuilds_the_log_it_wrote_live(app, game, monkeypatch):
    live_match, live_lines = watch_live(app, game, 21)
    assert live_lines, f"{game}: the live table logged nothing in {ACTIONS} moves"
    cls = type(top(app))
    app.scenes.pop()
    monkeypatch.setattr(cls, "bots_may_think", lambda self: False)  # no new move after
    resumed = Match.from_json(live_match.to_json())
    assert app.open_table(resumed, None)
    step(app, 3)
    table = top(app)
    assert table.match is resumed and len(resumed.actions) == ACTIONS
    assert table.log.texts("es", table.log_words) == live_lines


def test_cinco_vidas_log_says_a_past_one_card_round_in_its_own_words():
    """The bids of a 1-card round are «dice "Gano"», of the others «pide 2»: the size is
    followed from the log's own deals, so a rebuilt log keeps each round's words."""
    from hod_desktop.engine.cinco_vidas import BidMade, RoundDealt
    from hod_desktop.scenes.cinco_vidas.moves import RoundWords

    log = ActionLog(RoundWords())
    log.feed([RoundDealt(0, 0, 1, (0, 1)), BidMade(1, 1), RoundDealt(1, 1, 3, (1, 0)),
              BidMade(0, 2)])
    lines = log.texts("es", log_words(lambda p: ["Tú", "Lucía"][p]))
    assert lines[1] == "Lucía dice «Gano»" and lines[3] == "Tú pide 2", lines
