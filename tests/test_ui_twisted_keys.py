"""Twisted: the person may put a card down while the bots still put theirs, and the table
says "Te toca" meanwhile; a key pressed while a bot's card glided only finished the glide
(two Intro presses did nothing in a real window). Now the key finishes the glide and,
the table caught up, acts."""
import pygame
from ui_helpers import app, step  # noqa: F401  (app: the fixture)

from hod_desktop.engine import cinco_vidas_espanola as ce
from hod_desktop.engine.core import Match
from hod_desktop.ui.draw import tween
from test_ui_poderes import open_table


def key(app, k):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))
    step(app)


def test_intro_while_a_bots_card_glides_puts_the_cursor_on_a_card(app):
    match = Match("cinco_vidas_espanola", {"players": 4, "mode": "twisted", "level": "facil"}, 2)
    table = open_table(app, match)
    app.settings["anim_speed"] = 1.0  # cards glide (the fixture's "max" makes them jump)
    tween.set_speed(1.0)
    for _ in range(20000):
        v = match.view(0)
        if (v.phase == ce.PLAYING and 0 in match.to_act() and table.anim.busy
                and not table.queue and table.selected is None
                and any(p != 0 for p, a in match.actions[-1:])):
            break
        if table.human_to_act(ce.BIDDING):
            buttons, _ = table.hud.build_bid_buttons(table.view())
            table.act(next(b for b in buttons if b.enabled).action)
        step(app)
    else:
        raise AssertionError("no bot card gliding while the person may play")
    key(app, pygame.K_RETURN)
    assert table.selected == 0  # the glide finished and the key did its work
