"""The faint name on a trick table's cloth is that table's own game, in the person's
language: Cinco Vidas española inherited Cinco Vidas' «CINCO VIDAS»."""
import pytest
from ui_helpers import app, step  # noqa: F401  (app: the fixture)

from hod_desktop.engine.core import Match
from hod_desktop.ui import i18n
from hod_desktop.ui.table import trick_play

OPTIONS = {"cinco_vidas": {"players": 3, "level": "facil"},
           "cinco_vidas_espanola": {"players": 3, "mode": "clasico", "level": "facil"}}


@pytest.mark.parametrize("lang", ["es", "ca"])
@pytest.mark.parametrize("game", sorted(OPTIONS))
def test_the_cloth_names_its_own_game(app, monkeypatch, game, lang):
    app.settings["lang"] = lang
    table = app.open_table(Match(game, OPTIONS[game], 5), 0)
    step(app, 2)
    written = []
    monkeypatch.setattr(trick_play, "game_name", lambda bg, name, *a, **k: written.append(name))
    table.felt_image(app.screen.get_size())
    assert written == [i18n.tr(f"game.{game}", lang).upper()]
    assert written[0] != ""
