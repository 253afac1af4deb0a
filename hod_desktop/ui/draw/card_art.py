"""Card faces and backs drawn from the SVGs in assets/cards, at the exact pixel size asked.

The SVGs (written by tools/make_card_art.py) hold everything but the corner indices, which
are drawn here with the shipped serif font so they stay crisp at every size. Surfaces are
made on first use and cached per (card name, width, four_color).
"""
from __future__ import annotations

import io
import logging
import time

import pygame

from hod_desktop.engine.cards import FRENCH, JOKER, SPANISH, Card, parse_card
from hod_desktop.resources import require_asset
from hod_desktop.ui.draw.fonts import font

log = logging.getLogger(__name__)

CARD_RATIO = 1.4                     # height / width, both decks
BACK_DESIGNS = ("classic", "blue", "green")
_VIEW_W, _VIEW_H = 200, 280          # the SVG canvas
_MAX_CACHED = 700

# Reserved pip colours in the French SVGs and their four-colour replacements.
_SUIT_RED, _SUIT_BLACK = b"#c8102f", b"#16161a"
_FOUR_COLOR = {"d": (_SUIT_RED, b"#1d5fc4"), "c": (_SUIT_BLACK, b"#17803a")}

INDEX_COLOR = {
    (FRENCH, "s"): (22, 22, 26), (FRENCH, "h"): (200, 16, 47),
    (FRENCH, "d"): (200, 16, 47), (FRENCH, "c"): (22, 22, 26),
    (SPANISH, "o"): (176, 122, 0), (SPANISH, "c"): (195, 58, 44),
    (SPANISH, "e"): (47, 98, 176), (SPANISH, "b"): (61, 139, 58),
    (JOKER, "1"): (195, 58, 44), (JOKER, "2"): (42, 35, 35),
}
FOUR_COLOR_INDEX = {"d": (29, 95, 196), "c": (23, 128, 58)}
SPANISH_NUMBER = {"S": "10", "C": "11", "R": "12"}

# Index boxes on the 200 x 280 canvas (must match tools/make_card_art.py):
# centre x of the text, top y, widest text allowed.
_INDEX_BOX = {FRENCH: (17, 9, 30), SPANISH: (25, 16, 28), JOKER: (17, 10, 20)}


def card_height(width: int) -> int:
    return round(width * CARD_RATIO)


def svg_name(card: Card) -> tuple[str, str]:
    """Folder and file of a card's SVG, e.g. ("french", "Qs.svg"), ("joker", "1.svg")."""
    if card.deck == JOKER:
        return "joker", f"{card.suit}.svg"
    return card.deck, f"{card.rank}{card.suit}.svg"


def index_text(card: Card) -> str:
    if card.deck == SPANISH:
        return SPANISH_NUMBER.get(card.rank, card.rank)
    return card.rank


class CardArt:
    """Renders and caches card surfaces. Needs pygame initialised (a display for speed)."""

    def __init__(self) -> None:
        self._svg: dict[tuple[str, ...], bytes] = {}
        self._cache: dict[tuple, pygame.Surface] = {}
        self._warned: set[str] = set()

    # ------------------------------------------------------------------ public API
    def face(self, card: Card | str, width: int, four_color: bool = False) -> pygame.Surface:
        """The face of `card` (a Card, or an unambiguous name such as "Qs" or "Rb")."""
        if isinstance(card, str):
            card = parse_card(card)
        width = max(8, int(width))
        four = bool(four_color) and card.deck == FRENCH and card.suit in _FOUR_COLOR
        key = (card.deck, str(card), width, four)
        surf = self._cache.get(key)
        if surf is None:
            data = self._read(*svg_name(card))
            if four:
                old, new = _FOUR_COLOR[card.suit]
                data = data.replace(old, new)
            surf = self._render(data, width)
            self._draw_index(surf, card, four)
            self._store(key, surf)
        return surf

    def back(self, width: int, design: str = "classic") -> pygame.Surface:
        """A card back; an unknown design name (an old settings file) falls back to classic."""
        if design not in BACK_DESIGNS:
            if design not in self._warned:
                self._warned.add(design)
                log.warning("unknown card back %r, using 'classic'", design)
            design = "classic"
        width = max(8, int(width))
        key = ("back", design, width, False)
        surf = self._cache.get(key)
        if surf is None:
            surf = self._store(key, self._render(self._read("back", f"{design}.svg"), width))
        return surf

    def shadow(self, width: int, blur: int | None = None) -> pygame.Surface:
        """A soft dark blurred card shape, `pad` px larger on every side (pad = blur radius).

        Blit it at the card's position minus pad (plus a small offset for light from above).
        """
        width = max(8, int(width))
        r = blur if blur is not None else self.shadow_pad(width)
        key = ("shadow", r, width, False)
        surf = self._cache.get(key)
        if surf is None:
            h = card_height(width)
            surf = pygame.Surface((width + 2 * r, h + 2 * r), pygame.SRCALPHA)
            pygame.draw.rect(surf, (0, 0, 0, 110), (r, r, width, h), border_radius=self.radius(width))
            surf = pygame.transform.gaussian_blur(surf, r)
            self._store(key, surf)
        return surf

    def highlight(self, width: int, color=(255, 214, 90)) -> pygame.Surface:
        """A glowing rounded outline `pad` px larger on every side, pad = max(3, width // 20)."""
        width = max(8, int(width))
        key = ("highlight", tuple(color), width, False)
        surf = self._cache.get(key)
        if surf is None:
            pad, h = self.highlight_pad(width), card_height(width)
            rad = self.radius(width) + pad
            glow = pygame.Surface((width + 2 * pad, h + 2 * pad), pygame.SRCALPHA)
            pygame.draw.rect(glow, (*color[:3], 150), glow.get_rect(), width=pad, border_radius=rad)
            surf = pygame.transform.gaussian_blur(glow, max(1, pad // 2))
            line = max(2, width // 40)
            pygame.draw.rect(surf, (*color[:3], 255), (pad - line, pad - line, width + 2 * line, h + 2 * line),
                             width=line, border_radius=rad - pad + line)
            self._store(key, surf)
        return surf

    @staticmethod
    def shadow_pad(width: int) -> int:
        """How far the default shadow() reaches past the card on each side."""
        return max(2, int(width) // 14)

    @staticmethod
    def highlight_pad(width: int) -> int:
        return max(3, int(width) // 20)

    @staticmethod
    def radius(width: int) -> int:
        """Corner radius in px of a card `width` px wide (as drawn in the SVGs)."""
        return max(2, round(width * 12 / _VIEW_W))

    def warm(self, cards, width: int, four_color: bool = False, budget_s: float = 0.004) -> bool:
        """Render not-yet-cached faces for at most ~budget_s; True when all are cached.

        Call once a frame (e.g. with the whole deck) so later deals never wait for art.
        """
        end = time.perf_counter() + budget_s
        for card in cards:
            four = bool(four_color) and card.deck == FRENCH and card.suit in _FOUR_COLOR
            if (card.deck, str(card), max(8, int(width)), four) in self._cache:
                continue
            if time.perf_counter() >= end:
                return False
            self.face(card, width, four_color)
        return True

    def clear(self) -> None:
        """Forget rendered surfaces (e.g. after a big resize); the SVG text stays loaded."""
        self._cache.clear()

    # ------------------------------------------------------------------ internals
    def _store(self, key: tuple, surf: pygame.Surface) -> pygame.Surface:
        """Cache a surface; past _MAX_CACHED entries, forget those of other widths (resizes)."""
        if len(self._cache) >= _MAX_CACHED:
            for k in [k for k in self._cache if k[2] != key[2]]:
                del self._cache[k]
        self._cache[key] = surf
        return surf

    def _read(self, folder: str, name: str) -> bytes:
        data = self._svg.get((folder, name))
        if data is None:
            data = self._svg[(folder, name)] = require_asset("cards", folder, name).read_bytes()
        return data

    @staticmethod
    def _render(data: bytes, width: int) -> pygame.Surface:
        surf = pygame.image.load_sized_svg(io.BytesIO(data), (width, card_height(width)))
        if pygame.display.get_init() and pygame.display.get_surface() is not None:
            surf = surf.convert_alpha()
        return surf

    @staticmethod
    def _draw_index(surf: pygame.Surface, card: Card, four: bool) -> None:
        w, h = surf.get_size()
        color = FOUR_COLOR_INDEX[card.suit] if four else INDEX_COLOR[(card.deck, card.suit)]
        cx, top, max_w = _INDEX_BOX[card.deck]
        sx, sy = w / _VIEW_W, h / _VIEW_H
        if card.deck == JOKER:
            _draw_joker_index(surf, color, cx * sx, top * sy, sy)
            return
        text = index_text(card)
        cap = (25 + min(5.0, max(0.0, (120 - w) * 0.08))) * sy   # digit height, larger when small
        f = font(max(6, round(cap / 0.73)), display=True)
        img = f.render(text, True, color)
        bounds = img.get_bounding_rect()
        img = img.subsurface(bounds)
        limit = max_w * sx
        if img.get_width() > limit:
            img = pygame.transform.smoothscale(img, (max(1, round(limit)), img.get_height()))
        x, y = round(cx * sx - img.get_width() / 2), round(top * sy)
        surf.blit(img, (x, y))
        surf.blit(pygame.transform.rotate(img, 180), (w - x - img.get_width(), h - y - img.get_height()))


def _draw_joker_index(surf, color, cx, top, sy) -> None:
    """JOKER spelt down the top-left corner and up the bottom-right one."""
    w, h = surf.get_size()
    f = font(max(5, round(13 * sy / 0.73)), bold=True)
    y = top
    letters = [f.render(ch, True, color) for ch in "JOKER"]
    step = 14.5 * sy
    for img in letters:
        x = round(cx - img.get_width() / 2)
        surf.blit(img, (x, round(y)))
        rot = pygame.transform.rotate(img, 180)
        surf.blit(rot, (w - x - img.get_width(), h - round(y) - img.get_height()))
        y += step
