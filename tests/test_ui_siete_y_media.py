"""Siete y media played to the end through its table in the real app: by the buttons
(mouse) and by keys, at 1280x720 and 800x480, a resize in the middle of a hand; the
history (H) and «¿Podría haber ganado?» (P) answer for it."""
import pygame
import pytest
from ui_helpers import app_at_sizes, click, step, top, wait_for

from hod_desktop.engine import siete_y_media as sm
from hod_desktop.engine.core import Match

app = app_at_sizes([(1280, 720), (800, 480)])


def key(app, k, unicode=""):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=unicode))
    step(app, 2)


def my_turn(table) -> bool:
    return table.human_to_act() and table.shown.result is None


def play_to_the_end(app, table, by_keys: bool, resize_at: int | None = None) -> int:
    moves = 0
    for _ in range(4000):
        if table.match.is_terminal():
            break
        if not wait_for(app, lambda: my_turn(table) or table.match.is_terminal(), 3000):
            break
        if table.match.is_terminal():
            break
        v = table.match.view(0)
        before = len(table.match.actions)
        choice = ("bet 2" if "bet 2" in v.legal else v.legal[0]) if v.phase == sm.BETTING else \
            ("card" if v.known_total(0) < 10 and "card" in v.legal else "stand")
        if by_keys:
            k = {"card": pygame.K_c, "stand": pygame.K_SPACE}.get(choice) or \
                getattr(pygame, f"K_{choice.split()[1]}")
            key(app, k)
        else:
            b = next(b for b in table.buttons() if b.action == choice)
            click(app, b.rect.center)
        assert len(table.match.actions) > before, f"{choice} was not taken"
        moves += 1
        if resize_at is not None and moves == resize_at:
            w, h = app.screen.get_size()
            size = (w + 100, h + 60)  # (800x480 is the smallest window)
            pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
            step(app, 3)
            assert table.layout.size == size
            assert my_turn(table) or not table.human_to_act() or table.match.is_terminal()
    return moves


@pytest.mark.parametrize("by_keys", [False, True], ids=["mouse", "keys"])
def test_a_whole_match_by_mouse_or_by_keys(app, by_keys):
    match = Match("siete_y_media", {"players": 3, "level": "facil"}, 12)
    assert app.open_table(match, 0)
    step(app, 5)
    table = top(app)
    assert type(table).__name__ == "SieteTable"
    moves = play_to_the_end(app, table, by_keys, resize_at=3)
    assert match.is_terminal() and moves >= 3
    assert wait_for(app, lambda: type(top(app)).__name__ == "ResultsScene", 2000)


def test_history_and_could_win_answer_for_a_hand(app):
    match = Match("siete_y_media", {"players": 3, "level": "facil"}, 5)
    assert app.open_table(match, 0)
    step(app, 5)
    table = top(app)
    while match.view(0).hand_no < 1:  # one hand settled, the person in it or the bank
        if not wait_for(app, lambda: my_turn(table), 3000):
            break
        v = match.view(0)
        table.act(v.legal[0] if v.phase == sm.BETTING else "stand")
        step(app, 2)
    wait_for(app, lambda: my_turn(table), 3000)
    key(app, pygame.K_h)
    hist = top(app)
    assert type(hist).__name__ == "HistoryScene" and hist.book.rows
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_p)
    could = top(app)
    assert type(could).__name__ == "CouldWinScene" and could.round_no == 0 and could.hands
    could.finish()
    assert could.sides is not None and could.sides[0]["kind"] == "scores"
