"""The round summary says «Fuera» for a player this round left with no lives: Cinco Vidas
showed an empty hearts cell beside «−1»/«−2» (cv89 last session, cv1_12), the Spanish-deck
table an empty cell with the word far off at the right edge."""
from ui_helpers import app, step, top  # noqa: F401  (app: the fixture)

from hod_desktop.engine.core import Match
from hod_desktop.engine.lives_rounds import RoundScored


def _open(app, game, cls):
    match = Match(game, {"players": 3, "level": "facil"}, 7)
    table = cls(app, match, 0)
    app.scenes.push(table)
    step(app, 2)
    assert top(app) is table
    return table


def _lives_cells(table):
    ev = RoundScored(bids=(2, 1, 3), tricks=(2, 0, 3), lost=(0, 1, 0), lives=(4, 0, 2))
    summary = table._summary(ev)
    return [row[-1] for row in summary.rows], list(summary.tags), table.shown.order


def test_cinco_vidas_summary_says_out(app):
    from hod_desktop.scenes.cinco_vidas.table import CincoVidasTable

    cells, tags, order = _lives_cells(_open(app, "cinco_vidas", CincoVidasTable))
    by_seat = dict(zip(order, cells))
    assert by_seat[1].text == "Fuera" and by_seat[1].hearts is None
    assert by_seat[0].hearts == 4 and by_seat[2].hearts == 2
    assert not any(tags)  # said once


def test_spanish_deck_summary_says_out(app):
    from hod_desktop.scenes.cinco_vidas_espanola.table import EspanolaTable

    cells, tags, order = _lives_cells(_open(app, "cinco_vidas_espanola", EspanolaTable))
    by_seat = dict(zip(order, cells))
    assert by_seat[1].text == "Fuera" and by_seat[1].hearts is None
    assert by_seat[0].hearts == 4
    assert not any(tags)
