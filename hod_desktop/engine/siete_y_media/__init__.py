"""Siete y media (RULES.md §6): bet against the bank, ask for cards, stop short of 7½.

Actions (text form): `bet 3` (1 to 5 chips, never more than you have), `card` (one more
card, face up), `stand`. Totals are counted in half points (7½ is 15).

Decisions where the rules are silent:
- Bets are placed in turn from the bank's left and are public; a seat with no chips
  plays no more (it is out). The cards are dealt after the last bet.
- At exactly 7½ a seat stands by itself (any card would bust it). With the stock used
  up a seat can only stand.
- If every player busts, the bank does not play: it turns nothing and the hand settles.
- Settling: the players who lose pay the bank first; then the bank pays the winners in
  turn order from its left, each in full as far as its chips go (a bank never goes below
  zero; a winner it cannot pay gets what is left).
- Several two-card 7½ winners: the first in turn order takes the bank. A bank left with
  no chips passes it to the next seat on its left with chips. The bank moves on after
  holding it for three hands; taking it by a 7½ starts its three hands afresh.
- The match ends after 12 hands, or at once when at most one seat has chips; the most
  chips win (ties share the win).
- Randomness: first bank from `rng_for(seed, 0)`; hand k's shuffle from
  `rng_for(seed, 1, k)`; cards are dealt from the end of the shuffled list.
- `view(None)` is what every player sees: no face-down card until it is turned up.
"""
from __future__ import annotations

from ..core import GameRules, OptionSpec, register
from .actions import (BETS, DECK, HIT, MAX_BET, MIN_BET, STAND, TARGET, BankPassed,  # noqa: F401
                      BankTurned, Bet, BetPlaced, Busted, CardsDealt, CardTaken, GameOver,
                      HandResult, HandSettled, HandStarted, Hit, PlayerOut, Stand, Stood,
                      deck_card, halves, parse_action, total)
from .rounds import SieteReader
from .state import (BANK_PLAYS, BETTING, HANDS_PER_BANK, LEVELS, MAX_HANDS, OVER,  # noqa: F401
                    PLAYING, START_CHIPS, SieteState, SieteView, determinize)

RULES = register(GameRules(
    name="siete_y_media",
    code="SM",
    options=(
        OptionSpec("players", (2, 3, 4, 5, 6, 7), 4),
        OptionSpec("level", LEVELS, "normal"),
    ),
    new_state=lambda options, seed: SieteState(options, seed),
    parse_action=parse_action,
    round_reader=SieteReader,
))
from .table_model import table_model  # noqa: F401,E402  (the table kit draws it)
