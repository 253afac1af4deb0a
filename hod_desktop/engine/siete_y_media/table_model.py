"""Siete y media as the table kit draws it (engine/table_model.py), from a view.

While the bets of a new hand are placed, the last hand stays on the felt as it ended,
every card shown with its count and each seat's result (until the seat bets again): a real
table's cards lie there until the next deal gathers them, and the person sees what
happened while they bet."""
from __future__ import annotations

from ..table_model import SeatModel, TableModel
from .actions import DECK, total
from .state import BANK_PLAYS, BETTING, OVER


def half_text(halves: int) -> str:
    """A total in half points as a count: «5», «½», «7½»."""
    whole, half = divmod(halves, 2)
    return (str(whole) if whole or not half else "") + ("½" if half else "")


def _last_seat(view, p: int) -> SeatModel:
    r = view.last
    change = r.change[p]
    status = ("" if view.bets[p] is not None else "bank" if p == view.bank
              else "bust" if r.bust[p] else "" if not change else "seven_half" if p in r.double
              else "won" if change > 0 else "lost")
    return SeatModel(up=r.cards[p], chips=view.chips[p], stake=view.bets[p],
                     count=half_text(r.totals[p]) if r.totals[p] is not None else "",
                     status=status, out=view.chips[p] == 0)


def _seat(view, p: int) -> SeatModel:
    own, down = view.hidden[p], view.face_down[p]
    up = ((own,) if own is not None and not down else ()) + view.up[p]
    status = ("bust" if view.bust[p] else "stood" if view.stood[p]
              else "bank" if p == view.bank else "")
    return SeatModel(up=up, down=(own,) if own is not None and down else (),
                     hidden=1 if down and own is None else 0, chips=view.chips[p],
                     stake=view.bets[p], count=_count(view, p),
                     status=status, out=view.chips[p] == 0 and not view.in_hand(p))


def _count(view, p: int) -> str:
    """What the viewer can count of a seat: «5», or «5+?» beside a card it has not seen."""
    if not view.cards(p):
        return ""
    unseen = view.face_down[p] and view.hidden[p] is None
    return half_text(total(view.cards(p))) + ("+?" if unseen else "")


def table_model(view) -> TableModel:
    """The kit's model of `view` (a seat's, or everyone's)."""
    last = view.phase in (BETTING, OVER) and view.last is not None
    seats = tuple((_last_seat if last else _seat)(view, p) for p in range(view.n_players))
    on_felt = sum(len(s.up) + len(s.down) + s.hidden for s in seats)
    return TableModel(seats=seats, turn=view.to_act[0] if view.to_act else None,
                      dealer=view.bank, stock=view.stock_size if view.stock_size else len(DECK) - on_felt,
                      legal=view.legal, phase=view.phase, round_no=view.hand_no + 1,
                      rounds=view.max_hands, note="bank_plays" if view.phase == BANK_PLAYS else "",
                      winners=view.winners)
