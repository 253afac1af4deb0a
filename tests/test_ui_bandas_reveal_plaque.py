"""Bandas's reveal: the points a district gives float on the plaque's status row, not over
the score they add to, and the keys line of the planning is not shown. The «+7» was drawn
over the plaque's «7 pts» (and «+3» over «3 pts»), and «←→ barrio · ↑↓ matones · T truco ·
R rival · Intro confirmar» stayed under «Confirmar» while the reveal said «Clic o Espacio:
siguiente · P: pausar» (g7b, Bandas 3p 1280x720 es, real window)."""
import pytest
from ui_helpers import app_at_sizes, step, wait_for

from hod_desktop.ui import i18n
from test_ui_bandas import open_table

app = app_at_sizes([(800, 480), (1280, 720), (1920, 1080)])


@pytest.mark.parametrize("players", [2, 6])
def test_the_reveal_floats_points_off_the_score_and_hides_the_keys(app, players):
    table = open_table(app, players, 5)
    app.settings["anim_speed"] = 1.0  # no floating points at "max"
    table.draft = [10, 0, 0, 0, 0]
    table.confirm()
    assert wait_for(app, lambda: table.reveal is not None, 600)
    drawn = []
    blit = table.hud.blit_text

    def spy(surface, text, *a, **kw):
        r = blit(surface, text, *a, **kw)
        drawn.append((str(text), r))
        return r

    table.hud.blit_text = spy
    keys = i18n.tr("ba.keys", "es")
    floated = []
    for _ in range(1500):
        if table.reveal is None:
            break
        drawn.clear()
        step(app)
        if table.reveal is not None:  # this frame drew the reveal: not its keys
            assert not table.hud.keys_lines
        floats = {f.text for f in table.hud.floaters}
        floated += [(text, r) for text, r in drawn if text in floats]
    assert floated, "no district gave points this night"
    s = table.hud.s
    for text, r in floated:
        plaque = next(p for p in table.layout.seats if p.left <= r.centerx <= p.right)
        assert r.top >= plaque.y + plaque.h * 0.5 - 2, (text, r, plaque)  # under the score
        assert r.bottom <= plaque.bottom + 3 * s, (text, r, plaque)  # on the plaque
    assert wait_for(app, lambda: table.human_to_act(), 2000)
    drawn.clear()
    step(app)
    shown = " ".join(table.hud.keys_lines)  # back for the next night's plan (wrapped)
    assert shown.split() == keys.split()
