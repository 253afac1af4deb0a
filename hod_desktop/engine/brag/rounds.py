"""Bastard Brag's per-round result (engine.rounds): a `DealRow` per deal."""
from __future__ import annotations

from ..rounds import DEALS, DealRow, RoundReader
from .actions import DealStarted, HandsShown


class BragReader(RoundReader):
    """`DealStarted` keeps the deal's dealer and order; `HandsShown` closes its row."""

    kind = DEALS

    def __init__(self, n: int, first_view=None):
        super().__init__(n, first_view)
        v = first_view  # the first deal happens in the constructor: no event for it
        self._dealt = {} if v is None else {"dealer": v.dealer, "order": tuple(v.order)}

    def read(self, e) -> tuple:
        if isinstance(e, DealStarted):
            self._dealt = {"dealer": e.dealer, "order": tuple(e.order)}
        elif isinstance(e, HandsShown):
            order = self._dealt.get("order") or tuple(p for p, _ in e.hands)
            return (DealRow(e.deal_no + 1, self._dealt.get("dealer"), e.knocker, e.loser,
                            tuple(p in order for p in range(self.n)), tuple(e.lives)),)
        return ()
