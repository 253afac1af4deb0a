"""The history of a match, round by round, rebuilt from the engine's own events.

Games with lives (Cinco Vidas and its Spanish-deck twin, through `lives_rounds`) get a
row per round: size, dealer, and per seat the bid, the tricks won, the lives lost and
the lives left. Bastard Brag gets a row per deal (`DealRow`): who knocked, who lost a life,
the lives after it. Chinchón gets a row per hand: per seat the points of the hand (None when
not dealt in) and the totals after it, the closer, and whether the hand was void or a
chinchón. Bandas gets a row per night (`NightRow`): the night's points and the scores after
it. A game whose events are none of these has an empty history.

`HistoryBook` replays the match's recorded actions on a private copy of the match and
reads the events, so it sees only what every player saw; `update()` catches up with new
actions incrementally (cheap to call every frame).
"""
from __future__ import annotations

from dataclasses import dataclass

from .core import Match
from .lives_rounds import RoundDealt, RoundScored

LIVES, POINTS, DEALS, NIGHTS = "lives", "points", "deals", "nights"


@dataclass(frozen=True)
class LivesRow:
    round_no: int  # 1, 2, ... as shown
    size: int  # cards dealt to each player
    dealer: int
    bids: tuple[int | None, ...]  # None: not in the round
    won: tuple[int | None, ...]
    lost: tuple[int | None, ...]
    lives: tuple[int, ...]  # after the round


@dataclass(frozen=True)
class PointsRow:
    hand_no: int  # 1, 2, ... as shown
    dealer: int | None
    points: tuple[int | None, ...]  # this hand's points; None: not dealt in / void hand
    totals: tuple[int, ...]  # after the hand
    closer: int | None = None
    void: bool = False
    chinchon: bool = False
    start: tuple[int, ...] = ()  # totals before the hand (after any re-entry)


@dataclass(frozen=True)
class DealRow:
    """One deal of a game where the worst hand loses a life (Bastard Brag)."""

    deal_no: int  # 1, 2, ... as shown
    dealer: int | None
    knocker: int | None  # None: no knock (the deal reached its bound)
    loser: int
    in_deal: tuple[bool, ...]  # per seat: was dealt in
    lives: tuple[int, ...]  # after the deal


@dataclass(frozen=True)
class NightRow:
    """One night of a game of points over a fixed number of nights (Bandas)."""

    night_no: int  # 1, 2, ... as shown
    points: tuple[int, ...]  # won this night (a lost Doble o nada counts against)
    totals: tuple[int, ...]  # after the night


class EventHistory:
    """Round-by-round rows read from a match's events, fed with `read` (a table feeds the
    events it shows, so its score board never runs ahead of the cards on the felt)."""

    def __init__(self, n: int):
        self.kind: str | None = None
        self.rows: list = []
        self.reentries: list[tuple[int, int, int]] = []  # (rows before it, seat, total it came back with)
        self.n = n
        self._dealt: dict = {}
        self._totals = (0,) * n
        self._closer: tuple[int, bool] | None = None

    def timeline(self) -> list:
        """The rows in order, each batch of re-entries after the row it followed as a dict
        {seat: the total it came back with}, so a points game's totals read down a column
        with every jump explained."""
        out: list = []
        for i in range(len(self.rows) + 1):
            back = {p: total for before, p, total in self.reentries if before == i}
            if back:
                out.append(back)
            if i < len(self.rows):
                out.append(self.rows[i])
        return out

    # ------------------------------------------------------------ reading events
    def read(self, events) -> None:
        """Take in events in the order they happened (any game's: others are ignored)."""
        for e in events:
            name = type(e).__name__
            if isinstance(e, RoundDealt):
                self.kind = LIVES
                self._dealt = {"round_no": e.round_no, "dealer": e.dealer, "size": e.size}
            elif isinstance(e, RoundScored):
                self.kind = LIVES
                d = self._dealt
                self.rows.append(LivesRow(d.get("round_no", len(self.rows)) + 1, d.get("size", 0),
                                          d.get("dealer", 0), tuple(e.bids),
                                          tuple(w if b is not None else None
                                                for w, b in zip(e.tricks, e.bids)),
                                          tuple(x if b is not None else None
                                                for x, b in zip(e.lost, e.bids)),
                                          tuple(e.lives)))
            elif name == "DealStarted" and hasattr(e, "order"):  # Brag
                self._dealt = {"deal_no": e.deal_no, "dealer": e.dealer, "order": tuple(e.order)}
            elif name == "HandsShown" and hasattr(e, "loser"):
                self.kind = DEALS
                order = self._dealt.get("order") or tuple(p for p, _ in e.hands)
                self.rows.append(DealRow(e.deal_no + 1, self._dealt.get("dealer"), e.knocker, e.loser,
                                         tuple(p in order for p in range(self.n)), tuple(e.lives)))
            elif name == "HandDealt":
                self.kind = POINTS
                self._dealt = {"hand_no": e.hand_no, "dealer": e.dealer}
                self._closer = None
            elif name == "HandClosed":
                self._closer = (e.closer, bool(e.chinchon))
            elif name == "HandCounted":
                self.kind = POINTS
                r = e.result
                closer, chin = self._closer or (r.closer, r.chinchon)
                start, self._totals = self._totals, tuple(r.totals)
                self.rows.append(PointsRow(r.hand_no + 1, self._dealt.get("dealer"),
                                           tuple(r.points), tuple(r.totals), closer,
                                           False, bool(chin or r.chinchon), start))
            elif name == "HandVoided":
                self.kind = POINTS
                self.rows.append(PointsRow(e.hand_no + 1, self._dealt.get("dealer"),
                                           (None,) * self.n, self._totals, None, True,
                                           start=self._totals))
            elif name == "NightRevealed" and hasattr(e, "report"):  # Bandas
                self.kind = NIGHTS
                rep = e.report
                points = tuple(sum(r.points[p] for r in rep.results) for p in range(self.n))
                self.rows.append(NightRow(rep.night, points, tuple(rep.scores)))
            elif name == "PlayerReentered":
                self.reentries.append((len(self.rows), e.player, e.total))
                totals = list(self._totals)
                totals[e.player] = e.total
                self._totals = tuple(totals)


class HistoryBook(EventHistory):
    """The rows of one match, replayed from its recorded actions (kept up to date with
    `update`)."""

    def __init__(self, match: Match):
        super().__init__(match.options.get(match.rules.players_option, 2))
        self.match = match
        self._copy = Match(match.game, dict(match.options), match.seed)
        self._seen = 0
        self.read(self._initial_events())
        self.update()

    def _initial_events(self) -> list:
        """The first deal happens in the constructor: its event is rebuilt from the view."""
        v = self._copy.view(0)
        if hasattr(v, "round_size") and hasattr(v, "lives"):
            return [RoundDealt(v.round_no, v.dealer, v.round_size, tuple(v.order))]
        if hasattr(v, "deal_no") and hasattr(v, "order"):  # Brag: the heads say «Mano» at once
            self.kind = DEALS
            self._dealt = {"deal_no": v.deal_no, "dealer": v.dealer, "order": tuple(v.order)}
        elif hasattr(v, "night") and hasattr(v, "scores"):  # Bandas: the heads say «Noche»
            self.kind = NIGHTS
        elif hasattr(v, "hand_no") and hasattr(v, "dealer"):
            self.kind = POINTS  # known from the first deal (the table's heads say «Mano»)
            self._dealt = {"hand_no": v.hand_no, "dealer": v.dealer}
        return []

    def update(self) -> "HistoryBook":
        """Apply the actions recorded since the last call and read their events."""
        actions = self.match.actions
        while self._seen < len(actions):
            p, a = actions[self._seen]
            self.read(self._copy.apply(p, a))
            self._seen += 1
        return self


def history_of(match: Match) -> HistoryBook:
    """The history of a match as it stands now."""
    return HistoryBook(match)
