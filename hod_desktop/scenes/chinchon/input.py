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

import pygame

from ...engine.chinchon import DISCARD, DRAW, REENTRY
from ...ui.table.key_focus import ENTER


class TableInput:
    """A mixin of `ChinchonTable`: the press, click, button and key handlers above (the
    drag itself is ui/table/stock_discard's, the play keys `KeyboardPlay`'s; the base keeps the
    pause menu, Esc, H, Q and P)."""

    def on_press(self, pos) -> bool:
        """A press (the pause menu and the menu button were the base's)."""
        hud = self.hud
        if self.overlay.visible:  # a voided hand's summary: a click continues
            self.overlay.press_continue()
            return True
        if self.reveal is not None:
            b, could = self.reveal.next_button(), self.reveal.could_button()
            if could is not None and could.rect.collidepoint(pos):
                self.sound("click")
                self.could_win_round(self.reveal.result.hand_no)
            elif b is not None and b.rect.collidepoint(pos):
                self.sound("click")
                self.end_reveal()
            elif self.reveal is not None and self.reveal.stage < 3:
                self.anim.finish_all()
            return True
        if self.human_to_act(REENTRY):  # both answers are enabled: a click answers
            self.press_choice(pos, hud.reentry_buttons(), None, lambda a: self.apply(self.human, a))
            return True
        if self.human is None:
            self.catch_up()
            return True
        b = hud.button_at(pos, hud.buttons())
        if b is not None:
            if b.enabled:
                self.sound("click")
                self.press_button(b.action)
            return True
        s = self.cards.top_at(pos, lambda s: s.slot == ("hand", self.human))
        if s is not None and self.can_arrange():
            self.grab(s, pos, "hand")
            return True
        if self.catch_up():
            return True
        lay = self.layout
        if self.over_spot(lay.discard, pos, 1.0) and self.selected is not None \
                and self.human_to_act(DISCARD):
            self.throw(self.selected)  # the picked card onto the pile
        elif self.press_pile(pos, self.human_to_act(DRAW)) is None and self.selected is not None \
                and self.over_spot(lay.close_spot, pos, 1.0):
            self.throw(self.selected, close=True)
        return True

    def click_card(self, card) -> None:
        """A click on a hand card picks it (or unpicks it); a double click throws it; while
        Cerrar waits, it closes with it."""
        if self.picking_close:
            self.throw(card, close=True)
        elif self.double_click(card):
            self.throw(card)
        else:
            self.selected = None if self.selected == card else card

    def press_button(self, action: str) -> None:
        if action == "sort":
            self.sort_hand()
        elif action == "close":
            self.picking_close = not self.picking_close
            self.selected = None

    def on_key(self, event) -> bool:
        """A key the base left (Esc, the pause menu, H, Q and P are the base's)."""
        k = event.key
        if self.overlay.visible and k in ENTER:
            self.overlay.press_continue()
            return True
        if self.reveal is not None:  # the count: no play keys (their refusals would cover it)
            if k in ENTER:
                if self.reveal.stage < 3:
                    self.anim.finish_all()
                elif self.human is not None:
                    self.end_reveal()
            return True
        self.catch_up()
        handled = self.play_key(event)
        if handled is not None:
            return handled
        if self.selected is not None and k in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.throw(self.selected)
            return True
        return False
