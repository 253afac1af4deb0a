"""Short texts that rise (or sink) from a place and fade: a seat's bid, a life lost
(`TableHud.float_text`). One whose way crosses cards is drawn on a dark chip, as the move
traces are: sinking from under a top seat's plaque, «−1» or «Pierdo» went over that seat's
hand, cream or red words on red card backs that could not be read."""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from ..draw import theme

CHIP = (6, 18, 13)  # the move traces' chip colour


@dataclass
class Floater:
    text: str
    pos: tuple[float, float]
    color: tuple
    t: float = 0.0
    size: float = 1.0
    sink: bool = False  # drift down instead of up (seats along the top edge)
    side: int = 0  # -1 / 1: drift left / right from `pos` (its near edge) instead
    backed: bool | None = None  # on a chip (its way crosses cards); None: not asked yet


def make_room(floaters, pos, sink: bool, side: int, line: float) -> None:
    """The texts still there from the same place move one line on, so two words in a row
    stack instead of overlapping (Poderes 7p: «As de bastos», then «Rey de espadas», one
    over the other at the person's plaque)."""
    for f in floaters:
        if (f.sink, f.side) == (sink, side) and abs(f.pos[0] - pos[0]) < 2 and abs(f.pos[1] - pos[1]) < 2:
            f.pos = (f.pos[0], f.pos[1] + (line if sink else -line))


def text_rect(f: Floater, img: pygame.Surface, rise: float, t: float) -> pygame.Rect:
    """Where the text is at moment `t` (0..1) of its life; `rise`: the whole way in px."""
    way = rise * (1 - (1 - t) ** 2)
    if f.side:
        return img.get_rect(center=(int(f.pos[0] + f.side * (way + img.get_width() / 2)), int(f.pos[1])))
    x = int(f.pos[0])
    y = int(f.pos[1] + way) if f.sink else max(img.get_height() // 2 + 4, int(f.pos[1] - way))
    return img.get_rect(center=(x, y))


def crosses(f: Floater, img: pygame.Surface, rise: float, rects) -> bool:
    """Does the text meet any of `rects` on its way?"""
    way = text_rect(f, img, rise, 0.0).union(text_rect(f, img, rise, 1.0))
    return way.collidelist(list(rects)) >= 0


def chip_for(img: pygame.Surface, s: float, cache: dict) -> pygame.Surface:
    """A dark rounded chip a little larger than the text (one per size)."""
    pad = max(2, int(6 * s))
    size = (img.get_width() + 2 * pad, img.get_height() + pad // 2)
    chip = cache.get(size)
    if chip is None:
        chip = cache[size] = theme.rounded_panel(size, size[1] // 2, CHIP, 210, None)
    return chip
