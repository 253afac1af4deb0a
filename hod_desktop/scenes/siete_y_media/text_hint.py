"""Why Difícil (the hint's bot) chooses what it chooses in Siete y media, in words: the
`sm.hint.*` reasons of `ai/siete_y_media/bot.DificilBot.explain`."""
from __future__ import annotations

from ...ui import i18n

i18n.declare("sm.hint.only", "No hay otra jugada posible.")
i18n.declare("sm.hint.bet_least",
             "Apostar lo mínimo: quien juega contra la banca pierde algo de media.")
i18n.declare("sm.hint.bet_most", "Vas por detrás y quedan pocas manos: toca arriesgar lo máximo.")
i18n.declare("sm.hint.card",
             "Plantado en {total} esperas {stand} fichas; pidiendo, {value}, aunque un {bust} % "
             "de las cartas que no has visto te pasan.")
i18n.declare("sm.hint.card_safe",
             "Plantado en {total} esperas {stand} fichas; pidiendo, {value}, y ninguna carta "
             "puede pasarte.")
i18n.declare("sm.hint.stand",
             "Plantado en {total} esperas {value} fichas; pedir sale peor: un {bust} % de las "
             "cartas que no has visto te pasan.")
i18n.declare("sm.hint.bank_card",
             "Con {total}, pedir vale {value} fichas de media contra los que se han plantado, "
             "aunque un {bust} % de las cartas te pasan.")
i18n.declare("sm.hint.bank_card_safe",
             "Con {total}, pedir vale {value} fichas de media contra los que se han plantado, y "
             "ninguna carta puede pasarte.")
i18n.declare("sm.hint.bank_stand",
             "Con {total} ya vale {value} fichas de media contra los que se han plantado: pedir "
             "sale peor (un {bust} % de las cartas te pasan).")

