"""ui/table/taken_cards and ui/table/piles.draw_stock_with_names driven without a table: where a
seat's last-taken card lies by its plaque (under it, or beside it away from the centre when
the seat's hand lies below), what a move trace must keep off, and the stock's words."""
import pygame

from hod_desktop.ui.draw import theme
from hod_desktop.ui.table.piles import draw_stock_with_names
from hod_desktop.ui.table.taken_cards import WORDS_ABOVE, TakenCard, TakenCards, taken_side

FACE = pygame.Surface((30, 46))
FACE.fill((240, 230, 200))
LEFT = pygame.Rect(40, 300, 120, 50)   # a plaque left of the centre
TOP = pygame.Rect(580, 20, 120, 50)    # a plaque at the top


def test_side_under_or_away_from_the_centre():
    assert taken_side(TOP, hand_y=60, center_x=640) == 0  # its cards above the plaque's foot
    assert taken_side(LEFT, hand_y=420, center_x=640) == 1  # cards below: beside, to the right
    right = LEFT.move(1000, 0)
    assert taken_side(right, hand_y=420, center_x=640) == -1


def test_under_and_beside_rects():
    s = 1.0
    under = TakenCard(1, FACE, TOP, 0)
    beside = TakenCard(2, FACE, LEFT, 1)
    taken = TakenCards([under, beside], s)
    r = taken.under(1)
    assert r.size == FACE.get_size() and r.centerx == TOP.centerx and r.top > TOP.bottom
    assert taken.under(2) is None and taken.under(0) is None  # beside, and no card
    (b,) = taken.beside()
    card = beside.rect(s)
    assert card.left > LEFT.right and card.centery == LEFT.centery
    assert b.contains(card) and b.top == card.top - WORDS_ABOVE  # the word over it too


def test_draw_puts_the_word_over_each_card():
    said = []
    surface = pygame.Surface((1280, 720))
    TakenCards([TakenCard(1, FACE, TOP, 0), TakenCard(2, FACE, LEFT, -1)], 1.0).draw(
        surface, lambda surf, text, size, pos, *a: said.append((text, pos)), "Cogió")
    assert [t for t, _ in said] == ["Cogió", "Cogió"]
    first = TakenCard(1, FACE, TOP, 0).rect(1.0)
    assert said[0][1][1] < first.top and said[0][1][1] > TOP.bottom  # between plaque and card
    assert surface.get_at(first.center) != surface.get_at((5, 5))  # the face was drawn


def test_stock_words_and_warning():
    said = []
    surface = pygame.Surface((400, 300))
    back = pygame.Surface((40, 62))
    back.fill((200, 30, 30))

    def blit(surf, text, size, pos, color, bold):
        said.append((text, color, round(size)))
    draw_stock_with_names(surface, back, (100, 120), 20, 250, 40, 1.0, blit, "Mazo: 20", "Descarte")
    assert said == [("Mazo: 20", theme.MUTED, 13), ("Descarte", theme.MUTED, 13)]
    assert surface.get_at((100, 120))[:3] == (200, 30, 30)  # the stock's backs
    frame_at = (100 - int(40 * 1.12) // 2, 120)
    assert surface.get_at(frame_at)[:3] != theme.RED_SOFT[:3]
    said.clear()
    draw_stock_with_names(surface, back, (100, 120), 20, 250, 40, 1.0, blit, "Mazo: 20", "Descarte",
                          "última vuelta")
    assert said == [("Mazo: 20", theme.RED_SOFT, 13), ("última vuelta", theme.RED_SOFT, 12),
                    ("Descarte", theme.MUTED, 13)]
    assert surface.get_at(frame_at)[:3] == theme.RED_SOFT[:3]  # the warning frame
