"""Bastard Brag's page on the rules screen, in our own words (Spanish and English).

Blocks: ("h", title), ("p", paragraph), ("li", item; "**Term**" at its start is set in
bold), ("cards", "codes" of example cards; "|" a gap).
"""

LEAD = {"es": "Cambia con el centro y no te quedes con la peor mano.",
        "en": "Trade with the centre and don't be left with the worst hand."}

PAGE: dict[str, list[tuple[str, str]]] = {
    "es": [
        ("p", "De 3 a 10 jugadores con la baraja francesa de 52 cartas, sin comodines. "
              "Cada uno tiene tres vidas; quien se queda sin ninguna sale de la partida y "
              "gana el último que conserve alguna."),
        ("h", "El reparto"),
        ("p", "Cada jugador recibe tres cartas y otras tres van al centro de la mesa: dos "
              "boca abajo y una boca arriba. El resto del mazo no se usa. Empieza el "
              "jugador a la izquierda de quien reparte, y el reparto pasa a la izquierda "
              "en cada mano."),
        ("h", "Tu turno: cambiar es obligatorio"),
        ("li", "**Una carta**: das una de tu mano y te quedas con una del centro. Si "
               "coges la que está boca arriba, la tuya queda boca arriba; si coges una "
               "tapada, la miras y la tuya queda tapada en su sitio."),
        ("li", "**Las tres**: cambias tu mano entera por todo el centro y eliges cuál de "
               "tus tres cartas queda boca arriba; las otras dos quedan tapadas."),
        ("li", "**Sin marcha atrás**: no puedes recuperar la carta que acabas de dejar "
               "en el centro hasta que hayas cogido otra distinta. La mesa la marca."),
        ("li", "No se puede pasar."),
        ("h", "Plantarse (golpe)"),
        ("p", "Desde la segunda vuelta, cuando todos han cambiado al menos una vez, "
              "puedes golpear la mesa en lugar de cambiar: te quedas con tu mano y ya no "
              "juegas más en esa mano. Cada uno de los demás tiene un último turno, en "
              "orden, y en él debe cambiar; nadie más puede golpear."),
        ("p", "Si solo quedan dos jugadores y las tres cartas del centro son las que el que "
              "no golpeó acaba de dejar, su último turno sigue siendo obligatorio: puede "
              "llevarse cualquiera de ellas, de una en una (las tres a la vez, no)."),
        ("p", "Después se enseñan todas las manos y la peor pierde una vida. Si nadie "
              "golpea en doce vueltas, se enseñan igualmente."),
        ("h", "Orden de las manos, de mejor a peor"),
        ("li", "**Trío**: tres cartas iguales. El mejor es el de treses; después ases, "
               "reyes… hasta doses."),
        ("cards", "3s 3h 3d | As Ah Ad"),
        ("li", "**Escalera de color**: tres seguidas del mismo palo."),
        ("li", "**Escalera**: tres seguidas. La mejor es A-2-3, después A-K-Q, K-Q-J… "
               "hasta 4-3-2. K-A-2 no es escalera."),
        ("cards", "Ac 2d 3h | As Kd Qh"),
        ("li", "**Color**: tres del mismo palo."),
        ("li", "**Pareja**: manda la pareja más alta y, si empatan, la tercera carta."),
        ("li", "**Carta alta**: se compara carta a carta empezando por la mayor; el as "
               "es la más alta."),
        ("p", "Si dos manos tienen exactamente los mismos valores, decide el palo de su "
              "carta más alta: picas, corazones, diamantes y tréboles, por este orden. "
              "Esa carta puede no ser de la pareja: en 5-5-K cuenta el palo de la K. Si "
              "las dos más altas valen lo mismo (A-A-5), cuenta la de mejor palo. Así "
              "nunca hay empate."),
    ],
    "en": [
        ("p", "For 3 to 10 players with the 52-card French deck, no jokers. Everyone "
              "has three lives; whoever loses them all leaves the game, and the last "
              "player with a life left wins."),
        ("h", "The deal"),
        ("p", "Each player gets three cards and three more go to the middle of the "
              "table: two face down and one face up. The rest of the deck is not used. "
              "The player on the dealer's left starts, and the deal moves left every "
              "hand."),
        ("h", "Your turn: you must swap"),
        ("li", "**One card**: give one card from your hand and take one from the centre. "
               "Take the face-up card and yours lies face up; take a hidden one, look at "
               "it, and yours lies face down in its place."),
        ("li", "**All three**: trade your whole hand for the whole centre and choose "
               "which of your three cards lies face up; the other two lie face down."),
        ("li", "**No taking back**: you cannot take back the card you just put in the "
               "centre until you have taken a different one. The table marks it."),
        ("li", "You may not pass."),
        ("h", "Knocking"),
        ("p", "From the second time round, once everyone has swapped at least once, you "
              "may knock instead of swapping: you keep your hand and play no more this "
              "deal. Every other player gets one last turn, in order, and must swap in "
              "it; nobody else may knock."),
        ("p", "With only two players left, if all three centre cards are ones the player "
              "who did not knock has just given, that last turn is still a must: they may "
              "take any of them back, one at a time (not all three at once)."),
        ("p", "Then all hands are shown and the worst one loses a life. If nobody knocks "
              "in twelve times round, the hands are shown anyway."),
        ("h", "Hands, best first"),
        ("li", "**Prial**: three of a kind. Threes are best, then aces, kings… down to "
               "twos."),
        ("cards", "3s 3h 3d | As Ah Ad"),
        ("li", "**Running flush**: three in a row in one suit."),
        ("li", "**Run**: three in a row. A-2-3 is best, then A-K-Q, K-Q-J… down to "
               "4-3-2. K-A-2 is not a run."),
        ("cards", "Ac 2d 3h | As Kd Qh"),
        ("li", "**Flush**: three of one suit."),
        ("li", "**Pair**: the higher pair wins and, if equal, the odd card."),
        ("li", "**High card**: compare card by card from the highest; the ace is high."),
        ("p", "When two hands have exactly the same values, the suit of their highest "
              "card decides: spades, hearts, diamonds, clubs, in that order. That card "
              "need not belong to the pair: in 5-5-K the K's suit counts. If the two "
              "highest share a value (A-A-5), the better-suited one counts. So there is "
              "never a tie."),
    ],
}
