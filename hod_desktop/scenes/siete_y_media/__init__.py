"""Siete y media: a minimal table (the seat ring, cards by seat, bet and card/stand buttons)."""
