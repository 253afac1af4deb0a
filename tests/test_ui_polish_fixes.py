"""Defects found playing both games in a real window (issue 9, second pass), driven here
headless: a resumed Cinco Vidas trick keeps its play order; the Chinchón count takes no
play keys and its «¿Podría haber ganado?» button fits its words; the keyboard's card is
lifted like the pointer's; the history of a Chinchón match says «Mano» from the start;
the one-round screen words a blind call as a call and lists the seat's moves."""
from __future__ import annotations

import random

import pygame
import pytest

from hod_desktop.engine.core import Match
from hod_desktop.engine.history import POINTS, HistoryBook
from ui_helpers import running_app


@pytest.fixture
def app(tmp_path, monkeypatch):
    yield from running_app(tmp_path, monkeypatch, (1024, 768))


def steps(app, n=3):
    for _ in range(n):
        app.step(1 / 60)


def key(app, k, mod=0):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=""))
    app.step(1 / 60)


def random_until(game, options, seed, stop):
    m = Match(game, options, seed)
    rng = random.Random(seed)
    while not stop(m):
        p = m.to_act()[0]
        m.apply(p, rng.choice(m.view(p).legal))
    return m


def test_resumed_trick_keeps_its_play_order(app):
    m = random_until("cinco_vidas", {"players": 8}, 3,
                     lambda m: 0 in m.to_act() and m.view(0).phase == "playing"
                     and len(m.view(0).trick) >= 5)
    app.open_table(m, 0)
    steps(app)
    t = app.scenes.stack[-1]
    trick = m.view(0).trick
    assert [(p, str(c)) for p, c in t.trick.plays] == [(p, str(c)) for p, c in trick]
    assert t.hud.trick_aid().endswith("sale " + t.name(trick[0][0]))
    steps(app)
    assert len(t.trick.order_marks(t.cards.get)) == len(trick)  # a numbered chip on every card
    winners = [s for s in t.cards.sprites() if s.slot[0] == "trick" and s.glow is not None]
    assert len(winners) == 1  # the card winning so far glows


def to_reveal(app, size=(1024, 768)):
    m = Match("chinchon", {"players": 2, "limit": 50, "level": "normal"}, 21)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
    steps(app, 1)
    app.open_table(m, 0)
    steps(app, 1)
    t = app.scenes.stack[-1]
    rng = random.Random(2)
    for _ in range(20000):
        if t.reveal is not None and t.reveal.stage >= 3 and t.reveal.could_button() is not None:
            return t
        if t.idle and not m.is_terminal() and 0 in m.to_act():
            t.apply(0, rng.choice(m.view(0).legal))
        app.step(1 / 60)
    raise AssertionError("no reveal")


@pytest.mark.parametrize("size", [(800, 480), (1920, 1080)])
def test_chinchon_count_button_fits_and_play_keys_wait(app, size):
    t = to_reveal(app, size)
    b = t.reveal.could_button()
    assert t.hud.text_width(b.label, t.hud.BUTTON_STYLE.font * t.hud.s, True) < b.rect.w
    assert not b.rect.colliderect(t.reveal.next_button().rect)
    assert t.reveal.panel.contains(b.rect)
    t.message = None
    for k in (pygame.K_r, pygame.K_d, pygame.K_c, pygame.K_LEFT):
        key(app, k)
    assert t.message is None and t.reveal is not None  # nothing said over the count


def test_keyboard_focus_lifts_its_card(app):
    m = Match("chinchon", {"players": 2, "limit": 50}, 4)
    app.open_table(m, 0)
    steps(app, 1)
    t = app.scenes.stack[-1]
    for _ in range(600):
        app.step(1 / 60)
        if t.idle and 0 in m.to_act() and t.hand_arrived():
            break
    key(app, pygame.K_UP if m.view(0).phase == "draw" else pygame.K_RIGHT)
    key(app, pygame.K_DOWN)
    f = t.kfocus
    assert f is not None and f[0] == "hand"
    t.mouse = (-1, -1)
    steps(app, 20)
    focused = t.cards.get(f[1])
    assert focused.hover > 0
    assert all(s.hover == 0 for s in t.cards.sprites()
               if s.slot == ("hand", 0) and s is not focused)


def test_chinchon_history_says_hand_from_the_start():
    from hod_desktop.ui.table.history_table import history_grid

    book = HistoryBook(Match("chinchon", {"players": 3}, 1))
    assert book.kind == POINTS and not book.rows
    assert history_grid(book, str, "es").head[0].text == "Mano"


def test_round_screen_words_blind_calls_and_lists_the_moves():
    from hod_desktop.scenes.could_win import CouldWinScene  # noqa: F401 (its strings)
    from hod_desktop.scenes.could_win_round import round_side, seat_line, seat_moves
    from hod_desktop.ui import i18n

    m = random_until("cinco_vidas", {"players": 3}, 3,
                     lambda m: any(r.size == 1 and r.bids[0] is not None
                                   for r in HistoryBook(m).rows))
    book = HistoryBook(m)
    k = next(i for i, r in enumerate(book.rows) if r.size == 1)
    side = round_side(m, k, 0)
    line = seat_line(side, 0, lambda key, **f: i18n.tr(key, "es", **f))
    assert line.startswith("Dice «Gano»" if book.rows[k].bids[0] else "Dice «Pierdo»")
    moves = seat_moves(m, k, 0, "es", "french")
    assert moves and moves[0] in ("dice «Gano»", "dice «Pierdo»")
    k2 = next(i for i, r in enumerate(book.rows) if r.size > 1)
    moves = seat_moves(m, k2, 0, "es", "french")
    assert moves[0].startswith("pide ") and sum(w.startswith("juega ") for w in moves) == book.rows[k2].size


def test_could_win_compares_a_points_hand_with_the_others_scores():
    """Closing with 1 while the others take 14 and 5 beats the machine's void hand (nobody
    scores); it used to be called "the same result" because a void had no figure."""
    from hod_desktop.engine.history import LIVES, LivesRow, PointsRow
    from hod_desktop.scenes.could_win_round import round_verdict, side_loss

    closed = PointsRow(4, 1, (1, 14, 5), (39, 52, 19), closer=0)
    void = PointsRow(4, 1, (None, None, None), (38, 38, 14), void=True)
    assert side_loss(POINTS, closed, 0) == 1 - (14 + 5) / 2 and side_loss(POINTS, void, 0) == 0.0
    assert round_verdict({"loss": side_loss(POINTS, closed, 0)}, {"loss": side_loss(POINTS, void, 0)}) == "could.r.you"
    assert round_verdict({"loss": 0.0}, {"loss": side_loss(POINTS, void, 0)}) == "could.r.same"
    # fewer points than yours, but the others took nothing: the machine did worse
    small = PointsRow(4, 1, (3, 0, 0), (41, 38, 14), closer=1)
    assert round_verdict({"loss": side_loss(POINTS, closed, 0)}, {"loss": side_loss(POINTS, small, 0)}) == "could.r.you"
    chin = PointsRow(4, 1, (-10, 40, 30), (28, 78, 44), closer=0, chinchon=True)
    assert side_loss(POINTS, chin, 0) < side_loss(POINTS, closed, 0) < side_loss(POINTS, chin, 1)
    assert side_loss(POINTS, PointsRow(4, 1, (None, 3, 4), (60, 41, 18)), 0) is None  # out of the hand
    assert side_loss(LIVES, LivesRow(2, 4, 0, (1, 2), (1, 0), (0, 2), (5, 3)), 1) == 2


def test_setup_game_buttons_fit_above_the_bottom_buttons(app):
    from hod_desktop.scenes.setup import SetupScene
    from hod_desktop.ui.widgets.controls import Button

    for size in [(800, 480), (1024, 768), (1280, 720), (1920, 1080)]:
        pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
        steps(app, 1)
        app.scenes.push(SetupScene(app))
        steps(app, 2)
        scene = app.scenes.stack[-1]
        buttons = {b.key_name: b.rect for b in scene.ui.widgets
                   if isinstance(b, Button) and getattr(b, "key_name", None)}
        column = [r for k, r in buttons.items() if k.startswith("game:")] + [buttons["rules"]]
        assert len(column) >= 6  # five games and the rules link
        for r in column:
            assert scene.panel.contains(r), (size, r)
            assert not r.colliderect(buttons["back"]) and not r.colliderect(buttons["start"]), size
        app.scenes.pop()
        steps(app, 1)


def test_winner_banner_is_not_drawn_over_the_prompt(app, monkeypatch):
    m = random_until("cinco_vidas", {"players": 3}, 5,
                     lambda m: 0 in m.to_act() and m.view(0).phase == "playing")
    app.open_table(m, 0)
    steps(app)
    t = app.scenes.stack[-1]
    said = []
    real = t.hud.draw_message
    monkeypatch.setattr(t.hud, "draw_message", lambda s, text, *a: said.append(text) or real(s, text, *a))
    steps(app, 1)
    assert said and t.prompt() is not None  # the prompt line is there while playing
    said.clear()
    t.shown.banner = "¡Gana Lucía!"
    steps(app, 1)
    assert said == ["¡Gana Lucía!"]  # alone on the message line


def test_could_win_round_by_round_stops_at_the_first_zero():
    from hod_desktop.scenes.could_win import seat_by_round

    m = random_until("cinco_vidas", {"players": 3}, 2, lambda m: m.is_terminal())
    book = HistoryBook(m)
    loser = next(p for p in range(3) if p not in m.winners())
    values = seat_by_round(book, loser)
    assert values[-1] == 0 and 0 not in values[:-1]
    assert len(values) <= len(book.rows)
    assert values == [r.lives[loser] for r in book.rows][:len(values)]


def test_enter_on_the_menu_presses_the_highlighted_button(app):
    from hod_desktop.scenes.menu import MenuScene

    app.go_menu()
    steps(app, 2)
    assert isinstance(app.scenes.stack[-1], MenuScene) and app.scenes.stack[-1].ui.focused is None
    key(app, pygame.K_RETURN)
    steps(app, 2)
    assert type(app.scenes.stack[-1]).__name__ == "SetupScene"  # «Jugar»: nothing saved
    key(app, pygame.K_RETURN)  # and Intro there starts the match
    steps(app, 3)
    assert type(app.scenes.stack[-1]).__name__ == "GuideOffer"  # the game's first start
    key(app, pygame.K_RETURN)  # Intro takes the offered guided game
    steps(app, 3)
    assert hasattr(app.scenes.stack[-1], "match")


def test_match_verdict_in_the_same_place_goes_by_the_score():
    from hod_desktop.scenes.could_win import verdict

    pts = lambda place, score: {"place": place, "score": score, "kind": "points"}  # noqa: E731
    lives = lambda place, score: {"place": place, "score": score, "kind": "lives"}  # noqa: E731
    assert verdict(pts(2, 79), pts(2, 61), False, False) == "could.v.same_bot"  # fewer points
    assert verdict(pts(2, 40), pts(2, 61), False, False) == "could.v.same_you"
    assert verdict(lives(3, 0), lives(3, 0), False, False) == "could.v.same"
    assert verdict(lives(2, 1), lives(2, 2), False, False) == "could.v.same_bot"  # more lives
    assert verdict(pts(2, 79), pts(1, 61), False, True) == "could.v.bot"
