"""The results say how places are given when they go against the scores: a Chinchón game
ended «5. Pablo 79 · 6. Tú 69» (fewer points are better) with no word why — the person went
out first (c6 game, 6p 800x480 es, real window); in 9 of 12 bot games of 4 players to 50
the places went against the points. A line under the standings now says «Quien quedó fuera
más tarde va por delante»; it is not there when places follow the scores."""
import pygame
import pytest
from ui_helpers import app_at_sizes, step, top

from hod_desktop.ai.base import run_to_end
from hod_desktop.ai.registry import make_bot
from hod_desktop.engine.core import Match
from hod_desktop.scenes.results import ResultsScene
from hod_desktop.scenes.standings import places_against_scores, standings
from hod_desktop.ui import i18n
from hod_desktop.ui.widgets.controls import Button, Label

SIZES = [(800, 480), (1280, 720), (1920, 1080)]


app = app_at_sizes(SIZES)


def played(seed: int, players: int = 4) -> Match:
    m = Match("chinchon", {"players": players, "level": "facil", "limit": 50, "reentry": False}, seed)
    bots = [make_bot("chinchon", "facil", seed, p) for p in range(players)]
    while not m.is_terminal():
        seat = m.to_act()[0]
        m.apply(seat, run_to_end(bots[seat].decide(m.view(seat))))
    return m


def test_rule_of_the_line():
    row = lambda place, score, more=False: {"place": place, "score": score, "winner": place == 1,  # noqa: E731
                                            "more_wins": more}
    assert places_against_scores([row(1, 45), row(2, 56), row(3, 65), row(4, 51)])  # 51 below 65
    assert not places_against_scores([row(1, 46), row(2, 52), row(3, 56), row(4, 68)])
    assert places_against_scores([row(1, 2, True), row(2, 0, True), row(3, 0, True)])  # lives at 0
    assert not places_against_scores([row(1, 2, True), row(2, 1, True), row(3, 0, True)])


@pytest.mark.parametrize("lang", ["es", "en"])
@pytest.mark.parametrize("seed, said", [(0, True), (2, False)])
def test_out_order_line(app, seed, said, lang):
    app.settings["lang"] = lang
    m = played(seed)
    assert places_against_scores(standings(m, 0)) == said
    app.scenes.push(ResultsScene(app, m, 0))
    step(app, 3)
    scene = top(app)
    words = i18n.tr("results.out_order", lang)
    notes = [w for w in scene.ui.widgets if isinstance(w, Label) and w.s == words]
    assert len(notes) == (1 if said else 0)
    if not said:
        return
    note = notes[0].rect
    assert scene.panel.contains(note)
    rows_bottom = scene.table_top + scene.px(26) + len(scene.rows) * max(
        scene.px(24), min(scene.px(40), (scene.table_bottom - scene.table_top - scene.px(26)) // len(scene.rows)))
    assert note.top >= rows_bottom - scene.px(4)  # under the last row
    others = [w.rect for w in scene.ui.widgets if w is not notes[0] and isinstance(w, (Label, Button))
              and w.rect.top > scene.table_top]
    assert note.collidelist(others) < 0, (note, others)
    assert pygame.Rect((0, 0), app.screen.get_size()).contains(note)
