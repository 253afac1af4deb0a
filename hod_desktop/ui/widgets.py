"""Small widgets drawn on the felt: Button, Label, Panel, Toggle, Choice, Slider, TextInput,
a WidgetGroup that gives them keyboard focus and tooltips, and the Toasts overlay.

Scenes own the values and rebuild widgets in `resize` (sizes come from `theme.scale_for`),
so a widget is cheap and holds only view state (hover, pressed, focus). Mouse handling
reads `event.pos` / `event.button`, never the real cursor, so synthetic events work.
"""
from __future__ import annotations

from typing import Any, Callable, Sequence

import pygame

from . import theme
from .tween import out_cubic

# ---------------------------------------------------------------- fonts and text
_fonts: dict[tuple[int, bool, bool], pygame.font.Font] = {}
_text_cache: dict[tuple, pygame.Surface] = {}


_sentinel: list = []  # one tiny Font: when it turns invalid, pygame.font was restarted


def _check_font_module() -> None:
    """After pygame.quit() + init (tests, a restart) every cached Font is dead: start over."""
    if not pygame.font.get_init():
        pygame.font.init()
    if _sentinel:
        try:
            _sentinel[0].get_linesize()
            return
        except pygame.error:
            pass
    _fonts.clear()
    try:
        from . import fonts as _shipped

        cache = getattr(_shipped, "_cache", None)
        if isinstance(cache, dict):
            cache.clear()
    except ImportError:
        pass
    _sentinel[:] = [pygame.font.Font(None, 8)]


def font(size: float, bold: bool = False, display: bool = False) -> pygame.font.Font:
    """The app font at a pixel size: ui/fonts.py when present, pygame's default otherwise.
    `display` is the serif face for titles."""
    _check_font_module()
    size = max(6, int(round(size)))
    key = (size, bold, display)
    f = _fonts.get(key)
    if f is None:
        try:
            from . import fonts as _shipped

            f = _shipped.font(size, bold, display) if display else _shipped.font(size, bold)
        except (ImportError, AttributeError, OSError, TypeError, pygame.error):
            if not pygame.font.get_init():
                pygame.font.init()
            f = pygame.font.Font(None, int(size * 1.32))
            f.set_bold(bold)
        _fonts[key] = f
    return f


def clear_font_cache() -> None:
    _fonts.clear()
    _text_cache.clear()


def text(s: str, size: float, color=theme.CREAM, bold: bool = False,
         display: bool = False) -> pygame.Surface:
    """Rendered text (antialiased, cached)."""
    key = (s, int(round(size)), bold, tuple(color), display)
    surf = _text_cache.get(key)
    if surf is None:
        if len(_text_cache) > 800:
            _text_cache.clear()
        surf = font(size, bold, display).render(s, True, color)
        _text_cache[key] = surf
    return surf


def shadow_text(s: str, size: float, color=theme.CREAM, bold: bool = False,
                offset: int | None = None, shadow=(0, 0, 0, 140),
                display: bool = False) -> pygame.Surface:
    """Text with a soft drop shadow, for titles over the felt (cached)."""
    key = ("shadow", s, int(round(size)), bold, tuple(color), display, offset, tuple(shadow))
    cached = _text_cache.get(key)
    if cached is not None:
        return cached
    front = text(s, size, color, bold, display)
    off = offset if offset is not None else max(1, int(size / 18))
    back = text(s, size, shadow[:3], bold, display).copy()
    back.set_alpha(shadow[3] if len(shadow) > 3 else 140)
    surf = pygame.Surface((front.get_width() + off, front.get_height() + off), pygame.SRCALPHA)
    surf.blit(back, (off, off))
    surf.blit(front, (0, 0))
    _text_cache[key] = surf
    return surf


def wrap(s: str, size: float, width: int, bold: bool = False) -> list[str]:
    """Split a paragraph into lines that fit `width` pixels."""
    f = font(size, bold)
    lines: list[str] = []
    for para in s.split("\n"):
        words = para.split(" ")
        line = ""
        for w in words:
            cand = w if not line else line + " " + w
            if f.size(cand)[0] <= width or not line:
                line = cand
            else:
                lines.append(line)
                line = w
        lines.append(line)
    return lines


def blit_center(surface: pygame.Surface, img: pygame.Surface, center) -> pygame.Rect:
    r = img.get_rect(center=(int(center[0]), int(center[1])))
    surface.blit(img, r)
    return r


def _mix(a, b, t: float):
    return tuple(int(x + (y - x) * t) for x, y in zip(a, b))


_click_sound: list = [None]  # play(name) for every Button; set by the App after start-up


def set_click_sound(play) -> None:
    """Every Button without its own `sound` calls play("click") when clicked."""
    _click_sound[0] = play


# ---------------------------------------------------------------- base widget
class Widget:
    focusable = False

    def __init__(self, rect, tooltip: str | None = None):
        self.rect = pygame.Rect(rect)
        self.visible = True
        self.enabled = True
        self.hover = False
        self.focused = False
        self.tooltip = tooltip

    def tooltip_text(self) -> str | None:
        return self.tooltip

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(event.pos)
        return False

    def key(self, event: pygame.event.Event) -> bool:
        """A key while focused; return True when consumed."""
        return False

    def update(self, dt: float) -> None:
        pass

    def draw(self, surface: pygame.Surface) -> None:
        pass

    def _focus_ring(self, surface, radius):
        if self.focused:
            ring = self.rect.inflate(6, 6)
            pygame.draw.rect(surface, theme.CREAM, ring, 2, border_radius=radius + 3)


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
        if self.sublabel:
            a = text(self.label, self.font_size, fg, True)
            sub_size = max(10, self.font_size * 0.56)
            sub_col = _mix(fg, top or fg, 0.3)
            bs = [text(l, sub_size, sub_col) for l in wrap(self.sublabel, sub_size, r.w - 20)[:2]]
            total = a.get_height() + sum(b.get_height() for b in bs)
            y = r.centery - total // 2
            surface.blit(a, a.get_rect(midtop=(r.centerx, y)))
            y += a.get_height()
            for b in bs:
                surface.blit(b, b.get_rect(midtop=(r.centerx, y)))
                y += b.get_height()
        else:
            img = text(self.label, self.font_size, fg, self.style != "ghost")
            if img.get_width() > r.w - 8:  # long translations: shrink to fit
                img = pygame.transform.smoothscale_by(img, (r.w - 8) / img.get_width())
            blit_center(surface, img, r.center)
        if self.style == "ghost" and self.glow > 0.05:
            y = r.bottom - 4
            w = int(r.w * 0.6 * self.glow)
            pygame.draw.line(surface, theme.GOLD, (r.centerx - w // 2, y), (r.centerx + w // 2, y), 2)
        self._focus_ring(surface, radius)


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
        pygame.draw.circle(surface, theme.CREAM, (cx, r.centery), kr)
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


# ---------------------------------------------------------------- slider
class Slider(Widget):
    focusable = True

    def __init__(self, rect, lo: float, hi: float, value: float, step: float = 0.0,
                 on_change: Callable[[float], Any] | None = None, fmt: Callable[[float], str] | None = None):
        super().__init__(rect)
        self.lo, self.hi, self.step = lo, hi, step
        self.value = value
        self.on_change = on_change
        self.fmt = fmt
        self.dragging = False

    def _set_from_x(self, x: int) -> None:
        t = (x - self.rect.x) / max(1, self.rect.w)
        self.set(self.lo + max(0.0, min(1.0, t)) * (self.hi - self.lo))

    def set(self, v: float) -> None:
        if self.step:
            v = self.lo + round((v - self.lo) / self.step) * self.step
        v = max(self.lo, min(self.hi, v))
        if v != self.value:
            self.value = v
            if self.on_change:
                self.on_change(v)

    def handle_event(self, event):
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and \
                self.rect.inflate(0, 16).collidepoint(event.pos):
            self.dragging = True
            self._set_from_x(event.pos[0])
            return True
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.rect.inflate(0, 16).collidepoint(event.pos)
            if self.dragging:
                self._set_from_x(event.pos[0])
                return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.dragging:
            self.dragging = False
            return True
        return False

    def key(self, event):
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            d = self.step or (self.hi - self.lo) / 20
            self.set(self.value + (d if event.key == pygame.K_RIGHT else -d))
            return True
        return False

    def draw(self, surface):
        r = self.rect
        t = (self.value - self.lo) / ((self.hi - self.lo) or 1)
        h = max(4, r.h // 4)
        track = pygame.Rect(r.x, r.centery - h // 2, r.w, h)
        pygame.draw.rect(surface, (30, 48, 40), track, border_radius=h // 2)
        fill = track.copy()
        fill.w = int(r.w * t)
        pygame.draw.rect(surface, theme.GOLD, fill, border_radius=h // 2)
        cx = r.x + int(r.w * t)
        kr = max(6, r.h // 2 - 2)
        pygame.draw.circle(surface, theme.CREAM if not self.hover else (255, 255, 255),
                           (cx, r.centery), kr)
        pygame.draw.circle(surface, theme.GOLD_DARK, (cx, r.centery), kr, 2)
        if self.fmt:
            img = text(self.fmt(self.value), r.h * 0.5, theme.CREAM)
            surface.blit(img, img.get_rect(midleft=(r.right + 12, r.centery)))
        if self.focused:
            pygame.draw.rect(surface, theme.CREAM, r.inflate(10, 6), 1, border_radius=r.h // 2)


# ---------------------------------------------------------------- text input
class TextInput(Widget):
    """One line of text (the deal code). Enter calls `on_submit(text)`."""

    focusable = True

    def __init__(self, rect, value: str = "", placeholder: str = "",
                 on_submit: Callable[[str], Any] | None = None,
                 on_change: Callable[[str], Any] | None = None, max_len: int = 40,
                 transform: Callable[[str], str] | None = None, font_size: float | None = None):
        super().__init__(rect)
        self.value = value
        self.placeholder = placeholder
        self.on_submit, self.on_change = on_submit, on_change
        self.max_len = max_len
        self.transform = transform
        self.cursor = len(value)
        self.blink = 0.0
        self.error = False
        self.font_size = font_size or max(12, self.rect.h * 0.44)

    def _insert(self, s: str) -> None:
        if self.transform:
            s = self.transform(s)
        s = "".join(ch for ch in s if ch.isprintable())
        room = self.max_len - len(self.value)
        if room <= 0 or not s:
            return
        s = s[:room]
        self.value = self.value[:self.cursor] + s + self.value[self.cursor:]
        self.cursor += len(s)
        self._changed()

    def _changed(self) -> None:
        self.error = False
        self.blink = 0.0
        if self.on_change:
            self.on_change(self.value)

    def set_value(self, s: str) -> None:
        self.value = s[:self.max_len]
        self.cursor = len(self.value)

    def handle_event(self, event):
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(event.pos)
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and \
                self.rect.collidepoint(event.pos):
            self.cursor = len(self.value)
            return True  # the group gives focus
        if self.focused and event.type == pygame.TEXTINPUT:
            self._insert(event.text)
            return True
        return False

    def key(self, event):
        if event.type != pygame.KEYDOWN:
            return False
        k = event.key
        if k == pygame.K_BACKSPACE:
            if self.cursor > 0:
                self.value = self.value[:self.cursor - 1] + self.value[self.cursor:]
                self.cursor -= 1
                self._changed()
            return True
        if k == pygame.K_DELETE:
            if self.cursor < len(self.value):
                self.value = self.value[:self.cursor] + self.value[self.cursor + 1:]
                self._changed()
            return True
        if k == pygame.K_LEFT:
            self.cursor = max(0, self.cursor - 1)
            return True
        if k == pygame.K_RIGHT:
            self.cursor = min(len(self.value), self.cursor + 1)
            return True
        if k == pygame.K_HOME:
            self.cursor = 0
            return True
        if k == pygame.K_END:
            self.cursor = len(self.value)
            return True
        if k in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if self.on_submit:
                self.on_submit(self.value)
            return True
        if k == pygame.K_v and event.mod & pygame.KMOD_CTRL:
            try:
                clip = pygame.scrap.get_text() if hasattr(pygame.scrap, "get_text") else ""
            except pygame.error:
                clip = ""
            if clip:
                self._insert(clip.strip().splitlines()[0] if clip.strip() else "")
            return True
        # printable keys arrive as TEXTINPUT; swallow them here so they do not reach
        # scene shortcuts while typing
        return bool(event.unicode and event.unicode.isprintable())

    def update(self, dt):
        self.blink = (self.blink + dt) % 1.0

    def draw(self, surface):
        r = self.rect
        radius = max(5, r.h // 4)
        bg = pygame.Surface(r.size, pygame.SRCALPHA)
        pygame.draw.rect(bg, (250, 246, 236, 245 if self.focused else 225), bg.get_rect(),
                         border_radius=radius)
        surface.blit(bg, r)
        edge = theme.RED if self.error else (theme.GOLD if self.focused else theme.GOLD_DARK)
        pygame.draw.rect(surface, edge, r, 2 if (self.focused or self.error) else 1,
                         border_radius=radius)
        pad = max(8, r.h // 4)
        clip = surface.get_clip()
        inner = r.inflate(-pad * 2, 0)
        surface.set_clip(inner.clip(clip) if clip else inner)
        if self.value:
            img = text(self.value, self.font_size, theme.INK, True)
        else:
            img = text(self.placeholder, self.font_size, (140, 136, 124))
        pre_w = font(self.font_size, True).size(self.value[:self.cursor])[0] if self.value else 0
        shift = max(0, pre_w - inner.w + 4)
        surface.blit(img, img.get_rect(midleft=(inner.x - shift, r.centery)))
        if self.focused and self.blink < 0.55:
            x = inner.x + pre_w - shift
            h = int(self.font_size * 1.05)
            pygame.draw.line(surface, theme.INK, (x + 1, r.centery - h // 2),
                             (x + 1, r.centery + h // 2), 2)
        surface.set_clip(clip)


# ---------------------------------------------------------------- group
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
        self._hovered: Widget | None = None
        self._hover_t = 0.0
        self._mouse = (-1, -1)

    def add(self, *ws: Widget):
        self.widgets.extend(ws)
        return ws[0] if len(ws) == 1 else ws

    def clear(self) -> None:
        self.widgets.clear()
        self.focus_i = None
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
                draw_tooltip(surface, tip, w.rect, max(12, surface.get_height() / 48))


def draw_tooltip(surface, tip: str, anchor: pygame.Rect, size: float) -> None:
    lines = wrap(tip, size, int(surface.get_width() * 0.3))
    imgs = [text(l, size, theme.CREAM) for l in lines]
    pad = int(size * 0.6)
    w = max(i.get_width() for i in imgs) + 2 * pad
    h = sum(i.get_height() for i in imgs) + 2 * pad
    r = pygame.Rect(0, 0, w, h)
    r.midbottom = (anchor.centerx, anchor.y - 6)
    if r.y < 4:
        r.midtop = (anchor.centerx, anchor.bottom + 6)
    r.clamp_ip(surface.get_rect().inflate(-8, -8))
    surface.blit(theme.rounded_panel(r.size, pad, (12, 16, 14), 235, theme.PANEL_EDGE), r)
    y = r.y + pad
    for img in imgs:
        surface.blit(img, (r.x + pad, y))
        y += img.get_height()


# ---------------------------------------------------------------- toasts
class Toasts:
    """Short messages stacked at the bottom, shown over any scene for a few seconds."""

    def __init__(self, duration: float = 4.0):
        self.duration = duration
        self.items: list[list] = []  # [text, age, duration]

    def add(self, s: str, duration: float | None = None) -> None:
        if self.items and self.items[-1][0] == s:
            self.items[-1][1] = 0.0  # same message again: show it longer, not twice
            return
        self.items.append([s, 0.0, duration or max(self.duration, 1.5 + len(s) / 18)])
        del self.items[:-4]

    def update(self, dt: float) -> None:
        for it in self.items:
            it[1] += dt
        self.items = [it for it in self.items if it[1] < it[2]]

    def draw(self, surface) -> None:
        if not self.items:
            return
        sw, sh = surface.get_size()
        size = max(14, sh / 38)
        y = sh - int(sh * 0.06)
        for s, age, dur in reversed(self.items):
            a = min(1.0, age / 0.25, (dur - age) / 0.5)
            lines = wrap(s, size, int(sw * 0.6))
            imgs = [text(l, size, theme.CREAM) for l in lines]
            pad = int(size * 0.8)
            w = max(i.get_width() for i in imgs) + 2 * pad
            h = sum(i.get_height() for i in imgs) + int(pad * 1.2)
            r = pygame.Rect(0, 0, w, h)
            r.midbottom = (sw // 2, y + int((1 - a) * 12))
            panel = theme.rounded_panel(r.size, h // 2 if len(imgs) == 1 else pad,
                                        (14, 20, 17), 235, (*theme.GOLD, 160))
            ty = pad * 0.6
            for img in imgs:
                panel.blit(img, img.get_rect(midtop=(w // 2, ty)))
                ty += img.get_height()
            panel.set_alpha(int(255 * max(0.0, a)))
            surface.blit(panel, r)
            y = r.y - 8


# ---------------------------------------------------------------- a scene made of widgets
from .scene import Scene  # noqa: E402  (kept at the end: scene.py imports nothing from here)


class UIScene(Scene):
    """A scene whose content is a WidgetGroup rebuilt by `build()` on enter, resize and
    language change. Subclasses set values on `self`, implement `build()` (add widgets to
    `self.ui` using `self.s`, the UI scale) and optionally `draw_content(surface)`."""

    def __init__(self, app):
        super().__init__(app)
        self.ui = WidgetGroup()
        self.s = 1.0
        self.t = 0.0  # seconds since enter, for entrance animations
        self._backdrop: pygame.Surface | None = None

    @property
    def size(self) -> tuple[int, int]:
        return self.app.screen.get_size()

    def px(self, v: float) -> int:
        return int(round(v * self.s))

    def rebuild(self) -> None:
        focused = self.ui.focused
        key = getattr(focused, "key_name", None)
        self.s = theme.scale_for(self.size)
        self.ui.clear()
        self._backdrop = None
        self.build()
        if key is not None:
            for w in self.ui.widgets:
                if getattr(w, "key_name", None) == key:
                    self.ui.set_focus(w)

    def build(self) -> None:
        pass

    def enter(self) -> None:
        self.rebuild()

    def resume(self) -> None:
        self.rebuild()

    def pause(self) -> None:
        set_cursor(False)

    def exit(self) -> None:
        set_cursor(False)

    def resize(self, size) -> None:
        self.rebuild()

    def back(self) -> None:
        self.app.scenes.pop()

    def handle_event(self, event) -> bool:
        if self.ui.handle_event(event):
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_AC_BACK):
            self.back()
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            self.back()
            return True
        return False

    def update(self, dt) -> None:
        self.t += dt
        self.ui.update(dt)

    def draw_background(self, surface) -> None:
        """What never changes between rebuilds (felt by default). Baked into the backdrop."""
        theme.draw_felt(surface)

    def draw_content(self, surface) -> None:
        """Drawn every frame under the widgets."""

    def draw_overlay(self, surface) -> None:
        """Drawn every frame over the widgets."""

    def invalidate_backdrop(self) -> None:
        self._backdrop = None

    def backdrop(self) -> pygame.Surface:
        """Background + static widgets (panels) composed once per rebuild: full-screen
        alpha blending every frame is what makes big windows slow."""
        bd = getattr(self, "_backdrop", None)
        if bd is None or bd.get_size() != self.size:
            bd = pygame.Surface(self.size)
            if pygame.display.get_surface() is not None:
                bd = bd.convert()
            self.draw_background(bd)
            for w in self.ui.widgets:
                if getattr(w, "static", False) and w.visible:
                    w.draw(bd)
            self._backdrop = bd
        return bd

    def draw(self, surface) -> None:
        surface.blit(self.backdrop(), (0, 0))
        self.draw_content(surface)
        for w in self.ui.widgets:
            if not getattr(w, "static", False) and w.visible:
                w.draw(surface)
        self.ui.draw_tooltip(surface)
        self.draw_overlay(surface)
