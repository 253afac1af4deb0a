"""The history's empty note names what its first column counts: Chinchón's history, before any
hand was over, read «Aún no ha terminado ninguna ronda.» under the column «Mano» (hx1, 2p
900x560 es). Chinchón and Brag count hands, Bandas nights, Cinco Vidas rounds."""
import pytest

from hod_desktop import game_list
from hod_desktop.engine.core import Match
from hod_desktop.engine.history import HistoryBook
from hod_desktop.ui.table.history_table import history_grid

CASES = [("chinchon", {"players": 2, "level": "facil", "limit": 50, "reentry": False}, "Mano",
          "Aún no ha terminado ninguna mano.", "No hand has finished yet."),
         ("brag", {"players": 3, "level": "facil"}, "Mano",  # English: «Deal», as its title
          "Aún no ha terminado ninguna mano.", "No deal has finished yet."),
         ("cinco_vidas", {"players": 3, "level": "facil"}, "Ronda",
          "Aún no ha terminado ninguna ronda.", "No round has finished yet."),
         ("bandas", {"players": 3, "level": "facil"}, "Noche",
          "Aún no ha terminado ninguna noche.", "No night has finished yet.")]


@pytest.mark.parametrize("game,options,column,es,en", CASES)
def test_empty_history_names_its_column(game, options, column, es, en):
    book = HistoryBook(Match(game, options, 2)).update()
    name = lambda p: f"P{p}"  # noqa: E731
    grid = history_grid(book, name, "es", 0)
    assert grid.rows == [] and grid.note == es
    assert str(grid.head[0]) == column or column in str(grid.head[0])
    assert history_grid(book, name, "en", 0).note == en


@pytest.mark.parametrize("game", game_list.names())
def test_every_games_empty_history_names_its_first_column(game):
    """Whatever a game's rows are (engine.rounds), its empty note counts what its first
    column says («Mano» and «ninguna mano»), in both languages."""
    book = HistoryBook(Match(game, {}, 2)).update()
    assert book.kind is not None and not book.rows
    for lang in ("es", "en"):
        grid = history_grid(book, lambda p: f"P{p}", lang, 0)
        assert grid.head[0].text.lower() in grid.note.lower(), (lang, grid.head[0].text, grid.note)
