"""Look-up tables of the state's hot path (speed only: no rule lives here).

A dealt hand holds the decks' own Card objects, so the usual turn looks cards up by
identity (`id`), never hashing or comparing Card values. Cards built elsewhere (parsed
by name in a test, rigged hands) are not in these tables, and the state's general path
answers for them. The per-turn events (a card drawn from the pile, a card discarded)
are the same few hundred frozen values over and over, so they are built once.
"""
from __future__ import annotations

from ..cards import spanish_deck
from .actions import DISCARD_PILE, STOCK, CardDiscarded, CardDrawn, Close, Discard
from .melds import card_id

MAX_PLAYERS = 6
DECKS = {False: tuple(spanish_deck()), True: tuple(spanish_deck(copies=2))}
ONE_DECK = DECKS[False]

# One deck, by the card's identity: its discard action and its card id (0..39).
DISCARD_BY_ID = {id(c): Discard(c) for c in ONE_DECK}
CARD_ID_BY_ID = {id(c): card_id(c) for c in ONE_DECK}
DISCARD_BY_CARD_ID = tuple(DISCARD_BY_ID[id(c)] for c in sorted(ONE_DECK, key=card_id))


def _run_cards(pattern: int) -> int:
    """The cards of one suit's 10-bit pattern that have run partners: both neighbours,
    or two on one side (`melds.might_close`'s test, one suit at a time)."""
    down, up = pattern << 1, pattern >> 1
    return pattern & ((down & up) | (down & pattern << 2) | (up & pattern >> 2)) & 1023


# By a suit's pattern: those cards, and how many they are.
RUN_CARDS = tuple(_run_cards(p) for p in range(1024))
RUN_COUNT = tuple(m.bit_count() for m in RUN_CARDS)
# By card id (0..39): the one-deck card's close action.
CLOSE_BY_CARD_ID = tuple(Close(c) for c in sorted(ONE_DECK, key=card_id))
# Within one deck distinct objects are distinct cards, so identity decides equality there.
DECK_IDS = {two: frozenset(map(id, deck)) for two, deck in DECKS.items()}
ONE_DECK_IDS = DECK_IDS[False]

SEATS = tuple((p,) for p in range(MAX_PLAYERS))  # to_act() of a seat's turn
DREW_STOCK = tuple(CardDrawn(p, STOCK, None) for p in range(MAX_PLAYERS))
# Per seat: the event of drawing / discarding each card of either deck, by identity.
DREW_PILE = tuple({id(c): CardDrawn(p, DISCARD_PILE, c) for deck in DECKS.values()
                   for c in deck} for p in range(MAX_PLAYERS))
DISCARDED = tuple({id(c): CardDiscarded(p, c) for deck in DECKS.values() for c in deck}
                  for p in range(MAX_PLAYERS))

# One deck, by the card's identity, all the usual turn needs of it in one look-up: its
# card id, its suit, its bit in that suit's 10-bit pattern (bit = rank order), its
# discard action, and per seat the events of discarding it and of drawing it from the pile.
INFO_BY_ID = {id(c): (card_id(c), card_id(c) % 4, 1 << card_id(c) // 4, DISCARD_BY_ID[id(c)],
                      tuple(DISCARDED[p][id(c)] for p in range(MAX_PLAYERS)),
                      tuple(DREW_PILE[p][id(c)] for p in range(MAX_PLAYERS)))
              for c in ONE_DECK}

NEXT: dict[tuple[int, ...], dict[int, int]] = {}  # filled by next_seats


def next_seats(order: tuple[int, ...]) -> dict[int, int]:
    """Who plays after each seat of this turn order (cached per order)."""
    found = NEXT.get(order)
    if found is None:
        found = NEXT[order] = {p: order[(i + 1) % len(order)] for i, p in enumerate(order)}
    return found
