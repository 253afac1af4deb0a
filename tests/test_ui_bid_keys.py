"""The bid panel by keys: ←/→ ring a bid, Intro makes it. In the 1-card round («Win» /
«Lose», no digit on them) a keyboard player's ←/→ and Intro went to the hand: Intro picked
a card and then said «Bids come first», and the panel stayed (qb_27, CV española Chaos +
Poderes 3p 1920x1080 en). Digits still bid as before."""
import random

import pygame
from ui_helpers import app, step, top  # noqa: F401  (app: the fixture)

from hod_desktop.engine.cinco_vidas import BIDDING
from hod_desktop.engine.core import Match


def press(app, k, unicode=""):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=unicode, scancode=0))
    step(app, 2)


def to_my_bid(match, size=None):
    """Random moves (every seat) until seat 0 bids in a round of `size` cards."""
    rng = random.Random(3)
    while True:
        v = match.view(0)
        if v.phase == BIDDING and 0 in match.to_act() and (size is None or v.round_size == size):
            return
        p = match.to_act()[0]
        match.apply(p, rng.choice(match.legal_actions(p)))


def open_at_bid(app, game, size, cls):
    match = Match(game, {"players": 3, "level": "facil"}, 21)
    match.state.lives = [99] * 3  # nobody drops out on the way to the round
    to_my_bid(match, size)
    table = cls(app, match, 0)
    app.scenes.push(table)
    step(app, 2)
    for _ in range(600):
        if table.human_to_act(BIDDING):
            break
        step(app)
    assert top(app) is table and table.human_to_act(BIDDING)
    return match, table


def enabled(table):
    buttons, _ = table.hud.build_bid_buttons(table.view())
    return [b.action for b in buttons if b.enabled]


def test_the_one_card_round_by_arrows_and_enter(app):
    from hod_desktop.scenes.cinco_vidas.table import CincoVidasTable

    match, table = open_at_bid(app, "cinco_vidas", 1, CincoVidasTable)
    choices = enabled(table)
    n = len(match.actions)
    press(app, pygame.K_RIGHT)
    press(app, pygame.K_RETURN)
    want = choices[1 % len(choices)]
    assert [a for p, a in match.actions[n:] if p == 0] == [want]


def test_a_five_card_bid_by_arrows_and_enter_on_the_spanish_deck(app):
    from hod_desktop.scenes.cinco_vidas_espanola.table import EspanolaTable

    match, table = open_at_bid(app, "cinco_vidas_espanola", 5, EspanolaTable)
    choices = enabled(table)
    n = len(match.actions)
    press(app, pygame.K_RIGHT)
    press(app, pygame.K_RIGHT)
    press(app, pygame.K_LEFT)
    press(app, pygame.K_RETURN)
    assert [a for p, a in match.actions[n:] if p == 0] == [choices[1]]
