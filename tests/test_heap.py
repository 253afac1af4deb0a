"""The app keeps the collector's full passes out of a game's frames (hod_desktop/heap.py)
without keeping closed tables alive."""
import gc
import weakref

from hod_desktop.engine.core import Match
from tests.ui_helpers import app, step  # noqa: F401  (the fixture)


def test_opening_a_table_frees_the_table_closed_before(app):  # noqa: F811
    """Each table open used to freeze the new table with the rest of the heap and never
    thaw it: every table played stayed in memory for the whole session (about 14 MB a
    Chinchón table at 1280x720; 20 tables took the process from 87 to 357 MB)."""
    app.open_table(Match("chinchon", {"players": 2}, 3), human_seat=0)
    step(app, 5)
    closed = weakref.ref(app.scenes.top)
    app.go_menu()
    step(app)
    app.open_table(Match("cinco_vidas", {"players": 3}, 4), human_seat=0)
    step(app)
    assert closed() is None


def test_a_move_takes_what_the_game_built_out_of_the_collectors_passes(app):  # noqa: F811
    """After a move, the objects alive (the bots' caches, the match's history) are frozen:
    a collection while the next bot thinks does not walk them again (a full pass over a
    Chinchón game's solver caches took 25-55 ms, in the middle of a thinking frame)."""
    app.open_table(Match("chinchon", {"players": 2}, 5), human_seat=0)
    step(app, 5)
    table = app.scenes.top
    built_during_the_game = [table.match]
    assert any(o is built_during_the_game for o in gc.get_objects())
    seat = table.match.to_act()[0]
    assert table.apply(seat, table.match.view(seat).legal[0])
    assert not any(o is built_during_the_game for o in gc.get_objects())
