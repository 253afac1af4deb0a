"""Bastard Brag's page on the rules screen, in our own words (Spanish and English).

Blocks: ("h", title), ("p", paragraph), ("li", item; "**Term**" at its start is set in
bold), ("cards", "codes" of example cards; "|" a gap).
"""
from ...ui.i18n import rule_text

CONTEXT = "rules.brag"  # the texts' msgctxt in the catalogues
LEAD = rule_text("rules.brag", "Cambia con el centro y no te quedes con la peor mano.")

PAGE: list[tuple[str, str]] = [
    ("p", rule_text("rules.brag",
                    "De 3 a 10 jugadores con la baraja francesa de 52 cartas, sin comodines. "
                    "Cada uno tiene tres vidas; quien se queda sin ninguna sale de la partida "
                    "y gana el último que conserve alguna.")),
    ("h", rule_text("rules.brag", "El reparto")),
    ("p", rule_text("rules.brag",
                    "Cada jugador recibe tres cartas y otras tres van al centro de la mesa: "
                    "dos boca abajo y una boca arriba. El resto del mazo no se usa. Empieza el "
                    "jugador a la izquierda de quien reparte, y el reparto pasa a la izquierda "
                    "en cada mano.")),
    ("h", rule_text("rules.brag", "Tu turno: cambiar es obligatorio")),
    ("li", rule_text("rules.brag",
                     "**Una carta**: das una de tu mano y te quedas con una del centro. Si "
                     "coges la que está boca arriba, la tuya queda boca arriba; si coges una "
                     "tapada, la miras y la tuya queda tapada en su sitio.")),
    ("li", rule_text("rules.brag",
                     "**Las tres**: cambias tu mano entera por todo el centro y eliges cuál de "
                     "tus tres cartas queda boca arriba; las otras dos quedan tapadas.")),
    ("li", rule_text("rules.brag",
                     "**Sin marcha atrás**: no puedes recuperar la carta que acabas de dejar "
                     "en el centro hasta que hayas cogido otra distinta. La mesa la marca.")),
    ("li", rule_text("rules.brag", "No se puede pasar.")),
    ("h", rule_text("rules.brag", "Plantarse (golpe)")),
    ("p", rule_text("rules.brag",
                    "Desde la segunda vuelta, cuando todos han cambiado al menos una vez, "
                    "puedes golpear la mesa en lugar de cambiar: te quedas con tu mano y ya no "
                    "juegas más en esa mano. Cada uno de los demás tiene un último turno, en "
                    "orden, y en él debe cambiar; nadie más puede golpear.")),
    ("p", rule_text("rules.brag",
                    "Si solo quedan dos jugadores y las tres cartas del centro son las que el "
                    "que no golpeó acaba de dejar, su último turno sigue siendo obligatorio: "
                    "puede llevarse cualquiera de ellas, de una en una (las tres a la vez, no).")),
    ("p", rule_text("rules.brag",
                    "Después se enseñan todas las manos y la peor pierde una vida. Si nadie "
                    "golpea en doce vueltas, se enseñan igualmente.")),
    ("h", rule_text("rules.brag", "Orden de las manos, de mejor a peor")),
    ("li", rule_text("rules.brag",
                     "**Trío**: tres cartas iguales. El mejor es el de treses; después ases, "
                     "reyes… hasta doses.")),
    ("cards", "3s 3h 3d | As Ah Ad"),
    ("li", rule_text("rules.brag", "**Escalera de color**: tres seguidas del mismo palo.")),
    ("li", rule_text("rules.brag",
                     "**Escalera**: tres seguidas. La mejor es A-2-3, después A-K-Q, K-Q-J… "
                     "hasta 4-3-2. K-A-2 no es escalera.")),
    ("cards", "Ac 2d 3h | As Kd Qh"),
    ("li", rule_text("rules.brag", "**Color**: tres del mismo palo.")),
    ("li", rule_text("rules.brag",
                     "**Pareja**: manda la pareja más alta y, si empatan, la tercera carta.")),
    ("li", rule_text("rules.brag",
                     "**Carta alta**: se compara carta a carta empezando por la mayor; el as "
                     "es la más alta.")),
    ("p", rule_text("rules.brag",
                    "Si dos manos tienen exactamente los mismos valores, decide el palo de su "
                    "carta más alta: picas, corazones, diamantes y tréboles, por este orden. "
                    "Esa carta puede no ser de la pareja: en 5-5-K cuenta el palo de la K. Si "
                    "las dos más altas valen lo mismo (A-A-5), cuenta la de mejor palo. Así "
                    "nunca hay empate.")),
]
