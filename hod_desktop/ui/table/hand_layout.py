"""Where a rummy hand's cards go, and where a dragged card would land: PURE functions.

No pygame here (tests run without a display). Used by the Chinchón table:

    slots = hand_slots(cx, y, 8, card_w, span)               # [(x, y), ...] left to right
    i = insertion_index(pointer_x, slots)                      # where a dragged card lands
    others = slots_without(slots, i)                           # the rest slide aside
    runs = meld_runs(keys, meld_of)                            # colour bars under melds
    order = sorted_for_hand(cards, melds)                      # the Ordenar button
    lay = chinchon_layout(1280, 720, 4, human=0)               # piles, buttons, seats
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Hashable, Iterable, Sequence

from .layout import CARD_RATIO, TableLayout, backs_row, hand_box, rects_overlap, table_layout

Point = tuple[float, float]
Rect = tuple[float, float, float, float]


# ---------------------------------------------------------------- the hand row
def hand_step(count: int, card_w: float, max_span: float, *, show: float = 0.58) -> float:
    """Distance between neighbouring card centres: `show` of a card visible, less if the
    span is too narrow (never below a fifth of a card)."""
    if count <= 1:
        return 0.0
    step = card_w * show
    if (count - 1) * step + card_w > max_span:
        step = (max_span - card_w) / (count - 1)
    return max(step, card_w * 0.2)


def hand_slots(cx: float, y: float, count: int, card_w: float, max_span: float, *,
               arc: float = 0.025) -> list[Point]:
    """Card centres of a flat hand row (a gentle arc: the middle a little higher)."""
    if count <= 0:
        return []
    step = hand_step(count, card_w, max_span)
    mid = (count - 1) / 2
    return [(cx + (i - mid) * step, y + arc * card_w * (i - mid) ** 2 / max(1.0, mid))
            for i in range(count)]


def insertion_index(x: float, slots: Sequence[Point]) -> int:
    """The slot whose centre is nearest to `x` (the dragged card's centre)."""
    if not slots:
        return 0
    return min(range(len(slots)), key=lambda i: abs(slots[i][0] - x))


def slots_without(slots: Sequence[Point], hole: int) -> list[Point]:
    """The slots left for the other cards while one card is held over slot `hole`."""
    return [p for i, p in enumerate(slots) if i != hole]


def moved(seq: Sequence, src: int, dst: int) -> list:
    """`seq` with the item at `src` taken out and put back at `dst`."""
    out = list(seq)
    item = out.pop(src)
    out.insert(max(0, min(dst, len(out))), item)
    return out


# ---------------------------------------------------------------- melds on the row
def meld_runs(keys: Sequence[Hashable], meld_of: dict) -> list[tuple[int, int, int]]:
    """(meld index, first, last) for every maximal run of neighbouring cards of one meld."""
    runs: list[tuple[int, int, int]] = []
    start = 0
    for i in range(1, len(keys) + 1):
        cur = meld_of.get(keys[start])
        if i == len(keys) or meld_of.get(keys[i]) != cur:
            if cur is not None:
                runs.append((cur, start, i - 1))
            start = i
    return runs


def meld_index(melds: Iterable[Sequence[Hashable]]) -> dict:
    """card -> index of its meld."""
    return {c: m for m, meld in enumerate(melds) for c in meld}


def sorted_for_hand(cards: Sequence, melds: Sequence[Sequence], *,
                    suit_order: str = "oceb", rank_of: Callable | None = None) -> list:
    """The Ordenar order: each meld together (sets by suit, runs up), longer melds first,
    then the loose cards by suit and rank."""
    def rank(c) -> int:
        return rank_of(c) if rank_of is not None else c.order

    def key(c) -> tuple:
        return (suit_order.find(c.suit), rank(c), getattr(c, "copy", 0))

    left = list(cards)
    out: list = []
    for meld in sorted(melds, key=lambda m: (-len(m), min(key(c) for c in m))):
        group = sorted(meld, key=lambda c: (rank(c), suit_order.find(c.suit)))
        for c in group:
            if c in left:
                left.remove(c)
                out.append(c)
    return out + sorted(left, key=key)


# ---------------------------------------------------------------- the table
@dataclass(frozen=True)
class ChinchonLayout:
    base: TableLayout  # seats, felt, menu button, message line
    size: tuple[int, int]
    card_w: int  # the human's hand
    card_h: int
    pile_w: int  # stock, discard and closing spot
    hand_y: float
    hand_span: float
    stock: Point
    discard: Point
    close_spot: Point
    sort_button: Rect
    close_button: Rect
    plaque: Rect  # the human's plaque
    message: Point

    @property
    def center(self) -> Point:
        return self.base.center

    @property
    def menu_button(self) -> Rect:
        return self.base.menu_button

    def hand(self, count: int) -> list[Point]:
        return hand_slots(self.size[0] / 2, self.hand_y, count, self.card_w, self.hand_span)

    def pile_rect(self, at: Point, grow: float = 1.25) -> Rect:
        w = self.pile_w * grow
        h = self.pile_w * CARD_RATIO * grow
        return (at[0] - w / 2, at[1] - h / 2, w, h)

    def hand_zone(self) -> Rect:
        """Where a card dropped counts as 'in the hand' (a wide band over the hand)."""
        top = self.hand_y - self.card_h * 1.05
        return (0.0, top, float(self.size[0]), self.size[1] - top)


def _clear_piles(base: TableLayout, pile_w: float, cy: float, message_y: float,
                 human: int | None) -> tuple[float, float]:
    """(pile width, centre y) for the stock, discard and closing spot such that the row of
    three piles (and the labels under them) clears the other seats' fanned backs and stays
    above the prompt line: lower first, then smaller (4:3 windows, many players)."""
    cx = base.center[0]
    boxes = []
    for seat in base.seats:
        if seat.seat != human:
            x, y, bw, bh = hand_box(seat.hand, base.small_w, 5)
            pad = base.small_w * 0.18  # tilted backs reach past their upright boxes
            boxes.append((x - pad, y - pad, bw + 2 * pad, bh + 2 * pad))
    for shrink in (1.0, 0.9, 0.8, 0.72, 0.65):
        w = pile_w * shrink
        ph = w * CARD_RATIO
        row = (cx - w * 1.32 - w / 2, 0.0, w * 1.32 * 2.05 + w, ph + 22.0)
        for k in range(0, 40):
            y = cy + k * ph * 0.05
            r = (row[0], y - ph / 2, row[2], row[3])
            if r[1] + r[3] > message_y - 14:
                break
            if not any(rects_overlap(r, b) for b in boxes):
                return w, y
    return pile_w * 0.65, cy


def chinchon_layout(width: int, height: int, n: int, human: int | None = 0) -> ChinchonLayout:
    base = table_layout(width, height, n, human)
    w, h = base.size
    card_w, card_h = base.card_w, base.card_h
    pile_w = base.trick_w
    cx, cy = base.center
    hand_span = min(w * 0.52, card_w * 5.2)
    hand_y = h - card_h * 0.5 - h * 0.07
    # the prompt line sits above the values over a lifted (selected) card, never on them
    message = (cx, hand_y - card_h * 0.66 - 38.0 * h / 720.0)
    pile_w, cy = _clear_piles(base, pile_w, cy, message[1], human)
    gap = pile_w * 1.32
    stock = (cx - gap, cy)
    discard = (cx, cy)
    close_spot = (cx + gap * 1.05, cy)
    half = hand_span / 2
    bw, bh = max(110.0, card_w * 1.12), max(34.0, h * 0.05)
    bx = cx + half + card_w * 0.3
    sort_button = (bx, hand_y - bh * 1.2, bw, bh)
    close_button = (bx, hand_y + bh * 0.2, bw, bh)
    pw, ph = max(120.0, card_w * 1.3), max(54.0, card_h * 0.42)
    plaque = (cx - half - card_w * 0.3 - pw, hand_y - ph / 2, pw, ph)
    return ChinchonLayout(base, (w, h), card_w, card_h, pile_w, hand_y, hand_span, stock,
                          discard, close_spot, sort_button, close_button, plaque, message)


def reveal_rows(area: Rect, rows: int, card_w_max: float) -> tuple[float, list[float]]:
    """Card width and row centre ys for the end-of-hand reveal panel."""
    x, y, w, h = area
    if rows <= 0:
        return card_w_max, []
    row_h = h / rows
    cw = max(24.0, min(card_w_max, row_h * 0.78 / CARD_RATIO))
    return cw, [y + row_h * (i + 0.5) for i in range(rows)]


def row_positions(x0: float, cy: float, groups: Sequence[int], card_w: float, max_w: float,
                  *, step: float = 0.62, gap: float = 0.5) -> list[Point]:
    """Centres for cards laid out in groups (a meld, a meld, then loose cards) from `x0`,
    squeezed to fit `max_w`."""
    total = sum(groups)
    if total == 0:
        return []
    n_gaps = sum(1 for g in groups if g) - 1
    need = (total - 1) * step * card_w + max(0, n_gaps) * gap * card_w + card_w
    k = min(1.0, max(0.1, (max_w - card_w) / (need - card_w))) if need > card_w else 1.0
    out: list[Point] = []
    x = x0 + card_w / 2
    for g in groups:
        for i in range(g):
            if out:
                x += step * card_w * k + (gap * card_w * k if i == 0 else 0.0)
            out.append((x, cy))
    return out


def opponent_backs(center: Point, count: int, card_w: float) -> list[tuple[float, float, float]]:
    """An opponent's 7-8 backs in the footprint the seat layout gives a 5-card hand, so
    the row never runs over the seat's plaque: (x, y, angle) per card."""
    return backs_row(center, count, card_w, step=0.28 * 4 / max(4, count - 1))
