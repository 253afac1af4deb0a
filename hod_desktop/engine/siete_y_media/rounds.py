"""Siete y media's per-round result (engine.rounds): a `ScoreRow` per hand, the bank
starred, each seat's chips won or lost and its chips after the hand."""
from __future__ import annotations

from ..rounds import SCORES, RoundReader, ScoreRow
from .actions import HandSettled


class SieteReader(RoundReader):
    kind = SCORES
    replayable = True  # the bots restart per hand (`round_of`)

    @staticmethod
    def round_of(view) -> int | None:
        return view.hand_no

    def read(self, e) -> tuple:
        if isinstance(e, HandSettled):
            r = e.result
            return (ScoreRow(r.hand_no + 1, r.bank, r.change, r.chips),)
        return ()
