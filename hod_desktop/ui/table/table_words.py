"""Words every lives-and-turns table says the same way (Spanish first): whose turn it is,
who is out, the dealer's chip, the deal code, the summary's player and lives columns and
the winner's banner. Declared on import (`table_hud` imports it, so every table has
them); a game keeps only the sentences of its own rules in its text.py."""
from __future__ import annotations

from .. import i18n

i18n.declare("table.thinking", "{name} está pensando…")
i18n.declare("table.away_waiting", "{name} se ha desconectado: se le espera")
i18n.declare("table.away_machine", "La máquina juega por {name}")
i18n.declare("table.not_your_turn", "Espera tu turno")
# not «Eliminado»: Lucía, Carmen… (as «queda fuera»)
i18n.declare("table.eliminated", "Fuera")
i18n.declare("table.dealer_chip", "R")
i18n.declare("table.watching", "Te has quedado fuera: mirando la partida")
i18n.declare("table.col_player", "Jugador")
i18n.declare("table.col_lives", "Vidas")
i18n.declare("table.code", "Reparto {code}")
# under the last round's summary, for «the next round starts by itself»
i18n.declare("table.results_next",
             "Fin de la partida · el resultado sale solo · clic para verlo ya")
i18n.declare("table.wins", "¡Gana {name}!")
# the person's own: i18n.tr picks "<key>.you"
i18n.declare("table.wins.you", "¡Ganas tú!")
# a shared win (TableFlow.show_winners)
i18n.declare("table.wins.many", "¡Ganan {name}!")
i18n.declare("table.wins.many_you", "¡Ganáis {name}!")
# the person named among other winners: «¡Ganáis tú y Mateo!»
i18n.declare("table.you_among", "tú")
# «¿Podría haber ganado?» (P) with nothing to play again yet; Brag and Bandas replay the
# whole game only, from the results
i18n.declare("table.no_round_yet", "Aún no has terminado ninguna ronda.")
i18n.declare("table.no_hand_yet", "Aún no has terminado ninguna mano.")
i18n.declare("table.no_round_replay", "En este juego se repasa la partida entera, al final.")
