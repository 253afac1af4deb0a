"""The Cinco Vidas con baraja española table (a Cinco Vidas table with the modes)."""
