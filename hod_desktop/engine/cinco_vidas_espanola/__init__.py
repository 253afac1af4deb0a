"""Cinco Vidas con baraja española (RULES.md §2): Cinco Vidas with the Spanish deck,
equal values cancelling in pairs, and four table modes (Clásico, Twisted, Chaos,
A ciegas). The round cycle, bidding rule, lives and end are Cinco Vidas's own
(`engine/lives_rounds.py`); `resolve_trick` decides a trick (also for the table).

The option `poderes` is the Poderes overlay (issue 13); until it exists it is False only.
"""
from __future__ import annotations

from ..core import GameRules, OptionSpec, register
from ..lives_rounds import (BIDDING, OVER, PLAYING, ROUND_SIZES, START_LIVES,  # noqa: F401
                            Bid, BidMade, GameOver, PlayerEliminated, RoundDealt,
                            RoundScored)
from .actions import (A_CIEGAS, CHAOS, CLASICO, DECK, MODES, SPYING, TWISTED,  # noqa: F401
                      BidHidden, BidsRevealed, CardFaceDown, CardPlayed, CardsRevealed,
                      EspanolaView, HandsShuffled, HandsTurnedUp, Pick, Play, Spy, SpyDecided,
                      TrickResolved, parse_action)
from .state import EspanolaState, determinize  # noqa: F401
from .trick import TrickResult, cancel_pairs, resolve_trick  # noqa: F401

LEVELS = ("facil", "normal", "dificil")

RULES = register(GameRules(
    name="cinco_vidas_espanola",
    code="CE",
    options=(
        OptionSpec("players", (2, 3, 4, 5, 6, 7, 8), 4),
        OptionSpec("mode", MODES, CLASICO),
        OptionSpec("poderes", (False,), False),
        OptionSpec("level", LEVELS, "normal"),
    ),
    new_state=lambda options, seed: EspanolaState(options, seed),
    parse_action=parse_action,
))
