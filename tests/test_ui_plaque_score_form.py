"""Every plaque of a table gives its score in one form. A 6-player Chinchón table at
800x480 read «Carmen 0» beside «Lucía 0 pts», «Mateo 0 pts» (noted by uitry12a, real
window): only Carmen's longer name left no room for «pts». When one plaque needs the short
form, every plaque now takes it (ui/seat_ring.SeatRing.one_score_form); with room for all,
every plaque keeps «pts». Bandas, which draws its plaques one by one, asks the same."""
import pytest
from ui_helpers import running_app, step, top, wait_for

from hod_desktop.engine.core import Match


def drawn_scores(app, table):
    seen = []
    ring = table.hud.ring
    surface_of = ring.surface

    def spy(plaque, size):
        seen.append(plaque.score)
        return surface_of(plaque, size)

    ring.surface = spy
    try:
        table._still_sig = None  # the plaques are drawn again, not taken from the still layer
        ring.cache.clear()
        table.draw(app.screen)
    finally:
        ring.surface = surface_of
    return [s for s in seen if s is not None]


@pytest.mark.parametrize("game,options,size,short", [
    ("chinchon", {"players": 6}, (800, 480), True),
    ("chinchon", {"players": 6}, (1920, 1080), False),
    ("chinchon", {"players": 2}, (800, 480), False),
    ("bandas", {"players": 6}, (800, 480), None),
])
def test_one_score_form_per_table(tmp_path, monkeypatch, game, options, size, short):
    for app in running_app(tmp_path, monkeypatch, size):
        assert app.open_table(Match(game, options, 5), 0)
        step(app, 3)
        table = top(app)
        wait_for(app, lambda: not table.anim.busy, 600)
        scores = drawn_scores(app, table)
        assert len(scores) >= options["players"], scores
        forms = {"pts" in s or "points" in s or "puntos" in s for s in scores}
        assert len(forms) == 1, scores
        if short is not None:
            assert forms == {not short}, scores
