"""The Siete y media state: bets, the deal, cards asked for, the bank's play, settling,
the bank passing on; views (a seat's, or everyone's with `view(None)`) and
determinization."""
from __future__ import annotations

from dataclasses import dataclass

from ..cards import Card
from ..core import Event, IllegalAction, check_player, require, rng_for
from .actions import (BETS, DECK, HIT, MAX_BET, MIN_BET, STAND, TARGET, BankPassed,
                      BankTurned, Bet, BetPlaced, Busted, CardsDealt, CardTaken, GameOver,
                      HandResult, HandSettled, HandStarted, Hit, PlayerOut, Stand, Stood,
                      total)

START_CHIPS = 20
MAX_HANDS = 12
HANDS_PER_BANK = 3
BETTING, PLAYING, BANK_PLAYS, OVER = "betting", "playing", "bank", "over"
LEVELS = ("facil", "normal", "dificil")


@dataclass(frozen=True)
class SieteView:
    """What one seat may know (`viewer` None: what every player sees)."""

    viewer: int | None
    n_players: int
    chips: tuple[int, ...]
    bank: int
    bank_hands: int  # hands this bank has already held (the bank moves on after 3)
    hand_no: int  # 0, 1, ...
    max_hands: int
    phase: str
    to_act: tuple[int, ...]
    order: tuple[int, ...]  # this hand's players (not the bank), from the bank's left
    bets: tuple[int | None, ...]
    hidden: tuple[Card | None, ...]  # the face-down card, when the viewer may see it
    face_down: tuple[bool, ...]  # the seat's first card still lies face down
    up: tuple[tuple[Card, ...], ...]  # face-up cards, in the order they came
    stood: tuple[bool, ...]
    bust: tuple[bool, ...]
    stock_size: int
    last: HandResult | None  # the last settled hand, every card shown
    legal: tuple[str, ...]
    winners: tuple[int, ...]

    @property
    def scores(self) -> tuple[int, ...]:
        """The chips (what the standings and statistics read as points, most is best)."""
        return self.chips

    @property
    def dealer(self) -> int:
        return self.bank

    def cards(self, seat: int) -> tuple[Card, ...]:
        """The seat's cards as the viewer knows them (the face-down one first if seen)."""
        own = self.hidden[seat]
        return ((own,) if own is not None else ()) + self.up[seat]

    def known_total(self, seat: int) -> int:
        """The half points the viewer can count for `seat` (its face-up cards, plus the
        face-down one when seen)."""
        return total(self.cards(seat))

    def in_hand(self, seat: int) -> bool:
        return seat == self.bank or seat in self.order


class SieteState:
    """The full state of a match. Mutated only by `apply`, after validation."""

    def __init__(self, options: dict, seed: int, _deal: bool = True):
        self.n = options["players"]
        self.seed = seed
        self.chips = [START_CHIPS] * self.n
        self.bank = rng_for(seed, 0).randrange(self.n)
        self.bank_hands = 0
        self.hand_no = -1
        self.phase = BETTING
        self.current: int | None = None
        self.last: HandResult | None = None
        self._winners: tuple[int, ...] = ()
        self._clear_hand()
        if _deal:
            self._start_hand()

    def _clear_hand(self) -> None:
        self.order: tuple[int, ...] = ()
        self.bets: list[int | None] = [None] * self.n
        self.hidden: list[Card | None] = [None] * self.n
        self.shown = [False] * self.n  # the face-down card was turned up for everyone
        self.up: list[list[Card]] = [[] for _ in range(self.n)]
        self.stood = [False] * self.n
        self.bust = [False] * self.n
        self.stock: list[Card] = []

    # -- queries
    def to_act(self) -> tuple[int, ...]:
        return () if self.current is None else (self.current,)

    def is_terminal(self) -> bool:
        return self.phase == OVER

    def winners(self) -> tuple[int, ...]:
        return self._winners

    def seat_total(self, seat: int) -> int:
        own = self.hidden[seat]
        return total(self.up[seat]) + (total((own,)) if own is not None else 0)

    def legal_actions(self, player: int) -> list:
        if player is None or player != self.current:
            return []
        if self.phase == BETTING:
            return [BETS[k] for k in range(MIN_BET, min(MAX_BET, self.chips[player]) + 1)]
        return [HIT, STAND] if self.stock else [STAND]

    # -- actions
    def apply(self, player: int, action) -> list[Event]:
        if player is None or player != self.current:
            check_player(self, player)
        if type(action) is Bet:
            require(self.phase == BETTING, "bets are placed before the cards are dealt")
            top = min(MAX_BET, self.chips[player])
            require(MIN_BET <= action.chips <= top,
                    f"a bet is {MIN_BET} to {top} chips (never more than you have)")
            return self._bet(player, action.chips)
        if type(action) in (Hit, Stand):
            require(self.phase in (PLAYING, BANK_PLAYS), "first place your bet")
            if type(action) is Stand:
                self.stood[player] = True
                return [Stood(player)] + self._next_player(player)
            require(bool(self.stock), "the deck is used up: you can only stand")
            return self._hit(player)
        raise IllegalAction(f"{action!r} is not a Siete y media action")

    def _bet(self, player: int, chips: int) -> list[Event]:
        self.bets[player] = chips
        events: list[Event] = [BetPlaced(player, chips)]
        i = self.order.index(player)
        if i + 1 < len(self.order):
            self.current = self.order[i + 1]
            return events
        deck = list(DECK)
        rng_for(self.seed, 1, self.hand_no).shuffle(deck)
        seats = self.order + (self.bank,)
        for p in seats:
            self.hidden[p] = deck.pop()
        self.stock = deck
        self.phase, self.current = PLAYING, self.order[0]
        return events + [CardsDealt(seats, len(deck))]

    def _hit(self, player: int) -> list[Event]:
        card = self.stock.pop()
        self.up[player].append(card)
        events: list[Event] = [CardTaken(player, card)]
        t = self.seat_total(player)
        if t > TARGET:
            self.bust[player] = self.shown[player] = True
            lost = 0
            if player != self.bank:
                lost = self.bets[player]
                self.chips[player] -= lost
                self.chips[self.bank] += lost
            events.append(Busted(player, self.hidden[player], t, lost))
            return events + self._next_player(player)
        if t == TARGET:  # any card now busts: the seat stands by itself
            self.stood[player] = True
            return events + [Stood(player, auto=True)] + self._next_player(player)
        return events

    def _next_player(self, player: int) -> list[Event]:
        if player == self.bank:
            return self._settle()
        i = self.order.index(player)
        if i + 1 < len(self.order):
            self.current = self.order[i + 1]
            return []
        if not any(self.stood[p] for p in self.order):  # everyone bust: nothing to play for
            return self._settle()
        self.phase, self.current = BANK_PLAYS, self.bank
        self.shown[self.bank] = True
        return [BankTurned(self.bank, self.hidden[self.bank])]

    def _settle(self) -> list[Event]:
        bank, n = self.bank, self.n
        bt = self.seat_total(bank)
        bank_bust = bt > TARGET
        change: list[int | None] = [None] * n
        change[bank] = 0
        winners_owed: list[tuple[int, int]] = []
        sevens: list[int] = []
        for p in self.order:
            bet = self.bets[p]
            if self.bust[p]:
                change[p] = -bet  # paid when it busted
                continue
            t = self.seat_total(p)
            if bank_bust or t > bt:
                two_card = t == TARGET and len(self.up[p]) == 1
                if two_card:
                    sevens.append(p)
                winners_owed.append((p, bet * (2 if two_card else 1)))
            else:
                self.chips[p] -= bet
                self.chips[bank] += bet
                change[p] = -bet
        for p, owed in winners_owed:  # the bank pays in turn order, as far as its chips go
            paid = min(owed, self.chips[bank])
            self.chips[bank] -= paid
            self.chips[p] += paid
            change[p] = paid
        change[bank] = -sum(c for p, c in enumerate(change) if c is not None and p != bank)
        done = self.hand_no + 1 >= MAX_HANDS or sum(c > 0 for c in self.chips) <= 1
        next_bank, why = self._next_bank(sevens[0] if sevens else None, done)
        self.last = HandResult(
            self.hand_no, bank, tuple(self.bets),
            tuple(((self.hidden[p],) + tuple(self.up[p])) if self.hidden[p] is not None else ()
                  for p in range(n)),
            tuple(self.seat_total(p) if self.hidden[p] is not None else None for p in range(n)),
            tuple(self.bust), tuple(change), tuple(self.chips), tuple(sevens), next_bank)
        events: list[Event] = [HandSettled(self.last)]
        events += [PlayerOut(p) for p in [*self.order, bank] if self.chips[p] == 0]
        self._clear_hand()
        if done:
            best = max(self.chips)
            self._winners = tuple(p for p in range(n) if self.chips[p] == best)
            self.phase, self.current = OVER, None
            return events + [GameOver(self._winners, tuple(self.chips))]
        if next_bank != bank:
            self.bank, self.bank_hands = next_bank, 0
            events.append(BankPassed(next_bank, why))
        else:
            self.bank_hands += 1
        return events + self._start_hand()

    def _next_bank(self, seven: int | None, done: bool) -> tuple[int | None, str]:
        """Who holds the bank next hand and why it moved (RULES.md §6)."""
        if done:
            return None, ""
        if seven is not None:
            return seven, "seven_half"
        if self.chips[self.bank] == 0:
            return self._left_with_chips(self.bank), "broke"
        if self.bank_hands + 1 >= HANDS_PER_BANK:
            return self._left_with_chips(self.bank), "turn"
        return self.bank, ""

    def _left_with_chips(self, seat: int) -> int:
        for k in range(1, self.n + 1):
            p = (seat + k) % self.n
            if self.chips[p] > 0:
                return p
        raise AssertionError("nobody has chips")

    def _start_hand(self) -> list[Event]:
        self.hand_no += 1
        self._clear_hand()
        self.order = tuple(p for p in ((self.bank + k) % self.n for k in range(1, self.n))
                           if self.chips[p] > 0)
        self.phase, self.current = BETTING, self.order[0]
        return [HandStarted(self.hand_no, self.bank, self.order)]

    # -- views and copies
    def view(self, player: int | None) -> SieteView:
        if player is not None and not (type(player) is int and 0 <= player < self.n):
            raise ValueError(f"no seat {player!r} at a table of {self.n}")
        face_down = tuple(c is not None and not s for c, s in zip(self.hidden, self.shown))
        return SieteView(
            viewer=player, n_players=self.n, chips=tuple(self.chips), bank=self.bank,
            bank_hands=self.bank_hands, hand_no=self.hand_no, max_hands=MAX_HANDS,
            phase=self.phase, to_act=self.to_act(), order=self.order, bets=tuple(self.bets),
            hidden=tuple(c if (s or p == player) else None
                         for p, (c, s) in enumerate(zip(self.hidden, self.shown))),
            face_down=face_down, up=tuple(tuple(u) for u in self.up), stood=tuple(self.stood),
            bust=tuple(self.bust), stock_size=len(self.stock), last=self.last,
            legal=tuple(str(a) for a in self.legal_actions(player)) if player is not None else (),
            winners=self._winners)

    def clone(self) -> "SieteState":
        c = SieteState.__new__(SieteState)
        c.__dict__.update(self.__dict__)
        for name in ("chips", "bets", "hidden", "shown", "stood", "bust", "stock"):
            setattr(c, name, list(getattr(self, name)))
        c.up = [list(u) for u in self.up]
        return c


def determinize(view: SieteView, rng) -> SieteState:
    """A full state consistent with `view`: the face-down cards the viewer has not seen
    and the stock's order drawn at random from the cards it has not seen."""
    s = SieteState({"players": view.n_players}, 0, _deal=False)
    s.chips, s.bank, s.bank_hands = list(view.chips), view.bank, view.bank_hands
    s.hand_no, s.phase, s.order = view.hand_no, view.phase, view.order
    s.current = view.to_act[0] if view.to_act else None
    s.last, s._winners = view.last, view.winners
    s.bets, s.up = list(view.bets), [list(u) for u in view.up]
    s.stood, s.bust = list(view.stood), list(view.bust)
    s.shown = [v is not None and not d for v, d in zip(view.hidden, view.face_down)]
    seen = {c for c in view.hidden if c is not None} | {c for u in view.up for c in u}
    unseen = [c for c in DECK if c not in seen]
    rng.shuffle(unseen)
    s.hidden = [c if c is not None else (unseen.pop() if d else None)
                for c, d in zip(view.hidden, view.face_down)]
    s.stock = unseen[:view.stock_size]
    return s


__all__ = ["SieteState", "SieteView", "determinize", "START_CHIPS", "MAX_HANDS",
           "HANDS_PER_BANK", "BETTING", "PLAYING", "BANK_PLAYS", "OVER", "LEVELS"]
