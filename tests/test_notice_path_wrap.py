"""A damaged-file notice breaks a long path at its separators. At 800x480 the notice for a
damaged save read «…/pytest-081/test_a_damaged_save_i» over «s_set_aside0/home/data/…
.broken-20» over «261202-110449.json.» (real window, es): a folder's and a date's name cut
in two. wrap_long now ends a cut line after the last «/» that fits (else a «-», «_» or «.»),
and cuts inside a name only when nothing else fits."""
import pygame
import pytest

from hod_desktop.persist.files import message as persist_message
from hod_desktop.ui.widgets.notices import wrap_long
from hod_desktop.ui.draw.text_render import font

PATH = ("/tmp/pytest-of-someone/pytest-081/test_a_damaged_save_is_set_aside0/home/data/"
        "autosave-cinco_vidas_espanola.broken-20261202-110449.json")


@pytest.fixture(autouse=True)
def fonts():
    pygame.font.init()


@pytest.mark.parametrize("lang", ["es", "en", "ca"])
@pytest.mark.parametrize("size,width", [(14, 480), (14, 300), (20, 640), (30, 900)])
def test_a_long_path_breaks_after_its_separators(lang, size, width):
    message = persist_message("persist.game_broken", lang, game="Cinco Vidas española", path=PATH)
    assert message.endswith(PATH + ".")
    lines = wrap_long(message, size, width)
    f = font(size)
    assert all(f.size(line)[0] <= width for line in lines), lines
    assert " ".join(lines).replace(" ", "") == message.replace(" ", "")  # nothing lost
    start = next(i for i, line in enumerate(lines) if line.startswith("/tmp"))
    cut = lines[start:]
    assert "".join(cut) == PATH + "."
    for line in cut[:-1]:
        assert line[-1] in "/-_.", cut  # never inside a name
    assert len(cut) >= 2  # it did have to be cut


def test_a_name_longer_than_a_line_is_still_cut_to_fit():
    lines = wrap_long("x" * 300, 14, 200)
    assert len(lines) > 1 and all(font(14).size(line)[0] <= 200 for line in lines)
