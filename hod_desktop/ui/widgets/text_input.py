"""TextInput: one line of text with a caret (the deal code)."""
from __future__ import annotations

from typing import Any, Callable

import pygame

from ..draw import theme
from ..draw.text_render import fit_size, font, text
from .widget_base import Widget


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
            size = fit_size(self.placeholder, self.font_size, inner.w)  # a long example shrinks
            img = text(self.placeholder, size, (140, 136, 124))
        pre_w = font(self.font_size, True).size(self.value[:self.cursor])[0] if self.value else 0
        shift = max(0, pre_w - inner.w + 4)
        surface.blit(img, img.get_rect(midleft=(inner.x - shift, r.centery)))
        if self.focused and self.blink < 0.55:
            x = inner.x + pre_w - shift
            h = int(self.font_size * 1.05)
            pygame.draw.line(surface, theme.INK, (x + 1, r.centery - h // 2),
                             (x + 1, r.centery + h // 2), 2)
        surface.set_clip(clip)
