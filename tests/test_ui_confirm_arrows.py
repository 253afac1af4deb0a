"""A yes/no question (the guided game's offer, «¿Empezar nueva?») answers ← and →: they
focus the button on that side, and Intro then answers it. Before, only Tab moved the
focus, and ← then Intro opened the guided game (try40, real window)."""
import pygame
from ui_helpers import app, step, top  # noqa: F401  (app: a fixture)

from hod_desktop.scenes.confirm import ConfirmScene


def press(app, k):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=""))
    step(app, 2)


def ask(app):
    answers = []
    under = top(app)
    app.scenes.push(ConfirmScene(app, "¿Seguro?", "Sí", "No", lambda: answers.append("ok")))
    step(app, 2)
    return answers, under


def test_left_then_enter_answers_the_left_button(app):
    answers, under = ask(app)
    press(app, pygame.K_LEFT)
    assert top(app).ui.focused is top(app).buttons[0]
    press(app, pygame.K_RETURN)
    assert answers == [] and top(app) is under  # «No»: closed, nothing done


def test_right_then_enter_answers_the_right_button_and_left_goes_back(app):
    answers, under = ask(app)
    press(app, pygame.K_LEFT)
    press(app, pygame.K_RIGHT)
    assert top(app).ui.focused is top(app).buttons[1]
    press(app, pygame.K_RETURN)
    assert answers == ["ok"] and top(app) is under
