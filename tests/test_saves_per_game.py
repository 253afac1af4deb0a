"""Issue 8, points 2-4: a match is saved from the moment it exists, each game keeps its own
saved match (all offered in "Continuar"), old single-save files still load, and
`--deal CODE` never replaces a saved match without asking. Real App, real tables."""
from __future__ import annotations

import json

import pytest
from ui_helpers import app, step, top  # noqa: F401  (app: the fixture)

from hod_desktop import persist
from hod_desktop.engine.core import Match
from hod_desktop.ui.widgets.controls import Button
from helpers import played


def bots_first_seed(game: str, options: dict) -> int:
    """A seed whose first player to act is a bot (the human is seat 0)."""
    return next(s for s in range(1, 500) if Match(game, options, s).to_act()[0] != 0)


def restart(app):
    """Close the app and start it again on the same data folder (one first frame)."""
    from hod_desktop.app import App

    app.close()
    again = App(size=(1280, 720), settings={"lang": "es", "anim_speed": "max", "sound": False})
    step(again, 3)  # the saved matches load just after the first frame
    return again


def continue_buttons(app) -> dict[str, Button]:
    return {w.game: w for w in top(app).ui.widgets
            if isinstance(w, Button) and getattr(w, "key_name", "") == "menu.continue"}


# ---------------------------------------------------------------- point 2
@pytest.mark.parametrize("game,options", [("chinchon", {"players": 3}),
                                          ("cinco_vidas", {"players": 4})])
def test_a_new_match_is_saved_before_anyone_moves(app, game, options):

    match = Match(game, options, bots_first_seed(game, options))
    assert app.open_table(match, 0)
    app.flush_saves()
    saved, msg = persist.load_saved_match(game=game)
    assert msg is None and saved is not None and saved.seed == match.seed
    again = restart(app)
    try:
        assert game in continue_buttons(again), "the menu offers to continue the new match"
    finally:
        again.close()


def test_play_again_saves_the_new_match_at_once(app):
    from hod_desktop.scenes.results import ResultsScene

    m = Match("cinco_vidas", {"players": 3}, 5)
    while not m.is_terminal():
        p = m.to_act()[0]
        m.apply(p, m.legal_actions(p)[0])
    finished = m
    app.scenes.push(ResultsScene(app, finished))
    step(app, 3)
    top(app).replay()  # "Repetir reparto": the same deal again, nothing played yet
    app.flush_saves()
    saved, _ = persist.load_saved_match(game="cinco_vidas")
    assert saved is not None and saved.seed == 5 and saved.actions == []


# ---------------------------------------------------------------- point 3
def test_each_game_keeps_its_own_saved_match(app):

    cv = played("cinco_vidas", {"players": 4}, 3, 6)
    app.autosave(cv)
    ch = Match("chinchon", {"players": 2}, 4)
    assert app.open_table(ch, 0)  # starting Chinchón must not throw the Cinco Vidas away
    step(app, 5)
    app.flush_saves()
    assert persist.load_saved_match(game="cinco_vidas")[0].to_json() == cv.to_json()
    assert persist.load_saved_match(game="chinchon")[0] is not None
    again = restart(app)
    try:
        buttons = continue_buttons(again)
        assert set(buttons) == {"cinco_vidas", "chinchon"}
        assert "Cinco Vidas" in buttons["cinco_vidas"].label
        assert "Chinchón" in buttons["chinchon"].label
        top(again).continue_game("cinco_vidas")
        step(again, 3)
        assert top(again).match.game == "cinco_vidas"
        assert top(again).match.actions[:len(cv.actions)] == cv.actions
    finally:
        again.close()


def test_the_old_single_save_file_is_still_read(app):
    cv = played("cinco_vidas", {"players": 3}, 8, 5)
    app.close()
    persist.legacy_save_path().write_text(cv.to_json(), encoding="utf-8")
    again = restart(app)
    try:
        assert set(continue_buttons(again)) == {"cinco_vidas"}
        assert not persist.legacy_save_path().exists()
        assert json.loads(persist.save_path("cinco_vidas").read_text())["actions"] == \
            [list(a) for a in cv.actions]
    finally:
        again.close()


def test_the_old_single_save_does_not_replace_a_newer_save_of_its_game(app):
    newer = played("chinchon", {"players": 2}, 2, 4)
    older = played("chinchon", {"players": 2}, 9, 2)
    persist.save_match(newer)
    persist.legacy_save_path().write_text(older.to_json(), encoding="utf-8")
    matches, messages = persist.load_saved_matches()
    assert matches["chinchon"].to_json() == newer.to_json() and not messages
    assert not persist.legacy_save_path().exists()


# ---------------------------------------------------------------- point 4
def test_deal_on_the_command_line_asks_before_replacing_a_saved_match(app):
    from hod_desktop.app import App
    from hod_desktop.scenes.confirm import ConfirmScene
    from hod_desktop.scenes.menu import MenuScene

    saved = played("chinchon", {"players": 2}, 6, 3)
    persist.save_match(saved)
    before = persist.save_path("chinchon").read_bytes()
    app.close()
    a = App(size=(1280, 720), settings={"lang": "es", "anim_speed": "max", "sound": False},
            deal=("chinchon", {"players": 2}, 77))
    try:
        step(a, 4)
        assert isinstance(top(a), ConfirmScene), type(top(a)).__name__
        assert "Chinchón" in top(a).question
        top(a).cancel()
        step(a, 3)
        a.flush_saves()
        assert isinstance(top(a), MenuScene)
        assert persist.save_path("chinchon").read_bytes() == before
    finally:
        a.close()
    # a deal of another game opens at once and leaves that save alone
    b = App(size=(1280, 720), settings={"lang": "es", "anim_speed": "max", "sound": False},
            deal=("cinco_vidas", {"players": 3}, 77))
    try:
        step(b, 4)
        assert getattr(top(b), "match", None) is not None and top(b).match.seed == 77
        b.flush_saves()
        assert persist.save_path("chinchon").read_bytes() == before
    finally:
        b.close()
