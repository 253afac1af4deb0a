"""Actions and events of the Poderes overlay (text forms round-trip through `parse_action`).

- `duel cooperate` / `duel betray`: a duelist's secret choice (the 1-card round);
- `remove Cb` (As de Espadas), `swap Rc` (As de Bastos: swap values with that card),
  `swap Rc 5o` (7 de Oros: swap the values of those two), `pass` (use no power);
- `revive 2` / `revive none`: give one of your lives to eliminated seat 2, or not.

Cards name positions of the trick on the table: with one deck every name is unique.
"""
from __future__ import annotations

from dataclasses import dataclass

from ..cards import SPANISH, Card, parse_card
from ..core import Event
from .duel import BETRAY, CHOICES, COOPERATE


# ---------------------------------------------------------------- actions
@dataclass(frozen=True, slots=True)
class Duel:
    choice: str

    def __str__(self) -> str:
        return f"duel {self.choice}"


@dataclass(frozen=True, slots=True)
class Remove:
    """As de Espadas: take this card out of the trick."""

    card: Card

    def __str__(self) -> str:
        return f"remove {self.card}"


@dataclass(frozen=True, slots=True)
class Swap:
    """As de Bastos (one card: swap values with it) or 7 de Oros (two cards)."""

    cards: tuple[Card, ...]

    def __str__(self) -> str:
        return "swap " + " ".join(str(c) for c in self.cards)

    # The 7 de Oros swaps a pair: "swap 3o Rb" is the listed "swap Rb 3o" (the engine
    # applies both alike), so the two are one action.
    def __eq__(self, other) -> bool:
        if not isinstance(other, Swap):
            return NotImplemented
        return sorted(map(str, self.cards)) == sorted(map(str, other.cards))

    def __hash__(self) -> int:
        return hash(("swap", frozenset(map(str, self.cards))))


@dataclass(frozen=True, slots=True)
class PassPower:
    """Leave the power unused."""

    def __str__(self) -> str:
        return "pass"


@dataclass(frozen=True, slots=True)
class Revive:
    """Give one life to an eliminated seat (None: give none this time)."""

    target: int | None

    def __str__(self) -> str:
        return "revive none" if self.target is None else f"revive {self.target}"


DUEL_COOPERATE, DUEL_BETRAY = Duel(COOPERATE), Duel(BETRAY)
PASS = PassPower()
REVIVE_NONE = Revive(None)


def parse_poderes_action(words: list[str]):
    """The Poderes action these words name, or None when they name none."""
    if len(words) == 2 and words[0] == "duel" and words[1] in CHOICES:
        return DUEL_COOPERATE if words[1] == COOPERATE else DUEL_BETRAY
    if words == ["pass"]:
        return PASS
    if len(words) == 2 and words[0] == "remove":
        return Remove(parse_card(words[1], SPANISH))
    if len(words) in (2, 3) and words[0] == "swap":
        return Swap(tuple(parse_card(w, SPANISH) for w in words[1:]))
    if words == ["revive", "none"]:
        return REVIVE_NONE
    if len(words) == 2 and words[0] == "revive" and words[1].isascii() and words[1].isdigit():
        return Revive(int(words[1]))
    return None


# ---------------------------------------------------------------- events (public facts)
@dataclass(frozen=True, slots=True)
class DuelStarted(Event):
    duelists: tuple[int, int]


@dataclass(frozen=True, slots=True)
class DuelChoiceMade(Event):
    """A duelist has chosen; what, stays secret until both have."""

    player: int


@dataclass(frozen=True, slots=True)
class DuelResolved(Event):
    """Both choices shown; mana and lives as they are now. What each learned is private
    (each duelist's view)."""

    duelists: tuple[int, int]
    choices: tuple[str, str]
    mana: tuple[int, ...]
    lives: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class PowerAsked(Event):
    """The trick waits for a power card's player: `kind` is remove / swap_one / swap_two."""

    player: int
    kind: str
    card: Card


@dataclass(frozen=True, slots=True)
class PowerUsed(Event):
    player: int
    action: str  # the action's text


@dataclass(frozen=True, slots=True)
class AchievementEarned(Event):
    player: int
    key: str
    mana_gained: int
    mana: int  # the bar afterwards
    lives_gained: int
    lives: int


@dataclass(frozen=True, slots=True)
class ReviveOffered(Event):
    """Between sub-rounds: `player` may give a life to one of `targets`."""

    player: int
    targets: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class PlayerRevived(Event):
    giver: int
    player: int
    lives: tuple[int, ...]
