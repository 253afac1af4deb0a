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


# ------------------------------------------------------------ the prisoner's duel, how a trick was won
PODERES = {"players": 3, "mode": "clasico", "poderes": True}


def played_with_duel(seed, choices) -> tuple[Match, list]:
    """A Poderes match played at random, but the duel's two seats (in seat order) choose
    `choices`; with every event it made."""
    m = Match("cinco_vidas_espanola", PODERES, seed)
    rng, events = random.Random(seed), []
    while m.to_act() and len(m.actions) < 4000:
        p = m.to_act()[0]
        acts = m.legal_actions(p)
        duel = [a for a in acts if str(a).startswith("duel ")]
        if duel:
            want = choices[m.view(p).duelists.index(p)]
            events += m.apply(p, next(a for a in duel if str(a) == f"duel {want}"))
        else:
            events += m.apply(p, rng.choice(acts))
    return m, events


@pytest.mark.parametrize("choices,mana,lives", [
    (("cooperate", "cooperate"), (2, 2), None),
    (("betray", "cooperate"), (0, 0), (0, -1)),
    (("cooperate", "betray"), (0, 0), (-1, 0)),
    (("betray", "betray"), None, (0, 0))])
def test_the_duel_round_keeps_who_faced_whom_both_choices_and_what_it_did(choices, mana, lives):
    from hod_desktop.engine.poderes.actions import DuelResolved, DuelStarted

    m, events = played_with_duel(2, choices)
    duels = [r for r in HistoryBook(m).rows if r.duel_line is not None]
    assert len(duels) == 1 and duels[0].size == 1  # the 1-card round's, and only there
    line = duels[0].duel_line
    started = [e for e in events if isinstance(e, DuelStarted)]
    shown = [e for e in events if isinstance(e, DuelResolved)]
    assert len(started) == len(shown) == 1
    assert line.duelists == started[0].duelists and line.choices == choices == shown[0].choices
    if mana is not None:
        assert line.mana == mana
    else:  # both betray: a bar loses one, an empty one nothing
        assert all(x in (0, -1) for x in line.mana)
    if lives is not None:
        assert line.lives == lives
    else:  # both cooperate: a bar the +2 fills gives its life
        assert all(x in (0, 1) for x in line.lives)
    before = [r for r in HistoryBook(m).rows if r.round_no == duels[0].round_no - 1][0]
    for p, change in zip(line.duelists, line.lives):  # the lives the duel changed are real
        assert shown[0].lives[p] - before.lives[p] == change


def test_a_trick_says_when_a_power_or_the_last_card_took_it():
    book = HistoryBook(played("cinco_vidas_espanola", {"players": 4, "mode": "clasico", "poderes": True}, 4))
    tricks = [t for r in book.rows for t in r.tricks]
    outright = [t for t in tricks if t.won_by == "outright"]
    last = [t for t in tricks if t.won_by == "last_card"]
    assert outright and last
    for t in outright:  # the As de Oros took it, whatever the others' values
        assert str(dict(t.plays)[t.winner]) == "1o"
    for t in last:  # nothing of value stood: the last card played took it
        assert t.winner == t.plays[-1][0]
    assert all(t.won_by == "value" for t in tricks if t not in outright + last)
    plain = HistoryBook(played("cinco_vidas_espanola", {"players": 4, "mode": "clasico"}, 7))
    every = [t for r in plain.rows for t in r.tricks if t.won_by == "last_card"]
    assert every and all(len(t.cancelled) == len(t.plays) for t in every)  # all cancelled


@pytest.mark.parametrize("size", [(800, 480), (1280, 720)])
def test_the_replay_draws_the_duel_above_the_tricks(tmp_path, monkeypatch, size):
    for app in running_app(tmp_path, monkeypatch, size):
        m, _events = played_with_duel(2, ("betray", "cooperate"))
        app.scenes.push(HistoryScene(app, m, 0))
        step(app, 3)
        scene = top(app)
        rows = scene.book.rows
        k = next(i for i, r in enumerate(rows) if r.duel_line is not None)
        assert scene.open_replay(k)
        step(app, 2)
        view, row = scene.replay_view, rows[k]
        assert len(view.duel_rects) == 2
        for box, seat in zip(view.duel_rects, row.duel_line.duelists):
            assert scene.panel.contains(box)
            col = [r for t, pos, r in view.card_rects if row.tricks[t].plays[pos][0] == seat]
            assert col and all(box.bottom <= r.top for r in col)  # above the tricks, clear of them
            assert abs(box.centerx - col[0].centerx) <= 2  # in the duelist's own column
        assert scene.open_replay(k - 1)  # a round without a duel draws none
        step(app, 2)
        assert scene.replay_view.duel_rects == [] and scene.replay_view.card_rects


def test_the_words_of_a_duel_and_of_a_trick_won_otherwise():
    from hod_desktop.engine.rounds import TrickLine
    from hod_desktop.ui import i18n
    from hod_desktop.ui.table.round_replay import RoundReplay

    def words(lang, t):
        return [w for w, _c, _l in RoundReplay(None, lambda p: f"P{p}", 3, 0, lang).trick_words(t, 2)]

    plays = ((0, "1o"), (1, "Re"), (2, "5c"))
    assert words("es", TrickLine(plays, 0, won_by="outright")) == ["Baza 3", "P0", "gana por su poder"]
    assert words("en", TrickLine(plays, 2, (0, 1), won_by="last_card")) == ["Trick 3", "P2", "last card wins"]
    assert words("ca", TrickLine(plays, 1, inverted=True)) == ["Basa 3", "P1", "↕ del revés"]
    assert words("es", TrickLine(plays, 1)) == ["Baza 3", "P1"]
    assert i18n.tr("hist.replay.duel.lives", "es", n="−1", k=1) == "−1 vida"
    assert i18n.tr("hist.replay.duel.lives", "en", n="+1", k=1) == "+1 life"
    assert i18n.tr("hist.replay.duel.lives", "ca", n="−2", k=2) == "−2 vides"
