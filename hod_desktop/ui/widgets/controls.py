"""Small widgets drawn on the felt: Button, Label, Panel, Toggle, Choice, Slider, TextInput,
and a WidgetGroup that gives them keyboard focus and tooltips.

The base `Widget` lives in `widget_base`, `TextInput` in `text_input`, `WidgetGroup` in
`widget_group`, text rendering in `text_render` and the Toasts overlay in `toast`; their
names are re-exported here for the modules that import them from here (`UIScene` is in
`ui_scene`, which builds on this module).

Scenes own the values and rebuild widgets in `resize` (sizes come from `theme.scale_for`),
so a widget is cheap and holds only view state (hover, pressed, focus). Mouse handling
reads `event.pos` / `event.button`, never the real cursor, so synthetic events work.
"""
from __future__ import annotations

from typing import Any, Callable, Sequence

import pygame

from ..draw import theme
from ..draw.text_render import (blit_center, clear_font_cache, font, shadow_text, text,  # noqa: F401
                          wrap, wrap_even)
from .text_input import TextInput  # noqa: F401
from .toast import Toasts  # noqa: F401
from ..draw.tween import out_cubic
from .widget_base import Widget, _click_sound, _mix, set_click_sound  # noqa: F401
from .widget_group import WidgetGroup, draw_tooltip, set_cursor  # noqa: F401
from .slider import Slider  # noqa: F401  (at the end: it builds on Widget only)


# ---------------------------------------------------------------- label / panel
class Label(Widget):
    def __init__(self, pos, s: str, size: float, color=theme.CREAM, bold=False,
                 align: str = "left", width: int | None = None, shadow: bool = False,
                 line_gap: float = 1.25, display: bool = False):
        self.s, self.size, self.color, self.bold = s, size, color, bold
        self.display = display
        self.align, self.width, self.shadow, self.line_gap = align, width, shadow, line_gap
        self.pos = pos
        super().__init__(self._measure())

    def set_text(self, s: str) -> None:
        self.s = s
        self.rect = self._measure()

    def _lines(self) -> list[str]:
        key = (self.s, self.size, self.width, self.bold)
        if getattr(self, "_lines_key", None) != key:
            self._lines_key = key
            self._lines_val = (wrap(self.s, self.size, self.width, self.bold) if self.width
                               else self.s.split("\n"))
        return self._lines_val

    def _measure(self) -> pygame.Rect:
        lines = self._lines()
        f = font(self.size, self.bold, self.display)
        w = self.width or max((f.size(l)[0] for l in lines), default=0)
        h = int(f.get_linesize() * self.line_gap) * (len(lines) - 1) + f.get_height()
        x, y = self.pos
        if self.align == "center":
            x -= w // 2
        elif self.align == "right":
            x -= w
        return pygame.Rect(x, y, w, h)

    def draw(self, surface):
        if not self.visible:
            return
        f = font(self.size, self.bold, self.display)
        step = int(f.get_linesize() * self.line_gap)
        y = self.rect.y
        for line in self._lines():
            img = (shadow_text(line, self.size, self.color, self.bold, display=self.display)
                   if self.shadow else text(line, self.size, self.color, self.bold, self.display))
            if self.align == "center":
                x = self.rect.centerx - img.get_width() // 2
            elif self.align == "right":
                x = self.rect.right - img.get_width()
            else:
                x = self.rect.x
            surface.blit(img, (x, y))
            y += step


class Panel(Widget):
    """A translucent rounded panel with a soft shadow (drawn under other widgets).
    `static`: a UIScene bakes it into its cached backdrop instead of blending it per frame."""

    static = True

    def __init__(self, rect, radius: int = 18, alpha: int = theme.PANEL_ALPHA,
                 color=theme.PANEL, border=theme.PANEL_EDGE, shadow: bool = True):
        super().__init__(rect)
        self.radius, self.alpha, self.color, self.border, self.shadow = (
            radius, alpha, color, border, shadow)
        self._surf: pygame.Surface | None = None

    def draw(self, surface):
        if not self.visible:
            return
        if self._surf is None or self._surf.get_size() != self.rect.size:
            self._surf = theme.rounded_panel(self.rect.size, self.radius, self.color,
                                             self.alpha, self.border)
        if self.shadow:
            blur = max(6, self.radius)
            sh = theme.soft_shadow(self.rect.size, self.radius, blur, 120)
            surface.blit(sh, (self.rect.x - blur, self.rect.y - blur + blur // 3))
        surface.blit(self._surf, self.rect)


# ---------------------------------------------------------------- button
class Button(Widget):
    """Hover, pressed, disabled (with a reason shown as tooltip) and keyboard focus.

    styles: "primary" (gold), "secondary" (dark with gold edge), "ghost" (text only),
    "danger" (red).
    """

    focusable = True

    def __init__(self, rect, label: str, on_click: Callable[[], Any] | None = None,
                 style: str = "secondary", enabled: bool = True, reason: str | None = None,
                 tooltip: str | None = None, font_size: float | None = None,
                 sound=None, sublabel: str | None = None):
        super().__init__(rect, tooltip)
        self.label, self.on_click, self.style = label, on_click, style
        self.enabled, self.reason = enabled, reason
        self.font_size = font_size or max(12, self.rect.h * 0.42)
        self.sublabel = sublabel
        self.pressed = False
        self.glow = 0.0  # 0..1, eased towards hover
        self.sound = sound

    def tooltip_text(self):
        if not self.enabled and self.reason:
            return self.reason
        return self.tooltip

    def handle_event(self, event):
        if not self.visible:
            return False
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(event.pos)
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.rect.collidepoint(event.pos):
                self.pressed = self.enabled
                return True
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            was = self.pressed
            self.pressed = False
            if was and self.rect.collidepoint(event.pos):
                self.click()
                return True
        return False

    def key(self, event):
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_SPACE,
                                                          pygame.K_KP_ENTER):
            self.click()
            return True
        return False

    def click(self) -> None:
        if self.enabled and self.on_click is not None:
            play = self.sound.play if self.sound is not None else _click_sound[0]
            if play is not None:
                try:
                    play("click")
                except Exception:  # noqa: BLE001 - sound is decoration; never break a click
                    pass
            self.on_click()

    def update(self, dt):
        target = 1.0 if (self.hover or self.focused) and self.enabled else 0.0
        self.glow += (target - self.glow) * min(1.0, dt * 14)

    def _colors(self):
        g = self.glow
        if self.style == "primary":
            top, bot = _mix(theme.GOLD_LIGHT, (255, 236, 180), g), _mix(theme.GOLD_DARK,
                                                                         theme.GOLD, g * 0.6)
            return top, bot, theme.INK, (120, 86, 30)
        if self.style == "danger":
            return (_mix((222, 96, 84), (240, 120, 104), g), (150, 40, 34), theme.CREAM,
                    (90, 20, 16))
        if self.style == "ghost":
            return None, None, _mix(theme.MUTED, theme.GOLD_LIGHT, g), None
        top = _mix((30, 64, 48), (44, 92, 66), g)
        bot = _mix((14, 38, 28), (22, 60, 42), g)
        return top, bot, _mix(theme.CREAM, (255, 250, 235), g), _mix(theme.GOLD_DARK,
                                                                       theme.GOLD_LIGHT, g)

    def sub_lines(self, sublabel: str | None = None) -> tuple[str, ...]:
        """The lines the second line's words wrap into on this button (two are drawn)."""
        sub = self.sublabel if sublabel is None else sublabel
        return _sub_lines(self, sub) if sub else ()

    def words_fit(self, sublabel: str | None = None) -> bool:
        """Whether the label and the whole second line (`sublabel`, or the button's own)
        fit inside the button: at most two lines under the label, within its height."""
        lines = self.sub_lines(sublabel)
        if len(lines) > 2:
            return False
        sub_size = max(10, self.font_size * 0.56)
        h = text(self.label, self.font_size, theme.CREAM, True).get_height()
        h += sum(text(line, sub_size, theme.CREAM).get_height() for line in lines)
        return h <= self.rect.h

    def draw(self, surface):
        if not self.visible:
            return
        r = self.rect.copy()
        radius = max(6, r.h // 4)
        top, bot, fg, edge = self._colors()
        if not self.enabled:
            top, bot = (58, 68, 62), (40, 48, 44)
            fg, edge = (140, 150, 142), (80, 92, 86)
        lift = 0
        if self.pressed:
            lift = 1
        elif self.glow > 0.05 and self.enabled:
            lift = -int(round(self.glow * 2))
        r.y += lift
        if top is not None:
            if self.enabled:
                blur = max(4, r.h // 6)
                sh = theme.soft_shadow(r.size, radius, blur, int(90 + 50 * self.glow))
                surface.blit(sh, (r.x - blur, r.y - blur + 3 - lift))
            surface.blit(theme.vertical_gradient(r.size, top, bot, radius), r)
            # top sheen
            sheen = pygame.Surface((r.w - 4, max(1, r.h // 2 - 2)), pygame.SRCALPHA)
            pygame.draw.rect(sheen, (255, 255, 255, 26 if self.style != "primary" else 40),
                             sheen.get_rect(), border_radius=max(2, radius - 2))
            surface.blit(sheen, (r.x + 2, r.y + 2))
            pygame.draw.rect(surface, edge, r, max(1, r.h // 28), border_radius=radius)
        room = r.w - max(8, 2 * radius)  # clear of the rounded ends, at every size
        if self.sublabel:
            a = _fit(text(self.label, self.font_size, fg, True), room)
            sub_size = max(10, self.font_size * 0.56)
            sub_col = _mix(fg, top or fg, 0.3)
            bs = [text(l, sub_size, sub_col) for l in self.sub_lines()[:2]]
            total = a.get_height() + sum(b.get_height() for b in bs)
            y = r.centery - total // 2
            surface.blit(a, a.get_rect(midtop=(r.centerx, y)))
            y += a.get_height()
            for b in bs:
                surface.blit(b, b.get_rect(midtop=(r.centerx, y)))
                y += b.get_height()
        else:
            img = _fit(text(self.label, self.font_size, fg, self.style != "ghost"), room)
            blit_center(surface, img, r.center)
        if self.style == "ghost" and self.glow > 0.05:
            y = r.bottom - 4
            w = int(r.w * 0.6 * self.glow)
            pygame.draw.line(surface, theme.GOLD, (r.centerx - w // 2, y), (r.centerx + w // 2, y), 2)
        self._focus_ring(surface, radius)


def _sub_lines(b: "Button", sublabel: str) -> tuple[str, ...]:
    return wrap_even(sublabel, max(10, b.font_size * 0.56), b.rect.w - 20)


def _fit(img: pygame.Surface, width: int) -> pygame.Surface:
    """A label no wider than `width`: long translations shrink to fit (with a line under
    it too: «Continue: Cinco Vidas, Spanish deck» ran past both edges of its button)."""
    if img.get_width() > width > 0:
        return pygame.transform.smoothscale_by(img, width / img.get_width())
    return img


# ---------------------------------------------------------------- toggle
class Toggle(Widget):
    """An on/off switch; the knob slides."""

    focusable = True

    def __init__(self, rect, value: bool, on_change: Callable[[bool], Any] | None = None,
                 tooltip: str | None = None):
        super().__init__(rect, tooltip)
        self.value = bool(value)
        self.on_change = on_change
        self.knob = 1.0 if self.value else 0.0

    def set(self, value: bool) -> None:
        if not self.enabled:
            return
        self.value = bool(value)
        if self.on_change:
            self.on_change(self.value)

    def handle_event(self, event):
        super().handle_event(event)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and \
                self.rect.collidepoint(event.pos):
            self.set(not self.value)
            return True
        return False

    def key(self, event):
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_SPACE, pygame.K_KP_ENTER):
                self.set(not self.value)
                return True
            if event.key in (pygame.K_LEFT, pygame.K_RIGHT):
                self.set(event.key == pygame.K_RIGHT)
                return True
        return False

    def update(self, dt):
        target = 1.0 if self.value else 0.0
        self.knob += (target - self.knob) * min(1.0, dt * 16)

    def draw(self, surface):
        r = self.rect
        radius = r.h // 2
        k = out_cubic(max(0.0, min(1.0, self.knob)))
        track = _mix((40, 58, 50), theme.GOLD_DARK, k)
        if self.hover:
            track = _mix(track, theme.CREAM, 0.12)
        pygame.draw.rect(surface, track, r, border_radius=radius)
        pygame.draw.rect(surface, _mix((90, 110, 100), theme.GOLD_LIGHT, k), r, 1,
                         border_radius=radius)
        kr = radius - 3
        cx = int(r.x + radius + (r.w - 2 * radius) * k)
        pygame.draw.circle(surface, (0, 0, 0, 80), (cx, r.centery + 2), kr)
        pygame.draw.circle(surface, theme.CREAM if self.enabled else theme.MUTED, (cx, r.centery), kr)
        self._focus_ring(surface, radius)


# ---------------------------------------------------------------- choice (segmented)
class Choice(Widget):
    """A segmented selector: one of several (value, label) options."""

    focusable = True

    def __init__(self, rect, options: Sequence[tuple[Any, str]], value,
                 on_change: Callable[[Any], Any] | None = None, font_size: float | None = None,
                 tooltip: str | None = None):
        super().__init__(rect, tooltip)
        self.options = list(options)
        self.value = value
        self.on_change = on_change
        self.font_size = font_size or max(11, self.rect.h * 0.4)
        self.hover_i: int | None = None
        self.anim_x: float | None = None

    def _segments(self) -> list[pygame.Rect]:
        """Segment rects: widths follow the labels (long words get more room), filling
        the whole rect; equal widths when everything fits comfortably."""
        n = max(1, len(self.options))
        pad = self.rect.h * 0.6
        need = [font(self.font_size, True).size(lbl)[0] + pad for _, lbl in self.options] or [1]
        equal = self.rect.w / n
        if max(need) <= equal:
            widths = [equal] * n
        else:
            total = sum(need)
            widths = [self.rect.w * k / total for k in need]
        segs, x = [], float(self.rect.x)
        for wd in widths:
            segs.append(pygame.Rect(round(x), self.rect.y, round(x + wd) - round(x), self.rect.h))
            x += wd
        return segs

    def index(self) -> int:
        for i, (v, _) in enumerate(self.options):
            if v == self.value:
                return i
        return 0

    def select(self, i: int) -> None:
        if not self.enabled or not self.options:
            return
        i = max(0, min(len(self.options) - 1, i))
        v = self.options[i][0]
        if v != self.value:
            self.value = v
            if self.on_change:
                self.on_change(v)

    def handle_event(self, event):
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(event.pos)
            self.hover_i = None
            if self.hover:
                for i, seg in enumerate(self._segments()):
                    if seg.collidepoint(event.pos):
                        self.hover_i = i
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and \
                self.rect.collidepoint(event.pos):
            for i, seg in enumerate(self._segments()):
                if seg.collidepoint(event.pos):
                    self.select(i)
            return True
        return False

    def key(self, event):
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.select(self.index() + (1 if event.key == pygame.K_RIGHT else -1))
            return True
        return False

    def update(self, dt):
        segs = self._segments()
        if not segs:
            return
        target = segs[self.index()]
        if self.anim_x is None:
            self.anim_x, self.anim_w = float(target.x), float(target.w)
        k = min(1.0, dt * 18)
        self.anim_x += (target.x - self.anim_x) * k
        self.anim_w += (target.w - self.anim_w) * k

    def draw(self, surface):
        r = self.rect
        radius = max(6, r.h // 3)
        bg = pygame.Surface(r.size, pygame.SRCALPHA)
        pygame.draw.rect(bg, (0, 0, 0, 90), bg.get_rect(), border_radius=radius)
        surface.blit(bg, r)
        pygame.draw.rect(surface, (*theme.GOLD_DARK, 255), r, 1, border_radius=radius)
        segs = self._segments()
        sel = self.index()
        if segs:
            x = int(self.anim_x if self.anim_x is not None else segs[sel].x)
            sw = int(self.anim_w if self.anim_x is not None else segs[sel].w)
            sr = pygame.Rect(x, r.y, sw, r.h).inflate(-6, -6)
            surface.blit(theme.vertical_gradient(sr.size, theme.GOLD_LIGHT, theme.GOLD_DARK,
                                                 max(4, radius - 3)), sr)
        for i, ((_, label), seg) in enumerate(zip(self.options, segs)):
            if i > 0 and i != sel and i - 1 != sel:
                pygame.draw.line(surface, (70, 92, 80), (seg.x, seg.y + r.h // 4),
                                 (seg.x, seg.bottom - r.h // 4))
            if i == sel:
                color = theme.INK
            elif not self.enabled:
                color = (120, 130, 124)
            elif i == self.hover_i:
                color = theme.GOLD_LIGHT
            else:
                color = theme.CREAM
            img = text(label, self.font_size, color, i == sel)
            if img.get_width() > seg.w - 6:
                img = pygame.transform.smoothscale_by(img, (seg.w - 6) / img.get_width())
            blit_center(surface, img, seg.center)
        self._focus_ring(surface, radius)
