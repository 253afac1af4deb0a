"""The public view, `view(None)`: what a room's spectator gets, for every game of the game
list, every player count and every swept mode (Poderes on and off), at random positions
of random games. A new game is covered as soon as its entry is in the list (the twin
probes also need its hooks in `tests/game_hooks/<game>.py`).

- Twin states: a state that differs only in cards hidden from the public (one swapped
  by the game's hook) and states dealt from any one seat's view by `determinize` (every
  card that seat cannot see dealt anew) give the very same public view.
- Nothing public that a player cannot see: every card of the public view is in every
  seat's view, except a card on a forehead (the 1-card round), which only its holder
  does not see (a bystander at a real table sees all the foreheads).
- Nothing of a seat's own: no hand, no `my_*` field, no legal action.
- The public view is the same after a JSON round trip and on a replay.
"""
from __future__ import annotations

import os
import random
import sys
from dataclasses import fields, is_dataclass

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from hod_desktop.engine.core import Match, get_rules
from helpers import HOOKS, generic_cases, random_options, random_walk, snapshot

EXAMPLES = int(os.environ.get("HOD_PUBLIC_VIEW_EXAMPLES", "3"))
CASES = generic_cases()
IDS = [f"{g}-{n}p" + "".join(f"-{v}" for v in fixed.values()) for g, n, fixed in CASES]
cases = pytest.mark.parametrize("game,players,fixed", CASES, ids=IDS)
examples = settings(max_examples=EXAMPLES, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow])
seeds = st.integers(min_value=0, max_value=(1 << 40) - 1)


def walk(game: str, players: int, fixed: dict, seed: int, choice_seed: int):
    rng = random.Random(choice_seed)
    options = random_options(get_rules(game), players, rng, fixed)
    return random_walk(game, options, seed, rng), rng


def cards_in(view, deck: set) -> set:
    """Every card (an element of the game's deck) anywhere in a view, nested or not."""
    found: set = set()

    def visit(x) -> None:
        try:
            if x in deck:  # before the containers: a card is a dataclass itself
                found.add(x)
                return
        except TypeError:  # unhashable: a list or a dict, no card
            pass
        if isinstance(x, (tuple, list, frozenset, set)):
            for y in x:
                visit(y)
        elif isinstance(x, dict):
            for k, v in x.items():
                visit(k)
                visit(v)
        elif is_dataclass(x):
            for f in fields(x):
                visit(getattr(x, f.name))

    visit(view)
    return found


def deck_of(game: str, state) -> set:
    return set(HOOKS[game].deck(state))


def hooks_or_skip(game: str):
    if game not in HOOKS:
        pytest.skip(f"{game} has no tests/game_hooks/{game}.py: the card checks need it")
    return HOOKS[game]


# ---------------------------------------------------------------- twin states
@cases
@examples
@given(seed=seeds, choice_seed=seeds)
def test_public_view_is_blind_to_a_hidden_card_swapped(game, players, fixed, seed, choice_seed):
    hooks = hooks_or_skip(game)
    steps, rng = walk(game, players, fixed, seed, choice_seed)
    swaps = 0
    for step in steps:
        if not step.check:
            continue
        state = step.match.state
        changed = hooks.hidden_swap(state, None, rng)
        if changed is None:
            continue
        assert snapshot(changed) != snapshot(state), "the hook changed nothing"
        assert snapshot(changed.view(None)) == snapshot(state.view(None)), (
            f"the public view shows a card hidden from the public (step {step.index})")
        swaps += 1
    assert swaps, f"{game}: no card was ever hidden from the public"


@cases
@examples
@given(seed=seeds, choice_seed=seeds)
def test_public_view_same_in_every_seats_determinized_world(game, players, fixed, seed,
                                                            choice_seed):
    """`determinize(view(p))` deals anew all that seat p cannot see; the public sees no
    more than p (unless a card lies on p's forehead), so its view must not move."""
    hooks = hooks_or_skip(game)
    steps, rng = walk(game, players, fixed, seed, choice_seed)
    checked = 0
    for step in steps:
        if step.action is not None and not (step.check and rng.random() < 0.3):
            continue
        m = step.match
        determinize = sys.modules[type(m.state).__module__].determinize
        deck = deck_of(game, m.state)
        public = m.view(None)
        seen = cards_in(public, deck)
        for seat in rng.sample(range(players), min(players, 3)):
            view = m.view(seat)
            if not seen <= cards_in(view, deck):
                continue  # a card on this seat's forehead: determinize deals it anew
            twin = determinize(view, random.Random(rng.randrange(1 << 30)))
            assert snapshot(twin.view(None)) == snapshot(public), (
                f"the public view changed with cards hidden from seat {seat} "
                f"(step {step.index}): it shows what the seat cannot see")
            checked += 1
        if step.action is None:
            break
    assert checked, f"{game}: no position was checked"


# ---------------------------------------------------------------- what is in it
@cases
@examples
@given(seed=seeds, choice_seed=seeds)
def test_every_public_card_is_seen_by_every_seat(game, players, fixed, seed, choice_seed):
    """Only a card on a forehead may be public and unseen by a seat: its holder's own,
    seen by every other seat."""
    hooks = hooks_or_skip(game)
    steps, _ = walk(game, players, fixed, seed, choice_seed)
    shown = 0
    for step in steps:
        if not step.check:
            continue
        state = step.match.state
        deck = deck_of(game, state)
        public = cards_in(state.view(None), deck)
        shown += bool(public)
        seen = [cards_in(state.view(p), deck) for p in range(players)]
        zones = hooks.zones(state)
        for p in range(players):
            for card in public - seen[p]:
                assert card in zones[f"hand {p}"], (
                    f"the public sees {card!r} that seat {p} cannot see and does not hold "
                    f"(step {step.index})")
                blind = [q for q in range(players) if q != p and card not in seen[q]]
                assert not blind, (
                    f"the public sees seat {p}'s {card!r}, which seats {blind} cannot see "
                    f"(step {step.index})")
    assert shown, f"{game}: the public never saw a card"


@cases
@examples
@given(seed=seeds, choice_seed=seeds)
def test_public_view_holds_nothing_of_a_seat(game, players, fixed, seed, choice_seed):
    steps, rng = walk(game, players, fixed, seed, choice_seed)
    for step in steps:
        if not step.check:
            continue
        m = step.match
        before = snapshot(m.state) if rng.random() < 0.2 else None
        public = m.view(None)
        if before is not None:
            assert snapshot(m.state) == before, "view(None) changed the state"
        assert type(public) is type(m.view(0)), "the public view is another kind of view"
        assert public.viewer is None
        assert public.legal == (), f"the public may act: {public.legal}"
        for f in fields(public):
            value = getattr(public, f.name)
            if f.name == "hand":
                assert not value, f"the public holds a hand {value} (step {step.index})"
            elif f.name.startswith("my_"):
                assert value is None, f"the public has {f.name}={value!r} (step {step.index})"


# ---------------------------------------------------------------- replay
@cases
@examples
@given(seed=seeds, choice_seed=seeds)
def test_public_view_survives_json_and_replay(game, players, fixed, seed, choice_seed):
    steps, rng = walk(game, players, fixed, seed, choice_seed)
    replay = None
    for step in steps:
        m = step.match
        if replay is None:
            replay = Match(game, m.options, m.seed)
        if step.check:
            public = m.view(None)
            assert snapshot(replay.view(None)) == snapshot(public), (
                f"the public view differs on a replay (step {step.index})")
            if rng.random() < 0.2 or step.action is None:
                copy = Match.from_json(m.to_json())
                assert snapshot(copy.view(None)) == snapshot(public), (
                    f"the public view differs after a JSON round trip (step {step.index})")
        if step.action is not None:
            replay.apply(step.player, str(step.action))
    assert replay.to_json() == m.to_json()
