"""Bandas's page on the rules screen, in our own words (Spanish and English).

Blocks: ("h", title), ("p", paragraph), ("li", item; "**Term**" at its start is set in
bold). Bandas has no playing cards, so the page has no card rows.
"""

LEAD = {"es": "Siete noches para quedarte con la ciudad.",
        "en": "Seven nights to take over the city."}

PAGE: dict[str, list[tuple[str, str]]] = {
    "es": [
        ("p", "De 2 a 6 jefes de banda se disputan cinco barrios: Puerto, Mercado, Casino, "
              "Estación y Plaza. Se juegan siete noches y gana quien acabe con más puntos."),
        ("h", "Los barrios"),
        ("p", "Cada noche, Puerto, Mercado, Estación y Plaza reciben un valor del 1 al 6 que "
              "todos ven. El Casino vale entre 0 y 10, pero no se sabe cuánto hasta el "
              "destape. En la séptima noche todos los valores se duplican."),
        ("h", "La jugada de cada noche"),
        ("p", "Todos deciden a la vez y a escondidas: repartes tus matones (normalmente diez) "
              "entre los barrios como quieras y, si te apetece, juegas uno de tus trucos. "
              "Los matones que no coloques no hacen nada. Nadie ve lo que has hecho hasta "
              "que todos han confirmado."),
        ("li", "**Mayoría**: en cada barrio se lleva su valor quien más matones tenga allí, "
               "y pasa a ser su dueño hasta que otro se lo quite."),
        ("li", "**Empates**: si el dueño está entre los empatados, gana él; si no, ese barrio "
               "no da puntos a nadie esa noche y sigue con el mismo dueño."),
        ("li", "**Barrio vacío**: si nadie tiene matones en un barrio, nadie lo gana: el "
               "dueño lo conserva pero no cobra, y un chivato jugado allí no sirve de nada."),
        ("li", "**Mercado**: quien lo gana roba además un truco, siempre que tenga menos de tres."),
        ("li", "**Refuerzos y policía**: desde la segunda noche, los que van últimos (empatados "
               "incluidos) tienen dos matones más; el que va primero él solo, uno menos."),
        ("h", "Los trucos"),
        ("p", "La baraja de trucos tiene 24 cartas, cuatro de cada clase. Empiezas con una y "
              "puedes jugar como mucho una por noche; las jugadas van a un montón que se "
              "vuelve a barajar cuando la baraja se acaba."),
        ("li", "**Refuerzos**: tres matones más para esta noche."),
        ("li", "**Navaja**: en el barrio que elijas, tus matones cuentan el doble."),
        ("li", "**Chivato**: en el barrio que elijas, los empates son tuyos aunque no seas el dueño."),
        ("li", "**Soborno**: eliges un barrio y un rival; la mitad de sus matones allí "
               "(redondeando hacia abajo) se pasan a tu lado."),
        ("li", "**Redada**: nadie gana ese barrio esta noche."),
        ("li", "**Doble o nada**: si ganas ese barrio cobras el doble; si no, pierdes 3 puntos."),
        ("h", "El destape"),
        ("p", "Los barrios se resuelven uno tras otro. En cada uno se aplica primero la "
              "redada, después los sobornos, luego las navajas y al final los empates: el "
              "chivato va antes que el dueño, y si hay dos chivatos empatados decide el dueño."),
        ("p", "Cada soborno cuenta los matones tal como se colocaron. Si dos jefes se "
              "sobornan el uno al otro en el mismo barrio, los dos cambios ocurren a la vez: "
              "4 contra 6 acaba en 5 contra 5."),
        ("h", "El final"),
        ("p", "Tras la séptima noche gana quien tenga más puntos. Si hay empate, quien sea "
              "dueño de más barrios; si sigue el empate, quien tenga menos trucos sin jugar. "
              "Si aun así no se deshace, la victoria se comparte."),
        ("h", "En la mesa"),
        ("p", "Arrastra matones del montón a los barrios (o usa los botones + y −) y tus "
              "trucos al barrio que quieras; el soborno te pregunta a qué rival. Con el "
              "teclado: flechas para elegir barrio y poner o quitar matones, T para el "
              "truco, R para el rival e Intro para confirmar. Durante el destape, clic o "
              "Espacio avanza y P lo detiene."),
    ],
    "en": [
        ("p", "Two to six gang bosses fight over five districts: Harbour (Puerto), Market "
              "(Mercado), Casino, Station (Estación) and Square (Plaza). Seven nights are "
              "played; the most points at the end wins."),
        ("h", "The districts"),
        ("p", "Every night the Harbour, Market, Station and Square get a value from 1 to 6 "
              "that everyone sees. The Casino is worth 0 to 10, but nobody knows how much "
              "until the reveal. On the seventh night every value is doubled."),
        ("h", "Each night's move"),
        ("p", "Everyone decides at once and in secret: split your thugs (usually ten) over "
              "the districts any way you like and, if you wish, play one of your tricks. "
              "Thugs you leave unplaced do nothing. Nobody sees your move until everyone "
              "has confirmed."),
        ("li", "**Majority**: in each district the most thugs take its value and become its "
               "owner until someone else wins it."),
        ("li", "**Ties**: if the owner is among the tied, the owner wins; otherwise the "
               "district pays nobody that night and keeps its owner."),
        ("li", "**Empty district**: if nobody has thugs in a district, nobody wins it: the "
               "owner keeps it but scores nothing, and a snitch played there is no use."),
        ("li", "**Market**: whoever wins it also draws a trick, unless they already hold three."),
        ("li", "**Backup and police**: from the second night, whoever is last (ties included) "
               "gets two extra thugs; a sole leader gets one fewer."),
        ("h", "The tricks"),
        ("p", "The trick deck has 24 cards, four of each kind. You start with one and may "
              "play at most one a night; played ones go to a pile that is reshuffled when "
              "the deck runs out."),
        ("li", "**Refuerzos (Backup)**: three more thugs for tonight."),
        ("li", "**Navaja (Knife)**: in the district you choose, your thugs count double."),
        ("li", "**Chivato (Snitch)**: in the district you choose, ties are yours even if you "
               "are not the owner."),
        ("li", "**Soborno (Bribe)**: choose a district and a rival; half of their thugs there "
               "(rounded down) switch to your side."),
        ("li", "**Redada (Raid)**: nobody wins that district tonight."),
        ("li", "**Doble o nada (Double or nothing)**: win that district and score double; "
               "miss it and lose 3 points."),
        ("h", "The reveal"),
        ("p", "The districts are settled one after another. In each, the raid comes first, "
              "then bribes, then knives, and ties last: a snitch goes before the owner, and "
              "two tied snitches leave it to the owner."),
        ("p", "Every bribe counts the thugs as they were placed. When two bosses bribe each "
              "other in the same district, both switches happen at once: 4 against 6 ends "
              "5 against 5."),
        ("h", "The end"),
        ("p", "After the seventh night the most points wins. On a tie, whoever owns more "
              "districts; then whoever holds fewer unplayed tricks. If that still does not "
              "settle it, the win is shared."),
        ("h", "At the table"),
        ("p", "Drag thugs from the heap onto the districts (or use + and −) and your tricks "
              "onto a district; a bribe asks which rival. Keyboard: arrows pick a district "
              "and add or take thugs, T picks the trick, R the rival, Enter confirms. During "
              "the reveal, a click or Space moves on and P holds it."),
    ],
}
