"""How a Poderes trick ends for the bots: the engine decides it (`resolve_powers`, the
Poderes `resolve_trick`), each power's player choosing in their own interest, and a seat
scores the result by the lives it looks set to lose. Used by the power choices
(`poderes.py`) and by the card choice (`foresight.py`).
Reads only a seat's view: bids, tricks taken and hand sizes are public."""
from __future__ import annotations

from typing import Sequence

from ...engine.poderes.powers import pending_choice, resolve_powers

RIVAL_WEIGHT = {"facil": 0.0, "normal": 0.3, "dificil": 0.4}


def miss(view, seat: int, gained: int) -> float:
    """Lives `seat` looks set to lose if it takes `gained` tricks now: certain misses in
    full, tricks still needed that its remaining cards might take at half."""
    bid = view.bids[seat]
    if bid is None:
        return 0.0
    need = bid - view.tricks_won[seat] - gained
    left = view.hand_sizes[seat]
    return max(0, need - left) + max(0, -need) + 0.5 * max(0, min(need, left))


def score_for(view, seat: int, winner: int, tricks: int, rival_weight: float) -> float:
    """Higher is better for `seat`: minus its expected miss, plus (weighted) how much the
    trick pushes another winner off its bid."""
    mine = -miss(view, seat, tricks if winner == seat else 0)
    if winner == seat:
        return mine
    return mine + rival_weight * (miss(view, winner, tricks) - miss(view, winner, 0))


def outcome_of(view, seats: Sequence[int], cards: Sequence, answer_for: str | None,
               decisions: Sequence = ()) -> tuple[int, int]:
    """(winner seat, tricks) of the complete trick `cards` (played by `seats`, in play
    order) once the choices after `decisions` are made: passed (`answer_for` None), or
    each chooser's own best by `score_for` with the rival weight of `answer_for`."""
    decisions = list(decisions)
    while (choice := pending_choice(cards, decisions)) is not None:
        if answer_for is None:
            decisions.append(None)
            continue
        chooser = seats[choice.actor]
        best = max([None, *choice.options], key=lambda o: score_for(
            view, chooser, *outcome_of(view, seats, cards, None, decisions + [o]),
            RIVAL_WEIGHT[answer_for]))
        decisions.append(best)
    res = resolve_powers(cards, decisions)
    return seats[res.winner], res.tricks
