"""Chinchón's page on the rules screen, in our own words (Spanish and English).

Blocks: ("h", title), ("p", paragraph), ("li", item; "**Term**" at its start is set in
bold), ("cards", "codes" of example cards; "es:" first for the Spanish deck, "|" a gap).
"""
from ...ui.i18n import rule_text

CONTEXT = "rules.chinchon"  # the texts' msgctxt in the catalogues
LEAD = rule_text("rules.chinchon", "Combina, descarta y cierra.")

PAGE: list[tuple[str, str]] = [
    ("p", rule_text("rules.chinchon",
                    "El gran clásico de la baraja española, para 2 a 6 jugadores: una baraja "
                    "de 40 cartas hasta cuatro jugadores y dos barajas con cinco o seis. Se "
                    "trata de no pasar del límite de puntos (100, o 50 en la partida corta) "
                    "mientras los demás lo van superando.")),
    ("h", rule_text("rules.chinchon", "Combinaciones")),
    ("li", rule_text("rules.chinchon",
                     "**Escalera**: tres o más cartas seguidas del mismo palo, en el orden 1, "
                     "2, 3, 4, 5, 6, 7, Sota, Caballo, Rey. El 7 y la Sota van seguidos, y el "
                     "Rey no enlaza con el 1.")),
    ("li", rule_text("rules.chinchon",
                     "**Trío o cuarteto**: tres o cuatro cartas del mismo número, de cualquier "
                     "palo (con dos barajas se puede repetir palo).")),
    ("cards", "es: 6c 7c Sc Cc  |  5o 5e 5b"),
    ("p", rule_text("rules.chinchon",
                    "Una carta solo puede estar en una combinación; la mesa las llama también "
                    "«ligas», y «todo ligado» es una mano sin ninguna carta suelta. Las "
                    "sueltas cuentan puntos: Sota, Caballo y Rey valen 10; las demás, su "
                    "número.")),
    ("h", rule_text("rules.chinchon", "El turno")),
    ("p", rule_text("rules.chinchon",
                    "Cada jugador recibe siete cartas y se destapa una para empezar el montón "
                    "de descartes. En tu turno coges una carta, del mazo o la de encima del "
                    "descarte, y luego tiras una boca arriba. La carta que acabas de coger del "
                    "descarte no la puedes tirar en el mismo turno.")),
    ("h", rule_text("rules.chinchon", "Cerrar")),
    ("p", rule_text("rules.chinchon",
                    "En lugar de descartar como siempre puedes cerrar, si de tus siete cartas "
                    "te queda como mucho una suelta y vale 5 o menos. Tiras esa carta boca "
                    "abajo y enseñas tus combinaciones.")),
    ("li", rule_text("rules.chinchon",
                     "Con una carta suelta sumas su valor; con todo combinado, restas 10.")),
    ("li", rule_text("rules.chinchon",
                     "**Chinchón**: las siete cartas en una sola escalera del mismo palo. "
                     "Quien cierra así gana la partida en ese momento.")),
    ("cards", "es: 1e 2e 3e 4e 5e 6e 7e"),
    ("h", rule_text("rules.chinchon", "Recuento")),
    ("p", rule_text("rules.chinchon",
                    "Los demás enseñan su mano. La mesa la ordena siempre de la manera que "
                    "menos puntos deja, y sus cartas sueltas pueden colocarse en las "
                    "combinaciones de quien cerró: una cuarta carta en un trío, o alargando "
                    "una escalera por cualquiera de sus puntas. Lo que sigue suelto se suma al "
                    "marcador de cada uno.")),
    ("h", rule_text("rules.chinchon", "Si se acaba el mazo")),
    ("p", rule_text("rules.chinchon",
                    "Se baraja el descarte, menos la carta de arriba, y sirve de mazo nuevo. "
                    "Si el mazo se acaba por tercera vez en la misma mano, la mano se anula: "
                    "nadie puntúa y se vuelve a repartir.")),
    ("h", rule_text("rules.chinchon", "Eliminación y final")),
    ("li", rule_text("rules.chinchon",
                     "Quien pasa del límite queda fuera; estar justo en el límite todavía vale.")),
    ("li", rule_text("rules.chinchon",
                     "**Reenganche** (si se elige al preparar la partida): quien se pasa puede "
                     "volver una vez con los puntos del peor jugador que siga dentro, siempre "
                     "que queden al menos dos.")),
    ("li", rule_text("rules.chinchon",
                     "Gana el último que siga dentro, o quien cierre con chinchón. Si todos "
                     "los que quedaban se pasan en la misma mano, gana el de menos puntos.")),
    ("h", rule_text("rules.chinchon", "La mesa te ayuda")),
    ("p", rule_text("rules.chinchon",
                    "Una barra de color marca cada combinación de tu mano, cada carta suelta "
                    "muestra lo que vale y la mesa te avisa cuando puedes cerrar. Ordena la "
                    "mano arrastrando las cartas o con el botón Ordenar. Junto al nombre de "
                    "cada rival verás la última carta que cogió del descarte, bajo «Cogió».")),
]
