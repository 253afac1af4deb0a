"""The Spanish-deck table's round title names Poderes when the overlay is on ("A ciegas +
Poderes"): before it said only the mode, and nothing on the table told a game with
powers from one without."""
from ui_helpers import app, step  # noqa: F401  (app: the fixture)

from hod_desktop.engine.core import Match
from test_ui_poderes import open_table


def test_the_title_says_poderes_only_when_it_is_on(app):
    titles = {}
    for poderes in (True, False):
        match = Match("cinco_vidas_espanola", {"players": 2, "mode": "a_ciegas",
                                               "poderes": poderes, "level": "facil"}, 1)
        table = open_table(app, match)
        titles[poderes] = table.hud.round_title()
        app.scenes.pop()
        step(app)
    assert titles[True].endswith("A ciegas + Poderes"), titles
    assert titles[False].endswith("A ciegas") and "Poderes" not in titles[False], titles
