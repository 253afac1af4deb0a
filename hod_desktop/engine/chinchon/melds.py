"""Chinchón melds: the one solver the table, the counting and the bots all use.

A meld is a set (3 or 4 cards of one rank, any suits; with two decks a suit may repeat)
or a run (3+ consecutive cards of one suit in the order 1 2 3 4 5 6 7 S C R, no wrap).
Loose cards score their number, figures 10.

`best_arrangement(cards, lay_off_on)` finds the exact minimum of what stays loose when a
hand is split into disjoint melds and the rest may be laid off onto the closer's melds
(a 4th card onto a set of 3; runs extended at either end, card after card).

How it is fast: a hand becomes a sorted tuple of card ids (rank order * 4 + suit; the two
copies of a card share an id), the candidate melds become bitmasks over positions, and a
memoised search over submasks always settles the lowest card first (loose, or in one of
the melds that contain it). Lay-offs are the few subsets that can be attached to the
targets; the answer is the best of `deadwood(all - laid_off)`. Results are cached by the
(multiset, targets) key, so the bots' repeated questions cost a dictionary look-up.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations, product
from typing import Iterable, Sequence

from ..cards import SPANISH, SPANISH_RANKS, SPANISH_SUITS, Card

N_ORDERS = len(SPANISH_RANKS)  # 10: 1..7, S, C, R
_SUIT_INDEX = {s: i for i, s in enumerate(SPANISH_SUITS)}
_ORDER_INDEX = {r: i for i, r in enumerate(SPANISH_RANKS)}
POINTS = tuple((o + 1 if o < 7 else 10) for o in range(N_ORDERS) for _ in SPANISH_SUITS)
CLOSE_MAX = 5  # the one loose card of a close is worth at most this
_ID_CACHE: dict[Card, int] = {}
CARDS_BY_ID = tuple(Card(SPANISH, r, s) for r in SPANISH_RANKS for s in SPANISH_SUITS)


def card_id(card: Card) -> int:
    """0..39: rank order * 4 + suit. The two copies of a card share an id."""
    i = _ID_CACHE.get(card)
    if i is None:
        if card.deck != SPANISH:
            raise ValueError(f"{card} is not a Spanish card")
        i = _ORDER_INDEX[card.rank] * 4 + _SUIT_INDEX[card.suit]
        _ID_CACHE[card] = i
    return i


def card_points(card: Card) -> int:
    """What a loose card costs: figures (S, C, R) 10, the others their number."""
    return POINTS[card_id(card)]


def is_meld(cards: Sequence[Card]) -> bool:
    """A valid set (3-4 of one rank) or run (3+ consecutive of one suit). Plain check."""
    if len(cards) < 3:
        return False
    ids = [card_id(c) for c in cards]
    orders = sorted(i // 4 for i in ids)
    if len(set(orders)) == 1:
        return len(cards) <= 4
    if len({i % 4 for i in ids}) != 1:
        return False
    return orders == list(range(orders[0], orders[0] + len(orders)))


def is_chinchon(cards: Sequence[Card]) -> bool:
    """Seven cards in one run of one suit."""
    return len(cards) == 7 and is_meld(cards) and len({c.rank for c in cards}) == 7


@dataclass(frozen=True, slots=True)
class Arrangement:
    """A hand split into melds, lay-offs (card, index of the target meld) and loose cards.
    `points` is the sum of what stays loose."""

    melds: tuple[tuple[Card, ...], ...]
    loose: tuple[Card, ...]
    points: int
    lay_offs: tuple[tuple[Card, int], ...] = ()

    @property
    def melded(self) -> tuple[Card, ...]:
        return tuple(c for m in self.melds for c in m)


# ---------------------------------------------------------------- id-level solver
def _candidate_melds(ids: tuple[int, ...]) -> list[list[int]]:
    """Meld bitmasks over positions of `ids`, grouped by their lowest position (larger
    melds first within a group)."""
    by_card: list[list[int] | None] = [None] * 40
    for pos, i in enumerate(ids):
        slot = by_card[i]
        if slot is None:
            by_card[i] = [pos]
        else:
            slot.append(pos)
    masks: list[int] = []
    for o in range(0, 40, 4):
        positions = [p for slot in by_card[o:o + 4] if slot for p in slot]
        if len(positions) >= 3:
            for k in (3, 4):
                for combo in combinations(positions, k):
                    masks.append(sum(1 << p for p in combo))
    for suit in range(4):
        segment: list[list[int]] = []
        for o in range(N_ORDERS + 1):
            slot = by_card[o * 4 + suit] if o < N_ORDERS else None
            if slot:
                segment.append(slot)
                continue
            if len(segment) >= 3:
                masks += _run_masks(segment)
            segment = []
    low: list[list[int]] = [[] for _ in ids]
    if len(masks) > 1:
        masks = sorted(set(masks), key=lambda m: (-m.bit_count(), m))
    for m in masks:
        low[(m & -m).bit_length() - 1].append(m)
    return low


def _run_masks(segment: list[list[int]]) -> list[int]:
    """Every run inside a stretch of consecutive orders (one copy of each order)."""
    out = []
    simple = all(len(slot) == 1 for slot in segment)
    for a in range(len(segment) - 2):
        for b in range(a + 3, len(segment) + 1):
            if simple:
                out.append(sum(1 << slot[0] for slot in segment[a:b]))
            else:
                for combo in product(*segment[a:b]):
                    out.append(sum(1 << p for p in combo))
    return out


class _Deadwood:
    """Memoised minimum loose points over submasks of one multiset of ids."""

    __slots__ = ("pts", "low", "memo")

    def __init__(self, ids: tuple[int, ...]):
        self.pts = [POINTS[i] for i in ids]
        self.low = _candidate_melds(ids)
        self.memo: dict[int, tuple[int, int]] = {0: (0, 0)}

    def value(self, mask: int) -> int:
        memo = self.memo
        r = memo.get(mask)
        if r is not None:
            return r[0]
        low = mask & -mask
        i = low.bit_length() - 1
        best, choice = self.pts[i] + self.value(mask ^ low), low
        for m in self.low[i]:
            if m & mask == m:
                v = self.value(mask ^ m)
                if v < best:
                    best, choice = v, m
        memo[mask] = (best, choice)
        return best

    def melds(self, mask: int) -> list[int]:
        """The meld masks of the best arrangement of `mask` (after `value(mask)`)."""
        out = []
        while mask:
            self.value(mask)
            choice = self.memo[mask][1]
            if choice & (choice - 1):
                out.append(choice)
            mask ^= choice
        return out


@lru_cache(maxsize=8192)
def _deadwood(ids: tuple[int, ...]) -> _Deadwood:
    return _Deadwood(ids)


def _layable(ids: tuple[int, ...], targets: tuple[tuple, ...]) -> list[tuple[int, tuple]]:
    """Every way to lay cards off onto the targets: (mask, ((position, target), ...))."""
    by_card: dict[int, list[int]] = {}
    for pos, i in enumerate(ids):
        by_card.setdefault(i, []).append(pos)
    ways: list[tuple[int, tuple]] = [(0, ())]
    for t, target in enumerate(targets):
        options: list[tuple[int, ...]] = [()]
        if target[0] == "s":
            if target[2] == 3:
                options += [(p,) for s in range(4) for p in by_card.get(target[1] * 4 + s, ())]
        else:
            _, suit, lo, hi = target
            downs, ups = _chains(by_card, suit, range(lo - 1, -1, -1)), \
                _chains(by_card, suit, range(hi + 1, N_ORDERS))
            options = [d + u for d in downs for u in ups]
        new = []
        for mask, laid in ways:
            for opt in options:
                m = sum(1 << p for p in opt)
                if not m & mask:
                    new.append((mask | m, laid + tuple((p, t) for p in opt)))
        ways = new
    ways.sort(key=lambda w: w[0].bit_count())
    return ways


def _chains(by_card: dict[int, list[int]], suit: int, orders: Iterable[int]) -> list[tuple]:
    """Position tuples extending a run outward along `orders`, one card after another."""
    chains: list[tuple] = [()]
    frontier: list[tuple] = [()]
    for o in orders:
        positions = by_card.get(o * 4 + suit)
        if not positions:
            break
        frontier = [c + (p,) for c in frontier for p in positions]
        chains += frontier
    return chains


@lru_cache(maxsize=65536)
def _solve(ids: tuple[int, ...], targets: tuple[tuple, ...]) -> tuple[int, tuple, tuple]:
    """(points, meld masks, ((position, target), ...)) for the sorted multiset `ids`."""
    dw = _deadwood(ids)
    full = (1 << len(ids)) - 1
    best = None
    for mask, laid in (_layable(ids, targets) if targets else [(0, ())]):
        v = dw.value(full & ~mask)
        if best is None or v < best[0]:
            best = (v, mask, laid)
    v, mask, laid = best
    return v, tuple(dw.melds(full & ~mask)), laid


def _target_key(meld: Sequence[Card]) -> tuple:
    return _target_key_of_ids(tuple(sorted(card_id(c) for c in meld)))


def _sorted_cards(cards: Iterable[Card]) -> tuple[list[Card], tuple[int, ...]]:
    pairs = sorted(((card_id(c), c.copy), c) for c in cards)
    return [c for _, c in pairs], tuple(k[0] for k, _ in pairs)


def _cards_of(mask: int, cards: list[Card]) -> tuple[Card, ...]:
    return tuple(c for p, c in enumerate(cards) if mask >> p & 1)


def best_arrangement(cards: Iterable[Card], lay_off_on: Sequence[Sequence[Card]] = ()
                     ) -> Arrangement:
    """The arrangement of `cards` leaving the fewest loose points, laying cards off onto
    the melds `lay_off_on` when that helps. Exact; ties prefer fewer lay-offs."""
    hand, ids = _sorted_cards(cards)
    targets = tuple(_target_key(m) for m in lay_off_on)
    points, meld_masks, laid = _solve(ids, targets)
    melds = tuple(_cards_of(m, hand) for m in meld_masks)
    lay_offs = tuple((hand[p], t) for p, t in laid)
    used = {p for p, _ in laid}
    for m in meld_masks:
        used.update(p for p in range(len(hand)) if m >> p & 1)
    loose = tuple(c for p, c in enumerate(hand) if p not in used)
    return Arrangement(melds, loose, points, lay_offs)


# ---------------------------------------------------------------- closing
def _meldable_count(ids: tuple[int, ...]) -> int:
    """How many of the cards belong to at least one possible meld (a quick bound)."""
    present = set(ids)
    per_rank = [0] * N_ORDERS
    for i in ids:
        per_rank[i >> 2] += 1
    n = 0
    for i in ids:
        if per_rank[i >> 2] >= 3:
            n += 1
            continue
        down, up = i - 4 in present, i + 4 in present
        if (down and up) or (down and i - 8 in present) or (up and i + 8 in present):
            n += 1
    return n


_NIBBLES = sum(1 << (4 * o) for o in range(N_ORDERS))  # bit 0 of each rank's 4 bits


def might_close(mask: int, size: int) -> bool:
    """The quick bound of `_close_options` for one deck, on a hand given as a mask of
    card ids (bit `card_id`): at least `size - 2` cards belong to some possible meld (a
    set of 3-4 of their rank, or a run with a neighbour of their suit). False means the
    hand cannot close; True means it has to be solved."""
    counts = (mask & _NIBBLES) + (mask >> 1 & _NIBBLES) + (mask >> 2 & _NIBBLES) \
        + (mask >> 3 & _NIBBLES)  # cards per rank, one nibble each
    sets = mask & ((counts + _NIBBLES) >> 2 & _NIBBLES) * 15  # ranks held 3 or 4 times
    down, up = mask << 4, mask >> 4  # the same suit, one order lower / higher held
    runs = mask & ((down & up) | (down & mask << 8) | (up & mask >> 8))
    return (sets | runs).bit_count() >= size - 2


@lru_cache(maxsize=65536)
def _close_options(ids: tuple[int, ...]) -> tuple[tuple[int, int], ...]:
    """For a sorted multiset of 8 ids, every (thrown position, loose position or -1)
    that leaves seven cards able to close, with the cheapest loose card (-1: all melded)."""
    if _meldable_count(ids) < len(ids) - 2:
        return ()
    dw = _deadwood(ids)
    full = (1 << len(ids)) - 1
    cheap = sorted((p for p in range(len(ids)) if POINTS[ids[p]] <= CLOSE_MAX),
                   key=lambda p: (POINTS[ids[p]], p))
    out = []
    for t in range(len(ids)):
        rest = full ^ (1 << t)
        if dw.value(rest) == 0:
            out.append((t, -1))
            continue
        for x in cheap:
            if x != t and dw.value(rest ^ (1 << x)) == 0:
                out.append((t, x))
                break
    return tuple(out)


def _closing(ids: tuple[int, ...]) -> tuple[int, int, int] | None:
    """(points, mask of the melded cards, loose position or -1) of the close of a sorted
    multiset of 7 ids, the cheapest loose card first; None if it cannot close."""
    dw = _deadwood(ids)
    full = (1 << len(ids)) - 1
    if dw.value(full) == 0:
        return -10, full, -1
    for x in sorted((p for p in range(len(ids)) if POINTS[ids[p]] <= CLOSE_MAX),
                    key=lambda p: (POINTS[ids[p]], p)):
        rest = full ^ (1 << x)
        if dw.value(rest) == 0:
            return POINTS[ids[x]], rest, x
    return None


def closing_arrangement(hand: Iterable[Card]) -> Arrangement | None:
    """How a hand of 7 closes: all melded (points -10), or one loose card worth <= 5
    (points = its value); the cheapest such loose card. None if it cannot close."""
    cards, ids = _sorted_cards(hand)
    found = _closing(ids)
    if found is None:
        return None
    points, rest, x = found
    melds = tuple(_cards_of(m, cards) for m in _deadwood(ids).melds(rest))
    return Arrangement(melds, (cards[x],) if x >= 0 else (), points)


@lru_cache(maxsize=1 << 14)
def closing_of_ids(ids: tuple[int, ...]) -> tuple[int, tuple[tuple[int, ...], ...]] | None:
    """`closing_arrangement` on a sorted id multiset: (points, the shown melds as sorted
    id tuples), or None. The bots' simulator counts a hand with it."""
    found = _closing(ids)
    if found is None:
        return None
    points, rest, _ = found
    melds = tuple(tuple(ids[p] for p in range(len(ids)) if m >> p & 1)
                  for m in _deadwood(ids).melds(rest))
    return points, melds


def loose_after_lay_offs(ids: tuple[int, ...], melds: tuple[tuple[int, ...], ...]) -> int:
    """What a sorted id multiset counts at a close, laying off onto these melds (ids)."""
    return _solve(ids, tuple(_target_key_of_ids(m) for m in melds))[0]


def _target_key_of_ids(ids: tuple[int, ...]) -> tuple:
    orders = [i >> 2 for i in ids]
    if orders[0] == orders[-1]:
        return ("s", orders[0], len(ids))
    return ("r", ids[0] & 3, orders[0], orders[-1])


def can_close(hand: Iterable[Card]) -> bool:
    """True when these 7 cards may be shown to close the hand."""
    return closing_arrangement(hand) is not None


def close_throws(hand: Iterable[Card]) -> list[tuple[Card, Card | None]]:
    """For a hand of 8 (after drawing): every card whose throw leaves a hand that can
    close, with the loose card that would remain (None = all seven melded, -10)."""
    cards, ids = _sorted_cards(hand)
    return [(cards[t], cards[x] if x >= 0 else None) for t, x in _close_options(ids)]


# ---------------------------------------------------------------- quick numbers for bots
def hand_ids(cards: Iterable[Card]) -> tuple[int, ...]:
    """The sorted multiset key of a hand (what the caches below take)."""
    return tuple(sorted(card_id(c) for c in cards))


def _unions(ids: tuple[int, ...]) -> set[int]:
    """The union mask of every packing of disjoint candidate melds (the empty one too)."""
    melds = [m for group in _candidate_melds(ids) for m in group]
    out = {0}
    frontier = [(0, 0)]  # (union, index of the next meld to consider)
    while frontier:
        union, start = frontier.pop()
        for k in range(start, len(melds)):
            m = melds[k]
            if not m & union:
                u = union | m
                out.add(u)
                frontier.append((u, k + 1))
    return out


def _mask_points(mask: int, pts: list[int]) -> int:
    total = 0
    while mask:
        low = mask & -mask
        total += pts[low.bit_length() - 1]
        mask ^= low
    return total


@lru_cache(maxsize=1 << 18)
def deadwood_of(ids: tuple[int, ...]) -> int:
    """Minimum loose points of a sorted id multiset (no lay-offs)."""
    pts = [POINTS[i] for i in ids]
    return sum(pts) - max(_mask_points(u, pts) for u in _unions(ids))


@lru_cache(maxsize=1 << 18)
def after_best_throw(ids: tuple[int, ...]) -> tuple[int, int]:
    """For a sorted multiset of 8: (least deadwood left after throwing one card, the
    cheapest close available: loose points, -10 for all melded, 99 for none)."""
    pts = [POINTS[i] for i in ids]
    n = len(ids)
    full = (1 << n) - 1
    best_gain, close = 0, 99
    for u in _unions(ids):
        free = full & ~u
        if not free:
            continue
        free_pts = [pts[p] for p in range(n) if free >> p & 1]
        gain = _mask_points(u, pts) + max(free_pts)
        if gain > best_gain:
            best_gain = gain
        if len(free_pts) == 1:
            close = -10
        elif len(free_pts) == 2 and close > -10 and min(free_pts) <= CLOSE_MAX:
            close = min(close, min(free_pts))
    return sum(pts) - best_gain, close
