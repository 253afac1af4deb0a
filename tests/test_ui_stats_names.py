"""The statistics page shows every game's name at the size of the others: with the games'
column fixed at a quarter of the panel, «Cinco Vidas española» (and in English «Cinco Vidas,
Spanish deck») was squeezed smaller and blurred (1280x720 es)."""
import pytest
from ui_helpers import app_at_sizes, step, top

from hod_desktop import game_list
from hod_desktop.scenes.stats import StatsScene
from hod_desktop.ui.draw import theme
from hod_desktop.ui.draw.text_render import text

app = app_at_sizes([(800, 480), (1280, 720), (1920, 1080)])


@pytest.mark.parametrize("lang", ["es", "en"])
def test_every_game_name_fits_its_column_unscaled(app, lang):
    app.settings["lang"] = lang
    app.scenes.push(StatsScene(app))
    step(app, 2)
    scene = top(app)
    size = scene.px(22)
    widths = [text(app.tr(f"game.{g}"), size, theme.CREAM, True).get_width() for g, _ in scene.rows]
    assert len(widths) == len(game_list.available())  # every game of the list
    name_w = scene.name_width(widths)
    assert max(widths) <= name_w - scene.px(8)  # drawn as is, not scaled down
    room = scene.panel.w - 2 * scene.px(36)
    col_w = (room - name_w) // len(scene.columns)
    assert col_w >= text("100 %", size, theme.CREAM).get_width() + scene.px(8)  # values still fit
