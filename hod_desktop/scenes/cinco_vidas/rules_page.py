"""Cinco Vidas's page on the rules screen, in our own words (Spanish and English).

Blocks: ("h", title), ("p", paragraph), ("li", item; "**Term**" at its start is set in
bold), ("cards", "codes" of example cards; "es:" first for the Spanish deck, "|" a gap).
"""

LEAD = {'es': 'Acierta tus bazas y sobrevive.', 'en': 'Call your tricks and survive.'}

PAGE: dict[str, list[tuple[str, str]]] = {
    "es": [
        ("p", "Un juego de bazas para 2 a 8 jugadores con la baraja francesa de 52 "
              "cartas. Todos empiezan con cinco vidas y gana quien conserve alguna "
              "cuando los demás ya las han perdido todas."),
        ("h", "Rondas"),
        ("p", "Cada ronda se reparten menos cartas: 5 en la primera, después 4, 3, 2 y "
              "1, y se vuelve a empezar por 5. El reparto pasa cada vez al siguiente "
              "jugador de la izquierda que siga en juego."),
        ("h", "Valor de las cartas"),
        ("p", "Manda el Rey y la carta más baja es el As: K, Q, J, 10, 9 … 2, A. Los "
              "palos no cuentan para nada: no hay triunfo ni hay que asistir."),
        ("cards", "Ks Qh Jd 10c 9s 2h As"),
        ("h", "Apuestas"),
        ("p", "Con las cartas en la mano, cada jugador anuncia cuántas bazas va a "
              "ganar, desde 0 hasta el número de cartas de la ronda. Habla primero el "
              "de la izquierda del repartidor; el repartidor, el último."),
        ("li", "**El repartidor no puede cuadrar las cuentas**: tiene prohibida la cifra "
               "con la que la suma de todas las apuestas igualaría el número de cartas. "
               "Si esa cifra no es posible, elige con libertad."),
        ("h", "Bazas"),
        ("p", "Abre el primero que apostó y cada jugador echa la carta que quiera. Se "
              "lleva la baza la carta más alta; si dos tienen el mismo valor, gana la "
              "que se echó después. Quien gana una baza abre la siguiente."),
        ("h", "La ronda de una carta"),
        ("p", "Con una sola carta cambia todo: ves las cartas de los rivales pero no la "
              "tuya. En vez de un número se dice «gano» o «pierdo», en el orden de "
              "siempre, y el repartidor sigue sin poder cuadrar las cuentas: si nadie "
              "ha dicho «gano» debe decir «pierdo»; si lo ha dicho uno solo, debe decir "
              "«gano»; con dos o más, es libre."),
        ("p", "No se juega ninguna carta: se destapan todas y gana la más alta. En caso "
              "de empate gana quien habló más tarde."),
        ("h", "Vidas"),
        ("p", "Al acabar cada ronda se pierde una vida por cada baza de diferencia entre "
              "lo apostado y lo ganado. Quien acierta justo no pierde nada."),
        ("li", "Quien llega a cero vidas queda eliminado."),
        ("li", "Gana el último jugador que conserve vidas."),
        ("li", "Si los que quedaban se quedan todos a cero en la misma ronda, gana quien "
               "habría terminado con más vidas contando en negativo; si aun así empatan, "
               "comparten la victoria."),
        ("h", "Consejos"),
        ("li", "Un Rey casi siempre gana una baza; un As casi nunca."),
        ("li", "Al repartir se sufre: fíjate en lo que han dicho los demás antes de hablar."),
        ("li", "En la ronda de una carta, las cartas de los rivales te dicen mucho de la tuya."),
    ],
    "en": [
        ("p", "A trick-taking game for 2 to 8 players with the 52-card French deck. "
              "Everyone starts with five lives; the winner is whoever still has some "
              "when all the others have run out."),
        ("h", "Rounds"),
        ("p", "Each round deals fewer cards: 5 in the first, then 4, 3, 2 and 1, and "
              "back to 5. The deal moves each time to the next player on the left who "
              "is still in the game."),
        ("h", "Card values"),
        ("p", "The King is highest and the Ace lowest: K, Q, J, 10, 9 … 2, A. Suits "
              "never matter: there are no trumps and you never have to follow suit."),
        ("cards", "Ks Qh Jd 10c 9s 2h As"),
        ("h", "Bidding"),
        ("p", "Looking at your cards, you say how many tricks you will take, from 0 up to "
              "the number of cards in the round. The player on the dealer's left speaks "
              "first and the dealer speaks last."),
        ("li", "**The dealer cannot make it add up**: the dealer may not choose the "
               "number that would make all the bids add up to the number of cards. If "
               "that number is not possible anyway, the dealer is free."),
        ("h", "Tricks"),
        ("p", "The first bidder leads and everyone plays any card they like. The highest "
              "card takes the trick; when two cards have the same value, the one played "
              "later wins. The winner of a trick leads the next one."),
        ("h", "The one-card round"),
        ("p", "With a single card everything changes: you see your opponents' cards but "
              "not your own. Instead of a number you say “win” or “lose”, in the "
              "usual order, and the dealer still cannot make it add up: with no “win” "
              "before, the dealer must say “lose”; with exactly one, “win”; with two "
              "or more, either."),
        ("p", "No card is played: all are turned up and the highest wins. On a tie, the "
              "player who spoke later wins."),
        ("h", "Lives"),
        ("p", "After each round you lose one life for every trick between your bid and "
              "the tricks you took. Hitting your bid exactly costs nothing."),
        ("li", "A player with no lives left is out."),
        ("li", "The last player with lives wins."),
        ("li", "If everyone still in drops to zero in the same round, the one who would "
               "have the most lives counting below zero wins; an exact tie is a shared win."),
        ("h", "Tips"),
        ("li", "A King nearly always takes a trick; an Ace hardly ever does."),
        ("li", "Dealing is the hard seat: listen to the other bids before you speak."),
        ("li", "In the one-card round, the cards you can see tell you a lot about yours."),
    ],
}
