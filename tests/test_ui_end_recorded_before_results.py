"""A finished game counts as soon as it is over, not only once its results screen opens: a
Bandas game won 75–65 showed its final ranking, the window was closed there (the game was
over), and the win never reached Estadísticas; the finished game stayed as «Continuar:
Bandas», and a new game offered to throw it away (st5: Bandas 0 played, after two finished
games; 2p and 6p 1280x720/900x560 es). The same held for any table left (close, «Salir al
menú») while its last reveal or summary was on the felt."""
from ui_helpers import running_app, step, top, wait_for
import pytest

from hod_desktop import persist
from hod_desktop.engine.core import Match


@pytest.fixture
def app(tmp_path, monkeypatch):
    yield from running_app(tmp_path, monkeypatch, (1280, 720))


def play_bandas_to_the_end(app):
    assert app.open_table(Match("bandas", {"players": 2, "level": "facil"}, 31), 0)
    step(app, 3)
    t = top(app)
    while not t.match.is_terminal():
        for p in t.match.to_act():
            t.apply(p, "alloc 9,0,0,0,0") if p == 0 else None
        step(app, 1)
    return t


def test_a_game_over_counts_while_its_final_ranking_is_up(app):
    t = play_bandas_to_the_end(app)
    assert wait_for(app, lambda: t.final is not None, 3000)  # the ranking, waiting for a click
    step(app, 5)
    assert t.final is not None and top(app) is t  # still on the table: no results screen yet
    app.flush_saves()
    stats, _ = persist.load_stats()
    assert stats["games"]["bandas"]["played"] == 1
    assert "bandas" not in app.saved_matches  # nothing left to «Continuar»
    assert not persist.load_saved_matches()[0].get("bandas")


def test_counted_once_when_the_results_follow(app):
    t = play_bandas_to_the_end(app)
    assert wait_for(app, lambda: t.final is not None, 3000)
    t.finish_final()
    assert wait_for(app, lambda: type(top(app)).__name__ == "ResultsScene", 3000)
    stats, _ = persist.load_stats()
    assert stats["games"]["bandas"]["played"] == 1
