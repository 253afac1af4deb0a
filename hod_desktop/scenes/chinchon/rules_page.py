"""Chinchón's page on the rules screen, in our own words (Spanish and English).

Blocks: ("h", title), ("p", paragraph), ("li", item; "**Term**" at its start is set in
bold), ("cards", "codes" of example cards; "es:" first for the Spanish deck, "|" a gap).
"""

LEAD = {'es': 'Combina, descarta y cierra.', 'en': 'Meld, discard and close.'}

PAGE: dict[str, list[tuple[str, str]]] = {
    "es": [
        ("p", "El gran clásico de la baraja española, para 2 a 6 jugadores: una baraja "
              "de 40 cartas hasta cuatro jugadores y dos barajas con cinco o seis. Se "
              "trata de no pasar del límite de puntos (100, o 50 en la partida corta) "
              "mientras los demás lo van superando."),
        ("h", "Combinaciones"),
        ("li", "**Escalera**: tres o más cartas seguidas del mismo palo, en el orden 1, "
               "2, 3, 4, 5, 6, 7, Sota, Caballo, Rey. El 7 y la Sota van seguidos, y el "
               "Rey no enlaza con el 1."),
        ("li", "**Trío o cuarteto**: tres o cuatro cartas del mismo número, de cualquier "
               "palo (con dos barajas se puede repetir palo)."),
        ("cards", "es: 6c 7c Sc Cc  |  5o 5e 5b"),
        ("p", "Una carta solo puede estar en una combinación; la mesa las llama también "
              "«ligas», y «todo ligado» es una mano sin ninguna carta suelta. Las sueltas "
              "cuentan puntos: Sota, Caballo y Rey valen 10; las demás, su número."),
        ("h", "El turno"),
        ("p", "Cada jugador recibe siete cartas y se destapa una para empezar el montón "
              "de descartes. En tu turno coges una carta, del mazo o la de encima del "
              "descarte, y luego tiras una boca arriba. La carta que acabas de coger del "
              "descarte no la puedes tirar en el mismo turno."),
        ("h", "Cerrar"),
        ("p", "En lugar de descartar como siempre puedes cerrar, si de tus siete cartas "
              "te queda como mucho una suelta y vale 5 o menos. Tiras esa carta boca "
              "abajo y enseñas tus combinaciones."),
        ("li", "Con una carta suelta sumas su valor; con todo combinado, restas 10."),
        ("li", "**Chinchón**: las siete cartas en una sola escalera del mismo palo. Quien "
               "cierra así gana la partida en ese momento."),
        ("cards", "es: 1e 2e 3e 4e 5e 6e 7e"),
        ("h", "Recuento"),
        ("p", "Los demás enseñan su mano. La mesa la ordena siempre de la manera que "
              "menos puntos deja, y sus cartas sueltas pueden colocarse en las "
              "combinaciones de quien cerró: una cuarta carta en un trío, o alargando una "
              "escalera por cualquiera de sus puntas. Lo que sigue suelto se suma al "
              "marcador de cada uno."),
        ("h", "Si se acaba el mazo"),
        ("p", "Se baraja el descarte, menos la carta de arriba, y sirve de mazo nuevo. "
              "Si el mazo se acaba por tercera vez en la misma mano, la mano se anula: "
              "nadie puntúa y se vuelve a repartir."),
        ("h", "Eliminación y final"),
        ("li", "Quien pasa del límite queda fuera; estar justo en el límite todavía vale."),
        ("li", "**Reenganche** (si se elige al preparar la partida): quien se pasa puede "
               "volver una vez con los puntos del peor jugador que siga dentro, siempre "
               "que queden al menos dos."),
        ("li", "Gana el último que siga dentro, o quien cierre con chinchón. Si todos los "
               "que quedaban se pasan en la misma mano, gana el de menos puntos."),
        ("h", "La mesa te ayuda"),
        ("p", "Una barra de color marca cada combinación de tu mano, cada carta suelta "
              "muestra lo que vale y la mesa te avisa cuando puedes cerrar. Ordena la mano "
              "arrastrando las cartas o con el botón Ordenar. Junto al nombre de cada rival "
              "verás la última carta que cogió del descarte, bajo «Cogió»."),
    ],
    "en": [
        ("p", "The great classic of the Spanish deck, for 2 to 6 players: one 40-card "
              "deck for up to four players and two decks for five or six. The aim is to "
              "stay under the points limit (100, or 50 in the short game) while the others "
              "go over it."),
        ("h", "Melds"),
        ("li", "**Run**: three or more cards in a row of one suit, in the order 1, 2, 3, "
               "4, 5, 6, 7, Sota, Caballo, Rey. The 7 and the Sota are neighbours, and the "
               "Rey does not wrap round to the 1."),
        ("li", "**Set**: three or four cards of the same number, in any suits (with two "
               "decks a suit may repeat)."),
        ("cards", "es: 6c 7c Sc Cc  |  5o 5e 5b"),
        ("p", "A card belongs to one meld at most. Cards left over score points: Sota, "
              "Caballo and Rey are worth 10, the rest their number."),
        ("h", "Your turn"),
        ("p", "Everyone gets seven cards and one card is turned up to start the discard "
              "pile. On your turn take a card, from the stock or the top of the discard "
              "pile, then throw one away face up. A card you just took from the discard "
              "pile cannot go straight back."),
        ("h", "Closing"),
        ("p", "Instead of a normal discard you may close when at most one of your seven "
              "cards is left over and it is worth 5 or less. Lay that card face down and "
              "show your melds."),
        ("li", "With one card left over you score its value; with everything melded, "
               "minus 10."),
        ("li", "**Chinchón**: all seven cards in a single run of one suit. Closing with "
               "it wins the whole game on the spot."),
        ("cards", "es: 1e 2e 3e 4e 5e 6e 7e"),
        ("h", "Counting"),
        ("p", "The others show their hands. The table always arranges them to leave the "
              "fewest points, and their spare cards may be added to the closer's melds: "
              "a fourth card on a set, or extending a run at either end. Whatever is "
              "still left over is added to each player's score."),
        ("h", "When the stock runs out"),
        ("p", "The discard pile, except its top card, is shuffled into a new stock. If "
              "the stock runs out a third time in the same hand, the hand is void: nobody "
              "scores and the cards are dealt again."),
        ("h", "Going out and winning"),
        ("li", "Going over the limit puts you out; sitting exactly on it is still fine."),
        ("li", "**Re-entry** (when chosen at setup): a player who goes over may come back "
               "once with the score of the worst player still in, as long as at least two "
               "remain."),
        ("li", "The last player still in wins, or whoever closes with a chinchón. If all "
               "the remaining players go over in the same hand, the lowest score wins."),
        ("h", "The table helps you"),
        ("p", "A colour bar marks each meld in your hand, every spare card shows its "
              "value, and the table tells you when you can close. Sort your hand by "
              "dragging or with the Sort button. By each rival's name you can see the last "
              "card they took from the discard pile, marked “Took”."),
    ],
}
