"""A small yes/no dialog over the current screen ("Empezar nueva" / "Cancelar").

    app.scenes.push(ConfirmScene(app, question, ok_label, cancel_label, on_ok))

Yes closes the dialog and then calls `on_ok()` (so whatever `on_ok` asks of the scene
stack applies to the screen underneath); Cancel, Esc or a right click just close it.
"""
from __future__ import annotations

import pygame

from ..ui.draw import theme
from ..ui.widgets.ui_scene import UIScene
from ..ui.widgets.controls import Button, Label


class ConfirmScene(UIScene):
    opaque = False  # the screen underneath stays visible, dimmed

    def __init__(self, app, question: str, ok_label: str, cancel_label: str, on_ok):
        super().__init__(app)
        self.question, self.ok_label, self.cancel_label = question, ok_label, cancel_label
        self.on_ok = on_ok
        self._done = False

    def ok(self) -> None:
        if self._done:
            return
        self._done = True
        self.app.scenes.pop()
        self.on_ok()

    def cancel(self) -> None:
        if self._done:
            return
        self._done = True
        self.app.scenes.pop()

    def back(self) -> None:
        self.cancel()

    def handle_event(self, event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) \
                and self.ui.focused is None:
            self.ok()
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            # ← and → reach the buttons where they stand (only Tab moved before: a real
            # window's ←, Intro opened «Partida guiada» instead of «Ahora no»)
            self.ui.set_focus(self.buttons[event.key == pygame.K_RIGHT])
            return True
        super().handle_event(event)
        return True  # nothing reaches the screen underneath

    def build(self) -> None:
        w, h = self.size
        pw = min(self.px(620), int(w * 0.9))
        pad = self.px(32)
        body = Label((0, 0), self.question, self.px(22), theme.CREAM, width=pw - 2 * pad)
        bh = self.px(52)
        ph = pad + body.rect.h + self.px(28) + bh + pad
        panel = self.add_centered_panel(pw, ph, alpha=250)
        body = Label((panel.x + pad, panel.y + pad), self.question, self.px(22), theme.CREAM,
                     width=pw - 2 * pad)
        self.ui.add(body)
        bw = (pw - 2 * pad - self.px(16)) // 2
        y = panel.bottom - pad - bh
        cancel = Button((panel.x + pad, y, bw, bh), self.cancel_label, self.cancel,
                        style="secondary", font_size=self.px(21))
        cancel.key_name = "cancel"
        ok = Button((panel.right - pad - bw, y, bw, bh), self.ok_label, self.ok,
                    style="primary", font_size=self.px(21))
        ok.key_name = "ok"
        self.ui.add(cancel, ok)
        self.buttons = (cancel, ok)

    def draw(self, surface) -> None:
        veil = getattr(self, "_veil", None)
        if veil is None or veil.get_size() != surface.get_size():
            veil = self._veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
            veil.fill((4, 14, 10, 150))
        surface.blit(veil, (0, 0))
        self.ui.draw(surface)
