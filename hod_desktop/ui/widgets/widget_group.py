"""WidgetGroup: keyboard focus (Tab, arrows), hover, the hand cursor and tooltips for a
scene's widgets."""
from __future__ import annotations

from typing import Sequence

import pygame

from ..draw import theme
from ..draw.text_render import text, wrap
from .text_input import TextInput
from .widget_base import Widget


_cursor_hand: list = [False]


def set_cursor(hand: bool) -> None:
    """A pointing hand over things that can be clicked, the arrow elsewhere."""
    if hand == _cursor_hand[0]:
        return
    _cursor_hand[0] = hand
    try:
        pygame.mouse.set_cursor(pygame.SYSTEM_CURSOR_HAND if hand else pygame.SYSTEM_CURSOR_ARROW)
    except (pygame.error, AttributeError):
        pass



class WidgetGroup:
    """Routes events to widgets, keeps keyboard focus (Tab / arrows) and shows tooltips."""

    TOOLTIP_DELAY = 0.45

    def __init__(self, widgets: Sequence[Widget] = ()):
        self.widgets: list[Widget] = list(widgets)
        self.focus_i: int | None = None
        self.first: Widget | None = None  # where Tab/arrows start when nothing has the focus
        self._hovered: Widget | None = None
        self._hover_t = 0.0
        self._mouse = (-1, -1)

    def add(self, *ws: Widget):
        self.widgets.extend(ws)
        return ws[0] if len(ws) == 1 else ws

    def clear(self) -> None:
        self.widgets.clear()
        self.focus_i = None
        self.first = None
        self._hovered = None

    def focusables(self) -> list[Widget]:
        return [w for w in self.widgets if w.focusable and w.visible and w.enabled]

    @property
    def focused(self) -> Widget | None:
        for w in self.widgets:
            if w.focused:
                return w
        return None

    def set_focus(self, w: Widget | None) -> None:
        for x in self.widgets:
            x.focused = x is w
        if isinstance(w, TextInput):
            try:
                pygame.key.start_text_input()
            except pygame.error:
                pass

    def move_focus(self, step: int) -> None:
        fs = self.focusables()
        if not fs:
            return
        cur = self.focused
        if cur not in fs and self.first in fs:  # e.g. the setup's selected game, not the first
            self.set_focus(self.first)
            return
        i = fs.index(cur) + step if cur in fs else (0 if step > 0 else len(fs) - 1)
        self.set_focus(fs[i % len(fs)])

    def handle_event(self, event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self._mouse = event.pos
            for w in self.widgets:
                if w.visible:
                    w.handle_event(event)
            hovered = next((w for w in reversed(self.widgets)
                            if w.visible and w.rect.collidepoint(event.pos)), None)
            if hovered is not self._hovered:
                self._hovered, self._hover_t = hovered, 0.0
                set_cursor(hovered is not None and hovered.focusable and hovered.enabled)
            return any(getattr(w, "dragging", False) for w in self.widgets)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._mouse = event.pos
            for w in reversed(self.widgets):
                if w.visible and w.handle_event(event):
                    if w.focusable and w.enabled:
                        self.set_focus(w)
                    return True
            if isinstance(self.focused, TextInput):
                self.set_focus(None)
            return False
        if event.type in (pygame.MOUSEBUTTONUP, pygame.MOUSEWHEEL):
            consumed = False
            for w in reversed(self.widgets):
                if w.visible and w.handle_event(event):
                    consumed = True
            return consumed
        if event.type == pygame.TEXTINPUT:
            f = self.focused
            return bool(f and f.handle_event(event))
        if event.type == pygame.KEYDOWN:
            f = self.focused
            if f is not None and f.key(event):
                return True
            if event.key == pygame.K_TAB:
                self.move_focus(-1 if event.mod & pygame.KMOD_SHIFT else 1)
                return True
            if event.key in (pygame.K_DOWN, pygame.K_UP):
                self.move_focus(1 if event.key == pygame.K_DOWN else -1)
                return True
        return False

    def update(self, dt) -> None:
        for w in self.widgets:
            if w.visible:
                w.update(dt)
        if self._hovered is not None:
            self._hover_t += dt

    def draw(self, surface) -> None:
        for w in self.widgets:
            if w.visible:
                w.draw(surface)
        self.draw_tooltip(surface)

    def draw_tooltip(self, surface) -> None:
        w = self._hovered
        if w is not None and w.visible and self._hover_t >= self.TOOLTIP_DELAY:
            tip = w.tooltip_text()
            if tip:
                draw_tooltip(surface, tip, w.rect, max(12, surface.get_height() / 48),
                             getattr(w, "tooltip_side", "above"))


def draw_tooltip(surface, tip: str, anchor: pygame.Rect, size: float,
                 side: str = "above") -> pygame.Rect:
    """Draw `tip` by `anchor`: above it (below when there is no room); with side="right"
    to its right on the same row when it fits, so it hides no row of a form above or
    below. Returns its rect."""
    lines = wrap(tip, size, int(surface.get_width() * 0.3))
    imgs = [text(l, size, theme.CREAM) for l in lines]
    pad = int(size * 0.6)
    w = max(i.get_width() for i in imgs) + 2 * pad
    h = sum(i.get_height() for i in imgs) + 2 * pad
    r = pygame.Rect(0, 0, w, h)
    r.midleft = (anchor.right + 10, anchor.centery)
    if side != "right" or r.right > surface.get_width() - 4:
        r.midbottom = (anchor.centerx, anchor.y - 6)
        if r.y < 4:
            r.midtop = (anchor.centerx, anchor.bottom + 6)
    r.clamp_ip(surface.get_rect().inflate(-8, -8))
    surface.blit(theme.rounded_panel(r.size, pad, (12, 16, 14), 235, theme.PANEL_EDGE), r)
    y = r.y + pad
    for img in imgs:
        surface.blit(img, (r.x + pad, y))
        y += img.get_height()
    return r
