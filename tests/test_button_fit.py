"""A button's label stays inside it with a line under it too: the menu's second
«Continue: Cinco Vidas, Spanish deck» (two games saved, English) ran past both edges of
its button at every window size, because only a label alone was shrunk to fit."""
import pygame
import pytest

from hod_desktop.ui.widgets import controls as W


@pytest.fixture(autouse=True)
def _pygame():
    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode((320, 200))


@pytest.mark.parametrize("sublabel", [None, "2 players · 38 moves"])
def test_a_long_label_stays_inside_its_button(sublabel):
    surface = pygame.Surface((700, 200))
    surface.fill((0, 0, 0))
    b = W.Button((250, 70, 200, 52), "Continue: Cinco Vidas, Spanish deck", lambda: None,
                 style="secondary", font_size=22, sublabel=sublabel)
    b.draw(surface)
    inside = b.rect.inflate(6, 6)
    bright = [(x, y) for y in range(0, 200, 2) for x in range(0, 700, 2)
              if not inside.collidepoint(x, y) and sum(surface.get_at((x, y))[:3]) > 450]
    assert not bright, bright[:5]


@pytest.mark.parametrize("size", [(490, 76), (256, 40)])
def test_a_shrunk_label_keeps_clear_of_the_rounded_ends(size):
    """At 1920x1080 «Continuar: Cinco Vidas española» over «5 jugadores · 13 jugadas» was
    shrunk to 4 px of each end of a 490 px button, its first and last letters in the
    rounded corners (rz0c): it keeps a corner's radius clear."""
    w, h = size
    surface = pygame.Surface((w + 40, h + 40))
    surface.fill((0, 0, 0))
    b = W.Button((20, 20, w, h), "Continuar: Cinco Vidas española", lambda: None,
                 style="secondary", font_size=h * 0.46, sublabel="5 jugadores · 13 jugadas")
    b.draw(surface)
    r, radius = b.rect, max(6, h // 4)
    near_ends = [(x, y) for y in range(r.y + 3, r.bottom - 3) for x in
                 list(range(r.x + 2, r.x + radius - 2)) + list(range(r.right - radius + 2, r.right - 2))
                 if sum(surface.get_at((x, y))[:3]) > 600]
    assert not near_ends, near_ends[:5]
