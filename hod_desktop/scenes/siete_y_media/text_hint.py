"""Why Difícil (the hint's bot) chooses what it chooses in Siete y media, in words: the
`sm.hint.*` reasons of `ai/siete_y_media/bot.DificilBot.explain` (a new module while the
strings move to gettext catalogues, issue 35; converted with the others)."""
from __future__ import annotations

from ...ui import i18n

i18n.register("es", {
    "sm.hint.only": "No hay otra jugada posible.",
    "sm.hint.bet_least": "Apostar lo mínimo: quien juega contra la banca pierde algo de media.",
    "sm.hint.bet_most": "Vas por detrás y quedan pocas manos: toca arriesgar lo máximo.",
    "sm.hint.card": "Plantado en {total} esperas {stand} fichas; pidiendo, {value}, aunque "
                    "un {bust} % de las cartas que no has visto te pasan.",
    "sm.hint.card_safe": "Plantado en {total} esperas {stand} fichas; pidiendo, {value}, y "
                         "ninguna carta puede pasarte.",
    "sm.hint.stand": "Plantado en {total} esperas {value} fichas; pedir sale peor: un {bust} % "
                     "de las cartas que no has visto te pasan.",
    "sm.hint.bank_card": "Con {total}, pedir vale {value} fichas de media contra los que se "
                         "han plantado, aunque un {bust} % de las cartas te pasan.",
    "sm.hint.bank_card_safe": "Con {total}, pedir vale {value} fichas de media contra los que "
                              "se han plantado, y ninguna carta puede pasarte.",
    "sm.hint.bank_stand": "Con {total} ya vale {value} fichas de media contra los que se han "
                          "plantado: pedir sale peor (un {bust} % de las cartas te pasan).",
})

i18n.register("en", {
    "sm.hint.only": "There is no other move.",
    "sm.hint.bet_least": "Bet the least: a player facing the bank loses a little on average.",
    "sm.hint.bet_most": "You trail with few hands left: time to risk the most.",
    "sm.hint.card": "Standing on {total} expects {stand} chips; asking, {value}, though "
                    "{bust}% of the cards you have not seen take you past 7½.",
    "sm.hint.card_safe": "Standing on {total} expects {stand} chips; asking, {value}, and no "
                         "card can take you past 7½.",
    "sm.hint.stand": "Standing on {total} expects {value} chips; asking does worse: {bust}% "
                     "of the cards you have not seen take you past 7½.",
    "sm.hint.bank_card": "On {total}, asking is worth {value} chips on average against those "
                         "who stood, though {bust}% of the cards take you past 7½.",
    "sm.hint.bank_card_safe": "On {total}, asking is worth {value} chips on average against "
                              "those who stood, and no card can take you past 7½.",
    "sm.hint.bank_stand": "On {total} you already expect {value} chips against those who "
                          "stood: asking does worse ({bust}% of the cards take you past 7½).",
})
