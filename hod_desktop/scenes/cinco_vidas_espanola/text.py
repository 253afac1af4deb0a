"""Texts of Cinco Vidas con baraja española (Spanish first, declared to ui/i18n on
import): the title, tagline, option labels with a one-line explanation of each mode, and
the table's own strings. The strings it shares with Cinco Vidas ("cv.*") come from there."""
from __future__ import annotations

from ...ui import i18n
from ..cinco_vidas import text as _cv_strings  # noqa: F401  (the shared "cv.*" strings)

i18n.declare("game.cinco_vidas_espanola", "Cinco Vidas española")
i18n.declare("game.cinco_vidas_espanola.tagline", "Baraja española: las cartas iguales se anulan.")
i18n.declare("opt.cinco_vidas_espanola.mode", "Modo")
i18n.declare("opt.cinco_vidas_espanola.mode.clasico", "Clásico")
i18n.declare("opt.cinco_vidas_espanola.mode.twisted", "Twisted")
i18n.declare("opt.cinco_vidas_espanola.mode.chaos", "Chaos")
i18n.declare("opt.cinco_vidas_espanola.mode.a_ciegas", "A ciegas")
i18n.declare("opt.cinco_vidas_espanola.mode.clasico.help",
             "Ves solo tu mano; en la ronda de 1 carta ves las ajenas, no la tuya.")
i18n.declare("opt.cinco_vidas_espanola.mode.twisted.help",
             "Cada baza se echa boca abajo y se destapa de golpe.")
i18n.declare("opt.cinco_vidas_espanola.mode.chaos.help",
             "Tras apostar, tu mano se baraja boca abajo: eliges posición, no carta.")
i18n.declare("opt.cinco_vidas_espanola.mode.a_ciegas.help",
             "Apuestas sin mirar tus cartas; luego se juega como el clásico.")
i18n.declare("opt.cinco_vidas_espanola.poderes", "Poderes")
i18n.declare("ce.round1_own", "Ronda {n} · 1 carta: ves la tuya, no las de los demás")
i18n.declare("ce.bid_title_blind", "A ciegas: ¿cuántas bazas harás?")
i18n.declare("ce.bid_title_secret", "Apuesta secreta: ¿ganas o pierdes?")
i18n.declare("ce.bid_title_own", "Ves tu carta: ¿ganas o pierdes?")
i18n.declare("ce.secret_wait", "Apuesta hecha")
i18n.declare("ce.secret_note", "Las apuestas se enseñan cuando todos han apostado")
i18n.declare("ce.spy_title", "Puedes espiar la carta de un rival")
i18n.declare("ce.spy_none", "No espiar")
i18n.declare("ce.spy_seen", "Has visto la carta de {name}")
i18n.declare("ce.your_pick", "Te toca: elige una de tus cartas boca abajo")
i18n.declare("ce.your_down", "Te toca: echa una carta boca abajo")
i18n.declare("ce.waiting_others", "Esperando a los demás…")
i18n.declare("ce.cancelled", "Anuladas")
i18n.declare("ce.all_cancelled", "Todas anuladas: gana la última")
i18n.declare("ce.lone_joker", "Solo queda el comodín, sin valor: gana la última")
i18n.declare("ce.twisted_order", "Se leen en orden de asiento desde {name}, que abre la baza")
i18n.declare("ce.twisted_order.you", "Se leen en orden de asiento desde ti, que abres la baza")
i18n.declare("ce.col_lost", "−Vidas")
i18n.declare("ce.standings", "Clasificación")
i18n.declare("ce.pos", "Pos.")
i18n.declare("ce.mode_line", "Modo {mode}")
i18n.declare("ce.trace.spy", "ya ha decidido si espía")
i18n.declare("ce.trace.secret_choice", "elige en secreto")
i18n.declare("ce.trace.secret_bid", "apuesta en secreto")
i18n.declare("ce.trace.down", "echa una carta boca abajo")
i18n.declare("ce.trace.pick", "juega la carta n.º {n}")
i18n.declare("move.advice.pick", "Juega la carta n.º {card} (contando desde la izquierda)")
i18n.declare("ce.advice.spy", "Espía la carta de {name}")
i18n.declare("ce.advice.spy_none", "No espíes")
