"""With no audio device the sound switch showed «on» and played nothing (issue 36): now it
shows off, cannot be turned on, and its row says there is no device. The saved choice is
left as it was, for a machine with sound."""
import pygame
from ui_helpers import app, step, top  # noqa: F401  (app: the fixture)

from hod_desktop.scenes.settings import SettingsScene
from hod_desktop.ui.widgets.controls import Label, Toggle


def open_settings(app):
    app.scenes.push(SettingsScene(app))
    step(app, 2)
    scene = top(app)
    switch = next(w for w in scene.ui.widgets
                  if isinstance(w, Toggle) and w.key_name == "settings.sound")
    labels = [w.s for w in scene.ui.widgets if isinstance(w, Label)]
    return scene, switch, labels


def test_no_device_shows_the_sound_off_and_says_why(app):
    app.settings["sound"] = True
    app.sound._ready = False  # the mixer was tried and there is no device
    assert not app.sound.has_device()
    scene, switch, labels = open_settings(app)
    assert not switch.value and not switch.enabled
    assert app.tr("settings.sound_none") in labels and app.tr("settings.sound") not in labels
    scene.ui.set_focus(switch)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r"))
    step(app, 2)
    assert not switch.value and app.settings["sound"] is True


def test_with_a_device_the_switch_follows_the_setting(app):
    app.settings["sound"] = True
    app.sound._ready = True
    _, switch, labels = open_settings(app)
    assert switch.value and switch.enabled and app.tr("settings.sound") in labels
