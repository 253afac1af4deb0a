"""Imports every game's engine module named in the game list, so each registers its rules."""
from .. import game_list

game_list.load_engines()
