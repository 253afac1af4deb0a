"""One district's fight, as a pure function: `resolve_district`.

The engine calls it for each district in turn at the reveal; the table calls it too
(through the night's report) to animate the reveal step by step. It knows nothing of
the deck, the scores or the night: only who put what where and which tricks aim here.
"""
from __future__ import annotations

from typing import NamedTuple, Sequence

DISTRICTS = ("puerto", "mercado", "casino", "estacion", "plaza")
PUERTO, MERCADO, CASINO, ESTACION, PLAZA = range(5)

REFUERZOS, NAVAJA, CHIVATO, SOBORNO, REDADA, DOBLE = (
    "refuerzos", "navaja", "chivato", "soborno", "redada", "doble")
TRICKS = (REFUERZOS, NAVAJA, CHIVATO, SOBORNO, REDADA, DOBLE)
REFUERZOS_EXTRA = 3  # thugs the Refuerzos trick adds for the night
DOBLE_PENALTY = 3  # points lost by a Doble o nada player who does not win the district


def thugs_tonight(base: int, trick: str | None) -> int:
    """The thugs a player places tonight: the night's `base` (10, 12 or 9) and 3 more with
    Refuerzos; the move's check, the bots and the table's plaques and heap all count so."""
    return base + REFUERZOS_EXTRA if trick == REFUERZOS else base

# Step kinds, in the order they can happen inside one district.
RAID = "raid"  # player: who raided; nobody wins the district tonight
BRIBE = "bribe"  # player: briber, other: rival, amount: thugs that switched sides
KNIFE = "knife"  # player: knife holder, amount: their strength after doubling
NOBODY_THERE = "nobody_there"  # no strength at all here: nobody wins (player: the owner,
# who keeps it without scoring; other: a Chivato played here, which wins nothing)
MAJORITY = "majority"  # player: the one with the most thugs
TIE_CHIVATO = "tie_chivato"  # player: the only tied player with a Chivato here
TIE_OWNER = "tie_owner"  # player: the owner, among the tied (other: 2 if Chivatos cancelled)
TIE_NOBODY = "tie_nobody"  # amount: the tied strength; nobody scores, owner unchanged
SCORE = "score"  # player: winner, amount: the district's value
DOUBLE_WON = "double_won"  # player: winner with Doble o nada, amount: the extra points
DOUBLE_LOST = "double_lost"  # player: Doble o nada here without winning, amount: -3


class TrickPlay(NamedTuple):
    """A trick played for the night: which, on which district (None for Refuerzos) and,
    for Soborno, which rival seat."""

    trick: str
    district: int | None = None
    rival: int | None = None


class Step(NamedTuple):
    """One thing that happened in a district's reveal (see the kinds above)."""

    kind: str
    player: int | None = None
    other: int | None = None
    amount: int = 0


class DistrictResult(NamedTuple):
    """The outcome of one district for one night.

    `placed`: thugs each player put there; `strength`: what counted after bribes and
    knives (all zero when raided); `winner`: the seat that took the district or None;
    `owner_before`/`owner`: ownership before and after; `points`: each player's change
    of score from this district; `steps`: what happened, in reveal order."""

    district: int
    value: int
    placed: tuple[int, ...]
    strength: tuple[int, ...]
    winner: int | None
    owner_before: int | None
    owner: int | None
    points: tuple[int, ...]
    steps: tuple[Step, ...]


def resolve_district(district: int, value: int, owner: int | None,
                     placed: Sequence[int], plays: Sequence[TrickPlay | None]) -> DistrictResult:
    """Resolve one district (RULES.md §4) and say how, step by step.

    Inputs: `district` index (0..4, see DISTRICTS); `value` its worth tonight (already
    doubled on night 7, the Casino's true value); `owner` the seat that owns it or None;
    `placed[p]` the thugs seat p put there; `plays[p]` the trick seat p played tonight
    (any district; only those aimed here count) or None; `plays` may also be empty
    when no trick is aimed here.

    Order: a Redada voids the district (every Doble o nada here loses 3); then bribes,
    each taking half (rounded down) of the rival's thugs here as they were before any
    bribe (several bribes on one rival apply in seat order, each taking at most what is
    left); then knives double their holder's count; then the most strength wins. A tie
    goes to the only tied player with a Chivato here, else to the owner if tied, else
    to nobody (ownership unchanged). The winner scores the value, twice with Doble o
    nada; every other Doble o nada here loses 3.

    Returns a `DistrictResult` (see its docstring)."""
    n = len(placed)
    raiders = knives = chivatos = dobles = bribes = None
    for p, play in enumerate(plays):
        if play is None or play[1] != district:
            continue
        kind = play[0]
        if kind == REDADA:
            raiders = (raiders or []) + [p]
        elif kind == SOBORNO:
            bribes = (bribes or []) + [(p, play[2])]
        elif kind == NAVAJA:
            knives = (knives or []) + [p]
        elif kind == CHIVATO:
            chivatos = (chivatos or []) + [p]
        elif kind == DOBLE:
            dobles = (dobles or []) + [p]
    points = [0] * n
    if raiders:
        steps = [Step(RAID, r) for r in raiders]
        for p in dobles or ():
            points[p] = -DOBLE_PENALTY
            steps.append(Step(DOUBLE_LOST, p, None, -DOBLE_PENALTY))
        return DistrictResult(district, value, tuple(placed), (0,) * n, None, owner, owner,
                              tuple(points), tuple(steps))
    steps = []
    strength = list(placed)
    if bribes:
        before = tuple(strength)
        for briber, rival in bribes:
            k = min(before[rival] // 2, strength[rival])
            strength[rival] -= k
            strength[briber] += k
            steps.append(Step(BRIBE, briber, rival, k))
    if knives:
        for p in knives:
            strength[p] *= 2
            steps.append(Step(KNIFE, p, None, strength[p]))
    best = max(strength)
    winner = None
    if best == 0:
        steps.append(Step(NOBODY_THERE, owner, chivatos[0] if chivatos else None))
    elif strength.count(best) == 1:
        winner = strength.index(best)
        steps.append(Step(MAJORITY, winner))
    else:
        tied = [p for p in range(n) if strength[p] == best]
        tied_chivatos = [p for p in tied if chivatos and p in chivatos]
        if len(tied_chivatos) == 1:
            winner = tied_chivatos[0]
            steps.append(Step(TIE_CHIVATO, winner))
        elif owner is not None and owner in tied:
            winner = owner
            steps.append(Step(TIE_OWNER, owner, 2 if tied_chivatos else None))
        else:
            steps.append(Step(TIE_NOBODY, None, 2 if tied_chivatos else None, best))
    if winner is not None:
        points[winner] = value
        steps.append(Step(SCORE, winner, None, value))
    for p in dobles or ():
        if p == winner:
            points[p] += value
            steps.append(Step(DOUBLE_WON, p, None, value))
        else:
            points[p] -= DOBLE_PENALTY
            steps.append(Step(DOUBLE_LOST, p, None, -DOBLE_PENALTY))
    return DistrictResult(district, value, tuple(placed), tuple(strength), winner, owner,
                          owner if winner is None else winner, tuple(points), tuple(steps))
