"""Rooms: playing with friends over the network (no pygame in this package)."""
