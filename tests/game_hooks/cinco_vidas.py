"""Cinco Vidas: its hooks for the generic engine suite and the set-ups its rule tests use."""
from __future__ import annotations

import random
from collections import Counter

from hod_desktop.engine.cards import Card
from hod_desktop.engine.core import Match

from . import GameHooks, all_cards


# -- hands, the trick, cards played earlier this round; the rest is undealt
def _cv_deck(state) -> list[Card]:
    from hod_desktop.engine.cards import french_deck

    return french_deck()


def _cv_dealt(state) -> dict[str, list[Card]]:
    zones = {f"hand {p}": list(state.hands[p]) for p in range(state.n)}
    trick = [c for _, c in state.trick]
    played = list(state.played)
    assert played[len(played) - len(trick):] == trick, (
        f"the trick {trick} is not the end of the cards played this round {played}")
    zones["trick"] = trick
    zones["played earlier this round"] = played[:len(played) - len(trick)]
    return zones


def _cv_zones(state) -> dict[str, list[Card]]:
    """Cinco Vidas deals each round from a fresh deck, so the cards not in a hand and not
    played this round are the undealt rest. While a round runs, the dealt cards must be
    exactly `size` per live player: a card that vanished would show here."""
    from hod_desktop.engine import cinco_vidas as cv

    zones = _cv_dealt(state)
    dealt = all_cards(zones)
    if state.phase != cv.OVER:
        expected = state.size * len(state.order)
        assert len(dealt) == expected, (
            f"{len(dealt)} cards dealt or played this round, expected {expected}")
    rest = Counter(_cv_deck(state))
    rest.subtract(Counter(dealt))
    zones["undealt"] = [c for c, k in rest.items() for _ in range(max(k, 0))]
    return zones


def _cv_hidden_swap(state, seat: int, rng: random.Random):
    """In a normal round the other players' hands and the undealt cards are hidden from
    `seat`; in the 1-card round only the seat's own card (and the undealt ones). From the
    public (seat None): every hand in a normal round; in the 1-card round, whose cards
    are all on foreheads, nothing dealt."""
    from hod_desktop.engine import cinco_vidas as cv

    if state.phase == cv.OVER:
        return None
    blind = state.size == 1
    hidden = [p for p in state.order if state.hands[p] and ((p == seat) if blind else (p != seat))]
    if not hidden:
        return None
    new = state.clone()
    if len(hidden) >= 2 and rng.random() < 0.5:
        a, b = rng.sample(hidden, 2)
        i, j = rng.randrange(len(new.hands[a])), rng.randrange(len(new.hands[b]))
        new.hands[a][i], new.hands[b][j] = new.hands[b][j], new.hands[a][i]
        return new
    undealt = _cv_zones(state)["undealt"]
    p = rng.choice(hidden)
    i = rng.randrange(len(new.hands[p]))
    new.hands[p][i] = rng.choice(undealt)
    return new


HOOKS = GameHooks(_cv_deck, _cv_zones, _cv_hidden_swap)



# ---------------------------------------------------------------- set-ups
def cv_seed_with_dealer(players: int, dealer: int) -> int:
    """The first seed whose first dealer is `dealer` (the dealer is drawn from the seed)."""
    for seed in range(10_000):
        if Match("cinco_vidas", {"players": players}, seed).state.dealer == dealer:
            return seed
    raise AssertionError("no seed found")


def cv_rig(match: Match, *, size: int | None = None, dealer: int | None = None,
           lives: list[int] | None = None, hands: dict[int, str] | None = None) -> list:
    """Start a fresh Cinco Vidas round on `match` with the given round size, dealer,
    lives and (some) hands, e.g. `hands={0: "Ks 2h", 1: "7c 7d"}`. Returns the events of
    the deal. Uses the state's round machinery, so order and hand sizes are the engine's."""
    from hod_desktop.engine import cinco_vidas as cv
    from hod_desktop.engine.cards import FRENCH, parse_cards

    s = match.state
    if lives is not None:
        s.lives = list(lives)
    if size is not None:
        s.round_no = cv.ROUND_SIZES.index(size) - 1  # _start_round moves on to the next one
    else:
        s.round_no -= 1
    if dealer is not None:
        s.dealer = dealer
    events = s._start_round(first=True)
    if hands:
        for p, text in hands.items():
            cards = parse_cards(text, FRENCH)
            assert len(cards) == len(s.hands[p]), f"player {p} must get {len(s.hands[p])} cards"
            s.hands[p] = cards
        rest = Counter(c for h in s.hands for c in h)
        assert max(rest.values()) == 1, "a card was dealt twice in the rigged hands"
        others = [p for p in s.order if p not in hands]
        if others:  # re-deal the unrigged hands from what is left, so no card repeats
            pool = [c for c in cv.french_deck() if c not in {c for p in hands for c in s.hands[p]}]
            for p in others:
                s.hands[p] = [pool.pop() for _ in range(len(s.hands[p]))]
    return events


def cv_bid_all(match: Match, bids: list[int] | dict[int, int]) -> list:
    """Bid in the engine's order; `bids` by seat (list or dict). Returns all events."""
    events: list = []
    round_no = match.state.round_no
    while match.state.phase == "bidding" and match.state.round_no == round_no:
        p = match.to_act()[0]
        events += match.apply(p, f"bid {bids[p]}")
    return events


def sim_round_mid_play(rng: random.Random):
    """A bots' simulator round (`ai/cinco_vidas/sim.py`) of 2-8 seats and 1-5 cards,
    random bids, advanced by random cards to a random point (mid-round, mid-trick), and
    an independent copy of it: two rollouts from there can then be compared."""
    from hod_desktop.ai.cinco_vidas import sim

    k = rng.randint(2, 8)
    size = rng.randint(1, 5)
    deck = [v for v in range(1, 14) for _ in range(4)]
    rng.shuffle(deck)
    hands = [sorted(deck[i * size:(i + 1) * size]) for i in range(k)]
    bids = [rng.randint(0, size) for _ in range(k)]
    a = sim.Round([list(h) for h in hands], list(bids), [0] * k, [], 0, [0] * 14)
    for _ in range(rng.randint(0, size * k - 1)):
        pos = a.to_move()
        a.play(pos, rng.choice(a.hands[pos]))
    return a, sim_round_copy(a)


def sim_round_copy(a):
    from hod_desktop.ai.cinco_vidas import sim

    return sim.Round([list(h) for h in a.hands], list(a.bids), list(a.won), list(a.trick),
                     a.leader, list(a.played))
