"""Bandas reveal: the plaques' trick counts and the person's trick slot follow the reveal.
The engine has already drawn the Mercado winner's trick when the reveal starts: the
plaque said "trucos: 2" for the winner, and the person's slot showed the card they would
win, before the board had shown who took the Mercado."""
import pygame
from ui_helpers import app, step, wait_for  # noqa: F401  (app: the fixture)

from hod_desktop.scenes.bandas.reveal import DREW
from test_ui_bandas import key, open_table


def test_the_mercado_draw_shows_on_the_plaque_only_with_its_beat(app):
    table = open_table(app, 2, 5)
    app.settings["anim_speed"] = 1.0
    before = table.view().hand_sizes[0]
    hand = tuple(table.view().hand)
    table.draft = [0, 10, 0, 0, 0]  # the whole gang in the Mercado: the person takes it
    table.confirm()
    assert wait_for(app, lambda: table.reveal is not None, 600)
    key(app, pygame.K_p, "p")  # hold the reveal where it is
    rv = table.reveal
    assert rv.report.drew == 0 and table.view().hand_sizes[0] == before + 1
    seen = []
    while True:
        drawn = any(b.kind == DREW for b in rv.beats[:rv.index + 1])
        board = table.board()
        seen.append((drawn, board.hand_sizes[0]))
        assert tuple(board.hand) == (tuple(table.view().hand) if drawn else hand), drawn
        if rv.advance() is None:
            break
    assert {size for drawn, size in seen if not drawn} == {before}, seen
    assert {size for drawn, size in seen if drawn} == {before + 1}, seen
