"""Cinco Vidas texts (Spanish first, declared to ui/i18n on import): its title and
tagline for the menus, and the table's own strings."""
from __future__ import annotations

from ...ui import i18n
from . import text_hint as _why  # noqa: F401  (the hint's reasons)

i18n.declare("game.cinco_vidas", "Cinco Vidas")
i18n.declare("game.cinco_vidas.tagline", "Apuesta cuántas bazas ganarás. Cada fallo cuesta vidas.")
i18n.declare_plural("cv.round", "Ronda {n} · {k} carta", "Ronda {n} · {k} cartas", "k")
i18n.declare("cv.round1", "Ronda {n} · 1 carta: ves las de los demás, no la tuya")
i18n.declare("cv.round1_watch", "Ronda {n} · 1 carta")
i18n.declare("cv.bid_line", "Pide {bid} · Lleva {won}")
i18n.declare("cv.bid_none", "Sin pedir")
i18n.declare("cv.win", "Gano")
i18n.declare("cv.lose", "Pierdo")
i18n.declare("cv.says", "Dice «{word}»")
i18n.declare("cv.bid_title", "¿Cuántas bazas harás?")
i18n.declare("cv.bid_title1", "Tu carta está boca abajo: ¿ganas o pierdes?")
i18n.declare("cv.bid_sum", "Pedidas hasta ahora: {sum} de {size}")
i18n.declare("cv.forbidden", "No puedes pedir {n}: la suma sería {size}")
i18n.declare("cv.forced", "Eres quien reparte: debes decir «{word}» (si no, la suma sería 1)")
i18n.declare("cv.your_play", "Te toca: arrastra una carta al centro o haz clic en ella")
i18n.declare("cv.bid_first", "Primero hay que pedir bazas")
i18n.declare("cv.summary", "Ronda {n}: resumen")
i18n.declare("cv.col_bid", "Pidió")
i18n.declare("cv.col_won", "Hizo")
i18n.declare("cv.col_card", "Carta")
i18n.declare("cv.next_round",
             "La siguiente ronda empieza sola · clic para seguir ya · P: ¿podría haber ganado?")
i18n.declare("cv.last_hint",
             "←/→ e Intro: pedir y jugar carta · números: pedir · mantén Tab: última baza · H "
             "historial · Q pista · P ¿podría haber ganado? · J registro · Esc pausa")
i18n.declare("cv.takes", "Gana {name}")
i18n.declare("cv.bids_vs", "Pedidas {sum} de {size}")
i18n.declare("cv.led_by", "sale {name}")
# the person's own: the sentence speaks to them (i18n.tr picks "<key>.you")
i18n.declare("cv.led_by.you", "sales tú")
i18n.declare("cv.takes.you", "La ganas tú")

# the action log's lines (moves.py)
i18n.declare_plural("cv.log.dealt",
                    "Ronda {n}: reparte {dealer}, {k} carta",
                    "Ronda {n}: reparte {dealer}, {k} cartas",
                    "k")
i18n.declare_plural("cv.log.dealt.you",
                    "Ronda {n}: repartes tú, {k} carta",
                    "Ronda {n}: repartes tú, {k} cartas",
                    "k")
i18n.declare("cv.log.dealt1", "Ronda {n}: reparte {dealer}, 1 carta a ciegas")
i18n.declare("cv.log.dealt1.you", "Ronda {n}: repartes tú, 1 carta a ciegas")
i18n.declare("cv.log.bid", "{who} pide {n}")
i18n.declare("cv.log.bid.you", "Pides {n}")
i18n.declare("cv.log.says", "{who} dice «{word}»")
i18n.declare("cv.log.says.you", "Dices «{word}»")
i18n.declare("cv.log.play", "{who} juega {card}")
i18n.declare("cv.log.play.you", "Juegas {card}")
i18n.declare("cv.log.trick", "{who} gana la baza")
i18n.declare("cv.log.trick.you", "Ganas la baza")
i18n.declare("cv.log.reveal", "Se destapan las cartas: gana {who}")
i18n.declare("cv.log.shown", "{who} tenía {card}")
i18n.declare("cv.log.shown.you", "Tenías {card}")
i18n.declare("cv.log.reveal.you", "Se destapan las cartas: ganas tú")
i18n.declare_plural("cv.log.lost",
                    "{who} pierde {n} vida: {left}",
                    "{who} pierde {n} vidas: {left}",
                    "n")
i18n.declare_plural("cv.log.lost.you", "Pierdes {n} vida: {left}", "Pierdes {n} vidas: {left}", "n")
# after the lost lives (action_log.Counted)
i18n.declare_plural("cv.log.left", "le queda {n}", "le quedan {n}", "n")
i18n.declare_plural("cv.log.left.you", "te queda {n}", "te quedan {n}", "n")
i18n.declare("cv.log.lost1", "{who} pierde una vida: {left}")
i18n.declare("cv.log.lost1.you", "Pierdes una vida: {left}")
i18n.declare("cv.log.exact", "{who} acierta y no pierde vidas")
i18n.declare("cv.log.exact.you", "Aciertas y no pierdes vidas")
