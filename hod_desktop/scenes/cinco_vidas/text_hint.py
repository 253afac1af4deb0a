"""Why the Cinco Vidas bots choose what they choose, in words: the `cv.why.*` reasons of
`ai/cinco_vidas` `explain()` that the hint («¿Qué haría la máquina?») shows; Cinco Vidas
española's bots give them too."""
from __future__ import annotations

from ...ui import i18n

i18n.declare("cv.why.only", "Es lo único que puedes hacer.")
i18n.declare("cv.why.blind",
             "Tu carta gana con un {pct} % de probabilidad, leyendo las cartas y lo que han "
             "dicho.")
i18n.declare("cv.why.bid", "Espera ganar unas {tricks} bazas (pierde {lives} vidas de media).")
i18n.declare_plural("cv.why.play",
                    "Te falta {need}: es la carta que menos vidas cuesta de media ({lives}).",
                    "Te faltan {need}: es la carta que menos vidas cuesta de media ({lives}).",
                    "need")
i18n.declare("cv.why.play_met",
             "Ya tienes tus bazas: es la carta que menos riesgo tiene de ganar otra.")
