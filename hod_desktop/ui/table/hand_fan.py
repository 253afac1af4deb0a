"""A hand fanned in a row that reorders by dragging: while a card is held over the hand the
others make room (a hole at the insertion point), and the drop lands where it was let go.
A card brought from outside (the stock, a pile) opens a hole too. Rule-free: it orders
keys; the table turns the new order into an engine action (or keeps it as a local view).

    fan = HandFan(keys)
    fan.hold(key)                      # picked up from the hand (or hold_new(key) from outside)
    fan.hover(x, slots_for)            # slots_for(count) -> [(x, y)]; None x = off the hand
    fan.order()                        # the keys as shown now: the held one over its hole
    fan.slot(key, slots_for)           # where a (not held) card sits now
    new_order = fan.drop()             # the held card at the hole (None: nothing changed)
"""
from __future__ import annotations

from typing import Callable, Hashable, Sequence

from .hand_layout import insertion_index, moved, slots_without

Point = tuple[float, float]


class HandFan:
    def __init__(self, keys: Sequence[Hashable] = ()):
        self.keys: list = list(keys)
        self.held: Hashable | None = None
        self.outside = False  # the held card comes from outside the hand
        self.hole: int | None = None  # insertion index while over the hand, else None

    # ------------------------------------------------------------ state
    def set(self, keys: Sequence[Hashable]) -> None:
        self.keys = list(keys)

    @property
    def holding(self) -> bool:
        return self.held is not None

    def count(self) -> int:
        """Slots the row has now: one more while an outside card is over the hand."""
        return len(self.keys) + (1 if self.outside and self.hole is not None else 0)

    def hold(self, key: Hashable) -> None:
        self.held, self.outside, self.hole = key, False, None

    def hold_new(self, key: Hashable) -> None:
        self.held, self.outside, self.hole = key, True, None

    def hover(self, x: float | None, slots_for: Callable[[int], list[Point]]) -> None:
        """The held card is at `x` over the hand (None: away from it)."""
        if self.held is None:
            return
        if x is None:
            if self.outside:
                self.hole = None
            else:  # a hand card away from the hand keeps its own place open
                self.hole = self.keys.index(self.held) if self.held in self.keys else None
            return
        n = len(self.keys) + (1 if self.outside else 0)
        self.hole = insertion_index(x, slots_for(n))

    def release(self) -> None:
        self.held, self.outside, self.hole = None, False, None

    # ------------------------------------------------------------ reading
    def others(self) -> list:
        return [k for k in self.keys if k != self.held] if not self.outside else list(self.keys)

    def order(self) -> list:
        """The keys as shown: with the held card over its hole while it is over the hand."""
        if self.held is None or self.hole is None:
            return list(self.keys)
        rest = self.others()
        hole = min(self.hole, len(rest))
        return rest[:hole] + [self.held] + rest[hole:]

    def slot(self, key: Hashable, slots_for: Callable[[int], list[Point]]) -> Point:
        """Where card `key` sits now: the others step aside from the hole."""
        if self.held is not None and self.hole is not None:
            rest = self.others()
            slots = slots_without(slots_for(len(rest) + 1), min(self.hole, len(rest)))
            i = rest.index(key) if key in rest else 0
            return slots[min(i, len(slots) - 1)]
        slots = slots_for(len(self.keys))
        i = self.keys.index(key) if key in self.keys else 0
        return slots[min(i, len(slots) - 1)]

    def drop(self) -> list | None:
        """Let go: the new order with the held card at the hole (a hand card), or None when
        the order is unchanged or nothing was over the hand. Clears the hold."""
        held, hole, outside = self.held, self.hole, self.outside
        self.release()
        if held is None or hole is None or outside or held not in self.keys:
            return None
        new = moved(self.keys, self.keys.index(held), hole)
        if new == self.keys:
            return None
        self.keys = new
        return new
