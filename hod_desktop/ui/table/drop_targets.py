"""Drop targets: places on the felt where a dragged card turns into an engine action.
Rule-free: each target only knows how to write the action's text for a card; the engine
says yes or no, and a "no" keeps its reason for the table to show.

    targets = DropTargets([DropTarget("discard", rect, lambda c: f"discard {c}"),
                           DropTarget("close", rect2, lambda c: f"close {c}")])
    result = targets.drop(pos, card, try_action)   # try_action(text) -> None or a reason
    result.target, result.action, result.ok, result.reason
    targets.hot(pos)    # the target under the pointer while dragging (to light it up)
    draw_target_frames(surface, [(name, rect)], hot)   # frames round them, the hot one gold
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Sequence

import pygame

from ..draw import theme


@dataclass(frozen=True)
class DropTarget:
    """`area`: a rect, or a function pos -> bool (an oval, a zone that moves with the layout)."""

    name: str
    area: pygame.Rect | tuple | Callable[[tuple], bool]
    action: Callable[[object], str]  # the engine action's text for a card dropped here
    grow: float = 1.0  # a rect is this much larger for the pointer (forgiving drops)

    def contains(self, pos) -> bool:
        if callable(self.area):
            return bool(self.area(pos))
        r = pygame.Rect(self.area)
        if self.grow != 1.0:
            r = r.inflate(int(r.w * (self.grow - 1)), int(r.h * (self.grow - 1)))
        return r.collidepoint(int(pos[0]), int(pos[1]))


@dataclass(frozen=True)
class DropResult:
    target: DropTarget | None  # None: dropped on no target
    action: str | None = None
    ok: bool = False
    reason: str | None = None  # the engine's refusal, when it said no


class DropTargets:
    def __init__(self, targets: Sequence[DropTarget] = ()):
        self.targets = list(targets)
        self.last_refusal: str | None = None

    def at(self, pos) -> DropTarget | None:
        """The first target (in the given order) that holds `pos`."""
        return next((t for t in self.targets if t.contains(pos)), None)

    def hot(self, pos) -> str | None:
        t = self.at(pos)
        return t.name if t is not None else None

    def action_for(self, pos, card) -> str | None:
        t = self.at(pos)
        return t.action(card) if t is not None else None

    def drop(self, pos, card, try_action: Callable[[str], str | None]) -> DropResult:
        """Turn a drop into the target's action and try it; `try_action` returns None when
        the engine accepted it, else the reason (kept in `last_refusal`)."""
        t = self.at(pos)
        if t is None:
            return DropResult(None)
        action = t.action(card)
        reason = try_action(action)
        self.last_refusal = reason
        return DropResult(t, action, reason is None, reason)


def draw_target_frames(surface, rects, hot: str | None) -> None:
    """While a card is carried: a faint frame round each target [(name, rect)], a thick gold
    one round the target under the pointer (`hot`)."""
    for name, r in rects:
        r = pygame.Rect(r)
        over = hot == name
        col = (*theme.GOLD_LIGHT, 255) if over else (*theme.CREAM, 120)
        pygame.draw.rect(surface, col, r, 4 if over else 2, border_radius=r.w // 9)
