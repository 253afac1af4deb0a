"""A bot's move trace keeps off the cards in hands: under the plaque of a seat at the top of
the table it lay over that seat's own hand («tira el rey de oros» over Lucía's cards, cc0,
Chinchón 2p 900x560; «juega la sota de oros» over Mateo's, pb_6, Poderes 4p 900x560; 15–75% of
the chip over cards at every size). Now it goes under the plaque flush with an edge, or
beside the plaque, where no hand card and no plaque is."""
import pygame
import pytest
from ui_helpers import app_at_sizes, step, top, wait_for

from hod_desktop.engine.core import Match
from hod_desktop.ui.table.hint_box import trace_avoid

SIZES = [(900, 560), (1920, 1080)]
GAMES = {"cinco_vidas": {"level": "normal"},
         "cinco_vidas_espanola": {"level": "normal", "mode": "clasico", "poderes": True},
         "chinchon": {"level": "normal", "limit": 100, "reentry": True},
         "brag": {"level": "normal"}}


app = app_at_sizes(SIZES)


@pytest.mark.parametrize("game", list(GAMES))
@pytest.mark.parametrize("players", [3, 4])
def test_no_trace_over_a_hand(app, game, players):
    assert app.open_table(Match(game, dict(GAMES[game], players=players), 5), 0)
    step(app, 3)
    t = top(app)
    assert wait_for(app, lambda: not t.anim.busy and t.cards.where(
        lambda s: isinstance(s.slot, tuple) and s.slot[:2] == ("hand", 1)), 600)
    hands = t.cards.where(lambda s: isinstance(s.slot, tuple) and s.slot[:1] == ("hand",))
    screen = pygame.Rect((0, 0), app.screen.get_size())
    for seat in range(1, players):
        t.traces.items.clear()
        t.traces.add(seat, "juega la sota de oros")
        chip, = t.traces.draw(pygame.Surface(screen.size), t.seat_anchor, t.hud.s, t.hud.text_img,
                              trace_avoid(t.cards.sprites(), map(t.seat_anchor, range(t.n))))
        assert screen.contains(chip)
        over = [(x, y) for x in range(chip.x, chip.right, 2) for y in range(chip.y, chip.bottom, 2)
                if any(s.contains((x, y)) for s in hands)]
        assert not over, (game, players, seat, chip, len(over))
        plaque = t.seat_anchor(seat)  # and it stays by its own plaque
        assert chip.inflate(20, 20).colliderect(plaque)
