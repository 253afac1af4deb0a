"""Poderes: a trick the As de Copas counts double goes on the winner's plaque as two. The
plaque said «Pide 1 · Lleva 1» under the step «El As de Copas: la baza cuenta doble para
Pablo» (small10, small11: Chaos + Poderes 8p 800x480); the engine counted two, the summary's
«Hizo» and a resumed table said 2."""
from ui_helpers import app, step  # noqa: F401  (app: the fixture)

from hod_desktop.engine import cinco_vidas_espanola as ce
from hod_desktop.engine.core import Match
from test_ui_poderes import give_card, human_move, open_table


def test_the_plaques_count_a_doubled_trick_as_two(app):
    match = Match("cinco_vidas_espanola", {"players": 3, "mode": "clasico", "poderes": True,
                                           "level": "facil"}, 4)
    match.state.lives = [99] * 3
    give_card(match, 0, "1c")
    table = open_table(app, match)
    seen = {"duel": 0, "choice": 0, "steps": 0, "toasts": 0}
    checked = 0
    for _ in range(20000):
        if match.state.round_no >= 3:
            break
        v = match.view(0)
        if table.idle and v.phase == ce.PLAYING:
            assert table.shown.tricks == list(v.tricks_won), (table.shown.tricks, v.tricks_won)
            checked += 1
        if table.human_to_act():
            human_move(app, table, seen)
            continue
        step(app)
    assert checked and any(a == "play 1c" or a.endswith("1c") for p, a in match.actions if p == 0)
