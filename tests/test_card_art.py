"""Card art: every face and back renders at the asked size, faces differ, four colours."""
from __future__ import annotations

import hashlib
import importlib.util
import time
from pathlib import Path

import pygame
import pytest

from hod_desktop.engine.cards import Card, french_deck, spanish_deck
from hod_desktop.resources import MissingAsset, asset_path
from hod_desktop.ui.draw.card_art import BACK_DESIGNS, CARD_RATIO, CardArt, card_height

JOKERS = [Card("joker", "*", "1"), Card("joker", "*", "2")]
ALL_FACES = french_deck() + spanish_deck() + JOKERS
ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def art():
    pygame.init()
    pygame.display.set_mode((64, 64))
    yield CardArt()
    pygame.quit()


def digest(surf: pygame.Surface) -> str:
    return hashlib.sha1(pygame.image.tobytes(surf, "RGBA")).hexdigest()


@pytest.mark.parametrize("width", [57, 100, 163])
def test_every_face_and_back_renders_at_the_asked_size(art, width):
    want = (width, round(width * CARD_RATIO))
    for card in ALL_FACES:
        assert art.face(card, width).get_size() == want, card
    for design in BACK_DESIGNS:
        assert art.back(width, design).get_size() == want


def test_faces_all_differ(art):
    sums = [digest(art.face(c, 90)) for c in ALL_FACES]
    sums += [digest(art.back(90, d)) for d in BACK_DESIGNS]
    assert len(set(sums)) == len(sums)


def test_corners_are_rounded_and_body_opaque(art):
    s = art.face(Card("french", "7", "h"), 100)
    assert s.get_at((0, 0)).a == 0
    assert s.get_at((s.get_width() - 1, s.get_height() - 1)).a == 0
    assert s.get_at((50, 70)).a == 255


def test_four_color_changes_diamonds_and_clubs_only(art):
    def changed(name, deck="french"):
        c = Card(deck, name[:-1], name[-1])
        return digest(art.face(c, 100, False)) != digest(art.face(c, 100, True))
    assert changed("9d") and changed("Kd") and changed("3c") and changed("Ac")
    assert not changed("9s") and not changed("Qh")
    assert not changed("7o", "spanish") and not changed("3c", "spanish")


def test_four_color_diamond_pips_turn_blue(art):
    s = art.face(Card("french", "A", "d"), 100, four_color=True)
    r, g, b, _ = s.get_at((50, 70))
    assert b > 150 and r < 80


def test_cache_returns_the_same_surface(art):
    c = Card("spanish", "R", "o")
    assert art.face(c, 80) is art.face(c, 80)
    assert art.face(c, 80) is not art.face(c, 81)


def test_missing_svg_raises_a_clear_error(art):
    with pytest.raises(MissingAsset) as e:
        art.face(Card("spanish", "9", "o"), 80)
    assert "cards/spanish/9o.svg" in str(e.value)
    assert digest(art.back(80, "tartan")) == digest(art.back(80, "classic"))   # old settings


def test_missing_back_file_raises(art, monkeypatch):
    import hod_desktop.ui.draw.card_art as card_art
    monkeypatch.setattr(card_art, "BACK_DESIGNS", ("classic", "tartan"))
    with pytest.raises(MissingAsset, match="back/tartan.svg"):
        CardArt().back(80, "tartan")


def test_shadow_and_highlight_surround_the_card(art):
    w = 100
    s = art.shadow(w)
    pad = (s.get_width() - w) // 2
    assert s.get_size() == (w + 2 * pad, card_height(w) + 2 * pad)
    h = art.highlight(w)
    p = CardArt.highlight_pad(w)
    assert h.get_size() == (w + 2 * p, card_height(w) + 2 * p)
    assert h.get_at((h.get_width() // 2, h.get_height() // 2)).a == 0


def test_rendering_is_fast(art):
    fresh = CardArt()
    t = time.perf_counter()
    fresh.face(Card("spanish", "C", "e"), 100)
    one = time.perf_counter() - t
    t = time.perf_counter()
    for c in french_deck():
        fresh.face(c, 101)
    all52 = time.perf_counter() - t
    assert one < 0.1 and all52 < 1.5, (one, all52)


def test_svg_files_are_small_plain_and_up_to_date():
    spec = importlib.util.spec_from_file_location("make_card_art", ROOT / "tools" / "make_card_art.py")
    gen = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(gen)
    files = gen.all_files()
    total = 0
    for name, text in files.items():
        on_disk = asset_path("cards", *name.split("/")).read_text(encoding="utf-8")
        assert on_disk == text, f"{name} is stale: run tools/make_card_art.py"
        assert "<text" not in text and "<use" not in text
        total += len(text.encode())
    assert total < 2 * 1024 * 1024
    assert len(files) == 52 + 40 + 2 + len(BACK_DESIGNS)


def test_warm_fills_the_cache_in_small_steps(art):
    fresh = CardArt()
    deck = spanish_deck()
    steps = 0
    while not fresh.warm(deck, 77, budget_s=0.001):
        steps += 1
        assert steps < 100
    assert steps >= 1
    t = time.perf_counter()
    for c in deck:
        fresh.face(c, 77)
    assert time.perf_counter() - t < 0.05
