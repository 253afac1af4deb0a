"""With Poderes a bot's move trace («juega la carta n.º 4») sits under its seat's mana bar:
placed just under the plaque, it lay over the bar (Chaos + Poderes at 900x560)."""
import pygame
from ui_helpers import app, step  # noqa: F401  (app: the fixture)

from hod_desktop.engine.core import Match
from test_ui_poderes import open_table


def test_a_trace_chip_does_not_cover_the_mana_bar(app):
    match = Match("cinco_vidas_espanola", {"players": 4, "mode": "chaos", "poderes": True}, 5)
    table = open_table(app, match)
    step(app, 5)
    s = table.hud.s
    for p in range(1, 4):
        table.traces.add(p, "juega la carta n.º 4")
    chips = table.traces.draw(app.screen, table.seat_anchor, s, table.hud.text_img)
    assert len(chips) == 3
    for p, chip in zip(range(1, 4), chips):
        r = pygame.Rect(table.layout.seats[p].plaque)
        bar = pygame.Rect(r.x + int(10 * s), r.bottom + int(3 * s), r.w - int(20 * s), max(4, int(7 * s)))
        assert not chip.colliderect(bar), (p, chip, bar)
