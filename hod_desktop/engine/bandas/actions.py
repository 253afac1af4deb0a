"""Bandas actions (one per player per night), their text form, and the events.

Text form: `alloc P,M,C,E,Z` (thugs on Puerto, Mercado, Casino, Estación, Plaza), then
optionally the trick: `refuerzos`, `<trick>:<district>` or `soborno:<district>:<rival
seat>`, e.g. `alloc 3,2,0,4,1`, `alloc 0,5,5,0,0 navaja:casino`,
`alloc 4,4,2,0,2 soborno:mercado:2`. Trick names: refuerzos, navaja, chivato, soborno,
redada, doble (Doble o nada); districts: puerto, mercado, casino, estacion, plaza.
"""
from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations_with_replacement
from typing import NamedTuple

from ..core import Event
from .resolve import DISTRICTS, REFUERZOS, SOBORNO, TRICKS, DistrictResult, TrickPlay

_DISTRICT_INDEX = {name: i for i, name in enumerate(DISTRICTS)}
MAX_PER_DISTRICT = 99


class Allocate(NamedTuple):
    """A night's secret move: thugs per district and at most one trick with its target."""

    counts: tuple[int, int, int, int, int]
    trick: str | None = None
    district: int | None = None
    rival: int | None = None

    def __str__(self) -> str:
        text = "alloc " + ",".join(map(str, self.counts))
        if self.trick is None:
            return text
        if self.district is None:
            return f"{text} {self.trick}"
        if self.rival is None:
            return f"{text} {self.trick}:{DISTRICTS[self.district]}"
        return f"{text} {self.trick}:{DISTRICTS[self.district]}:{self.rival}"

    @property
    def play(self) -> TrickPlay | None:
        return None if self.trick is None else TrickPlay(self.trick, self.district, self.rival)

    @property
    def placed(self) -> int:
        return sum(self.counts)


def _number(word: str, what: str) -> int:
    if not (word.isascii() and word.isdigit()) or len(word) > 2:
        raise ValueError(f"{what} must be a whole number from 0 to {MAX_PER_DISTRICT}, not {word!r}")
    return int(word)


def parse_action(text: str) -> Allocate:
    """`alloc 3,2,0,4,1`, `alloc 3,2,0,4,1 navaja:puerto`, `alloc ... soborno:mercado:2`.

    Checks the form only (five counts, a known trick with the target it needs); whether
    the player has the thugs and the trick is checked by the state."""
    words = text.split(" ")
    if len(words) not in (2, 3) or words[0] != "alloc":
        raise ValueError(f"not a Bandas move: {text!r} (try 'alloc 3,2,0,4,1' or "
                         "'alloc 3,2,0,4,1 navaja:puerto')")
    parts = words[1].split(",")
    if len(parts) != len(DISTRICTS):
        raise ValueError("give five thug counts: Puerto, Mercado, Casino, Estación, Plaza")
    counts = tuple(_number(w, "a thug count") for w in parts)
    if len(words) == 2:
        return Allocate(counts)
    bits = words[2].split(":")
    trick = bits[0]
    if trick not in TRICKS:
        raise ValueError(f"no trick is called {trick!r} (tricks: {', '.join(TRICKS)})")
    if trick == REFUERZOS:
        if len(bits) != 1:
            raise ValueError("Refuerzos takes no district: it adds 3 thugs for the night")
        return Allocate(counts, trick)
    if len(bits) < 2 or bits[1] not in _DISTRICT_INDEX:
        raise ValueError(f"{trick} needs a district ({', '.join(DISTRICTS)}), "
                         f"e.g. {trick}:puerto")
    district = _DISTRICT_INDEX[bits[1]]
    if trick == SOBORNO:
        if len(bits) != 3:
            raise ValueError("a bribe needs a rival: soborno:<district>:<rival seat>")
        return Allocate(counts, trick, district, _number(bits[2], "the rival seat"))
    if len(bits) != 2:
        raise ValueError(f"{trick} takes a district only, e.g. {trick}:puerto")
    return Allocate(counts, trick, district)


# ---------------------------------------------------------------- the listed menu
def _block_splits() -> list[tuple[int, ...]]:
    """Every way to put three blocks of three thugs on the five districts (35)."""
    out = []
    for combo in combinations_with_replacement(range(len(DISTRICTS)), 3):
        counts = [0] * len(DISTRICTS)
        for d in combo:
            counts[d] += 3
        out.append(tuple(counts))
    return out


BLOCK_SPLITS = tuple(_block_splits())
_MENUS: dict[int, tuple[Allocate, ...]] = {}


def menu(n_players: int) -> tuple[Allocate, ...]:
    """The fixed menu of moves `legal_actions` lists: each block split of nine thugs
    (always affordable: nobody has fewer than nine) with no trick or with any trick on
    any target. Every other allocation within the rules is legal too, just not listed."""
    cached = _MENUS.get(n_players)
    if cached is None:
        plays: list[tuple] = [()]
        for trick in TRICKS:
            if trick == REFUERZOS:
                plays.append((trick,))
            elif trick == SOBORNO:
                plays += [(trick, d, r) for d in range(len(DISTRICTS)) for r in range(n_players)]
            else:
                plays += [(trick, d) for d in range(len(DISTRICTS))]
        cached = _MENUS[n_players] = tuple(Allocate(c, *pl) for c in BLOCK_SPLITS for pl in plays)
    return cached


# ---------------------------------------------------------------- events
class NightReport(NamedTuple):
    """Everything public about a revealed night: shown on the table and kept in views.

    `values`: the five values that counted (doubled on night 7, the Casino's true one);
    `thugs`: what each player had to place; `allocations[p]`: p's five counts;
    `plays[p]`: p's trick or None; `results`: the five `DistrictResult`s in reveal order;
    `drew`: the seat that drew a trick for the Mercado (None if nobody did);
    `scores`: everyone's score after the night."""

    night: int
    values: tuple[int, ...]
    thugs: tuple[int, ...]
    allocations: tuple[tuple[int, ...], ...]
    plays: tuple[TrickPlay | None, ...]
    results: tuple[DistrictResult, ...]
    drew: int | None
    scores: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class NightBegan(Event):
    """A night starts: the shown values (Casino None), whether doubled, thugs per seat."""

    night: int
    values: tuple[int | None, ...]
    doubled: bool
    thugs: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class MoveConfirmed(Event):
    """A player confirmed their move; what it is stays secret until the reveal."""

    player: int


@dataclass(frozen=True, slots=True)
class NightRevealed(Event):
    report: NightReport


@dataclass(frozen=True, slots=True)
class DeckReshuffled(Event):
    """The trick deck ran out and the discard pile became the new deck."""

    size: int


@dataclass(frozen=True, slots=True)
class GameOver(Event):
    """`ranking`: (seat, points, districts owned, unused tricks) best first."""

    winners: tuple[int, ...]
    ranking: tuple[tuple[int, int, int, int], ...]
