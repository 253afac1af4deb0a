"""More shared table parts on synthetic values (no table, no engine): plaques on the
standard layout's seats (ui/table/seat_hud), won-trick piles and the last trick (ui/table/won_tricks),
the hand's key cursor and lift (ui/table/hand_pick), the game's name on the felt, the short card
words of the log, the shown model's common fields and the kit's prompt and choice press."""
from __future__ import annotations

from types import SimpleNamespace

import pygame
import pytest

from hod_desktop.engine.cards import FRENCH, Card
from hod_desktop.ui import i18n
from hod_desktop.ui.draw import theme
from hod_desktop.ui.table.action_log import Seat, log_words, short_card
from hod_desktop.ui.table.felt import game_name, ring_mark
from hod_desktop.ui.table.hand_pick import ARROWS, cursor_key, ease_lift, step_cursor
from hod_desktop.ui.table.layout import pile_box, table_layout
from hod_desktop.ui.table.seat_hud import SeatPlaques
from hod_desktop.ui.table.seat_ring import Plaque
from hod_desktop.ui.table.table_flow import TableFlow
from hod_desktop.ui.table.table_hud import HudButton, TableHud
from hod_desktop.ui.table.table_shown import SeatsShown
from hod_desktop.ui.table.won_tricks import (draw_won_pile, last_trick_panel, over_a_pile, peek_key)

K, Q = Card(FRENCH, "K", "s"), Card(FRENCH, "Q", "h")


@pytest.fixture(scope="module", autouse=True)
def fonts():
    pygame.font.init()
    yield


def text_fn(text, size, color=theme.CREAM, bold=False):
    return pygame.font.Font(None, max(8, int(size))).render(str(text), True, color)


class RingHud(SeatPlaques, TableHud):
    def plaque(self, seat):
        return Plaque(f"P{seat}", "", lives=3, active=seat == 1, dealer=seat == 2)


def ring_hud(n=4, speed=1.0):
    lay = table_layout(1280, 720, n, 0)
    shown = SeatsShown(n=n, lives=[3, 2, 0, 1][:n], dealer=2, order=(0, 1, 3), eliminated={2}, turn=1)
    table = SimpleNamespace(app=SimpleNamespace(font=lambda size, bold=False: pygame.font.Font(None, size)),
                            layout=lay, mouse=(-1, -1), tr=lambda k, **f: k, speed=lambda: speed, n=n,
                            shown=shown, name=lambda p: f"P{p}")
    return RingHud(table), lay


def test_lives_plaques_from_the_shown_model_and_lives_lost():
    hud, lay = ring_hud()
    p1, p2 = hud.lives_plaque(1, "Pide 2", theme.CREAM), hud.lives_plaque(2, "Pide 0", theme.CREAM)
    assert (p1.name, p1.status, p1.lives, p1.active, p1.dealer, p1.out) == ("P1", "Pide 2", 2, True, False, False)
    assert (p2.status, p2.status_color, p2.active, p2.dealer, p2.out) == (
        "table.eliminated", theme.RED_SOFT, False, True, True)
    assert hud.lives_plaque(0, "", theme.CREAM, heart_slots=3).heart_slots == 3
    hud.lose_lives(3, 2, 1, -1)
    assert [f.text for f in hud.floaters] == ["−2"] and hud.ring.broken(3) == (0,)
    hud.lose_lives(0, 0, 3, 3)
    assert len(hud.floaters) == 1
    assert hud.lives_plaque(3, "", theme.CREAM).broken == (0,)  # drawn empty while it breaks
    still, live = pygame.Surface(lay.size), pygame.Surface(lay.size)
    hud.draw_seats_live(live)  # the turn's plaque and the breaking heart
    assert pygame.image.tobytes(still, "RGB") != pygame.image.tobytes(live, "RGB")


def test_seat_plaques_draw_float_and_break_hearts():
    hud, lay = ring_hud()
    blank = pygame.Surface(lay.size)
    hud.draw_plaques(blank, range(4))
    for p in range(4):
        r = pygame.Rect(lay.seats[p].plaque)
        assert blank.get_at(r.center) != (0, 0, 0, 255)
    glow = pygame.Surface(lay.size)
    hud.draw_turn_at(glow, 1)  # the seat to play: its plaque over the glow, at its place
    assert glow.get_at(pygame.Rect(lay.seats[1].plaque).center) == blank.get_at(
        pygame.Rect(lay.seats[1].plaque).center)
    top = min(range(4), key=lambda p: lay.seats[p].plaque[1])
    bottom = max(range(4), key=lambda p: lay.seats[p].plaque[1])
    hud.float_at_seat(top, "−1")
    hud.float_at_seat(bottom, "2")
    (f_top, f_bottom) = hud.floaters
    assert f_top.sink and f_top.pos[1] > pygame.Rect(lay.seats[top].plaque).bottom
    assert not f_bottom.sink and f_bottom.pos[1] < pygame.Rect(lay.seats[bottom].plaque).y
    hud.break_heart(2, 1)
    assert hud.ring.broken(2) == (1,)
    hud.update_effects(5.0)  # the base HUD ages them
    assert hud.ring.broken(2) == ()
    fast, _lay = ring_hud(speed=float("inf"))
    fast.break_heart(2, 1)
    assert fast.ring.broken(2) == ()  # none at the "max" speed


def test_won_piles_badge_peek_and_last_trick():
    back = pygame.Surface((40, 56))
    back.fill((200, 30, 30))
    one, many = pygame.Surface((400, 300), pygame.SRCALPHA), pygame.Surface((400, 300), pygame.SRCALPHA)
    draw_won_pile(one, back, (200, 150), 1, 1.0, text_fn)
    draw_won_pile(many, back, (200, 150), 3, 1.0, text_fn)
    gold = sum(1 for x in range(400) for y in range(300) if many.get_at((x, y))[:3] == theme.GOLD_LIGHT)
    assert gold > 20 and not any(one.get_at((x, y))[:3] == theme.GOLD_LIGHT
                                 for x in range(400) for y in range(300))
    box = pygame.Rect(pile_box((200, 150), 50))
    assert over_a_pile(box.center, [(10, 10), (200, 150)], 50)
    assert not over_a_pile((box.right + 5, box.centery), [(200, 150)], 50)
    down = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB)
    assert peek_key(down) is True and peek_key(pygame.event.Event(pygame.KEYUP, key=pygame.K_l)) is False
    assert peek_key(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a)) is None
    names = {0: i18n.tr("player.you", "es"), 1: "Lucía"}
    assert last_trick_panel((), None, names.get, lambda c: None, "es") == ("Aún no hay bazas en esta ronda", [])
    title, cards = last_trick_panel(((1, K), (0, Q)), 0, names.get, str, "es")
    assert title == "Última baza · la ganas tú" and cards == [("Ks", "Lucía", False), ("Qh", names[0], True)]


def test_hand_cursor_and_lift():
    assert [step_cursor(None, ARROWS[pygame.K_LEFT], 5), step_cursor(None, 1, 5)] == [4, 0]
    assert step_cursor(4, 1, 5) == 0 and step_cursor(0, -1, 5) == 4 and step_cursor(2, 1, 5) == 3
    assert cursor_key(None, pygame.K_RIGHT, 5) == 0 and cursor_key(2, pygame.K_LEFT, 5) == 1
    assert cursor_key(None, pygame.K_RETURN, 5) == 0  # the first Enter shows the cursor
    assert cursor_key(3, pygame.K_RETURN, 5) is None  # with a card picked, Enter plays it
    assert cursor_key(None, pygame.K_SPACE, 5, may_play=False) is None and cursor_key(None, pygame.K_a, 5) is None
    a, b = SimpleNamespace(key="a", hover=0.0, glow=None), SimpleNamespace(key="b", hover=10.0, glow=1)
    for _ in range(40):
        ease_lift([a, b], "a", 10.0, 0.25, glow=(1, 2, 3))
    assert (a.hover, a.glow, b.hover, b.glow) == (10.0, (1, 2, 3), 0.0, None)
    ease_lift([a, b], None, 10.0, 1.0)
    assert a.hover == 0.0 and a.glow is None


def test_felt_name_and_ring_are_faint_marks():
    bg = pygame.Surface((640, 360))
    bg.fill((20, 90, 50))
    game_name(bg, "JUEGO", (320, 180), text_fn)
    changed = [bg.get_at((x, y)) for x in range(200, 440) for y in range(160, 200)
               if bg.get_at((x, y))[:3] != (20, 90, 50)]
    assert changed and all(c[0] < 120 for c in changed)  # faint: far from the text's own white
    ring = pygame.Surface((300, 200))
    ring_mark(ring, (150, 100), (200, 100))
    assert ring.get_at((150, 51)) != (0, 0, 0, 255) and ring.get_at((150, 100)) == (0, 0, 0, 255)


def test_short_card_words_and_shown_fields():
    say = log_words({0: "Tú", 1: "Lucía"}.get)
    assert short_card(K) == "K♠" and say(Q, "es") == "Q♥" and say(Seat(1), "es") == "Lucía"
    assert say((Seat(0), Seat(1)), "es") == "Tú y Lucía"
    sh = SeatsShown(n=3, lives=[5, 0, 2], dealer=1, order=(2, 0))
    assert (sh.eliminated, sh.turn, sh.winners, sh.banner) == (set(), None, (), None)


class Flow(TableFlow):
    """The kit's prompt, choice press and hold, on a stand-in table."""

    def __init__(self, to_act, message=None, idle=True):
        self.match = SimpleNamespace(to_act=lambda: to_act, is_terminal=lambda: False)
        self.human, self.message, self.idle, self.said, self.sounds = 0, message, idle, [], []
        self.hud = SimpleNamespace(button_at=TableHud.button_at)
        self.applied, self.alone, self.pumped = [], False, 0

    def apply(self, seat, action):
        self.applied.append((seat, action))
        return True

    def unattended(self):
        return self.alone

    def _pump(self):
        self.pumped += 1

    def tr(self, key, **fmt):
        return i18n.tr(key, "es", **fmt)

    def name(self, seat):
        return {1: "Lucía"}.get(seat, "Tú")

    def say(self, text, error=False, seconds=None):
        self.said.append((text, error))
        self.message = (text, theme.CREAM, seconds)

    def sound(self, name):
        self.sounds.append(name)


def test_prompt_says_the_message_then_who_thinks():
    from hod_desktop.ui.table import table_words  # noqa: F401  (the "table.*" words)

    assert Flow([1], message=("Hola", theme.CREAM, 1.0)).prompt() == ("Hola", theme.CREAM)
    assert Flow([1]).prompt() == ("Lucía está pensando…", theme.MUTED)
    assert Flow([1], idle=False).prompt() is None and Flow([0]).prompt() is None


def test_press_choice_acts_or_says_why_not():
    t, acted = Flow([0]), []
    buttons = [HudButton(pygame.Rect(0, 0, 50, 30), "1", "bid 1", True),
               HudButton(pygame.Rect(60, 0, 50, 30), "2", "bid 2", False)]
    assert t.press_choice((10, 10), buttons, "no", acted.append) and acted == ["bid 1"]
    assert t.sounds == ["click"]
    assert t.press_choice((70, 10), buttons, "no puedes", acted.append) and acted == ["bid 1"]
    assert t.said == [("no puedes", True)]
    assert not t.press_choice((200, 10), buttons, "no", acted.append)


def test_key_choice_picks_the_button_of_the_digit_and_act_is_the_persons():
    t = Flow([0])
    buttons = [HudButton(pygame.Rect(0, 0, 50, 30), "Gano", "bid 1", True),
               HudButton(pygame.Rect(60, 0, 50, 30), "Pierdo", "bid 0", False)]
    key = lambda ch: SimpleNamespace(unicode=ch)  # noqa: E731
    assert t.key_choice(key("1"), buttons, "no", t.act) and t.applied == [(0, "bid 1")]
    assert t.sounds == []  # a key makes no click
    assert t.key_choice(key("0"), buttons, "debes decir Gano", t.act) and t.said == [("debes decir Gano", True)]
    assert not t.key_choice(key("7"), buttons, "no", t.act) and not t.key_choice(key("a"), buttons, "no", t.act)


def test_the_table_holds_for_the_person_until_released_or_alone():
    t = Flow([1])
    assert not t.hold_events() and not t.release_hold()
    t.hold_for_person("Gana Lucía · clic o Intro")
    assert t.person_hold and t.hold_events() and t.message[0].startswith("Gana Lucía")
    assert t.release_hold() and not t.person_hold and t.message is None and t.pumped == 1
    t.hold_for_person("otra vez")
    t.alone = True  # skipping to the end: nobody to wait for
    assert not t.hold_events() and not t.person_hold and t.message is None


def test_a_summary_cell_for_no_lives_left_says_out_or_winner():
    hud, _lay = ring_hud()
    out, won = hud.out_cell(False), hud.out_cell(True)
    assert (out.text, out.color) == ("table.eliminated", theme.RED_SOFT)
    assert (won.text, won.color) == ("results.winner_tag", theme.GOLD_LIGHT)


def test_the_winners_ahead_are_those_of_the_game_over_still_queued():
    class Over:
        def __init__(self, winners):
            self.winners = winners

    class EndingFlow(TableFlow):
        GAME_OVER = Over

    flow = EndingFlow.__new__(EndingFlow)
    flow.queue = ["a trick", SimpleNamespace(winners=(2,))]  # not the game-over event
    assert flow.winners_ahead() is None
    flow.queue.append(Over((0, 3)))
    assert flow.winners_ahead() == (0, 3)
    plain = TableFlow.__new__(TableFlow)  # a table that names no game-over event
    plain.queue = [Over((1,))]
    assert plain.winners_ahead() is None
