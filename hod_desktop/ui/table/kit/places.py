"""Where the kit puts each card: a seat's row (the person's big and spread at the bottom,
the others' small by their plaques), the centre row, the trick spots, the stock and the
discard pile. Pure (no pygame), from a `layout.TableLayout`.

A card the person knows but the others do not (their own face-down card) lies tucked a
little lower and turned, so it reads as "yours, face down" while its face is shown.
"""
from __future__ import annotations

from ..layout import backs_row, fan

RIM_STEP = 0.5  # a rim seat's cards overlap by half: a Spanish or French index stays readable


def seat_row(lay, seat: int, human: int | None, count: int) -> list[tuple[float, float, float, float]]:
    """(x, y, angle, width) of each card of a seat's row of `count` cards."""
    if seat == human:
        pts = fan((lay.center[0], lay.hand_y), count, lay.card_w, lay.hand_span,
                  overlap=0.35, max_angle=5.0, arc=0.03)
        return [(x, y, a, lay.card_w) for x, y, a in pts]
    return [(x, y, a, lay.small_w)
            for x, y, a in backs_row(lay.seats[seat].hand, count, lay.small_w, step=RIM_STEP,
                                     max_angle=6.0)]


def centre_row(lay, count: int) -> list[tuple[float, float]]:
    cx, cy = lay.center
    step = lay.trick_w * 1.12
    return [(cx + (i - (count - 1) / 2) * step, cy) for i in range(count)]


def stock_spot(lay, has_centre: bool) -> tuple[float, float]:
    """The stock: left of the centre row when there is one, else in the middle."""
    cx, cy = lay.center
    return (cx - lay.trick_w * 2.6, cy) if has_centre else (cx, cy)


def discard_spot(lay) -> tuple[float, float]:
    cx, cy = lay.center
    return (cx + lay.trick_w * 2.6, cy)


def home(lay, human: int | None, place, counts: dict, has_centre: bool):
    """(pos, angle, width) of a card's place; `counts[zone]`: the cards in that zone now."""
    zone, i = place.zone, place.index
    n = max(counts.get(zone, 0), i + 1)
    if zone[0] == "seat":
        x, y, a, w = seat_row(lay, zone[1], human, n)[i]
        if place.card is not None and not place.face_up:  # the viewer's own face-down card
            return (x, y + w * 0.1), a + 5.0, w
        return (x, y), a, w
    if zone[0] == "centre":
        return centre_row(lay, n)[i], 0.0, lay.trick_w
    if zone[0] == "trick":
        return lay.seats[zone[1]].trick, 0.0, lay.trick_w
    if zone[0] == "discard":
        x, y = discard_spot(lay)
        return (x + min(i, 4) * 1.5, y - min(i, 4) * 1.5), 0.0, lay.trick_w
    return stock_spot(lay, has_centre), 0.0, lay.trick_w
