"""ui/table/stock_discard alone, on a small synthetic host (its own sprites, animator and a real
Chinchón-sized layout; no table, no engine): where cards rest, which sprites the pile keeps,
and the deal / draw / discard / rebuild motions landing where they should."""
from __future__ import annotations

import json
import math
import os
from pathlib import Path

import pygame
import pytest

from hod_desktop.ui.draw import theme
from hod_desktop.ui.draw.card_art import CardArt
from hod_desktop.ui.table.hand_fan import HandFan
from hod_desktop.ui.table.hand_layout import chinchon_layout
from hod_desktop.ui.table.sprites import CardGroup, CardLook, Drag
from hod_desktop.ui.table.stock_discard import L_HAND, PILE_SHOWN, StockAndDiscard
from hod_desktop.ui.table.table_flow import TableFlow
from hod_desktop.ui.draw.tween import Animator


@pytest.fixture(scope="module", autouse=True)
def display():
    pygame.display.init()
    pygame.display.set_mode((1, 1))
    yield


class Host(StockAndDiscard, TableFlow):
    def __init__(self):
        self.human, self.n = 0, 2
        self.cards, self.anim, self.drag, self.fan = CardGroup(), Animator(), Drag(), HandFan()
        self.look = CardLook(CardArt())
        self.layout = chinchon_layout(1280, 720, 2, 0)
        self.hands, self.pile, self.mouse, self.heard, self.stock = {0: [], 1: []}, [], (-999, -999), [], 20

    def stock_count(self):
        return self.stock

    def sound(self, name):
        self.heard.append(name)

    def speed(self):
        return math.inf

    def run(self):
        for _ in range(400):
            self.anim.update(1 / 30)


def dealt():
    h = Host()
    h.hands = {0: ["a", "b", "c"], 1: [h.back_key() for _ in range(3)]}
    h.deal_motion((1, 0), 3, "top")
    h.run()
    return h


def test_deal_lays_every_hand_and_turns_the_piles_first_card():
    h = dealt()
    assert h.pile == ["top"] and h.heard[:2] == ["shuffle", "deal"]
    for i, k in enumerate(["a", "b", "c"]):
        s = h.cards.get(k)
        assert s.face_up and s.pos == h.home(s)[0] and h.cards.get_layer_of_sprite(s) == L_HAND + i
    assert all(not h.cards.get(k).face_up for k in h.hands[1])
    assert h.cards.get("top").face_up and h.pile_top("discard") is h.cards.get("top")
    assert h.pile_top("stock") is not None  # the stock shows a card


def test_draw_into_the_persons_hand_at_a_place_and_a_back_into_anothers():
    h = dealt()
    h.draw_motion(0, h.pile_top("stock"), "d", insert_at=1)
    h.run()
    assert h.hands[0] == ["a", "d", "b", "c"] and h.cards.get("d").face_up
    h.draw_motion(1, h.cards.get("top"), None)
    h.run()
    s = h.cards.get(h.hands[1][-1])
    assert len(h.hands[1]) == 4 and not s.face_up and s.card is None
    assert h.cards.get("top") is None  # rekeyed: it is a back now


def test_discards_keep_only_the_piles_top_sprites_and_a_rebuild_clears_them():
    h = dealt()
    for c in ["a", "b", "c"]:
        h.discard_motion(0, c)
        h.run()
    h.discard_motion(1, "x", pick=5)  # another seat's back, shown as the card it was
    h.run()
    assert h.pile == ["top", "a", "b", "c", "x"] and h.hands[0] == [] and len(h.hands[1]) == 2
    assert [c for c in h.pile if h.cards.get(c) is not None] == h.pile[-PILE_SHOWN:]
    x, y = h.layout.discard
    for c in h.pile[-PILE_SHOWN:]:
        s = h.cards.get(c)
        assert s.face_up and abs(s.pos[0] - x) < h.layout.pile_w * 0.05 and abs(s.pos[1] - y) < 2
    h.rebuild_motion("x")
    h.run()
    assert h.pile == ["x"] and [s.key for s in h.cards.sprites() if s.slot == ("discard",)] == ["x"]


def test_the_persons_hand_follows_home_and_lifts_the_focus_and_the_pick():
    h = dealt()
    for k in h.hands[0]:
        h.cards.get(k).pos = (0, 0)
    h.kfocus, h.selected = ("hand", "a"), "c"
    h.follow_pointer(1 / 60)
    lift = h.layout.card_h * 0.08
    assert [h.cards.get(k).hover for k in "abc"] == [lift, 0.0, 2 * lift]
    assert all(h.cards.get(k).pos == h.home(h.cards.get(k))[0] for k in "abc")
    assert h.hand_arrived()
    assert h.take_from_hand(0, "b") == (h.cards.get("b"), False) and h.hands[0] == ["a", "c"]


def test_a_resumed_hand_lies_still_and_marks_its_groups():
    from hod_desktop.engine.cards import SPANISH, parse_card

    a, b, c, d, p, q, r, t = (parse_card(x, SPANISH) for x in "1o 2o 3o 4c 5e 6e 7e Sb".split())
    h = Host()
    h.lay_still((0, 1), [a, b, c, d], (4, 5), [p, q, r, t])
    assert h.hands[0] == [a, b, c, d] and len(h.hands[1]) == 5
    assert all(s.pos == h.home(s)[0] and not s.moving for s in h.cards.sprites())
    assert [x for x in h.pile if h.cards.get(x)] == [q, r, t] and h.pile_top("stock")
    assert h.hand_arrived()
    colors = ((1, 2, 3), (4, 5, 6))
    bars, badges = h.hand_marks(h.hands[0], {a: 0, b: 0, d: 1}, colors, lambda k: "x" + str(k))
    assert [x[0] for x in bars] == [(1, 2, 3), (4, 5, 6)] and [x[0] for x in badges] == ["x3o"]
    assert [h.cards.get(k).glow for k in (a, b, c, d)] == [(1, 2, 3), (1, 2, 3), None, (4, 5, 6)]
    h.hand_marks(h.hands[0], {a: 0}, colors, str, allowed={"2o", "3o"})  # a choice open
    assert [h.cards.get(k).dim for k in (a, b, c, d)] == [True, False, False, True]
    assert h.cards.get(b).glow == h.cards.get(c).glow != (1, 2, 3)


def test_pointer_grab_drag_and_release_turn_into_the_tables_calls():
    from hod_desktop.ui.table.drop_targets import DropTarget, DropTargets

    h = dealt()
    calls = []
    h.drops = DropTargets([DropTarget("discard", lambda p: h.over_spot(h.layout.discard, p),
                                      lambda c: f"discard {c}")])
    h.try_drop = lambda action: calls.append(action)
    h.arrange = lambda order: calls.append(("arrange", order))
    h.draw_card = lambda kind, at=None: calls.append(("draw", kind, at))
    h.click_card = lambda card: calls.append(("click", card))

    def carry(sprite, kind, to):
        h.grab(sprite, sprite.pos, kind)
        h.mouse = to
        h.drag.move(to)
        h.on_drag(to)
        h.release_held(to)
    a = h.cards.get("a")
    h.grab(a, a.pos, "hand")
    h.release_held(a.pos)  # not moved: a click
    carry(a, "hand", h.layout.discard)
    carry(h.cards.get("b"), "hand", (h.home(h.cards.get("c"))[0][0] + 5, h.layout.hand_y))
    carry(h.pile_top("stock"), "stock", (h.home(a)[0][0], h.layout.hand_y))
    assert calls == [("click", "a"), "discard a", ("arrange", ["a", "c", "b"]), ("draw", "stock", 0)]
    h.clock = 1.0
    assert not h.double_click("a") and h.double_click("a") and not h.double_click("a")
    h.clock = 2.0
    assert not h.double_click("a")  # too slow: a first click again


def test_the_persons_hand_stays_out_of_the_still_layer():
    h = dealt()
    still, live = h.cards.split(None, set(h.hands[0]))
    assert {s.key for s in live} == {"a", "b", "c"} and still
    assert {s.key for s in h.cards.split()[1]} == set()  # all at rest otherwise


def test_a_press_on_a_pile_lifts_its_top_or_asks_why_and_a_count_takes_the_cards():
    h = dealt()
    said = []
    h.draw_card = lambda kind, at=None: said.append(kind)
    assert h.press_pile(h.layout.stock, True) == "stock" and h.drag_kind == "stock" and h.fan.outside
    h.drag.end()
    h.fan.release()
    assert h.press_pile(h.layout.discard, False) == "discard" and said == ["discard"]
    assert h.press_pile((5, 5), True) is None
    backs = list(h.hands[1])
    got = h.take_into_reveal([(0, ["a", "c"], 0), (1, ["x", "y"], 1)])
    assert set(got) == {"a", "c", "x", "y"} and h.hands[0] == ["b"] and h.hands[1] == [backs[0]]
    assert all(h.cards.get(k) is None for k in got)  # the reveal owns them now


def test_a_discarded_card_sits_askew_the_same_way_in_every_launch():
    """Python salts str hashes per process; the pile's look must not change with it."""
    import subprocess
    import sys

    code = ("from hod_desktop.ui.table.stock_discard import pile_tilt;"
            "import json; print(json.dumps([pile_tilt(i, k) for i, k in "
            "enumerate(['Bo', '7c', 'Ce', 'Rb', '1o', 'Jk'])]))")
    outs = set()
    for seed in ("1", "2", "3"):
        env = dict(os.environ, PYTHONHASHSEED=seed)
        outs.add(subprocess.run([sys.executable, "-c", code], env=env, check=True,
                                capture_output=True, text=True,
                                cwd=Path(__file__).resolve().parents[1]).stdout)
    assert len(outs) == 1
    tilts = json.loads(outs.pop())
    assert all(-4 <= t <= 4 for t in tilts) and len(set(tilts)) > 1


def test_a_card_laid_face_down_on_a_spot_of_its_own_stays_there():
    h = dealt()
    back = h.hands[1][1]
    h.spot_motion(1, None, 1, "close_spot")  # another seat's back at `pick`
    h.spot_motion(0, "b", 0, "close_spot")  # the person's own card, turned face down
    h.run()
    assert back not in h.hands[1] and h.hands[0] == ["a", "c"]
    for key in (back, "b"):
        s = h.cards.get(key)
        assert s.slot == ("spot", "close_spot") and not s.face_up
        assert s.pos == h.layout.close_spot and s.width == h.layout.pile_w and s.angle == 0.0
        assert h.home(s) == (h.layout.close_spot, 0.0, h.layout.pile_w)  # its place after a resize


def test_a_release_ends_only_a_drag_in_progress():
    h = dealt()
    ended = []
    h.release_held = lambda pos: ended.append(pos)
    assert h.on_release((5, 5)) and ended == []  # nothing held
    a = h.cards.get("a")
    h.grab(a, a.pos, "hand")
    assert h.on_release((6, 6)) and ended == [(6, 6)]


def test_a_draw_takes_the_piles_top_or_the_stocks_back():
    h = dealt()
    top = h.leave_pile("discard", "top")
    assert top is h.cards.get("top") and h.pile == [] and top.face_up
    lone = h.leave_pile("discard", "7o")  # the pile shows none: a sprite for the card drawn
    assert lone.key == "7o" and lone.face_up and lone.pos == h.layout.discard
    back = h.leave_pile("stock")
    assert back is h.pile_top("stock") and not back.face_up
    h.stock = 0
    h.cards.take(back.key)
    made = h.leave_pile("stock")  # none shown: a back is made on the stock
    assert made.card is None and made.pos == h.layout.stock and made.slot == ("stock",)


def test_clear_felt_leaves_nothing():
    h = dealt()
    h.clear_felt()
    assert not h.cards.sprites() and h.pile == [] and h.hands == {0: [], 1: []}


def test_drop_spots_make_targets_and_frames_while_a_hand_card_is_carried():
    h = dealt()
    h.DROP_SPOTS = (("discard", "discard", "discard"), ("close", "close_spot", "close"))
    h.drops = h.spot_targets()
    assert h.drops.action_for(h.layout.discard, "a") == "discard a"
    assert h.drops.action_for(h.layout.close_spot, "a") == "close a"
    assert h.drops.action_for(h.layout.stock, "a") is None
    surface = pygame.Surface(h.layout.size)
    edge = h.layout.pile_rect(h.layout.close_spot, 1.12)
    edge = (int(edge[0]) + 1, int(edge[1] + edge[3] / 2))  # on the frame's left side
    h.draw_drop_frames(surface)
    assert surface.get_at(edge)[:3] == (0, 0, 0)  # nothing carried: no frames
    a = h.cards.get("a")
    h.grab(a, a.pos, "hand")
    h.drag.move((a.pos[0], a.pos[1] - 200))
    h.mouse = h.layout.close_spot
    h.draw_drop_frames(surface)
    assert surface.get_at(edge)[:3] == theme.GOLD_LIGHT[:3]  # the close spot's frame, lit under the pointer
