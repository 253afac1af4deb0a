"""Bandas in English: the Bribe card says what it takes, «half a rival's thugs». Its help line
read «half of a rival's», a phrase that stops before its noun (4p 900x560 en, real window;
RULES.md §4: half of a rival's thugs in one district switch to you). Every trick's help now
ends on a word of its own, and keeps to two lines inside its card at every size."""
import pytest
from ui_helpers import running_app, step, top

from hod_desktop.engine import bandas as ba
from hod_desktop.engine.core import Match
from hod_desktop.ui import i18n

SIZES = [(800, 480), (900, 560), (1280, 720), (1920, 1080)]


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_trick_help_is_whole_and_fits(tmp_path, monkeypatch, size):
    for app in running_app(tmp_path, monkeypatch, size):
        app.set_language("en")
        app.open_table(Match("bandas", {"players": 6}, 4), 0)
        step(app, 5)
        hud = top(app).hud
        width = top(app).layout.tricks[0].w
        for trick in ba.TRICKS:
            desc = i18n.tr(f"ba.th.{trick}", "en")
            assert not desc.endswith("'s") and not desc.endswith(" of"), desc
            _, _, lines = hud._fit_trick_words(trick, desc, width)
            assert 1 <= len(lines) <= 2, (trick, lines)
        assert "thugs" in i18n.tr("ba.th.soborno", "en")
