"""A bot's move trace keeps off the cards a seat shows beside its hand:
- Cinco Vidas's 1-card round: «dice «Pierdo»» lay over Lucía's face-up 10♥, its index hidden,
  in the one round where reading the others' cards is the whole game (2p 1280x720 es);
- Chinchón's last-taken card beside a top plaque: «coge el 5 de copas del descarte» lay over
  Lucía's «Cogió» card (2p 800x480 and 1280x720 es)."""
import pygame
import pytest
from ui_helpers import app_at_sizes, step, top, wait_for

from hod_desktop.ai.base import run_to_end
from hod_desktop.ai.registry import make_bot
from hod_desktop.engine.cards import SPANISH, parse_card
from hod_desktop.engine.core import Match

SIZES = [(800, 480), (900, 560), (1280, 720), (1920, 1080)]


app = app_at_sizes(SIZES)


def at_blind_round(players: int, seed: int) -> Match:
    """A Cinco Vidas match played by bots up to the bids of its first 1-card round."""
    m = Match("cinco_vidas", {"players": players, "level": "normal"}, seed)
    bots = [make_bot("cinco_vidas", "normal", seed, p) for p in range(players)]
    while m.view(0).round_size != 1:
        seat = m.to_act()[0]
        m.apply(seat, run_to_end(bots[seat].decide(m.view(seat))))
    assert not m.is_terminal()
    return m


def chips(t, seat: int, words: str, size) -> list[pygame.Rect]:
    t.traces.items.clear()
    t.traces.add(seat, words)
    return t.traces.draw(pygame.Surface(size), t.seat_anchor, t.hud.s, t.hud.text_img,
                         t.trace_obstacles())


@pytest.mark.parametrize("players", [2, 3, 5])
def test_trace_off_the_blind_cards(app, players):
    assert app.open_table(at_blind_round(players, 11), 0)
    step(app, 3)
    t = top(app)
    assert wait_for(app, lambda: not t.anim.busy and t.cards.where(lambda s: s.slot[0] == "blind"), 600)
    shown = [s.rect for s in t.cards.where(lambda s: s.slot[0] == "blind" and s.slot[1] != 0)]
    rivals = [p for p in t.match.view(0).order if p != 0]  # the seats still in
    assert len(shown) == len(rivals) >= 1
    screen = pygame.Rect((0, 0), app.screen.get_size())
    for seat in rivals:
        chip, = chips(t, seat, "dice «Pierdo»", screen.size)
        assert screen.contains(chip)
        assert chip.collidelist(shown) < 0, (players, seat, chip, shown)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_trace_off_the_taken_card(app, players):
    m = Match("chinchon", {"players": players, "level": "normal", "limit": 100, "reentry": True}, 5)
    assert app.open_table(m, 0)
    step(app, 3)
    t = top(app)
    assert wait_for(app, lambda: not t.anim.busy and t.cards.where(
        lambda s: s.slot[:2] == ("hand", 1)), 600)
    t.shown.last_taken = [None] + [parse_card("5c", SPANISH)] * (players - 1)
    step(app, 2)
    taken = t.hud.taken().beside()
    if players == 2:
        assert taken  # the top seat's backs lie below its plaque: its card is beside it
    screen = pygame.Rect((0, 0), app.screen.get_size())
    for seat in range(1, players):
        chip, = chips(t, seat, "coge el 5 de copas del descarte", screen.size)
        assert screen.contains(chip)
        assert chip.collidelist(taken) < 0, (players, seat, chip, taken)
