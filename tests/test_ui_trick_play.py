"""ui/table/trick_play and ui/table/trick_table.still_sprites alone, on a small synthetic host (its own
sprites and a real table layout; no table, no engine): which releases play a card, which
glide it back, when the last trick is peeked at, which card rises, where a trace goes."""
from __future__ import annotations

import pygame
import pytest

from hod_desktop.ui.draw.card_art import CardArt
from hod_desktop.ui.table.layout import pile_box, table_layout
from hod_desktop.ui.table.sprites import CardGroup, CardLook, CardSprite, Drag
from hod_desktop.ui.table.trick_play import LIFT, TrickPlay
from hod_desktop.ui.table.trick_table import round_keys, still_sprites


@pytest.fixture(scope="module", autouse=True)
def display():
    pygame.display.init()
    pygame.display.set_mode((1, 1))
    yield


class Base:
    def seat_anchor(self, seat):
        return pygame.Rect(self.layout.seats[seat].plaque)


class Hud:
    s = 1.0


class Host(TrickPlay, Base):
    def __init__(self, may_play=True, idle=True):
        self.human, self.n, self.selected = 0, 3, None
        self.layout = table_layout(1280, 720, 3, 0)
        self.cards, self.drag, self.look, self.hud = CardGroup(), Drag(), CardLook(CardArt()), Hud()
        self.hands, self.mouse, self.tricks = {0: ["a", "b", "c"], 1: [], 2: []}, (-999, -999), [0, 0, 0]
        self.may_play, self.idle, self.played, self.settled = may_play, idle, [], []
        for i, k in enumerate(self.hands[0]):
            x = 400 + 120 * i
            self.cards.put(CardSprite(k, self.look, None, False, (x, 600), 100, slot=("hand", 0)), i)

    def person_plays(self):
        return self.may_play

    def won_tricks(self, seat):
        return self.tricks[seat]

    def play_card(self, s):
        self.played.append(s.key)

    def settle(self, seat):
        self.settled.append(seat)


def held(h: Host, key: str, to, steps=4):
    """Press on card `key`, carry it to `to` (no steps: a click), let go."""
    s = h.cards.get(key)
    x, y = s.pos
    h.drag.begin(h.cards, s, (x, y))
    for i in range(1, steps + 1):
        h.drag.move((x + (to[0] - x) * i / steps, y + (to[1] - y) * i / steps))
    return h.on_release(to)


def test_a_click_plays_the_card():
    h = Host()
    assert held(h, "b", h.cards.get("b").pos, steps=0)
    assert h.played == ["b"] and h.settled == []


def test_a_drop_over_the_trick_plays_it_elsewhere_it_glides_back():
    h = Host()
    held(h, "a", h.layout.center)
    assert h.played == ["a"]
    h = Host()
    held(h, "a", (20, 20))
    assert h.played == [] and h.settled == [0]


def test_a_drop_while_the_table_moves_glides_back():
    h = Host(idle=False)
    held(h, "c", h.layout.center)
    assert h.played == [] and h.settled == [0]


def test_a_release_with_nothing_held_does_nothing():
    h = Host()
    assert h.on_release(h.layout.center) and h.played == [] and h.settled == []


@pytest.mark.parametrize("key", [pygame.K_TAB, pygame.K_l])
def test_tab_or_l_held_peeks_at_the_last_trick(key):
    h = Host()
    assert not h.peeking()
    assert h.peek_at(pygame.event.Event(pygame.KEYDOWN, key=key)) and h.peeking()
    assert h.on_key_up(pygame.event.Event(pygame.KEYUP, key=key)) and not h.peeking()
    assert not h.peek_at(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a))


def test_the_pointer_over_a_pile_of_won_tricks_peeks():
    h = Host()
    pile = h.layout.seats[1].pile
    h.mouse = pygame.Rect(pile_box(pile, h.layout.small_w)).center
    assert not h.peeking()  # no trick won yet: no pile there
    h.tricks[1] = 2
    assert h.peeking()


def test_the_pointed_card_rises_the_cursor_wins_and_lights_it():
    h = Host()
    h.mouse = h.cards.get("b").rect.center
    for _ in range(60):
        h.follow_pointer(1 / 30)
    lift = h.layout.card_h * LIFT
    assert h.cards.get("b").hover == pytest.approx(lift) and h.cards.get("a").hover == 0
    assert h.cards.get("b").glow is None
    h.selected = 2
    for _ in range(60):
        h.follow_pointer(1 / 30)
    assert h.cards.get("c").hover == pytest.approx(lift) and h.cards.get("b").hover == 0
    assert h.cards.get("c").glow is not None


def test_no_card_rises_when_the_person_may_not_play():
    h = Host(may_play=False)
    h.mouse = h.cards.get("b").rect.center
    for _ in range(30):
        h.follow_pointer(1 / 30)
    assert all(h.cards.get(k).hover == 0 for k in "abc")


def test_a_trace_anchor_grows_over_a_won_pile_under_the_plaque():
    h = Host()
    for seat in (1, 2):
        plaque = pygame.Rect(h.layout.seats[seat].plaque)
        assert h.seat_anchor(seat) == plaque  # no pile yet
        h.tricks[seat] = 1
        box = pygame.Rect(pile_box(h.layout.seats[seat].pile, h.layout.small_w))
        grown = h.seat_anchor(seat)
        assert grown.contains(plaque)
        assert grown == plaque or grown.contains(box)


def test_still_sprites_lay_hands_then_the_trick_in_play_order():
    keys = round_keys((1, 2, 0), 3, 0, ["5h", "2s", "9c"], {}, [3, 3, 2], str)
    sprites = still_sprites(keys, False, [(1, "Kd"), (2, "3h")], 10, 40)
    mine = [s for s in sprites if s[2] == ("hand", 0)]
    assert [s[0] for s in mine] == sorted(["5h", "2s", "9c"]) and [s[3] for s in mine] == [10, 11, 12]
    backs = [s for s in sprites if s[2] == ("hand", 2)]
    assert [s[0] for s in backs] == [("back", 2, 0), ("back", 2, 1)] and all(s[1] is None for s in backs)
    assert sprites[-2:] == [("Kd", "Kd", ("trick", 1), 40), ("3h", "3h", ("trick", 2), 41)]


def test_still_sprites_of_the_one_card_round_are_blind():
    keys = round_keys((0, 1), 1, 0, [], {1: "As"}, [1, 1], str)
    sprites = still_sprites(keys, True, [], 10, 40)
    assert sprites == [(("blind", 0), None, ("blind", 0), 10), ("As", "As", ("blind", 1), 10)]
