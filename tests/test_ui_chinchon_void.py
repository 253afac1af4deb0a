"""A voided Chinchón hand has its own summary with a continue control (the next deal
waits), each reshuffle says which it is ("1 de 2"), and the stock shows when the next
exhaustion voids the hand."""
from __future__ import annotations

import random

import pygame
import pytest

from hod_desktop.engine.chinchon import HandVoided, StockRebuilt
from hod_desktop.engine.core import Match
from ui_helpers import running_app


def before_void(seed: int = 1):
    """(actions up to the one that voids hand 1, that action and its player): random play
    that never closes, always from the stock."""
    m = Match("chinchon", {"players": 2, "limit": 50}, seed)
    rng = random.Random(seed)
    done = []
    while True:
        p = m.to_act()[0]
        legal = [a for a in m.view(p).legal if not a.startswith("close")
                 and a != "draw discard"]
        a = rng.choice(legal)
        trial = Match.from_dict(m.to_dict())
        if any(isinstance(e, HandVoided) for e in trial.apply(p, a)):
            return done, p, a
        m.apply(p, a)
        done.append((p, a))


@pytest.fixture
def app(tmp_path, monkeypatch):
    yield from running_app(tmp_path, monkeypatch, (1024, 768))


def steps(app, n):
    for _ in range(n):
        app.step(1 / 60)


def test_voided_hand_waits_for_continue(app):
    actions, seat, last = before_void()
    m = Match("chinchon", {"players": 2, "limit": 50}, 1)
    for p, a in actions:
        m.apply(p, a)
    assert m.view(seat).exhaustions == 2
    app.open_table(m, seat)
    steps(app, 2)
    t = app.scenes.stack[-1]
    assert t.shown.exhaustions == 2  # resumed: the stock shows its last round
    assert t.hud.tr("ch.stock_last_line") == "última vuelta"
    hand = t.shown.hand_no
    assert t.apply(seat, last)
    steps(app, 60)
    assert t.overlay.visible and "nula" in t.overlay.content.title
    assert "Intro o clic" in t.overlay.content.note
    steps(app, 120)
    assert t.overlay.visible and t.shown.hand_no == hand  # the next deal waits
    assert not t.idle
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r"))
    steps(app, 30)
    assert not t.overlay.visible and t.shown.hand_no == hand + 1
    assert t.shown.exhaustions == 0


def test_reshuffles_say_which_they_are(app):
    actions, seat, _ = before_void(2)
    m = Match("chinchon", {"players": 2, "limit": 50}, 2)
    rebuilt = []
    for i, (p, a) in enumerate(actions):
        evs = m.apply(p, a)
        if any(isinstance(e, StockRebuilt) for e in evs):
            rebuilt.append(i)
    assert len(rebuilt) == 2
    m = Match("chinchon", {"players": 2, "limit": 50}, 2)
    for p, a in actions[:rebuilt[0]]:
        m.apply(p, a)
    app.open_table(m, actions[rebuilt[0]][0])
    steps(app, 2)
    t = app.scenes.stack[-1]
    t.apply(*actions[rebuilt[0]])
    steps(app, 5)
    assert t.message and "1 de 2" in t.message[0] and t.shown.exhaustions == 1


def test_loose_values_wait_for_the_hand_to_arrive(tmp_path, monkeypatch):
    """During the deal (cards in flight, face down) no loose-value badge and no
    «Sueltas» line; once the hand is in, they show."""
    monkeypatch.setenv("HOD_HOME", str(tmp_path))
    from hod_desktop.app import App
    from hod_desktop.ui.draw import tween

    a = App(size=(1280, 720), speed="normal",
            settings={"lang": "es", "anim_speed": 1.0, "sound": False})
    try:
        a.step()
        a.open_table(Match("chinchon", {"players": 3, "limit": 50}, 4), 0)
        a.step(1 / 60)
        t = a.scenes.stack[-1]
        seen_in_flight = False
        for _ in range(240):
            a.step(1 / 60)
            sprites = [t.cards.get(k) for k in t.hands.get(0, [])]
            if any(s is not None and (s.moving or not s.face_up) for s in sprites):
                seen_in_flight = True
                assert not t.hand_arrived()
                assert t.meld_marks() == ([], [])
            if t.hand_arrived():
                break
        assert seen_in_flight and t.hand_arrived()
        bars, badges = t.meld_marks()
        assert bars or badges
    finally:
        a.close()
        tween.set_speed(1.0)


def test_last_round_warning_goes_with_its_hand(app):
    """After a count the felt is cleared: the stock's «última vuelta» of that hand no
    longer shows (it peeked out under the re-entry question, g6_5)."""
    actions, seat, _last = before_void()
    m = Match("chinchon", {"players": 2, "limit": 50}, 1)
    for p, a in actions:
        m.apply(p, a)
    app.open_table(m, seat)
    steps(app, 2)
    t = app.scenes.stack[-1]
    assert t.shown.exhaustions == 2
    t.reveal = object()  # as if the hand's count had just been shown
    t.end_reveal()
    assert t.shown.exhaustions == 0
