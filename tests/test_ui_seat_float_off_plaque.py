"""A text floated from a seat's plaque moves away from that plaque, never across it, and
keeps off the title column, as drawn. In Brag, Lucía's «¡Golpe!» started under her plaque
and rose over it, over her «golpeó» and hearts, unreadable for most of its life (4p
800x480 es, real window): Brag drew its floating texts itself, always rising, so a text
that should sink from under a plaque (a top seat's, or one whose way up crosses the title
column) crossed the plaque instead. Brag now draws them as the other tables do."""
import pygame
import pytest
from ui_helpers import app_at_sizes, floating_table

app = app_at_sizes([(800, 480), (1280, 720)])


def drawn_path(hud, f, size) -> list[tuple[float, pygame.Rect]]:
    """(moment, the rect its pixels cover) over a floating text's life, as the HUD draws it."""
    out = []
    for k in range(11):
        f.t = min(k / 10, 0.99)
        layer = pygame.Surface(size, pygame.SRCALPHA)
        hud.draw_floaters(layer)
        out.append((f.t, layer.get_bounding_rect()))
    return out


@pytest.mark.parametrize("game,players,words,scale", [
    ("brag", 4, "¡Golpe!", 1.2), ("brag", 6, "−1", 1.3), ("brag", 3, "¡Las tres!", 0.8),
    ("cinco_vidas", 4, "−1", 1.0), ("cinco_vidas_espanola", 6, "✓", 1.0)])
def test_seat_texts_move_off_their_plaque(app, game, players, words, scale):
    t, column = floating_table(app, game, players)
    for seat in range(players):
        plaque = pygame.Rect(t.layout.seats[seat].plaque)
        t.hud.floaters.clear()
        t.hud.float_at_seat(seat, words, size=scale)
        f, = t.hud.floaters
        for moment, r in drawn_path(t.hud, f, app.screen.get_size()):
            assert r.w and not r.colliderect(column), (seat, moment, r, column)
            # it starts against its plaque's edge; under way, it is off the plaque
            assert moment < 0.3 or not r.colliderect(plaque), (seat, moment, r, plaque)
    t.hud.floaters.clear()


@pytest.mark.parametrize("game,players", [("brag", 10), ("brag", 8), ("cinco_vidas", 8),
                                          ("cinco_vidas_espanola", 7)])
def test_seat_texts_keep_off_the_other_plaques(app, game, players):
    """Brag 10p 800x480: Lucía's «−1» rose from her plaque into Mateo's, just above it, and
    sat under his hearts as if he had lost the life (Inés's into Javier's the same): a text
    whose way up crosses another seat's plaque sinks instead."""
    t, _column = floating_table(app, game, players)
    plaques = [pygame.Rect(p.plaque) for p in t.layout.seats]
    for seat in range(players):
        t.hud.floaters.clear()
        t.hud.float_at_seat(seat, "−1", size=1.3)
        f, = t.hud.floaters
        others = plaques[:seat] + plaques[seat + 1:]
        for moment, r in drawn_path(t.hud, f, app.screen.get_size()):
            assert moment > 0.8 or r.collidelist(others) < 0, (seat, moment, r)
    t.hud.floaters.clear()
