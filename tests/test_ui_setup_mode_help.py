"""Setup: Cinco Vidas española's mode lines say what each player sees, and keep to one line.
Clásico's read «Se juega a cara descubierta» («Cards are played face up»), which reads as if
every hand lay open on the table; in Clásico each player sees only their own hand, and in the
1-card round the others' cards and not their own (RULES.md §2). It now says so. A line that
wrapped to two took the room of the seat preview at 800x480 (it vanished), so every mode's
line must keep to one in both languages."""
import pytest
from ui_helpers import open_setup, step

from hod_desktop.engine.cinco_vidas_espanola import MODES
from hod_desktop.scenes.cinco_vidas_espanola import text  # noqa: F401  (its strings)
from hod_desktop.ui import i18n


def test_clasico_says_each_sees_only_their_own_hand():
    es = i18n.tr("opt.cinco_vidas_espanola.mode.clasico.help", "es")
    en = i18n.tr("opt.cinco_vidas_espanola.mode.clasico.help", "en")
    assert "descubierta" not in es and "solo tu mano" in es and "no la tuya" in es
    assert "face up" not in en and "only your own hand" in en and "others' cards" in en


@pytest.mark.parametrize("lang", ["es", "en"])
@pytest.mark.parametrize("size", [(800, 480), (900, 560)])
def test_every_mode_line_keeps_to_one_line_and_the_preview_shows(tmp_path, monkeypatch, size,
                                                                  lang):
    monkeypatch.setenv("HOD_HOME", str(tmp_path))
    app, scene = open_setup(size, lang)
    try:
        scene.select_game("cinco_vidas_espanola")
        step(app, 1)
        for mode in MODES:
            scene.set_option("mode", mode)
            step(app, 1)
            label = next(w for w in scene.ui.widgets
                         if getattr(w, "key_name", None) == "help:mode")
            heading = next(w for w in scene.ui.widgets
                           if getattr(w, "key_name", None) == "opt:mode")
            assert label.rect.h < 1.6 * scene.px(15) * 1.2, (mode, label.rect)  # one line
            assert label.rect.top > heading.rect.bottom - scene.px(20)
            plan = scene.seat_plan()
            assert plan is not None and len(plan.spots) == 4, (mode, plan)
    finally:
        app.close()
