"""Bandas's final ranking: «Continuar» stands just under the panel. At the foot of the window it
stood apart from the ranking, over the person's trick cards (bdf, 2p 1280x720 es)."""
import pygame
import pytest
from ui_helpers import app_at_sizes, click, step, top

from hod_desktop.engine import bandas as ba
from hod_desktop.engine.core import Match

SIZES = [(800, 480), (900, 560), (1280, 720), (1920, 1080)]


app = app_at_sizes(SIZES)


@pytest.mark.parametrize("players", [2, 4, 6])
def test_continue_sits_under_the_final_ranking(app, players):
    assert app.open_table(Match("bandas", {"players": players, "level": "facil"}, 3), 0)
    step(app, 3)
    t = top(app)
    scores = list(range(10, 10 + players))
    t.show_final(ba.final_ranking(scores, [None] * 5, [1] * players))
    step(app, 2)
    hud, lay = t.hud, t.layout
    panel = t.overlay.rect(hud.final_center(), lay.size, hud.s)
    button = hud.final_button().rect
    assert 0 <= button.top - panel.bottom <= hud.px(30)
    assert pygame.Rect((0, 0), lay.size).contains(button)
    assert button.collidelist([pygame.Rect(r) for r in lay.tricks]) < 0
    click(app, button.center)  # and it still answers there
    step(app, 5)
    assert t.final is None or not t.overlay.visible


def test_nothing_said_behind_continue(app):
    """The last night's «Last night: everything is worth double!» (said for 4 s as the night
    begins) was still on the message line when the final ranking came, on both sides of
    «Continuar» laid over it: «Last night[Continue]ch double!» (4p 800x480 en, a quick last
    night at the fastest speed)."""
    players = 4
    assert app.open_table(Match("bandas", {"players": players, "level": "facil"}, 3), 0)
    step(app, 3)
    t = top(app)
    t.say(t.tr("ba.doubled"), seconds=4.0)
    scores = list(range(10, 10 + players))
    t.show_final(ba.final_ranking(scores, [None] * 5, [1] * players))
    step(app, 2)
    assert t.message is None
    text, _, _ = t.caption(t.board())
    assert text == ""
