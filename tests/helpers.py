"""Shared test helpers: random playthroughs, state snapshots and per-game hooks.

The generic engine suite (`test_engine_generic.py`) runs over every registered game.
Two of its checks need to know where a game keeps its cards, so each game supplies
hooks here (`HOOKS[game]`):

- `deck(state)`: every card the game plays with (a multiset);
- `zones(state)`: every card the state holds, zone by zone (hands, trick, stock...);
  the suite checks that the zones together are exactly the deck;
- `hidden_swap(state, seat, rng)`: a clone of `state` in which one card `seat` cannot
  see has changed (swapped between two hidden hands, or with the undealt cards), or
  None when nothing is hidden from `seat`; the suite checks the seat's view is equal.

A game without hooks is skipped by those two checks with a message naming it.
"""
from __future__ import annotations

import itertools
import random
from collections import Counter
from dataclasses import dataclass, fields, is_dataclass
from typing import Callable, Iterator

from hod_desktop.engine.cards import Card
from hod_desktop.engine.core import GameRules, Match, all_rules

MAX_STEPS = 100_000  # a random game longer than this is taken as one that never ends

# Long games are checked at a sample of their steps (the first and last always).
CHECK_RATE: dict[str, float] = {"chinchon": 0.04}
# Random play may lean towards actions that end a hand, so games stay short:
# game -> (predicate on the action text, probability of picking such an action).
PREFER: dict[str, tuple[Callable[[str], bool], float]] = {
    "chinchon": (lambda text: text.startswith("close"), 0.9),
}


# ---------------------------------------------------------------- games and options
def game_player_counts() -> list[tuple[str, int]]:
    """(game, players) for every registered game and every player count it allows."""
    return [(r.name, n) for r in all_rules() for n in player_counts(r)]


def player_counts(rules: GameRules) -> tuple[int, ...]:
    spec = next(s for s in rules.options if s.name == rules.players_option)
    return tuple(spec.choices)


def random_options(rules: GameRules, players: int, rng: random.Random) -> dict:
    """`players` as asked; every other option drawn at random from its choices."""
    return {s.name: players if s.name == rules.players_option else rng.choice(s.choices)
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


# ---------------------------------------------------------------- per-game hooks
@dataclass(frozen=True)
class GameHooks:
    deck: Callable[[object], list[Card]]
    zones: Callable[[object], dict[str, list[Card]]]
    hidden_swap: Callable[[object, int, random.Random], object | None]


def all_cards(zones: dict[str, list[Card]]) -> list[Card]:
    return list(itertools.chain.from_iterable(zones.values()))


def _remove_once(cards: list[Card], card: Card) -> None:
    for i, c in enumerate(cards):
        if c == card:
            del cards[i]
            return
    raise AssertionError(f"{card!r} not found")


# -- Cinco Vidas: hands, the trick, cards played earlier this round; the rest is undealt
def _cv_deck(state) -> list[Card]:
    from hod_desktop.engine.cards import french_deck

    return french_deck()


def _cv_dealt(state) -> dict[str, list[Card]]:
    zones = {f"hand {p}": list(state.hands[p]) for p in range(state.n)}
    trick = [c for _, c in state.trick]
    played = list(state.played)
    assert played[len(played) - len(trick):] == trick, (
        f"the trick {trick} is not the end of the cards played this round {played}")
    zones["trick"] = trick
    zones["played earlier this round"] = played[:len(played) - len(trick)]
    return zones


def _cv_zones(state) -> dict[str, list[Card]]:
    """Cinco Vidas deals each round from a fresh deck, so the cards not in a hand and not
    played this round are the undealt rest. While a round runs, the dealt cards must be
    exactly `size` per live player: a card that vanished would show here."""
    from hod_desktop.engine import cinco_vidas as cv

    zones = _cv_dealt(state)
    dealt = all_cards(zones)
    if state.phase != cv.OVER:
        expected = state.size * len(state.order)
        assert len(dealt) == expected, (
            f"{len(dealt)} cards dealt or played this round, expected {expected}")
    rest = Counter(_cv_deck(state))
    rest.subtract(Counter(dealt))
    zones["undealt"] = [c for c, k in rest.items() for _ in range(max(k, 0))]
    return zones


def _cv_hidden_swap(state, seat: int, rng: random.Random):
    """In a normal round the other players' hands and the undealt cards are hidden from
    `seat`; in the 1-card round only the seat's own card (and the undealt ones)."""
    from hod_desktop.engine import cinco_vidas as cv

    if state.phase == cv.OVER:
        return None
    blind = state.size == 1
    hidden = [p for p in state.order if state.hands[p] and ((p == seat) if blind else (p != seat))]
    if not hidden:
        return None
    new = state.clone()
    if len(hidden) >= 2 and rng.random() < 0.5:
        a, b = rng.sample(hidden, 2)
        i, j = rng.randrange(len(new.hands[a])), rng.randrange(len(new.hands[b]))
        new.hands[a][i], new.hands[b][j] = new.hands[b][j], new.hands[a][i]
        return new
    undealt = _cv_zones(state)["undealt"]
    p = rng.choice(hidden)
    i = rng.randrange(len(new.hands[p]))
    new.hands[p][i] = rng.choice(undealt)
    return new


HOOKS: dict[str, GameHooks] = {
    "cinco_vidas": GameHooks(_cv_deck, _cv_zones, _cv_hidden_swap),
}


# ---------------------------------------------------------------- Cinco Vidas set-ups
def cv_seed_with_dealer(players: int, dealer: int) -> int:
    """The first seed whose first dealer is `dealer` (the dealer is drawn from the seed)."""
    for seed in range(10_000):
        if Match("cinco_vidas", {"players": players}, seed).state.dealer == dealer:
            return seed
    raise AssertionError("no seed found")


def cv_rig(match: Match, *, size: int | None = None, dealer: int | None = None,
           lives: list[int] | None = None, hands: dict[int, str] | None = None) -> list:
    """Start a fresh Cinco Vidas round on `match` with the given round size, dealer,
    lives and (some) hands, e.g. `hands={0: "Ks 2h", 1: "7c 7d"}`. Returns the events of
    the deal. Uses the state's round machinery, so order and hand sizes are the engine's."""
    from hod_desktop.engine import cinco_vidas as cv
    from hod_desktop.engine.cards import FRENCH, parse_cards

    s = match.state
    if lives is not None:
        s.lives = list(lives)
    if size is not None:
        s.round_no = cv.ROUND_SIZES.index(size) - 1  # _start_round moves on to the next one
    else:
        s.round_no -= 1
    if dealer is not None:
        s.dealer = dealer
    events = s._start_round(first=True)
    if hands:
        for p, text in hands.items():
            cards = parse_cards(text, FRENCH)
            assert len(cards) == len(s.hands[p]), f"player {p} must get {len(s.hands[p])} cards"
            s.hands[p] = cards
        rest = Counter(c for h in s.hands for c in h)
        assert max(rest.values()) == 1, "a card was dealt twice in the rigged hands"
        others = [p for p in s.order if p not in hands]
        if others:  # re-deal the unrigged hands from what is left, so no card repeats
            pool = [c for c in cv.french_deck() if c not in {c for p in hands for c in s.hands[p]}]
            for p in others:
                s.hands[p] = [pool.pop() for _ in range(len(s.hands[p]))]
    return events


def cv_bid_all(match: Match, bids: list[int] | dict[int, int]) -> list:
    """Bid in the engine's order; `bids` by seat (list or dict). Returns all events."""
    events: list = []
    round_no = match.state.round_no
    while match.state.phase == "bidding" and match.state.round_no == round_no:
        p = match.to_act()[0]
        events += match.apply(p, f"bid {bids[p]}")
    return events


# -- Chinchón: hands, stock, discard pile and the card thrown face down at a close
def _ch_deck(state) -> list[Card]:
    from hod_desktop.engine.cards import spanish_deck

    return spanish_deck(copies=2 if state.two_decks else 1)


def _ch_zones(state) -> dict[str, list[Card]]:
    zones = {f"hand {p}": list(state.hands[p]) for p in range(state.n)}
    zones["stock"] = list(state.stock)
    zones["discard pile"] = list(state.pile)
    zones["closed face down"] = [state.closed_card] if state.closed_card is not None else []
    return zones


def _ch_hidden_swap(state, seat: int, rng: random.Random):
    """Hidden from `seat` while a hand is played: the other hands except the cards they
    took from the discard pile (public), and the stock (contents and order). After a
    count the hands are shown, so only the stock and the face-down closing card stay hidden
    (the latter from everyone but the closer)."""
    from hod_desktop.engine import chinchon as ch

    if state.phase == ch.OVER:
        return None
    spots: list[tuple] = [("stock", i) for i in range(len(state.stock))]
    if state.phase in (ch.DRAW, ch.DISCARD):
        for p in state.order:
            if p != seat:
                spots += [("hand", p, i) for i, c in enumerate(state.hands[p])
                          if c not in state.known[p]]
    elif state.closed_card is not None and state.last_result is not None \
            and state.last_result.closer != seat:
        spots.append(("closed",))
    if len(spots) < 2:
        return None
    new = state.clone()

    def get(spot):
        if spot[0] == "stock":
            return new.stock[spot[1]]
        if spot[0] == "hand":
            return new.hands[spot[1]][spot[2]]
        return new.closed_card

    def put(spot, card):
        if spot[0] == "stock":
            new.stock[spot[1]] = card
        elif spot[0] == "hand":
            new.hands[spot[1]][spot[2]] = card
        else:
            new.closed_card = card

    for _ in range(20):  # prefer two spots in different zones holding different names
        a, b = rng.sample(spots, 2)
        if a[:2] != b[:2] and str(get(a)) != str(get(b)):
            break
    ca, cb = get(a), get(b)
    put(a, cb)
    put(b, ca)
    return new


HOOKS["chinchon"] = GameHooks(_ch_deck, _ch_zones, _ch_hidden_swap)


# ---------------------------------------------------------------- game modules
def engine_module(game: str):
    """The module that registers a game (it also offers `determinize(view, rng)`)."""
    import importlib

    rules = next(r for r in all_rules() if r.name == game)
    module = importlib.import_module(rules.new_state.__module__)
    assert hasattr(module, "determinize"), f"{game}: its engine has no determinize(view, rng)"
    return module


def bot_module(game: str):
    """The module whose `make_bot(level, rng)` builds the game's bots."""
    import importlib

    return importlib.import_module(f"hod_desktop.ai.{game}")


def bot_levels(game: str) -> tuple:
    rules = next(r for r in all_rules() if r.name == game)
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
