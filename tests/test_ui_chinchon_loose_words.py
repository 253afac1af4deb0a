"""Chinchón in English: the line under the person's plaque says «Loose cards: 44 points».
It said «Loose: 44 points», which a new player reads as a misspelt «Lose» (noted at 800x480
and 1920x1080 en, real window); the table's own rule line already says «Loose cards may be
laid off…». The longer line still fits under the plaque, clear of the hand, 6 players at
800x480."""
import pytest
from ui_helpers import running_app, step, top, wait_for

from hod_desktop.engine.core import Match
from hod_desktop.ui import i18n


@pytest.mark.parametrize("size", [(800, 480), (1920, 1080)])
def test_the_loose_cards_line_says_cards_and_fits(tmp_path, monkeypatch, size):
    for app in running_app(tmp_path, monkeypatch, size):
        app.settings["lang"] = "en"
        assert app.open_table(Match("chinchon", {"players": 6}, 5), 0)
        step(app, 3)
        t = top(app)
        assert wait_for(app, lambda: t.hand_arrived() and not t.anim.busy, 900)
        drawn = []
        blit = t.hud.blit_text

        def spy(surface, text, *a, **kw):
            r = blit(surface, text, *a, **kw)
            drawn.append((text, r))
            return r

        t.hud.blit_text = spy
        step(app)
        t.hud.blit_text = blit
        line = [(text, r) for text, r in drawn if "points" in text and "Loose" in text]
        assert line, [x for x, _ in drawn]
        text, r = line[0]
        assert text.startswith("Loose cards: ") and i18n.tr("ch.deadwood", "en", n=2) == \
            "Loose cards: 2 points"
        hand = [sp.rect for sp in t.cards.sprites() if isinstance(sp.slot, tuple)
                and sp.slot[:2] == ("hand", 0)]
        assert hand and r.right < min(h.left for h in hand), (r, min(h.left for h in hand))
        assert r.left >= 0
