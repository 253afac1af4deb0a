"""The shipped DejaVu fonts, loaded by path (never by system name) and cached per size."""
from __future__ import annotations

import pygame

from hod_desktop.resources import require_asset

REGULAR = "DejaVuSans.ttf"
BOLD = "DejaVuSans-Bold.ttf"
DISPLAY = "DejaVuSerif-Bold.ttf"   # titles and card indices


def font_file(bold: bool = False, display: bool = False) -> str:
    """File name of the face for these flags (display wins over bold)."""
    return DISPLAY if display else BOLD if bold else REGULAR


_cache: dict[tuple[int, bool, bool], pygame.font.Font] = {}


def font(size: int, bold: bool = False, display: bool = False) -> pygame.font.Font:
    """A Font of the shipped family at `size` px, cached; MissingAsset if the file is gone.

    Initialises pygame.font when needed; after a pygame.quit() the cache starts afresh.
    """
    if not pygame.font.get_init():
        pygame.font.init()
        _cache.clear()
    key = (max(1, int(size)), bool(bold), bool(display))
    f = _cache.get(key)
    if f is None:
        path = require_asset("fonts", font_file(bold, display))
        f = _cache[key] = pygame.font.Font(str(path), key[0])
    return f
