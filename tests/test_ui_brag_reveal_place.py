"""The Brag showdown keeps off the hands it is about (issue 36): at 800x480 its panel lay
over the upper seats' turned-up hands. It now sits in the gap between those hands and the
person's when it fits there."""
import pygame
import pytest
from ui_helpers import running_app, step, top

from hod_desktop.engine.core import Match
from test_brag_why_lost import shown


@pytest.mark.parametrize("size", [(800, 480), (1280, 720), (1920, 1080)])
def test_the_showdown_leaves_the_upper_hands_in_sight(tmp_path, monkeypatch, size):
    for app in running_app(tmp_path, monkeypatch, size):
        assert app.open_table(Match("brag", {"players": 4, "level": "facil"}, 11), 0)
        step(app, 3)
        t = top(app)
        ev = shown([(0, "Kh 9s 4d"), (1, "Kc 10d 2s"), (2, "Ah Ad 3c"), (3, "5s 6s 7s")], 0)
        t.overlay.open(t._reveal_table(ev), None)
        center = t.hud.reveal_center(t.overlay, size)
        panel = t.overlay.rect(center, size, t.hud.s)
        upper = [sp.rect for sp in t.cards.sprites()
                 if sp.slot[0] == "hand" and sp.rect.centery < t.layout.center[1]]
        mine = [sp.rect for sp in t.cards.sprites()
                if sp.slot[0] == "hand" and sp.rect.centery > t.layout.center[1]]
        assert upper and mine
        assert panel.collidelist(upper) < 0, (panel, upper)
        assert panel.collidelist(mine) < 0, (panel, mine)
        assert pygame.Rect((0, 0), size).contains(panel)
