"""Brag: the last turn's words say what may be done. After Lucía knocked, the line read «Tu
último turno: debes cambiar una carta o las tres» while «Cambiar las tres» was struck out
(the card you had just left lay in the centre, and taking the whole centre would take it
back) and nothing said why until the button was tried (b5, b7, 4p 800x480 es, real
window)."""
import pygame
import pytest
from ui_helpers import running_app, step, top, wait_for

from hod_desktop.ai.base import run_to_end
from hod_desktop.ai.registry import make_bot
from hod_desktop.engine.core import Match
from hod_desktop.ui import i18n


def at_last_turn(all_three: bool, seed: int = 0) -> Match:
    """Bots play until the person (seat 0) has a last turn after a knock, swapping all three
    allowed or not as asked."""
    m = Match("brag", {"players": 4, "level": "normal"}, seed)
    bots = [make_bot("brag", "normal", seed, p) for p in range(4)]
    while not m.is_terminal():
        seat = m.to_act()[0]
        v = m.view(seat)
        if seat == 0 and v.knocker not in (None, 0) \
                and any(a.startswith("swapall") for a in v.legal) == all_three:
            return m
        m.apply(seat, run_to_end(bots[seat].decide(v)))
    raise AssertionError("no such turn")


@pytest.fixture
def app(tmp_path, monkeypatch):
    yield from running_app(tmp_path, monkeypatch, (800, 480))


@pytest.mark.parametrize("lang", ["es", "en"])
@pytest.mark.parametrize("all_three", [True, False])
def test_last_turn_words(app, all_three, lang):
    app.settings["lang"] = lang
    assert app.open_table(at_last_turn(all_three), 0)
    step(app, 3)
    t = top(app)
    assert wait_for(app, lambda: t.idle and t.my_turn(), 600)
    words = t.turn_prompt()[0]
    says_three = words == i18n.tr("bb.your_last_turn", lang)
    assert says_three == all_three, words
    if not all_three:
        assert words == i18n.tr("bb.your_last_turn_one", lang)
    img = t.hud.text_img(words, int(17 * t.hud.s), (255, 255, 255), True)  # as draw_message
    assert img.get_width() + 28 * t.hud.s < app.screen.get_width() - 20  # it fits the narrowest window
