"""Chinchón by keyboard alone: a focus (ui/table/key_focus) over the hand cards and the stock ·
discard · closing spot, and a key for every action.

    ←/→, ↑/↓, Mayús+←/→   move the focus / carry the focused card (an `arrange`)
    Intro/Espacio  act on the focus: draw from a pile, throw the card, close with it
    R / D      draw from the stock / take the discard
    C          Cerrar (choose the card to close with; Esc cancels)
    O          Ordenar (melds · by suit · by number)
    H / Q / J  history · «¿Qué haría la máquina?» · action log;  Esc  pause
The re-entry question takes ←/→ and Intro; the pause menu ↑/↓ and Intro (TableScene).
"""
from __future__ import annotations

import pygame

from ...engine.chinchon import DISCARD, DRAW, REENTRY
from ...ui.table.key_focus import (ARROWS, ENTER, arrow, draw_focus_outline, draw_focus_ring, focus_rect,
                             kept)

PILES = ("stock", "discard", "close")
LETTERS = {pygame.K_o: lambda t: t.sort_hand(), pygame.K_r: lambda t: t.draw_card("stock"),
           pygame.K_d: lambda t: t.draw_card("discard"), pygame.K_c: lambda t: t.toggle_close()}


class KeyboardPlay:
    """A mixin of `ChinchonTable`: the keyboard play above (it keeps `kfocus`, and sets
    `picking_close` and `selected` as the mouse does)."""

    def my_hand(self) -> list:
        return list(self.hands.get(self.human, [])) if self.human is not None else []

    def default_focus(self) -> tuple:
        hand = self.my_hand()
        return ("stock",) if self.human_to_act(DRAW) or not hand else ("hand", hand[-1])

    def key_focus(self) -> tuple | None:
        """The focus, kept valid (a hand card that left the hand moves the focus on)."""
        self.kfocus = kept(getattr(self, "kfocus", None), self.my_hand(), self.default_focus)
        return self.kfocus

    def toggle_close(self) -> None:
        """Cerrar: pick the card to close with (the focus goes to the first card that may)."""
        v = self.cached_view()
        if not self.picking_close and not (self.human_to_act(DISCARD) and v.can_close):
            self.say(self.tr("ch.cannot_close"), error=True)
            return
        self.picking_close = not self.picking_close
        self.selected = None
        if self.picking_close:
            throws = {str(c) for c, _ in v.close_options}
            first = next((c for c in self.my_hand() if str(c) in throws), None)
            if first is not None:
                self.kfocus = ("hand", first)

    def play_key(self, event) -> bool | None:
        """Handle a key of the keyboard play; None when it is not one of these keys."""
        k = event.key
        if self.human is None:
            return None
        if self.human_to_act(REENTRY):  # the re-entry question: ←/→ and Intro (ui/table/question_box)
            answer = self.hud.question.key(k, self.hud.reentry_buttons())
            if isinstance(answer, str):
                self.apply(self.human, answer)
            return None if answer is None else True
        if k in LETTERS:
            before = self.my_hand()
            LETTERS[k](self)
            drawn = [c for c in self.my_hand() if c not in before]
            if k in (pygame.K_r, pygame.K_d) and drawn:
                self.kfocus = ("hand", drawn[0])  # the card drawn (last, or where «Ordenar» put it)
            return True
        if k not in ARROWS and k not in ENTER:
            return None
        if self.key_focus() is None:  # the first key only shows the focus (Intro threw an
            # unringed card)
            self.kfocus = self.default_focus()
            return True
        hand = self.my_hand()
        if k in ARROWS:
            self.kfocus, order = arrow(self.kfocus, k, hand, PILES,
                                       lambda: "stock" if self.human_to_act(DRAW) else "discard",
                                       lambda: self.selected if self.selected in hand else hand[-1],
                                       bool(event.mod & pygame.KMOD_SHIFT))
            if order is not None and self.can_arrange():
                self.arrange(order)
            return True
        return self.activate_focus(self.kfocus, hand)

    def activate_focus(self, f: tuple, hand: list) -> bool:
        """Intro on the focus: a card is thrown (or closes, or is picked), a pile is drawn
        from, the closing spot closes with the picked card."""
        throw_picked = self.selected is not None and self.human_to_act(DISCARD)
        if f[0] == "hand":
            if self.picking_close or self.human_to_act(DISCARD):
                self.throw(f[1], close=self.picking_close)
            else:
                self.selected = None if self.selected == f[1] else f[1]
        elif f[0] == "close" and throw_picked:
            self.throw(self.selected, close=True)
        elif f[0] == "close":
            self.toggle_close()
        elif f[0] == "discard" and throw_picked:
            self.throw(self.selected)
        else:
            self.draw_card(f[0])
            if (f[0] == "discard" or hand) and self.my_hand():
                self.kfocus = ("hand", self.my_hand()[-1])
        return True

    def close_choices(self) -> set | None:
        """While picking the card to close with: the names of the cards that may close."""
        if not self.picking_close:
            return None
        return {str(c) for c, _ in self.cached_view().close_options}

    def draw_focus(self, surface) -> None:
        """A gold ring around the keyboard focus (the re-entry question draws its own)."""
        if self.human_to_act(REENTRY) or self.reveal is not None:
            return
        lay = self.layout
        focus = self.key_focus()
        card = self.cards.get(focus[1]) if focus is not None and focus[0] == "hand" else None
        if card is not None and abs(card.angle) > 0.5:  # a tilted card: the ring tilts with it
            draw_focus_outline(surface, card.corners(4 * self.hud.s), self.hud.s)
            return
        spots = {"stock": lay.stock, "discard": lay.discard, "close": lay.close_spot}
        draw_focus_ring(surface, focus_rect(focus,
                                            lambda c: getattr(self.cards.get(c), "rect", None),
                                            lambda name: lay.pile_rect(spots[name], 1.08)),
                        self.hud.s)
