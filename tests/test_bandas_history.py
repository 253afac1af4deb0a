"""Bandas history: a row per night (the night's points and the scores after it), opened
with H or from the pause menu. The pause menu offered «History (H)» at the Bandas table,
but after three nights it said "No round has finished yet." and H did nothing."""
import pygame
from ui_helpers import app, step, top, wait_for  # noqa: F401  (app: the fixture)

from hod_desktop.engine.core import Match
from hod_desktop.engine.history import NIGHTS, history_of
from hod_desktop.ui.table.history_table import HistoryScene, history_grid
from test_ui_bandas import key, open_table


def play_nights(match, nights):
    while match.view(0).night <= nights and not match.is_terminal():
        for p in match.to_act():
            match.apply(p, str(match.legal_actions(p)[0]))


def test_a_row_per_night_with_its_points_and_the_scores():
    match = Match("bandas", {"players": 3, "level": "facil"}, 7)
    assert history_of(match).kind == NIGHTS and not history_of(match).rows
    play_nights(match, 3)
    book = history_of(match)
    assert [r.night_no for r in book.rows] == [1, 2, 3]
    for r, rep in zip(book.rows, match.view(0).history):
        assert r.totals == tuple(rep.scores)
    totals = [0, 0, 0]
    for r in book.rows:
        totals = [t + x for t, x in zip(totals, r.points)]
        assert tuple(totals) == r.totals
    grid = history_grid(book, lambda p: f"P{p}", "es")
    assert grid.head[0].text == "Noche" and len(grid.rows) == 3
    assert grid.note == "puntos de la noche · total"
    empty = history_grid(history_of(Match("bandas", {"players": 2}, 1)), str, "en")
    assert empty.head[0].text == "Night" and empty.note == "No night has finished yet."


def test_h_opens_the_history_at_the_bandas_table(app):
    table = open_table(app, 2, 5)
    key(app, pygame.K_h, "h")
    step(app, 2)
    assert isinstance(top(app), HistoryScene)


def test_the_night_being_revealed_stays_out_of_the_history(app):
    table = open_table(app, 2, 5)
    app.settings["anim_speed"] = 1.0
    table.draft = [10, 0, 0, 0, 0]
    table.confirm()
    assert wait_for(app, lambda: table.reveal is not None, 600)
    assert len(table.view().history) == 1
    assert table.history().rows == []  # the board has not shown the night yet
    table.reveal.finish()
    assert wait_for(app, lambda: table.reveal is None, 2000)
    assert len(table.history().rows) == 1


def test_could_i_have_won_reads_the_nights(app):
    """«¿Podría haber ganado?» after a Bandas game draws the person's score night by night
    (with the nights in the history it first met a row with no lives and crashed)."""
    from hod_desktop.scenes.could_win import CouldWinScene, seat_by_round

    match = Match("bandas", {"players": 2, "level": "facil"}, 3)
    play_nights(match, 7)
    assert match.is_terminal()
    scene = CouldWinScene(app, match, 0)
    app.scenes.push(scene)
    scene.finish()
    mine, bots = scene.sides
    assert mine["book"].kind == NIGHTS
    assert seat_by_round(mine["book"], 0) == [r.totals[0] for r in mine["book"].rows]
    assert len(seat_by_round(mine["book"], 0)) == 7
    step(app, 2)  # draws both sides, night by night
    assert top(app) is scene


def test_in_bandas_more_points_is_the_better_score():
    """«¿Podría haber ganado?» said "tú acabas con mejor marcador" when the machine, in
    the same place, ended with 50 points against my 21: it read every points game the
    Chinchón way (fewer is better)."""
    from hod_desktop.scenes.could_win import verdict
    from hod_desktop.scenes.standings import standings

    match = Match("bandas", {"players": 2, "level": "facil"}, 3)
    play_nights(match, 7)
    rows = standings(match, 0)
    assert all(r["kind"] == "points" and r["more_wins"] for r in rows)
    mine = {"place": 2, "score": 21, "kind": "points", "more_wins": True}
    bots = {"place": 2, "score": 50, "kind": "points", "more_wins": True}
    assert verdict(mine, bots, False, False) == "could.v.same_bot"
    assert verdict(bots, mine, False, False) == "could.v.same_you"
    chin = Match("chinchon", {"players": 2, "level": "facil"}, 1)
    assert not any(r["more_wins"] for r in standings(chin, 0))
