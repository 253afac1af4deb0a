"""The rules screen page of Cinco Vidas con baraja española, in our own words (es, en).

Blocks as in the other games' pages: ("h", title), ("p", paragraph), ("li", item with an
optional "**Term**" in bold at its start), ("cards", "es:" + Spanish card codes)."""
from ...ui.i18n import rule_text

CONTEXT = "rules.cinco_vidas_espanola"  # the texts' msgctxt in the catalogues
LEAD = rule_text("rules.cinco_vidas_espanola",
                 "Cinco Vidas con la baraja española: las cartas iguales se anulan.")

PAGE: list[tuple[str, str]] = [
    ("p", rule_text("rules.cinco_vidas_espanola",
                    "De 2 a 8 jugadores, una baraja española de 40 cartas y cinco vidas por "
                    "cabeza. Sigue en pie el último que conserve alguna.")),
    ("h", rule_text("rules.cinco_vidas_espanola", "Subrondas")),
    ("p", rule_text("rules.cinco_vidas_espanola",
                    "Se reparten 5 cartas, luego 4, 3, 2 y 1, y vuelta a empezar por 5 hasta "
                    "que solo quede uno. El reparto pasa a la izquierda, saltando a los "
                    "eliminados.")),
    ("h", rule_text("rules.cinco_vidas_espanola", "Valores")),
    ("p", rule_text("rules.cinco_vidas_espanola",
                    "Del 1 al 7 valen lo que marcan; la Sota vale 10, el Caballo 11 y el Rey "
                    "12. El palo no importa.")),
    ("cards", "es:1o 4c 7e Sb Co Rc"),
    ("h", rule_text("rules.cinco_vidas_espanola", "Apuestas")),
    ("p", rule_text("rules.cinco_vidas_espanola",
                    "Empezando por la izquierda de quien reparte, cada uno dice cuántas bazas "
                    "hará. Quien reparte habla el último y no puede elegir la cifra que haría "
                    "que la suma coincidiera con las cartas repartidas.")),
    ("h", rule_text("rules.cinco_vidas_espanola", "Las cartas iguales se anulan")),
    ("p", rule_text("rules.cinco_vidas_espanola",
                    "En cada baza, dos cartas del mismo valor se anulan por parejas según se "
                    "van echando: la primera con la segunda; si sale una tercera, esa vuelve a "
                    "valer; una cuarta la anula otra vez. De las que quedan en pie gana la más "
                    "alta. Si se anulan todas, gana la última carta echada.")),
    ("cards", "es:5o 5c Ro 5e"),
    ("p", rule_text("rules.cinco_vidas_espanola",
                    "En el ejemplo los dos cincos primeros se anulan, el tercero vuelve a "
                    "valer y gana el Rey.")),
    ("h", rule_text("rules.cinco_vidas_espanola", "Vidas")),
    ("li", rule_text("rules.cinco_vidas_espanola",
                     "Se pierden tantas vidas como bazas de diferencia entre lo apostado y lo "
                     "ganado.")),
    ("li", rule_text("rules.cinco_vidas_espanola",
                     "Con cero vidas se queda eliminado; si los últimos caen a la vez, gana "
                     "quien habría quedado con más vidas contando en negativo.")),
    ("h", rule_text("rules.cinco_vidas_espanola", "Modos")),
    ("li", rule_text("rules.cinco_vidas_espanola",
                     "**Clásico**: todo se juega a la vista. En la ronda de 1 carta no ves la "
                     "tuya pero sí las de los demás, y las apuestas son secretas y a la vez, "
                     "sin la limitación de quien reparte.")),
    ("li", rule_text("rules.cinco_vidas_espanola",
                     "**Twisted**: cada baza se echa boca abajo y se destapa cuando todos han "
                     "echado. Da igual quién echó antes: las cartas se leen en el orden de los "
                     "asientos, empezando por quien abre la baza, y así se emparejan las "
                     "iguales. En la ronda de 1 carta ves la tuya.")),
    ("li", rule_text("rules.cinco_vidas_espanola",
                     "**Chaos**: tras las apuestas cada mano se baraja boca abajo y eliges una "
                     "posición, no una carta. En la ronda de 1 carta ves la tuya y, con 3 o "
                     "más jugadores, puedes espiar la carta de un rival antes de apostar.")),
    ("li", rule_text("rules.cinco_vidas_espanola",
                     "**A ciegas**: apuestas sin ver tus cartas; después se destapan y se "
                     "juega como en el clásico. Su ronda de 1 carta también es la del clásico: "
                     "ves las de los demás y no la tuya, y se apuesta en secreto y a la vez.")),
    ("p", rule_text("rules.cinco_vidas_espanola",
                    "En la ronda de 1 carta no se echa nada: se destapan todas en el orden de "
                    "las apuestas y se aplica la regla de las iguales.")),
    ("h", rule_text("rules.cinco_vidas_espanola", "Poderes")),
    ("p", rule_text("rules.cinco_vidas_espanola",
                    "Una opción que se suma a cualquiera de los cuatro modos: la baraja lleva "
                    "dos comodines, algunas cartas tienen poder, la ronda de 1 carta empieza "
                    "con un duelo y cada jugador llena una barra de maná. Una carta solo usa "
                    "su poder si queda en pie después de las anulaciones.")),
    ("cards", "es:1o 1c 1e 1b 7o"),
    ("li", rule_text("rules.cinco_vidas_espanola", "**As de Oros**: gana la baza.")),
    ("li", rule_text("rules.cinco_vidas_espanola",
                     "**As de Copas**: quien gana la baza la cuenta como dos.")),
    ("li", rule_text("rules.cinco_vidas_espanola",
                     "**As de Espadas**: puedes quitar de la baza otra carta en pie, nunca un "
                     "Rey.")),
    ("li", rule_text("rules.cinco_vidas_espanola",
                     "**As de Bastos**: puedes cambiar su valor por el de otra carta en pie.")),
    ("li", rule_text("rules.cinco_vidas_espanola",
                     "**7 de Oros**: puedes intercambiar los valores de otras dos cartas en "
                     "pie.")),
    ("li", rule_text("rules.cinco_vidas_espanola",
                     "**Comodines**: no tienen valor. Si en la baza queda un número impar de "
                     "comodines, la escala se da la vuelta y el 1 es la carta más alta; dos "
                     "comodines se anulan entre sí.")),
    ("h", rule_text("rules.cinco_vidas_espanola", "Duelo del prisionero")),
    ("p", rule_text("rules.cinco_vidas_espanola",
                    "Antes de apostar en la ronda de 1 carta se sortean dos jugadores, que "
                    "eligen en secreto colaborar o traicionar:")),
    ("li", rule_text("rules.cinco_vidas_espanola",
                     "**Los dos colaboran**: +2 de maná cada uno, y cada uno sabe si su carta "
                     "es más alta o más baja que la del otro.")),
    ("li", rule_text("rules.cinco_vidas_espanola",
                     "**Uno traiciona**: sabe la diferencia entre las dos cartas; el que "
                     "colaboró pierde una vida.")),
    ("li", rule_text("rules.cinco_vidas_espanola", "**Los dos traicionan**: −1 de maná cada uno.")),
    ("h", rule_text("rules.cinco_vidas_espanola", "Maná y logros")),
    ("p", rule_text("rules.cinco_vidas_espanola",
                    "Los logros dan maná: por ejemplo, ganar una baza como única carta en pie "
                    "o acertar tu apuesta en la ronda de 1 carta. Con 5 de maná ganas una vida "
                    "(hasta 7) y la barra se vacía del todo: lo que pase de 5 se pierde (con 4 "
                    "y un logro de +2 te quedas a 0). Entre subrondas, quien tenga al menos 2 "
                    "vidas puede dar una a un eliminado, que vuelve con 1; nadie vuelve dos "
                    "veces.")),
]
