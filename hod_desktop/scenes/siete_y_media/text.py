"""Siete y media texts (Spanish first, registered with ui/i18n on import): its title and
tagline for the menus, and the table's own strings."""
from __future__ import annotations

from ...ui import i18n

i18n.register("es", {
    "game.siete_y_media": "Siete y media",
    "game.siete_y_media.tagline": "Pide carta o plántate: gánale a la banca sin pasarte.",
    "sm.hand": "Mano {n} de {total}",
    "sm.bank": "banca",
    "sm.bet": "Apostar {n}",
    "sm.card": "Carta",
    "sm.stand": "Me planto",
    "sm.chips": "{n} {n:ficha|fichas}",
    "sm.your_bet": "Tu apuesta: elige cuántas fichas (1 a {top})",
    "sm.your_turn": "Llevas {total}: ¿carta o te plantas?",
    "sm.your_bank": "Eres la banca con {total}: ¿carta o te plantas?",
    "sm.waiting": "Juega {name}…",
    "sm.bust": "se pasa",
    "sm.stood": "planta",
    "sm.settled": "Mano {n}: {line}",
    "sm.won": "{name} gana {n}",
    "sm.lost": "{name} pierde {n}",
    "sm.bank_to": "La banca pasa a {name}",
    "sm.result": "Mano {n}",
    "sm.bet_line": "apuesta {n}",
    "move.advice.bet": "Apuesta {card}",
    "move.trace.bet": "apuesta {card}",
    "move.advice.card": "Pide carta",
    "move.trace.card": "pide carta",
    "move.advice.stand": "Plántate",
    "move.trace.stand": "se planta",
    "sm.keys": "1–5 apostar · C carta · Espacio me planto · H historial · Q pista · P ¿podría haber ganado? · Esc pausa",
})
i18n.register("en", {
    "game.siete_y_media": "Siete y media",
    "game.siete_y_media.tagline": "Draw or stand: beat the bank without going over.",
    "sm.hand": "Hand {n} of {total}",
    "sm.bank": "bank",
    "sm.bet": "Bet {n}",
    "sm.card": "Card",
    "sm.stand": "Stand",
    "sm.chips": "{n} {n:chip|chips}",
    "sm.your_bet": "Your bet: choose how many chips (1 to {top})",
    "sm.your_turn": "You have {total}: card or stand?",
    "sm.your_bank": "You hold the bank with {total}: card or stand?",
    "sm.waiting": "{name} is playing…",
    "sm.bust": "bust",
    "sm.stood": "stands",
    "sm.settled": "Hand {n}: {line}",
    "sm.won": "{name} wins {n}",
    "sm.lost": "{name} loses {n}",
    "sm.bank_to": "The bank passes to {name}",
    "sm.result": "Hand {n}",
    "sm.bet_line": "bet {n}",
    "move.advice.bet": "Bet {card}",
    "move.trace.bet": "bets {card}",
    "move.advice.card": "Ask for a card",
    "move.trace.card": "asks for a card",
    "move.advice.stand": "Stand",
    "move.trace.stand": "stands",
    "sm.keys": "1–5 bet · C card · Space stand · H history · Q hint · P could I have won? · Esc pause",
})


def halves_text(halves: int) -> str:
    """A total in half points as the table writes it: «5», «½», «7½»."""
    whole, half = divmod(halves, 2)
    return (str(whole) if whole or not half else "") + ("½" if half else "")
