"""A bot's move trace keeps off its seat's pile of won tricks: under the plaque it lay over
the pile and its count badge («juega la jota de corazones» over Mateo's «2», cv2_17, 3p
1280x720; «plays the knight of cups» over Lucía's pile, ea_33, Blind + Powers 5p 900x560)."""
import pygame
import pytest
from ui_helpers import app_at_sizes, step

from hod_desktop.engine.core import Match
from hod_desktop.ui.table.layout import pile_box

SIZES = [(900, 560), (1280, 720), (1920, 1080)]


app = app_at_sizes(SIZES)


def chips_and_piles(app, game, players, options):
    from hod_desktop.scenes.cinco_vidas.table import CincoVidasTable
    from hod_desktop.scenes.cinco_vidas_espanola.table import EspanolaTable

    cls = EspanolaTable if game == "cinco_vidas_espanola" else CincoVidasTable
    t = cls(app, Match(game, {"players": players, **options}, 7), 0)
    app.scenes.push(t)
    step(app, 3)
    t.shown.tricks = [2] * players
    seats = list(range(1, players))
    for p in seats:
        t.traces.add(p, "juega la jota de corazones")
    chips = t.traces.draw(pygame.Surface(app.screen.get_size()), t.seat_anchor, t.hud.s, t.hud.text_img)
    lay = t.layout
    return list(zip(seats, chips, [pygame.Rect(pile_box(lay.seats[p].pile, lay.small_w)) for p in seats]))


@pytest.mark.parametrize("game,options", [("cinco_vidas", {}),
                                          ("cinco_vidas_espanola", {"mode": "a_ciegas", "poderes": True})])
@pytest.mark.parametrize("players", [3, 5, 8])
def test_no_trace_over_its_pile(app, game, options, players):
    for p, chip, pile in chips_and_piles(app, game, players, options):
        assert not chip.colliderect(pile), (app.screen.get_size(), p, chip, pile)
