"""Cinco Vidas española, Chaos: the spy's buttons hold their names. Squeezed into the bid
panel's one row, «No espiar» ran past both sides of its button at 1920x1080 (c10, 5 players,
real window) and every size with 5 players; with 8, the buttons were 37 px wide at 800x480
for names of 70. Each button is now as wide as the longest name needs, in two rows of a
taller panel when one row does not fit the table."""
import pygame
import pytest
from ui_helpers import click, running_app, step, top

from hod_desktop.ai.base import run_to_end
from hod_desktop.ai.registry import make_bot
from hod_desktop.engine import cinco_vidas_espanola as ce
from hod_desktop.engine.core import Match

SIZES = [(800, 480), (900, 560), (1280, 720), (1920, 1080)]


def at_the_spy(players: int, seed: int = 8) -> Match:
    """Bots play the match up to the person's spy choice in the 1-card round."""
    opts = {"players": players, "mode": "chaos", "poderes": False, "level": "facil"}
    m = Match("cinco_vidas_espanola", opts, seed)
    bots = [make_bot("cinco_vidas_espanola", "facil", seed, s) for s in range(players)]
    while not (m.view(0).phase == ce.SPYING and 0 in m.to_act()):
        assert not m.is_terminal()
        p = m.to_act()[0]
        m.apply(p, run_to_end(bots[p].decide(m.view(p))))
    return m


@pytest.mark.parametrize("lang", ["es", "en"])
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_spy_button_holds_its_name(tmp_path, monkeypatch, size, lang):
    for app in running_app(tmp_path, monkeypatch, size):
        app.set_language(lang)
        for players in (5, 8):
            match = at_the_spy(players)
            app.open_table(match, 0)
            step(app, 5)
            table = top(app)
            hud = table.hud
            buttons = hud.build_spy_buttons(table.view())
            assert len(buttons) == len(table.view().legal) >= 3
            panel, _ = hud.spy_layout([b.label for b in buttons])
            assert pygame.Rect((0, 0), size).contains(panel)
            for i, b in enumerate(buttons):
                w = hud.text.get(b.label, int(hud.BUTTON_STYLE.font * hud.s), (0, 0, 0), True).get_width()
                assert w + 8 <= b.rect.w, (b.label, w, b.rect.w)
                assert panel.contains(b.rect)
                assert not any(b.rect.colliderect(o.rect) for o in buttons[:i])
            if players == 8:  # a click on the last name spies on that rival
                last = buttons[-1]
                click(app, last.rect.center)
                step(app, 3)
                assert (0, last.action) in match.actions
            app.scenes.pop()
            step(app, 2)
