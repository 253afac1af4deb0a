"""Chinchón: the re-entry question answered with the pointer. A click on «Reengancharme»
re-enters (the engine takes `reenter`, the plaque says so), a click beside the buttons
answers nothing; the same with «No, gracias» declining."""
import random

import pytest
from ui_helpers import click, running_app, step, top

from hod_desktop.engine.chinchon import REENTRY
from hod_desktop.engine.core import Match


def offered_reentry(seed_from: int = 1) -> Match:
    """A 3-player match at 50 points where the person (seat 0) is asked to re-enter: the
    bots close whenever they can, the person never closes."""
    for seed in range(seed_from, seed_from + 200):
        m = Match("chinchon", {"players": 3, "limit": 50, "level": "facil", "reentry": True}, seed)
        rng = random.Random(seed)
        for _ in range(3000):
            if m.is_terminal():
                break
            p = m.to_act()[0]
            if m.state.phase == REENTRY and p == 0:
                return m
            legal = [a for a in m.view(p).legal if not a.startswith("arrange")]
            closes = [a for a in legal if a.startswith("close")]
            if p == 0:
                legal = [a for a in legal if not a.startswith("close")] or legal
            m.apply(p, rng.choice(closes if p and closes else legal))
    raise AssertionError("nobody was asked to re-enter")


@pytest.mark.parametrize("answer", ["reenter", "decline"])
def test_a_click_answers_the_question(tmp_path, monkeypatch, answer):
    for app in running_app(tmp_path, monkeypatch):
        m = offered_reentry()
        assert app.open_table(m, 0)
        step(app, 40)
        t = top(app)
        assert t.human_to_act(REENTRY)
        buttons = t.hud.reentry_buttons()
        assert [b.action for b in buttons] == ["reenter", "decline"]
        n = len(m.actions)
        beside = buttons[0].rect.midleft
        click(app, (beside[0] - 30, beside[1]))
        assert len(m.actions) == n and t.human_to_act(REENTRY)  # nothing answered
        b = next(b for b in buttons if b.action == answer)
        click(app, b.rect.center)
        assert m.actions[n][1] == answer
        step(app, 60)
        assert t.shown.reentered[0] == (answer == "reenter")
