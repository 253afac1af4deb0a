"""Chinchón state: the turn flow, closing, counting, the stock, elimination and re-entry.

See the package docstring for the decisions the rules leave open.
"""
from __future__ import annotations

from ..cards import Card
from ..core import IllegalAction, check_player, require
from ..fastrand import event_rng, randbelow, shuffle
from .actions import (DISCARD_PILE, Arrange, CardDiscarded, CardDrawn, Close, Decline,
                      Discard, Draw, GameOver, HandClosed, HandCounted, HandDealt, HandResult,
                      HandVoided, PlayerOut, PlayerReentered, Reenter, ReentryDeclined,
                      ReentryOffered, StockRebuilt, _named)
from .hotpath import DISCARD, DRAW, OVER, REENTRY, HotPath
from .melds import (Arrangement, best_arrangement, card_points, close_throws,
                    closing_arrangement, is_chinchon)
from .tables import DECK_IDS, DECKS, DISCARDED, DREW_PILE, DREW_STOCK, next_seats
from .tracked import Hand, Known
from .view import ChinchonView

HAND_SIZE = 7
_SEATINGS: dict[tuple, tuple[int, ...]] = {}  # (dealer, *out) -> the hand's turn order
REBUILDS = 2  # the stock may be rebuilt twice; the third exhaustion voids the hand
LEVELS = ("facil", "normal", "dificil")


def uses_two_decks(n_players: int) -> bool:
    return n_players >= 5


# ---------------------------------------------------------------- state
class ChinchonState(HotPath):
    """The full state of a match. Mutated only by `apply`, after validation."""

    def __init__(self, options: dict, seed: int, _deal: bool = True):
        self.n = options["players"]
        self.limit = options.get("limit", 100)
        self.reentry = options.get("reentry", True)
        self.seed = seed
        self.two_decks = uses_two_decks(self.n)
        self.scores = [0] * self.n
        self.out = [False] * self.n
        self.reentry_used = [False] * self.n
        self.hand_no = -1
        self.dealer = randbelow(event_rng(seed, 0), self.n)
        self.last_result: HandResult | None = None
        self.contenders: tuple[int, ...] = ()
        self._winners: tuple[int, ...] = ()
        self.chinchon = False
        if _deal:
            self._start_hand(first=True)  # sets the hand's attributes below
            return
        self.hands: list[list[Card]] = [Hand() for _ in range(self.n)]
        self.stock: list[Card] = []  # top is last
        self.pile: list[Card] = []  # top is last
        self.closed_card: Card | None = None
        self.exhaustions = 0
        self.phase = DRAW
        self.order: tuple[int, ...] = ()
        self.turn = 0
        self.taken: Card | None = None
        self.last_taken: list[Card | None] = [None] * self.n
        self.turns = [0] * self.n
        self.known: list[list[Card]] = [Known() for _ in range(self.n)]
        self.passed: list[list[Card]] = [[] for _ in range(self.n)]
        # each player's turns, flat: taken (or None), thrown, taken, thrown... (the view
        # pairs them; the hot path appends two cards and builds nothing)
        self.plays: list[list] = [[] for _ in range(self.n)]
        self.queue: list[int] = []

    @property
    def deck(self) -> list[Card]:
        """The game's cards in dealing order, one deck or two. A property, not an attribute:
        with 30 attributes CPython no longer keeps them inline and every one the hot path
        reads got slower (random hands 0.87x side by side; 29: 1.01x)."""
        return DECKS[self.two_decks]

    # -- queries (to_act, is_terminal, legal_actions: see HotPath)
    def winners(self) -> tuple[int, ...]:
        return self._winners

    def still_in(self) -> list[int]:
        return [p for p in range(self.n) if not self.out[p]]

    def reentry_total(self) -> int:
        """The score a re-entering player gets: that of the worst player still in."""
        return max(self.scores[p] for p in self.still_in())

    def _legal_general(self, player: int) -> list:
        """The discards and closes of the player to act, any hand (HotPath's fallback)."""
        seen, out = set(), []
        for c in self.hands[player]:
            if c == self.taken:
                continue
            name = _named(c)
            if name not in seen:
                seen.add(name)
                out.append(Discard(name))
        closes = dict.fromkeys(Close(_named(t)) for t, _ in self._close_options(player))
        return out + list(closes)  # once each: two copies or two ways to close, one action

    def _close_options(self, player: int) -> list[tuple[Card, Card | None]]:
        opts = [(t, x) for t, x in close_throws(self.hands[player])
                if self._throwable(player, _named(t)) is not None]
        opts.sort(key=lambda o: -11 if o[1] is None else card_points(o[1]))
        return opts

    def _throwable(self, player: int, name: Card) -> Card | None:
        """The first card of the hand with this name, other than the one just taken."""
        for c in self.hands[player]:
            if c != self.taken and _named(c) == name:
                return c
        return None

    # -- actions
    def _apply_general(self, player: int, action, kind: type) -> list:
        """Any action (HotPath's fallback for all but the usual draw and discard)."""
        if kind is Arrange:
            return self._apply_arrange(player, action)
        phase = self.phase
        if player != self.turn or (phase != DRAW and phase != DISCARD):
            check_player(self, player)
        handler = self._HANDLERS.get(kind)
        if handler is None:
            raise IllegalAction(f"{action!r} is not a Chinchón action")
        return handler(self, player, action)

    def _apply_arrange(self, player: int, action: Arrange) -> list:
        require(self.phase in (DRAW, DISCARD), "there is no hand in play to arrange")
        require(0 <= player < self.n and player in self.order,
                "you have no cards in this hand")
        hand = self.hands[player]
        left = list(hand)
        new = []
        for name in action.cards:
            pick = next((c for c in left if _named(c) == _named(name)), None)
            if pick is None:
                raise IllegalAction(f"arrange must list exactly the cards of your hand: "
                                    f"{name} is not in it (or is listed twice)")
            left.remove(pick)
            new.append(pick)
        require(not left, "arrange must list every card of your hand: missing "
                + " ".join(str(c) for c in left))
        self.hands[player] = Hand(new)
        return []

    def _apply_draw(self, player: int, action: Draw) -> list:
        if self.phase != DRAW:
            raise IllegalAction("you have drawn already: discard a card, or close")
        if action.source == DISCARD_PILE:
            require(bool(self.pile), "the discard pile is empty")
            card = self.pile.pop()
            self.taken = card
            self.last_taken[player] = card
            self.known[player].append(card)
        else:
            if self.pile:
                self.passed[player].append(self.pile[-1])
            card = self.stock.pop()
        self.hands[player].append(card)
        self.turns[player] += 1
        self.phase = DISCARD
        if action.source == DISCARD_PILE:
            return [DREW_PILE[player].get(id(card)) or CardDrawn(player, DISCARD_PILE, card)]
        return [DREW_STOCK[player]]

    def _take_out(self, player: int, name: Card, verb: str) -> Card:
        if self.phase != DISCARD:
            raise IllegalAction(f"draw a card first (from the stock or the discard pile), "
                                f"then {verb}")
        if not self.two_decks:  # speed: names are unique, the action holds the hand's card
            for c in self.hands[player]:
                if c is name:
                    if c is not self.taken:
                        return c
                    break
        card = self._throwable(player, name)
        if card is None:
            if self.taken is not None and _named(self.taken) == _named(name):
                raise IllegalAction(f"you may not throw back {name}: you just took it "
                                    "from the discard pile")
            raise IllegalAction(f"{name} is not in your hand")
        return card

    def _apply_discard(self, player: int, action: Discard) -> list:
        card = self._take_out(player, action.card, "discard")
        self._remove(player, card)
        self.pile.append(card)
        events: list = [DISCARDED[player].get(id(card)) or CardDiscarded(player, card)]
        self.plays[player] += (self.taken, card)
        self.taken = None
        self.phase = DRAW
        self.turn = next_seats(self.order)[player]
        if not self.stock:
            events += self._stock_exhausted()
        return events

    def _remove(self, player: int, card: Card) -> None:
        hand = self.hands[player]
        objs = list(map(id, hand))
        if id(card) in objs:  # speed: the very card of the hand, no comparisons
            del hand[objs.index(id(card))]
        else:
            hand.remove(card)
        if self.known[player]:
            self._forget_known(player, card)

    def _forget_known(self, player: int, card: Card) -> None:
        """`card` left the hand: it is no longer one the others know the player holds."""
        known = self.known[player]
        objs = list(map(id, known))
        if id(card) in objs:
            del known[objs.index(id(card))]
            return
        deck_ids = DECK_IDS[self.two_decks]
        if not (id(card) in deck_ids and deck_ids.issuperset(objs)) and card in known:
            known.remove(card)  # a card built elsewhere: compare by value

    def _apply_close(self, player: int, action: Close) -> list:
        card = self._take_out(player, action.card, "close")
        rest = [c for c in self.hands[player] if c != card]
        arr = closing_arrangement(rest)
        if arr is None:
            raise IllegalAction(_why_not_close(card, rest))
        self._remove(player, card)
        self.closed_card = card
        self.taken = None
        chinchon = is_chinchon(rest)
        events: list = [HandClosed(player, arr.melds, arr.loose, chinchon)]
        return events + self._count(player, arr, chinchon)

    def _apply_reenter(self, player: int, action: Reenter) -> list:
        require(self.phase == REENTRY, "nobody is being asked to re-enter now")
        total = self.reentry_total()
        self.scores[player] = total
        self.out[player] = False
        self.reentry_used[player] = True
        self.queue.pop(0)
        return [PlayerReentered(player, total)] + self._next_question()

    def _apply_decline(self, player: int, action: Decline) -> list:
        require(self.phase == REENTRY, "nobody is being asked to re-enter now")
        self.reentry_used[player] = True
        self.queue.pop(0)
        return [ReentryDeclined(player)] + self._next_question()

    _HANDLERS = {Draw: _apply_draw, Discard: _apply_discard, Close: _apply_close,
                 Reenter: _apply_reenter, Decline: _apply_decline}

    # -- hand flow
    def _stock_exhausted(self) -> list:
        self.exhaustions += 1
        if self.exhaustions > REBUILDS:
            return [HandVoided(self.hand_no)] + self._start_hand()
        top = self.pile.pop()
        rest = self.pile
        shuffle(event_rng(self.seed, 2, self.hand_no, self.exhaustions), rest)
        self.stock, self.pile = rest, [top]
        return [StockRebuilt(self.exhaustions, len(self.stock), top)]

    def _count(self, closer: int, arr: Arrangement, chinchon: bool) -> list:
        arrangements: list[Arrangement | None] = [None] * self.n
        points: list[int | None] = [None] * self.n
        for p in self.order:
            arrangements[p] = arr if p == closer else best_arrangement(self.hands[p],
                                                                       arr.melds)
            if not chinchon:
                points[p] = arrangements[p].points
                self.scores[p] += points[p]
        self.last_result = HandResult(self.hand_no, closer, arr.melds, tuple(arrangements),
                                      tuple(points), tuple(self.scores), chinchon)
        events: list = [HandCounted(self.last_result)]
        if chinchon:
            return events + self._finish((closer,), chinchon=True)
        self.contenders = self.order
        newly_out = [p for p in self.order if self.scores[p] > self.limit]
        for p in newly_out:
            self.out[p] = True
            events.append(PlayerOut(p, self.scores[p]))
        if self.reentry and len(self.still_in()) >= 2:
            self.queue = [p for p in newly_out if not self.reentry_used[p]]
        return events + self._next_question()

    def _next_question(self) -> list:
        if self.queue:
            self.phase = REENTRY
            return [ReentryOffered(self.queue[0], self.reentry_total())]
        alive = self.still_in()
        if len(alive) >= 2:
            return self._start_hand()
        if alive:
            return self._finish(tuple(alive))
        best = min(self.scores[p] for p in self.contenders)
        return self._finish(tuple(p for p in self.contenders if self.scores[p] == best))

    def _finish(self, winners: tuple[int, ...], chinchon: bool = False) -> list:
        self._winners = tuple(sorted(winners))
        self.chinchon = chinchon
        self.phase = OVER
        return [GameOver(self._winners, chinchon)]

    def _next_in(self, seat: int) -> int:
        for k in range(1, self.n + 1):
            p = (seat + k) % self.n
            if not self.out[p]:
                return p
        raise AssertionError("nobody is in")

    def _start_hand(self, first: bool = False) -> list:
        self.hand_no += 1
        if not first:
            self.dealer = self._next_in(self.dealer)
        n = self.n
        key = (self.dealer, *self.out)
        order = _SEATINGS.get(key)
        if order is None:
            order, p = [], self.dealer
            while True:
                p = self._next_in(p)
                order.append(p)
                if p == self.dealer:
                    break
            order = _SEATINGS[key] = tuple(order)
        self.order = order
        deck = list(self.deck)
        shuffle(event_rng(self.seed, 1, self.hand_no), deck)
        hands = self.hands = [None] * n
        for i, p in enumerate(order):
            hands[p] = Hand(deck[i * HAND_SIZE:(i + 1) * HAND_SIZE])
        if len(order) < n:
            for p in range(n):
                if hands[p] is None:
                    hands[p] = Hand()
        dealt = len(order) * HAND_SIZE
        self.pile = [deck[dealt]]
        self.stock = deck[dealt + 1:]
        self.closed_card = None
        self.exhaustions = 0
        self.phase = DRAW
        self.turn = order[0]
        self.taken = None
        self.last_taken = [None] * self.n
        self.turns = [0] * self.n
        self.known = [Known() for _ in range(n)]
        self.passed = [[] for _ in range(n)]
        self.plays = [[] for _ in range(n)]
        self.queue = []
        return [HandDealt(self.hand_no, self.dealer, order[0], order, self.pile[-1],
                          len(self.stock))]

    # -- views and copies
    def view(self, player: int | None) -> ChinchonView:
        """What seat `player` may see; `None` is the public view a spectator gets (no
        hand, no close options, no legal action; the discard pile and the cards known to
        be held are public)."""
        public = player is None
        hand = () if public or not 0 <= player < self.n else tuple(self.hands[player])
        acting = player in self.to_act()
        close = tuple(self._close_options(player)) if acting and self.phase == DISCARD else ()
        return ChinchonView(
            viewer=player, n_players=self.n, two_decks=self.two_decks, limit=self.limit,
            reentry=self.reentry, hand_no=self.hand_no, dealer=self.dealer, phase=self.phase,
            to_act=self.to_act(), players_in_hand=self.order, hand=hand,
            hand_sizes=tuple(len(h) for h in self.hands), discard_pile=tuple(self.pile),
            stock_size=len(self.stock), exhaustions=self.exhaustions,
            scores=tuple(self.scores), out=tuple(self.out),
            reentry_used=tuple(self.reentry_used), turns=tuple(self.turns),
            last_taken=tuple(self.last_taken),
            known_held=tuple(tuple(k) for k in self.known),
            passed=tuple(tuple(k) for k in self.passed),
            plays=tuple(tuple(zip(k[::2], k[1::2])) for k in self.plays),
            taken_now=self.taken if self.phase == DISCARD else None,
            last_result=self.last_result, arrangement=best_arrangement(hand),
            close_options=close,
            reentry_total=self.reentry_total() if acting and self.phase == REENTRY else None,
            legal=() if public else tuple(str(a) for a in self.legal_actions(player)),
            winners=self._winners, chinchon=self.chinchon)

    def clone(self) -> "ChinchonState":
        c = ChinchonState.__new__(ChinchonState)
        c.__dict__.update(self.__dict__)
        c.scores, c.out, c.reentry_used = list(self.scores), list(self.out), \
            list(self.reentry_used)
        c.hands = [Hand(h) for h in self.hands]
        c.stock, c.pile = list(self.stock), list(self.pile)
        c.last_taken = list(self.last_taken)
        c.turns = list(self.turns)
        c.known = [Known(k) for k in self.known]
        c.passed = [list(k) for k in self.passed]
        c.plays = [list(k) for k in self.plays]
        c.queue = list(self.queue)
        return c

    def all_cards(self) -> list[Card]:
        """Every card of the deck, wherever it is (tests check none is lost)."""
        cards = [c for h in self.hands for c in h] + self.stock + self.pile
        return cards + ([self.closed_card] if self.closed_card is not None else [])



def _why_not_close(thrown: Card, rest: list[Card]) -> str:
    best = best_arrangement(rest)
    loose = best.loose
    if len(loose) == 1:
        return (f"you cannot close throwing {thrown}: the loose card {loose[0]} is worth "
                f"{card_points(loose[0])}, and the one loose card of a close must be "
                f"worth 5 or less")
    names = " ".join(str(c) for c in loose)
    return (f"you cannot close throwing {thrown}: {len(loose)} cards would stay loose "
            f"({names}); a close allows at most one, worth 5 or less")


def determinize(view: ChinchonView, rng) -> ChinchonState:
    """A full state consistent with `view`: the unseen cards dealt at random to the other
    hands (after the cards they are known to hold) and the stock. Bots search on these."""
    s = ChinchonState({"players": view.n_players, "limit": view.limit,
                       "reentry": view.reentry}, 0, _deal=False)
    s.seed = rng.randrange(1 << 40)
    s.hand_no, s.dealer, s.phase, s.order = view.hand_no, view.dealer, view.phase, \
        view.players_in_hand
    s.scores, s.out = list(view.scores), list(view.out)
    s.reentry_used = list(view.reentry_used)
    s.exhaustions = view.exhaustions
    s.last_taken = list(view.last_taken)
    s.turns = list(view.turns)
    s.known = [Known(k) for k in view.known_held]
    s.passed = [list(k) for k in view.passed]
    s.plays = [[c for turn in k for c in turn] for k in view.plays]
    s.last_result, s._winners, s.chinchon = view.last_result, view.winners, view.chinchon
    s.pile = list(view.discard_pile)
    seen = set(view.hand) | set(view.discard_pile)
    for p, k in enumerate(view.known_held):
        if p != view.viewer:
            seen.update(k)
    unseen = [c for c in s.deck if c not in seen]
    rng.shuffle(unseen)
    s.hands = [Hand() for _ in range(view.n_players)]
    for p in range(view.n_players):
        if p == view.viewer:
            s.hands[p] = Hand(view.hand)
            continue
        k = view.hand_sizes[p] - len(view.known_held[p])
        s.hands[p] = Hand(list(view.known_held[p]) + unseen[:k])
        unseen = unseen[k:]
    s.stock = unseen[:view.stock_size]
    rest = unseen[view.stock_size:]  # after a close: the card thrown face down
    s.closed_card = rest[0] if rest else None
    if view.to_act and view.phase in (DRAW, DISCARD):
        s.turn = view.to_act[0]
        if view.phase == DISCARD:
            s.taken = view.taken_now
    if view.phase == REENTRY and view.to_act:
        s.queue = [view.to_act[0]]
    return s
