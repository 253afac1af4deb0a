"""Texts of Cinco Vidas con baraja española (Spanish first, registered with ui/i18n on
import): the title, tagline, option labels with a one-line explanation of each mode, and
the table's own strings. The strings it shares with Cinco Vidas ("cv.*") come from there."""
from __future__ import annotations

from ...ui import i18n
from ..cinco_vidas import text as _cv_strings  # noqa: F401  (the shared "cv.*" strings)

i18n.register("es", {
    "game.cinco_vidas_espanola": "Cinco Vidas española",
    "game.cinco_vidas_espanola.tagline": "Baraja española: las cartas iguales se anulan.",
    "opt.cinco_vidas_espanola.mode": "Modo",
    "opt.cinco_vidas_espanola.mode.clasico": "Clásico",
    "opt.cinco_vidas_espanola.mode.twisted": "Twisted",
    "opt.cinco_vidas_espanola.mode.chaos": "Chaos",
    "opt.cinco_vidas_espanola.mode.a_ciegas": "A ciegas",
    "opt.cinco_vidas_espanola.mode.clasico.help":
        "Ves solo tu mano; en la ronda de 1 carta ves las ajenas, no la tuya.",
    "opt.cinco_vidas_espanola.mode.twisted.help":
        "Cada baza se echa boca abajo y se destapa de golpe.",
    "opt.cinco_vidas_espanola.mode.chaos.help":
        "Tras apostar, tu mano se baraja boca abajo: eliges posición, no carta.",
    "opt.cinco_vidas_espanola.mode.a_ciegas.help":
        "Apuestas sin mirar tus cartas; luego se juega como el clásico.",
    "opt.cinco_vidas_espanola.poderes": "Poderes",
    "ce.round1_own": "Ronda {n} · 1 carta: ves la tuya, no las de los demás",
    "ce.bid_title_blind": "A ciegas: ¿cuántas bazas harás?",
    "ce.bid_title_secret": "Apuesta secreta: ¿ganas o pierdes?",
    "ce.bid_title_own": "Ves tu carta: ¿ganas o pierdes?",
    "ce.secret_wait": "Apuesta hecha",
    "ce.secret_note": "Las apuestas se enseñan cuando todos han apostado",
    "ce.spy_title": "Puedes espiar la carta de un rival",
    "ce.spy_none": "No espiar",
    "ce.spy_seen": "Has visto la carta de {name}",
    "ce.your_pick": "Te toca: elige una de tus cartas boca abajo",
    "ce.your_down": "Te toca: echa una carta boca abajo",
    "ce.waiting_others": "Esperando a los demás…",
    "ce.cancelled": "Anuladas",
    "ce.all_cancelled": "Todas anuladas: gana la última",
    "ce.lone_joker": "Solo queda el comodín, sin valor: gana la última",
    "ce.twisted_order": "Se leen en orden de asiento desde {name}, que abre la baza",
    "ce.twisted_order.you": "Se leen en orden de asiento desde ti, que abres la baza",
    "ce.col_lost": "−Vidas",
    "ce.standings": "Clasificación",
    "ce.pos": "Pos.",
    "ce.mode_line": "Modo {mode}",
    "ce.trace.spy": "ya ha decidido si espía",
    "ce.trace.secret_choice": "elige en secreto",
    "ce.trace.secret_bid": "apuesta en secreto",
    "ce.trace.down": "echa una carta boca abajo",
    "ce.trace.pick": "juega la carta n.º {n}",
    "move.advice.pick": "Juega la carta n.º {card} (contando desde la izquierda)",
    "ce.advice.spy": "Espía la carta de {name}",
    "ce.advice.spy_none": "No espíes",
})
i18n.register("en", {
    "game.cinco_vidas_espanola": "Cinco Vidas, Spanish deck",
    "game.cinco_vidas_espanola.tagline": "Spanish deck: equal cards cancel each other.",
    "opt.cinco_vidas_espanola.mode": "Mode",
    "opt.cinco_vidas_espanola.mode.clasico": "Classic",
    "opt.cinco_vidas_espanola.mode.twisted": "Twisted",
    "opt.cinco_vidas_espanola.mode.chaos": "Chaos",
    "opt.cinco_vidas_espanola.mode.a_ciegas": "Blind",
    "opt.cinco_vidas_espanola.mode.clasico.help":
        "You see only your own hand; in the 1-card round, only the others' cards.",
    "opt.cinco_vidas_espanola.mode.twisted.help":
        "Every trick is played face down and turned up all at once.",
    "opt.cinco_vidas_espanola.mode.chaos.help":
        "After the bids your hand is shuffled face down: you pick a place, not a card.",
    "opt.cinco_vidas_espanola.mode.a_ciegas.help":
        "You bid without looking at your cards; then play as in Classic.",
    "opt.cinco_vidas_espanola.poderes": "Powers",
    "ce.round1_own": "Round {n} · 1 card: you see yours, not the others'",
    "ce.bid_title_blind": "Blind: how many tricks will you take?",
    "ce.bid_title_secret": "Secret bid: will you win or lose?",
    "ce.bid_title_own": "You see your card: will you win or lose?",
    "ce.secret_wait": "Bid made",
    "ce.secret_note": "The bids are shown once everyone has bid",
    "ce.spy_title": "You may spy on one rival's card",
    "ce.spy_none": "Don't spy",
    "ce.spy_seen": "You saw {name}'s card",
    "ce.your_pick": "Your turn: pick one of your face-down cards",
    "ce.your_down": "Your turn: play a card face down",
    "ce.waiting_others": "Waiting for the others…",
    "ce.cancelled": "Cancelled",
    "ce.all_cancelled": "All cancelled: the last card wins",
    "ce.lone_joker": "Only the joker stands, worth nothing: the last card wins",
    "ce.twisted_order": "Read in seating order from {name}, who leads the trick",
    "ce.twisted_order.you": "Read in seating order from you, as you lead the trick",
    "ce.col_lost": "−Lives",
    "ce.standings": "Standings",
    "ce.pos": "Pos.",
    "ce.mode_line": "{mode} mode",
    "ce.trace.spy": "has decided whether to spy",
    "ce.trace.secret_choice": "chooses in secret",
    "ce.trace.secret_bid": "bids in secret",
    "ce.trace.down": "plays a card face down",
    "ce.trace.pick": "plays card no. {n}",
    "move.advice.pick": "Play card no. {card} (counting from the left)",
    "ce.advice.spy": "Spy on {name}'s card",
    "ce.advice.spy_none": "Don't spy",
})
