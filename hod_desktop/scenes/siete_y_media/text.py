"""Siete y media texts (Spanish first, registered with ui/i18n on import): its title and
tagline for the menus, and its moves in words (the hint, a bot's trace at its seat). The
table's own words are in table_text.py."""
from __future__ import annotations

from ...ui import i18n

i18n.register("es", {
    "game.siete_y_media": "Siete y media",
    "game.siete_y_media.tagline": "Pide carta o plántate: gánale a la banca sin pasarte.",
    "move.advice.bet": "Apuesta {card}",
    "move.trace.bet": "apuesta {card}",
    "move.advice.card": "Pide carta",
    "move.trace.card": "pide carta",
    "move.advice.stand": "Plántate",
    "move.trace.stand": "se planta",
})
i18n.register("en", {
    "game.siete_y_media": "Siete y media",
    "game.siete_y_media.tagline": "Draw or stand: beat the bank without going over.",
    "move.advice.bet": "Bet {card}",
    "move.trace.bet": "bets {card}",
    "move.advice.card": "Ask for a card",
    "move.trace.card": "asks for a card",
    "move.advice.stand": "Stand",
    "move.trace.stand": "stands",
})

