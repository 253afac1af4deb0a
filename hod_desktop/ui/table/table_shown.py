"""What a table of seats with lives shows now: the state as far as the animated events
have reached, not the engine's latest (the engine has dealt again before the last card
has landed). These are the fields every such table has (`TableScene.human_out` reads
`eliminated`, the winners' banner is `banner`); a game's `Shown` adds its own."""
from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(kw_only=True)
class SeatsShown:
    n: int
    lives: list[int]
    dealer: int
    order: tuple[int, ...]  # the seats in play, in playing order
    eliminated: set[int] = field(default_factory=set)
    turn: int | None = None
    winners: tuple[int, ...] = ()
    banner: str | None = None
