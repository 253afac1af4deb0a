"""A bot's spy choice at a Chaos table (issue 36): its trace said «decide si espía» after it
had decided, and a «✓» rose over its seat's card, the one the person may have spied. The
trace now says it has decided, and no mark rises."""
from ui_helpers import app, step  # noqa: F401  (app: the fixture)

from hod_desktop.engine import cinco_vidas_espanola as ce
from hod_desktop.engine.core import Match
from hod_desktop.ui import i18n
from test_poderes_engine import rig
from test_ui_poderes import open_table


def test_a_bots_spy_choice_is_said_done_and_marks_no_card(app):
    match = Match("cinco_vidas_espanola", {"players": 3, "mode": "chaos", "level": "facil"}, 5)
    rig(match, size=1, dealer=0, lives=[3, 3, 3])
    table = open_table(app, match)
    marks, said, after = [], [], 0
    for _ in range(3000):
        marks += [f.text for f in table.hud.floaters]
        said += [item[0] for item in table.traces.items.values()]
        if match.state.phase != ce.SPYING:
            after += 1
            if after > 30:  # the spying is over and its traces and floats have been drawn
                break
        if table.human_to_act(ce.SPYING):
            table.act(table.view().legal[0])
        step(app)
    bot_spied = [p for p, a in match.actions if p != 0 and a.startswith("spy")]
    assert bot_spied, match.actions
    assert i18n.tr("ce.trace.spy", "es") in said
    assert "✓" not in marks
    assert i18n.tr("ce.trace.spy", "es") == "ya ha decidido si espía"
