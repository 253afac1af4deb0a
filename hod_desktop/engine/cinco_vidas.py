"""Cinco Vidas (RULES.md §1): bid the exact number of tricks; every miss costs lives.

French deck, K high, A low, no trumps, no suit to follow, ties go to the later card.
Round sizes cycle 5,4,3,2,1. In the 1-card round nobody sees their own card and nothing
is played: after the win/lose calls the cards are revealed. Rounds follow one another
without any action: `apply` of the last bid or card scores the round and deals the next.
"""
from __future__ import annotations

from dataclasses import dataclass

from .cards import Card, french_deck
from .core import Event, GameRules, IllegalAction, OptionSpec, check_player, register
from .fastrand import event_rng, randbelow, sample
from .lives_reader import LivesReader
from .rounds import TrickLine
from .lives_rounds import (BID_CHOICES, BID_MADE_BY_SEAT, BIDDING, BIDS as _BIDS,  # noqa: F401
                           OVER, PLAYED_BY_ID, PLAYING, ROUND_SIZES, START_LIVES, Bid, BidMade,
                           GameOver, InTurnPlay, Play, PlayerEliminated, PlayHand, RoundDealt,
                           RoundScored, new_round_dealt, _ROTATIONS, parse_bid, quick_new,
                           rotations)

LEVELS = ("facil", "normal", "dificil")


# ---------------------------------------------------------------- actions
# Bid and Play (a card) are lives_rounds's, shared with the Spanish-deck game.
_PLAYS = {c: Play(c) for c in french_deck()}
# Speed: the dealt cards are these very objects, so look plays up by identity first.
_PLAY_BY_ID = {id(c): a for c, a in _PLAYS.items()}
_VALUE_BY_ID = {id(c): c.value for c in _PLAYS}


def parse_action(text: str):
    """`bid 2`, `play Qs`; in the 1-card round `win`/`lose` are accepted for bid 1/0."""
    words = text.split()
    bid = parse_bid(words)
    if bid is not None:
        return bid
    if len(words) == 2 and words[0] == "play":
        from .cards import FRENCH, parse_card

        return Play(parse_card(words[1], FRENCH))
    raise ValueError(f"not a Cinco Vidas action: {text!r} (try 'bid 2' or 'play Qs')")


# ---------------------------------------------------------------- events
@dataclass(frozen=True, slots=True)
class CardPlayed(Event):
    player: int
    card: Card


@dataclass(frozen=True, slots=True)
class TrickWon(Event):
    player: int
    cards: tuple[tuple[int, Card], ...]


@dataclass(frozen=True, slots=True)
class CardsRevealed(Event):
    """The 1-card round's cards, shown together, and who won the single trick."""

    cards: tuple[tuple[int, Card], ...]
    winner: int


# Speed: frozen events are values, so the per-card ones are made once.
_PLAYED_BY_ID = {id(c): tuple(CardPlayed(p, c) for p in range(8)) for c in _PLAYS}
PLAYED_BY_ID.update(_PLAYED_BY_ID)  # read by InTurnPlay.apply


# ---------------------------------------------------------------- view
@dataclass(frozen=True)
class CincoVidasView:
    """What one seat may know. In the 1-card round `hand` is empty and `visible` holds
    every other live player's card. `viewer` None: the public view (a spectator's)."""

    viewer: int | None
    n_players: int
    lives: tuple[int, ...]
    dealer: int
    round_no: int
    round_size: int
    phase: str
    order: tuple[int, ...]
    bids: tuple[int | None, ...]
    to_act: tuple[int, ...]
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    visible: tuple[tuple[int, Card], ...]
    trick: tuple[tuple[int, Card], ...]
    played: tuple[Card, ...]  # every card played this round, in order (public)
    tricks_won: tuple[int, ...]
    last_trick: tuple[tuple[int, Card], ...]
    last_trick_winner: int | None
    legal: tuple[str, ...]
    forbidden_bid: int | None
    winners: tuple[int, ...]

    @property
    def blind(self) -> bool:
        return self.round_size == 1


def trick_winner(plays) -> int:
    """Highest rank wins; on equal rank the card played later wins. Returns the player."""
    best_p, best_v = -1, -1
    value_of = _VALUE_BY_ID.get  # speed: the deck's own cards; any other card asks .value
    for p, c in plays:
        v = value_of(id(c)) or c.value
        if v >= best_v:
            best_p, best_v = p, v
    return best_p


# ---------------------------------------------------------------- state
class CincoVidasState(InTurnPlay):
    """The full state of a match. Mutated only by `apply`, after validation. The usual
    bid and play go through `InTurnPlay`'s to_act, legal_actions and apply (shared with
    the Spanish deck's Clásico and A ciegas)."""


    def __init__(self, options: dict, seed: int, _deal: bool = True):
        n = self.n = options["players"]
        self.seed = seed
        self.lives = [START_LIVES] * n
        self.round_no = -1
        self.dealer = randbelow(event_rng(seed, 0), n)
        self.order: tuple[int, ...] = ()
        self.trick_order: tuple[int, ...] = ()
        self.turn_i = 0
        self._winners: tuple[int, ...] = ()
        self.secret_bids = False  # bids go one seat at a time, always (for InTurnPlay)
        if _deal:
            self._start_round(first=True)
            return
        self.hands: list[list[Card]] = [[] for _ in range(n)]
        self.bids: list[int | None] = [None] * n
        self.tricks_won = [0] * n
        self.bid_i = 0
        self.phase = BIDDING
        self.trick: list[tuple[int, Card]] = []
        self.played: list[Card] = []
        self.last_trick: tuple[tuple[int, Card], ...] = ()
        self.last_trick_winner: int | None = None
        self._rotations: dict[int, tuple[int, ...]] = {}  # the play order led by each seat

    # -- queries and actions beyond InTurnPlay's usual cases
    def _to_act_general(self) -> tuple[int, ...]:
        return ()  # the game is over

    def forbidden_bid(self) -> int | None:
        """Set only while the dealer (last bidder) is to bid."""
        if self.phase != BIDDING or self.bid_i != len(self.order) - 1:
            return None
        # everyone but the dealer has bid; the other seats' bids are None (filtered out,
        # like the zeros, which add nothing)
        size = ROUND_SIZES[self.round_no % 5]
        f = size - sum(filter(None, self.bids))
        return f if 0 <= f <= size else None

    def _is_turn(self, player: int) -> bool:
        """`player in self.to_act()`, without building the tuple."""
        phase = self.phase
        if phase == PLAYING:
            return self.trick_order[self.turn_i] == player
        if phase == BIDDING:
            return self.order[self.bid_i] == player
        return False

    def _legal_general(self, player: int) -> list:
        """The plays of a hand that is a plain list (rigged, copied); nothing else left."""
        if self.phase == PLAYING and self.trick_order[self.turn_i] == player:
            hand = self.hands[player]
            plays = list(map(_PLAY_BY_ID.get, map(id, hand)))
            return plays if all(plays) else [_PLAYS[c] for c in hand]
        return []

    def _apply_general(self, player: int, action) -> list[Event]:
        """Any action InTurnPlay.apply does not take itself (the seat is checked there
        while bidding and playing): to its handler, which checks the rest."""
        if self.phase not in (PLAYING, BIDDING):
            check_player(self, player)
        handler = self._HANDLERS.get(type(action))
        if handler is None:
            raise IllegalAction(f"{action!r} is not a Cinco Vidas action")
        return handler(self, player, action)

    def _apply_bid(self, player: int, action: Bid) -> list[Event]:
        if self.phase != BIDDING:
            raise IllegalAction("bidding is over: play a card")
        n = action.n
        size = ROUND_SIZES[self.round_no % 5]  # self.size, without the property call
        if not 0 <= n <= size:
            raise IllegalAction(f"a bid must be between 0 and {size}")
        bid_i = self.bid_i + 1
        last = bid_i == len(self.order)
        if last and n == self.forbidden_bid():
            raise IllegalAction(
                f"the dealer may not bid {n}: the bids would add up to {size}, "
                "and someone must miss")
        self.bids[player] = n
        self.bid_i = bid_i
        event = _BID_MADE[player][n] if n < 6 else BidMade(player, n)
        if not last:
            return [event]
        if size == 1:
            return [event] + self._reveal_blind()
        self.phase = PLAYING
        self.trick_order = self.order
        self.turn_i = 0
        return [event]

    def _apply_play(self, player: int, action: Play) -> list[Event]:
        if self.phase != PLAYING:
            raise IllegalAction("it is time to bid, not to play")
        card = action.card
        hand = self.hands[player]
        if card not in hand:
            raise IllegalAction(f"{card} is not in your hand")
        card = hand.pop(hand.index(card))
        self.trick.append((player, card))
        self.played.append(card)
        played = _PLAYED_BY_ID.get(id(card))
        event = played[player] if played else CardPlayed(player, card)
        self.turn_i += 1
        if self.turn_i < len(self.trick_order):
            return [event]
        return self._end_trick(event)

    def _end_trick(self, event: Event) -> list[Event]:
        """The trick is complete (`event` is its last card): the winner takes it and leads
        the next one, or the round is scored."""
        trick = self.last_trick = tuple(self.trick)
        # The trick's cards end the round's played cards: their values, looked up at once.
        values = list(map(_VALUE_BY_ID.get, map(id, self.played[-len(trick):])))
        if None in values:  # a card that is not the deck's own object
            winner = trick_winner(trick)
        else:  # the highest value; of equal ones the later card
            winner = trick[len(values) - 1 - values[::-1].index(max(values))][0]
        self.last_trick_winner = winner
        self.tricks_won[winner] += 1
        self.trick = []
        if not self.hands[winner]:
            return [event, _new_trick_won(winner, trick)] + self._score_round()
        rotation = self._rotations.get(winner)
        if rotation is None:  # a state set up by hand (tests): rotate the order here
            rotation = rotations(self.order)[winner]
        self.trick_order = rotation
        self.turn_i = 0
        return [event, _new_trick_won(winner, trick)]

    _HANDLERS = {Bid: _apply_bid, Play: _apply_play}

    # -- round flow
    def _reveal_blind(self) -> list[Event]:
        cards = tuple((p, self.hands[p][0]) for p in self.order)
        winner = trick_winner(cards)
        self.tricks_won[winner] = 1
        self.last_trick = cards
        self.last_trick_winner = winner
        for p in self.order:
            self.hands[p] = []
        return [CardsRevealed(cards, winner)] + self._score_round()

    def _start_round(self, first: bool = False) -> list[Event]:
        order = self._seat_round(first)
        size = ROUND_SIZES[self.round_no % 5]
        n = self.n
        dealt = sample(event_rng(self.seed, 1, self.round_no), _DECK, size * len(order))
        # seats out of the game keep an empty hand of their own
        hands = self.hands = [None] * n if len(order) == n else [[] for _ in range(n)]
        i = 0
        for p in order:
            hand = hands[p] = _new_list(DealtHand)  # speed: no Python __init__
            _extend(hand, dealt[i:i + size])
            hand.ids = None  # summarised when first asked for its plays
            i += size
        self.bids = [None] * n
        self.tricks_won = [0] * n
        self.bid_i = 0
        self.phase = BIDDING
        self.trick = []
        self.played = []
        self.last_trick = ()
        self.last_trick_winner = None
        self._rotations = _ROTATIONS.get(order) or rotations(order)
        return [new_round_dealt(self.round_no, self.dealer, size, order)]

    # -- views and copies
    def view(self, player: int | None) -> CincoVidasView:
        """What seat `player` may see; `None` is the public view a spectator gets: no
        hand, no legal action, and in the 1-card round every card on the foreheads."""
        public = player is None
        if not (public or (isinstance(player, int) and 0 <= player < self.n)):
            raise ValueError(f"no seat {player!r} at a table of {self.n}")
        blind = self.size == 1 and self.phase != OVER
        # the 1-card round's foreheads: each seat sees the others', the public none (no card
        # is seen by every player, and a spectator could tell a player its own)
        visible = tuple((p, self.hands[p][0]) for p in self.order
                        if blind and not public and p != player and self.hands[p])
        return CincoVidasView(
            viewer=player, n_players=self.n, lives=tuple(self.lives), dealer=self.dealer,
            round_no=self.round_no, round_size=self.size, phase=self.phase, order=self.order,
            bids=tuple(self.bids), to_act=self.to_act(),
            hand=() if blind or public else tuple(self.hands[player]),
            hand_sizes=tuple(len(h) for h in self.hands), visible=visible,
            trick=tuple(self.trick), played=tuple(self.played),
            tricks_won=tuple(self.tricks_won), last_trick=self.last_trick,
            last_trick_winner=self.last_trick_winner,
            legal=() if public else tuple(str(a) for a in self.legal_actions(player)),
            forbidden_bid=self.forbidden_bid() if player in self.to_act() else None,
            winners=self._winners)

    def clone(self) -> "CincoVidasState":
        c = CincoVidasState.__new__(CincoVidasState)
        c.__dict__.update(self.__dict__)
        c.lives = list(self.lives)
        c.hands = [list(h) for h in self.hands]
        c.bids = list(self.bids)
        c.tricks_won = list(self.tricks_won)
        c.trick = list(self.trick)
        c.played = list(self.played)
        return c


_new_trick_won = quick_new(TrickWon)
_BID_MADE = BID_MADE_BY_SEAT
_DECK = list(_PLAYS)  # french_deck() order; the same objects as the keys of _PLAYS
_extend, _new_list = list.extend, list.__new__


class DealtHand(PlayHand):
    """A dealt hand of the French deck (lives_rounds.PlayHand: its plays at hand)."""

    __slots__ = ()
    plays_by_id = _PLAY_BY_ID


_DECK_IDS = frozenset(map(id, _DECK))



def determinize(view: CincoVidasView, rng) -> CincoVidasState:
    """A full state consistent with `view`: unseen cards dealt at random to the hidden hands
    (OpenSpiel's ResampleFromInfostate). Bots search over these, never the real state."""
    s = CincoVidasState({"players": view.n_players}, 0, _deal=False)
    s.lives = list(view.lives)
    s.round_no, s.dealer, s.phase, s.order = view.round_no, view.dealer, view.phase, view.order
    s.bids = list(view.bids)
    s.tricks_won = list(view.tricks_won)
    s.trick = list(view.trick)
    s.played = list(view.played)
    s.last_trick, s.last_trick_winner = view.last_trick, view.last_trick_winner
    s._winners = view.winners
    known_cards = [*view.hand, *(c for _, c in view.visible), *view.played]
    known_ids = set(map(id, known_cards))
    if known_ids <= _DECK_IDS:  # speed: the usual case, the view holds the deck's own cards
        unseen = [c for c in _DECK if id(c) not in known_ids]
    else:
        known = set(known_cards)
        unseen = [c for c in _DECK if c not in known]
    rng.shuffle(unseen)
    s.hands = [[] for _ in range(view.n_players)]
    visible = dict(view.visible)
    for p in range(view.n_players):
        if p == view.viewer and not view.blind:
            s.hands[p] = list(view.hand)
        elif p in visible:
            s.hands[p] = [visible[p]]
        else:
            k = view.hand_sizes[p]
            s.hands[p], unseen = unseen[:k], unseen[k:]
    s._rotations = rotations(view.order)
    if s.phase == BIDDING:
        s.bid_i = sum(1 for p in view.order if view.bids[p] is not None)
    elif s.phase == PLAYING:
        leader = view.trick[0][0] if view.trick else view.to_act[0]
        i = view.order.index(leader)
        s.trick_order = view.order[i:] + view.order[:i]
        s.turn_i = len(view.trick)
    return s


class CincoVidasReader(LivesReader):
    """The rounds of Cinco Vidas, each with its tricks (`TrickWon`; the 1-card round's
    single trick is its reveal, `CardsRevealed`). The French deck cancels nothing."""

    def trick_of(self, e) -> TrickLine | None:
        if isinstance(e, TrickWon):
            return TrickLine(tuple(e.cards), e.player)
        if isinstance(e, CardsRevealed):
            return TrickLine(tuple(e.cards), e.winner)
        return None


RULES = register(GameRules(
    name="cinco_vidas",
    code="CV",
    options=(
        OptionSpec("players", (2, 3, 4, 5, 6, 7, 8), 4),
        OptionSpec("level", LEVELS, "normal"),
    ),
    new_state=lambda options, seed: CincoVidasState(options, seed),
    parse_action=parse_action,
    round_reader=CincoVidasReader,
))
