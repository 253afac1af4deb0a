"""Shared pieces of the headless table tests: a real App at animation speed "max" and
synthetic mouse events (with pos/buttons, as SDL sends them) posted into its loop."""
import pygame
import pytest

SIZE = (1280, 720)


def running_app(tmp_path, monkeypatch, size=SIZE):
    """A real App in Spanish at animation speed "max" on a temporary data folder, for a
    fixture to `yield from`; afterwards the shared tween speed is put back."""
    monkeypatch.setenv("HOD_HOME", str(tmp_path))
    from hod_desktop.app import App
    from hod_desktop.ui.draw import tween

    a = App(size=size, speed="max", settings={"lang": "es", "anim_speed": "max", "sound": False})
    a.step()
    yield a
    a.close()
    tween.set_speed(1.0)


@pytest.fixture
def app(tmp_path, monkeypatch):
    yield from running_app(tmp_path, monkeypatch)


def step(app, n=1):
    for _ in range(n):
        app.step(1 / 60)


def post(kind, pos, **kw):
    pygame.event.post(pygame.event.Event(kind, pos=(int(pos[0]), int(pos[1])), **kw))


def move(app, pos, pressed=False):
    post(pygame.MOUSEMOTION, pos, rel=(0, 0), buttons=(1 if pressed else 0, 0, 0), touch=False)
    step(app)


def click(app, pos, frames=2):
    move(app, pos)
    post(pygame.MOUSEBUTTONDOWN, pos, button=1, touch=False)
    step(app)
    post(pygame.MOUSEBUTTONUP, pos, button=1, touch=False)
    step(app, frames)


def drag(app, a, b, steps=10):
    """Press at `a`, move in `steps` motions to `b`, release."""
    move(app, a)
    post(pygame.MOUSEBUTTONDOWN, a, button=1, touch=False)
    step(app)
    for i in range(1, steps + 1):
        t = i / steps
        move(app, (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t), pressed=True)
    post(pygame.MOUSEBUTTONUP, b, button=1, touch=False)
    step(app, 2)


def top(app):
    return app.scenes.stack[-1]


def wait_for(app, cond, limit=3000):
    """Step frames until `cond()` holds (at most `limit` frames); its last value."""
    for _ in range(limit):
        if cond():
            return True
        step(app)
    return cond()


def app_at_sizes(sizes):
    """A fixture `app`: the running app once per window size of `sizes` (a test module
    says `app = app_at_sizes(SIZES)`)."""

    @pytest.fixture(params=sizes, ids=[f"{w}x{h}" for w, h in sizes])
    def app(request, tmp_path, monkeypatch):
        yield from running_app(tmp_path, monkeypatch, request.param)

    return app


def draw_frame(table, size) -> pygame.Surface:
    """One frame of `table` drawn on a fresh surface of `size`."""
    surface = pygame.Surface(size)
    table.draw(surface)
    return surface


def open_setup(size, lang="es"):
    """A real App on the setup screen, reached by clicking «Jugar» (HOD_HOME set by the
    caller); (app, setup scene)."""
    from hod_desktop.app import App

    a = App(size=size, lang=lang)
    a.step()
    play = next(w for w in top(a).ui.widgets if getattr(w, "key_name", None) == "menu.play")
    click(a, play.rect.center)
    step(a, 3)
    return a, top(a)


def floating_table(app, game, players):
    """A dealt table of `game` at rest, at animation speed 1 (texts float from the seats
    only below "max"): (the table, its title column)."""
    from hod_desktop.engine.core import Match

    assert app.open_table(Match(game, {"players": players}, 3), 0)
    step(app, 3)
    t = top(app)
    wait_for(app, lambda: not t.anim.busy, 600)
    app.set_speed(1.0)
    step(app, 2)
    return t, t.title_column

