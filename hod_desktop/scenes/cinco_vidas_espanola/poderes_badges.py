"""The eighteen achievements as the person sees them: a gold coin with a glyph, a name and
a one-line "how" (es/en, `poderes_text`). The table's toasts and the statistics screen
(through the game list's `achievements` entry) draw the same badge.

For the statistics screen: `TITLE_KEY`, `ACHIEVEMENTS` (the keys, in RULES.md's order),
`name_key`, `how_key`, `badge(key, diameter, earned=True)`.
"""
from __future__ import annotations

import pygame

from ...engine.poderes.achievements import ACHIEVEMENTS, MANA  # noqa: F401  (re-exported)
from ...ui.draw import theme
from ...ui.draw.text_render import text
from . import poderes_text  # noqa: F401  (declares the names)

# a glyph per achievement (DejaVu glyphs, drawn in a coin)
GLYPHS = {
    "ultimo_en_pie": "▲", "pureza": "◆", "regicida": "♛", "intocable": "◈", "tercer_acto": "③",
    "fantasma": "☁", "filo_navaja": "⚔", "cazador_ases": "✦", "caos_controlado": "★",
    "vidente": "◉", "harmonia": "❀", "rey_detras_rey": "♚", "reanimador": "♥", "agonia": "✚",
    "racha_perfecta": "✹", "mas_bajo_mas_alto": "⇅", "mentor": "✪", "indestructible": "⬢",
}
TITLE_KEY = "pod.stats_title"
DIM = (86, 92, 104)  # a badge not earned yet: grey coin
_cache: dict[tuple, pygame.Surface] = {}


def name_key(key: str) -> str:
    return f"pod.ach.{key}"


def how_key(key: str) -> str:
    return f"pod.ach.{key}.how"


def badge(key: str, diameter: int, earned: bool = True) -> pygame.Surface:
    """The achievement's coin, `diameter` pixels wide (cached per size)."""
    diameter = max(8, int(diameter))
    k = (key, diameter, earned)
    img = _cache.get(k)
    if img is None:
        img = pygame.Surface((diameter, diameter), pygame.SRCALPHA)
        r = diameter // 2
        pygame.draw.circle(img, theme.GOLD_DARK if earned else (56, 60, 70), (r, r), r)
        pygame.draw.circle(img, theme.GOLD if earned else DIM, (r, r), max(1, r - max(2, r // 8)))
        glyph = text(GLYPHS.get(key, "★"), diameter * 0.5, theme.INK if earned else (40, 44, 52),
                     bold=True)
        img.blit(glyph, glyph.get_rect(center=(r, r)))
        _cache[k] = img
    return img
