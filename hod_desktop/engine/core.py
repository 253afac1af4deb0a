"""The contract every game engine follows, and the `Match` that records and replays it.

A game module exposes a `RULES` object (a `GameRules`): static facts, option parsing,
`new_state(options, seed)` and `parse_action(text)`. Its state offers `to_act()`,
`legal_actions(player)`, `apply(player, action) -> events`, `view(player)` (`view(None)`:
what every player sees), `is_terminal()` and `winners()`. Randomness comes only from the
seed, so a match is defined by (game, options, seed, actions) and replays exactly.
"""
from __future__ import annotations

import json
import random
from dataclasses import dataclass
from typing import Any, Callable, Protocol

SAVE_VERSION = 1


class IllegalAction(ValueError):
    """An action the rules do not allow now. The state is left unchanged."""


class SaveError(ValueError):
    """A save that cannot be loaded: not JSON, wrong shape, newer version, or an illegal action."""


@dataclass(frozen=True, slots=True)
class Event:
    """Something that happened, for the UI to animate. Events carry only public facts."""


@dataclass(frozen=True, slots=True)
class OptionSpec:
    """One setup option: its name, the allowed values (first of `choices` order) and default."""

    name: str
    choices: tuple
    default: Any


class GameState(Protocol):
    def to_act(self) -> tuple[int, ...]: ...
    def legal_actions(self, player: int) -> list: ...
    def apply(self, player: int, action) -> list[Event]: ...
    def view(self, player: int | None): ...  # None: the public view (a spectator's)
    def is_terminal(self) -> bool: ...
    def winners(self) -> tuple[int, ...]: ...


@dataclass(frozen=True)
class GameRules:
    """Static description of one game (OpenSpiel's GameType/Game, in small)."""

    name: str  # machine name: "cinco_vidas"
    code: str  # two letters for deal codes: "CV"
    options: tuple[OptionSpec, ...]
    new_state: Callable[[dict, int], Any]
    parse_action: Callable[[str], Any]
    players_option: str = "players"
    # (n, seat 0's first view) -> the game's engine.rounds.RoundReader: its per-round results
    round_reader: Callable[[int, Any], Any] | None = None

    def normalize_options(self, options: dict | None) -> dict:
        """Fill defaults and reject unknown names or values with a clear message."""
        options = dict(options or {})
        out = {}
        for spec in self.options:
            value = options.pop(spec.name, spec.default)
            if value not in spec.choices or type(value) is not type(spec.default):
                raise ValueError(
                    f"{self.name}: option {spec.name}={value!r} is not one of {list(spec.choices)}"
                )
            out[spec.name] = value
        if options:
            raise ValueError(f"{self.name}: unknown options {sorted(options)}")
        return out


_REGISTRY: dict[str, GameRules] = {}


def register(rules: GameRules) -> GameRules:
    _REGISTRY[rules.name] = rules
    return rules


def get_rules(name: str) -> GameRules:
    from . import games  # noqa: F401  (imports every game module so they register)

    try:
        return _REGISTRY[name]
    except KeyError:
        raise ValueError(f"unknown game {name!r}; known: {sorted(_REGISTRY)}") from None


def all_rules() -> list[GameRules]:
    from . import games  # noqa: F401

    return list(_REGISTRY.values())


class Match:
    """A game in progress: rules + options + seed + the actions so far.

    `apply` validates through the state, records the action's text and returns events.
    `to_json`/`from_json` are the save format: {version, game, options, seed, actions},
    and `notes` when a table left any.
    """

    def __init__(self, game: str, options: dict | None = None, seed: int = 0):
        self.rules = get_rules(game)
        self.options = self.rules.normalize_options(options)
        self.seed = int(seed)
        self.state = self.rules.new_state(self.options, self.seed)
        self.actions: list[tuple[int, str]] = []
        # what a table keeps with the match across a restart and the engine never reads
        # (the person's unconfirmed plan): JSON values only, not part of the replay
        self.notes: dict[str, Any] = {}

    @property
    def game(self) -> str:
        return self.rules.name

    def to_act(self) -> tuple[int, ...]:
        return self.state.to_act()

    def legal_actions(self, player: int) -> list:
        return self.state.legal_actions(player)

    def view(self, player: int | None):
        """What seat `player` may see; `None` is the public view: only what every player
        sees (a room's spectators get it)."""
        return self.state.view(player)

    def is_terminal(self) -> bool:
        return self.state.is_terminal()

    def winners(self) -> tuple[int, ...]:
        return self.state.winners()

    def apply(self, player: int, action) -> list[Event]:
        """Apply an action object or its text form. Raises IllegalAction; state unchanged."""
        if isinstance(action, str):
            try:
                action = self.rules.parse_action(action)
            except ValueError as e:
                raise IllegalAction(str(e)) from None
        events = self.state.apply(player, action)
        self.actions.append((player, str(action)))
        return events

    def moves_by(self, player: int) -> int:
        """How many of the actions so far are `player`'s (0: that seat has not moved yet)."""
        return sum(1 for p, _ in self.actions if p == player)

    def to_dict(self) -> dict:
        data = {
            "version": SAVE_VERSION,
            "game": self.game,
            "options": self.options,
            "seed": self.seed,
            "actions": [[p, a] for p, a in self.actions],
        }
        if self.notes:
            data["notes"] = self.notes
        return data

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), separators=(",", ":"), sort_keys=True)

    @classmethod
    def from_dict(cls, data: Any) -> "Match":
        if not isinstance(data, dict):
            raise SaveError("save is not a JSON object")
        version = data.get("version")
        if type(version) is not int:  # not bool, not float
            raise SaveError("save has no version number")
        if version > SAVE_VERSION:
            raise SaveError(f"save version {version} is newer than this app ({SAVE_VERSION})")
        game, options, seed = data.get("game"), data.get("options"), data.get("seed")
        if not isinstance(game, str):
            raise SaveError(f"save does not name a game: {game!r}")
        if options is not None and not isinstance(options, dict):
            raise SaveError(f"save options are not a JSON object: {options!r}")
        if type(seed) is not int:
            raise SaveError(f"save seed is not a whole number: {seed!r}")
        try:
            match = cls(game, options, seed)
        except (KeyError, TypeError, ValueError) as e:
            raise SaveError(f"save header is not valid: {e}") from None
        actions = data.get("actions")
        if not isinstance(actions, list):
            raise SaveError("save has no action list")
        for i, item in enumerate(actions):
            if not (isinstance(item, list) and len(item) == 2 and type(item[0]) is int
                    and isinstance(item[1], str)):
                raise SaveError(f"action {i} is malformed: {item!r}")
            try:
                match.apply(item[0], item[1])
            except IllegalAction as e:
                raise SaveError(f"action {i} ({item[1]!r}) is illegal on replay: {e}") from None
        notes = data.get("notes")
        if isinstance(notes, dict):  # anything else is dropped: the match itself is whole
            match.notes = notes
        return match

    @classmethod
    def from_json(cls, text: str) -> "Match":
        try:
            data = json.loads(text)
        except (json.JSONDecodeError, UnicodeDecodeError) as e:
            raise SaveError(f"save is not JSON: {e}") from None
        except RecursionError:
            raise SaveError("save is not JSON this app can read: nested too deeply") from None
        return cls.from_dict(data)


def check_player(state, player: int) -> None:
    """Shared validation: the player exists and is due to act."""
    if player not in state.to_act():
        if state.is_terminal():
            raise IllegalAction("the game is over")
        raise IllegalAction(f"it is not player {player}'s turn (waiting for {list(state.to_act())})")


def require(cond: bool, reason: str) -> None:
    if not cond:
        raise IllegalAction(reason)


def rng_key(seed: int, *parts: int) -> int:
    """The seed of the generator of one chance event (see `rng_for`)."""
    key = seed
    for p in parts:
        key = (key * 1_000_003 + p + 1) & 0xFFFFFFFFFFFF
    return key


def rng_for(seed: int, *parts: int) -> random.Random:
    """A seeded generator for one chance event (a deal), independent of earlier play."""
    return random.Random(rng_key(seed, *parts))
