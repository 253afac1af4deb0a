"""Siete y media table: bets against the bank, cards asked for one by one, on the table kit."""
