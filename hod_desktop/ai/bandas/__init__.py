"""The Bandas bots: bot (the three levels), model (what the table's bids and plays say
about hidden hands).

The game list names this package; `make_bot(level, rng)` and `LEVELS` are its interface.
"""
from .bot import LEVELS, make_bot

__all__ = ["LEVELS", "make_bot"]
