"""Menus and setup lay out any number of games: with eight games in the list (the six and
two more, registered for the test with long names and taglines), at 800x480 and 1280x720,
in Spanish and English, no word is cut — every game button holds its name and whole
tagline or says the tagline elsewhere, nothing leaves the panel or overlaps — and the
menu holds a «Continuar» for every game. Six games cut every setup tagline at 800x480."""
import dataclasses

import pytest
from i18n_helpers import declare
from ui_helpers import click, running_app, step, top

from hod_desktop import game_list
from hod_desktop.engine import core
from hod_desktop.engine.core import Match
from hod_desktop.ui import i18n
from hod_desktop.ui.draw.text_render import text
from hod_desktop.ui.widgets.controls import Button, Label

EXTRA = {"ocho_locos": ("brag", "Ocho locos", "Crazy Eights"),
         "tute_largo": ("chinchon", "Tute de cuatro palos", "Four-suit Tute")}
TAGS = {"es": "Reúne cartas, cuéntalas bien y cierra la mano antes de que lo hagan los demás.",
        "en": "Gather cards, count them well and close the hand before anyone else does."}


@pytest.fixture
def eight_games(monkeypatch):
    extra = []
    for name, (like, es, en) in EXTRA.items():
        rules = dataclasses.replace(core.get_rules(like), name=name)
        monkeypatch.setitem(core._REGISTRY, name, rules)
        extra.append(dataclasses.replace(game_list.entry(like), name=name, order=90 + len(extra)))
        declare({f"game.{name}": es, f"game.{name}.tagline": TAGS["es"]},
                en={f"game.{name}": en, f"game.{name}.tagline": TAGS["en"]})
    monkeypatch.setattr(game_list, "GAMES", game_list.GAMES + tuple(extra))
    assert len(game_list.available()) == 8
    return game_list.available_names()


def app_at(tmp_path, monkeypatch, size, lang):
    gen = running_app(tmp_path, monkeypatch, size)
    app = next(gen)
    app.settings["lang"] = lang
    return gen, app


def words_whole(b: Button) -> bool:
    """The button's label is drawn at its size or a little smaller, and every line under it."""
    label_w = text(b.label, b.font_size, (255, 255, 255), True).get_width()
    return b.words_fit() and label_w * 0.8 <= b.rect.w - max(8, 2 * max(6, b.rect.h // 4))


CASES = [((800, 480), "es"), ((800, 480), "en"), ((1280, 720), "es"), ((1280, 720), "en")]


@pytest.mark.parametrize("size,lang", CASES, ids=[f"{s[0]}x{s[1]}-{l}" for s, l in CASES])
def test_setup_holds_eight_games_with_no_cut_text(tmp_path, monkeypatch, eight_games, size, lang):
    gen, app = app_at(tmp_path, monkeypatch, size, lang)
    try:
        step(app, 2)
        play = next(w for w in top(app).ui.widgets if getattr(w, "key_name", "") == "menu.play")
        click(app, play.rect.center)
        step(app, 3)
        for game in (eight_games[0], eight_games[-1]):
            setup = top(app)
            setup.select_game(game)
            step(app, 2)
            games = [w for w in setup.ui.widgets if getattr(w, "key_name", "").startswith("game:")]
            assert [b.key_name[5:] for b in games] == eight_games
            for b in games:
                assert setup.panel.contains(b.rect) and words_whole(b), b.label
            said = [w for w in setup.ui.widgets if getattr(w, "key_name", "") == "tagline"]
            if not all(b.sublabel for b in games):  # taglines not on the buttons: the chosen one
                assert not any(b.sublabel for b in games)  # is said whole, under the list
                assert [w.s for w in said] == [app.tr(f"game.{game}.tagline")]
                assert setup.panel.contains(said[0].rect)
            shown = [w for w in setup.ui.widgets
                     if isinstance(w, (Button, Label)) and w.visible and w.rect.w < setup.panel.w]
            for i, a in enumerate(shown):
                assert setup.panel.contains(a.rect)
                hit = [getattr(o, "key_name", o.__class__.__name__) for o in shown[i + 1:]
                       if a.rect.colliderect(o.rect)]
                assert not hit, (getattr(a, "key_name", a.__class__.__name__), hit)
    finally:
        next(gen, None)


@pytest.mark.parametrize("size,lang", CASES[:2], ids=["800x480-es", "800x480-en"])
def test_menu_holds_a_continue_for_each_of_eight_games(tmp_path, monkeypatch, eight_games,
                                                       size, lang):
    gen, app = app_at(tmp_path, monkeypatch, size, lang)
    try:
        for game in eight_games:
            app.saved_matches[game] = Match(game, {"players": 3 if game != "bandas" else 2}, 1)
        step(app, 3)
        menu = top(app)
        buttons = [w for w in menu.ui.widgets if isinstance(w, Button)]
        assert sum(getattr(b, "key_name", "") == "menu.continue" for b in buttons) == 8
        screen = app.screen.get_rect()
        for i, b in enumerate(buttons):
            assert screen.contains(b.rect) and words_whole(b), b.label
            assert not any(b.rect.colliderect(o.rect) for o in buttons[i + 1:])
    finally:
        next(gen, None)
