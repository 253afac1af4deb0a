"""Tweens, the Animator, widgets and i18n, without a window manager (dummy video driver)."""
import math

import pygame
import pytest

from hod_desktop.ui import i18n
from hod_desktop.ui.draw import tween
from hod_desktop.ui.draw.tween import Animator, Tween
from hod_desktop.ui.widgets import controls as W


@pytest.fixture(autouse=True)
def _pygame():
    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode((320, 200))
    tween.set_speed(1.0)
    yield
    tween.set_speed(1.0)


def down(pos, button=1):
    return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)


def up(pos, button=1):
    return pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button)


def motion(pos, buttons=(0, 0, 0)):
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=buttons)


def key(k, mod=0, unicode=""):
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=unicode)


# ---------------------------------------------------------------- tween
def test_tween_reaches_end_and_finishes_once():
    seen, done = [], []
    t = Tween(0.0, 10.0, 1.0, "linear", on_update=seen.append, on_finish=lambda: done.append(1))
    t.update(0.5)
    assert t.value == pytest.approx(5.0)
    t.update(0.6)
    t.update(0.6)
    assert t.done and t.value == 10.0 and done == [1]
    assert seen[-1] == 10.0


def test_tween_delay_and_tuples():
    t = Tween((0, 0), (100, 50), 1.0, "linear", delay=0.5)
    t.update(0.4)
    assert t.value == (0, 0)
    t.update(0.6)  # 0.5 s into the tween
    assert t.value == pytest.approx((50, 25))


@pytest.mark.parametrize("name", sorted(tween.EASINGS))
def test_easings_start_at_0_end_at_1(name):
    f = tween.EASINGS[name]
    assert f(0.0) == pytest.approx(0.0, abs=1e-9)
    assert f(1.0) == pytest.approx(1.0, abs=1e-9)


def test_animator_tweens_attributes_and_reports_busy():
    class Box:
        x = 0.0

    box, anim = Box(), Animator(speed=1.0)
    anim.tween(box, "x", 100.0, 0.5, ease="linear")
    assert anim.busy
    anim.update(0.25)
    assert box.x == pytest.approx(50.0)
    anim.update(0.3)
    assert box.x == 100.0 and not anim.busy


def test_speed_factor_makes_it_faster_and_max_instant():
    class Box:
        x = 0.0

    box = Box()
    anim = Animator(speed=2.0)
    anim.tween(box, "x", 10.0, 1.0, ease="linear")
    anim.update(0.25)
    assert box.x == pytest.approx(5.0)
    tween.set_speed("max")
    box2, done = Box(), []
    Animator().tween(box2, "x", 7.0, 3.0, on_finish=lambda: done.append(1))
    assert box2.x == 7.0 and done == [1]
    assert tween.speed_factor("slow") == 0.5 and math.isinf(tween.speed_factor("max"))
    assert tween.scaled(1.0, 2.0) == 0.5 and tween.scaled(1.0, math.inf) == 0.0


def test_finish_all_runs_chained_callbacks():
    anim, order = Animator(speed=1.0), []

    def second():
        order.append("b")

    def first():
        order.append("a")
        anim.wait(5.0, on_finish=second)

    anim.wait(2.0, on_finish=first)
    anim.finish_all()
    assert order == ["a", "b"] and not anim.busy


def test_cancel_does_not_call_on_finish():
    anim, done = Animator(speed=1.0), []
    anim.wait(1.0, on_finish=lambda: done.append(1), tag="x")
    anim.cancel("x")
    anim.update(2.0)
    assert done == [] and not anim.busy


# ---------------------------------------------------------------- widgets
def test_button_click_and_disabled_reason():
    clicks = []
    b = W.Button((10, 10, 100, 40), "OK", lambda: clicks.append(1))
    assert b.handle_event(down((20, 20)))
    assert b.handle_event(up((20, 20)))
    assert clicks == [1]
    # released outside: no click
    b.handle_event(down((20, 20)))
    b.handle_event(up((300, 190)))
    assert clicks == [1]
    b.enabled, b.reason = False, "not now"
    b.handle_event(down((20, 20)))
    b.handle_event(up((20, 20)))
    assert clicks == [1] and b.tooltip_text() == "not now"
    surf = pygame.Surface((320, 200))
    b.draw(surf)


def test_toggle_choice_slider():
    got = {}
    t = W.Toggle((0, 0, 60, 30), False, lambda v: got.__setitem__("t", v))
    t.handle_event(down((10, 10)))
    assert got["t"] is True and t.value
    c = W.Choice((0, 50, 300, 40), [(1, "a"), (2, "b"), (3, "c")], 1,
                 lambda v: got.__setitem__("c", v))
    c.handle_event(down((250, 70)))
    assert got["c"] == 3
    c.key(key(pygame.K_LEFT))
    assert c.value == 2
    s = W.Slider((0, 120, 200, 20), 0.0, 1.0, 0.0, step=0.1,
                 on_change=lambda v: got.__setitem__("s", v))
    s.handle_event(down((100, 130)))
    assert got["s"] == pytest.approx(0.5)
    s.handle_event(motion((200, 130), (1, 0, 0)))
    s.handle_event(up((200, 130)))
    assert s.value == pytest.approx(1.0) and not s.dragging
    surf = pygame.Surface((320, 200))
    for w in (t, c, s):
        w.update(0.016)
        w.draw(surf)


def test_text_input_typing_and_submit():
    submitted = []
    ti = W.TextInput((0, 0, 200, 40), "", on_submit=submitted.append, transform=str.upper)
    g = W.WidgetGroup([ti])
    assert g.handle_event(down((10, 10)))
    assert ti.focused
    g.handle_event(pygame.event.Event(pygame.TEXTINPUT, text="cv-1"))
    g.handle_event(key(pygame.K_BACKSPACE))
    g.handle_event(pygame.event.Event(pygame.TEXTINPUT, text="2"))
    assert ti.value == "CV-2"
    g.handle_event(key(pygame.K_RETURN))
    assert submitted == ["CV-2"]
    ti.draw(pygame.Surface((320, 200)))


def test_group_tab_focus_and_enter():
    clicks = []
    a = W.Button((0, 0, 50, 20), "a", lambda: clicks.append("a"))
    b = W.Button((0, 30, 50, 20), "b", lambda: clicks.append("b"))
    g = W.WidgetGroup([W.Label((0, 60), "x", 12), a, b])
    g.handle_event(key(pygame.K_TAB))
    assert a.focused
    g.handle_event(key(pygame.K_TAB))
    assert b.focused and not a.focused
    g.handle_event(key(pygame.K_RETURN))
    assert clicks == ["b"]


def test_tooltip_and_toasts_draw():
    surf = pygame.Surface((320, 200))
    b = W.Button((100, 100, 80, 30), "x", None, enabled=False, reason="why")
    g = W.WidgetGroup([b])
    g.handle_event(motion((120, 110)))
    g.update(1.0)
    g.draw(surf)
    toasts = W.Toasts()
    toasts.add("hola")
    toasts.add("hola")
    assert len(toasts.items) == 1
    toasts.update(0.1)
    toasts.draw(surf)
    toasts.update(100)
    assert not toasts.items


def test_label_wraps():
    lab = W.Label((0, 0), "uno dos tres cuatro cinco seis siete", 16, width=60)
    assert len(lab._lines()) > 1


# ---------------------------------------------------------------- i18n
def test_tr_fallbacks_and_declare():
    assert i18n.tr("menu.play", "es") == "Jugar"
    assert i18n.tr("menu.play", "en") == "Play"
    i18n.declare("test.only_es", "Solo {n}")  # no catalogue has it: said in Spanish
    assert i18n.tr("test.only_es", "en", n=3) == "Solo 3"
    assert i18n.tr("test.nowhere", "es") == "test.nowhere"
    assert i18n.tr("results.winner", "es", name="Ana") == "Gana Ana"


SHELL = ("app.", "menu.", "setup.", "opt.", "rules.", "settings.", "results.", "notify.",
         "common.", "game.", "player.")


def test_every_shell_message_is_in_english():
    shell = [k for k in i18n.keys() if k.startswith(SHELL)]
    assert len(shell) > 100
    cat = i18n.catalog("en")
    untranslated = [k for k in shell if not k.startswith("test.") and
                    all(cat.pgettext(k, f) == f for f in i18n.forms(k, "es"))
                    and i18n.forms(k, "es") != i18n.forms(k, "en")]
    assert not untranslated, untranslated
    assert i18n.forms("settings.done", "en") == ("Done",)


def test_seat_names():
    assert i18n.seat_name(0, "es") == "Tú"
    assert i18n.seat_name(0, "en") == "You"
    names = {i18n.seat_name(s, "es") for s in range(1, 8)}
    assert len(names) == 7
