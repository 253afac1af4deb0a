"""Chinchón (RULES.md §5): meld seven cards, close cheaply, stay under the limit.

Actions (text form): `draw stock`, `draw discard`, `discard 5o`, `close 5o` (throw 5o
face down and show the other seven), `reenter`, `decline`, and `arrange 1o 2o ...`.

Decisions where the rules are silent:
- `arrange` (a permutation of the player's own hand, by card names) is legal for any
  player dealt into the hand, at any time while the hand is played, without being their
  turn and without passing it. It is not listed in `legal_actions` (permutations are
  endless). A drawn card goes to the right end of the hand. With two decks a name maps
  to the first card of that name not yet used (copies are interchangeable).
- Cards in actions are named by text (copy 0); the engine throws the first card of the
  hand with that name, skipping the one just taken from the discard pile. The closing
  throw follows the same rule: the card just taken from the discard may not be thrown
  face down either.
- Closing: the engine shows the best closing arrangement of the remaining seven (all
  melded, or the cheapest single loose card worth <= 5); among equal ones, a fixed
  canonical choice (larger melds first). The face-down card is never named in events.
- A chinchón ends the game at once: the hands are still revealed (`HandResult` with
  `chinchon=True`, points all None, totals unchanged) and the closer wins alone.
- The stock is checked at the end of each turn: when it is empty the discard pile but
  its top is shuffled into a new stock (twice per hand); the third time the hand is
  void. A voided hand counts as a hand: the dealer rotates for the next deal.
- Re-entry is a question put to the player (phase "reentry", actions `reenter` /
  `decline`), one player at a time in turn order, right after the count. It is offered
  only to those who went over in this hand and never used (or declined) their re-entry,
  and only when at least two players are still in after the count (re-entries of the
  same hand do not count towards those two). The total given is the highest total among
  the players still in, taken when the player answers.
- Two decks are used when the table starts with 5 or 6 players, for the whole game.
- If everyone still in goes over in the same hand, the lowest total among them wins
  (ties share the win). Totals may go negative (closing at -10).
- Randomness: first dealer from `rng_for(seed, 0)`; the deal of hand k from
  `rng_for(seed, 1, k)`; the j-th rebuild of the stock from `rng_for(seed, 2, k, j)`.
"""
from __future__ import annotations

from ..core import GameRules, OptionSpec, register
from .rounds import ChinchonReader
from .actions import (DECLINE, DISCARD_PILE, DRAW_DISCARD, DRAW_STOCK, REENTER, STOCK,
                      Arrange, CardDiscarded, CardDrawn, Close, Decline, Discard, Draw,
                      GameOver, HandClosed, HandCounted, HandDealt, HandResult, HandVoided,
                      PlayerOut, PlayerReentered, Reenter, ReentryDeclined, ReentryOffered,
                      StockRebuilt, parse_action)
from .melds import (Arrangement, best_arrangement, can_close, card_id, card_points,
                    close_throws, closing_arrangement, is_chinchon, is_meld)
from .state import (DISCARD, DRAW, LEVELS, OVER, REENTRY, ChinchonState, ChinchonView,
                    determinize, uses_two_decks)

RULES = register(GameRules(
    name="chinchon",
    code="CH",
    options=(
        OptionSpec("players", (2, 3, 4, 5, 6), 4),
        OptionSpec("level", LEVELS, "normal"),
        OptionSpec("limit", (100, 50), 100),
        OptionSpec("reentry", (True, False), True),
    ),
    new_state=lambda options, seed: ChinchonState(options, seed),
    parse_action=parse_action,
    round_reader=ChinchonReader,
))

__all__ = [
    "RULES", "ChinchonState", "ChinchonView", "determinize", "parse_action",
    "best_arrangement", "closing_arrangement", "can_close", "close_throws", "is_chinchon",
    "is_meld", "card_points", "Arrangement", "HandResult", "uses_two_decks", "LEVELS",
    "DRAW", "DISCARD", "REENTRY", "OVER", "STOCK", "DISCARD_PILE",
    "Draw", "Discard", "Close", "Arrange", "Reenter", "Decline",
    "DRAW_STOCK", "DRAW_DISCARD", "REENTER", "DECLINE",
    "HandDealt", "CardDrawn", "CardDiscarded", "HandClosed", "HandCounted", "StockRebuilt",
    "HandVoided", "PlayerOut", "ReentryOffered", "PlayerReentered", "ReentryDeclined",
    "GameOver",
]
