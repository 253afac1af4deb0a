"""Chinchón's per-round result (engine.rounds): a `PointsRow` per hand (void hands too),
and a `Reentry` note when a player comes back in."""
from __future__ import annotations

from ..rounds import POINTS, HandCount, PointsRow, Reentry, RoundReader
from .actions import HandClosed, HandCounted, HandDealt, HandVoided, PlayerReentered


class ChinchonReader(RoundReader):
    """`HandDealt` keeps the dealer, `HandClosed` the closer, `HandCounted`/`HandVoided`
    close the hand's row (with each seat's count: melds, cards laid off, loose cards);
    totals are followed across re-entries."""

    kind = POINTS
    replayable = True

    def __init__(self, n: int, first_view=None):
        super().__init__(n, first_view)
        self._dealer = None if first_view is None else first_view.dealer
        self._totals = (0,) * n
        self._closer: tuple[int, bool] | None = None

    @staticmethod
    def round_of(view) -> int | None:
        return view.hand_no

    def read(self, e) -> tuple:
        if isinstance(e, HandDealt):
            self._dealer, self._closer = e.dealer, None
        elif isinstance(e, HandClosed):
            self._closer = (e.closer, bool(e.chinchon))
        elif isinstance(e, HandCounted):
            r = e.result
            closer, chin = self._closer or (r.closer, r.chinchon)
            start, self._totals = self._totals, tuple(r.totals)
            counts = tuple(None if a is None else
                           HandCount(tuple(tuple(m) for m in a.melds), tuple(c for c, _ in a.lay_offs),
                                     tuple(a.loose), r.points[p])
                           for p, a in enumerate(r.arrangements))
            return (PointsRow(r.hand_no + 1, self._dealer, tuple(r.points), tuple(r.totals),
                              closer, False, bool(chin or r.chinchon), start, counts),)
        elif isinstance(e, HandVoided):
            return (PointsRow(e.hand_no + 1, self._dealer, (None,) * self.n, self._totals,
                              None, True, start=self._totals),)
        elif isinstance(e, PlayerReentered):
            totals = list(self._totals)
            totals[e.player] = e.total
            self._totals = tuple(totals)
            return (Reentry(e.player, e.total),)
        return ()
