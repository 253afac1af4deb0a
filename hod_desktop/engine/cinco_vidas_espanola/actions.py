"""Actions, events and the per-seat view of Cinco Vidas con baraja española."""
from __future__ import annotations

from dataclasses import dataclass

from ..cards import SPANISH, Card, parse_card, spanish_deck
from ..core import Event
from ..poderes.actions import parse_poderes_action
from ..lives_rounds import PLAYED_BY_ID as SHARED_PLAYED_BY_ID
from ..lives_rounds import Bid, Play, PlayHand, parse_bid, quick_new
from .trick import TrickResult

CLASICO, TWISTED, CHAOS, A_CIEGAS = "clasico", "twisted", "chaos", "a_ciegas"
MODES = (CLASICO, TWISTED, CHAOS, A_CIEGAS)
SPYING = "spying"  # Chaos, 1-card round, 3+ players: each may look at one rival's card


# ---------------------------------------------------------------- actions
# Play (a card: Clásico, A ciegas; Twisted face down) is Cinco Vidas's, from lives_rounds.
@dataclass(frozen=True, slots=True)
class Pick:
    """Chaos: play the face-down card at this position of the hand (1 = leftmost)."""

    position: int

    def __str__(self) -> str:
        return f"pick {self.position}"


@dataclass(frozen=True, slots=True)
class Spy:
    """Chaos 1-card round: look at one rival's card before bidding (None: do not look)."""

    target: int | None

    def __str__(self) -> str:
        return "spy none" if self.target is None else f"spy {self.target}"


DECK = spanish_deck()  # the cards every deal samples from: plays are looked up by identity
POWER_DECK = DECK + spanish_deck(jokers=2)[len(DECK):]  # Poderes: the same cards + 2 jokers
PLAYS = {c: Play(c) for c in POWER_DECK}
PLAY_BY_ID = {id(c): a for c, a in PLAYS.items()}
PICKS = tuple(Pick(i) for i in range(0, 6))
SPY_NONE = Spy(None)


def parse_action(text: str):
    """`bid 2` (`win`/`lose`), `play Cb`, `pick 3`, `spy 2`, `spy none`; with Poderes also
    `duel betray`, `remove Cb`, `swap Rc 5o`, `pass`, `revive 2` (`poderes.actions`)."""
    words = text.split()
    bid = parse_bid(words)
    if bid is not None:
        return bid
    if len(words) == 2 and words[0] == "play":
        return Play(parse_card(words[1], SPANISH))
    if len(words) == 2 and words[0] in ("pick", "spy") and words[1].isascii() \
            and words[1].isdigit():
        n = int(words[1])
        if words[0] == "spy":
            return Spy(n)
        return PICKS[n] if n < len(PICKS) else Pick(n)
    if words == ["spy", "none"]:
        return SPY_NONE
    overlay = parse_poderes_action(words)
    if overlay is not None:
        return overlay
    raise ValueError(f"not an action of this game: {text!r} "
                     "(try 'bid 2', 'play Cb', 'pick 3' or 'spy 2')")


# ---------------------------------------------------------------- events (public facts only)
@dataclass(frozen=True, slots=True)
class SpyDecided(Event):
    """A player chose whom to spy on (or not to): who, and what they saw, stay private."""

    player: int


@dataclass(frozen=True, slots=True)
class BidHidden(Event):
    """A secret bid was made; its number is shown when everyone has bid."""

    player: int


@dataclass(frozen=True, slots=True)
class BidsRevealed(Event):
    bids: tuple[int | None, ...]


@dataclass(frozen=True, slots=True)
class HandsShuffled(Event):
    """Chaos: every hand was shuffled and turned face down after the bids."""


@dataclass(frozen=True, slots=True)
class HandsTurnedUp(Event):
    """A ciegas: the bids are in and every player now sees their own hand."""


@dataclass(frozen=True, slots=True)
class CardPlayed(Event):
    """A card played face up; `position` is the Chaos hand position it came from."""

    player: int
    card: Card
    position: int | None = None


@dataclass(frozen=True, slots=True)
class CardFaceDown(Event):
    """Twisted: a card was put on the table face down."""

    player: int


@dataclass(frozen=True, slots=True)
class CardsRevealed(Event):
    """Cards turned up together (a Twisted trick, the 1-card round), in play order."""

    cards: tuple[tuple[int, Card], ...]


@dataclass(frozen=True, slots=True)
class TrickResolved(Event):
    """Who took the trick; `result` is by position in `cards` (play order)."""

    player: int
    cards: tuple[tuple[int, Card], ...]
    result: TrickResult


# ---------------------------------------------------------------- the view
@dataclass(frozen=True)
class EspanolaView:
    """What one seat may know.

    `hand`: own cards when the seat may see them; in Chaos during play they are the cards
    still held in a fixed order (sorted), not by position (`hand_face_down` is True and
    `hand_sizes[viewer]` positions can be picked). In A ciegas while bidding and in the
    Clásico/A ciegas 1-card round it is empty. `visible`: other seats' cards this seat
    sees (the 1-card round; the Chaos spy). `bids`: None for a secret bid not yet shown
    (`has_bid` says who has bid). `face_down`: Twisted seats whose card lies face down
    (`my_face_down` is the seat's own). `viewer` None: the public view (a spectator's)."""

    viewer: int | None
    n_players: int
    mode: str
    poderes: bool
    lives: tuple[int, ...]
    dealer: int
    round_no: int
    round_size: int
    phase: str
    order: tuple[int, ...]
    bids: tuple[int | None, ...]
    has_bid: tuple[bool, ...]
    secret_bids: bool
    to_act: tuple[int, ...]
    hand: tuple[Card, ...]
    hand_face_down: bool
    hand_sizes: tuple[int, ...]
    visible: tuple[tuple[int, Card], ...]
    spied: tuple[int, Card] | None
    spy_done: tuple[bool, ...]
    trick: tuple[tuple[int, Card], ...]
    face_down: tuple[int, ...]
    my_face_down: Card | None
    leader: int | None  # who leads the trick in play (it sets the play order)
    played: tuple[Card, ...]
    tricks_won: tuple[int, ...]
    last_trick: tuple[tuple[int, Card], ...]
    last_result: TrickResult | None
    legal: tuple[str, ...]
    forbidden_bid: int | None
    winners: tuple[int, ...]

    @property
    def blind(self) -> bool:
        """The seat does not see its own cards now (the public has no cards of its own)."""
        return self.viewer is not None and not self.hand and self.hand_sizes[self.viewer] > 0

    @property
    def last_trick_winner(self) -> int | None:
        if self.last_result is None:
            return None
        return self.last_trick[self.last_result.winner][0]


__all__ = ["Bid", "Play", "Pick", "Spy", "parse_action"]

# Speed: the event of each seat playing each card face up, made once (by the card's id:
# deals hand out the deck's own objects).
PLAYED_BY_ID = {id(c): tuple(CardPlayed(p, c) for p in range(8)) for c in PLAYS}
SHARED_PLAYED_BY_ID.update(PLAYED_BY_ID)  # read by lives_rounds.InTurnPlay.apply


# the per-trick events made straight through their slots (lives_rounds.quick_new)
new_cards_revealed = quick_new(CardsRevealed)
new_trick_resolved = quick_new(TrickResolved)


class EspanolaHand(PlayHand):
    """A dealt hand of the Spanish deck (lives_rounds.PlayHand: its plays at hand)."""

    __slots__ = ()
    plays_by_id = PLAY_BY_ID
