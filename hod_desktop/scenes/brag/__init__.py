"""Bastard Brag table: seats with lives, your three cards, the centre, swaps and the knock."""
