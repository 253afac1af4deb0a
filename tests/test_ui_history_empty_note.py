"""The history (H) before any round has finished says so under its header, where the first
row will be. «Aún no ha terminado ninguna mano.» sat at the panel's foot in small grey type,
a whole empty table away from the header it speaks of (Chinchón 6p 800x480 es, real window;
noted by uitry12a). With rows, the note (what the numbers mean) stays at the foot."""
import pygame
import pytest

from hod_desktop.ui.table.history_table import Cell, Grid, HistoryTable


@pytest.fixture(autouse=True)
def fonts():
    pygame.font.init()


@pytest.mark.parametrize("s", [0.67, 1.0, 1.5])
def test_the_empty_note_sits_under_the_header(s):
    rect = pygame.Rect(20, 60, int(700 * s), int(420 * s))
    head = [Cell("Mano")] + [Cell(n) for n in ("Tú", "Lucía", "Mateo", "Carmen", "Pablo", "Elena")]
    table = HistoryTable()
    surface = pygame.Surface((rect.right + 20, rect.bottom + 20))
    body = table.draw(surface, rect, Grid(head, [], "Aún no ha terminado ninguna mano."), s)
    note = table.note_rect
    assert note is not None and body.y <= note.top < body.y + note.h * 3, (body, note)
    assert abs(note.centerx - rect.centerx) <= 1
    rows = [[Cell("1")] + [Cell("+3 · 3") for _ in range(6)]]
    table.draw(surface, rect, Grid(head, rows, "puntos de la mano · total"), s)
    assert table.note_rect.bottom == rect.bottom  # a legend under the rows stays at the foot
