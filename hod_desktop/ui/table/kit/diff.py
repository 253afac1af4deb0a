"""One table model against the next: which card on the felt becomes which, which are dealt
and which leave. Pure (no pygame): the kit's table turns the plan into glides and flips.

A place is (zone, index): zone ("seat", p), ("centre",), ("trick", p) or ("discard",).
A card on the felt is matched to its next place by what it is when the viewer knows it
(a card moved from a hand to the trick), else by its zone (a face-down card turned up
where it lies); what is left over is dealt from the stock or goes away.
"""
from __future__ import annotations

from dataclasses import dataclass

from ....engine.table_model import TableModel


@dataclass(frozen=True)
class Place:
    zone: tuple
    index: int
    card: object  # the card, or None when the viewer does not know it
    face_up: bool  # face up for everyone (a known face-down card is the viewer's own)


def places(model: TableModel | None) -> list[Place]:
    """Every card place of a model, seats first (each seat's row left to right)."""
    if model is None:
        return []
    out = [Place(("seat", p), i, c, up) for p in range(len(model.seats))
           for i, (c, up) in enumerate(model.cards_of(p))]
    out += [Place(("centre",), i, c, True) for i, c in enumerate(model.centre)]
    out += [Place(("trick", p), i, c, True) for i, (p, c) in enumerate(model.trick)]
    out += [Place(("discard",), i, c, True) for i, c in enumerate(model.discard)]
    return out


@dataclass
class Plan:
    kept: list[tuple[object, Place]]  # (sprite key, its new place)
    dealt: list[Place]  # new cards, from the stock
    gone: list[object]  # sprite keys that leave the felt


def plan(old: list[tuple[object, Place]], new: list[Place]) -> Plan:
    """Match the sprites now on the felt (`old`: key and place) to the next model's places."""
    free = dict(old)  # key -> old place, not yet matched
    by_card = {p.card: k for k, p in old if p.card is not None}
    kept: list[tuple[object, Place]] = []
    rest: list[Place] = []
    for p in new:
        k = by_card.get(p.card) if p.card is not None else None
        if k is not None and k in free:
            del free[k]
            kept.append((k, p))
        else:
            rest.append(p)
    dealt: list[Place] = []
    for p in rest:  # same zone: an unknown card turned up, a known one turned down
        same = [k for k, q in free.items() if q.zone == p.zone and (q.card is None or p.card is None)]
        k = min(same, key=lambda k: abs(free[k].index - p.index), default=None)
        if k is None:
            dealt.append(p)
        else:
            del free[k]
            kept.append((k, p))
    return Plan(kept, dealt, list(free))
