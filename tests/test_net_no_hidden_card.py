"""No hidden card on the wire: what the room sends a seat (and a spectator) depends only
on what that seat may see.

At random positions of random games of every game, player count and mode, the watching
seat q gets a twin state from the engine's own `determinize(view, rng)`: the same view
for q, other hidden cards (other hands, the stock, face-down cards). Two rooms, one on
the real state and one on the twin, get the same action from a seat due to act (one
legal in both). When q's view after the action is the same in both (the action revealed
nothing hidden to q: most actions), every byte sent to q, and to a spectator, must be
the same in both rooms: a hidden card in an event, a view or a message would change
them. (An action whose rules reveal a card, such as a trick turning face-down cards up,
changes q's view itself; those positions are counted apart.)
"""
from __future__ import annotations

import copy
import json
import random

import pytest

from hod_desktop.engine.core import get_rules
from hod_desktop.net.room import PLAYING, Room
from helpers import engine_module, game_player_counts, random_options, random_walk, snapshot

POSITIONS = 12  # per game and player count
GAMES = sorted({g for g, _ in game_player_counts()})


def room_on(match, state) -> Room:
    """A room of people only (no bot moves after the action), every seat connected,
    one spectator, playing `match` from `state`."""
    n = len(state.view(0).hand_sizes) if hasattr(state.view(0), "hand_sizes") else None
    n = match.options[match.rules.players_option] if n is None else n
    room = Room("ABCDEFG", match.game, match.options,
                [{"kind": "you"}] + [{"kind": "friend"}] * (n - 1), spectators=True,
                rng=random.Random(0))
    room.create(0, "p0", 0.0)
    for c in range(1, n):
        room.join(c, f"p{c}", None, 0.0)
    room.watch("S", "s", 0.0)
    m = copy.copy(match)
    m.state, m.actions = state, list(match.actions)
    room.match, room.phase = m, PLAYING
    return room


def wire(out, conn) -> list[str]:
    return [json.dumps(m, sort_keys=True) for c, m in out if c == conn]


def positions(game: str, rng: random.Random):
    determinize = engine_module(game).determinize
    for g, players in game_player_counts():
        if g != game:
            continue
        found = 0
        for _ in range(40):
            if found >= POSITIONS:
                break
            options = random_options(get_rules(game), players, rng)
            for step in random_walk(game, options, rng.randrange(1 << 30), rng):
                if step.action is None or found >= POSITIONS:
                    break
                if rng.random() > 0.1:
                    continue
                state = step.match.state
                q = rng.randrange(players)
                twin = determinize(state.view(q), random.Random(rng.randrange(1 << 30)))
                if snapshot(twin) == snapshot(state):
                    continue  # nothing hidden from q here
                p = rng.choice(state.to_act())
                both = sorted({str(a) for a in state.legal_actions(p)}
                              & {str(a) for a in twin.legal_actions(p)})
                if not both:
                    continue
                found += 1
                yield step.match, copy.deepcopy(state), twin, q, p, rng.choice(both)


@pytest.mark.parametrize("game", GAMES)
def test_what_a_seat_and_a_spectator_receive_does_not_depend_on_what_they_cannot_see(game):
    rng = random.Random(32)
    checked = revealed = spectator_checked = 0
    for match, state, twin, q, p, action in positions(game, rng):
        real, other = room_on(match, state), room_on(match, twin)
        # a seat (re)joining here gets the same bytes
        assert json.dumps(real._started(q)) == json.dumps(other._started(q))
        # a spectator may see what q does not (the cards on the foreheads in a 1-card
        # round of Cinco Vidas): its bytes are compared where the public views agree
        same_public = real._view(None) == other._view(None)
        if same_public:
            assert json.dumps(real._started(None)) == json.dumps(other._started(None))
        out_real = real.handle(p, {"type": "act", "seq": 1, "action": action}, 0.0)
        out_other = other.handle(p, {"type": "act", "seq": 1, "action": action}, 0.0)
        assert wire(out_real, q), "the watching seat got nothing"
        if real.match.view(q) != other.match.view(q):
            revealed += 1  # the rules showed q a card just now: its view says so itself
            continue
        assert wire(out_real, q) == wire(out_other, q), (
            f"{game}: seat {q} was sent something its view does not allow after "
            f"seat {p}'s {action!r}")
        if same_public and real._view(None) == other._view(None):
            spectator_checked += 1
            assert wire(out_real, "S") == wire(out_other, "S"), (
                f"{game}: the spectator was sent something hidden after seat {p}'s "
                f"{action!r}")
        checked += 1
    print(f"{game}: {checked} positions compared byte for byte ({spectator_checked} for the "
          f"spectator too), {revealed} revealing")
    assert checked >= POSITIONS and spectator_checked >= POSITIONS // 2
