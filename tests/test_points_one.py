"""«1 pts» on a plaque: Carmen's Bandas plaque read «1 pts» (bd5, 1920x1080 en), Lucía's
Chinchón plaque «1 pts» (c7, 1280x720 es). One point is «1 pto» / «1 pt»; the others
«pts» (a Chinchón −1 too); the sign stays the typographic minus."""
from ui_helpers import app, step  # noqa: F401  (app: the fixture)

from hod_desktop.engine.core import Match
from hod_desktop.scenes.bandas import text as _ba  # noqa: F401  (registers the strings)
from hod_desktop.scenes.chinchon import text as _ch  # noqa: F401
from hod_desktop.ui import i18n


def test_the_words():
    assert [i18n.tr("ba.points", "es", k=k) for k in (0, 1, 2)] == ["0 pts", "1 pto", "2 pts"]
    assert [i18n.tr("ba.points", "en", k=k) for k in (0, 1, 12)] == ["0 pts", "1 pt", "12 pts"]
    assert i18n.tr("ch.points", "es", s=i18n.minus(-1), n=-1) == "−1 pts"
    assert i18n.tr("ch.points", "en", s="1", n=1) == "1 pt"


def test_the_chinchon_plaque(app):
    from chinchon_ui_helpers import open_table

    t = open_table(app, Match("chinchon", {"players": 2, "limit": 100, "level": "facil"}, 5))
    t.shown.scores[1] = 1
    assert t.hud.plaque(1, False).score == "1 pto"
    t.shown.scores[1] = -10
    assert t.hud.plaque(1, False).score == "−10 pts"


def test_the_bandas_plaque(app):
    from hod_desktop.scenes.bandas.table import BandasTable

    t = BandasTable(app, Match("bandas", {"players": 3, "level": "facil"}, 5), 0)
    app.scenes.push(t)
    step(app, 2)
    from types import SimpleNamespace

    board = SimpleNamespace(phase="allocating", revealing=False, to_act=(0,), scores=[0, 3, 1])
    assert [t.hud.plaque(board, p).score for p in range(3)] == ["0 pts", "3 pts", "1 pto"]
