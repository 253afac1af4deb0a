"""Bandas' per-round result (engine.rounds): a `NightRow` per night."""
from __future__ import annotations

from ..rounds import NIGHTS, NightRow, RoundReader
from .actions import NightRevealed


class BandasReader(RoundReader):
    """`NightRevealed` closes a night: its points per seat and the scores after it."""

    kind = NIGHTS

    def read(self, e) -> tuple:
        if isinstance(e, NightRevealed):
            rep = e.report
            points = tuple(sum(r.points[p] for r in rep.results) for p in range(self.n))
            return (NightRow(rep.night, points, tuple(rep.scores)),)
        return ()
