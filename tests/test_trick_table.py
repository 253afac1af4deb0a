"""ui/table/trick_table.py alone, on synthetic values (no table, no engine): the keys of a round's
hands, where cards lie on the standard layout, a card leaving a hand or turned up, a card
played to the trick and a trick collected to a pile."""
from __future__ import annotations

import pygame

from hod_desktop.engine.cards import FRENCH, Card
from hod_desktop.ui.table.layout import table_layout
from hod_desktop.ui.table.sprites import CardGroup, CardLook, CardSprite
from hod_desktop.ui.table.trick_table import (collect_trick, deal_plan, from_hand, glow_winner, round_keys,
                                        seat_home, to_trick, turn_up)
from hod_desktop.ui.draw.tween import Animator

C = [Card(FRENCH, r, s) for r, s in (("A", "s"), ("K", "h"), ("7", "d"), ("2", "c"))]


class PlainArt:
    """Card art of blank rectangles (the parts never look at the pictures)."""

    def face(self, card, width, four_color=False):
        return pygame.Surface((width, int(width * 1.4)), pygame.SRCALPHA)

    def back(self, width, design="classic"):
        return pygame.Surface((width, int(width * 1.4)), pygame.SRCALPHA)


def group(*keys):
    g, look = CardGroup(), CardLook(PlainArt())
    for k in keys:
        g.put(CardSprite(k, look, None if isinstance(k, tuple) else k, False, width=60), 10)
    return g


def test_round_keys_hide_what_the_viewer_may_not_see():
    keys = round_keys((1, 0, 2), 3, 0, [C[1], C[0], C[2]], {}, [3, 3, 2], lambda c: c.value)
    assert keys[0] == ([C[1], C[0], C[2]], sorted([C[1], C[0], C[2]], key=lambda c: c.value))
    assert keys[1] == ([("back", 1, i) for i in range(3)],) * 2
    assert keys[2][1] == [("back", 2, 0), ("back", 2, 1)]  # its own count (a resumed round)
    one = round_keys((0, 1, 2), 1, 0, [C[3]], {1: C[0]}, [1, 1, 1], str)
    assert one[0][1] == [("blind", 0)] and one[1][1] == [C[0]] and one[2][1] == [("blind", 2)]
    assert round_keys((0,), 2, 0, [], {}, [2], str)[0][1] == [("back", 0, 0), ("back", 0, 1)]
    played = round_keys((0, 1, 2), 1, 0, [], {}, [0, 1, 0], str)  # cards played / round over
    assert played[0] == ([], []) and played[2] == ([], []) and played[1][1] == [("blind", 1)]


def test_seat_homes_on_the_standard_layout():
    lay = table_layout(1280, 720, 4, 0)
    (x0, y0), _a, w0 = seat_home(lay, "hand", 0, 0, 5, True)
    (x4, _), _a, _w = seat_home(lay, "hand", 0, 4, 5, True)
    assert w0 == lay.card_w and x0 < x4 and abs(y0 - lay.hand_y) < lay.card_h * 0.2
    assert seat_home(lay, "hand", 2, 1, 3, False)[2] == lay.small_w
    assert seat_home(lay, "blind", 0, 0, 1, True) == ((lay.center[0], lay.hand_y), 0.0, lay.card_w)
    assert seat_home(lay, "blind", 1, 0, 1, False)[0] == lay.seats[1].hand
    pos, angle, w = seat_home(lay, "trick", 3, 0, 0, False)
    assert pos == lay.seats[3].trick and w == lay.trick_w and abs(angle) <= 4


def test_a_card_leaves_a_hand_as_its_own_sprite_or_as_a_back():
    g = group(C[0], C[1], ("back", 1, 0), ("back", 1, 1))
    mine = [C[0], C[1]]
    assert from_hand(g, mine, C[1]) is g.get(C[1]) and mine == [C[0]]
    rival = [("back", 1, 0), ("back", 1, 1)]
    s = from_hand(g, rival, C[2])
    assert s.key == C[2] and s.card == C[2] and rival == [("back", 1, 0)]
    assert g.get(("back", 1, 1)) is None and g.get(C[2]) is s
    assert from_hand(g, [], C[3]) is None


def test_turn_up_rekeys_the_first_placeholder_and_says_it_must_flip():
    g = group(C[0], ("blind", 2))
    assert turn_up(g, C[0], [("blind", 0)]) == (g.get(C[0]), False)
    s, flip = turn_up(g, C[1], [("down", 2), ("blind", 2)])
    assert flip and s.key == C[1] and s.card == C[1] and g.get(("blind", 2)) is None
    assert turn_up(g, C[2], [("blind", 5)]) == (None, False)


def test_to_trick_glides_home_on_its_layer_and_flips():
    g, anim = group(C[0], C[1]), Animator(speed=1.0)
    s = g.get(C[0])
    s.hover, s.glow, s.dim = 12.0, (1, 2, 3), True
    to_trick(anim, g, s, lambda sp: ((300.0, 200.0), 5.0, 80.0), 41, 0.3, flip=True)
    assert (s.hover, s.glow, s.dim) == (0.0, None, False) and g.get_layer_of_sprite(s) == 41
    anim.update(1.0)
    assert s.pos == (300.0, 200.0) and s.angle == 5.0 and s.width == 80.0 and s.face_up
    to_trick(anim, g, g.get(C[1]), lambda sp: ((0.0, 0.0), 0.0, 80.0), 40, 0.3, front=True)
    assert g.get_layer_of_sprite(g.get(C[1])) == 41  # on top of every card


def test_collect_trick_waits_then_takes_every_card_to_the_pile():
    g, anim, said = group(C[0], C[1], C[2]), Animator(speed=1.0), []
    sprites = [g.get(c) for c in C[:3]]
    sprites[0].glow = (9, 9, 9)
    collect_trick(anim, g, sprites, (50.0, 60.0), 40.0, wait=0.5,
                  on_start=lambda: said.append("start"), on_done=lambda: said.append("done"))
    anim.update(0.4)
    assert said == [] and len(g) == 3
    anim.update(0.2)
    assert said == ["start"] and sprites[0].glow is None
    for _ in range(20):
        anim.update(0.05)
    assert said == ["start", "done"] and len(g) == 0


def test_deal_plan_goes_round_the_table_and_glow_lights_the_winner():
    dealt = {0: [C[0], C[1]], 2: [("back", 2, 0), ("back", 2, 1)]}
    assert deal_plan(dealt, (2, 0), 2) == [(("back", 2, 0), None, ("hand", 2)), (C[0], C[0], ("hand", 0)),
                                           (("back", 2, 1), None, ("hand", 2)), (C[1], C[1], ("hand", 0))]
    assert deal_plan({1: [("blind", 1)]}, (1,), 1) == [(("blind", 1), None, ("blind", 1))]
    g = group(C[0], C[1], C[2])
    glow_winner(g, [(0, C[0]), (1, C[1]), (2, C[3])], 1, (1, 2, 3))
    assert g.get(C[1]).glow == (1, 2, 3) and g.get(C[0]).glow is None
    glow_winner(g, [(2, C[3])], 2, (1, 2, 3))  # a card with no sprite: nothing to light
