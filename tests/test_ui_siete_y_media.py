"""Siete y media's table, on the table kit, played through the real app: by the mouse on
the buttons the kit builds from the legal actions, and by the keys (1–5 bet, C «carta»,
M «me planto», ←/→ and Intro), with a new window size in the middle of a hand; the
person's own face-down card shows its face to them only, the others' stay backs."""
import pygame
import pytest
from ui_helpers import click, running_app, step, top, wait_for

from hod_desktop.engine.core import Match

SIZES = [(1280, 720), (800, 480)]


def key(app, k, text=""):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=text, scancode=0))
    step(app, 2)


def my_turn(app):
    t = top(app)
    return getattr(t, "my_turn", lambda: False)() and t.idle


def play_to_end(app, by_keys: bool, resize_at: int | None = None) -> int:
    """The person plays every decision until the results; the number of decisions."""
    decided = 0
    for _ in range(400):
        if not wait_for(app, lambda: my_turn(app) or top(app).__class__.__name__ != "SieteTable", 6000):
            break
        t = top(app)
        if t.__class__.__name__ != "SieteTable":
            break
        legal = t.cached_view().legal
        before = len(t.match.actions)
        if by_keys:
            if legal[0].startswith("bet"):
                key(app, pygame.K_1 + min(2, len(legal) - 1), str(1 + min(2, len(legal) - 1)))
            elif "card" in legal and t.shown.model.seats[t.human].count in ("", "½", "1", "1½", "2", "2½", "3", "3½", "4"):
                key(app, pygame.K_c, "c")
            else:
                key(app, pygame.K_m, "m")
        else:
            buttons = t.buttons()
            assert buttons and {b.action for b in buttons} == set(legal)
            pick = buttons[min(1, len(buttons) - 1)] if legal[0].startswith("bet") else buttons[-1]
            click(app, pick.rect.center)
        assert len(t.match.actions) > before, f"the move was not taken: {legal}"
        decided += 1
        if resize_at is not None and decided == resize_at:
            pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(1000, 640), w=1000, h=640))
            step(app, 3)
            assert app.screen.get_size() == (1000, 640)
            for s in t.cards.sprites():  # every card at its place in the new layout
                assert s.pos == pytest.approx(t.home(s)[0], abs=1)
    return decided


@pytest.mark.parametrize("size", SIZES, ids=["1280x720", "800x480"])
def test_played_to_the_end_by_mouse(tmp_path, monkeypatch, size):
    for app in running_app(tmp_path, monkeypatch, size):
        match = Match("siete_y_media", {"players": 3, "level": "facil"}, 5)
        assert app.open_table(match, 0)
        step(app, 3)
        assert play_to_end(app, by_keys=False, resize_at=4) >= 12
        assert match.is_terminal()
        assert wait_for(app, lambda: type(top(app)).__name__ == "ResultsScene", 2000)


def test_played_to_the_end_by_keys(tmp_path, monkeypatch):
    for app in running_app(tmp_path, monkeypatch, (800, 480)):
        match = Match("siete_y_media", {"players": 4, "level": "normal"}, 8)
        assert app.open_table(match, 0)
        step(app, 3)
        assert play_to_end(app, by_keys=True) >= 12
        assert match.is_terminal()


def test_own_hidden_card_face_up_for_me_only_and_a_bet_refused_in_words(tmp_path, monkeypatch):
    for app in running_app(tmp_path, monkeypatch, (1280, 720)):
        match = Match("siete_y_media", {"players": 3, "level": "facil"}, 11)
        assert app.open_table(match, 0)
        step(app, 3)
        t = top(app)
        while not match.view(0).hidden[0]:  # bets until the deal
            assert wait_for(app, lambda: my_turn(app) or match.view(0).hidden[0] is not None, 3000)
            if match.view(0).hidden[0] is None:
                key(app, pygame.K_2, "2")
        assert wait_for(app, lambda: t.idle, 600)
        mine = [t.cards.get(k) for k in t.hands[0]]
        assert [s.card for s in mine] == [match.view(0).hidden[0]] and mine[0].face_up
        for p in (1, 2):  # the others' face-down card: a back, its card not known here
            first = t.cards.get(t.hands[p][0])
            if match.view(0).face_down[p]:
                assert not first.face_up and first.card is None
        for _ in range(20):  # stand through this hand, up to the person's next bet
            assert wait_for(app, lambda: my_turn(app), 6000)
            if match.view(0).phase == "betting":
                break
            key(app, pygame.K_m, "m")
        n = len(match.actions)
        top_bet = max(int(a.split()[1]) for a in match.view(0).legal)
        key(app, pygame.K_q)  # «¿Qué haría la máquina?» answers at the kit's table too
        assert wait_for(app, lambda: t.hint_box.active and t.hint_box.hint is not None, 600)
        assert t.hint_box.lines("es", "spanish", t.name)[0].startswith("Apuesta ")
        t.act(f"bet {top_bet + 1}")  # more than allowed: refused in the person's words
        assert len(match.actions) == n
        assert t.message[0] == t.tr("sm.why.bet", top=top_bet)


def test_history_and_could_win_answer_for_a_hand(tmp_path, monkeypatch):
    """H shows the hands played, P plays the last hand again (sy33's check, on the kit)."""
    for app in running_app(tmp_path, monkeypatch, (1280, 720)):
        match = Match("siete_y_media", {"players": 3, "level": "facil"}, 5)
        assert app.open_table(match, 0)
        step(app, 5)
        table = top(app)
        while match.view(0).hand_no < 1:  # one hand settled, the person in it or the bank
            if not wait_for(app, lambda: my_turn(app), 3000):
                break
            v = match.view(0)
            table.act(v.legal[0] if v.phase == "betting" else "stand")
            step(app, 2)
        wait_for(app, lambda: my_turn(app), 3000)
        key(app, pygame.K_h)
        hist = top(app)
        assert type(hist).__name__ == "HistoryScene" and hist.book.rows
        key(app, pygame.K_ESCAPE)
        key(app, pygame.K_p)
        could = top(app)
        assert type(could).__name__ == "CouldWinScene" and could.round_no == 0 and could.hands
        could.finish()
        assert could.sides is not None and could.sides[0]["kind"] == "scores"


def test_the_kit_deals_from_the_stock_and_moves_the_chips_after_the_cards(tmp_path, monkeypatch):
    """At the normal speed the face-down cards fly from the stock to each seat one after
    another, and a plaque's chips change only once the cards have landed."""
    for app in running_app(tmp_path, monkeypatch, (1280, 720)):
        from hod_desktop.scenes.siete_y_media.table import SieteTable
        monkeypatch.setattr(SieteTable, "bots_may_think", lambda self: False)  # moves made here
        match = Match("siete_y_media", {"players": 3, "level": "facil"}, 11)
        assert app.open_table(match, 0)
        step(app, 3)
        t = top(app)
        app.set_speed(1.0)
        step(app)  # the table's animator takes the new speed
        while match.view(0).phase == "betting":
            seat = match.to_act()[0]
            t.apply(seat, "bet 1")
        assert wait_for(app, lambda: any(s.moving for s in t.cards.sprites()), 120)
        step(app, 2)  # the deal has begun: the last card dealt still at the stock
        stock = t.stock_spot()
        flying = [t.cards.get(t.hands[p][0]) for p in range(3)]
        assert len({s.key for s in flying}) == 3 and all(s.moving for s in flying)
        assert min(abs(s.pos[0] - stock[0]) + abs(s.pos[1] - stock[1]) for s in flying) < 20
        assert wait_for(app, lambda: t.idle, 600)
        for s in flying:  # every card at its seat
            assert s.pos == pytest.approx(t.home(s)[0], abs=1)
        seat = match.to_act()[0]
        t.apply(seat, "card")  # one card to one seat: the others' cards stay still (their
        step(app, 2)  # counts and stake chips are drawn only by cards at rest)
        assert any(t.cards.get(k).moving for k in t.hands[seat])
        assert not [k for p in range(3) if p != seat for k in t.hands[p] if t.cards.get(k).moving]
        assert wait_for(app, lambda: t.idle, 600)
        chips = [s.chips for s in t.shown.model.seats]
        while match.view(0).phase != "betting":  # everyone stands: the hand is settled
            t.apply(match.to_act()[0], "stand")
        assert wait_for(app, lambda: not t.queue, 900)  # the settling move is being shown
        assert t.anim.busy and [s.chips for s in t.shown.model.seats] == chips  # cards turn
        assert wait_for(app, lambda: t.idle, 900)
        assert [s.chips for s in t.shown.model.seats] == list(match.view(0).chips) != chips


def test_a_saved_match_mid_hand_is_laid_out_as_it_stands(tmp_path, monkeypatch):
    """Picked up after a restart in the middle of a hand: every card at its place at once,
    the person's face-down card shown to them, the others' backs, cards asked for face up."""
    from hod_desktop.scenes.siete_y_media.table import SieteTable
    monkeypatch.setattr(SieteTable, "bots_may_think", lambda self: False)
    for app in running_app(tmp_path, monkeypatch, (800, 480)):
        match = Match("siete_y_media", {"players": 4, "level": "facil"}, 3)
        while match.view(0).phase == "betting":
            match.apply(match.to_act()[0], "bet 2")
        match.apply(match.to_act()[0], "card")  # the first player asks for a card
        resumed = Match.from_json(match.to_json())
        assert app.open_table(resumed, 0)
        step(app, 2)
        t = top(app)
        assert t.idle
        v = resumed.view(0)
        for p in range(4):
            row = [t.cards.get(k) for k in t.hands[p]]
            assert [s.card for s in row if s.card is not None] == list(v.cards(p))
            assert len(row) == len(v.cards(p)) + (v.face_down[p] and v.hidden[p] is None)
            for s in row:
                assert s.pos == pytest.approx(t.home(s)[0], abs=1) and not s.moving
                assert s.face_up == (s.card is not None)
        assert [s.chips for s in t.shown.model.seats] == list(v.chips)
