"""The shared, rule-free table parts in ui/, each driven alone by synthetic values and
events (no table, no engine): seat ring, hand fan, drop targets, piles and trick area,
the summary overlay and the action log."""
from __future__ import annotations

import pygame
import pytest

from hod_desktop.ui import i18n
from hod_desktop.ui.draw import theme
from hod_desktop.ui.table.action_log import ActionLog, Entry, LogView, Seat
from hod_desktop.ui.table.drop_targets import DropTarget, DropTargets
from hod_desktop.ui.table.hand_fan import HandFan
from hod_desktop.ui.table.overlay import Cell, RoundOverlay, SummaryTable
from hod_desktop.ui.table.piles import TrickArea, draw_order_marks, draw_stack
from hod_desktop.ui.table.seat_ring import Plaque, SeatRing
from hod_desktop.ui.draw.tween import Animator
from i18n_helpers import declare


@pytest.fixture(scope="module", autouse=True)
def fonts():
    pygame.font.init()
    yield


def text_fn(text, size, color=theme.CREAM, bold=False):
    return pygame.font.Font(None, max(8, int(size))).render(text, True, color)


def opaque_pixels(surf: pygame.Surface) -> int:
    return sum(1 for x in range(surf.get_width()) for y in range(surf.get_height())
               if surf.get_at((x, y)).a > 0)


# ---------------------------------------------------------------- seat ring
def test_plaque_surfaces_follow_their_values_and_are_cached():
    ring = SeatRing(text_fn)
    a = Plaque("Lucía", "Pide 2", lives=5)
    same = ring.surface(Plaque("Lucía", "Pide 2", lives=5), (134, 56))
    assert ring.surface(a, (134, 56)) is same  # equal values: one cached surface
    fewer = ring.surface(Plaque("Lucía", "Pide 2", lives=4), (134, 56))
    assert fewer is not same
    assert pygame.image.tobytes(fewer, "RGBA") != pygame.image.tobytes(same, "RGBA")
    out = ring.surface(Plaque("Lucía", "Fuera", lives=0, out=True), (134, 56))
    # the out-of-game look is faded: lower alpha everywhere than the live plaque
    assert max(out.get_at((x, 28)).a for x in range(134)) < max(same.get_at((x, 28)).a for x in range(134))
    turn = ring.surface(Plaque("Lucía", "Pide 2", lives=5, active=True), (134, 56))
    assert turn.get_at((67, 1)) != same.get_at((67, 1))  # the active edge is gold and thicker


def test_points_plaque_shows_a_bar_toward_the_limit():
    ring = SeatRing(text_fn)
    low = ring.surface(Plaque("Mateo", "a 50", score="4 pts", bar=0.08), (130, 56))
    high = ring.surface(Plaque("Mateo", "a 50", score="46 pts", bar=0.92), (130, 56))
    y = int(56 * 0.52) + 2
    assert high.get_at((100, y))[:3] != low.get_at((100, y))[:3]  # filled far along
    assert high.get_at((100, y))[0] > high.get_at((100, y))[1]  # red near the limit


def test_ring_draws_plaques_where_told_and_the_dealer_chip_outside():
    ring = SeatRing(text_fn)
    surf = pygame.Surface((400, 200), pygame.SRCALPHA)
    ring.draw(surf, [(pygame.Rect(10, 10, 120, 56), Plaque("A", lives=3, dealer=True), (150, 40)),
                     (pygame.Rect(200, 100, 120, 56), Plaque("B", lives=5), None)])
    assert surf.get_at((70, 40)).a > 0 and surf.get_at((260, 128)).a > 0
    assert surf.get_at((150, 40)).a > 0  # the chip
    assert surf.get_at((70, 150)).a == 0  # nothing elsewhere
    assert SeatRing.signature([Plaque("A")]) != SeatRing.signature([Plaque("A", active=True)])


# ---------------------------------------------------------------- hand fan
def slots_for(n):
    return [(100.0 + 50 * i, 600.0) for i in range(n)]


def test_fan_opens_a_hole_and_the_drop_lands_where_let_go():
    fan = HandFan(["a", "b", "c", "d"])
    fan.hold("a")
    fan.hover(252, slots_for)  # over slot 3 of 4
    assert fan.order() == ["b", "c", "d", "a"]
    assert fan.slot("b", slots_for) == (100.0, 600.0)  # the others moved left to make room
    assert fan.slot("d", slots_for) == (200.0, 600.0)
    assert fan.drop() == ["b", "c", "d", "a"] and fan.keys == ["b", "c", "d", "a"]
    assert not fan.holding


def test_fan_card_taken_away_keeps_its_place_and_changes_nothing():
    fan = HandFan(["a", "b", "c"])
    fan.hold("b")
    fan.hover(None, slots_for)
    assert fan.order() == ["a", "b", "c"]
    assert fan.drop() is None and fan.keys == ["a", "b", "c"]


def test_fan_card_from_outside_adds_a_slot_only_over_the_hand():
    fan = HandFan(["a", "b"])
    fan.hold_new("x")
    fan.hover(None, slots_for)
    assert fan.count() == 2 and fan.order() == ["a", "b"]
    fan.hover(101, slots_for)  # over the first of three slots
    assert fan.count() == 3 and fan.order() == ["x", "a", "b"]
    assert fan.slot("a", slots_for) == (150.0, 600.0)
    assert fan.drop() is None and fan.keys == ["a", "b"]  # the table adds the card itself


# ---------------------------------------------------------------- drop targets
def test_drop_turns_into_the_targets_action_and_keeps_the_refusal():
    tried = []

    def engine(action):
        tried.append(action)
        return None if action == "discard Ks" else "you may not close now"
    targets = DropTargets([DropTarget("discard", pygame.Rect(0, 0, 100, 100), lambda c: f"discard {c}"),
                           DropTarget("close", pygame.Rect(200, 0, 100, 100), lambda c: f"close {c}", 1.2),
                           DropTarget("oval", lambda p: (p[0] - 500) ** 2 + p[1] ** 2 < 50 ** 2,
                                      lambda c: f"play {c}")])
    assert targets.hot((50, 50)) == "discard" and targets.hot((195, 50)) == "close"  # grown rect
    assert targets.hot((520, 10)) == "oval" and targets.hot((700, 700)) is None
    ok = targets.drop((50, 50), "Ks", engine)
    assert ok.ok and ok.action == "discard Ks" and ok.target.name == "discard"
    no = targets.drop((250, 50), "Ks", engine)
    assert not no.ok and no.reason == "you may not close now" == targets.last_refusal
    miss = targets.drop((700, 700), "Ks", engine)
    assert miss.target is None and tried == ["discard Ks", "close Ks"]


# ---------------------------------------------------------------- piles, trick area
def test_trick_area_keeps_the_play_order():
    t = TrickArea()
    assert t.play(2, "Ks") == 1 and t.play(3, "7h") == 2 and t.play(0, ("blind", 0)) == 3
    t.rekey(("blind", 0), "As")
    assert t.order_of("As") == 3 and t.order_of("7h") == 2 and t.seats() == [2, 3, 0]
    assert t.layer_of("Ks", 40) == 40 and t.layer_of("nope", 40) == 43
    t.clear()
    assert len(t) == 0 and t.order_of("Ks") is None


def test_stacks_and_order_marks_draw_where_told():
    back = pygame.Surface((40, 60))
    back.fill((200, 0, 0))
    surf = pygame.Surface((300, 200), pygame.SRCALPHA)
    badges = []
    top = draw_stack(surf, back, (100, 100), 4, badge=lambda s, t, p: badges.append(t))
    assert top.collidepoint(100, 100) and badges == ["4"]
    stock = pygame.Surface((300, 200), pygame.SRCALPHA)
    draw_stack(stock, back, (100, 100), 30, spread="stock")
    assert opaque_pixels(stock) > 40 * 60  # several cards, offset
    marks = pygame.Surface((300, 200), pygame.SRCALPHA)
    draw_order_marks(marks, [((50, 50), 1), ((150, 50), 2)], 1.0, text_fn)
    assert marks.get_at((50, 50)).a > 0 and marks.get_at((150, 50)).a > 0
    assert marks.get_at((100, 150)).a == 0


# ---------------------------------------------------------------- summary overlay
def summary(rows=2):
    return SummaryTable("Ronda 1", ["Jugador", "Vidas"],
                        [[Cell(f"P{i}"), Cell(hearts=3, after="−1")] for i in range(rows)], "sigue sola")


def test_overlay_paces_itself_in_the_animator_and_closes_once():
    from hod_desktop.ui.draw import tween

    tween.set_speed(1.0)  # module-wide: an earlier UI test in this worker may have left "max"
    anim = Animator()
    anim.speed = 1.0  # normal speed, whatever the app's setting
    closed = []
    ov = RoundOverlay()
    ov.open(summary(), hold=2.0, on_close=lambda: closed.append(1))
    ov.start(anim, delay=0.0)
    assert ov.visible and anim.busy
    anim.update(1.0)
    assert 0.4 < ov.progress < 0.6 and ov.visible
    anim.update(1.5)
    assert not ov.visible and closed == [1] and not anim.busy
    ov.close()
    assert closed == [1]


def test_overlay_without_hold_waits_for_continue_and_finish_all_ends_it():
    ov = RoundOverlay()
    ov.open(summary(), hold=None)
    assert ov.visible and ov.press_continue() and not ov.visible and not ov.press_continue()
    anim = Animator()
    ov.open(summary(), hold=3.0)
    ov.start(anim)
    anim.finish_all()  # a click on the table finishes every animation
    assert not ov.visible


def test_overlay_draws_a_taller_panel_for_more_rows():
    ov = RoundOverlay()
    surf = pygame.Surface((800, 600), pygame.SRCALPHA)
    ov.open(summary(2))
    short = ov.rect((400, 300), (800, 600), 1.0)
    ov.open(summary(5))
    tall = ov.rect((400, 300), (800, 600), 1.0)
    assert tall.h > short.h and tall.center == short.center == (400, 300)
    ov.draw(surf, (400, 300), 1.0, lambda size, r, a: pygame.Surface(size, pygame.SRCALPHA),
            lambda s, t, size, pos, color=None, bold=False, anchor="center": s.blit(
                text_fn(t, size), pos), lambda hs: pygame.Surface((hs, hs)))
    assert surf.get_at((tall.x + 5, tall.centery)).a > 0


# ---------------------------------------------------------------- action log
declare({"t.play": "{who} juega {card}", "t.play.you": "Juegas {card}", "t.deal": "Reparte {who}"},
        en={"t.play": "{who} plays {card}", "t.play.you": "You play {card}", "t.deal": "{who} deals"})


def describe(ev):
    kind, seat, card = ev
    if kind == "play":
        return [Entry.of(seat, "t.play", who=Seat(seat), card=card)]
    if kind == "deal":
        return [Entry.of(None, "t.deal", who=Seat(seat))]
    return []


def words(value, lang):
    return ["Tú" if lang == "es" else "You", "Lucía", "Mateo"][value.seat] if isinstance(value, Seat) else str(value)


def test_log_says_every_move_in_both_languages_and_the_persons_own_form():
    log = ActionLog(describe)
    log.feed([("deal", 1, None), ("play", 2, "Ks"), ("noise", 0, None), ("play", 0, "7h")])
    assert log.texts("es", words, you=0) == ["Reparte Lucía", "Mateo juega Ks", "Juegas 7h"]
    assert log.texts("en", words, you=0) == ["Lucía deals", "Mateo plays Ks", "You play 7h"]
    assert log.texts("es", words, last=2, you=None) == ["Mateo juega Ks", "Tú juega 7h"]
    assert log.texts("es", words, last=0) == []


def test_log_view_opens_scrolls_and_closes_with_keys_wheel_and_clicks():
    view = LogView()
    lines = [f"line {i}" for i in range(30)]

    def key(k):
        return view.handle_event(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=""), 30, 10)
    assert not key(pygame.K_UP)  # closed: arrows are the table's
    assert key(pygame.K_j) and view.open
    assert view.window(lines, 10) == lines[20:]
    assert key(pygame.K_PAGEUP) and view.window(lines, 10) == lines[10:20]
    view.handle_event(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=10), 30, 10)
    assert view.window(lines, 10) == lines[:10]  # no further than the first line
    assert key(pygame.K_ESCAPE) and not view.open
    surf = pygame.Surface((400, 300), pygame.SRCALPHA)
    view.draw_recent(surf, lines, (10, 10), 1.0, text_fn, "Jugadas (J)")
    assert view.button is not None
    assert any(surf.get_at((x, y)).a for x in range(10, 60) for y in range(10, 20))  # a line
    click = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=view.button.center, button=1)
    assert view.handle_event(click, 30) and view.open
    assert view.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(300, 250), button=1), 30)
    assert not view.open
