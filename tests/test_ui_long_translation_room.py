"""A longer language (the pseudo-locale, a third longer than Spanish) keeps the menu's
subtitle off the fan of cards and Ajustes' row names off their controls: both ran on
before (seen in a real window at 1280x720)."""
import pytest
from pseudo_harness import use_pseudo_locale
from ui_helpers import step, top

SIZES = [(800, 480), (1280, 720)]


@pytest.fixture(params=SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def qapp(request, tmp_path, monkeypatch):
    monkeypatch.setenv("HOD_HOME", str(tmp_path))
    lang = use_pseudo_locale(monkeypatch)
    from hod_desktop.app import App
    from hod_desktop.ui.draw import tween

    a = App(size=request.param, speed="max", settings={"anim_speed": "max", "sound": False})
    a.step()
    assert a.settings["lang"] == lang
    yield a
    a.close()
    tween.set_speed(1.0)


def test_the_menu_subtitle_ends_before_the_fan(qapp):
    step(qapp, 3)
    menu = top(qapp)
    fan = menu.fan_rect()
    assert fan.w > 0
    assert menu.subtitle_rect.right <= fan.x, (menu.subtitle_rect, fan)
    assert menu.subtitle_rect.h > 0


def test_settings_row_names_end_before_their_controls(qapp):
    from hod_desktop.scenes.settings import SettingsScene

    qapp.scenes.push(SettingsScene(qapp))
    step(qapp, 2)
    widgets = top(qapp).ui.widgets
    labels = [w for w in widgets if str(getattr(w, "key_name", "")).startswith("label:")]
    assert len(labels) == 7
    controls = [w for w in widgets if getattr(w, "key_name", None) in
                ("lang", "speed", "back", "server") or str(getattr(w, "key_name", "")).startswith("settings.")]
    assert len(controls) == 7
    left = min(c.rect.x for c in controls)
    for lab in labels:
        assert lab.rect.right < left, (lab.s, lab.rect, left)
    assert len({lab.size for lab in labels}) == 1  # one size for every row
