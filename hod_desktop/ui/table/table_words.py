"""Words every lives-and-turns table says the same way (Spanish first): whose turn it is,
who is out, the dealer's chip, the deal code, the summary's player and lives columns and
the winner's banner. Registered on import (`table_hud` imports it, so every table has
them); a game keeps only the sentences of its own rules in its text.py."""
from __future__ import annotations

from .. import i18n

i18n.register("es", {
    "table.thinking": "{name} está pensando…",
    "table.away_waiting": "{name} se ha desconectado: se le espera",
    "table.away_machine": "La máquina juega por {name}",
    "table.not_your_turn": "Espera tu turno",
    "table.eliminated": "Fuera",  # not «Eliminado»: Lucía, Carmen… (as «queda fuera»)
    "table.dealer_chip": "R",
    "table.watching": "Te has quedado fuera: mirando la partida",
    "table.col_player": "Jugador",
    "table.col_lives": "Vidas",
    "table.code": "Reparto {code}",
    # under the last round's summary, for «the next round starts by itself»
    "table.results_next": "Fin de la partida · el resultado sale solo · clic para verlo ya",
    "table.wins": "¡Gana {name}!",
    "table.wins.you": "¡Ganas tú!",  # the person's own: i18n.tr picks "<key>.you"
    "table.wins.many": "¡Ganan {name}!",  # a shared win (TableFlow.show_winners)
    "table.wins.many_you": "¡Ganáis {name}!",
    "table.you_among": "tú",  # the person named among other winners: «¡Ganáis tú y Mateo!»
    # «¿Podría haber ganado?» (P) with nothing to play again yet; Brag and Bandas replay the
    # whole game only, from the results
    "table.no_round_yet": "Aún no has terminado ninguna ronda.",
    "table.no_hand_yet": "Aún no has terminado ninguna mano.",
    "table.no_round_replay": "En este juego se repasa la partida entera, al final.",
})
i18n.register("en", {
    "table.thinking": "{name} is thinking…",
    "table.away_waiting": "{name} has disconnected: waiting for them",
    "table.away_machine": "The machine plays for {name}",
    "table.not_your_turn": "Wait for your turn",
    "table.eliminated": "Out",
    "table.dealer_chip": "D",
    "table.watching": "You're out: watching the game",
    "table.col_player": "Player",
    "table.col_lives": "Lives",
    "table.code": "Deal {code}",
    "table.results_next": "Game over · the results come up by themselves · click to see them now",
    "table.wins": "{name} wins!",
    "table.no_round_yet": "You have not finished a round yet.",
    "table.no_hand_yet": "You have not finished a hand yet.",
    "table.no_round_replay": "In this game the whole game is replayed, at the end.",
    "table.wins.you": "You win!",
    "table.wins.many": "{name} win!",
    "table.wins.many_you": "{name} win!",
    "table.you_among": "You",
})
