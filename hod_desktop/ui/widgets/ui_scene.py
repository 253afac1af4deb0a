"""UIScene: a menu-like scene made of widgets, rebuilt on enter, resize and language change,
drawn over a backdrop composed once per rebuild."""
from __future__ import annotations

import pygame

from ..draw import theme
from ..scene import Scene
from .widget_group import WidgetGroup, set_cursor
from .controls import Button, Panel


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

    def add_centered_panel(self, pw: int, ph: int, alpha: int | None = None) -> pygame.Rect:
        """A rounded panel of pw x ph pixels in the middle of the window (kept as `self.panel`)."""
        w, h = self.size
        panel = pygame.Rect(0, 0, pw, ph)
        panel.center = (w // 2, h // 2)
        self.panel = panel
        extra = {} if alpha is None else {"alpha": alpha}
        self.ui.add(Panel(panel, radius=self.px(22), **extra))
        return panel

    def add_corner_button(self, panel: pygame.Rect, pad: int, label: str, on_click,
                          size=(200, 52), lift: int = 8, font: int = 22, key_name: str = "back") -> Button:
        """The primary button in the panel's bottom-right corner (Volver, Hecho...)."""
        bw, bh = self.px(size[0]), self.px(size[1])
        b = Button((panel.right - pad - bw, panel.bottom - pad - bh + self.px(lift), bw, bh), label,
                   on_click, style="primary", font_size=self.px(font))
        b.key_name = key_name
        self.ui.add(b)
        return b

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
