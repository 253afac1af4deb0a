"""Drawing the Chinchón table: the felt (built once per window size) and one frame.

A frame is: the cached still layer (felt, plaques, stock, piles and the other seats' cards
at rest, redrawn only when one of them changes), then the live part (your hand, moving
cards, meld bars and values, the prompt, buttons, floaters, the reveal and dialogs).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ...engine.chinchon import DISCARD, REENTRY
from ...ui import theme
from ...ui.felt import faint_title, room_with_felt, tray
from ...ui.drop_targets import draw_target_frames
from ...ui.text_render import text
from .keys import draw_focus

if TYPE_CHECKING:
    from ...ui.table_base import TableScene


def build_felt(size: tuple[int, int], lay, title: str) -> pygame.Surface:
    """The room, the wooden rail and the oval cloth, a tray under the piles, a faint title."""
    bg = room_with_felt(size, lay.base.felt)
    cx, cy = lay.center
    tray(bg, ((lay.stock[0] + lay.close_spot[0]) / 2, cy),
         (int(lay.close_spot[0] - lay.stock[0] + lay.pile_w * 2.0), int(lay.pile_w * 1.4 * 1.45)))
    faint_title(bg, text(title, int(30 * size[1] / 720), (255, 236, 190), True),
                (cx, cy + lay.pile_w * 1.4 * 0.72 + 40 * size[1] / 720), 26)
    return bg


def draw_table(t: "TableScene", surface: pygame.Surface) -> None:
    t.ensure_felt(surface)
    hud = t.hud
    t.cards.refresh_all()
    still, live = t.cards.split(t.drag.sprite, set(t.hands.get(t.human, ())))  # your hand: live
    t.blit_still(surface, still, hud.draw_static)
    _live_seats(t, surface)
    _drop_targets(t, surface)
    marks = t.meld_marks() if t.human is not None else ([], [])
    held = t.drag.sprite if t.drag.active else None
    t.cards.draw(surface, sprites=[s for s in live if s is not held])
    if t.reveal is None:
        draw_focus(t, surface)  # the keyboard focus ring, under the badges (it struck them through)
    if t.human_playing() and t.reveal is None:
        hud.draw_meld_marks(surface, marks)
        _deadwood(t, surface)
    if held is not None and held in live:  # the carried card (and its shadow) over every badge
        t.cards.draw(surface, sprites=[held])
    p = t.prompt()
    if p is not None and t.reveal is None and not t.paused:  # the pause panel would cut it
        hud.draw_line(surface, p[0], p[1], glow=len(p) > 2 and p[2])
    if t.reveal is None:
        hud.draw_buttons(surface)
    hud.draw_info(surface)
    hud.draw_floaters(surface)
    t.draw_log(surface, (t.layout.base.info[0], getattr(hud, "info_bottom", 0) + 6 * hud.s))
    if t.overlay.visible:
        hud.draw_summary(surface, t.overlay)
    if t.reveal is not None:
        t.reveal.draw(surface)
        if t.message is not None and not t.paused:
            hud.draw_line(surface, t.message[0], t.message[1])
    if t.human_to_act(REENTRY):
        v = t.cached_view()
        theme.dim(surface, 120)
        hud.draw_reentry(surface, v.reentry_total if v.reentry_total is not None else 0)
    if t.shown.banner and not t.paused:
        hud.draw_line(surface, t.shown.banner, theme.GOLD_LIGHT, t.layout.center, 26, True)
    t.draw_top(surface)


def _live_seats(t: "TableScene", surface) -> None:
    sh = t.shown
    seat = sh.turn
    if seat is None or sh.out[seat] or t.reveal is not None:
        return
    t.hud.ring.draw_turn(surface, t.hud.plaque_rect(seat), t.hud.plaque(seat, True), t.hud.clock,
                         glow=100)


def _drop_targets(t: "TableScene", surface) -> None:
    """The closing spot glows when you can close; piles light up under a held card."""
    lay = t.layout
    pulse = t.hud.pulse(5.0)
    can_close = t.human_to_act(DISCARD) and t.cached_view().can_close
    held = t.drag.sprite if t.drag_kind == "hand" and t.drag.moved else None
    if can_close or t.picking_close:
        t.hud.draw_close_spot(surface, True, pulse)
    if held is not None:
        draw_target_frames(surface, [(name, lay.pile_rect(at, 1.12)) for name, at in
                                     (("discard", lay.discard), ("close", lay.close_spot))], t.drops.hot(t.mouse))


def _deadwood(t: "TableScene", surface) -> None:
    keys = t.hands.get(t.human, [])
    if not keys or not t.hand_arrived():  # not before the whole hand has arrived
        return
    arr = t.arrangement(keys)
    r = t.hud.plaque_rect(t.human)
    s = t.layout.size[1] / 720.0
    if arr.points == 0:
        line, col = t.tr("ch.all_melded"), theme.GREEN_OK
    else:
        line, col = t.tr("ch.deadwood", n=arr.points), theme.CREAM
    t.hud.blit_text(surface, line, 14 * s, (r.centerx, r.bottom + 14 * s), col, True)
