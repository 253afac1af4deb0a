"""Bandas state: nights of simultaneous secret moves, the reveal, tricks and the end.

See the package docstring for the decisions the rules leave open.
"""
from __future__ import annotations

from dataclasses import dataclass

from ..core import IllegalAction, rng_for
from .actions import (Allocate, DeckReshuffled, GameOver, MoveConfirmed, NightBegan,
                      NightReport, NightRevealed, menu)
from .resolve import (CASINO, DISTRICTS, MERCADO, REFUERZOS, SOBORNO, TRICKS,
                      resolve_district, thugs_tonight)

NIGHTS = 7
BASE_THUGS = 10
LAST_BONUS = 2  # thugs for every player tied for last, from night 2
POLICE = 1  # thugs taken from a sole leader, from night 2
HAND_LIMIT = 3
COPIES = 4  # of each trick in the deck
TRICK_DECK = tuple(t for t in TRICKS for _ in range(COPIES))
ALLOCATING, OVER = "allocating", "over"
_INT = {int}
_CONFIRMED = tuple(MoveConfirmed(p) for p in range(16))  # events are values: share them
LEVELS = ("facil", "normal", "dificil")
N_DISTRICTS = len(DISTRICTS)


def night_values(seed: int, night: int) -> tuple[int, ...]:
    """The five base values of a night (Casino included), before night 7's doubling."""
    r = rng_for(seed, 1, night)
    rand = r.random
    v = [1 + int(rand() * 6) for _ in range(4)]
    return (v[0], v[1], int(rand() * 11), v[2], v[3])


def thugs_for(scores, night: int) -> list[int]:
    """Thugs each player has on `night`: 10; from night 2 every player tied for last gets
    2 more, and a sole leader 1 fewer (RULES.md §4)."""
    n = len(scores)
    if night < 2:
        return [BASE_THUGS] * n
    low, high = min(scores), max(scores)
    sole = scores.count(high) == 1
    return [BASE_THUGS + (LAST_BONUS if s == low else 0) - (POLICE if sole and s == high else 0)
            for s in scores]


def final_ranking(scores, owners, hand_sizes) -> tuple[tuple[int, int, int, int], ...]:
    """(seat, points, districts owned, unused tricks), best first by the end rules:
    points, then districts owned, then fewest unused tricks; seat order among equals."""
    owned = [0] * len(scores)
    for o in owners:
        if o is not None:
            owned[o] += 1
    rows = [(p, scores[p], owned[p], hand_sizes[p]) for p in range(len(scores))]
    rows.sort(key=lambda r: (-r[1], -r[2], r[3], r[0]))
    return tuple(rows)


# ---------------------------------------------------------------- view
@dataclass(frozen=True)
class BandasView:
    """What one seat may know. Other players' moves of the night, their tricks in hand,
    the deck order and tonight's Casino value are not here until the reveal. `viewer`
    None: the public view (a spectator's)."""

    viewer: int | None
    n_players: int
    night: int  # 1..7 (7 also once the game is over)
    phase: str  # "allocating" or "over"
    values: tuple[int | None, ...]  # tonight's shown values (doubled on night 7); Casino None
    doubled: bool
    scores: tuple[int, ...]
    owners: tuple[int | None, ...]
    thugs: tuple[int, ...]  # what each player has to place tonight (public: from the scores)
    hand: tuple[str, ...]  # the viewer's tricks
    hand_sizes: tuple[int, ...]
    deck_size: int
    discard: tuple[str, ...]  # played tricks since the last reshuffle (public)
    to_act: tuple[int, ...]  # players still deciding
    my_move: str | None  # the viewer's confirmed move tonight, if any
    history: tuple[NightReport, ...]  # every revealed night, first to last
    legal: tuple[str, ...]
    winners: tuple[int, ...]
    ranking: tuple[tuple[int, int, int, int], ...]  # once over: see final_ranking

    @property
    def last_night(self) -> NightReport | None:
        return self.history[-1] if self.history else None


# ---------------------------------------------------------------- state
class BandasState:
    """The full state of a match. Mutated only by `apply`, after validation."""

    def __init__(self, options: dict, seed: int, _deal: bool = True):
        self.n = options["players"]
        self.seed = seed
        self.night = 0
        self.scores = [0] * self.n
        self.owners: list[int | None] = [None] * N_DISTRICTS
        self.values: tuple[int, ...] = (0,) * N_DISTRICTS  # tonight's, doubled if night 7
        self.thugs = [BASE_THUGS] * self.n
        self.moves: list[Allocate | None] = [None] * self.n
        self.waiting = self.n
        self.hands: list[list[str]] = [[] for _ in range(self.n)]
        self.deck: list[str] = []  # drawn from the end
        self.discard: list[str] = []
        self.reshuffles = 0
        self.history: list[NightReport] = []
        self.phase = ALLOCATING
        self._winners: tuple[int, ...] = ()
        self.ranking: tuple = ()
        if _deal:
            self.deck = list(TRICK_DECK)
            rng_for(seed, 0).shuffle(self.deck)
            for p in range(self.n):
                self.hands[p].append(self.deck.pop())
            self._start_night()

    # -- queries
    def to_act(self) -> tuple[int, ...]:
        if self.phase == OVER:
            return ()
        return tuple(p for p in range(self.n) if self.moves[p] is None)

    def is_terminal(self) -> bool:
        return self.phase == OVER

    def winners(self) -> tuple[int, ...]:
        return self._winners

    def legal_actions(self, player: int) -> list:
        """The listed moves (see `actions.menu`) this player may make now."""
        if self.phase == OVER or not 0 <= player < self.n or self.moves[player] is not None:
            return []
        held = set(self.hands[player])
        return [a for a in menu(self.n)
                if a.trick is None or (a.trick in held and a.rival != player)]

    def check(self, player: int, action) -> None:
        """Raise IllegalAction with the reason if `player` may not make `action` now."""
        if not (type(player) is int and 0 <= player < self.n):
            raise IllegalAction(f"there is no seat {player!r} at this table")
        if self.phase == OVER:
            raise IllegalAction("the game is over")
        if self.moves[player] is not None:
            raise IllegalAction("you have already confirmed your move tonight")
        if type(action) is not Allocate:
            raise IllegalAction(f"{action!r} is not a Bandas move")
        counts, trick = action.counts, action.trick
        if len(counts) != N_DISTRICTS or set(map(type, counts)) != _INT or min(counts) < 0:
            raise IllegalAction("a move gives five thug counts, none negative")
        have = thugs_tonight(self.thugs[player], trick)
        placed = sum(counts)
        if placed > have:
            raise IllegalAction(f"you placed {placed} thugs but have only {have} tonight")
        if trick is None:
            if action.district is not None or action.rival is not None:
                raise IllegalAction("a target without a trick")
            return
        if trick not in TRICKS:
            raise IllegalAction(f"no trick is called {trick!r}")
        if trick not in self.hands[player]:
            raise IllegalAction(f"you do not hold a {trick} trick")
        if trick == REFUERZOS:
            if action.district is not None or action.rival is not None:
                raise IllegalAction("Refuerzos takes no district")
            return
        if not (type(action.district) is int and 0 <= action.district < N_DISTRICTS):
            raise IllegalAction(f"{trick} needs a district")
        if trick == SOBORNO:
            rival = action.rival
            if not (type(rival) is int and 0 <= rival < self.n):
                raise IllegalAction("a bribe needs a rival seated at this table")
            if rival == player:
                raise IllegalAction("you cannot bribe your own thugs: choose a rival")
        elif action.rival is not None:
            raise IllegalAction(f"only Soborno names a rival, not {trick}")

    # -- actions
    def apply(self, player: int, action) -> list:
        self.check(player, action)
        self.moves[player] = action
        self.waiting -= 1
        events: list = [_CONFIRMED[player]]
        if self.waiting == 0:
            events += self._reveal()
        return events

    # -- night flow
    def _start_night(self) -> list:
        self.night += 1
        base = night_values(self.seed, self.night)
        self.values = tuple(v * 2 for v in base) if self.night == NIGHTS else base
        self.thugs = thugs_for(self.scores, self.night)
        self.moves = [None] * self.n
        self.waiting = self.n
        return [NightBegan(self.night, self.shown_values(), self.night == NIGHTS,
                           tuple(self.thugs))]

    def shown_values(self) -> tuple[int | None, ...]:
        v = self.values
        return (v[0], v[1], None, v[3], v[4])

    def _reveal(self) -> list:
        moves = self.moves
        plays = tuple(m.play for m in moves)
        aimed = set()
        for p, m in enumerate(moves):
            if m.trick is not None:
                self.hands[p].remove(m.trick)
                self.discard.append(m.trick)
                aimed.add(m.district)
        scores, owners, values = self.scores, self.owners, self.values
        results = []
        drew = None
        events: list = []
        allocations = tuple(m.counts for m in moves)
        for d, placed in enumerate(zip(*allocations)):
            res = resolve_district(d, values[d], owners[d], placed,
                                   plays if d in aimed else ())
            for p, pts in enumerate(res.points):
                if pts:
                    scores[p] += pts
            owners[d] = res.owner
            results.append(res)
            if d == MERCADO and res.winner is not None:
                drew, more = self._draw(res.winner)
                events += more
        report = NightReport(self.night, values, tuple(self.thugs), allocations, plays,
                             tuple(results), drew,
                             tuple(scores))
        self.history.append(report)
        events.insert(0, NightRevealed(report))
        if self.night < NIGHTS:
            return events + self._start_night()
        self.phase = OVER
        self.ranking = final_ranking(scores, owners, [len(h) for h in self.hands])
        top = self.ranking[0][1:]
        self._winners = tuple(sorted(r[0] for r in self.ranking if r[1:] == top))
        return events + [GameOver(self._winners, self.ranking)]

    def _draw(self, player: int) -> tuple[int | None, list]:
        """The Mercado's winner draws a trick unless at the hand limit."""
        if len(self.hands[player]) >= HAND_LIMIT:
            return None, []
        events = []
        if not self.deck:
            if not self.discard:
                return None, []
            self.reshuffles += 1
            self.deck, self.discard = self.discard, []
            rng_for(self.seed, 2, self.reshuffles).shuffle(self.deck)
            events.append(DeckReshuffled(len(self.deck)))
        self.hands[player].append(self.deck.pop())
        return player, events

    # -- views and copies
    def view(self, player: int | None) -> BandasView:
        """What seat `player` may see; `None` is the public view a spectator gets: no
        tricks in hand, no move before the reveal, no Casino value before it counts."""
        public = player is None
        if not (public or (type(player) is int and 0 <= player < self.n)):
            raise ValueError(f"no seat {player!r} at a table of {self.n}")
        over = self.phase == OVER
        mine = None if public else self.moves[player]
        return BandasView(
            viewer=player, n_players=self.n, night=self.night, phase=self.phase,
            values=self.values if over else self.shown_values(),
            doubled=self.night == NIGHTS, scores=tuple(self.scores), owners=tuple(self.owners),
            thugs=tuple(self.thugs), hand=() if public else tuple(self.hands[player]),
            hand_sizes=tuple(len(h) for h in self.hands), deck_size=len(self.deck),
            discard=tuple(self.discard), to_act=self.to_act(),
            my_move=None if mine is None or over else str(mine),
            history=tuple(self.history),
            legal=() if public else tuple(str(a) for a in self.legal_actions(player)),
            winners=self._winners, ranking=self.ranking)

    def clone(self) -> "BandasState":
        c = BandasState.__new__(BandasState)
        c.__dict__.update(self.__dict__)
        c.scores = list(self.scores)
        c.owners = list(self.owners)
        c.thugs = list(self.thugs)
        c.moves = list(self.moves)
        c.hands = [list(h) for h in self.hands]
        c.deck = list(self.deck)
        c.discard = list(self.discard)
        c.history = list(self.history)
        return c


def determinize(view: BandasView, rng) -> BandasState:
    """A full state consistent with `view`: unseen tricks dealt at random to the other
    hands and the deck, a random Casino value tonight, empty moves for those who already
    confirmed, and a random seed for the nights to come. Bots may search over these."""
    s = BandasState({"players": view.n_players}, rng.randrange(1 << 40), _deal=False)
    s.night, s.phase = view.night, view.phase
    s.scores = list(view.scores)
    s.owners = list(view.owners)
    s.thugs = list(view.thugs)
    v = view.values
    casino = v[CASINO] if v[CASINO] is not None else rng.randrange(11) * (2 if view.doubled else 1)
    s.values = (v[0], v[1], casino, v[3], v[4])
    s.history = list(view.history)
    s.discard = list(view.discard)
    s._winners, s.ranking = view.winners, view.ranking
    unseen = list(TRICK_DECK)
    for t in (*view.hand, *view.discard):
        unseen.remove(t)
    rng.shuffle(unseen)
    for p in range(view.n_players):
        if p == view.viewer:
            s.hands[p] = list(view.hand)
        else:
            k = view.hand_sizes[p]
            s.hands[p], unseen = unseen[:k], unseen[k:]
    s.deck = unseen
    waiting = set(view.to_act)
    from .actions import parse_action

    for p in range(view.n_players):
        if p in waiting or s.phase == OVER:
            s.moves[p] = None
        elif p == view.viewer and view.my_move is not None:
            s.moves[p] = parse_action(view.my_move)
        else:
            s.moves[p] = Allocate((0,) * N_DISTRICTS)
    s.waiting = len(waiting)
    return s
