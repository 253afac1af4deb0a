"""The Cinco Vidas bots: bot (the three levels), sim (trick odds and playouts), rivals
(reading each rival from its bids and plays).

The game list names this package; `make_bot(level, rng)` and `LEVELS` are its interface.
"""
from .bot import LEVELS, make_bot

__all__ = ["LEVELS", "make_bot"]
