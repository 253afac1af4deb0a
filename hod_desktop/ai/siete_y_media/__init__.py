"""The Siete y media bots: bot (the three levels), odds (exact chances over the unseen
cards, the bank's choice included).

The game list names this package; `make_bot(level, rng)` and `LEVELS` are its interface.
"""
from .bot import LEVELS, make_bot

__all__ = ["LEVELS", "make_bot"]
