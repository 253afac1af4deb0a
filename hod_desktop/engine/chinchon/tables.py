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

# One deck: the discard action and the card's bit (bit `card_id`) by the card's identity.
DISCARD_BY_ID = {id(c): Discard(c) for c in ONE_DECK}
BIT_BY_ID = {id(c): 1 << card_id(c) for c in ONE_DECK}
CARD_ID_BY_ID = {id(c): card_id(c) for c in ONE_DECK}
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

NEXT: dict[tuple[int, ...], dict[int, int]] = {}  # filled by next_seats


def next_seats(order: tuple[int, ...]) -> dict[int, int]:
    """Who plays after each seat of this turn order (cached per order)."""
    found = NEXT.get(order)
    if found is None:
        found = NEXT[order] = {p: order[(i + 1) % len(order)] for i, p in enumerate(order)}
    return found
