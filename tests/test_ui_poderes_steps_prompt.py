"""The Poderes step panel keeps off the prompt line: left below the trick for its 3 s, it
lay over the next trick's «Te toca: elige una de tus cartas boca abajo» (Chaos + Poderes
at 900x560), two lines of text one over the other. While a prompt shows it sits above it."""
import pygame
from ui_helpers import app, step  # noqa: F401  (app: the fixture)

from hod_desktop.engine.core import Match
from test_ui_poderes import give_card, human_move, open_table


def test_the_step_panel_never_covers_the_prompt(app):
    app.settings["anim_speed"] = 1.0
    match = Match("cinco_vidas_espanola", {"players": 3, "mode": "clasico", "poderes": True,
                                           "level": "facil"}, 4)
    match.state.lives = [99] * 3
    give_card(match, 0, "1e")
    table = open_table(app, match)
    seen = {"duel": 0, "choice": 0}
    both = 0
    for _ in range(6000):
        if both >= 3:
            break
        shown = bool(table.pod_steps) and table.pod_steps_age < 3.0
        said = table.prompt()
        if shown and said and said[0] and table.pod_steps_rect is not None:
            both += 1
            line = table.hud.draw_line(app.screen, said[0], said[1])
            assert not table.pod_steps_rect.colliderect(line), (table.pod_steps_rect, line)
        if table.human_to_act():
            human_move(app, table, seen)
            continue
        step(app)
    assert both >= 3


def test_no_step_panel_over_a_round_summary(app):
    """The steps of the sub-round's last trick stayed up under (at 900x560, over) the round
    summary that followed it (abm2: «Round 2: summary» with the step panel below)."""
    match = Match("cinco_vidas_espanola", {"players": 5, "mode": "clasico", "poderes": True}, 3)
    table = open_table(app, match)
    step(app, 5)
    table.pod_steps, table.pod_steps_age = ["1. The jack of cups wins"], 0.5
    table.overlay.open(table.standings(), None)
    table.pod_steps_rect = None
    table.draw(app.screen)
    assert table.pod_steps_rect is None  # not drawn while the summary is up
    table.overlay.close()
    table.draw(app.screen)
    assert table.pod_steps_rect is not None
