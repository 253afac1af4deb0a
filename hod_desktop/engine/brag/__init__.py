"""Bastard Brag (RULES.md §3): swap with the centre, knock, and do not hold the worst hand.

Actions (text form): `swap 7c up`, `swap 7c down1`, `swap 7c down2` (give 7c, take the
centre card in that place), `swapall 7c` (give the whole hand for the whole centre; 7c
lies face up, the other two face down), `knock`.

Decisions where the rules are silent:
- The centre has three fixed places: `down1`, `down2` (face down) and `up` (face up). A
  one-card swap keeps the place's face, so there is always one face-up card; after a
  swap of all three the two hidden cards go to down1/down2 in the giver's hand order.
- "The card you gave may not be taken back": after a one-card swap, its place; after a
  swap of all three, all three places. A place is freed as soon as someone else takes
  from it (the card there is then a different one) or when the seat swaps again. These
  marks are public (everybody sees where each seat put its cards). A knock clears the
  knocker's marks. With three or more seats someone else always swaps between two turns
  of a seat, so a place is free. With two seats left, if one swapped all three and the
  other knocked, all three places are still marked: then the mark does not apply to
  one-card swaps for that last turn (a swap of all three back stays refused).
- Knocking is allowed once every seat in the deal has swapped once (after `len(order)`
  swaps); the knocker does not act again; the others, in order from the knocker's left,
  get exactly one last turn each and must swap.
- Safety bound: after 12 full times round (12 swaps per seat) with no knock the hands
  are shown as if someone had knocked (`HandsShown.knocker` is None).
- Dealing: from `rng_for(seed, 1, deal_no)`, one card at a time round the table with the
  centre as the last place of each round; the centre's third card is the face-up one.
  First dealer from `rng_for(seed, 0)`; then the next live seat to the left.
- What each seat knows (its `view`): its own hand; the face-up card; a face-down card
  only if that seat laid it there itself (and nobody has taken it since); every turn
  of the deal with the face-up cards taken and shown, its own cards, and the face-down
  cards it laid itself when someone takes them. A card you took face down is in your
  hand. After a deal, the reveal (`HandsShown`) shows every hand and the centre.
- The worst hand at the reveal loses a life (with one deck there are no ties: see
  `ranking`). At 0 lives the seat is out at once; the last seat with lives wins.
"""
from __future__ import annotations

from ..core import GameRules, OptionSpec, register
from .actions import (DOWN_SLOTS, KNOCK, SLOT_NAMES, UP, AllSwapped, CardSwapped,
                      DealStarted, GameOver, HandsShown, Knock, Knocked, PlayerEliminated,
                      Swap, SwapAll, SwapRecord, parse_action)
from .rounds import BragReader
from .ranking import (CATEGORY_IDS, FLUSH, HIGH_CARD, PAIR, PRIAL, RUN, RUNNING_FLUSH,
                      HandRank, hand_rank, reading_order)
from .state import (KNOCK_ALREADY, KNOCK_FIRST_ROUND, KNOCK_NOT_YOUR_TURN, LEVELS, OVER,
                    PLAYING, ROUND_LIMIT, START_LIVES, BragState, BragView,
                    certain_holdings, determinize)

RULES = register(GameRules(
    name="brag",
    code="BB",
    options=(
        OptionSpec("players", (3, 4, 5, 6, 7, 8, 9, 10), 4),
        OptionSpec("level", LEVELS, "normal"),
    ),
    new_state=lambda options, seed: BragState(options, seed),
    parse_action=parse_action,
    round_reader=BragReader,
))

__all__ = [
    "RULES", "BragState", "BragView", "determinize", "certain_holdings", "parse_action",
    "hand_rank", "reading_order", "HandRank", "CATEGORY_IDS", "HIGH_CARD", "PAIR", "FLUSH", "RUN",
    "RUNNING_FLUSH", "PRIAL", "Swap", "SwapAll", "Knock", "KNOCK", "SwapRecord",
    "SLOT_NAMES", "UP", "DOWN_SLOTS", "DealStarted", "CardSwapped", "AllSwapped", "Knocked",
    "HandsShown", "PlayerEliminated", "GameOver", "LEVELS", "PLAYING", "OVER",
    "START_LIVES", "ROUND_LIMIT", "KNOCK_FIRST_ROUND", "KNOCK_ALREADY",
    "KNOCK_NOT_YOUR_TURN",
]
