"""The per-round result of the lives games with bids (Cinco Vidas and its Spanish-deck
twin, through `lives_rounds`): a `LivesRow` per round, read from their own events."""
from __future__ import annotations

from .lives_rounds import RoundDealt, RoundScored
from .rounds import LIVES, LivesRow, RoundReader


class LivesReader(RoundReader):
    """`RoundDealt` keeps the round's size and dealer; `RoundScored` closes its row."""

    kind = LIVES
    replayable = True

    def __init__(self, n: int, first_view=None):
        super().__init__(n, first_view)
        v = first_view  # the first deal happens in the constructor: no event for it
        self._dealt = ({} if v is None else
                       {"round_no": v.round_no, "dealer": v.dealer, "size": v.round_size})
        self._rows = 0

    @staticmethod
    def round_of(view) -> int | None:
        return view.round_no

    def read(self, e) -> tuple:
        if isinstance(e, RoundDealt):
            self._dealt = {"round_no": e.round_no, "dealer": e.dealer, "size": e.size}
        elif isinstance(e, RoundScored):
            d = self._dealt
            self._rows += 1
            return (LivesRow(d.get("round_no", self._rows - 1) + 1, d.get("size", 0),
                             d.get("dealer", 0), tuple(e.bids),
                             tuple(w if b is not None else None for w, b in zip(e.tricks, e.bids)),
                             tuple(x if b is not None else None for x, b in zip(e.lost, e.bids)),
                             tuple(e.lives)),)
        return ()
