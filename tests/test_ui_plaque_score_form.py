"""Every plaque of a table gives its score in one form. A 6-player Chinchón table at
800x480 read «Carmen 0» beside «Lucía 0 pts», «Mateo 0 pts» (noted by uitry12a, real
window): only Carmen's longer name left no room for «pts». When one plaque needs the short
form, every plaque now takes it (ui/table/seat_ring.SeatRing.one_score_form); with room for all,
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


def drawn_score_heights(app, table) -> list[int]:
    """The height of each plaque's score as drawn (its type size)."""
    seen = []
    ring = table.hud.ring
    surface_of = ring.surface

    def spy(plaque, size):
        seen.append((plaque, size))
        return surface_of(plaque, size)

    ring.surface = spy
    try:
        table._still_sig = None
        ring.cache.clear()
        table.draw(app.screen)
    finally:
        ring.surface = surface_of
    heights = []
    for plaque, size in seen:
        if plaque.score is not None:
            _, pts = ring.name_and_score(plaque, size[0], size[1] / 60.0)
            heights.append(pts.get_height())
    return heights


@pytest.mark.parametrize("game,players,size", [("bandas", 6, (800, 480)),
                                               ("bandas", 6, (900, 560)),
                                               ("chinchon", 4, (800, 480))])
def test_one_score_size_per_table(tmp_path, monkeypatch, game, players, size):
    """«Carmen 0 pts» in smaller type beside «Mateo 0 pts», «Pablo 0 pts» (Bandas 6p 800x480
    es, real window): a tight long score took the smaller type on its plaque alone."""
    for app in running_app(tmp_path, monkeypatch, size):
        assert app.open_table(Match(game, {"players": players}, 5), 0)
        step(app, 3)
        table = top(app)
        wait_for(app, lambda: not table.anim.busy, 600)
        heights = drawn_score_heights(app, table)
        assert len(heights) >= players and len(set(heights)) == 1, heights
