"""Drawing the Chinchón table: the felt (built once per window size) and one frame.

A frame is: the cached still layer (felt, plaques, stock, piles and the other seats' cards
at rest, redrawn only when one of them changes), then the live part (your hand, moving
cards, meld bars and values, the prompt, buttons, floaters, the reveal and dialogs).
"""
from __future__ import annotations

import pygame

from ...engine.chinchon import DISCARD, REENTRY
from ...ui.draw import theme
from ...ui.table.felt import faint_title, room_with_felt, tray
from ...ui.draw.text_render import text


def build_felt(size: tuple[int, int], lay, title: str) -> pygame.Surface:
    """The room, the wooden rail and the oval cloth, a tray under the piles, a faint title."""
    bg = room_with_felt(size, lay.base.felt)
    cx, cy = lay.center
    tray(bg, ((lay.stock[0] + lay.close_spot[0]) / 2, cy),
         (int(lay.close_spot[0] - lay.stock[0] + lay.pile_w * 2.0), int(lay.pile_w * 1.4 * 1.45)))
    faint_title(bg, text(title, int(30 * size[1] / 720), (255, 236, 190), True),
                (cx, cy + lay.pile_w * 1.4 * 0.72 + 40 * size[1] / 720), 26)
    return bg


class TableDrawing:
    """A mixin of `ChinchonTable`: one frame, in the order above."""

    def draw(self, surface: pygame.Surface) -> None:
        self.ensure_felt(surface)
        hud = self.hud
        self.cards.refresh_all()
        mine = set(self.hands.get(self.human, ()))
        still, live = self.cards.split(self.drag.sprite, mine)  # your hand: live
        self.blit_still(surface, still, hud.draw_static)
        self._draw_turn_glow(surface)
        self._draw_drop_targets(surface)
        marks = self.meld_marks() if self.human is not None else ([], [])
        held = self.drag.sprite if self.drag.active else None
        self.cards.draw(surface, sprites=[s for s in live if s is not held])
        if self.reveal is None:
            self.draw_focus(surface)  # the focus ring, under the badges (it struck them through)
        if self.human_playing() and self.reveal is None:
            hud.draw_meld_marks(surface, marks)
            self._draw_deadwood(surface)
        if held is not None and held in live:  # the carried card (and its shadow) over every badge
            self.cards.draw(surface, sprites=[held])
        p = self.prompt()
        if p is not None and self.reveal is None and not self.paused:  # the pause panel cuts it
            hud.draw_line(surface, p[0], p[1], glow=len(p) > 2 and p[2])
        if self.reveal is None:
            hud.draw_lit_buttons(surface, hud.buttons())
        hud.draw_info(surface)
        hud.draw_floaters(surface)
        self.draw_log(surface, (self.layout.base.info[0], getattr(hud, "info_bottom", 0) + 6 * hud.s))
        if self.overlay.visible:
            hud.draw_summary(surface, self.overlay)
        if self.reveal is not None:
            self.reveal.draw(surface)
            if self.message is not None and not self.paused:
                hud.draw_line(surface, self.message[0], self.message[1])
        if self.human_to_act(REENTRY):
            v = self.cached_view()
            theme.dim(surface, 120)
            hud.draw_reentry(surface, v.reentry_total if v.reentry_total is not None else 0)
        if self.shown.banner and not self.paused:
            hud.draw_line(surface, self.shown.banner, theme.GOLD_LIGHT, self.layout.center, 26,
                          True)
        self.draw_top(surface)

    def _draw_turn_glow(self, surface) -> None:
        sh = self.shown
        seat = sh.turn
        if seat is None or sh.out[seat] or self.reveal is not None:
            return
        hud = self.hud
        hud.ring.draw_turn(surface, hud.plaque_rect(seat), hud.plaque(seat, True), hud.clock,
                           glow=100)

    def _draw_drop_targets(self, surface) -> None:
        """The closing spot glows when you can close; piles light up under a held card."""
        pulse = self.hud.pulse(5.0)
        can_close = self.human_to_act(DISCARD) and self.cached_view().can_close
        if can_close or self.picking_close:
            self.hud.draw_close_spot(surface, True, pulse)
        self.draw_drop_frames(surface)

    def _draw_deadwood(self, surface) -> None:
        keys = self.hands.get(self.human, [])
        if not keys or not self.hand_arrived():  # not before the whole hand has arrived
            return
        arr = self.arrangement(keys)
        r = self.hud.plaque_rect(self.human)
        s = self.layout.size[1] / 720.0
        if arr.points == 0:
            line, col = self.tr("ch.all_melded"), theme.GREEN_OK
        else:
            line, col = self.tr("ch.deadwood", n=arr.points), theme.CREAM
        self.hud.blit_text(surface, line, 14 * s, (r.centerx, r.bottom + 14 * s), col, True)
