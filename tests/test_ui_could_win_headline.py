"""«Could I have won?»: each side's headline reads as a headline in English. Over the
person's game and the machine's it said «place 3 · 0 lives» and «place 1 · 5 lives» in
large bold type, lower case like a slip (every game, 800x480 en, after the results). Now
«Place 3 · 0 lives»; Spanish keeps «3.º puesto · 0 vidas»."""
import pytest
from ui_helpers import running_app, step

from hod_desktop.ai.base import run_to_end
from hod_desktop.ai.registry import make_bot
from hod_desktop.engine.core import Match


def a_finished_game() -> Match:
    m = Match("cinco_vidas", {"players": 3, "level": "facil"}, 5)
    bots = [make_bot("cinco_vidas", "facil", 5, p) for p in range(3)]
    while not m.is_terminal():
        seat = m.to_act()[0]
        m.apply(seat, run_to_end(bots[seat].decide(m.view(seat))))
    return m


@pytest.mark.parametrize("lang", ["en", "es"])
def test_each_side_heads_with_a_capital_or_a_number(tmp_path, monkeypatch, lang):
    from hod_desktop.scenes.could_win import CouldWinScene

    for app in running_app(tmp_path, monkeypatch, (800, 480)):
        app.set_language(lang)
        scene = CouldWinScene(app, a_finished_game(), 0)
        app.scenes.push(scene)
        step(app)
        scene.finish()
        for side in scene.sides:
            head = scene.side_head(side)
            assert head[0].isupper() or head[0].isdigit(), head
            assert str(side["place"]) in head
