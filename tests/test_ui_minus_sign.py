"""A score below zero is written with the minus sign every table uses (i18n.minus: «−1»).
A Bandas game ended with Carmen at «-1» in the results and the board's «Points per night»
(a short hyphen), while her plaque over them said «−1» (Bandas 6p 800x480 en); the final
ranking and a wide plaque («-1 pts») the same. Chinchón's results list totals the same way."""
import pygame
from test_ui_bandas import open_table
from ui_helpers import app, step, top  # noqa: F401  (app: the fixture)

from hod_desktop.engine import bandas as ba
from hod_desktop.engine.core import Match
from hod_desktop.scenes import results
from hod_desktop.scenes.results import ResultsScene


def spoken(hud, draw):
    """Every text `draw()` writes through the HUD's blit_text."""
    seen, real = [], hud.blit_text
    hud.blit_text = lambda surface, s, *a, **k: (seen.append(str(s)), real(surface, s, *a, **k))[1]
    try:
        draw()
    finally:
        del hud.blit_text
    return seen


def test_bandas_writes_a_true_minus(app):
    table = open_table(app, 3, 5)
    b = table.board()
    b.scores = [-1, 4, 0]
    b.night_points = [(-1, 4, 0)]
    said = spoken(table.hud, lambda: table.hud.draw_scores(pygame.Surface(app.screen.get_size()), b))
    assert said.count("−1") == 2 and not [s for s in said if "-" in s]  # the night and the total
    assert table.hud.plaque(b, 0).score == "−1 pts"
    table.show_final(ba.final_ranking([-1, 4, 0], [None] * 5, [1] * 3))
    cells = [c.text for row in table.overlay.content.rows for c in row]
    assert "−1" in cells and "-1" not in cells


def test_results_write_a_true_minus(app, monkeypatch):
    m = Match("chinchon", {"players": 2, "level": "facil", "limit": 50}, 3)
    app.scenes.push(ResultsScene(app, m, 0))
    step(app, 3)
    scene = top(app)
    scene.rows[0]["score"] = -10  # a total after closing with chinchón-less −10s
    drawn = []
    real = results.text
    monkeypatch.setattr(results, "text", lambda s, *a, **k: (drawn.append(s), real(s, *a, **k))[1])
    scene.draw(pygame.Surface(app.screen.get_size()))
    assert "−10" in drawn and "-10" not in drawn
