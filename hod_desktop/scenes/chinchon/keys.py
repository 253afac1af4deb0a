"""Chinchón by keyboard alone: a focus (ui/key_focus) over the hand cards and the stock ·
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

from typing import TYPE_CHECKING

import pygame

from ...engine.chinchon import DISCARD, DRAW, REENTRY
from ...ui.key_focus import ARROWS, ENTER, arrow, draw_focus_ring, focus_rect, kept

if TYPE_CHECKING:
    from ...ui.table_base import TableScene

PILES = ("stock", "discard", "close")


def _hand(t) -> list:
    return list(t.hands.get(t.human, [])) if t.human is not None else []


def _focus_default(t) -> tuple:
    hand = _hand(t)
    return ("stock",) if t.human_to_act(DRAW) or not hand else ("hand", hand[-1])


def focus(t) -> tuple | None:
    """The focus, kept valid (a hand card that left the hand moves the focus on)."""
    t.kfocus = kept(getattr(t, "kfocus", None), _hand(t), lambda: _focus_default(t))
    return t.kfocus


def _toggle_close(t) -> None:
    """Cerrar: pick the card to close with (the focus goes to the first card that may)."""
    v = t.cached_view()
    if not t.picking_close and not (t.human_to_act(DISCARD) and v.can_close):
        t.say(t.tr("ch.cannot_close"), error=True)
        return
    t.picking_close = not t.picking_close
    t.selected = None
    if t.picking_close:
        throws = {str(c) for c, _ in v.close_options}
        first = next((c for c in _hand(t) if str(c) in throws), None)
        if first is not None:
            t.kfocus = ("hand", first)


LETTERS = {pygame.K_o: lambda t: t.sort_hand(), pygame.K_r: lambda t: t.draw_card("stock"),
           pygame.K_d: lambda t: t.draw_card("discard"), pygame.K_c: _toggle_close}


def key(t: "TableScene", event) -> bool | None:
    """Handle a key of the keyboard play; None when it is not one of these keys."""
    k = event.key
    if t.human is None:
        return None
    if t.human_to_act(REENTRY):  # the re-entry question: ←/→ and Intro (ui/question_box)
        answer = t.hud.question.key(k, t.hud.reentry_buttons())
        if isinstance(answer, str):
            t.apply(t.human, answer)
        return None if answer is None else True
    if k in LETTERS:
        before = _hand(t)
        LETTERS[k](t)
        drawn = [c for c in _hand(t) if c not in before]
        if k in (pygame.K_r, pygame.K_d) and drawn:
            t.kfocus = ("hand", drawn[0])  # the card drawn (last, or where «Ordenar» put it), ringed
        return True
    if k not in ARROWS and k not in ENTER:
        return None
    if focus(t) is None:  # the first key only shows the focus: Intro threw an unringed card
        t.kfocus = _focus_default(t)
        return True
    hand = _hand(t)
    if k in ARROWS:
        t.kfocus, order = arrow(t.kfocus, k, hand, PILES,
                                lambda: "stock" if t.human_to_act(DRAW) else "discard",
                                lambda: t.selected if t.selected in hand else hand[-1],
                                bool(event.mod & pygame.KMOD_SHIFT))
        if order is not None and t.can_arrange():
            t.arrange(order)
        return True
    return _activate(t, t.kfocus, hand)


def _activate(t, f: tuple, hand: list) -> bool:
    """Intro on the focus: a card is thrown (or closes, or is picked), a pile is drawn
    from, the closing spot closes with the picked card."""
    throw_picked = t.selected is not None and t.human_to_act(DISCARD)
    if f[0] == "hand":
        if t.picking_close or t.human_to_act(DISCARD):
            t.throw(f[1], close=t.picking_close)
        else:
            t.selected = None if t.selected == f[1] else f[1]
    elif f[0] == "close" and throw_picked:
        t.throw(t.selected, close=True)
    elif f[0] == "close":
        _toggle_close(t)
    elif f[0] == "discard" and throw_picked:
        t.throw(t.selected)
    else:
        t.draw_card(f[0])
        if (f[0] == "discard" or hand) and _hand(t):
            t.kfocus = ("hand", _hand(t)[-1])
    return True


def closable(t) -> set | None:
    """While picking the card to close with: the names of the cards that may close."""
    if not t.picking_close:
        return None
    return {str(c) for c, _ in t.cached_view().close_options}


def draw_focus(t, surface) -> None:
    """A gold ring around the keyboard focus (the re-entry question draws its own)."""
    if t.human_to_act(REENTRY) or t.reveal is not None:
        return
    lay = t.layout
    spots = {"stock": lay.stock, "discard": lay.discard, "close": lay.close_spot}
    draw_focus_ring(surface, focus_rect(focus(t), lambda c: getattr(t.cards.get(c), "rect", None),
                                        lambda name: lay.pile_rect(spots[name], 1.08)), t.hud.s)
