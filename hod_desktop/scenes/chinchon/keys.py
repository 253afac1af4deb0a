"""Chinchón by keyboard alone: a focus over the hand cards, the stock, the discard pile
and the closing spot, moved with the arrows, and keys for every action.

    ←/→        move along the hand (or along stock · discard · close spot)
    ↑/↓        from the hand to the piles and back
    Mayús+←/→  move the focused card within the hand (an `arrange`)
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
from ...ui import theme

if TYPE_CHECKING:
    from ...ui.table_base import TableScene

PILES = ("stock", "discard", "close")
ENTER = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


def _hand(t) -> list:
    return list(t.hands.get(t.human, [])) if t.human is not None else []


def _focus_default(t) -> tuple:
    hand = _hand(t)
    if t.human_to_act(DRAW) or not hand:
        return ("stock",)
    return ("hand", hand[-1])


def focus(t) -> tuple | None:
    """The focus, kept valid (a hand card that left the hand moves the focus on)."""
    f = getattr(t, "kfocus", None)
    if f is None:
        return None
    if f[0] == "hand" and f[1] not in _hand(t):
        t.kfocus = _focus_default(t)
    return t.kfocus


def key(t: "TableScene", event) -> bool | None:
    """Handle a key of the keyboard play; None when it is not one of these keys."""
    k, shift = event.key, bool(event.mod & pygame.KMOD_SHIFT)
    if t.human is None:
        return None
    if t.human_to_act(REENTRY):  # the re-entry question: ←/→ and Intro (ui/question_box)
        answer = t.hud.question.key(k, t.hud.reentry_buttons())
        if isinstance(answer, str):
            t.apply(t.human, answer)
        return None if answer is None else True
    if k == pygame.K_o:
        t.sort_hand()
        return True
    if k == pygame.K_r:
        t.draw_card("stock")
        return True
    if k == pygame.K_d:
        t.draw_card("discard")
        return True
    if k == pygame.K_c:
        _toggle_close(t)
        return True
    arrows = (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN)
    if k not in arrows and k not in ENTER:
        return None
    if focus(t) is None:
        t.kfocus = _focus_default(t)
        if k in arrows:
            return True
    f = t.kfocus
    hand = _hand(t)
    if k in (pygame.K_LEFT, pygame.K_RIGHT):
        d = -1 if k == pygame.K_LEFT else 1
        if f[0] == "hand" and hand:
            i = hand.index(f[1])
            if shift:
                j = max(0, min(len(hand) - 1, i + d))
                if j != i and t.can_arrange():
                    order = list(hand)
                    order.insert(j, order.pop(i))
                    t.arrange(order)
                return True
            t.kfocus = ("hand", hand[(i + d) % len(hand)])
        elif f[0] in PILES:
            t.kfocus = (PILES[(PILES.index(f[0]) + d) % len(PILES)],)
        return True
    if k == pygame.K_UP:
        if f[0] == "hand":
            t.kfocus = ("stock",) if t.human_to_act(DRAW) else ("discard",)
        return True
    if k == pygame.K_DOWN:
        if f[0] in PILES and hand:
            t.kfocus = ("hand", t.selected if t.selected in hand else hand[-1])
        return True
    return _activate(t, f, hand)


def _activate(t, f: tuple, hand: list) -> bool:
    if f[0] == "hand":
        card = f[1]
        if t.picking_close:
            t.throw(card, close=True)
        elif t.human_to_act(DISCARD):
            t.throw(card)
        else:
            t.selected = None if t.selected == card else card
        return True
    if f[0] == "stock":
        t.draw_card("stock")
        if hand:
            t.kfocus = ("hand", _hand(t)[-1]) if _hand(t) else t.kfocus
        return True
    if f[0] == "discard":
        if t.human_to_act(DISCARD) and t.selected is not None:
            t.throw(t.selected)
        else:
            t.draw_card("discard")
            if _hand(t):
                t.kfocus = ("hand", _hand(t)[-1])
        return True
    if f[0] == "close":
        if t.selected is not None and t.human_to_act(DISCARD):
            t.throw(t.selected, close=True)
        else:
            _toggle_close(t)
        return True
    return True


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


def closable(t) -> set | None:
    """While picking the card to close with: the names of the cards that may close."""
    if not t.picking_close:
        return None
    v = t.cached_view()
    return {str(c) for c, _ in v.close_options}


def focus_rect(t) -> pygame.Rect | None:
    f = focus(t)
    if f is None or t.reveal is not None:
        return None
    lay = t.layout
    if f[0] == "hand":
        s = t.cards.get(f[1])
        return s.rect.inflate(8, 8) if s is not None and getattr(s, "rect", None) else None
    at = {"stock": lay.stock, "discard": lay.discard, "close": lay.close_spot}[f[0]]
    return pygame.Rect(lay.pile_rect(at, 1.08))


def draw_focus(t, surface) -> None:
    """A gold ring around the keyboard focus (the re-entry question draws its own)."""
    s = t.hud.s
    if t.human_to_act(REENTRY):
        return
    r = focus_rect(t)
    if r is not None:
        pygame.draw.rect(surface, theme.GOLD_LIGHT, r, max(2, int(3 * s)),
                         border_radius=int(8 * s))
