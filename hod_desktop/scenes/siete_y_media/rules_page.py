"""The rules screen page of Siete y media, in our own words (es, en).

Blocks as in the other games' pages: ("h", title), ("p", paragraph), ("li", item with an
optional "**Term**" in bold at its start), ("cards", "es:" + Spanish card codes)."""

LEAD = {"es": "Pide cartas contra la banca y acércate a siete y media sin pasarte.",
        "en": "Draw cards against the bank and get close to seven and a half without going over."}

PAGE: dict[str, list[tuple[str, str]]] = {
    "es": [
        ("p", "De 2 a 7 jugadores con la baraja española de 40 cartas. Uno lleva la banca y "
              "los demás juegan solo contra ella. Todos empiezan con 20 fichas."),
        ("h", "Cuánto vale cada carta"),
        ("p", "Del 1 al 7, lo que marcan. Sota, Caballo y Rey valen medio punto cada uno."),
        ("cards", "es:1o 5c 7e | Sb Cc Ro"),
        ("h", "Una mano"),
        ("li", "**Apuesta**: cada jugador, empezando a la izquierda de la banca, pone de 1 a "
               "5 fichas (nunca más de las que tiene)."),
        ("li", "**Reparto**: una carta boca abajo para cada uno y otra para la banca; "
               "cada cual mira solo la suya."),
        ("li", "**Carta o me planto**: por turnos, cada jugador pide cartas de una en una, "
               "boca arriba, o se planta. Quien pasa de siete y media enseña su carta "
               "tapada y pierde su apuesta en el acto. Con siete y media justas te "
               "plantas solo."),
        ("li", "**La banca**: juega la última. Destapa su carta y pide o se planta viendo "
               "las cartas descubiertas de todos."),
        ("h", "Quién cobra"),
        ("p", "Gana su apuesta quien quede más cerca de siete y media que la banca; si no, "
              "la pierde. Los empates son de la banca, y una banca con siete y media gana "
              "a todos. Si la banca se pasa, cobran todos los que se plantaron."),
        ("p", "Siete y media con solo dos cartas (un 7 y una figura) cobra el doble, salvo "
              "que la banca también tenga siete y media."),
        ("cards", "es:7o Rb"),
        ("h", "La banca cambia de manos"),
        ("p", "Quien gana con siete y media de dos cartas se queda la banca para la mano "
              "siguiente. Si no, la banca pasa al de su izquierda cada tres manos. Una "
              "banca sin fichas la cede al siguiente que tenga."),
        ("h", "Fin de la partida"),
        ("p", "Se juegan 12 manos, o hasta que solo a uno le queden fichas. Gana quien "
              "tenga más fichas; si hay empate, ganan los empatados. La baraja se mezcla "
              "antes de cada mano."),
    ],
    "en": [
        ("p", "Two to seven players with the 40-card Spanish deck. One holds the bank and "
              "the others play against it alone. Everyone starts with 20 chips."),
        ("h", "What each card is worth"),
        ("p", "One to seven count as marked. Sota, Caballo and Rey are worth half a point "
              "each."),
        ("cards", "es:1o 5c 7e | Sb Cc Ro"),
        ("h", "A hand"),
        ("li", "**Bet**: each player, starting left of the bank, stakes 1 to 5 chips (never "
               "more than they hold)."),
        ("li", "**Deal**: one card face down for each player and one for the bank; each "
               "looks only at their own."),
        ("li", "**Card or stand**: in turn, each player asks for cards one at a time, face "
               "up, or stands. Going over seven and a half shows your hidden card and "
               "loses your bet on the spot. On exactly seven and a half you stand by "
               "yourself."),
        ("li", "**The bank**: plays last. It turns its card up and draws or stands, seeing "
               "everyone's face-up cards."),
        ("h", "Who gets paid"),
        ("p", "A player closer to seven and a half than the bank wins the bet; otherwise "
              "they lose it. Ties go to the bank, and a bank on seven and a half beats "
              "everyone. If the bank goes over, everyone who stood is paid."),
        ("p", "Seven and a half with just two cards (a 7 and a face card) is paid double, "
              "unless the bank has seven and a half too."),
        ("cards", "es:7o Rb"),
        ("h", "The bank moves on"),
        ("p", "Whoever wins with a two-card seven and a half takes the bank for the next "
              "hand. Otherwise the bank passes to its left every three hands. A bank with "
              "no chips left hands it to the next seat that has some."),
        ("h", "End of the game"),
        ("p", "Twelve hands are played, or until only one seat has chips. The most chips "
              "win; a tie is a shared win. The deck is shuffled before every hand."),
    ],
}
