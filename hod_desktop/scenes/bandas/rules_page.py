"""Bandas's page on the rules screen, in our own words (Spanish and English).

Blocks: ("h", title), ("p", paragraph), ("li", item; "**Term**" at its start is set in
bold). Bandas has no playing cards, so the page has no card rows.
"""
from ...ui.i18n import rule_text

CONTEXT = "rules.bandas"  # the texts' msgctxt in the catalogues
LEAD = rule_text("rules.bandas", "Siete noches para quedarte con la ciudad.")

PAGE: list[tuple[str, str]] = [
    ("p", rule_text("rules.bandas",
                    "De 2 a 6 jefes de banda se disputan cinco barrios: Puerto, Mercado, "
                    "Casino, Estación y Plaza. Se juegan siete noches y gana quien acabe con "
                    "más puntos.")),
    ("h", rule_text("rules.bandas", "Los barrios")),
    ("p", rule_text("rules.bandas",
                    "Cada noche, Puerto, Mercado, Estación y Plaza reciben un valor del 1 al 6 "
                    "que todos ven. El Casino vale entre 0 y 10, pero no se sabe cuánto hasta "
                    "el destape. En la séptima noche todos los valores se duplican.")),
    ("h", rule_text("rules.bandas", "La jugada de cada noche")),
    ("p", rule_text("rules.bandas",
                    "Todos deciden a la vez y a escondidas: repartes tus matones (normalmente "
                    "diez) entre los barrios como quieras y, si te apetece, juegas uno de tus "
                    "trucos. Los matones que no coloques no hacen nada. Nadie ve lo que has "
                    "hecho hasta que todos han confirmado.")),
    ("li", rule_text("rules.bandas",
                     "**Mayoría**: en cada barrio se lleva su valor quien más matones tenga "
                     "allí, y pasa a ser su dueño hasta que otro se lo quite.")),
    ("li", rule_text("rules.bandas",
                     "**Empates**: si el dueño está entre los empatados, gana él; si no, ese "
                     "barrio no da puntos a nadie esa noche y sigue con el mismo dueño.")),
    ("li", rule_text("rules.bandas",
                     "**Barrio vacío**: si nadie tiene matones en un barrio, nadie lo gana: el "
                     "dueño lo conserva pero no cobra, y un chivato jugado allí no sirve de "
                     "nada.")),
    ("li", rule_text("rules.bandas",
                     "**Mercado**: quien lo gana roba además un truco, siempre que tenga menos "
                     "de tres.")),
    ("li", rule_text("rules.bandas",
                     "**Refuerzos y policía**: desde la segunda noche, los que van últimos "
                     "(empatados incluidos) tienen dos matones más; el que va primero él solo, "
                     "uno menos.")),
    ("h", rule_text("rules.bandas", "Los trucos")),
    ("p", rule_text("rules.bandas",
                    "La baraja de trucos tiene 24 cartas, cuatro de cada clase. Empiezas con "
                    "una y puedes jugar como mucho una por noche; las jugadas van a un montón "
                    "que se vuelve a barajar cuando la baraja se acaba.")),
    ("li", rule_text("rules.bandas", "**Refuerzos**: tres matones más para esta noche.")),
    ("li", rule_text("rules.bandas",
                     "**Navaja**: en el barrio que elijas, tus matones cuentan el doble.")),
    ("li", rule_text("rules.bandas",
                     "**Chivato**: en el barrio que elijas, los empates son tuyos aunque no "
                     "seas el dueño.")),
    ("li", rule_text("rules.bandas",
                     "**Soborno**: eliges un barrio y un rival; la mitad de sus matones allí "
                     "(redondeando hacia abajo) se pasan a tu lado.")),
    ("li", rule_text("rules.bandas", "**Redada**: nadie gana ese barrio esta noche.")),
    ("li", rule_text("rules.bandas",
                     "**Doble o nada**: si ganas ese barrio cobras el doble; si no, pierdes 3 "
                     "puntos.")),
    ("h", rule_text("rules.bandas", "El destape")),
    ("p", rule_text("rules.bandas",
                    "Los barrios se resuelven uno tras otro. En cada uno se aplica primero la "
                    "redada, después los sobornos, luego las navajas y al final los empates: "
                    "el chivato va antes que el dueño, y si hay dos chivatos empatados decide "
                    "el dueño.")),
    ("p", rule_text("rules.bandas",
                    "Cada soborno cuenta los matones tal como se colocaron. Si dos jefes se "
                    "sobornan el uno al otro en el mismo barrio, los dos cambios ocurren a la "
                    "vez: 4 contra 6 acaba en 5 contra 5.")),
    ("h", rule_text("rules.bandas", "El final")),
    ("p", rule_text("rules.bandas",
                    "Tras la séptima noche gana quien tenga más puntos. Si hay empate, quien "
                    "sea dueño de más barrios; si sigue el empate, quien tenga menos trucos "
                    "sin jugar. Si aun así no se deshace, la victoria se comparte.")),
    ("h", rule_text("rules.bandas", "En la mesa")),
    ("p", rule_text("rules.bandas",
                    "Arrastra matones del montón a los barrios (o usa los botones + y −) y tus "
                    "trucos al barrio que quieras; el soborno te pregunta a qué rival. Con el "
                    "teclado: flechas para elegir barrio y poner o quitar matones, T para el "
                    "truco, R para el rival e Intro para confirmar. Durante el destape, clic o "
                    "Espacio avanza y P lo detiene.")),
]
