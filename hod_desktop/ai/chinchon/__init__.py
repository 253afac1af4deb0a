"""The Chinchón bots: bot (the three levels), value (what Difícil thinks a kept hand is
worth), search (Difícil's determinized search), sim (the bots' private fast simulator).

The game list names this package; `make_bot(level, rng)` and `LEVELS` are its interface.
"""
from .bot import LEVELS, make_bot

__all__ = ["LEVELS", "make_bot"]
