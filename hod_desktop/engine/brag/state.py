"""The Brag state: deals, swaps, the knock, the reveal, lives; views and determinization."""
from __future__ import annotations

from dataclasses import dataclass

from ..cards import Card
from ..core import Event, IllegalAction, check_player, require, rng_for
from .actions import (DOWN_SLOTS, KNOCK, SLOT_NAMES, UP, AllSwapped, CardSwapped,
                      DealStarted, GameOver, HandsShown, Knock, Knocked, PlayerEliminated,
                      Swap, SwapAll, SwapRecord)
from .ranking import _DECK, hand_rank

START_LIVES = 3
ROUND_LIMIT = 12  # safety bound: full times round without a knock before a forced reveal
PLAYING, OVER = "playing", "over"
LEVELS = ("facil", "normal", "dificil")
# why a seat may not knock now (the table translates these)
KNOCK_NOT_YOUR_TURN, KNOCK_FIRST_ROUND, KNOCK_ALREADY = "not_your_turn", "first_round", "already"
_NOBODY = -1  # the public view's seat in comparisons: it laid no card and acts never

_SWAPS = {(id(c), s): Swap(c, s) for c in _DECK for s in range(3)}
_SWAP_ALLS = {id(c): SwapAll(c) for c in _DECK}


@dataclass(frozen=True)
class BragView:
    """What one seat may know (see the package docstring for the knowledge rules)."""

    viewer: int | None  # None: the public view (a spectator's)
    n_players: int
    lives: tuple[int, ...]
    dealer: int
    deal_no: int
    order: tuple[int, ...]
    to_act: tuple[int, ...]
    phase: str
    hand: tuple[Card, ...]
    centre: tuple[Card | None, ...]  # slot order down1, down2, up; None: face down, unseen
    blocked_by: tuple[tuple[int, ...], ...]  # per seat: slots it may not take back now
    turns: int  # swaps made this deal
    knocker: int | None
    last_turns: tuple[int, ...]  # after a knock: who still gets a last turn, in order
    knock_reason: str | None  # why the viewer may not knock now; None when it may
    history: tuple[SwapRecord, ...]  # this deal's turns, as the viewer knows them
    showdown: HandsShown | None  # the last reveal
    legal: tuple[str, ...]
    winners: tuple[int, ...]

    @property
    def blocked(self) -> tuple[int, ...]:
        return () if self.viewer is None else self.blocked_by[self.viewer]

    @property
    def takeback_refused(self) -> tuple[int, ...]:
        """The centre places the viewer may not take from now. When all three are its own
        just-given cards (two seats left, the other knocked) none is refused: its last
        turn must still swap, one card at a time (RULES.md §3)."""
        mine = self.blocked_by[self.viewer]
        return () if len(mine) == 3 else mine

    @property
    def round_no(self) -> int:
        """Time round, from 1."""
        return self.turns // max(1, len(self.order)) + 1


class BragState:
    """The full state of a match. Mutated only by `apply`, after validation."""

    def __init__(self, options: dict, seed: int, _deal: bool = True):
        self.n = options["players"]
        self.seed = seed
        self.lives = [START_LIVES] * self.n
        self.dealer = rng_for(seed, 0).randrange(self.n)
        self.deal_no = -1
        self.order: tuple[int, ...] = ()
        self.current: int | None = None
        self.turns = 0
        self.knocker: int | None = None
        self.last_turns: tuple[int, ...] = ()
        self.hands: list[list[Card]] = [[] for _ in range(self.n)]
        self.centre: list[Card | None] = [None, None, None]
        self.placer: list[int | None] = [None, None, None]  # who laid each face-down card
        self.blocked: list[tuple[int, ...]] = [() for _ in range(self.n)]
        self.records: list[tuple[SwapRecord, tuple]] = []  # (full record, placers of taken)
        self.showdown: HandsShown | None = None
        self.phase = PLAYING
        self._winners: tuple[int, ...] = ()
        if _deal:
            self._start_deal(first=True)

    # -- queries
    def to_act(self) -> tuple[int, ...]:
        return () if self.current is None else (self.current,)

    def is_terminal(self) -> bool:
        return self.phase == OVER

    def winners(self) -> tuple[int, ...]:
        return self._winners

    def knock_reason(self, player: int) -> str | None:
        if player != self.current:
            return KNOCK_NOT_YOUR_TURN
        if self.knocker is not None:
            return KNOCK_ALREADY
        if self.turns < len(self.order):
            return KNOCK_FIRST_ROUND
        return None

    def _takeback_refused(self, player: int) -> tuple[int, ...]:
        """The places `player` may not take from now. All three are marked only when it
        swapped all three and the one seat between its turns knocked (two seats left):
        then it may take any single card (a swap of all three stays refused)."""
        blocked = self.blocked[player]
        return () if len(blocked) == 3 else blocked

    def legal_actions(self, player: int) -> list:
        if player != self.current or player is None:
            return []
        blocked = self.blocked[player]
        hand = self.hands[player]
        slots = [s for s in range(3) if s not in self._takeback_refused(player)]
        out = [_SWAPS.get((id(c), s)) or Swap(c, s) for c in hand for s in slots]
        if not blocked:
            out += [_SWAP_ALLS.get(id(c)) or SwapAll(c) for c in hand]
        if self.knock_reason(player) is None:
            out.append(KNOCK)
        return out

    # -- actions
    def apply(self, player: int, action) -> list[Event]:
        if player != self.current or player is None:
            check_player(self, player)
        if type(action) is Swap:
            return self._apply_swap(player, action)
        if type(action) is SwapAll:
            return self._apply_swap_all(player, action)
        if type(action) is Knock:
            return self._apply_knock(player)
        raise IllegalAction(f"{action!r} is not a Brag action")

    def _hand_index(self, player: int, card: Card) -> int:
        hand = self.hands[player]
        for i, c in enumerate(hand):
            if c is card or c == card:
                return i
        raise IllegalAction(f"{card} is not in your hand")

    def _apply_swap(self, player: int, action: Swap) -> list[Event]:
        i = self._hand_index(player, action.card)
        s = action.slot
        require(s in (0, 1, 2), "the centre has three places: down1, down2 and up")
        require(s not in self._takeback_refused(player),
                "you may not take back the card you just put in the centre")
        hand = self.hands[player]
        given, taken = hand[i], self.centre[s]
        placer_before = self.placer[s]
        hand[i] = taken
        self.centre[s] = given
        if s != UP:
            self.placer[s] = player
        for q in range(self.n):  # the card there now is a different one for everybody else
            if s in self.blocked[q]:
                self.blocked[q] = tuple(x for x in self.blocked[q] if x != s)
        self.blocked[player] = (s,)
        self.records.append((SwapRecord(player, "one", s, (taken,), (given,)), (placer_before,)))
        up = s == UP
        events: list[Event] = [CardSwapped(player, s, taken if up else None, given if up else None)]
        return events + self._next_turn()

    def _apply_swap_all(self, player: int, action: SwapAll) -> list[Event]:
        i = self._hand_index(player, action.shown)
        require(not self.blocked[player],
                "you may not take back the card you just put in the centre, so not the "
                "whole centre either")
        hand = self.hands[player]
        shown = hand[i]
        old = list(self.centre)
        placers = tuple(self.placer)
        new = [c for j, c in enumerate(hand) if j != i] + [shown]
        self.hands[player] = old
        self.centre = new
        self.placer = [player, player, None]
        self.blocked = [() for _ in range(self.n)]
        self.blocked[player] = (0, 1, 2)
        self.records.append((SwapRecord(player, "all", None, tuple(old), tuple(new)), placers))
        events: list[Event] = [AllSwapped(player, old[UP], shown)]
        return events + self._next_turn()

    def _apply_knock(self, player: int) -> list[Event]:
        reason = self.knock_reason(player)
        if reason == KNOCK_ALREADY:
            raise IllegalAction("someone has knocked already: swap one card or all three")
        if reason == KNOCK_FIRST_ROUND:
            raise IllegalAction("no knocking in the first time round: everyone swaps once first")
        i = self.order.index(player)
        self.knocker = player
        self.last_turns = self.order[i + 1:] + self.order[:i]
        self.blocked[player] = ()
        self.records.append((SwapRecord(player, "knock", None, (), ()), ()))
        self.current = self.last_turns[0]
        return [Knocked(player, self.last_turns)]

    # -- deal flow
    def _next_turn(self) -> list[Event]:
        self.turns += 1
        if self.knocker is not None:
            self.last_turns = self.last_turns[1:]
            if not self.last_turns:
                return self._show_hands()
            self.current = self.last_turns[0]
            return []
        if self.turns >= ROUND_LIMIT * len(self.order):
            return self._show_hands()
        self.current = self.order[self.turns % len(self.order)]
        return []

    def _show_hands(self) -> list[Event]:
        ranks = tuple((p, hand_rank(self.hands[p])) for p in self.order)
        loser = min(ranks, key=lambda pr: pr[1].key)[0]
        self.lives[loser] -= 1
        self.showdown = HandsShown(
            self.deal_no, tuple((p, tuple(self.hands[p])) for p in self.order), ranks,
            tuple(self.centre), loser, self.knocker, tuple(self.lives))
        events: list[Event] = [self.showdown]
        if self.lives[loser] == 0:
            events.append(PlayerEliminated(loser))
        survivors = [p for p in range(self.n) if self.lives[p] > 0]
        if len(survivors) >= 2:
            return events + self._start_deal()
        self._winners = tuple(survivors)
        self.phase = OVER
        self.current = None
        self.hands = [[] for _ in range(self.n)]
        self.centre = [None, None, None]
        self.placer = [None, None, None]
        self.blocked = [() for _ in range(self.n)]
        self.records = []
        self.knocker, self.last_turns = None, ()
        return events + [GameOver(self._winners)]

    def _next_alive(self, seat: int) -> int:
        for k in range(1, self.n + 1):
            p = (seat + k) % self.n
            if self.lives[p] > 0:
                return p
        raise AssertionError("no live player")

    def _start_deal(self, first: bool = False) -> list[Event]:
        self.deal_no += 1
        if not first or self.lives[self.dealer] <= 0:
            self.dealer = self._next_alive(self.dealer)
        order = []
        p = self.dealer
        while True:
            p = self._next_alive(p)
            order.append(p)
            if p == self.dealer:
                break
        self.order = tuple(order)
        k = len(order)
        cards = rng_for(self.seed, 1, self.deal_no).sample(_DECK, 3 * (k + 1))
        self.hands = [[] for _ in range(self.n)]
        for j, p in enumerate(order):  # one at a time: card j of a round goes to seat j
            self.hands[p] = [cards[j], cards[j + (k + 1)], cards[j + 2 * (k + 1)]]
        self.centre = [cards[k], cards[k + (k + 1)], cards[k + 2 * (k + 1)]]
        self.placer = [None, None, None]
        self.blocked = [() for _ in range(self.n)]
        self.records = []
        self.turns = 0
        self.knocker, self.last_turns = None, ()
        self.current = order[0]
        return [DealStarted(self.deal_no, self.dealer, self.order, self.centre[UP])]

    # -- views and copies
    def view(self, player: int | None) -> BragView:
        """What seat `player` may see; `None` is the public view a spectator gets: the
        face-up card and the turns as everyone saw them, no hand, no face-down card."""
        public = player is None
        if not (public or (type(player) is int and 0 <= player < self.n)):
            raise ValueError(f"no seat {player!r} at a table of {self.n}")
        # the public laid no card: a seat number nobody has, so no placer matches it
        # (a dealt face-down card's placer is None, which must not match either)
        seat = _NOBODY if public else player
        centre = tuple(c if s == UP or self.placer[s] == seat else None
                       for s, c in enumerate(self.centre))
        if self.phase == OVER:
            centre = (None, None, None)
        return BragView(
            viewer=player, n_players=self.n, lives=tuple(self.lives), dealer=self.dealer,
            deal_no=self.deal_no, order=self.order, to_act=self.to_act(), phase=self.phase,
            hand=() if public else tuple(self.hands[player]), centre=centre,
            blocked_by=tuple(self.blocked),
            turns=self.turns, knocker=self.knocker, last_turns=self.last_turns,
            knock_reason=self.knock_reason(seat),
            history=tuple(_as_seen_by(r, placers, seat) for r, placers in self.records),
            showdown=self.showdown,
            legal=() if public else tuple(str(a) for a in self.legal_actions(player)),
            winners=self._winners)

    def clone(self) -> "BragState":
        c = BragState.__new__(BragState)
        c.__dict__.update(self.__dict__)
        c.lives = list(self.lives)
        c.hands = [list(h) for h in self.hands]
        c.centre = list(self.centre)
        c.placer = list(self.placer)
        c.blocked = list(self.blocked)
        c.records = list(self.records)
        return c


def _as_seen_by(record: SwapRecord, placers: tuple, seat: int) -> SwapRecord:
    """A turn as `seat` knows it: face-up cards, its own cards, and the face-down cards it
    laid itself and saw taken."""
    if record.kind == "knock" or record.player == seat:
        return record
    if record.kind == "one":
        up = record.slot == UP
        taken = record.taken[0] if up or placers[0] == seat else None
        return SwapRecord(record.player, "one", record.slot, (taken,),
                          (record.given[0] if up else None,))
    taken = tuple(c if s == UP or placers[s] == seat else None
                  for s, c in enumerate(record.taken))
    given = (None, None, record.given[UP])
    return SwapRecord(record.player, "all", None, taken, given)


def certain_holdings(view: BragView) -> dict[int, set[Card]]:
    """Cards the viewer knows another seat holds now, from the turns it saw: a card taken
    in sight stays known until that seat gives away a card the viewer did not see."""
    held: dict[int, set[Card]] = {p: set() for p in view.order if p != view.viewer}
    for r in view.history:
        if r.kind == "knock" or r.player == view.viewer:
            continue
        mine = held[r.player]
        if r.kind == "one":
            if r.given[0] is None:
                mine.clear()
            else:
                mine.discard(r.given[0])
            if r.taken[0] is not None:
                mine.add(r.taken[0])
        else:
            mine.clear()
            mine.update(c for c in r.taken if c is not None)
    return held


def determinize(view: BragView, rng) -> BragState:
    """A full state consistent with `view`: the unseen cards dealt at random to the other
    hands and the unseen face-down places, keeping what the viewer saw each seat take."""
    s = BragState({"players": view.n_players}, 0, _deal=False)
    s.lives = list(view.lives)
    s.dealer, s.deal_no, s.order, s.phase = view.dealer, view.deal_no, view.order, view.phase
    s.current = view.to_act[0] if view.to_act else None
    s.turns, s.knocker, s.last_turns = view.turns, view.knocker, view.last_turns
    s.blocked = list(view.blocked_by)
    s.showdown, s._winners = view.showdown, view.winners
    s.records = [(r, _placers_for(r, view.viewer)) for r in view.history]
    if view.phase == OVER:
        return s
    me = view.viewer
    held = certain_holdings(view)
    known = set(view.hand) | {c for c in view.centre if c is not None}
    for cards in held.values():
        known |= cards
    unseen = [c for c in _DECK if c not in known]
    rng.shuffle(unseen)
    s.hands = [[] for _ in range(view.n_players)]
    for p in view.order:
        if p == me:
            s.hands[p] = list(view.hand)
            continue
        mine = sorted(held.get(p, ()), key=_DECK.index)
        while len(mine) < 3:
            mine.append(unseen.pop())
        s.hands[p] = mine
    s.centre = [c if c is not None else unseen.pop() for c in view.centre]
    s.placer = [me if s_ != UP and view.centre[s_] is not None else None for s_ in range(3)]
    return s


def _placers_for(record: SwapRecord, viewer: int) -> tuple:
    """Placers that make `_as_seen_by(record, ..., viewer)` give `record` back."""
    if record.kind == "knock":
        return ()
    return tuple(viewer if c is not None and s != UP else None
                 for s, c in zip(DOWN_SLOTS + (UP,) if record.kind == "all" else
                                 (record.slot,), record.taken))


__all__ = ["BragState", "BragView", "determinize", "certain_holdings", "SLOT_NAMES",
           "PLAYING", "OVER", "LEVELS", "START_LIVES", "ROUND_LIMIT"]
