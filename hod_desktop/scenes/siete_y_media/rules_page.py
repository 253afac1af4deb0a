"""The rules screen page of Siete y media, in our own words (es, en).

Blocks as in the other games' pages: ("h", title), ("p", paragraph), ("li", item with an
optional "**Term**" in bold at its start), ("cards", "es:" + Spanish card codes)."""
from ...ui.i18n import rule_text

CONTEXT = "rules.siete_y_media"  # the texts' msgctxt in the catalogues
LEAD = rule_text("rules.siete_y_media",
                 "Pide cartas contra la banca y acércate a siete y media sin pasarte.")

PAGE: list[tuple[str, str]] = [
    ("p", rule_text("rules.siete_y_media",
                    "De 2 a 7 jugadores con la baraja española de 40 cartas. Uno lleva la "
                    "banca y los demás juegan solo contra ella. Todos empiezan con 20 fichas.")),
    ("h", rule_text("rules.siete_y_media", "Cuánto vale cada carta")),
    ("p", rule_text("rules.siete_y_media",
                    "Del 1 al 7, lo que marcan. Sota, Caballo y Rey valen medio punto cada uno.")),
    ("cards", "es:1o 5c 7e | Sb Cc Ro"),
    ("h", rule_text("rules.siete_y_media", "Una mano")),
    ("li", rule_text("rules.siete_y_media",
                     "**Apuesta**: cada jugador, empezando a la izquierda de la banca, pone de "
                     "1 a 5 fichas (nunca más de las que tiene).")),
    ("li", rule_text("rules.siete_y_media",
                     "**Reparto**: una carta boca abajo para cada uno y otra para la banca; "
                     "cada cual mira solo la suya.")),
    ("li", rule_text("rules.siete_y_media",
                     "**Carta o me planto**: por turnos, cada jugador pide cartas de una en "
                     "una, boca arriba, o se planta. Quien pasa de siete y media enseña su "
                     "carta tapada y pierde su apuesta en el acto. Con siete y media justas te "
                     "plantas solo.")),
    ("li", rule_text("rules.siete_y_media",
                     "**La banca**: juega la última. Destapa su carta y pide o se planta "
                     "viendo las cartas descubiertas de todos.")),
    ("h", rule_text("rules.siete_y_media", "Quién cobra")),
    ("p", rule_text("rules.siete_y_media",
                    "Gana su apuesta quien quede más cerca de siete y media que la banca; si "
                    "no, la pierde. Los empates son de la banca, y una banca con siete y media "
                    "gana a todos. Si la banca se pasa, cobran todos los que se plantaron.")),
    ("p", rule_text("rules.siete_y_media",
                    "Siete y media con solo dos cartas (un 7 y una figura) cobra el doble, "
                    "salvo que la banca también tenga siete y media.")),
    ("cards", "es:7o Rb"),
    ("h", rule_text("rules.siete_y_media", "La banca cambia de manos")),
    ("p", rule_text("rules.siete_y_media",
                    "Quien gana con siete y media de dos cartas se queda la banca para la mano "
                    "siguiente. Si no, la banca pasa al de su izquierda cada tres manos. Una "
                    "banca sin fichas la cede al siguiente que tenga.")),
    ("h", rule_text("rules.siete_y_media", "Fin de la partida")),
    ("p", rule_text("rules.siete_y_media",
                    "Se juegan 12 manos, o hasta que solo a uno le queden fichas. Gana quien "
                    "tenga más fichas; si hay empate, ganan los empatados. La baraja se mezcla "
                    "antes de cada mano.")),
]
