"""Helpers of the shell tests: a dummy table (so navigation is tested alone), the App
fixture and synthetic clicks, key presses and text input."""
import dataclasses
import importlib.machinery
import sys
import types

import pygame
import pytest

from hod_desktop import game_list
from hod_desktop.engine.core import Match
from hod_desktop.ui.scene import Scene
from hod_desktop.ui.widgets.controls import Button, Choice


class DummyTable(Scene):
    opened: list = []

    def __init__(self, app, match, human_seat=0):
        super().__init__(app)
        self.match, self.human_seat = match, human_seat
        DummyTable.opened.append(self)

    def draw(self, surface):
        surface.fill((0, 40, 0))


@pytest.fixture
def dummy_tables(monkeypatch):
    mod = types.ModuleType("hod_test_dummy_table")
    mod.__spec__ = importlib.machinery.ModuleSpec("hod_test_dummy_table", None)
    mod.DummyTable = DummyTable
    monkeypatch.setitem(sys.modules, "hod_test_dummy_table", mod)
    monkeypatch.setattr(game_list, "GAMES", tuple(
        dataclasses.replace(e, table="hod_test_dummy_table:DummyTable") if e.name == "cinco_vidas"
        else e for e in game_list.GAMES))
    DummyTable.opened = []
    return DummyTable


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("HOD_HOME", str(tmp_path))
    from hod_desktop.app import App

    a = App(size=(1280, 720), lang="es")
    # these tests are about the menus and the saves: the offer of a guided first game
    # (tests/test_guided_deal.py) has been answered for every game already
    a.settings["guides_offered"] = game_list.names()
    a.step()
    yield a
    a.close()


def frames(app, n=3):
    for _ in range(n):
        app.step()


def top(app):
    return app.scenes.top


def find(app, cls=Button, **attrs):
    for w in top(app).ui.widgets:
        if isinstance(w, cls) and all(getattr(w, k, None) == v for k, v in attrs.items()):
            return w
    labels = [getattr(w, "label", getattr(w, "key_name", None)) for w in top(app).ui.widgets]
    raise AssertionError(f"no {cls.__name__} with {attrs} in {type(top(app)).__name__}: {labels}")


def click(app, pos):
    pos = (int(pos[0]), int(pos[1]))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    frames(app, 2)


def click_button(app, label):
    click(app, find(app, Button, label=label).rect.center)


def click_choice(app, key_name, value):
    c = find(app, Choice, key_name=key_name)
    i = [v for v, _ in c.options].index(value)
    click(app, c._segments()[i].center)


def type_text(app, s):
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=s))
    frames(app, 1)


def press(app, k, mod=0):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=""))
    frames(app, 1)


def finished_match() -> Match:
    """A 3-player Cinco Vidas match played to its end by random legal moves."""
    import random

    m = Match("cinco_vidas", {"players": 3}, 99)
    rng = random.Random(5)
    while not m.is_terminal():
        p = m.to_act()[0]
        m.apply(p, rng.choice(m.legal_actions(p)))
    return m
