"""Siete y media texts (Spanish first, declared to ui/i18n on import): its title and
tagline for the menus, and its moves in words (the hint, a bot's trace at its seat). The
table's own words are in table_text.py."""
from __future__ import annotations

from ...ui import i18n

i18n.declare("game.siete_y_media", "Siete y media")
i18n.declare("game.siete_y_media.tagline", "Pide carta o plántate: gánale a la banca sin pasarte.")
i18n.declare("move.advice.bet", "Apuesta {card}")
i18n.declare("move.trace.bet", "apuesta {card}")
i18n.declare("move.advice.card", "Pide carta")
i18n.declare("move.trace.card", "pide carta")
i18n.declare("move.advice.stand", "Plántate")
i18n.declare("move.trace.stand", "se planta")

