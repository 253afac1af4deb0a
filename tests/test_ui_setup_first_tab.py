"""Setup: the first Tab (or arrow) goes to the game that is selected. With Chinchón chosen
on the last visit the first Tab ringed «Cinco Vidas», the first button (s5, 1280x720)."""
import pygame
from ui_helpers import app, click, step, top  # noqa: F401  (app: the fixture)

from hod_desktop import game_list

LAST = game_list.available_names()[-1]  # the last game of the list: «Ver reglas» comes next


def widget(scene, key_name):
    return next(w for w in scene.ui.widgets if getattr(w, "key_name", None) == key_name)


def press(app, k, mod=0):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=""))
    step(app, 2)


def setup_with_bandas_chosen(app):
    app.settings["last_game"] = LAST  # as after a game of it
    click(app, widget(top(app), "menu.play").rect.center)
    step(app, 30)
    setup = top(app)
    assert type(setup).__name__ == "SetupScene" and setup.game == LAST
    assert setup.ui.focused is None
    return setup


def test_first_tab_goes_to_the_selected_game(app):
    setup = setup_with_bandas_chosen(app)
    press(app, pygame.K_TAB)
    assert getattr(setup.ui.focused, "key_name", None) == f"game:{LAST}"
    press(app, pygame.K_TAB)  # and on from there
    assert getattr(setup.ui.focused, "key_name", None) == "rules"


def test_first_arrow_too(app):
    setup = setup_with_bandas_chosen(app)
    press(app, pygame.K_DOWN)
    assert getattr(setup.ui.focused, "key_name", None) == f"game:{LAST}"
