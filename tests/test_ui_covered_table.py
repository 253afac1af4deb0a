"""A screen over the table (the results, the history…) does not show the table's keys line
and log beside its panel: both are drawn for the table on top only. Under the final
standings they showed, dimmed and cut by the panel, as «Flech», «O ord»… (Chinchón and Cinco
Vidas, 1280x720 and 900x560 es; i7check's screenshots). Bandas keeps both by its own
panels, not in the title column."""
import pygame
import pytest
from ui_helpers import app, step, top, wait_for  # noqa: F401  (app: the fixture)

from hod_desktop.engine.core import Match
from hod_desktop.ui.scene import Scene


class SeeThrough(Scene):
    opaque = False  # the table below is drawn, as under the results


@pytest.mark.parametrize("game,players", [("chinchon", 2), ("cinco_vidas", 3), ("cinco_vidas_espanola", 4), ("brag", 4)])
def test_keys_and_log_only_while_the_table_is_on_top(app, game, players):  # noqa: F811
    assert app.open_table(Match(game, {"players": players}, 5), 0)
    step(app, 3)
    t = top(app)
    wait_for(app, lambda: not t.anim.busy, 600)
    for _ in range(3):  # a few moves, so the log has lines
        seat = t.match.to_act()[0]
        t.apply(seat, t.match.view(seat).legal[0])
        wait_for(app, lambda: not t.anim.busy, 600)
    step(app, 2)
    assert t.log_view.button is not None and t.hud.keys_lines
    app.scenes.push(SeeThrough(app))
    step(app, 2)
    assert top(app) is not t and t.covered()
    assert t.log_view.button is None and t.hud.keys_lines == []
    app.scenes.pop()
    step(app, 2)
    assert not t.covered() and t.log_view.button is not None and t.hud.keys_lines
