"""Bandas trick marks in print signs: «Doble o nada» read «2/-3» (a fraction to the eye,
bd1, 1920x1080 en), the knife «x2»; now «×2/−3» and «×2», and the texts that explain them
(«×2 o pierdes 3»). The mark fits the trick card at the smallest window."""
import pygame

from hod_desktop.engine import bandas as ba
from hod_desktop.scenes.bandas import text as _text  # noqa: F401  (registers the strings)
from hod_desktop.scenes.bandas.hud import TRICK_MARK
from hod_desktop.ui import i18n


def test_marks_use_the_times_and_minus_signs():
    assert TRICK_MARK[ba.DOBLE] == "×2/−3" and TRICK_MARK[ba.NAVAJA] == "×2"
    for lang in ("es", "en"):
        for key in ("ba.th.navaja", "ba.th.doble"):
            text = i18n.tr(key, lang)
            assert "×2" in text and "x2" not in text, text
    assert not any("-" in m or "x" in m for m in TRICK_MARK.values())
