"""Why the Chinchón bots choose what they choose, in words: the `ch.why.*` reasons of
`ai/chinchon` `explain()` that the hint («¿Qué haría la máquina?») shows."""
from __future__ import annotations

from ...ui import i18n

i18n.declare("ch.why.only", "Es lo único que puedes hacer.")
i18n.declare("ch.why.reenter", "Reengancharse solo puede ayudar.")
i18n.declare_plural("ch.why.take",
                    "{card} te liga: tus sueltas bajan de {before} a {after} punto.",
                    "{card} te liga: tus sueltas bajan de {before} a {after} puntos.",
                    "after")
i18n.declare("ch.why.take_close", "Con {card} ya puedes cerrar.")
i18n.declare("ch.why.stock", "{card} no te liga lo bastante: mejor probar suerte en el mazo.")
i18n.declare("ch.why.stock_only", "No hay carta en el descarte que te sirva.")
i18n.declare("ch.why.chinchon", "¡Siete cartas seguidas del mismo palo: chinchón!")
i18n.declare_plural("ch.why.close",
                    "Cierras con {n} punto suelto.",
                    "Cierras con {n} puntos sueltos.",
                    "n")
i18n.declare("ch.why.close_minus", "Cierras con todo ligado: −10.")
i18n.declare_plural("ch.why.throw",
                    "Es la que menos te deja suelto: {loose} punto.",
                    "Es la que menos te deja suelto: {loose} puntos.",
                    "loose")
i18n.declare_plural("ch.why.throw_keep",
                    "Deja {loose} punto suelto, no {least}, pero guarda parejas y escaleras con "
                    "más salidas.",
                    "Deja {loose} puntos sueltos, no {least}, pero guarda parejas y escaleras "
                    "con más salidas.",
                    "loose")
i18n.declare("ch.why.throw_safe", "{other} le vendría bien a {name}, que la cogería del descarte.")
