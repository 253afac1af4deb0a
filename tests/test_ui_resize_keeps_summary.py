"""A new window size keeps the round's summary on screen. Resizing the window while «Round 1:
summary» was up (bids, tricks, lives lost) closed it at once and dealt round 2: the resize
fast-forwarded every animation, the summary's countdown with them (Cinco Vidas 5p 800x480
en; the same in the Spanish deck's table and Chinchón's voided hand). Now the summary
stays, its countdown running on, at every size the window goes through. Brag's reveal
(which waits for a click while the person plays) is checked too."""
import pygame
import pytest
from ui_helpers import running_app, step, top, wait_for

from hod_desktop.ai.base import run_to_end
from hod_desktop.ai.registry import make_bot
from hod_desktop.engine.core import Match

CASES = {  # game: (options, the event that opens a summary or a reveal)
    "cinco_vidas": ({"players": 3, "level": "facil"}, "RoundScored"),
    "cinco_vidas_espanola": ({"players": 3, "level": "facil", "mode": "clasico"}, "RoundScored"),
    "brag": ({"players": 3, "level": "facil"}, "HandsShown"),
}


def before_a_summary(game: str) -> tuple[Match, str]:
    """A bots' game up to the person's move that ends a round (or a deal), and that move."""
    options, event = CASES[game]
    for seed in range(1, 60):
        m = Match(game, options, seed)
        bots = [make_bot(game, "facil", seed, p) for p in range(3)]
        while not m.is_terminal():
            seat = m.to_act()[0]
            action = run_to_end(bots[seat].decide(m.view(seat)))
            probe = Match.from_json(m.to_json())
            if any(type(e).__name__ == event for e in probe.apply(seat, action)):
                if seat == 0:
                    return m, action
                break
            m.apply(seat, action)
    raise AssertionError("no such move")


@pytest.mark.parametrize("game", sorted(CASES))
def test_a_resize_keeps_the_summary(tmp_path, monkeypatch, game):
    for app in running_app(tmp_path, monkeypatch, (800, 480)):
        app.set_language("en")
        app.set_speed(1.0)  # the summary counts down; at "max" it would not wait
        m, action = before_a_summary(game)
        assert app.open_table(m, 0)
        step(app, 3)
        table = top(app)
        assert wait_for(app, lambda: table.idle, 900)
        assert table.apply(0, action)
        assert wait_for(app, lambda: table.overlay.visible, 1200)
        title = table.overlay.content.title
        for size in ((1280, 720), (1000, 700), (800, 480)):
            pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
            step(app, 3)
            assert app.screen.get_size() == size
            assert table.overlay.visible and table.overlay.content.title == title, size
        if table.overlay.hold is not None:  # it still counts down (Brag's reveal waits for a click)
            assert wait_for(app, lambda: not table.overlay.visible, 3000)
