"""Chinchón's rules page says where the last-taken card is: it said «Bajo cada jugador verás
la última carta que cogió del descarte» (rc5, Reglas 800x480 es) while at 2 and 3 players the
card lies beside the rival's plaque, under the table's word «Cogió». The page now says it is by
each rival's name and names that word (en “Took”)."""
import pytest
from ui_helpers import running_app, step, top, wait_for

from hod_desktop.engine.cards import SPANISH, parse_card
from hod_desktop.engine.core import Match
from hod_desktop.scenes.chinchon import text  # noqa: F401  (registers the table's words)
from hod_desktop.scenes.chinchon import rules_page
from hod_desktop.scenes.rules import page_text

PAGE = {lang: page_text(rules_page, lang)[1] for lang in ("es", "en")}  # the blocks in each
from hod_desktop.ui import i18n


@pytest.fixture
def app(tmp_path, monkeypatch):
    yield from running_app(tmp_path, monkeypatch, (1280, 720))


def test_page_says_where_the_taken_card_is(app):
    assert app.open_table(Match("chinchon", {"players": 2, "level": "normal", "limit": 100,
                                             "reentry": True}, 1), 0)
    step(app, 3)
    t = top(app)
    assert wait_for(app, lambda: not t.anim.busy, 600)
    t.shown.last_taken = [None, parse_card("5c", SPANISH)]
    taken, = t.hud.taken().cards
    assert taken.side != 0  # beside the plaque, not under the player
    es = " ".join(w for _, w in PAGE["es"])
    en = " ".join(w for _, w in PAGE["en"])
    assert "Bajo cada jugador" not in es and "Under each player" not in en
    assert f"«{i18n.tr('ch.took', 'es')}»" in es and f"“{i18n.tr('ch.took', 'en')}”" in en
    assert "nombre de cada rival" in es and "each rival's name" in en
