"""A card in motion keeps a shadow of its own shape: a tilted card gliding (or flipping) had a
box shadow the size of its rotated picture's bounds, an axis-aligned square behind it (a Chaos
card just played, qa_64 last session; ts1 before, 1280x720 real window)."""
import pygame
import pytest

from hod_desktop.ui.table import sprites
from hod_desktop.ui.draw.card_art import CardArt
from hod_desktop.ui.table.sprites import CardLook, rendered


@pytest.fixture(scope="module")
def look():
    pygame.init()
    return CardLook(CardArt())


def corner_alpha(shadow: pygame.Surface) -> int:
    """The shadow's darkness near its bounding box's corners, where a tilted card is not."""
    w, h = shadow.get_size()
    m = w // 10
    return max(shadow.get_at(p)[3] for p in ((m, m), (w - 1 - m, m), (m, h - 1 - m),
                                              (w - 1 - m, h - 1 - m)))


def centre_alpha(shadow: pygame.Surface) -> int:
    w, h = shadow.get_size()
    return shadow.get_at((w // 2, h // 2))[3]


@pytest.mark.parametrize("fast,squash", [(True, 1.0), (False, 0.5), (True, 0.6)])
def test_a_tilted_card_in_motion_casts_a_tilted_shadow(look, fast, squash):
    sprites.clear_image_cache()
    img, shadow, _ = rendered(look, None, False, 80, 30, squash, fast)
    assert centre_alpha(shadow) > 60  # there is a shadow under the card
    assert corner_alpha(shadow) < 20  # and none in the empty corners of the tilted card's bounds


def test_an_upright_card_in_motion_keeps_its_box_shadow(look):
    sprites.clear_image_cache()
    img, shadow, _ = rendered(look, None, False, 80, 0, 1.0, True)
    w, h = shadow.get_size()
    assert shadow.get_at((w // 4, h // 4))[3] > 60
