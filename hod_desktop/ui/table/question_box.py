"""A question put to the person over the table, with a row of answers (e.g. «Reengancharse»
/ «No, gracias»): by pointer, or by keys (←/→/Tab move a focus ring, Intro or Espacio
answers). Rule-free: it gets the centre, the scale, the words and the HUD that draws it.
"""
from __future__ import annotations

import pygame

from ..draw import theme
from .table_hud import HudButton

ENTER = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
MOVE = (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_TAB)


class QuestionBox:
    def __init__(self) -> None:
        self.focus = 0  # the answer in keyboard focus

    @staticmethod
    def buttons(center, s: float, answers) -> list[HudButton]:
        """One button per (label, action, accent) answer, side by side under the centre."""
        w, h, gap = int(190 * s), int(44 * s), 20 * s
        out = []
        for i, (label, action, accent) in enumerate(answers):
            r = pygame.Rect(0, 0, w, h)
            r.center = (int(center[0] + (i - (len(answers) - 1) / 2) * (w + gap)), int(center[1] + 40 * s))
            out.append(HudButton(r, label, action, accent=accent))
        return out

    def key(self, k: int, buttons: list[HudButton]) -> str | bool | None:
        """A key: the chosen answer's action, True when it moved the focus, None if not ours."""
        i = self.focus % len(buttons)
        if k in MOVE:
            self.focus = (i + 1) % len(buttons)
            return True
        if k in ENTER:
            self.focus = 0
            return buttons[i].action
        return None

    def draw(self, surface, hud, center, title: str, text: str, buttons: list[HudButton],
             mouse, ring: bool = True) -> None:
        """The panel (title, one line, the answers lit under the pointer) and the focus ring."""
        s = hud.s
        tw = hud.text_img(text, int(15 * s), theme.CREAM).get_width()
        box = pygame.Rect(0, 0, max(int(520 * s), tw + int(48 * s)), int(170 * s))
        box.center = (int(center[0]), int(center[1]))
        surface.blit(theme.soft_shadow(box.size, int(16 * s), 14, 160), box.move(-14, -8))
        surface.blit(hud.panel(box.size, int(16 * s), 240), box)
        hud.blit_text(surface, title, 22 * s, (box.centerx, box.y + 30 * s), theme.GOLD_LIGHT, True)
        hud.blit_text(surface, text, 15 * s, (box.centerx, box.y + 62 * s), theme.CREAM)
        for b in buttons:
            b.hot = b.rect.collidepoint(mouse)
            hud.draw_button(surface, b)
        if ring:
            b = buttons[self.focus % len(buttons)]
            pygame.draw.rect(surface, theme.GOLD_LIGHT, b.rect.inflate(int(10 * s), int(10 * s)),
                             max(2, int(3 * s)), border_radius=int(12 * s))
