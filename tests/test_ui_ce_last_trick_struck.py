"""The Tab panel «Última baza» of the Spanish deck crosses out the cancelled cards, as the
felt did while the trick resolved: t6 showed Rey, 2, Rey, As with «la gana Mateo» on the
2, and nothing said the two Reyes had cancelled each other."""
import pygame
from ui_helpers import app, step  # noqa: F401  (app: the fixture)

from hod_desktop.engine.core import Match
from test_ui_poderes import human_move, open_table


def test_the_last_trick_panel_marks_the_cancelled_pairs(app):
    match = Match("cinco_vidas_espanola", {"players": 4, "mode": "clasico", "level": "facil"}, 5)
    match.state.lives = [99] * 4
    table = open_table(app, match)
    seen = {"duel": 0, "choice": 0}
    found = None
    for _ in range(20000):
        sh = table.shown
        pairs = sh.pairs_of.get(tuple(sh.last_trick or ()), ())
        if pairs and table.idle:
            found = pairs
            break
        if table.human_to_act():
            human_move(app, table, seen)
            continue
        step(app)
    assert found, "no trick with a cancelled pair"
    title, cards = table.hud._last_trick()
    crossed = {i for i, c in enumerate(cards) if c[3]}
    assert crossed == {i for pair in found for i in pair}
    table.hud.draw_last_trick(pygame.Surface((1280, 720)))
    resumed = open_table(app, Match.from_json(match.to_json()))
    assert resumed.hud._last_trick()[1] == [] or \
        {i for i, c in enumerate(resumed.hud._last_trick()[1]) if c[3]} == \
        {i for pair in match.view(0).last_result.pairs for i in pair}
