"""The Cinco Vidas con baraja española bots: bot (the three levels), sim (trick odds with
cancelling), chaos (bidding when play is blind), foresight and outcome (Poderes look-
ahead), poderes (the powers layer).

The game list names this package; `make_bot(level, rng)` and `LEVELS` are its interface.
"""
from .bot import LEVELS, make_bot

__all__ = ["LEVELS", "make_bot"]
