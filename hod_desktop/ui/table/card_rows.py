"""Rows of card groups, as an end-of-round reveal lays every player's cards out (a row per
player, its groups side by side with a small gap between them), and the cards that move
from one row to another (a card laid off from its owner's row onto another player's group).

A card listed in two rows, `to_row` and another, starts in the other row (its owner's) and
moves to its place in `to_row`: `moves` are (card, start, end) in row order, `start_row`
says which row each moved card left. Where it left stays marked by a ghost slot.

Rule-free: the game says what is in each row, in which groups, and which row cards join.
"""
from __future__ import annotations

from typing import Callable, Hashable, Sequence

from .card_marks import draw_ghost
from .hand_layout import row_positions


class CardRows:
    def __init__(self, rows: Sequence[Sequence[Sequence[Hashable]]], x0: float, ys: Sequence[float],
                 cw: float, max_w: float, to_row: int = 0) -> None:
        """`rows`: each row's groups of cards; the rows' centres `ys`, their cards from `x0`
        at width `cw`, each row squeezed into `max_w` (`row_positions`)."""
        self.cw = cw
        self.row_places = [dict(zip([c for g in groups for c in g],
                                    row_positions(x0, y, [len(g) for g in groups], cw, max_w)))
                           for groups, y in zip(rows, ys)]
        end = self.row_places[to_row] if self.row_places else {}
        self.places = dict(end)  # card -> where it starts: a moved card in its owner's row
        self.moves: list[tuple[Hashable, tuple, tuple]] = []
        self.start_row: dict = {}
        for r, row in enumerate(self.row_places):
            if r == to_row:
                continue
            self.places.update(row)
            for c, place in row.items():
                if c in end:
                    self.moves.append((c, place, end[c]))
                    self.start_row[c] = r

    def order_in(self, row: int) -> dict:
        """card -> its index in `row`, left to right (the layer it lands on)."""
        return {c: i for i, c in enumerate(self.row_places[row])}

    def draw_ghosts(self, surface, color_of: Callable[[Hashable], tuple], s: float, blit_text) -> None:
        """A dashed slot with an arrow where each moved card was, in `color_of(card)`."""
        for c, start, _end in self.moves:
            draw_ghost(surface, start, self.cw, color_of(c), s, blit_text)
