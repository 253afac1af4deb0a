"""The per-round result every engine reports through the contract (History, H, and
«¿Podría haber ganado?», P, read only this).

A game's `GameRules.round_reader(n, first_view)` makes a `RoundReader` of that game: it
reads the game's own events, in order, and returns from `read(event)` what each one
closed: a row (one of the row types below, each answering the same questions: `number`,
`played(seat)`, `after`, `loss(seat)`), a `Reentry` note or an `Amended` last row. The
reader's `kind` says how the rows read (lives, points, deals, nights, scores) and
`replayable` whether a single round can be played again. `first_view` is seat 0's view
of the fresh match (the first deal happens before any event). Shared code never looks at a game's event classes: it
reads rows. A game without a reader has an empty history.
"""
from __future__ import annotations

import math
from dataclasses import dataclass

LIVES, POINTS, DEALS, NIGHTS, SCORES = "lives", "points", "deals", "nights", "scores"
# how a trick's winner was decided (TrickLine.won_by)
BY_VALUE = "value"  # the best value standing
OUTRIGHT = "outright"  # a card whose power wins the trick whatever stands (Poderes' As de Oros)
LAST_CARD = "last_card"  # nothing with a value stood (all cancelled, or a lone joker): the last card


@dataclass(frozen=True)
class TrickLine:
    """One trick of a round as every player saw it, for the history's trick-by-trick
    replay: the cards in play order, the positions (in `plays`) cancelled in pairs, removed
    or swapped by a power, whether the scale was turned over, the seat that took it, how
    many tricks it counted for and how its winner was decided."""

    plays: tuple[tuple[int, object], ...]
    winner: int
    cancelled: tuple[int, ...] = ()
    removed: tuple[int, ...] = ()
    counts: int = 1
    swapped: tuple[int, ...] = ()  # positions whose values a power swapped
    inverted: bool = False  # the scale was turned over for this trick (lowest wins)
    won_by: str = BY_VALUE  # BY_VALUE, OUTRIGHT or LAST_CARD


@dataclass(frozen=True)
class DuelLine:
    """A prisoner's duel (Poderes' 1-card round) as every player saw it: the two duelists,
    their choices once shown ("cooperate" / "betray"), and per duelist the mana the duel
    gave or took and the lives it changed (a bar it filled counts as the life it gave)."""

    duelists: tuple[int, int]
    choices: tuple[str, str]
    mana: tuple[int, int]
    lives: tuple[int, int]


@dataclass(frozen=True)
class HandCount:
    """One seat's count at the end of a points hand (Chinchón), as shown to all: its melds,
    the cards it laid off on the closer's melds, the loose cards and the points they made."""

    melds: tuple[tuple[object, ...], ...]
    laid: tuple[object, ...]
    loose: tuple[object, ...]
    points: int | None


@dataclass(frozen=True)
class LivesRow:
    """One round of a lives game with bids (Cinco Vidas and its Spanish-deck twin)."""

    round_no: int  # 1, 2, ... as shown
    size: int  # cards dealt to each player
    dealer: int
    bids: tuple[int | None, ...]  # None: not in the round
    won: tuple[int | None, ...]
    lost: tuple[int | None, ...]
    lives: tuple[int, ...]  # after the round (and what Poderes changed before the next deal)
    # Poderes only (empty elsewhere), per seat: lives a full mana bar gave this round, the
    # duel's life change, and a revive between rounds (-1 the giver, +1 the one back in)
    mana: tuple[int, ...] = ()
    duel: tuple[int, ...] = ()
    revive: tuple[int, ...] = ()
    tricks: tuple[TrickLine, ...] = ()  # the round's tricks, in order
    duel_line: DuelLine | None = None  # the round's prisoner's duel (Poderes), if any

    number = property(lambda self: self.round_no)
    after = property(lambda self: self.lives)

    def played(self, seat: int) -> bool:
        return self.bids[seat] is not None

    def loss(self, seat: int) -> float | None:
        return self.lost[seat]


@dataclass(frozen=True)
class PointsRow:
    """One hand of a points game where the fewest points are best (Chinchón)."""

    hand_no: int  # 1, 2, ... as shown
    dealer: int | None
    points: tuple[int | None, ...]  # this hand's points; None: not dealt in / void hand
    totals: tuple[int, ...]  # after the hand
    closer: int | None = None
    void: bool = False
    chinchon: bool = False
    start: tuple[int, ...] = ()  # totals before the hand (after any re-entry)
    counts: tuple[HandCount | None, ...] = ()  # per seat; None: not dealt in

    number = property(lambda self: self.hand_no)
    after = property(lambda self: self.totals)

    def played(self, seat: int) -> bool:
        return not self.void and self.points[seat] is not None

    def loss(self, seat: int) -> float | None:
        """The seat's points less the others' mean (closing with 1 while they take 14 and
        5 beats a void hand, where nobody scores: 0), a chinchón of its own below
        everything and a rival's above; None when the seat was not dealt in."""
        if self.void:
            return 0.0
        if self.points[seat] is None:
            return None
        if self.chinchon:
            return -math.inf if self.closer == seat else math.inf
        others = [x for p, x in enumerate(self.points) if p != seat and x is not None]
        return self.points[seat] - (sum(others) / len(others) if others else 0.0)


@dataclass(frozen=True)
class DealRow:
    """One deal of a game where the worst hand loses a life (Bastard Brag)."""

    deal_no: int  # 1, 2, ... as shown
    dealer: int | None
    knocker: int | None  # None: no knock (the deal reached its bound)
    loser: int
    in_deal: tuple[bool, ...]  # per seat: was dealt in
    lives: tuple[int, ...]  # after the deal

    number = property(lambda self: self.deal_no)
    after = property(lambda self: self.lives)

    def played(self, seat: int) -> bool:
        return self.in_deal[seat]

    def loss(self, seat: int) -> float | None:
        return (1 if self.loser == seat else 0) if self.in_deal[seat] else None


@dataclass(frozen=True)
class NightRow:
    """One night of a game of points over a fixed number of nights (Bandas)."""

    night_no: int  # 1, 2, ... as shown
    points: tuple[int, ...]  # won this night (a lost Doble o nada counts against)
    totals: tuple[int, ...]  # after the night

    number = property(lambda self: self.night_no)
    after = property(lambda self: self.totals)

    def played(self, seat: int) -> bool:
        return True

    def loss(self, seat: int) -> float | None:
        return -self.points[seat]


@dataclass(frozen=True)
class ScoreRow:
    """One hand of a game where each seat wins or loses some of a score that counts up
    (Siete y media's chips): the change of the hand and the score after it."""

    hand_no: int  # 1, 2, ... as shown
    star: int | None  # the seat marked ★ (the bank, the dealer)
    change: tuple[int | None, ...]  # won (+) or lost (−) this hand; None: not in it
    scores: tuple[int, ...]  # after the hand

    number = property(lambda self: self.hand_no)
    after = property(lambda self: self.scores)

    def played(self, seat: int) -> bool:
        return self.change[seat] is not None

    def loss(self, seat: int) -> float | None:
        return None if self.change[seat] is None else -self.change[seat]


@dataclass(frozen=True)
class Amended:
    """The last row again, corrected by what happened after it closed and before the next
    round began (Poderes: a sub-round's achievements and a revive)."""

    row: object


@dataclass(frozen=True)
class Reentry:
    """A seat back in the game with `total` between two rows (Chinchón's re-entry)."""

    seat: int
    total: int


class RoundReader:
    """Reads one game's events into rows; a game subclasses it (see the module doc)."""

    kind: str = ""
    replayable = False  # P replays one round of this game (its bots restart per round)

    def __init__(self, n: int, first_view=None):
        self.n = n

    @staticmethod
    def round_of(view) -> int | None:
        """The round (0, 1, …) a view of this game belongs to, for a game whose bots restart
        at every round (ai/seats.py) so that one round can be played again; None: the bots
        keep one generator for the whole match (then `replayable` is False)."""
        return None

    def read(self, event) -> tuple:
        """The rows (and re-entries) `event` closed, in order; () for most events."""
        return ()
