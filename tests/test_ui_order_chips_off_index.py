"""The trick's play-order chips keep off the cards' indices. Each chip «1», «2», «3» sat
inside its card's top-left corner, over the index: the Q, the 5 and the 10 of a Cinco Vidas
trick could not be read there (1280x720, seen by i7check; the bottom-right index still
showed). The chip now hangs just off the corner."""
import math

import pygame
import pytest
from ui_helpers import running_app, step, top, wait_for

from hod_desktop.ai.base import run_to_end
from hod_desktop.ai.registry import make_bot
from hod_desktop.engine.core import Match


def mid_trick(game: str, players: int) -> Match:
    """A bots' game stopped with three cards of a trick on the felt."""
    m = Match(game, {"players": players, "level": "facil"}, 7)
    bots = [make_bot(game, "facil", 7, p) for p in range(players)]
    while True:
        v = m.view(0)
        if len(getattr(v, "trick", ()) or ()) == 3:
            return m
        seat = m.to_act()[0]
        m.apply(seat, run_to_end(bots[seat].decide(m.view(seat))))


def distance(point, rect: pygame.Rect) -> float:
    dx = max(rect.left - point[0], 0, point[0] - rect.right)
    dy = max(rect.top - point[1], 0, point[1] - rect.bottom)
    return math.hypot(dx, dy)


@pytest.mark.parametrize("size", [(900, 560), (1280, 720)])
@pytest.mark.parametrize("game", ["cinco_vidas", "cinco_vidas_espanola"])
def test_order_chips_leave_the_index_free(tmp_path, monkeypatch, size, game):
    for app in running_app(tmp_path, monkeypatch, size):
        assert app.open_table(mid_trick(game, 4), 0)
        step(app, 3)
        table = top(app)
        wait_for(app, lambda: table.idle, 600)
        marks = table.trick.order_marks(table.cards.get)
        assert len(marks) >= 2
        rad = max(7, int(9 * table.hud.s))
        for pos, n in marks:
            _seat, key = table.trick.plays[n - 1]
            sprite = table.cards.get(key)
            w, h = sprite.size  # the card unturned (its slight tilt aside)
            card = pygame.Rect(0, 0, int(w), int(h))
            card.center = (int(sprite.pos[0]), int(sprite.pos[1]))
            index = pygame.Rect(card.x + int(w * 0.05), card.y + int(h * 0.04), int(w * 0.17),
                                int(h * 0.2))  # the top-left index and the suit under it
            assert distance(pos, index) > rad, (n, pos, index, rad)
            assert distance(pos, card) < rad  # still on the card's corner
