"""The rules screen page of Cinco Vidas con baraja española, in our own words (es, en).

Blocks as in the other games' pages: ("h", title), ("p", paragraph), ("li", item with an
optional "**Term**" in bold at its start), ("cards", "es:" + Spanish card codes)."""

LEAD = {"es": "Cinco Vidas con la baraja española: las cartas iguales se anulan.",
        "en": "Cinco Vidas with the Spanish deck: equal cards cancel out."}

PAGE: dict[str, list[tuple[str, str]]] = {
    "es": [
        ("p", "De 2 a 8 jugadores, una baraja española de 40 cartas y cinco vidas por "
              "cabeza. Sigue en pie el último que conserve alguna."),
        ("h", "Subrondas"),
        ("p", "Se reparten 5 cartas, luego 4, 3, 2 y 1, y vuelta a empezar por 5 hasta "
              "que solo quede uno. El reparto pasa a la izquierda, saltando a los "
              "eliminados."),
        ("h", "Valores"),
        ("p", "Del 1 al 7 valen lo que marcan; la Sota vale 10, el Caballo 11 y el Rey "
              "12. El palo no importa."),
        ("cards", "es:1o 4c 7e Sb Co Rc"),
        ("h", "Apuestas"),
        ("p", "Empezando por la izquierda de quien reparte, cada uno dice cuántas bazas "
              "hará. Quien reparte habla el último y no puede elegir la cifra que haría "
              "que la suma coincidiera con las cartas repartidas."),
        ("h", "Las cartas iguales se anulan"),
        ("p", "En cada baza, dos cartas del mismo valor se anulan por parejas según se "
              "van echando: la primera con la segunda; si sale una tercera, esa vuelve a "
              "valer; una cuarta la anula otra vez. De las que quedan en pie gana la más "
              "alta. Si se anulan todas, gana la última carta echada."),
        ("cards", "es:5o 5c Ro 5e"),
        ("p", "En el ejemplo los dos cincos primeros se anulan, el tercero vuelve a "
              "valer y gana el Rey."),
        ("h", "Vidas"),
        ("li", "Se pierden tantas vidas como bazas de diferencia entre lo apostado y lo "
               "ganado."),
        ("li", "Con cero vidas se queda eliminado; si los últimos caen a la vez, gana "
               "quien habría quedado con más vidas contando en negativo."),
        ("h", "Modos"),
        ("li", "**Clásico**: todo se juega a la vista. En la ronda de 1 carta no ves la "
               "tuya pero sí las de los demás, y las apuestas son secretas y a la vez, "
               "sin la limitación de quien reparte."),
        ("li", "**Twisted**: cada baza se echa boca abajo y se destapa cuando todos han "
               "echado. Da igual quién echó antes: las cartas se leen en el orden de los "
               "asientos, empezando por quien abre la baza, y así se emparejan las "
               "iguales. En la ronda de 1 carta ves la tuya."),
        ("li", "**Chaos**: tras las apuestas cada mano se baraja boca abajo y eliges una "
               "posición, no una carta. En la ronda de 1 carta ves la tuya y, con 3 o "
               "más jugadores, puedes espiar la carta de un rival antes de apostar."),
        ("li", "**A ciegas**: apuestas sin ver tus cartas; después se destapan y se "
               "juega como en el clásico. Su ronda de 1 carta también es la del clásico: "
               "ves las de los demás y no la tuya, y se apuesta en secreto y a la vez."),
        ("p", "En la ronda de 1 carta no se echa nada: se destapan todas en el orden de "
              "las apuestas y se aplica la regla de las iguales."),
        ("h", "Poderes"),
        ("p", "Una opción que se suma a cualquiera de los cuatro modos: la baraja lleva "
              "dos comodines, algunas cartas tienen poder, la ronda de 1 carta empieza "
              "con un duelo y cada jugador llena una barra de maná. Una carta solo usa su "
              "poder si queda en pie después de las anulaciones."),
        ("cards", "es:1o 1c 1e 1b 7o"),
        ("li", "**As de Oros**: gana la baza."),
        ("li", "**As de Copas**: quien gana la baza la cuenta como dos."),
        ("li", "**As de Espadas**: puedes quitar de la baza otra carta en pie, nunca un "
               "Rey."),
        ("li", "**As de Bastos**: puedes cambiar su valor por el de otra carta en pie."),
        ("li", "**7 de Oros**: puedes intercambiar los valores de otras dos cartas en pie."),
        ("li", "**Comodines**: no tienen valor. Si en la baza queda un número impar de "
               "comodines, la escala se da la vuelta y el 1 es la carta más alta; dos "
               "comodines se anulan entre sí."),
        ("h", "Duelo del prisionero"),
        ("p", "Antes de apostar en la ronda de 1 carta se sortean dos jugadores, que "
              "eligen en secreto colaborar o traicionar:"),
        ("li", "**Los dos colaboran**: +2 de maná cada uno, y cada uno sabe si su carta "
               "es más alta o más baja que la del otro."),
        ("li", "**Uno traiciona**: sabe la diferencia entre las dos cartas; el que "
               "colaboró pierde una vida."),
        ("li", "**Los dos traicionan**: −1 de maná cada uno."),
        ("h", "Maná y logros"),
        ("p", "Los logros dan maná: por ejemplo, ganar una baza como única carta en pie o "
              "acertar tu apuesta en la ronda de 1 carta. Con 5 de maná ganas una vida "
              "(hasta 7) y la barra se vacía del todo: lo que pase de 5 se pierde (con 4 "
              "y un logro de +2 te quedas a 0). Entre subrondas, quien tenga al menos 2 "
              "vidas puede dar una a un eliminado, que vuelve con 1; nadie vuelve dos "
              "veces."),
    ],
    "en": [
        ("p", "For 2 to 8 players, with a 40-card Spanish deck and five lives each. The "
              "last player with a life left wins."),
        ("h", "Sub-rounds"),
        ("p", "5 cards are dealt, then 4, 3, 2 and 1, and again from 5 until only one "
              "player is left. The deal moves left, skipping players who are out."),
        ("h", "Values"),
        ("p", "1 to 7 are worth their number; the Sota is 10, the Caballo 11 and the "
              "Rey 12. Suits do not matter."),
        ("cards", "es:1o 4c 7e Sb Co Rc"),
        ("h", "Bids"),
        ("p", "Starting left of the dealer, each player says how many tricks they will "
              "take. The dealer speaks last and may not pick the number that would make "
              "the bids add up to the cards dealt."),
        ("h", "Equal cards cancel"),
        ("p", "In a trick, cards of the same value cancel in pairs as they are played: "
              "the first with the second; a third one counts again; a fourth cancels it "
              "once more. Of the cards still standing the highest wins. If every card is "
              "cancelled, the last card played wins."),
        ("cards", "es:5o 5c Ro 5e"),
        ("p", "Here the first two fives cancel, the third counts again, and the Rey "
              "wins."),
        ("h", "Lives"),
        ("li", "You lose one life per trick of difference between your bid and your "
               "tricks."),
        ("li", "At zero lives you are out; if the last players fall together, the one who "
               "would have the most lives counting below zero wins."),
        ("h", "Modes"),
        ("li", "**Classic**: everything is played face up. In the 1-card round you see "
               "everyone's card but yours, and the bids are secret and made at once, "
               "with no dealer restriction."),
        ("li", "**Twisted**: each trick is played face down and turned up once everyone "
               "has played. Who laid first does not matter: the cards are read in seating "
               "order from the player who leads the trick, and that is how equal cards "
               "pair off. In the 1-card round you see your own card."),
        ("li", "**Chaos**: after the bids each hand is shuffled face down and you pick a "
               "place, not a card. In the 1-card round you see your card and, with 3 or "
               "more players, may spy on one rival's card before bidding."),
        ("li", "**Blind**: you bid without seeing your cards; then they are turned up "
               "and play goes on as in Classic. Its 1-card round is Classic's too: you see "
               "the others' cards and not yours, and the bids are secret and made at once."),
        ("p", "In the 1-card round nothing is played: the cards are turned up in bidding "
              "order and the equal-cards rule decides."),
        ("h", "Powers (Poderes)"),
        ("p", "An option that goes with any of the four modes: the deck has two jokers, "
              "some cards have powers, the 1-card round opens with a duel and every "
              "player fills a mana bar. A card uses its power only if it is still "
              "standing after the cancelling."),
        ("cards", "es:1o 1c 1e 1b 7o"),
        ("li", "**As de Oros** (the ace of coins): wins the trick."),
        ("li", "**As de Copas** (the ace of cups): whoever wins the trick counts it as two."),
        ("li", "**As de Espadas** (the ace of swords): you may take another standing card "
               "out of the trick, never a king."),
        ("li", "**As de Bastos** (the ace of clubs): you may swap its value with another "
               "standing card's."),
        ("li", "**7 de Oros** (the 7 of coins): you may swap the values of two other "
               "standing cards."),
        ("li", "**Jokers**: they have no value. An odd number of jokers left in a trick "
               "turns the scale upside down, so the 1 is the highest card; two jokers "
               "cancel each other."),
        ("h", "The prisoner's duel"),
        ("p", "Before the bids of the 1-card round two players are drawn; each secretly "
              "chooses to cooperate or to betray:"),
        ("li", "**Both cooperate**: +2 mana each, and each learns whether their card is "
               "higher or lower than the other's."),
        ("li", "**One betrays**: they learn the difference between the two cards; the "
               "one who cooperated loses a life."),
        ("li", "**Both betray**: −1 mana each."),
        ("h", "Mana and achievements"),
        ("p", "Achievements give mana: winning a trick as the only card left standing, "
              "for instance, or making your bid in the 1-card round. At 5 mana you gain a "
              "life (up to 7) and the bar empties completely: anything past 5 is lost "
              "(4 mana and a +2 achievement leave you at 0). Between sub-rounds a "
              "player with at least 2 lives may give one to a player who is out, who "
              "comes back with 1; nobody comes back twice."),
    ],
}
