"""Siete y media is counted in chips: its results' column says «Fichas» (it said «Puntos»,
seen in a real window at 800x480) and «¿Podría haber ganado?» says «1 ficha», «5 fichas»."""
import pygame
from helpers import played_by_bots
from ui_helpers import app, step  # noqa: F401  (app: a fixture)

from hod_desktop.engine.core import Match
from hod_desktop.scenes.could_win import CouldWinScene
from hod_desktop.scenes import results as results_module
from hod_desktop.scenes.results import ResultsScene
from hod_desktop.scenes.standings import standings
from hod_desktop.ui import i18n


def played(seed: int = 3) -> Match:
    return played_by_bots("siete_y_media", 3, seed)


def test_siete_y_media_standings_are_chips_and_more_wins():
    m = played()
    rows = standings(m, 0)
    assert all(r["kind"] == "chips" and r["more_wins"] for r in rows)
    assert rows[0]["winner"]
    assert [r["score"] for r in rows] == [m.view(0).chips[r["seat"]] for r in rows]
    rest = [r["score"] for r in rows if not r["winner"]]
    assert rest == sorted(rest, reverse=True)  # most chips first, as lives


def test_the_results_column_and_the_replays_score_say_chips(app, monkeypatch):
    m = played()
    results = ResultsScene(app, m, 0)
    app.scenes.push(results)
    step(app, 3)
    surface = pygame.Surface(app.screen.get_size())
    seen = []
    orig = results_module.text
    monkeypatch.setattr(results_module, "text", lambda s, *a, **k: (seen.append(s), orig(s, *a, **k))[1])
    results.draw(surface)
    assert "FICHAS" in seen and "PUNTOS" not in seen
    scene = CouldWinScene(app, m, 0)
    assert scene.score_text({"score": 1, "kind": "chips"}) == "1 ficha"
    assert scene.score_text({"score": 5, "kind": "chips"}) == "5 fichas"
    assert scene.score_text({"score": 1, "kind": "lives"}) == "1 vida"
    for lang, one, many in (("en", "1 chip", "7 chips"), ("ca", "1 fitxa", "7 fitxes")):
        assert i18n.tr("could.chips", lang, n="1") == one
        assert i18n.tr("could.chips", lang, n="7") == many
