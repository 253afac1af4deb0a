"""Where things go on a card table: PURE functions from a window size and counts to positions.

No pygame here (tests run without a display). Coordinates are floats in window pixels,
points are (x, y) tuples and rectangles (x, y, w, h) tuples. The human sits at the bottom;
seats go clockwise around an oval felt (seat p+1 sits to the left of seat p, which on the
screen is clockwise: bottom -> left -> top -> right).
"""
from __future__ import annotations

import math
from dataclasses import dataclass

CARD_RATIO = 1.4  # height / width, as ui/draw/card_art.py

Point = tuple[float, float]
Rect = tuple[float, float, float, float]


@dataclass(frozen=True)
class SeatPlace:
    """Everything that belongs to one seat."""

    seat: int
    angle: float  # degrees around the oval; 90 = bottom (the human), 270 = top
    plaque: Rect  # name, lives, bid / won
    hand: Point  # centre of the seat's hand (the fan for the human, backs for the others)
    trick: Point  # where the seat's card lands in the trick
    pile: Point  # the tricks this seat has won
    deck: Point  # where the cards come from when this seat deals
    button: Point  # the dealer button when this seat deals


@dataclass(frozen=True)
class TableLayout:
    size: tuple[int, int]
    felt: Rect  # the bounding box of the oval felt
    center: Point
    card_w: int  # the human's cards
    card_h: int
    small_w: int  # the other seats' cards and the trick piles
    trick_w: int  # cards in the trick
    seats: tuple[SeatPlace, ...]
    hand_y: float  # the human's fan baseline (centre of an unlifted card)
    hand_span: float  # the widest the human's fan may be
    bid_panel: Rect
    message: Point  # centre of the one-line prompt above the hand
    menu_button: Rect
    code: Point  # bottom-right anchor of the deal code text
    info: Point  # top-left anchor of the round info


def card_width_for(height: float) -> int:
    """The human's card width from the window height (cards stay crisp when resized)."""
    h = max(60.0, min(height * 0.2, 300.0))
    return int(round(h / CARD_RATIO))


def seat_angles(n: int, human: int | None = 0) -> list[float]:
    """Angle of every seat around the oval: the human at the bottom (90°), the others
    spread clockwise over the upper arc so the bottom stays free for the hand."""
    if n < 1:
        return []
    h = 0 if human is None else human % n
    others = n - 1
    if others == 0:
        spread, angles = 0.0, []
    elif others == 1:
        angles = [270.0]
    else:
        spread = min(210.0, 60.0 * (others - 1))
        start = 270.0 - spread / 2
        angles = [start + spread * i / (others - 1) for i in range(others)]
    out = [0.0] * n
    out[h] = 90.0
    for i, a in enumerate(angles):
        out[(h + 1 + i) % n] = a % 360.0
    return out


def on_oval(center: Point, rx: float, ry: float, angle: float) -> Point:
    a = math.radians(angle)
    return center[0] + rx * math.cos(a), center[1] + ry * math.sin(a)


def lerp(a: Point, b: Point, t: float) -> Point:
    return a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t


def fan(center: Point, count: int, card_w: float, max_span: float, *,
        overlap: float = 0.5, max_angle: float = 12.0, arc: float = 0.06) -> list[tuple[float, float, float]]:
    """A hand fanned left to right: (x, y, angle_degrees) per card, centres.

    Cards overlap by `overlap` of their width at most (less when the span allows), tilt
    from +max_angle to -max_angle (pygame's rotate is counter-clockwise) and sit on a
    slight arc whose height is `arc` of the card width per card away from the middle.
    """
    if count <= 0:
        return []
    if count == 1:
        return [(center[0], center[1], 0.0)]
    step = card_w * (1.0 - overlap)
    if (count - 1) * step + card_w > max_span:
        step = (max_span - card_w) / (count - 1)
    step = max(step, card_w * 0.12)
    mid = (count - 1) / 2
    tilt = min(max_angle, 4.0 * mid) / mid if mid else 0.0
    out = []
    for i in range(count):
        d = i - mid
        x = center[0] + d * step
        y = center[1] + arc * card_w * d * d / max(1.0, mid)
        out.append((x, y, -d * tilt))
    return out


def fan_width(count: int, card_w: float, max_span: float) -> float:
    pts = fan((0.0, 0.0), count, card_w, max_span)
    if not pts:
        return 0.0
    return pts[-1][0] - pts[0][0] + card_w


def _human_place(center: Point, hand_y: float, hand_span: float, dims) -> tuple:
    """The human's seat: plaque left of the fan, won tricks right of it."""
    card_w, card_h, small_w, plaque_w, plaque_h = dims
    cx = center[0]
    fan_half = fan_width(5, card_w, hand_span) / 2
    px = cx - fan_half - plaque_w / 2 - card_w * 0.25
    plaque = (px - plaque_w / 2, hand_y - plaque_h / 2 + card_h * 0.12, plaque_w, plaque_h)
    pile = (cx + fan_half + small_w * 0.9, hand_y + card_h * 0.1)
    deck = (px, plaque[1] - small_w * CARD_RATIO * 0.7)
    button = (plaque[0] + plaque_w + 2, plaque[1] + 4)
    return plaque, (cx, hand_y), pile, deck, button


def _rim_place(center: Point, rx: float, ry: float, angle: float, dims) -> tuple:
    """Another seat: plaque on the rim, its hand of backs just inside, pile beside it."""
    card_w, card_h, small_w, plaque_w, plaque_h = dims
    ax, ay = on_oval(center, rx * 0.9, ry * 0.86, angle)
    plaque = (ax - plaque_w / 2, ay - plaque_h / 2, plaque_w, plaque_h)
    dx, dy = center[0] - ax, center[1] - ay
    dist = math.hypot(dx, dy) or 1.0
    ux, uy = dx / dist, dy / dist
    # far enough inward that the box of five backs clears the plaque's box in that direction
    half_w = small_w * (0.5 + 0.28 * 2) + 4 + small_w * 0.05  # tilted backs reach a bit further
    half_h = small_w * CARD_RATIO * 0.5 + 4
    need = min((plaque_w / 2 + half_w) / max(abs(ux), 1e-6),
               (plaque_h / 2 + half_h) / max(abs(uy), 1e-6)) + 6
    hand = (ax + ux * need, ay + uy * need)
    pile = hand  # placed later, with every seat known (see `_place_piles`)
    deck = lerp((ax, ay), center, 0.42)
    button = (plaque[0] + plaque_w - 2, plaque[1] + 2)
    return plaque, hand, pile, deck, button


def pile_box(pile: Point, small_w: float) -> Rect:
    """The box a pile of won tricks covers around its centre `pile`: the staggered backs
    (see `pile_offsets`) and the count badge at the top-right corner."""
    w = small_w * 0.8
    h = w * CARD_RATIO
    offs = pile_offsets(6, w)
    dx = max(o[0] for o in offs)
    dy = -min(o[1] for o in offs)
    badge = max(10.0, small_w * 0.22)
    return (pile[0] - w / 2, pile[1] - h / 2 - max(dy, badge), w + max(dx, badge), h + max(dy, badge))


def hand_box(center: Point, card_w: float, count: int = 5) -> Rect:
    """The box a rim seat's hand of `count` backs (see `backs_row`) covers."""
    pts = backs_row(center, count, card_w)
    ch = card_w * CARD_RATIO
    xs, ys = [p[0] for p in pts], [p[1] for p in pts]
    # the tilted backs reach a little past their upright boxes
    pad = card_w * 0.09
    return (min(xs) - card_w / 2 - pad, min(ys) - ch / 2 - pad,
            max(xs) - min(xs) + card_w + 2 * pad, max(ys) - min(ys) + ch + 2 * pad)


def fan_box(layout_center_x: float, hand_y: float, card_w: float, card_h: float, hand_span: float,
            count: int = 5) -> Rect:
    """The box the human's fan of `count` cards covers (lifted cards included)."""
    w = fan_width(count, card_w, hand_span)
    return (layout_center_x - w / 2, hand_y - card_h * 0.6, w, card_h * 1.2)


def rects_overlap(a: Rect, b: Rect, slack: float = 0.0) -> bool:
    return (a[0] < b[0] + b[2] - slack and b[0] < a[0] + a[2] - slack
            and a[1] < b[1] + b[3] - slack and b[1] < a[1] + a[3] - slack)


def _pile_candidates(center: Point, place: tuple, inward: Point, dims) -> list[Point]:
    """Where a rim seat's pile of won tricks may go, best first: away from its hand, which lies
    `inward` of the plaque. Seats on the sides (hand to the right or left) prefer under or
    over the plaque; seats along the top prefer beside it, on the outer side; then spots
    around the hand. Each spot leaves a small gap between the pile's box and the plaque's."""
    card_w, card_h, small_w, plaque_w, plaque_h = dims
    plaque, hand = place[0], place[1]
    px, py = plaque[0], plaque[1]
    ux, uy = inward
    bx, by, bw, bh = pile_box((0.0, 0.0), small_w)  # the pile's box around its centre
    gap = max(6.0, small_w * 0.2)
    outward = -1.0 if ux > 0 else 1.0
    # under / over the plaque, leaning outward so the pile clears the hand's corner
    lean = (px + plaque_w * 0.5 - (bx + bw / 2)) + outward * (plaque_w - bw) * 0.5
    below, above = (lean, py + plaque_h + gap - by), (lean, py - gap - (by + bh))
    left, right = (px - gap - (bx + bw), py + plaque_h / 2), (px + plaque_w + gap - bx, py + plaque_h / 2)
    beside, inner = (left, right) if outward < 0 else (right, left)
    hb = hand_box(hand, small_w)
    hcx = hb[0] + hb[2] / 2 - (bx + bw / 2)
    hand_below = (hcx, hb[1] + hb[3] + gap - by)
    hand_above = (hcx, hb[1] - gap - (by + bh))
    if abs(ux) > abs(uy):
        first = [below, above] if py + plaque_h / 2 <= center[1] else [above, below]
        return first + [beside, hand_below, hand_above, inner]
    return [beside, inner, hand_below, below]


def title_column(info: Point, size: tuple[float, float], plaques: list[Rect]) -> tuple:
    """The free column under a table's title (top left), for its keys line and the log's
    last lines: as wide as 30 % of the window, or narrower when that clears a plaque below,
    and as deep as the first plaque under it allows (at most 55 % of the height)."""
    x, y = int(info[0]), int(info[1])
    sw, sh = int(size[0]), int(size[1])
    boxes = [tuple(int(v) for v in r) for r in plaques]

    def column(w: int) -> tuple:
        bottom = int(sh * 0.55)
        for rx, ry, rw, rh in boxes:
            if rx + rw > x and rx < x + w and ry + rh > y:
                bottom = min(bottom, ry - 4)
        return (x, y, w, max(0, bottom - y))

    widths = [int(sw * 0.30)] + [rx - x - 8 for rx, _, _, _ in boxes if sw * 0.16 <= rx - x - 8 < sw * 0.30]
    need = int(150 * sh / 720)
    return max((column(w) for w in widths), key=lambda c: (min(c[3], need), c[2]))


def title_line_room(topleft: Point, size: tuple[float, float], plaques: list[Rect],
                    lift: float) -> int | None:
    """How wide the table's title may be on its line: up to the first plaque (raised by
    `lift`, for its dealer chip) that a title of `size` would run into, less a gap; None
    when it runs into none (a longer language's «… · eliminated: watching» ran under the
    top seat's chip at 800x480)."""
    x, y, w, h = int(topleft[0]), int(topleft[1]), size[0], size[1]
    ends = [rx for rx, ry, rw, rh in plaques
            if x < rx < x + w and ry - lift < y + h and y < ry + rh]
    return int(min(ends)) - x - 8 if ends else None


def _place_piles(center: Point, places: list, inwards: list, dims, hands: list[Rect],
                 size: tuple[float, float], reserved: list[Rect] = ()) -> list[Point]:
    """Every rim seat's pile at its first candidate spot that is inside the window and clears
    every plaque, every hand, the `reserved` corners (the title column, the menu button) and
    the piles placed before it (least overlap otherwise: first with plaques, hands and
    piles, whose names and cards matter more than the log's last lines, then with the
    corners). Seats are placed round the table one way, then the other, and the way that
    overlaps least is kept: a seat that takes the spot between two plaques first can push
    its neighbour's pile into a corner."""
    ways = [_piles_in_order(center, places, inwards, dims, hands, size, reserved, order)
            for order in (range(len(places)), range(len(places) - 1, -1, -1))]
    return min(ways, key=lambda w: w[1])[0]


def _piles_in_order(center, places, inwards, dims, hands, size, reserved, order):
    """(the piles, their total overlap (with plaques, hands, piles; with corners)) when the
    seats choose in `order`."""
    small_w = dims[2]
    plaques = [pl[0] for pl in places]
    placed: list[Rect] = []
    out: dict[int, Point] = {}
    total = [0.0, 0.0]
    for p in order:
        place = places[p]
        if inwards[p] is None:  # the human: its pile is fixed beside the fan
            out[p] = place[2]
            placed.append(pile_box(place[2], small_w))
            continue
        best, best_cost = None, None
        for c in _pile_candidates(center, place, inwards[p], dims):
            box = pile_box(c, small_w)
            main = sum(_overlap_area(box, r) for r in plaques + hands + placed)
            if box[0] < 0 or box[1] < 0 or box[0] + box[2] > size[0] or box[1] + box[3] > size[1]:
                main += 1e6
            cost = (main, sum(_overlap_area(box, r) for r in reserved))
            if best_cost is None or cost < best_cost:
                best, best_cost = c, cost
            if cost == (0, 0):
                break
        out[p] = best
        placed.append(pile_box(best, small_w))
        total = [total[0] + best_cost[0], total[1] + best_cost[1]]
    return [out[p] for p in range(len(places))], tuple(total)


def _overlap_area(a: Rect, b: Rect) -> float:
    w = min(a[0] + a[2], b[0] + b[2]) - max(a[0], b[0])
    h = min(a[1] + a[3], b[1] + b[3]) - max(a[1], b[1])
    return w * h if w > 0 and h > 0 else 0.0


def _unit(a: Point, b: Point) -> Point:
    dx, dy = b[0] - a[0], b[1] - a[1]
    d = math.hypot(dx, dy) or 1.0
    return dx / d, dy / d


def _trick_spot(center: Point, angle: float, spot: Point, trick_w: float, hands: list[Rect],
                others: list[Point]) -> Point:
    """`spot` moved toward the middle until a trick card there clears every hand: straight down
    (up) for the seats along the top (bottom), sideways for the seats on the sides, or the
    other way when that keeps it further from the spots already placed (`others`)."""
    th = trick_w * CARD_RATIO
    a = math.radians(angle)
    down = (0.0, -math.copysign(1.0, math.sin(a)))
    side = (-math.copysign(1.0, math.cos(a)), 0.0)
    steps = (down, side) if abs(math.sin(a)) >= 0.45 else (side, down)
    limit = int(max(abs(spot[0] - center[0]), abs(spot[1] - center[1])) + th)  # not far past the middle

    def pushed(step) -> tuple[Point, bool]:
        x, y = spot
        for _ in range(limit):
            card = (x - trick_w / 2, y - th / 2, trick_w, th)
            if not any(rects_overlap(card, h) for h in hands):
                return (x, y), True
            x, y = x + step[0], y + step[1]
        return (x, y), False

    def room(p: Point) -> float:
        return min((math.dist(p, o) for o in others), default=math.inf)

    best = None
    for step in steps:
        p, clear = pushed(step)
        if clear and room(p) >= trick_w * 0.75:
            return p
        key = (clear, room(p))
        if best is None or key > best[0]:
            best = (key, p)
    return best[1]


def trick_box(spot: Point, trick_w: float) -> Rect:
    """The box a trick card covers at `spot` (a little wider: cards land slightly turned)."""
    w, h = trick_w * 1.06, trick_w * CARD_RATIO * 1.04
    return (spot[0] - w / 2, spot[1] - h / 2, w, h)


def tricks_overlap(spots: list[Point], trick_w: float) -> bool:
    boxes = [trick_box(p, trick_w) for p in spots]
    return any(rects_overlap(a, b) for i, a in enumerate(boxes) for b in boxes[i + 1:])


def table_layout(width: int, height: int, n: int, human: int | None = 0) -> TableLayout:
    """The whole table for a window of `width` x `height` and `n` seats."""
    w, h = float(max(width, 320)), float(max(height, 240))
    card_w = card_width_for(h)
    card_h = int(round(card_w * CARD_RATIO))
    # nine and ten seats (Brag): smaller backs and plaques, or neighbours touch on small windows
    small_w = int(round(card_w * (0.62 if n <= 4 else 0.52 if n <= 6 else 0.44 if n <= 8 else 0.36)))
    trick_w = int(round(card_w * (0.82 if n <= 4 else 0.7 if n <= 6 else 0.62)))
    cx, cy = w / 2, h * 0.43
    rx, ry = w * 0.455, h * 0.385
    felt = (cx - rx, cy - ry, 2 * rx, 2 * ry)
    center = (cx, cy)
    hand_y = h - card_h * 0.58 - h * 0.035
    hand_span = min(w * 0.42, card_w * 4.6)
    plaque_w = max(120.0, card_w * 1.32) if n <= 8 else max(112.0, card_w * 1.2)
    plaque_h = max(54.0, card_h * 0.40)
    trick_rx = min(rx * 0.40, trick_w * (1.3 + 0.3 * n))
    trick_ry = min(ry * 0.40, trick_w * CARD_RATIO * (0.55 + 0.08 * n))
    dims = (card_w, card_h, small_w, plaque_w, plaque_h)
    places = []
    angles = seat_angles(n, human)
    for p, a in enumerate(angles):
        if human is not None and p == human % n:
            places.append(_human_place(center, hand_y, hand_span, dims))
        else:
            places.append(_rim_place(center, rx, ry, a, dims))
    is_human = [human is not None and p == human % n for p in range(n)]
    hands = [fan_box(cx, hand_y, card_w, card_h, hand_span) if is_human[p]
             else hand_box(places[p][1], small_w) for p in range(n)]
    inwards = [None if is_human[p] else _unit(places[p][1], center) for p in range(n)]
    mb = max(36.0, h * 0.05)
    menu_button = (w - mb - h * 0.015, h * 0.015, mb, mb)
    info = (h * 0.02, h * 0.015)
    # a pile over the title column covered the log's last lines (900x560, 8 seats)
    column = title_column(info, (w, h), [places[p][0] for p in range(n) if not is_human[p]])
    piles = _place_piles(center, places, inwards, dims, hands, (w, h), [column, menu_button])
    seats = []
    base_trick_w = trick_w
    for shrink in (1.0, 0.92, 0.85, 0.78, 0.72, 0.66):  # trick cards never cover one another
        trick_w = int(round(base_trick_w * shrink))
        tricks = [on_oval(center, trick_rx, trick_ry, a) for a in angles]
        for p, a in enumerate(angles):
            tricks[p] = _trick_spot(center, a, tricks[p], trick_w, hands, tricks[:p] + tricks[p + 1:])
        if not tricks_overlap(tricks, trick_w):
            break
    for p, a in enumerate(angles):
        plaque, hand, _, deck, button = places[p]
        pile, trick = piles[p], tricks[p]
        seats.append(SeatPlace(p, a, plaque, hand, trick, pile, deck, button))
    bid_w = min(w * 0.56, max(360.0, card_w * 5.2))
    bid_h = max(130.0, h * 0.205)
    bid_panel = (cx - bid_w / 2, cy + ry * 0.08 - bid_h / 2, bid_w, bid_h)
    message = (cx, hand_y - card_h * 0.62 - max(14.0, h * 0.024))
    code = (w - h * 0.015, h - h * 0.012)
    return TableLayout((int(w), int(h)), felt, center, card_w, card_h, small_w, trick_w,
                       tuple(seats), hand_y, hand_span, bid_panel, message, menu_button, code, info)


def backs_row(center: Point, count: int, card_w: float, *, step: float = 0.28,
              max_angle: float = 10.0) -> list[tuple[float, float, float]]:
    """The other seats' hands: a tight little fan of backs around `center`."""
    if count <= 0:
        return []
    mid = (count - 1) / 2
    tilt = (max_angle / mid) if mid else 0.0
    return [(center[0] + (i - mid) * card_w * step, center[1] + abs(i - mid) * card_w * 0.04,
             -(i - mid) * tilt) for i in range(count)]


def pile_offsets(count: int, card_w: float, *, limit: int = 6) -> list[Point]:
    """Offsets of the backs drawn for a pile of won tricks (a small staggered stack)."""
    return [(i * card_w * 0.09, -i * card_w * 0.06) for i in range(min(count, limit))]


def point_in_rect(p: Point, r: Rect) -> bool:
    return r[0] <= p[0] < r[0] + r[2] and r[1] <= p[1] < r[1] + r[3]


def in_trick_area(p: Point, layout: TableLayout) -> bool:
    """Is `p` over the centre of the felt where a dragged card is played?"""
    cx, cy = layout.center
    rx, ry = layout.felt[2] / 2 * 0.62, layout.felt[3] / 2 * 0.7
    return ((p[0] - cx) / rx) ** 2 + ((p[1] - cy) / ry) ** 2 <= 1.0


def row_of_buttons(area: Rect, count: int, *, max_w: float = 72.0, gap: float = 10.0,
                   height: float = 44.0) -> list[Rect]:
    """`count` equal buttons centred in a row inside `area` (bid buttons)."""
    if count <= 0:
        return []
    bw = min(max_w, (area[2] - gap * (count + 1)) / count)
    total = count * bw + (count - 1) * gap
    x0 = area[0] + (area[2] - total) / 2
    y = area[1] + (area[3] - height) / 2
    return [(x0 + i * (bw + gap), y, bw, height) for i in range(count)]
