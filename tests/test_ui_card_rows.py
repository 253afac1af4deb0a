"""ui/table/card_rows.CardRows and ui/table/reveal_panel.RevealPanel.settle_cards driven without a
table: rows of card groups laid out left to right with a gap between groups, a card listed
in two rows starting in its owner's row and moving to the other, ghosts where moved cards
were, and the cards put back in place after a new window size."""
import pygame

from hod_desktop.ui.table.card_rows import CardRows
from hod_desktop.ui.table.reveal_panel import RevealPanel
from hod_desktop.ui.table.sprites import CardSprite

# row 0 (the closer): meld "a b c" with "x" laid on it, loose "d"; row 1: meld "e f g", the
# lay-off "x", loose "h"; row 2: nothing moved
ROWS = [[["a", "b", "c", "x"], ["d"]], [["e", "f", "g"], ["x"], ["h"]], [["i", "j"]]]
YS = [100.0, 200.0, 300.0]


def test_places_by_row_and_groups():
    rows = CardRows(ROWS, 10, YS, 40, 600)
    p = rows.places
    assert [p[c][1] for c in "abcd"] == [100.0] * 4 and [p[c][1] for c in "efgh"] == [200.0] * 4
    assert p["i"][1] == p["j"][1] == 300.0
    xs = [p[c][0] for c in "abc"]
    assert xs == sorted(xs) and p["a"][0] == 10 + 20  # from x0, the first card's centre
    step = xs[1] - xs[0]
    assert rows.row_places[0]["d"][0] - rows.row_places[0]["x"][0] > step  # a gap before "d"


def test_a_card_in_two_rows_starts_in_its_owners_row():
    rows = CardRows(ROWS, 10, YS, 40, 600)
    assert rows.places["x"] == rows.row_places[1]["x"]  # it starts in row 1
    (card, start, end), = rows.moves
    assert card == "x" and start == rows.row_places[1]["x"] and end == rows.row_places[0]["x"]
    assert rows.start_row == {"x": 1}
    assert rows.order_in(0) == {"a": 0, "b": 1, "c": 2, "x": 3, "d": 4}


def test_a_long_row_is_squeezed_into_its_width():
    rows = CardRows([[[str(i) for i in range(12)]]], 0, [50.0], 40, 200)
    xs = [x for x, _y in rows.row_places[0].values()]
    assert xs[-1] + 20 <= 200 + 0.01


def test_ghosts_where_moved_cards_were():
    rows = CardRows(ROWS, 10, YS, 40, 600)
    surface = pygame.Surface((700, 400))
    said = []
    rows.draw_ghosts(surface, lambda c: (255, 0, 0), 1.0,
                     lambda surf, text, size, pos, color, bold: said.append((text, pos)))
    start = rows.moves[0][1]
    assert said == [("↑", (int(start[0]), int(start[1])))]
    assert surface.get_at((int(start[0]), int(start[1])))[:3] != (0, 0, 0)  # the faint slot


def test_settle_cards_after_a_new_size():
    from hod_desktop.ui.draw.card_art import CardArt
    from hod_desktop.ui.table.sprites import CardLook

    look = CardLook(CardArt())
    panel = RevealPanel(3)
    panel.cw = 50
    rows = CardRows(ROWS, 10, YS, 50, 600)
    for c in "abx":
        panel.cards.put(CardSprite(c, look, None, False, (0, 0), 30))
    panel.settle_cards(rows.places, rows.moves)
    assert panel.cards.get("x").pos == rows.row_places[1]["x"]  # not moved over yet
    assert panel.cards.get("a").pos == rows.places["a"] and panel.cards.get("a").width == 50
    panel.stage = 1
    panel.settle_cards(rows.places, rows.moves)
    assert panel.cards.get("x").pos == rows.row_places[0]["x"]  # where it moved to
