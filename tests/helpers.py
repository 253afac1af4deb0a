"""Shared test helpers: random playthroughs, state snapshots and per-game hooks.

The generic engine suite (`test_engine_generic.py`) runs over every game of the game list
(`hod_desktop/game_list.py`). Two of its checks need to know where a game keeps its
cards: each game supplies them in its own module `tests/game_hooks/<game>.py` (see
`game_hooks/__init__.py`), loaded here into `HOOKS[game]`, with the optional `CHECK_RATE`
and `PREFER` settings. A game without that module is skipped by those two checks with a
message naming it.
"""
from __future__ import annotations

import importlib
import itertools
import importlib.util
import random
from dataclasses import dataclass, fields, is_dataclass
from typing import Callable, Iterator

from game_hooks import GameHooks, all_cards  # noqa: F401  (re-exported for the tests)

from hod_desktop import game_list
from hod_desktop.engine.cards import Card
from hod_desktop.engine.core import GameRules, Match, get_rules

MAX_STEPS = 100_000  # a random game longer than this is taken as one that never ends


def _game_hooks() -> dict[str, object]:
    """`tests/game_hooks/<game>.py` of every game in the game list that has one."""
    out = {}
    for name in game_list.names():
        if importlib.util.find_spec(f"game_hooks.{name}") is not None:
            out[name] = importlib.import_module(f"game_hooks.{name}")
    return out


_MODULES = _game_hooks()
HOOKS: dict[str, GameHooks] = {g: m.HOOKS for g, m in _MODULES.items() if hasattr(m, "HOOKS")}
# Long games are checked at a sample of their steps (the first and last always).
CHECK_RATE: dict[str, float] = {g: m.CHECK_RATE for g, m in _MODULES.items()
                                if hasattr(m, "CHECK_RATE")}
# Random play may lean towards actions that end a hand, so games stay short:
# game -> (predicate on the action text, probability of picking such an action).
PREFER: dict[str, tuple[Callable[[str], bool], float]] = {
    g: m.PREFER for g, m in _MODULES.items() if hasattr(m, "PREFER")}


# ---------------------------------------------------------------- games and options
def game_player_counts() -> list[tuple[str, int]]:
    """(game, players) for every game of the game list and every player count it allows."""
    return [(g, n) for g in game_list.names() for n in player_counts(get_rules(g))]


# Options the generic suite runs over value by value (the others are drawn at random).
SWEPT_OPTIONS: dict[str, tuple[str, ...]] = {"cinco_vidas_espanola": ("mode", "poderes")}


def generic_cases() -> list[tuple[str, int, dict]]:
    """(game, players, fixed options) for every game, player count and combination of the
    swept options' values."""
    cases = []
    for rules in map(get_rules, game_list.names()):
        swept = SWEPT_OPTIONS.get(rules.name, ())
        choices = [next(s.choices for s in rules.options if s.name == name) for name in swept]
        combos = [dict(zip(swept, values)) for values in itertools.product(*choices)]
        for n in player_counts(rules):
            cases += [(rules.name, n, fixed) for fixed in combos]
    return cases


def player_counts(rules: GameRules) -> tuple[int, ...]:
    spec = next(s for s in rules.options if s.name == rules.players_option)
    return tuple(spec.choices)


def random_options(rules: GameRules, players: int, rng: random.Random,
                   fixed: dict | None = None) -> dict:
    """`players` as asked, `fixed` as given; every other option drawn at random."""
    fixed = dict(fixed or {}, **{rules.players_option: players})
    return {s.name: fixed[s.name] if s.name in fixed else rng.choice(s.choices)
            for s in rules.options}


# ---------------------------------------------------------------- playthroughs
@dataclass
class Step:
    """One moment of a random game: `player` is about to apply `action` (both None at the end)."""

    match: Match
    player: int | None
    action: object | None
    index: int
    check: bool = True  # whether the tests should check this step (see CHECK_RATE)


def choose_action(match: Match, rng: random.Random) -> tuple[int, object]:
    """A random acting player and one of its legal actions (leaning as PREFER says)."""
    acting = match.to_act()
    assert acting, f"{match.game}: nobody to act in a state that is not terminal"
    player = rng.choice(acting)
    legal = match.legal_actions(player)
    assert legal, f"{match.game}: player {player} is to act but has no legal action"
    prefer = PREFER.get(match.game)
    if prefer is not None and rng.random() < prefer[1]:
        liked = [a for a in legal if prefer[0](str(a))]
        if liked:
            return player, rng.choice(liked)
    return player, rng.choice(legal)


def random_walk(game: str, options: dict, seed: int, rng: random.Random,
                max_steps: int = MAX_STEPS) -> Iterator[Step]:
    """Play a game with uniformly random legal actions; yield before each action.

    The consumer may inspect (never change) `step.match`; the walk applies the action
    after the consumer resumes it. The last step, at the terminal state, has no action.
    """
    match = Match(game, options, seed)
    rate = CHECK_RATE.get(game, 1.0)
    for i in range(max_steps):
        if match.is_terminal():
            yield Step(match, None, None, i)
            return
        player, action = choose_action(match, rng)
        yield Step(match, player, action, i, i == 0 or rng.random() < rate)
        match.apply(player, action)
    raise AssertionError(f"{game}: a random game did not end within {max_steps} actions")


def play_random(game: str, options: dict, seed: int, rng: random.Random) -> Match:
    """A whole random game; returns the finished match."""
    for step in random_walk(game, options, seed, rng):
        pass
    return step.match


def played(game: str, options: dict, seed: int, n: int) -> Match:
    """A match after its first `n` actions, each the last legal action of the first seat
    to act (the same match every time: for the save and file tests)."""
    m = Match(game, options, seed)
    while len(m.actions) < n:
        p = m.to_act()[0]
        m.apply(p, m.legal_actions(p)[-1])
    return m


def played_by_bots(game: str, players: int, seed: int, level: str = "facil") -> Match:
    """A whole match played by seeded bots of `level` in every seat (the same every time:
    for the results, history and «¿Podría haber ganado?» tests)."""
    from hod_desktop.ai.base import run_to_end
    from hod_desktop.ai.registry import make_bot

    m = Match(game, {"players": players, "level": level}, seed)
    bots = [make_bot(game, level, seed, p) for p in range(players)]
    while not m.is_terminal():
        seat = m.to_act()[0]
        m.apply(seat, run_to_end(bots[seat].decide(m.view(seat))))
    return m


def all_views(match: Match, state=None) -> tuple:
    """The view of every seat (of `state`, by default the match's own)."""
    state = match.state if state is None else state
    return tuple(state.view(p) for p in range(n_players(match)))


def n_players(match: Match) -> int:
    return match.options[match.rules.players_option]


# ---------------------------------------------------------------- snapshots
def freeze(obj):
    """A comparable deep copy of a state's data (lists -> tuples, rngs -> their state)."""
    if isinstance(obj, (str, int, float, bool, type(None), Card)):
        return obj
    if isinstance(obj, random.Random):
        return ("Random", obj.getstate())
    if isinstance(obj, (list, tuple)):
        return tuple(freeze(x) for x in obj)
    if isinstance(obj, dict):
        return ("dict", tuple(sorted(((repr(k), freeze(v)) for k, v in obj.items()))))
    if isinstance(obj, (set, frozenset)):
        return frozenset(freeze(x) for x in obj)
    if is_dataclass(obj):
        return (type(obj).__name__,) + tuple(freeze(getattr(obj, f.name)) for f in fields(obj))
    if hasattr(obj, "__dict__") or hasattr(type(obj), "__slots__"):
        return (type(obj).__name__, freeze(_attrs(obj)))
    return obj


def _attrs(obj) -> dict:
    out = dict(getattr(obj, "__dict__", {}))
    for cls in type(obj).__mro__:
        for name in getattr(cls, "__slots__", ()):
            if hasattr(obj, name) and name not in ("__dict__", "__weakref__"):
                out[name] = getattr(obj, name)
    return out


def snapshot(state) -> tuple:
    """Everything a state holds, frozen: equal snapshots mean equal states."""
    return freeze(state)


# ---------------------------------------------------------------- game modules
def engine_module(game: str):
    """The module that registers a game (it also offers `determinize(view, rng)`)."""
    module = game_list.entry(game).engine_module()
    assert hasattr(module, "determinize"), f"{game}: its engine has no determinize(view, rng)"
    return module


def bot_module(game: str):
    """The module whose `make_bot(level, rng)` builds the game's bots."""
    return game_list.entry(game).bot_module()


def bot_levels(game: str) -> tuple:
    rules = get_rules(game)
    return tuple(next(s for s in rules.options if s.name == "level").choices)


class RecordingRandom(random.Random):
    """A seeded generator that writes down every number it hands out: two runs that draw
    differently (a bot whose search depends on a hidden card) show different records."""

    def __init__(self, seed: int):
        self.draws: list = []
        super().__init__(seed)

    def random(self) -> float:
        x = super().random()
        self.draws.append(("random", x))
        return x

    def getrandbits(self, k: int) -> int:
        x = super().getrandbits(k)
        self.draws.append(("bits", k, x))
        return x
