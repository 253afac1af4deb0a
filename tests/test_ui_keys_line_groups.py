"""A table's keys line breaks between its «·» groups, never inside one: Chinchón's line ended
on a bare key, «… C» over «close · O» over «sort …» and «P» over «¿podría haber ganado?»
(n2, 3p 1920x1080 en; c1, 2p 1280x720 es, real window); Cinco Vidas's split «Tab: última»
from «baza»."""
import pytest
from ui_helpers import running_app, step, top, wait_for

from hod_desktop.engine.core import Match
from hod_desktop.ui.draw.text_render import wrap_groups

SIZES = [(800, 480), (900, 560), (1280, 720), (1920, 1080)]
GAMES = {"chinchon": {"players": 3, "level": "normal", "limit": 100, "reentry": True},
         "cinco_vidas": {"players": 4, "level": "normal"},
         "brag": {"players": 4, "level": "normal"}}


@pytest.fixture(params=SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def app(request, tmp_path, monkeypatch):
    yield from running_app(tmp_path, monkeypatch, request.param)


def test_wrap_groups_keeps_groups():
    line = "Arrows and Enter: play · R stock · D discard · C close · O sort · H history"
    for width in (60, 180, 240, 400):
        lines = wrap_groups(line, 12, width)
        assert " ".join(lines) == line
        if width >= 180:  # every group fits: breaks only after a «·»
            assert all(ln.endswith("·") for ln in lines[:-1]), (width, lines)


@pytest.mark.parametrize("lang", ["es", "en"])
@pytest.mark.parametrize("game", list(GAMES))
def test_keys_line_breaks_between_groups(app, game, lang):
    app.settings["lang"] = lang
    assert app.open_table(Match(game, GAMES[game], 2), 0)
    step(app, 3)
    t = top(app)
    assert wait_for(app, lambda: not t.anim.busy, 600)
    step(app, 2)
    lines = t.hud.keys_lines
    assert lines  # the line is drawn
    assert all(ln.endswith("·") for ln in lines[:-1]), lines
