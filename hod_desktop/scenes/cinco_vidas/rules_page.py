"""Cinco Vidas's page on the rules screen, in our own words (Spanish and English).

Blocks: ("h", title), ("p", paragraph), ("li", item; "**Term**" at its start is set in
bold), ("cards", "codes" of example cards; "es:" first for the Spanish deck, "|" a gap).
"""
from ...ui.i18n import rule_text

CONTEXT = "rules.cinco_vidas"  # the texts' msgctxt in the catalogues
LEAD = rule_text("rules.cinco_vidas", "Acierta tus bazas y sobrevive.")

PAGE: list[tuple[str, str]] = [
    ("p", rule_text("rules.cinco_vidas",
                    "Un juego de bazas para 2 a 8 jugadores con la baraja francesa de 52 "
                    "cartas. Todos empiezan con cinco vidas y gana quien conserve alguna "
                    "cuando los demás ya las han perdido todas.")),
    ("h", rule_text("rules.cinco_vidas", "Rondas")),
    ("p", rule_text("rules.cinco_vidas",
                    "Cada ronda se reparten menos cartas: 5 en la primera, después 4, 3, 2 y "
                    "1, y se vuelve a empezar por 5. El reparto pasa cada vez al siguiente "
                    "jugador de la izquierda que siga en juego.")),
    ("h", rule_text("rules.cinco_vidas", "Valor de las cartas")),
    ("p", rule_text("rules.cinco_vidas",
                    "Manda el Rey y la carta más baja es el As: K, Q, J, 10, 9 … 2, A. Los "
                    "palos no cuentan para nada: no hay triunfo ni hay que asistir.")),
    ("cards", "Ks Qh Jd 10c 9s 2h As"),
    ("h", rule_text("rules.cinco_vidas", "Apuestas")),
    ("p", rule_text("rules.cinco_vidas",
                    "Con las cartas en la mano, cada jugador anuncia cuántas bazas va a ganar, "
                    "desde 0 hasta el número de cartas de la ronda. Habla primero el de la "
                    "izquierda del repartidor; el repartidor, el último.")),
    ("li", rule_text("rules.cinco_vidas",
                     "**El repartidor no puede cuadrar las cuentas**: tiene prohibida la cifra "
                     "con la que la suma de todas las apuestas igualaría el número de cartas. "
                     "Si esa cifra no es posible, elige con libertad.")),
    ("h", rule_text("rules.cinco_vidas", "Bazas")),
    ("p", rule_text("rules.cinco_vidas",
                    "Abre el primero que apostó y cada jugador echa la carta que quiera. Se "
                    "lleva la baza la carta más alta; si dos tienen el mismo valor, gana la "
                    "que se echó después. Quien gana una baza abre la siguiente.")),
    ("h", rule_text("rules.cinco_vidas", "La ronda de una carta")),
    ("p", rule_text("rules.cinco_vidas",
                    "Con una sola carta cambia todo: ves las cartas de los rivales pero no la "
                    "tuya. En vez de un número se dice «gano» o «pierdo», en el orden de "
                    "siempre, y el repartidor sigue sin poder cuadrar las cuentas: si nadie ha "
                    "dicho «gano» debe decir «pierdo»; si lo ha dicho uno solo, debe decir "
                    "«gano»; con dos o más, es libre.")),
    ("p", rule_text("rules.cinco_vidas",
                    "No se juega ninguna carta: se destapan todas y gana la más alta. En caso "
                    "de empate gana quien habló más tarde.")),
    ("h", rule_text("rules.cinco_vidas", "Vidas")),
    ("p", rule_text("rules.cinco_vidas",
                    "Al acabar cada ronda se pierde una vida por cada baza de diferencia entre "
                    "lo apostado y lo ganado. Quien acierta justo no pierde nada.")),
    ("li", rule_text("rules.cinco_vidas", "Quien llega a cero vidas queda eliminado.")),
    ("li", rule_text("rules.cinco_vidas", "Gana el último jugador que conserve vidas.")),
    ("li", rule_text("rules.cinco_vidas",
                     "Si los que quedaban se quedan todos a cero en la misma ronda, gana quien "
                     "habría terminado con más vidas contando en negativo; si aun así empatan, "
                     "comparten la victoria.")),
    ("h", rule_text("rules.cinco_vidas", "Consejos")),
    ("li", rule_text("rules.cinco_vidas", "Un Rey casi siempre gana una baza; un As casi nunca.")),
    ("li", rule_text("rules.cinco_vidas",
                     "Al repartir se sufre: fíjate en lo que han dicho los demás antes de "
                     "hablar.")),
    ("li", rule_text("rules.cinco_vidas",
                     "En la ronda de una carta, las cartas de los rivales te dicen mucho de la "
                     "tuya.")),
]
