"""The night's reveal as a list of beats the table shows one at a time.

A beat is one district's thugs appearing, then each `Step` of `resolve_district` in
rule order (raid, bribes, knives, who wins the tie, points, Doble o nada), then the
Mercado's draw. `Reveal` keeps what the board shows as the beats pass: the counts in
each revealed district, the scores and the owners. It reads only the night's report.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from ...engine import bandas as ba

PLACED = "placed"  # a district's thugs appear
DREW = "drew"  # the Mercado's winner draws a trick


@dataclass(frozen=True)
class Beat:
    district: int
    kind: str  # PLACED, DREW or a Step kind
    step: ba.Step | None = None


def beats_of(report: ba.NightReport) -> list[Beat]:
    out: list[Beat] = []
    for res in report.results:
        out.append(Beat(res.district, PLACED))
        out += [Beat(res.district, st.kind, st) for st in res.steps]
        if res.district == ba.MERCADO and report.drew is not None:
            out.append(Beat(res.district, DREW, ba.Step(DREW, report.drew)))
    return out


@dataclass
class Reveal:
    """Where the reveal of `report` is, and what the board shows at that point."""

    report: ba.NightReport
    beats: list[Beat] = field(default_factory=list)
    index: int = -1  # the beat shown now (-1: none yet)
    scores: list[int] = field(default_factory=list)
    owners: list = field(default_factory=list)
    counts: dict = field(default_factory=dict)  # district -> strengths shown now
    raided: set = field(default_factory=set)
    winners: dict = field(default_factory=dict)  # district -> seat that took it
    clock: float = 0.0
    hold: bool = False  # the person paused the automatic pace

    @classmethod
    def start(cls, report: ba.NightReport) -> "Reveal":
        gained = [sum(r.points[p] for r in report.results) for p in range(len(report.scores))]
        scores = [s - g for s, g in zip(report.scores, gained)]
        owners = [r.owner_before for r in report.results]
        return cls(report, beats_of(report), -1, scores, owners)

    @property
    def done(self) -> bool:
        return self.index >= len(self.beats) - 1

    @property
    def beat(self) -> Beat | None:
        return self.beats[self.index] if 0 <= self.index < len(self.beats) else None

    @property
    def district(self) -> int | None:
        b = self.beat
        return None if b is None else b.district

    def advance(self) -> Beat | None:
        """Show the next beat; returns it (None when the reveal is over)."""
        if self.done:
            return None
        self.index += 1
        self.clock = 0.0
        b = self.beats[self.index]
        d, st = b.district, b.step
        res = self.report.results[d]
        if b.kind == PLACED:
            self.counts[d] = list(res.placed)
        elif b.kind == ba.RAID:
            self.raided.add(d)
        elif b.kind == ba.BRIBE:
            self.counts[d][st.player] += st.amount
            self.counts[d][st.other] -= st.amount
        elif b.kind == ba.KNIFE:
            self.counts[d][st.player] = st.amount
        elif b.kind == ba.SCORE:
            self.scores[st.player] += st.amount
            self.owners[d] = st.player
            self.winners[d] = st.player
        elif b.kind in (ba.DOUBLE_WON, ba.DOUBLE_LOST):
            self.scores[st.player] += st.amount
        return b

    @property
    def drawn(self) -> bool:
        """Has the Mercado's draw been shown yet? (no draw tonight: nothing to hide)"""
        return self.report.drew is None or any(b.kind == DREW
                                               for b in self.beats[:self.index + 1])

    def hand_sizes(self, after) -> list[int]:
        """The tricks each seat holds as the reveal stands: `after` (the engine's sizes once
        the night is over) less the Mercado's draw until its beat is shown; the plaque
        otherwise told who took the Mercado before the board did."""
        sizes = list(after)
        if not self.drawn:
            sizes[self.report.drew] -= 1
        return sizes

    def hand(self, after, seat) -> tuple:
        """`seat`'s tricks as the reveal stands: the engine's hand once the night is over,
        without the drawn card (the engine puts it last) until the Mercado's beat; the
        person's trick slot showed the card won in the Mercado before the board did."""
        after = tuple(after)
        return after[:-1] if seat == self.report.drew and not self.drawn else after

    def finish(self) -> None:
        while not self.done:
            self.advance()
