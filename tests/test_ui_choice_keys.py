"""The Spanish-deck table's choice panels answered by the keyboard alone (the duel, a power
card's choice, the spy: before, only a pointer could answer them and a keyboard player was
stuck), and the duel panel leaving the rival's card in sight at a 2-player table."""
import pygame
import pytest
from ui_helpers import app, click, running_app, step  # noqa: F401  (app: the fixture)

from hod_desktop.engine import cinco_vidas_espanola as ce
from hod_desktop.engine.core import Match
from hod_desktop.ui.table.choice_keys import ChoiceFocus
from test_poderes_engine import rig
from test_ui_poderes import give_card, open_table


def press(app, k, mod=0):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0))
    step(app)


def settle(app, table, limit=600):
    for _ in range(limit):
        if table.idle:
            return
        step(app)


def test_choice_focus_moves_round_and_answers():
    f = ChoiceFocus()
    assert f.key(pygame.K_RETURN) is None  # nothing offered: not its key
    f.follow(["a", "b", "c"])
    assert f.key(pygame.K_RETURN) == "a"
    assert f.key(pygame.K_RIGHT) is True and f.key(pygame.K_TAB) is True
    assert f.key(pygame.K_SPACE) == "c"
    f.key(pygame.K_RIGHT)
    assert f.key(pygame.K_RETURN) == "a"  # round the end
    assert f.key(pygame.K_TAB, pygame.KMOD_SHIFT) is True and f.key(pygame.K_RETURN) == "c"
    assert f.key(pygame.K_a) is None
    f.follow(["a", "b", "c"])
    assert f.index == 2  # the same panel keeps its focus
    f.follow(["x", "y"])
    assert f.index == 0  # a new panel starts on its first button
    assert f.ring_rect([(0, 0, 10, 10), (20, 0, 10, 10)]) == pygame.Rect(-4, -4, 18, 18)


def duel_table(app):
    match = Match("cinco_vidas_espanola", {"players": 2, "mode": "clasico", "poderes": True,
                                           "level": "facil"}, 3)
    rig(match, size=1, dealer=1, lives=[3, 3])
    assert match.state.phase == ce.DUEL and 0 in match.state.duelists
    return match, open_table(app, match)


def test_the_duel_is_answered_by_keys(app):
    match, table = duel_table(app)
    settle(app, table)
    legal = list(match.view(0).legal)
    assert len(legal) == 2
    press(app, pygame.K_RIGHT)
    assert not any(p == 0 for p, _ in match.actions)  # the focus moved, nothing chosen
    press(app, pygame.K_RETURN)
    assert (0, legal[1]) in match.actions


@pytest.mark.parametrize("size", [(1280, 720), (900, 560), (1920, 1080)])
def test_the_duel_panel_leaves_the_rivals_card_in_sight(tmp_path, monkeypatch, size):
    gen = running_app(tmp_path, monkeypatch, size)
    app = next(gen)
    try:
        match, table = duel_table(app)
        settle(app, table)
        assert table.pod_duel_open
        step(app)
        rival = table.cards.get(table.hands[1][0])
        assert rival is not None and rival.face_up
        card = pygame.Rect(rival.rect)
        assert not table.pod_duel.rect.colliderect(card), (table.pod_duel.rect, card)
        mine = table.cards.get(table.hands[0][0])
        assert not table.pod_duel.rect.colliderect(mine.rect)
        for b in table.pod_duel.prompt.buttons:  # its buttons still inside it
            assert table.pod_duel.rect.contains(b.rect)
    finally:
        next(gen, None)


def test_a_power_choice_is_answered_by_keys(app):
    match = Match("cinco_vidas_espanola", {"players": 3, "mode": "clasico", "poderes": True,
                                           "level": "facil"}, 4)
    match.state.lives = [99] * 3
    give_card(match, 0, "1e")
    table = open_table(app, match)
    chose = 0
    for _ in range(60000):
        if chose or match.state.round_no >= 10:
            break
        if not table.human_to_act():
            step(app)
            continue
        v = table.view()
        if v.phase in (ce.DUEL, ce.CHOOSING):
            n = len(match.actions)
            press(app, pygame.K_LEFT)  # round to the last button: an option, not "pass"
            press(app, pygame.K_RETURN)
            assert match.actions[n] == (0, v.legal[-1]), match.actions[n:]
            chose += v.phase == ce.CHOOSING
        elif v.phase == ce.BIDDING:
            buttons, _ = table.hud.build_bid_buttons(v)
            click(app, next(b for b in buttons if b.enabled).rect.center)
        else:
            click(app, table.cards.get(table.hands[0][0]).rect.center)
    assert chose, "no power choice came to the person"


def test_the_spy_is_answered_by_keys(app):
    match = Match("cinco_vidas_espanola", {"players": 3, "mode": "chaos", "level": "facil"}, 5)
    rig(match, size=1, dealer=2, lives=[3, 3, 3])
    table = open_table(app, match)
    for _ in range(3000):
        if table.human_to_act(ce.SPYING):
            break
        step(app)
    assert table.human_to_act(ce.SPYING)
    legal = list(table.view().legal)
    press(app, pygame.K_TAB)
    press(app, pygame.K_RETURN)
    assert (0, legal[1]) in match.actions
