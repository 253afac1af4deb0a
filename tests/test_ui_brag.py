"""Headless UI tests of the Brag table: swap one card, swap all three (choosing the card
shown), knock and reach the reveal, by mouse and by keyboard, through the real App loop."""
import pygame
from ui_helpers import app, click, drag, step, top, wait_for  # noqa: F401  (app: the fixture)

from hod_desktop.engine.core import Match


def _open(app, players=4, seed=11):
    m = Match("brag", {"players": players, "level": "facil"}, seed)
    app.open_table(m)
    step(app, 2)
    return m, top(app)


def key(app, k, unicode=""):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=unicode, scancode=0))
    step(app)
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=k, mod=0, unicode=unicode, scancode=0))
    step(app, 2)


def my_turn(table):
    return lambda: table.my_turn() or table.match.is_terminal()


def grab_point(table, s):
    r = s.rect
    for fy in (0.5, 0.35, 0.65):
        for fx in (0.5, 0.35, 0.2, 0.1, 0.65, 0.8):
            p = (r.x + r.w * fx, r.y + r.h * fy)
            if table.cards.top_at(p) is s:
                return p
    raise AssertionError("card not visible")


def button(table, action):
    return next(b for b in table.hud.action_buttons(table.view())[0] if b.action == action)


def test_swap_one_swap_all_knock_and_reveal_by_mouse(app):
    from hod_desktop.scenes.brag.table import BragTable

    m, table = _open(app)
    assert isinstance(table, BragTable)
    assert wait_for(app, my_turn(table))
    # knocking is refused in the first time round: the button is off and says why
    knock = button(table, "knock")
    assert not knock.enabled and table.hud.action_buttons(table.view())[1]
    # a drag of a hand card onto the face-up card swaps them
    s = table.at[("hand", 0, 0)]
    card = s.card
    n = len(m.actions)
    drag(app, grab_point(table, s), table.centre_rect(2).center)
    assert m.actions[n] == (0, f"swap {card} up")
    # a drop on the felt away from the centre does nothing
    assert wait_for(app, my_turn(table))
    n = len(m.actions)
    drag(app, grab_point(table, table.at[("hand", 0, 1)]), (60, 360))
    assert len(m.actions) == n
    # the card given last time is marked (unless someone took it) and may not be taken back
    assert set(table.view().blocked) <= {2}
    if table.view().blocked:
        drag(app, grab_point(table, table.at[("hand", 0, 1)]), table.centre_rect(2).center)
        assert len(m.actions) == n and table.message is not None
    # swap all: the button, then the card to show
    if button(table, "swapall").enabled:
        click(app, button(table, "swapall").rect.center)
        assert table.choosing_shown
        shown = table.at[("hand", 0, 2)].card
        click(app, grab_point(table, table.at[("hand", 0, 2)]))
        assert m.actions[n] == (0, f"swapall {shown}")
    else:  # the face-up card is still ours: click a hand card, then a face-down card
        click(app, grab_point(table, table.at[("hand", 0, 0)]))
        click(app, table.centre_rect(0).center)
        assert m.actions[n][1].endswith(" down1")
    # knock when it is allowed, then everyone's last turn and the reveal
    deal = table.shown.deal_no
    assert wait_for(app, lambda: table.my_turn() or table.overlay.visible)
    if table.my_turn() and "knock" in table.view().legal:
        click(app, button(table, "knock").rect.center)
        assert m.actions[-1] == (0, "knock")
    assert wait_for(app, lambda: table.overlay.visible or table.my_turn(), 6000)
    if not table.overlay.visible:  # a bot knocked: our last turn, then the reveal
        click(app, grab_point(table, table.at[("hand", 0, 0)]))
        click(app, table.centre_rect(1).center)
        assert wait_for(app, lambda: table.overlay.visible)
    assert table.shown.revealed is not None
    rows = table.overlay.content.rows
    assert len(rows) == 4 and all(r[2].text for r in rows)
    step(app, 30)
    assert table.overlay.visible, "the next deal waits for the person"
    click(app, (640, 360))
    assert wait_for(app, lambda: not table.overlay.visible and table.shown.deal_no > deal)


def test_keyboard_swaps_swap_all_and_knock(app):
    m, table = _open(app, players=3, seed=5)
    assert wait_for(app, my_turn(table))
    hand = list(table.view().hand)
    n = len(m.actions)
    key(app, pygame.K_g, "g")  # refused in the first time round
    assert len(m.actions) == n and table.message is not None
    key(app, pygame.K_2, "2")
    key(app, pygame.K_q, "q")
    assert m.actions[n] == (0, f"swap {hand[1]} down1")
    assert wait_for(app, my_turn(table))
    n = len(m.actions)
    if any(a.startswith("swapall") for a in table.view().legal):
        hand = list(table.view().hand)
        key(app, pygame.K_t, "t")
        key(app, pygame.K_3, "3")
        assert m.actions[n] == (0, f"swapall {hand[2]}")
    else:
        key(app, pygame.K_w, "w")
        key(app, pygame.K_1, "1")
        assert m.actions[n][1].endswith(" down2")
    deal = table.shown.deal_no
    assert wait_for(app, lambda: table.my_turn() or table.overlay.visible)
    if table.my_turn() and "knock" in table.view().legal:
        key(app, pygame.K_g, "g")
        assert m.actions[-1] == (0, "knock")
    assert wait_for(app, lambda: table.overlay.visible or table.my_turn(), 6000)
    if not table.overlay.visible:
        key(app, pygame.K_1, "1")
        key(app, pygame.K_e if 2 not in table.view().blocked else pygame.K_q)
    assert wait_for(app, lambda: table.overlay.visible, 6000)
    key(app, pygame.K_RETURN, "\r")
    assert wait_for(app, lambda: table.shown.deal_no > deal and not table.overlay.visible)


def test_a_whole_game_with_bots_only_reaches_the_results(app):
    m = Match("brag", {"players": 5, "level": "normal"}, 3)
    app.open_table(m, human_seat=None)
    assert wait_for(app, lambda: m.is_terminal() and type(top(app)).__name__ == "ResultsScene", 60000)
