"""Mouse and keyboard on the Chinchón table (arcade's drag recipe on sprites that only show
engine state). Handlers read `event.pos` / `event.button(s)`, never the real cursor, so
synthetic events work.

- press on a hand card: lift it; motion: it follows, the others open a gap (insertion
  index from the card's x); release over the hand -> `arrange`, over the discard pile ->
  `discard`, over the closing spot -> `close`, elsewhere -> it glides back.
- press on the stock / the discard top (your draw): drag it into the hand (or click).
- a click on a hand card selects it; a double click throws it; Cerrar asks which card.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ...engine.chinchon import DISCARD, DRAW, REENTRY
from . import keys

if TYPE_CHECKING:
    from ...ui.table_base import TableScene


def press(t: "TableScene", pos) -> bool:
    """A press (the pause menu and the menu button were the base's)."""
    hud = t.hud
    if t.overlay.visible:  # a voided hand's summary: a click continues
        t.overlay.press_continue()
        return True
    if t.reveal is not None:
        b, could = t.reveal.next_button(), t.reveal.could_button()
        if could is not None and could.rect.collidepoint(pos):
            t.sound("click")
            t.could_win_round(t.reveal.result.hand_no)
        elif b is not None and b.rect.collidepoint(pos):
            t.sound("click")
            t.end_reveal()
        elif t.reveal is not None and t.reveal.stage < 3:
            t.anim.finish_all()
        return True
    if t.human_to_act(REENTRY):
        b = hud.button_at(pos, hud.reentry_buttons())
        if b is not None:
            t.sound("click")
            t.apply(t.human, b.action)
        return True
    if t.human is None:
        t.catch_up()
        return True
    b = hud.button_at(pos, hud.buttons())
    if b is not None:
        if b.enabled:
            t.sound("click")
            button(t, b.action)
        return True
    s = t.cards.top_at(pos, lambda s: s.slot == ("hand", t.human))
    if s is not None and t.can_arrange():
        t.grab(s, pos, "hand")
        return True
    if t.catch_up():
        return True
    lay = t.layout
    if t.over_spot(lay.discard, pos, 1.0) and t.selected is not None and t.human_to_act(DISCARD):
        t.throw(t.selected)  # the picked card onto the pile
    elif t.press_pile(pos, t.human_to_act(DRAW)) is None and t.selected is not None \
            and t.over_spot(lay.close_spot, pos, 1.0):
        t.throw(t.selected, close=True)
    return True


def click_card(t: "TableScene", card) -> None:
    """A click on a hand card picks it (or unpicks it); a double click throws it; while
    Cerrar waits, it closes with it."""
    if t.picking_close:
        t.throw(card, close=True)
    elif t.double_click(card):
        t.throw(card)
    else:
        t.selected = None if t.selected == card else card


def button(t: "TableScene", action: str) -> None:
    if action == "sort":
        t.sort_hand()
    elif action == "close":
        t.picking_close = not t.picking_close
        t.selected = None


def key(t: "TableScene", event) -> bool:
    """A key the base left (Esc, the pause menu, H, Q and P are the base's)."""
    k = event.key
    if t.overlay.visible and k in keys.ENTER:
        t.overlay.press_continue()
        return True
    if t.reveal is not None:  # the count: no play keys (their refusals would cover it)
        if k in keys.ENTER:
            if t.reveal.stage < 3:
                t.anim.finish_all()
            elif t.human is not None:
                t.end_reveal()
        return True
    t.catch_up()
    handled = keys.key(t, event)
    if handled is not None:
        return handled
    if t.selected is not None and k in (pygame.K_RETURN, pygame.K_KP_ENTER):
        t.throw(t.selected)
        return True
    return False
