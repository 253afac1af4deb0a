"""Mana, extra lives and revives (RULES.md §2 "Poderes: mana and achievements").

Achievements fill a player's mana bar. Reaching 5 gives +1 life at once (never above 7)
and resets the bar to 0 (seed 004: «la barra se resetea»): mana above 5 from the same
award is lost, so 4 + 2 gives a life and an empty bar and one award gives at most one
life; at 7 lives the full bar still empties, without the life; mana below 5 carries
over from sub-round to sub-round.
A player with at least 2 lives may, between sub-rounds, give 1 life to an eliminated
player, who comes back with 1 life; each player can be brought back once per game.
The giver earns Reanimador, and Mentor if the one they brought back wins the game.

Readings where RULES.md is silent: losing mana (the duel) never takes the bar below 0.
Once the game is over (the achievements of its last sub-round, Mentor) a full bar
empties without a life too: the results showed a player who was out with «1» life
beside the winner's 1 (Mentor, pl_d).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Mapping, Sequence

MANA_PER_LIFE = 5
MAX_LIVES = 7
MIN_LIVES_TO_GIVE = 2


@dataclass(frozen=True, slots=True)
class ManaChange:
    """A player's bar and lives after a mana change, and the lives it gave."""

    mana: int
    lives: int
    lives_gained: int


def add_mana(mana: int, lives: int, amount: int, cap: int = MAX_LIVES) -> ManaChange:
    """Add (or take, if negative) mana; a bar reaching 5 gives a life (up to `cap`) and
    resets to 0, whatever the award went beyond 5."""
    mana = max(0, mana + amount)
    if mana < MANA_PER_LIFE:
        return ManaChange(mana, lives, 0)
    gained = 1 if lives < cap else 0
    return ManaChange(0, lives + gained, gained)


def can_give_life(lives: Sequence[int], giver: int) -> bool:
    return lives[giver] >= MIN_LIVES_TO_GIVE


def revive_targets(lives: Sequence[int], giver: int, revived_by: Mapping[int, int]) -> tuple[int, ...]:
    """Eliminated players `giver` may bring back now (none if the giver has under 2 lives)."""
    if not can_give_life(lives, giver):
        return ()
    return tuple(p for p, n in enumerate(lives) if n <= 0 and p != giver and p not in revived_by)


def give_life(lives: Sequence[int], giver: int, target: int,
              revived_by: Mapping[int, int]) -> tuple[tuple[int, ...], dict[int, int]]:
    """New lives and `revived_by` map (target -> giver); ValueError if not allowed."""
    if target not in revive_targets(lives, giver, revived_by):
        if target in revived_by:
            raise ValueError(f"player {target} was already brought back once")
        if not can_give_life(lives, giver):
            raise ValueError(f"player {giver} needs at least {MIN_LIVES_TO_GIVE} lives to give one")
        raise ValueError(f"player {target} is not eliminated")
    out = list(lives)
    out[giver] -= 1
    out[target] = 1
    revived = dict(revived_by)
    revived[target] = giver
    return tuple(out), revived


def mentors(winners: Sequence[int], revived_by: Mapping[int, int]) -> tuple[int, ...]:
    """Players who brought back a winner of the game (they earn Mentor), in seat order."""
    return tuple(sorted({revived_by[w] for w in winners if w in revived_by}))
