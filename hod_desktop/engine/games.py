"""Imports every game module so each registers its rules. Add new games here."""
from . import cinco_vidas  # noqa: F401
from . import chinchon  # noqa: F401
