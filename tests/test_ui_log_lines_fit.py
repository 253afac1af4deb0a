"""The table's last log lines stay in the column under the title: at 900x560 a 3-player
Chinchón line «Mateo coge el caballo de oros del descarte» ran under Lucía's plaque. A line
too long for the column is cut with "…" (J opens the whole log)."""
import pygame
import pytest
from ui_helpers import running_app, step, top

from hod_desktop.engine.core import Match
from hod_desktop.ui.table.action_log import cut_to_width

LONG = "Mateo coge el caballo de oros del descarte y lo pone con sus caballos"


@pytest.mark.parametrize("size", [(800, 480), (900, 560), (1280, 720)])
@pytest.mark.parametrize("game,players", [("chinchon", 3), ("chinchon", 4), ("cinco_vidas", 5),
                                          ("brag", 4)])
def test_the_last_log_lines_keep_off_the_plaques(tmp_path, monkeypatch, size, game, players):
    gen = running_app(tmp_path, monkeypatch, size)
    app = next(gen)
    try:
        assert app.open_table(Match(game, {"players": players}, 8), 0)
        step(app, 3)
        table = top(app)
        table.log.texts = lambda *a, **k: [LONG, LONG + " otra vez", LONG][-k.get("last", 3):]
        step(app, 2)
        view = table.log_view
        if view.button is None:  # no room for even the chip: nothing drawn
            return
        block, chip = view._recent
        rect = pygame.Rect(view.button.x - chip.x, view.button.y - chip.y, *block.get_size())
        for p in range(players):
            if p != table.human:
                plaque = table.seat_anchor(p)
                assert not rect.colliderect(plaque), (p, rect, plaque)
        assert rect.right <= size[0]
    finally:
        next(gen, None)


def test_cut_to_width_keeps_the_longest_start_that_fits():
    pygame.font.init()
    from hod_desktop.ui.draw.text_render import text

    def render(t):
        return text(t, 12)
    assert cut_to_width("corto", render, 500).get_width() == render("corto").get_width()
    cut = cut_to_width(LONG, render, 120)
    assert cut.get_width() <= 120
    assert cut.get_width() > 120 - render("ab…").get_width()  # not shorter than it must be
    assert cut_to_width(LONG, render, None).get_width() == render(LONG).get_width()
