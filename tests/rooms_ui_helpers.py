"""A real App whose «Con amigos» talks to tests/rooms_fakes.FakeNet, and ways to find and
click the room screens' widgets by their key names."""
from __future__ import annotations

import socket
import time

import pygame
from rooms_fakes import FakeNet
from ui_helpers import click, step, top


def open_rooms(monkeypatch, tmp_path, size=(1280, 720), lang="es", settings=None, net=None):
    """(app, fake net) with the app on the rooms home screen, reached by clicking the
    menu's «Con amigos»."""
    monkeypatch.setenv("HOD_HOME", str(tmp_path))
    from hod_desktop.app import App
    from hod_desktop.scenes.rooms import home

    net = net or FakeNet()
    monkeypatch.setattr(home, "NetPort", lambda: net)
    app = App(size=size, settings={"lang": lang, "anim_speed": "max", "sound": False,
                                   **(settings or {})})
    app.step()
    press(app, "menu.friends")
    return app, net


def widget(app, key):
    return next(w for w in top(app).ui.widgets if getattr(w, "key_name", None) == key)


def has_widget(app, key) -> bool:
    return any(getattr(w, "key_name", None) == key for w in top(app).ui.widgets)


def press(app, key, frames=3):
    click(app, widget(app, key).rect.center)
    step(app, frames)


def type_into(app, key, text, enter=False):
    """Click the field, empty it with Backspace, type `text` as SDL sends it."""
    field = widget(app, key)
    click(app, field.rect.center)
    for _ in range(len(field.value)):
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0,
                                             unicode="", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=text))
    step(app)
    if enter:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0,
                                             unicode="\r", scancode=0))
        step(app, 3)


def choose(app, key, label):
    """Click the segment of Choice `key` whose label is `label`."""
    c = widget(app, key)
    i = next(i for i, (_, lab) in enumerate(c.options) if lab == label)
    click(app, c._segments()[i].center)
    step(app, 2)


def free_port() -> int:
    """A loopback port nobody listens on now (for a host the test starts)."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def run_until(app, cond, seconds=15.0):
    """Step the app in real time until `cond()` (the network runs in other threads)."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if cond():
            return True
        step(app)
        time.sleep(0.01)
    return cond()


def next_of(client, kind, seconds=15.0, pred=lambda m: True):
    """The client's next message of `kind` (and `pred`), within `seconds`, else a failure."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        for m in client.messages():
            if m.get("type") == kind and pred(m):
                return m
        time.sleep(0.02)
    raise AssertionError(f"no {kind} within {seconds} s")
