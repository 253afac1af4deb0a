"""Both games played by keyboard alone, from the main menu to the results screen (no
mouse event at all), and the keyboard parts: the pause menu's focus ring, Chinchón's
focus over hand/stock/discard/close spot, Shift+arrows, Cerrar lighting only closable
cards, «Ordenar» cycling, the hint key and the history key."""
from __future__ import annotations

import pygame
import pytest

from hod_desktop.engine.chinchon import DISCARD, DRAW, REENTRY
from hod_desktop.engine.chinchon.arrange import MODES, meld_order, next_mode, ordered
from hod_desktop.engine.cards import parse_cards
from hod_desktop.engine.cinco_vidas import BIDDING
from hod_desktop.engine.core import Match
from ui_helpers import running_app


@pytest.fixture
def app(tmp_path, monkeypatch):
    # A fixed deal for the games started from the menu: with a random one, a Chinchón game
    # now and then ended on an early chinchón before the test's 6 draws and throws.
    from hod_desktop.scenes import setup as setup_mod

    monkeypatch.setattr(setup_mod, "new_seed", lambda: SEED)
    yield from running_app(tmp_path, monkeypatch, (1024, 768))


SEED = 20261202


def top(app):
    return app.scenes.stack[-1]


def key(app, k, mod=0, frames=2, unicode=""):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=unicode))
    for _ in range(frames):
        app.step(1 / 60)


def focus_to(app, key_name, limit=40):
    for _ in range(limit):
        f = top(app).ui.focused
        if f is not None and getattr(f, "key_name", None) == key_name:
            return
        key(app, pygame.K_TAB, frames=1)
    raise AssertionError(f"no focus reaches {key_name}")


def start_from_menu(app, game: str, players: int):
    from hod_desktop.scenes.setup import SetupScene

    focus_to(app, "menu.play")
    key(app, pygame.K_RETURN)
    assert isinstance(top(app), SetupScene)
    focus_to(app, f"game:{game}")
    key(app, pygame.K_RETURN)
    focus_to(app, "opt:players")
    for _ in range(10):  # the screen may rebuild its widgets on a change: ask it again
        choice = top(app).ui.focused
        if choice.value == players:
            break
        key(app, pygame.K_LEFT if choice.value > players else pygame.K_RIGHT, frames=1)
    assert top(app).ui.focused.value == players
    focus_to(app, "start")
    key(app, pygame.K_RETURN, frames=3)
    if type(top(app)).__name__ == "GuideOffer":  # the first start of a game: «Ahora no» by keys
        focus_to(app, "cancel")
        key(app, pygame.K_RETURN, frames=3)
    return top(app)


def keyboard_game(app, table, act, limit=40000):
    from hod_desktop.scenes.results import ResultsScene

    for _ in range(limit):
        if isinstance(top(app), ResultsScene):
            return top(app)
        if top(app) is not table:
            key(app, pygame.K_ESCAPE)
            continue
        if table.paused:  # the out-of-game offer: Intro on its first item (watch fast)
            key(app, pygame.K_RETURN)
            continue
        if not act(table):
            app.step(1 / 60)
    raise AssertionError("the game did not end")


def test_cinco_vidas_by_keyboard_from_the_menu(app):
    from hod_desktop.scenes.cinco_vidas.table import CincoVidasTable

    table = start_from_menu(app, "cinco_vidas", 3)
    assert isinstance(table, CincoVidasTable)
    human_moves = []

    def act(t) -> bool:
        if t.human_to_act(BIDDING):
            legal = t.view().legal
            n = legal[0].split()[1] if legal[0].startswith("bid") else "0"
            human_moves.append(n)
            key(app, getattr(pygame, f"K_{n}"), unicode=n)
            return True
        if t.human_to_act():
            key(app, pygame.K_RIGHT)
            key(app, pygame.K_RETURN)
            human_moves.append("play")
            return True
        if t.overlay.visible or t.person_hold:
            held["n"] += t.person_hold
            key(app, pygame.K_RETURN)
            return True
        return False

    held = {"n": 0}
    results = keyboard_game(app, table, act)
    assert results.match.is_terminal() and "play" in human_moves and len(human_moves) > 5
    assert any(p == 0 for p, _ in results.match.actions)


def test_chinchon_by_keyboard_from_the_menu(app):
    from hod_desktop.scenes.chinchon.table import ChinchonTable

    table = start_from_menu(app, "chinchon", 2)
    assert isinstance(table, ChinchonTable)
    done = {"draw": 0, "throw": 0, "close": 0, "reveal": 0}

    def act(t) -> bool:
        if t.reveal is not None:
            key(app, pygame.K_RETURN)
            done["reveal"] += 1
            return True
        if t.human_to_act(REENTRY):
            key(app, pygame.K_RETURN)
            return True
        if t.human_to_act(DRAW):
            key(app, pygame.K_UP)  # the focus goes to the stock
            key(app, pygame.K_LEFT if t.kfocus != ("stock",) else pygame.K_r, frames=1)
            if t.human_to_act(DRAW):
                key(app, pygame.K_RETURN)
            done["draw"] += 1
            return True
        if t.human_to_act(DISCARD):
            v = t.cached_view()
            if v.can_close:
                key(app, pygame.K_c)  # focus on the first card that may close
                key(app, pygame.K_RETURN)
                done["close"] += 1
                return True
            key(app, pygame.K_DOWN)
            key(app, pygame.K_LEFT)
            key(app, pygame.K_RETURN)
            done["throw"] += 1
            return True
        return False

    results = keyboard_game(app, table, act)
    assert results.match.is_terminal()
    assert done["draw"] > 5 and done["throw"] > 5 and done["reveal"] >= 1
    mine = [a for p, a in results.match.actions if p == 0]
    assert any(a.startswith("discard") for a in mine) and any(a.startswith("draw") for a in mine)


def test_pause_menu_by_keyboard(app):
    m = Match("cinco_vidas", {"players": 3}, 4)
    app.open_table(m, 0)
    app.step(1 / 60)
    t = top(app)
    key(app, pygame.K_ESCAPE)
    assert t.paused and t.menu_focus == 0
    key(app, pygame.K_DOWN)
    assert t.hud.pause_items()[t.menu_focus] == "history"
    key(app, pygame.K_RETURN)
    from hod_desktop.ui.table.history_table import HistoryScene

    assert isinstance(top(app), HistoryScene) and not t.paused
    key(app, pygame.K_h)
    assert top(app) is t
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_RETURN)  # "Seguir jugando"
    assert not t.paused


def chinchon_table(app, seed=3):
    m = Match("chinchon", {"players": 2, "limit": 50}, seed)
    app.open_table(m, 0)
    app.step(1 / 60)
    t = top(app)
    for _ in range(600):
        if t.human_to_act(DRAW) or t.human_to_act(DISCARD):
            return t
        app.step(1 / 60)
    raise AssertionError("never the person's turn")


def test_chinchon_focus_shift_arrows_and_sort(app):
    t = chinchon_table(app)
    key(app, pygame.K_DOWN)  # first key shows the focus
    key(app, pygame.K_DOWN)
    if t.kfocus[0] != "hand":
        key(app, pygame.K_DOWN)
    assert t.kfocus[0] == "hand"
    hand = list(t.hands[0])
    key(app, pygame.K_LEFT)
    card = t.kfocus[1]
    i = hand.index(card)
    key(app, pygame.K_LEFT, mod=pygame.KMOD_SHIFT)  # the focused card moves left
    assert list(t.match.view(0).hand).index(card) == max(0, i - 1)
    assert t.match.actions[-1][1].startswith("arrange")
    key(app, pygame.K_o)
    assert [str(c) for c in t.match.view(0).hand] == [str(c) for c in ordered(hand, t.sort_mode)]
    first = t.sort_mode
    key(app, pygame.K_o)
    assert t.sort_mode != first
    key(app, pygame.K_UP)
    assert t.kfocus[0] in ("stock", "discard")
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RIGHT)
    assert t.kfocus[0] in ("stock", "discard", "close")


def test_cerrar_lights_only_closable_cards(app):
    t = chinchon_table(app)
    for _ in range(4000):  # play stock-draw / throw until the person can close
        if t.human_to_act(DISCARD) and t.cached_view().can_close:
            break
        if t.human_to_act(DRAW):
            key(app, pygame.K_r)
        elif t.human_to_act(DISCARD):
            v = t.cached_view()
            t.throw(next(c for c in v.hand if f"discard {c}" in v.legal))
        elif t.reveal is not None:
            key(app, pygame.K_RETURN)
        else:
            app.step(1 / 60)
    else:
        pytest.skip("no closable hand reached")
    key(app, pygame.K_c)
    assert t.picking_close
    app.step(1 / 60)
    allowed = t.close_choices()
    for c in t.hands[0]:
        s = t.cards.get(c)
        assert s.dim == (str(c) not in allowed)
    assert str(t.kfocus[1]) in allowed  # the focus starts on a card that may close


def test_hint_key_shows_the_bots_move(app):
    from hod_desktop import hint_marks
    from hod_desktop.ai.hint import hint_for

    t = chinchon_table(app)
    key(app, pygame.K_q, frames=1)
    for _ in range(600):
        if t.hint_box.hint is not None:
            break
        app.step(1 / 60)
    assert t.hint_box.hint == hint_for(t.match, 0)
    move, why = t.hint_box.lines("es", "spanish", t.name)
    assert move and why
    assert hint_marks.is_hinted(t.match)


# ---------------------------------------------------------------- «Ordenar» orders
def test_meld_order_runs_in_order_then_sets_then_loose_by_value():
    hand = parse_cards("7o 5o Rc 6o 3e 3b Sb 3c", "spanish")
    got = [str(c) for c in meld_order(hand)]
    assert got == ["5o", "6o", "7o", "3c", "3e", "3b", "Sb", "Rc"]
    assert [str(c) for c in ordered(hand, "suit")] == ["5o", "6o", "7o", "3c", "Rc", "3e", "3b", "Sb"]
    assert [str(c) for c in ordered(hand, "number")][:3] == ["3c", "3e", "3b"]
    assert next_mode(meld_order(hand), "melds") == "suit"
    assert next_mode(hand, None) == "melds" and set(MODES) == {"melds", "suit", "number"}


def _to_the_blind_reveal(app, speed):
    """A 3-player table opened as the 1-card round is dealt; the person says «pierdo» (or
    «gano» when it must) and the table runs at `speed` until the cards are turned up."""
    from hod_desktop.ai.base import run_to_end
    from hod_desktop.ai.registry import make_bot

    m = Match("cinco_vidas", {"players": 3}, 8)
    bots = {p: make_bot("cinco_vidas", "normal", 8, p) for p in range(3)}
    while m.view(0).round_size != 1:  # the table opens as the 1-card round is dealt
        p = m.to_act()[0]
        m.apply(p, run_to_end(bots[p].decide(m.view(p))))
    assert not m.is_terminal() and m.view(0).lives[0] > 0
    app.settings["anim_speed"] = speed
    app.open_table(m, 0)
    app.step(1 / 60)
    t = top(app)
    for _ in range(3000):
        if t.human_to_act(BIDDING):
            key(app, pygame.K_0, unicode="0")
            if not t.human_to_act(BIDDING):
                break
            key(app, pygame.K_1, unicode="1")
            break
        app.step(1 / 60)
    for _ in range(3000):
        if [s for s in t.cards.sprites() if s.slot[0] == "trick" and s.face_up] and t.message:
            break
        app.step(1 / 60)
    return t


def _seconds_until_the_summary(app, t, limit=20.0):
    """Seconds of game time (no key pressed) until the round summary opens."""
    blind_round = t.shown.round_no
    waited = 0.0
    while not t.overlay.visible and waited < limit:
        trick = [s for s in t.cards.sprites() if s.slot[0] == "trick"]
        assert len(trick) == 3 and all(s.face_up for s in trick)  # the cards, still up
        app.step(1 / 60)
        waited += 1 / 60
    assert t.overlay.visible and t.shown.round_no == blind_round
    return waited


@pytest.mark.parametrize("speed, low, high", [("normal", 2.5, 4.0), ("slow", 5.0, 8.0),
                                              ("fast", 1.2, 2.2)])
def test_blind_reveal_holds_to_read_then_moves_on(app, speed, low, high):
    """The 1-card round's cards stay up, the winner's words on the message line (over no
    card), long enough to read at the speed chosen, then the round goes on by itself, as
    the rules say (it waited for a click or Intro, for ever)."""
    t = _to_the_blind_reveal(app, speed)
    assert t.message is not None and "Intro" not in t.message[0]
    assert low <= _seconds_until_the_summary(app, t) <= high
    blind_round = t.shown.round_no
    for _ in range(1200):  # the summary too goes by itself: the next round is dealt
        if t.shown.round_no != blind_round:
            break
        app.step(1 / 60)
    assert t.shown.round_no == blind_round + 1


def test_a_key_on_the_blind_reveal_goes_on_at_once(app):
    t = _to_the_blind_reveal(app, "normal")
    assert not t.overlay.visible
    key(app, pygame.K_RETURN)
    assert _seconds_until_the_summary(app, t) < 0.5


@pytest.mark.parametrize("speed", ["normal", "fast"])
@pytest.mark.parametrize("key_name", ["K_RETURN", "K_SPACE", "K_0"])
def test_a_key_that_closes_the_summary_does_not_also_bid(app, key_name, speed):
    """The summary after the 1-card round, and the person bids first in the next one:
    the key that skips the summary only skips it (Intro became a bid of 0)."""
    t = _to_the_blind_reveal(app, speed)
    _seconds_until_the_summary(app, t)
    mine = sum(1 for p, _ in t.match.actions if p == 0)
    code = getattr(pygame, key_name)
    key(app, code, unicode="0" if code == pygame.K_0 else "")
    assert not t.overlay.visible
    for _ in range(600):  # the next round is dealt and waits for the person's bid
        if t.human_to_act(BIDDING):
            break
        app.step(1 / 60)
    assert t.human_to_act(BIDDING)
    assert sum(1 for p, _ in t.match.actions if p == 0) == mine


@pytest.mark.parametrize("speed", ["normal", "fast"])
def test_a_key_pressed_as_the_summary_closes_does_not_bid(app, speed):
    """The summary closes by itself just as the person presses Intro to skip it: the key
    lands while the next round is dealt, and it must not become a bid of 0 there."""
    t = _to_the_blind_reveal(app, speed)
    _seconds_until_the_summary(app, t)
    for _ in range(1200):
        if not t.overlay.visible:
            break
        app.step(1 / 60)
    assert not t.overlay.visible
    mine = sum(1 for p, _ in t.match.actions if p == 0)
    key(app, pygame.K_RETURN)
    for _ in range(600):
        if t.human_to_act(BIDDING):
            break
        app.step(1 / 60)
    assert t.human_to_act(BIDDING)
    assert sum(1 for p, _ in t.match.actions if p == 0) == mine


def test_one_card_left_the_first_intro_plays_it(app):
    """The last card of a hand: the first Intro plays it (it only picked it, and a second
    Intro was needed for a card there was no choosing)."""
    from hod_desktop.ai.base import run_to_end
    from hod_desktop.ai.registry import make_bot
    from hod_desktop.engine.cinco_vidas import PLAYING

    m = Match("cinco_vidas", {"players": 3}, 8)
    bots = {p: make_bot("cinco_vidas", "normal", 8, p) for p in range(3)}
    while True:
        p = m.to_act()[0]
        v = m.view(p)
        if p == 0 and v.phase == PLAYING and len(v.hand) == 1:
            break
        m.apply(p, run_to_end(bots[p].decide(v)))
    app.open_table(m, 0)
    for _ in range(600):
        app.step(1 / 60)
        if top(app).human_to_act(PLAYING) and top(app).idle:
            break
    t = top(app)
    assert t.human_to_act(PLAYING) and t.selected is None
    mine = [a for p, a in m.actions if p == 0]
    key(app, pygame.K_RETURN)
    assert [a for p, a in m.actions if p == 0] == mine + [f"play {v.hand[0]}"]
