"""Historial replays a round trick by trick (Cinco Vidas, both decks, Poderes: every trick
with its cancellations) and a Chinchón hand's count (issue 36, item 9). The rows are read
from the engine's events (seeded matches, every move drawn from the seed); the scene opens
a row by keyboard and by mouse."""
from __future__ import annotations

import random

import pygame
import pytest
from ui_helpers import click, running_app, step, top

from hod_desktop.engine.core import Match
from hod_desktop.engine.history import HistoryBook
from hod_desktop.ui.table.history_table import HistoryScene

LIVES_GAMES = [("cinco_vidas", {"players": 3}, 1),
               ("cinco_vidas_espanola", {"players": 4, "mode": "clasico"}, 2),
               ("cinco_vidas_espanola", {"players": 4, "mode": "twisted"}, 3),
               ("cinco_vidas_espanola", {"players": 4, "mode": "clasico", "poderes": True}, 6)]


def played(game, options, seed) -> Match:
    m = Match(game, options, seed)
    rng = random.Random(seed)
    while m.to_act() and len(m.actions) < 4000:
        p = m.to_act()[0]
        acts = m.legal_actions(p)
        close = [a for a in acts if str(a).startswith("close")]  # Chinchón: hands get counted
        m.apply(p, close[0] if close else rng.choice(acts))
    return m


@pytest.mark.parametrize("game,options,seed", LIVES_GAMES)
def test_every_round_keeps_its_tricks_as_played(game, options, seed):
    book = HistoryBook(played(game, options, seed))
    assert book.rows
    cancelled = 0
    for r in book.rows:
        in_round = [p for p in range(book.n) if r.bids[p] is not None]
        assert len(r.tricks) == r.size  # one line per card in hand
        for t in r.tricks:
            assert sorted(p for p, _ in t.plays) == in_round  # every seat in, once
            assert t.winner in in_round
            assert len(t.cancelled) % 2 == 0  # in pairs
            assert set(t.cancelled) | set(t.removed) <= set(range(len(t.plays)))
            cancelled += len(t.cancelled)
        for p in in_round:  # what the tricks say each seat took is what the round scored
            assert sum(t.counts for t in r.tricks if t.winner == p) == r.won[p], (r.round_no, p)
    assert cancelled or game == "cinco_vidas"  # the Spanish deck's seeds show cancellations
    powers = [t for r in book.rows for t in r.tricks if t.swapped or t.inverted or t.removed]
    if options.get("poderes"):  # this seed's powers: swapped values, a scale turned over
        assert any(t.inverted for t in powers) and any(len(t.swapped) >= 2 for t in powers)
        assert all(set(t.swapped) <= set(range(len(t.plays))) for t in powers)
    else:
        assert not powers


def test_a_chinchon_hand_keeps_each_seat_s_count():
    book = HistoryBook(played("chinchon", {"players": 3}, 2))
    counted = [r for r in book.rows if not r.void]
    assert counted
    for r in counted:
        for p in range(book.n):
            c = r.counts[p]
            if r.points[p] is None:
                assert c is None
                continue
            assert c.points == r.points[p]
            held = sum(len(m) for m in c.melds) + len(c.laid) + len(c.loose)
            assert held == 7, (r.hand_no, p, c)


def opened(app, game, options, seed):
    m = played(game, options, seed)
    app.scenes.push(HistoryScene(app, m, 0))
    step(app, 3)
    return top(app)


def key(app, k):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))
    step(app, 2)


@pytest.mark.parametrize("size", [(800, 480), (1920, 1080)])
def test_the_keyboard_opens_a_round_walks_the_rounds_and_comes_back(tmp_path, monkeypatch, size):
    for app in running_app(tmp_path, monkeypatch, size):
        scene = opened(app, "cinco_vidas_espanola", {"players": 4, "mode": "clasico", "poderes": True}, 6)
        rows = scene.book.rows
        assert scene.replaying is None and scene.pick == len(rows) - 1
        key(app, pygame.K_UP)
        key(app, pygame.K_RETURN)
        assert scene.replaying == len(rows) - 2
        cards = scene.replay_view.card_rects
        assert len(cards) == sum(len(t.plays) for t in rows[-2].tricks)
        panel = scene.panel
        assert all(panel.contains(r) for _t, _p, r in cards)
        key(app, pygame.K_LEFT)
        assert scene.replaying == len(rows) - 3
        key(app, pygame.K_RIGHT)
        key(app, pygame.K_RIGHT)
        assert scene.replaying == len(rows) - 1
        key(app, pygame.K_RIGHT)  # the last: stays
        assert scene.replaying == len(rows) - 1
        key(app, pygame.K_ESCAPE)  # back to the table of rounds, still open
        assert scene.replaying is None and top(app) is scene
        key(app, pygame.K_ESCAPE)
        assert top(app) is not scene


def test_the_mouse_opens_a_round_and_its_arrows_walk(tmp_path, monkeypatch):
    for app in running_app(tmp_path, monkeypatch, (1280, 720)):
        scene = opened(app, "cinco_vidas", {"players": 3}, 1)
        first = scene.table.row_rects[0]
        click(app, first.center)
        assert scene.replaying == 0
        assert len(scene.replay_view.card_rects) == sum(len(t.plays) for t in scene.book.rows[0].tricks)
        assert -1 not in scene.arrows  # no round before the first
        click(app, scene.arrows[1].center)
        assert scene.replaying == 1
        click(app, scene.arrows[-1].center)
        assert scene.replaying == 0
        back = next(w for w in scene.ui.widgets if getattr(w, "key_name", None) == "back")
        click(app, back.rect.center)  # «Volver»: to the table of rounds first
        assert scene.replaying is None and top(app) is scene


def test_a_chinchon_hand_opens_on_its_count(tmp_path, monkeypatch):
    for app in running_app(tmp_path, monkeypatch, (800, 480)):
        scene = opened(app, "chinchon", {"players": 3}, 2)
        key(app, pygame.K_RETURN)
        row = scene.book.rows[scene.replaying]
        assert not row.void and row.counts
        drawn = scene.replay_view.card_rects
        assert len(drawn) == sum(sum(len(m) for m in c.melds) + len(c.laid) + len(c.loose)
                                 for c in row.counts if c is not None)
        assert all(scene.panel.contains(r) for _p, _i, r in drawn)
        rects = [r for _p, _i, r in drawn]
        assert all(a.clip(b).w * a.clip(b).h == 0 for i, a in enumerate(rects) for b in rects[i + 1:])


def test_a_click_on_a_round_of_the_results_history_opens_it(tmp_path, monkeypatch):
    from hod_desktop.scenes.results import ResultsScene

    for app in running_app(tmp_path, monkeypatch, (1280, 720)):
        m = played("cinco_vidas", {"players": 3}, 1)
        results = ResultsScene(app, m, 0)
        app.scenes.push(results)
        step(app, 3)
        key(app, pygame.K_h)
        assert results.mode == "history"
        step(app, 2)
        second = results.history_view.row_rects[1]
        click(app, second.center)
        scene = top(app)
        assert isinstance(scene, HistoryScene) and scene.replaying == 1
        key(app, pygame.K_h)  # H closes the Historial: the results' rounds again
        assert top(app) is results and results.mode == "history"
