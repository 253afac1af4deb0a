"""Bandas (RULES.md §4): thugs over five districts, secret moves, seven nights.

Every night all players move at once: `to_act()` lists those still to confirm, the engine
takes their moves in any order and shows nothing of a confirmed move to anyone else
until the last one is in; then the five districts are resolved in order (Puerto,
Mercado, Casino, Estación, Plaza) by `resolve_district` and the next night begins.
Action text: see `actions` (`alloc 3,2,0,4,1 soborno:mercado:2`).

Decisions where the rules are silent:
- `legal_actions` lists a fixed menu (every split of nine thugs in blocks of three,
  with no trick or any held trick on any target): any other allocation is legal too
  when the player has the thugs, and `check(player, action)` says why one is not. Nine
  thugs are always affordable, so a listed move never becomes illegal by the count.
- Reinforcements when everyone is tied (night 2 after a night where nobody scored):
  everyone is tied for last, so everyone gets 12; nobody is a sole leader.
- Bribes are worked out on the counts before any bribe (A bribes B while B bribes A:
  both take half of what the other placed). With several bribes on one rival they apply
  in seat order and none takes more than is left.
- A Redada voids the district: Doble o nada there loses its 3 points, nobody becomes
  owner, nobody draws for a raided Mercado. Several raids on one district change nothing.
- Two or more tied Chivato players: the owner rule decides, even if the owner has no
  Chivato. A Chivato helps only its player, and only if they are among the tied.
- A district where nobody has any thug (or only zero strength) is won by nobody.
- A played trick stays counted in its player's hand until the reveal (so a confirmed
  move does not show whether a trick was played), then goes to the discard pile. The
  Mercado draw comes after tonight's tricks are discarded, so it can reshuffle them.
- Scores can go below zero (Doble o nada).
- Randomness: trick deck from `rng_for(seed, 0)`; night k's values from
  `rng_for(seed, 1, k)`; the j-th reshuffle from `rng_for(seed, 2, j)`.
"""
from __future__ import annotations

from ..core import GameRules, OptionSpec, register
from .rounds import BandasReader
from .actions import (BLOCK_SPLITS, Allocate, DeckReshuffled, GameOver, MoveConfirmed,
                      NightBegan, NightReport, NightRevealed, menu, parse_action)
from .resolve import (BRIBE, CASINO, CHIVATO, DISTRICTS, DOBLE, DOBLE_PENALTY, DOUBLE_LOST,
                      DOUBLE_WON, ESTACION, KNIFE, MAJORITY, MERCADO, NAVAJA, NOBODY_THERE,
                      PLAZA, PUERTO, RAID, REDADA, REFUERZOS, REFUERZOS_EXTRA, SCORE, SOBORNO,
                      TIE_CHIVATO, TIE_NOBODY, TIE_OWNER, TRICKS, DistrictResult, Step,
                      TrickPlay, resolve_district, thugs_tonight)
from .state import (ALLOCATING, BASE_THUGS, HAND_LIMIT, LEVELS, NIGHTS, OVER, TRICK_DECK,
                    BandasState, BandasView, determinize, final_ranking, night_values,
                    thugs_for)

RULES = register(GameRules(
    name="bandas",
    code="BA",
    options=(
        OptionSpec("players", (2, 3, 4, 5, 6), 4),
        OptionSpec("level", LEVELS, "normal"),
    ),
    new_state=lambda options, seed: BandasState(options, seed),
    parse_action=parse_action,
    round_reader=BandasReader,
))



def finishing_places(match) -> tuple[int, ...]:
    """Place of every seat (1 = best; equal on points, districts and unused tricks share
    a place), for the results screen and the statistics."""
    ranking = match.state.ranking
    if not ranking:
        return tuple(1 for _ in range(match.state.n))
    places = [0] * len(ranking)
    for i, row in enumerate(ranking):
        first = next(j for j, other in enumerate(ranking) if other[1:] == row[1:])
        places[row[0]] = first + 1
    return tuple(places)


__all__ = ["finishing_places",
    "RULES", "BandasState", "BandasView", "determinize", "parse_action", "resolve_district",
    "Allocate", "TrickPlay", "Step", "DistrictResult", "NightReport", "menu", "BLOCK_SPLITS",
    "final_ranking", "night_values", "thugs_for", "thugs_tonight", "NightBegan", "MoveConfirmed",
    "NightRevealed", "DeckReshuffled", "GameOver", "DISTRICTS", "TRICKS", "TRICK_DECK",
    "PUERTO", "MERCADO", "CASINO", "ESTACION", "PLAZA", "REFUERZOS", "NAVAJA", "CHIVATO",
    "SOBORNO", "REDADA", "DOBLE", "REFUERZOS_EXTRA", "DOBLE_PENALTY", "HAND_LIMIT", "NIGHTS",
    "BASE_THUGS", "ALLOCATING", "OVER", "LEVELS", "RAID", "BRIBE", "KNIFE", "NOBODY_THERE",
    "MAJORITY", "TIE_CHIVATO", "TIE_OWNER", "TIE_NOBODY", "SCORE", "DOUBLE_WON", "DOUBLE_LOST",
]
