"""Drawing the Chinchón table: the felt (built once per window size) and one frame.

A frame is: the cached still layer (felt, plaques, stock, piles and the other seats' cards
at rest, redrawn only when one of them changes), then the live part (your hand, moving
cards, meld bars and values, the prompt, buttons, floaters, the reveal and dialogs).
"""
from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from ..engine.chinchon import DISCARD, REENTRY
from ..ui import theme
from ..ui.layout import point_in_rect
from ..ui.sprites import CardGroup

if TYPE_CHECKING:
    from .chinchon_table import ChinchonTable


def build_felt(size: tuple[int, int], lay, title: str) -> pygame.Surface:
    """The room, the wooden rail and the oval cloth with a faint title."""
    base = lay.base
    bg = pygame.Surface(size)
    bg.blit(theme.vertical_gradient(size, (40, 30, 24), (14, 10, 8)), (0, 0))
    fx, fy, fw, fh = (int(v) for v in base.felt)
    rail = max(10, int(fh * 0.045))
    outer = pygame.Rect(fx - rail, fy - rail, fw + 2 * rail, fh + 2 * rail)
    shadow = pygame.Surface(outer.inflate(60, 60).size, pygame.SRCALPHA)
    pygame.draw.ellipse(shadow, (0, 0, 0, 150), shadow.get_rect().inflate(-50, -40))
    shadow = pygame.transform.smoothscale(
        pygame.transform.smoothscale(shadow, (shadow.get_width() // 8, shadow.get_height() // 8)),
        shadow.get_size())
    bg.blit(shadow, shadow.get_rect(center=(outer.centerx, outer.centery + rail)))
    pygame.draw.ellipse(bg, theme.WOOD, outer)
    pygame.draw.ellipse(bg, theme.WOOD_LIGHT, outer.inflate(-rail // 2, -rail // 2), max(2, rail // 5))
    pygame.draw.ellipse(bg, (40, 22, 12), outer.inflate(-2 * rail + 4, -2 * rail + 4))
    cloth = theme.felt((fw, fh)).copy()
    if pygame.display.get_surface() is not None:
        cloth = cloth.convert_alpha()
    mask = pygame.Surface((fw, fh), pygame.SRCALPHA)
    pygame.draw.ellipse(mask, (255, 255, 255, 255), mask.get_rect())
    cloth.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    bg.blit(cloth, (fx, fy))
    pygame.draw.ellipse(bg, theme.GOLD_DARK, pygame.Rect(fx, fy, fw, fh), 2)
    cx, cy = base.center
    # a soft lighter tray under the piles
    tray_w = int(lay.close_spot[0] - lay.stock[0] + lay.pile_w * 2.0)
    tray_h = int(lay.pile_w * 1.4 * 1.45)
    tray = pygame.Surface((tray_w, tray_h), pygame.SRCALPHA)
    pygame.draw.rect(tray, (255, 240, 200, 20), tray.get_rect(), border_radius=tray_h // 5)
    pygame.draw.rect(tray, (255, 230, 170, 46), tray.get_rect(), 2, border_radius=tray_h // 5)
    tx = int((lay.stock[0] + lay.close_spot[0]) / 2)
    bg.blit(tray, tray.get_rect(center=(tx, int(cy))))
    from ..ui.widgets import text
    img = text(title, int(30 * size[1] / 720), (255, 236, 190), True).copy()
    img.set_alpha(26)
    bg.blit(img, img.get_rect(center=(int(cx), int(cy + lay.pile_w * 1.4 * 0.72 + 40 * size[1] / 720))))
    return bg.convert() if pygame.display.get_surface() is not None else bg


def draw_table(t: "ChinchonTable", surface: pygame.Surface) -> None:
    if t.felt is None or t.felt.get_size() != surface.get_size():
        t._build_felt()
    hud = t.hud
    human_keys = set(t.hands.get(t.human, ())) if t.human is not None else set()
    still, live = [], []
    for s in t.cards.sprites():
        s.refresh()
        if s is t.drag.sprite or s.key in human_keys or not CardGroup.is_still(s):
            live.append(s)
        else:
            still.append(s)
    sig = (hud.seats_sig(), CardGroup.signature(still), surface.get_size())
    if sig != t._still_sig or t._still is None:
        if t._still is None or t._still.get_size() != surface.get_size():
            t._still = t.felt.copy()
        else:
            t._still.blit(t.felt, (0, 0))
        hud.draw_static(t._still)
        t.cards.draw(t._still, sprites=still)
        t._still_sig = sig
    surface.blit(t._still, (0, 0))
    _live_seats(t, surface)
    _drop_targets(t, surface)
    marks = t.meld_marks() if t.human is not None else ([], [])
    t.cards.draw(surface, sprites=live)
    if t.human is not None and t.reveal is None:
        hud.draw_meld_marks(surface, marks)
        _deadwood(t, surface)
    p = t.prompt()
    if p is not None and t.reveal is None:
        hud.draw_line(surface, p[0], p[1], glow=p[2])
    if t.reveal is None:
        hud.draw_buttons(surface)
    hud.draw_info(surface)
    hud.draw_floaters(surface)
    if t.reveal is not None:
        t.reveal.draw(surface)
        if t.message is not None:
            hud.draw_line(surface, t.message[0], t.message[1])
    if t.human_to_act(REENTRY):
        v = t.cached_view()
        theme.dim(surface, 120)
        hud.draw_reentry(surface, v.reentry_total if v.reentry_total is not None else 0)
    if t.shown.banner:
        hud.draw_line(surface, t.shown.banner, theme.GOLD_LIGHT, t.layout.center, 26, True)
    if t.paused:
        hud.draw_pause(surface)
    if t.frame_hook is not None:
        t.frame_hook(t)


def _live_seats(t: "ChinchonTable", surface) -> None:
    sh = t.shown
    seat = sh.turn
    if seat is None or sh.out[seat] or t.reveal is not None:
        return
    r = t.hud.plaque_rect(seat)
    pulse = 0.5 + 0.5 * math.sin(t.hud.clock * 4.0)
    glow = theme.soft_shadow(r.size, int(r.h * 0.22), blur=12, alpha=255).copy()
    glow.fill((255, 205, 110, int(100 + 100 * pulse)), special_flags=pygame.BLEND_RGBA_MULT)
    surface.blit(glow, glow.get_rect(center=r.center))
    surface.blit(t.hud.plaque(seat, True), r)


def _drop_targets(t: "ChinchonTable", surface) -> None:
    """The closing spot glows when you can close; piles light up under a held card."""
    lay = t.layout
    pulse = 0.5 + 0.5 * math.sin(t.hud.clock * 5.0)
    can_close = t.human_to_act(DISCARD) and t.cached_view().can_close
    held = t.drag.sprite if t.drag_kind == "hand" and t.drag.moved else None
    if can_close or t.picking_close:
        t.hud.draw_close_spot(surface, True, pulse)
    if held is not None:
        for at in (lay.discard, lay.close_spot):
            r = pygame.Rect(lay.pile_rect(at, 1.12))
            over = point_in_rect(t.mouse, lay.pile_rect(at, 1.5))
            col = (*theme.GOLD_LIGHT, 255) if over else (*theme.CREAM, 120)
            pygame.draw.rect(surface, col, r, 4 if over else 2, border_radius=r.w // 9)


def _deadwood(t: "ChinchonTable", surface) -> None:
    keys = t.hands.get(t.human, [])
    if not keys:
        return
    arr = t.arrangement(keys)
    r = t.hud.plaque_rect(t.human)
    s = t.layout.size[1] / 720.0
    if arr.points == 0:
        line, col = t.tr("ch.all_melded"), theme.GREEN_OK
    else:
        line, col = t.tr("ch.deadwood", n=arr.points), theme.CREAM
    t.hud.blit_text(surface, line, 14 * s, (r.centerx, r.bottom + 14 * s), col, True)
