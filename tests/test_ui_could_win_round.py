"""«¿Podría haber ganado?» after a round, through the real tables: the Chinchón hand's
reveal has the button (and P), Cinco Vidas takes P; the screen plays that round again
with the table's own bots as they stood when it began, and shows both results."""
from __future__ import annotations

import random

import pygame
import pytest

from hod_desktop.ai.replay import round_replay_with_bot
from hod_desktop.engine.core import Match
from hod_desktop.engine.history import HistoryBook
from ui_helpers import running_app


@pytest.fixture
def app(tmp_path, monkeypatch):
    yield from running_app(tmp_path, monkeypatch, (1024, 768))


def play_until(app, table, done, rng, limit=20000):
    """The person (seat 0) moves at random through the table; the bots as usual."""
    for _ in range(limit):
        if done():
            return
        m = table.match
        if table.idle and not m.is_terminal() and 0 in m.to_act():
            table.apply(0, rng.choice(m.view(0).legal))
        app.step(1 / 60)
    raise AssertionError("never got there")


def key(app, k):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=""))
    app.step(1 / 60)


def check_screen(app, table, k):
    from hod_desktop.scenes.could_win import CouldWinScene

    scene = app.scenes.stack[-1]
    assert isinstance(scene, CouldWinScene) and scene.round_no == k
    scene.finish()
    again = round_replay_with_bot(table.match, 0, k, table.bots.at_round(k))
    assert scene.replay.actions == again.actions
    assert len(HistoryBook(scene.replay).rows) == k + 1  # stopped when that round was scored
    mine, bots = scene.sides
    assert mine["row"] == HistoryBook(table.match).rows[k]
    hands = table.match.game == "chinchon"  # Chinchón's rounds are hands: «en esta mano»
    assert scene.hands == hands
    assert scene.verdict_key().startswith("could.h." if hands else "could.r.")
    app.step(1 / 60)  # drawn once with both sides
    key(app, pygame.K_ESCAPE)
    assert app.scenes.stack[-1] is table


def test_chinchon_reveal_offers_could_i_have_won_the_hand(app):
    from hod_desktop.scenes.chinchon.table import ChinchonTable

    m = Match("chinchon", {"players": 3, "limit": 50, "level": "normal"}, 21)
    app.open_table(m, 0)
    app.step(1 / 60)
    t = app.scenes.stack[-1]
    assert isinstance(t, ChinchonTable)
    rng = random.Random(2)
    play_until(app, t, lambda: t.reveal is not None and t.reveal.stage >= 3
               and t.reveal.could_button() is not None, rng)
    k = t.reveal.result.hand_no
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1,
                                         pos=t.reveal.could_button().rect.center))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1,
                                         pos=t.reveal.could_button().rect.center))
    app.step(1 / 60)
    check_screen(app, t, k)
    assert t.reveal is not None  # back on the same reveal
    key(app, pygame.K_p)  # the key does the same
    check_screen(app, t, k)


@pytest.mark.parametrize("game,options", [
    ("cinco_vidas", {"players": 3, "level": "normal"}),
    ("cinco_vidas_espanola", {"players": 3, "level": "normal", "mode": "twisted"}),
    ("cinco_vidas_espanola", {"players": 3, "level": "normal", "poderes": True})])
def test_lives_tables_p_replays_the_last_round_played(app, game, options):
    from hod_desktop.scenes.cinco_vidas.table import CincoVidasTable

    m = Match(game, options, 13)
    app.open_table(m, 0)
    app.step(1 / 60)
    t = app.scenes.stack[-1]
    assert isinstance(t, CincoVidasTable)
    key(app, pygame.K_p)  # nothing played yet: a short message, no screen
    assert app.scenes.stack[-1] is t and t.message is not None
    rng = random.Random(3)
    play_until(app, t, lambda: len(HistoryBook(t.match).rows) >= 2 and t.idle, rng)
    key(app, pygame.K_p)
    check_screen(app, t, t.last_played_round())
    assert t.last_played_round() == len(HistoryBook(t.match).rows) - 1


def test_the_points_column_says_hand_then_total():
    """«Puntos» headed cells like «25 → 25» (hand 1 of Chinchón: 25 this hand, 25 in all),
    which read as «unchanged»; the head says what the two numbers are."""
    from hod_desktop.scenes import could_win  # noqa: F401  (registers the words)
    from hod_desktop.ui import i18n

    assert i18n.tr("could.r.col_points", "es") == "Mano → total"
    assert i18n.tr("could.r.col_points", "en") == "Hand → total"
