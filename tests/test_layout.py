"""ui/table/layout.py: pure positions for the card tables, tested without a display."""
import itertools
import math
from pathlib import Path

import pytest

from hod_desktop.ui.table import layout as L

SIZES = [(800, 480), (1280, 720), (1920, 1080), (1024, 768)]


def _overlap(a, b, slack=0.0):
    return (a[0] < b[0] + b[2] - slack and b[0] < a[0] + a[2] - slack
            and a[1] < b[1] + b[3] - slack and b[1] < a[1] + a[3] - slack)


def _inside(r, w, h):
    return r[0] >= 0 and r[1] >= 0 and r[0] + r[2] <= w and r[1] + r[3] <= h


def test_layout_module_does_not_use_pygame():
    assert not any(name == "pygame" or name.startswith("pygame.") for name in vars(L))
    src = Path(L.__file__).read_text(encoding="utf-8")
    assert "import pygame" not in src


@pytest.mark.parametrize("n", range(2, 9))
def test_human_at_bottom_and_others_clockwise(n):
    angles = L.seat_angles(n, 0)
    assert angles[0] == 90.0
    others = angles[1:]
    # seat 1 is on the human's left (the left of the screen), then clockwise over the top
    unwrapped = [a if a >= 90 else a + 360 for a in others]
    assert unwrapped == sorted(unwrapped)
    lay = L.table_layout(1280, 720, n, 0)
    if n > 2:
        assert lay.seats[1].plaque[0] < lay.center[0] < lay.seats[n - 1].plaque[0]
    human = lay.seats[0]
    assert all(human.plaque[1] > s.plaque[1] for s in lay.seats[1:])


def test_human_seat_other_than_zero_sits_at_the_bottom():
    angles = L.seat_angles(4, 2)
    assert angles[2] == 90.0
    unwrapped = [a if a >= 90 else a + 360 for a in angles]
    assert unwrapped[2] < unwrapped[3] < unwrapped[0] < unwrapped[1]  # clockwise from the human


@pytest.mark.parametrize("size,n", list(itertools.product(SIZES, range(2, 9))))
def test_everything_fits_in_the_window_and_plaques_do_not_overlap(size, n):
    w, h = size
    lay = L.table_layout(w, h, n, 0)
    assert len(lay.seats) == n
    for s in lay.seats:
        assert _inside(s.plaque, w, h), (n, size, s)
        for p in (s.hand, s.trick, s.pile, s.deck):
            assert 0 <= p[0] <= w and 0 <= p[1] <= h
    for a, b in itertools.combinations(lay.seats, 2):
        assert not _overlap(a.plaque, b.plaque), (n, size, a.seat, b.seat)
    assert _inside(lay.bid_panel, w, h)
    assert _inside(lay.menu_button, w, h)


@pytest.mark.parametrize("size,n", list(itertools.product(SIZES, range(2, 9))))
def test_other_hands_clear_their_plaque(size, n):
    lay = L.table_layout(*size, n, 0)
    for s in lay.seats[1:]:
        pts = L.backs_row(s.hand, 5, lay.small_w)
        ch = lay.small_w * L.CARD_RATIO
        for x, y, _ in pts:
            card = (x - lay.small_w / 2, y - ch / 2, lay.small_w, ch)
            assert not _overlap(card, s.plaque, slack=2), (size, n, s.seat)


@pytest.mark.parametrize("n", range(2, 9))
def test_trick_spots_are_distinct_and_in_the_trick_area(n):
    lay = L.table_layout(1920, 1080, n, 0)
    spots = [s.trick for s in lay.seats]
    for a, b in itertools.combinations(spots, 2):
        assert math.dist(a, b) > lay.trick_w * 0.5
    for p in spots:
        assert L.in_trick_area(p, lay)
    assert L.in_trick_area(lay.center, lay)
    assert not L.in_trick_area((5, 5), lay)
    assert not L.in_trick_area((lay.center[0], lay.hand_y + lay.card_h * 0.4), lay)


def test_card_width_follows_window_height():
    small, big = L.table_layout(1280, 720, 4).card_w, L.table_layout(1920, 1080, 4).card_w
    assert big > small
    assert abs(big / small - 1.5) < 0.05
    assert L.table_layout(1920, 1080, 4).card_h == round(big * L.CARD_RATIO)


@pytest.mark.parametrize("count", range(1, 8))
def test_fan_is_symmetric_ordered_and_within_span(count):
    pts = L.fan((500, 600), count, 100, 420)
    assert len(pts) == count
    xs = [p[0] for p in pts]
    assert xs == sorted(xs)
    assert abs((xs[0] + xs[-1]) / 2 - 500) < 1e-6
    assert xs[-1] - xs[0] + 100 <= 420 + 1e-6 or count == 1
    angles = [p[2] for p in pts]
    assert all(abs(a + b) < 1e-9 for a, b in zip(angles, reversed(angles)))
    assert all(p[1] >= 600 - 1e-9 for p in pts)  # an arc: the middle is highest


def test_fan_never_collapses():
    pts = L.fan((0, 0), 13, 100, 150)
    assert pts[1][0] - pts[0][0] >= 12 - 1e-9


def test_row_of_buttons_is_centred():
    rects = L.row_of_buttons((100, 0, 600, 100), 6, max_w=64, gap=10, height=40)
    assert len(rects) == 6
    left = rects[0][0] - 100
    right = 700 - (rects[-1][0] + rects[-1][2])
    assert abs(left - right) < 1e-6
    assert all(r[1] == 30 for r in rects)


def test_no_human_means_seat_zero_at_the_bottom_anyway():
    lay = L.table_layout(1280, 720, 5, None)
    assert lay.seats[0].angle == 90.0


def _hand_boxes(lay):
    """Every seat's hand of five (the human's fan, the others' backs)."""
    return [L.fan_box(lay.center[0], lay.hand_y, lay.card_w, lay.card_h, lay.hand_span) if s.seat == 0
            else L.hand_box(s.hand, lay.small_w) for s in lay.seats]


@pytest.mark.parametrize("size,n", list(itertools.product([(800, 480), (1280, 720)], range(2, 9))))
def test_won_trick_piles_clear_hands_plaques_and_each_other(size, n):
    w, h = size
    lay = L.table_layout(w, h, n, 0)
    hands = _hand_boxes(lay)
    piles = [L.pile_box(s.pile, lay.small_w) for s in lay.seats]
    for s, pile in zip(lay.seats, piles):
        assert _inside(pile, w, h), (size, n, s.seat)
        for t, hand in zip(lay.seats, hands):
            assert not _overlap(pile, hand), (size, n, "pile", s.seat, "hand", t.seat)
            assert not _overlap(pile, t.plaque), (size, n, "pile", s.seat, "plaque", t.seat)
    for (a, pa), (b, pb) in itertools.combinations(zip(lay.seats, piles), 2):
        assert not _overlap(pa, pb), (size, n, a.seat, b.seat)


def test_four_players_left_pile_is_not_on_lucias_hand():
    """The QA case: 4 players at 1280x720, Lucía (seat 1) on the left."""
    lay = L.table_layout(1280, 720, 4, 0)
    lucia = lay.seats[1]
    pile = L.pile_box(lucia.pile, lay.small_w)
    assert not _overlap(pile, L.hand_box(lucia.hand, lay.small_w))
    assert not _overlap(pile, lucia.plaque)


@pytest.mark.parametrize("size,n", list(itertools.product([(800, 480), (900, 600), (1280, 720)], range(2, 9))))
def test_trick_cards_clear_every_hand(size, n):
    lay = L.table_layout(*size, n, 0)
    hands = _hand_boxes(lay)
    tw, th = lay.trick_w, lay.trick_w * L.CARD_RATIO
    for s in lay.seats:
        card = (s.trick[0] - tw / 2, s.trick[1] - th / 2, tw, th)
        for t, hand in zip(lay.seats, hands):
            assert not _overlap(card, hand), (size, n, "trick", s.seat, "hand", t.seat)
    for a, b in itertools.combinations(lay.seats, 2):
        assert math.dist(a.trick, b.trick) > tw * 0.5, (size, n, a.seat, b.seat)


def test_hand_box_covers_the_backs():
    lay = L.table_layout(1280, 720, 4, 0)
    box = L.hand_box(lay.seats[2].hand, lay.small_w)
    ch = lay.small_w * L.CARD_RATIO
    for x, y, _ in L.backs_row(lay.seats[2].hand, 5, lay.small_w):
        assert box[0] <= x - lay.small_w / 2 and x + lay.small_w / 2 <= box[0] + box[2]
        assert box[1] <= y - ch / 2 and y + ch / 2 <= box[1] + box[3]


def test_chinchon_opponent_backs_stay_off_their_plaques():
    """7-8 backs per opponent (Chinchón) must not run over the seat's plaque."""
    from hod_desktop.ui.table.hand_layout import opponent_backs
    from hod_desktop.ui.table.layout import CARD_RATIO, rects_overlap, table_layout

    for w, h in ((1280, 720), (1920, 1080), (800, 480)):
        for n in range(2, 7):
            lay = table_layout(w, h, n, 0)
            for seat in lay.seats[1:]:
                cw = lay.small_w
                for count in (7, 8):
                    for x, y, _ in opponent_backs(seat.hand, count, cw):
                        card = (x - cw / 2, y - cw * CARD_RATIO / 2, cw, cw * CARD_RATIO)
                        assert not rects_overlap(card, seat.plaque), (w, h, n, seat.seat, count)
