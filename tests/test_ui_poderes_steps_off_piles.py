"""Poderes: the step panel (how the trick resolves, power by power) keeps off the piles of
won tricks. Placed beside the trick, it lay over Lucía's pile in a 7-player Clásico +
Poderes game at 1280x720 (deal CE-5010-00000001-Q, first round, «El 2 de copas y el 2 de
espadas se anulan»), and, kept where it was placed while the trick lay there, over the
pile that came under it once the trick was taken (5 players, seed 5). It now weighs the
piles' places, empty or not, with the plaques."""
import pygame
import pytest
from test_ui_poderes import human_move
from ui_helpers import running_app, step, top

from hod_desktop.engine.core import Match
from hod_desktop.ui.table.layout import pile_box


def won_piles(table) -> list[pygame.Rect]:
    """The piles the HUD draws now (a seat with won tricks), by the layout's pile boxes."""
    sh, lay = table.shown, table.layout
    return [pygame.Rect(pile_box(lay.seats[p].pile, lay.small_w)) for p in range(sh.n)
            if sh.tricks[p] > 0 and sh.size > 1 and not sh.winners]


@pytest.mark.parametrize("players,seed", [(7, 1), (5, 5)])
def test_the_steps_leave_the_won_tricks_piles_in_sight(tmp_path, monkeypatch, players, seed):
    for app in running_app(tmp_path, monkeypatch, (1280, 720)):
        app.settings["anim_speed"] = 1.0
        match = Match("cinco_vidas_espanola", {"players": players, "mode": "clasico",
                                               "poderes": True, "level": "facil"}, seed)
        app.open_table(match, 0)
        step(app, 3)
        table = top(app)
        seen, looked, covered = {"duel": 0, "choice": 0}, 0, []
        for frame in range(1600):
            r = table.pod_steps_rect
            if table.pod_steps and table.pod_steps_age < 3.0 and r is not None \
                    and not table.overlay.visible and not table._steps_outstayed(r, table.hud.s):
                piles = won_piles(table)
                looked += len(piles)
                covered += [(frame, tuple(r), tuple(p)) for p in piles if r.colliderect(p)]
            if table.human_to_act():
                human_move(app, table, seen)
                continue
            step(app)
        assert looked > 50  # the steps were on screen beside piles, many frames
        assert not covered, covered[:3]
