"""Notices: messages about the person's data (a damaged file set aside, a folder that
cannot be written). Unlike toasts they stay, over any scene, until dismissed with their
button; the next one shows when the first is gone."""
from __future__ import annotations

import pygame

from ..draw import theme
from ..draw.text_render import font, text, wrap


def wrap_long(message: str, size: float, width: int) -> list[str]:
    """Lines that fit `width`; a word longer than a line (a folder path) is cut after the
    last path separator that fits, else after a «-», «_» or «.», and only else inside a
    name: it broke «…/test_a_damaged_save_i» «s_set_aside0/…» and «…broken-20» «261202…»."""
    f = font(size)
    out: list[str] = []
    for line in wrap(message, size, width):
        while f.size(line)[0] > width and len(line) > 1:
            cut = len(line) - 1
            while cut > 1 and f.size(line[:cut])[0] > width:
                cut -= 1
            cut = _break_at(line[:cut]) or cut
            out.append(line[:cut])
            line = line[cut:]
        out.append(line)
    return out


def _break_at(head: str) -> int:
    """Where to end a cut line within `head` (just after a separator), or 0 for nowhere.
    A separator in the line's first quarter would leave a short line: not taken."""
    for seps in ("/\\", "-_."):
        at = max(head.rfind(c) for c in seps)
        if at >= len(head) // 4:
            return at + 1
    return 0


class Notices:
    def __init__(self) -> None:
        self.items: list[tuple[str, str]] = []  # (message, dismiss label)
        self.button: pygame.Rect | None = None  # where the shown notice's button is
        self.panel: pygame.Rect | None = None

    def add(self, message: str, dismiss_label: str) -> None:
        if any(m == message for m, _ in self.items):
            return
        self.items.append((message, dismiss_label))

    def dismiss(self) -> None:
        if self.items:
            self.items.pop(0)
        self.button = self.panel = None

    def handle_event(self, event: pygame.event.Event) -> bool:
        """True when the event belongs to the notice (its button, or a click on it)."""
        if not self.items or self.panel is None:
            return False
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            pos = getattr(event, "pos", None)
            if pos is None or not self.panel.collidepoint(pos):
                return False
            if event.type == pygame.MOUSEBUTTONUP and event.button == 1 \
                    and self.button is not None and self.button.collidepoint(pos):
                self.dismiss()
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        if not self.items:
            self.panel = self.button = None
            return
        message, label = self.items[0]
        sw, sh = surface.get_size()
        size = max(14, sh / 36)
        pad = int(size * 0.9)
        width = int(min(sw * 0.8, size * 36))
        lines = [text(line, size, theme.CREAM) for line in wrap_long(message, size, width - 2 * pad)]
        more = len(self.items) - 1
        btn_text = text(label + (f"  (+{more})" if more else ""), size, (24, 20, 12), True)
        bw, bh = btn_text.get_width() + 2 * pad, btn_text.get_height() + pad // 2
        h = pad + sum(i.get_height() for i in lines) + pad // 2 + bh + pad
        panel = pygame.Rect(0, 0, width, h)
        panel.midtop = (sw // 2, int(sh * 0.03))
        surf = theme.rounded_panel(panel.size, pad, (30, 18, 14), 245, (*theme.GOLD, 220))
        y = pad
        for img in lines:
            surf.blit(img, (pad, y))
            y += img.get_height()
        button = pygame.Rect(0, 0, bw, bh)
        button.bottomright = (width - pad, h - pad)
        pygame.draw.rect(surf, theme.GOLD, button, border_radius=bh // 2)
        surf.blit(btn_text, btn_text.get_rect(center=button.center))
        surface.blit(surf, panel)
        self.panel = panel
        self.button = button.move(panel.topleft)
