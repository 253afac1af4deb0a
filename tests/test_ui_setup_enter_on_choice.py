"""Setup: Intro starts the match when a row of choices has the focus. A keyboard player who
went to «Players» with Tab, picked 6 with → and pressed Enter stayed on the setup screen: Enter
started the match only with nothing in focus, and a choice (whose value the arrows already
set) does nothing with it (e12/e13, Bandas 800x480 en, real window). A button still presses
and the code field still applies its code."""
import pygame
import pytest
from test_ui_keyboard import focus_to, key, top
from ui_helpers import running_app

from hod_desktop.scenes.setup import SetupScene


@pytest.fixture
def app(tmp_path, monkeypatch):
    yield from running_app(tmp_path, monkeypatch, (800, 480))


@pytest.mark.parametrize("option", ["opt:players", "opt:level"])
def test_enter_on_a_choice_starts_with_what_it_shows(app, option):
    focus_to(app, "menu.play")
    key(app, pygame.K_RETURN)
    focus_to(app, "game:bandas")
    key(app, pygame.K_RETURN)
    focus_to(app, option)
    key(app, pygame.K_RIGHT, frames=1)
    chosen = top(app).ui.focused.value
    key(app, pygame.K_RETURN, frames=3)
    assert type(top(app)).__name__ == "GuideOffer"  # the first start: a guided game first?
    focus_to(app, "cancel")
    key(app, pygame.K_RETURN, frames=3)  # «Ahora no»: the match as chosen
    table = top(app)
    assert not isinstance(table, SetupScene)
    assert table.match.game == "bandas"
    assert table.match.options[option.split(":")[1]] == chosen


def test_enter_in_the_code_field_still_applies_the_code(app):
    focus_to(app, "menu.play")
    key(app, pygame.K_RETURN)
    focus_to(app, "code")
    for ch in "ZZ-1":
        key(app, ord(ch.lower()) if ch.isalpha() else ord(ch), frames=1, unicode=ch)
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
    key(app, pygame.K_RETURN, frames=2)
    scene = top(app)
    assert isinstance(scene, SetupScene) and scene.code_msg  # refused, and said why
