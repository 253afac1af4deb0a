"""The Bastard Brag bots: bot (the three levels), evaluation (hand strength against the
unseen cards).

The game list names this package; `make_bot(level, rng)` and `LEVELS` are its interface.
"""
from .bot import LEVELS, make_bot

__all__ = ["LEVELS", "make_bot"]
