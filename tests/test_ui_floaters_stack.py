"""Two words rising from one place in a row stack instead of overlapping: in Poderes 7p
1280x720 the person's «As de bastos» was still rising when «Rey de espadas» started from
the same plaque, and the two lay one over the other (seen by fixg in a real window)."""
import pytest
from ui_helpers import running_app, step, top, wait_for

from hod_desktop.engine.core import Match
from hod_desktop.ui.table.floaters import text_rect


@pytest.mark.parametrize("sink", [False, True])
def test_a_second_word_from_the_same_place_does_not_cover_the_first(tmp_path, monkeypatch, sink):
    for app in running_app(tmp_path, monkeypatch, (1280, 720)):
        assert app.open_table(Match("cinco_vidas", {"players": 4, "level": "facil"}, 3), 0)
        step(app, 3)
        t = top(app)
        wait_for(app, lambda: not t.anim.busy, 600)
        app.set_speed(1.0)
        hud = t.hud
        hud.floaters.clear()
        hud.float_text("As de bastos", (640, 400), size=1.1, sink=sink)
        hud.update(0.15)  # the first is on its way when the second starts
        hud.float_text("Rey de espadas", (640, 400), size=1.1, sink=sink)
        rise = hud.FLOAT_RISE * hud.s
        for dt in (0.0, 0.2, 0.2, 0.2):
            hud.update(dt)
            first, second = hud.floaters
            rects = [text_rect(f, hud.text.get(f.text, int(hud.FLOAT_SIZE * hud.s * f.size),
                                                f.color, True), rise, f.t) for f in (first, second)]
            assert not rects[0].colliderect(rects[1]), (dt, rects)
