"""Won-trick piles keep out of the title column (the keys line and the log's last lines,
top left) and off the menu button: at 900x560 with 8 seats a pile lay over «Lucía gana la
baza» and the «Jugadas (J)» chip, in a real window."""
import pytest

from hod_desktop.ui.table.layout import pile_box, rects_overlap, table_layout, title_column

SIZES = [(900, 560), (1024, 600), (1280, 720), (1600, 900), (1920, 1080)]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("n", range(2, 9))
def test_piles_clear_the_title_column_and_the_menu_button(size, n):
    lay = table_layout(size[0], size[1], n, 0)
    column = title_column(lay.info, size, [s.plaque for s in lay.seats if s.seat != 0])
    for s in lay.seats:
        box = pile_box(s.pile, lay.small_w)
        assert not rects_overlap(box, column, slack=8), (s.seat, box, column)  # a brush at its foot
        assert not rects_overlap(box, lay.menu_button), (s.seat, box, lay.menu_button)
