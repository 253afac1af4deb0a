"""Moves in words, for every game's table: the hint («Juega el rey de picas»), the trace a
bot's move leaves at its seat («tiró el 7 de oros») and the reasons the bots give.

Rule-free: it reads only action texts (`bid 2`, `play Qs`, `draw stock`, `discard 7o`,
`close 5c`, `reenter`, `decline`) and card codes. A game with other verbs registers
"move.<form>.<verb>" strings; an unknown action is shown as its text.
"""
from __future__ import annotations

from ...engine.cards import JOKER, parse_card
from .. import i18n

FORMS = ("advice", "trace")  # «Pide 2» (to the person) / «pide 2» (what a bot did)

i18n.register("es", {
    "card.fr.A": "el as", "card.fr.J": "la jota", "card.fr.Q": "la reina", "card.fr.K": "el rey",
    "card.fr.n": "el {n}",
    "card.fr.s": "de picas", "card.fr.h": "de corazones", "card.fr.d": "de diamantes",
    "card.fr.c": "de tréboles",
    "card.es.1": "el as", "card.es.S": "la sota", "card.es.C": "el caballo", "card.es.R": "el rey",
    "card.es.n": "el {n}",
    "card.joker": "un comodín",
    "card.es.o": "de oros", "card.es.c": "de copas", "card.es.e": "de espadas", "card.es.b": "de bastos",
    "move.advice.bid": "Pide {n}",
    "move.advice.win": "Di «Gano»",
    "move.advice.lose": "Di «Pierdo»",
    "move.advice.play": "Juega {card}",
    "move.advice.draw_stock": "Roba del mazo",
    "move.advice.draw_discard": "Coge {card} del descarte",
    "move.advice.draw_discard_plain": "Coge la carta del descarte",
    "move.advice.discard": "Tira {card}",
    "move.advice.close": "Cierra: tira {card} boca abajo",
    "move.advice.reenter": "Reengánchate",
    "move.advice.decline": "No te reenganches",
    "move.trace.bid": "pide {n}",
    "move.trace.win": "dice «Gano»",
    "move.trace.lose": "dice «Pierdo»",
    "move.trace.play": "juega {card}",
    "move.trace.draw_stock": "roba del mazo",
    "move.trace.draw_discard": "coge {card} del descarte",
    "move.trace.draw_discard_plain": "coge del descarte",
    "move.trace.discard": "tira {card}",
    "move.trace.close": "cierra",
    "move.trace.reenter": "se reengancha",
    "move.trace.decline": "no se reengancha",
    # the bots' reasons (ai/*.explain): Cinco Vidas
    "cv.why.only": "Es lo único que puedes hacer.",
    "cv.why.blind": "Tu carta gana con un {pct} % de probabilidad, leyendo las cartas y lo que han dicho.",
    "cv.why.bid": "Espera ganar unas {tricks} bazas (pierde {lives} vidas de media).",
    "cv.why.play": "Te faltan {need}: es la carta que menos vidas cuesta de media ({lives}).",
    "cv.why.play_met": "Ya tienes tus bazas: es la carta que menos riesgo tiene de ganar otra.",
    # Chinchón
    "ch.why.only": "Es lo único que puedes hacer.",
    "ch.why.reenter": "Reengancharse solo puede ayudar.",
    "ch.why.take": "{card} te liga: tus sueltas bajan de {before} a {after} {after:punto|puntos}.",
    "ch.why.take_close": "Con {card} ya puedes cerrar.",
    "ch.why.stock": "{card} no te liga lo bastante: mejor probar suerte en el mazo.",
    "ch.why.stock_only": "No hay carta en el descarte que te sirva.",
    "ch.why.chinchon": "¡Siete cartas seguidas del mismo palo: chinchón!",
    "ch.why.close": "Cierras con {n} {n:punto suelto|puntos sueltos}.",
    "ch.why.close_minus": "Cierras con todo ligado: −10.",
    "ch.why.throw": "Es la que menos te deja suelto: {loose} {loose:punto|puntos}.",
    "ch.why.throw_keep": "Deja {loose} {loose:punto suelto|puntos sueltos}, no {least}, pero guarda parejas y escaleras con más salidas.",
    "ch.why.throw_safe": "{other} le vendría bien a {name}, que la cogería del descarte.",
    "hint.title": "¿Qué haría la máquina?",
    "hint.thinking": "La máquina está pensando…",
    "hint.thinking_for": "La máquina lleva {s} s pensando… · Esc: cancelar",
    "hint.none": "Ahora no te toca.",
})
i18n.register("en", {
    "card.fr.A": "the ace", "card.fr.J": "the jack", "card.fr.Q": "the queen", "card.fr.K": "the king",
    "card.fr.n": "the {n}",
    "card.fr.s": "of spades", "card.fr.h": "of hearts", "card.fr.d": "of diamonds",
    "card.fr.c": "of clubs",
    "card.es.1": "the ace", "card.es.S": "the jack", "card.es.C": "the knight", "card.es.R": "the king",
    "card.es.n": "the {n}",
    "card.joker": "a joker",
    "card.es.o": "of coins", "card.es.c": "of cups", "card.es.e": "of swords", "card.es.b": "of clubs",
    "move.advice.bid": "Bid {n}",
    "move.advice.win": "Say “Win”",
    "move.advice.lose": "Say “Lose”",
    "move.advice.play": "Play {card}",
    "move.advice.draw_stock": "Draw from the stock",
    "move.advice.draw_discard": "Take {card} from the discard pile",
    "move.advice.draw_discard_plain": "Take the discard",
    "move.advice.discard": "Throw {card}",
    "move.advice.close": "Close: throw {card} face down",
    "move.advice.reenter": "Re-enter",
    "move.advice.decline": "Stay out",
    "move.trace.bid": "bids {n}",
    "move.trace.win": "says “Win”",
    "move.trace.lose": "says “Lose”",
    "move.trace.play": "plays {card}",
    "move.trace.draw_stock": "draws from the stock",
    "move.trace.draw_discard": "takes {card} from the discard",
    "move.trace.draw_discard_plain": "takes the discard",
    "move.trace.discard": "throws {card}",
    "move.trace.close": "closes",
    "move.trace.reenter": "re-enters",
    "move.trace.decline": "stays out",
    "cv.why.only": "It is the only thing you can do.",
    "cv.why.blind": "Your card wins {pct}% of the time, reading the cards and the calls.",
    "cv.why.bid": "It expects about {tricks} tricks ({lives} lives lost on average).",
    "cv.why.play": "You need {need} more: this card costs the fewest lives on average ({lives}).",
    "cv.why.play_met": "You have your tricks: this card is the least likely to win another.",
    "ch.why.only": "It is the only thing you can do.",
    "ch.why.reenter": "Re-entering can only help.",
    "ch.why.take": "{card} melds: your loose points go from {before} to {after}.",
    "ch.why.take_close": "With {card} you can close.",
    "ch.why.stock": "{card} does not meld enough: better try the stock.",
    "ch.why.stock_only": "Nothing on the discard pile helps you.",
    "ch.why.chinchon": "Seven in a row of one suit: chinchón!",
    "ch.why.close": "You close with {n} loose {n:point|points}.",
    "ch.why.close_minus": "You close with everything melded: −10.",
    "ch.why.throw": "It leaves you the fewest loose points: {loose}.",
    "ch.why.throw_keep": "It keeps {loose} loose {loose:point|points}, not {least}, but holds pairs and runs with more outs.",
    "ch.why.throw_safe": "{other} would suit {name}, who would take it from the discard pile.",
    "hint.title": "What would the machine do?",
    "hint.thinking": "The machine is thinking…",
    "hint.thinking_for": "The machine has been thinking {s} s… · Esc: cancel",
    "hint.none": "It is not your turn.",
})


def card_name(code: str, lang: str, deck: str | None = None) -> str:
    """'el rey de picas', 'el 7 de oros' / 'the king of spades' from a card code; `deck`
    ("french"/"spanish") settles codes both decks share ("7c")."""
    try:
        card = parse_card(code, deck)
    except ValueError:
        return code
    if card.deck == JOKER:  # Poderes: «juega un comodín», not «juega *2»
        return i18n.tr("card.joker", lang)
    deck = "fr" if card.deck == "french" else "es"
    if card.deck not in ("french", "spanish"):
        return code
    named = ("A", "J", "Q", "K") if deck == "fr" else ("1", "S", "C", "R")
    rank = (i18n.tr(f"card.{deck}.{card.rank}", lang) if card.rank in named
            else i18n.tr(f"card.{deck}.n", lang, n=card.rank))
    return f"{rank} {i18n.tr(f'card.{deck}.{card.suit}', lang)}"


def move_words(action: str, lang: str, form: str = "advice", blind: bool = False,
               card: str | None = None, deck: str | None = None) -> str:
    """An action text in words. `blind`: a bid of the 1-card round (win/lose); `card`:
    the card a "draw discard" takes, when known; `deck` as in `card_name`."""
    words = action.split()
    key = f"move.{form}."
    if not words:
        return action
    verb = words[0]
    if verb == "bid" and len(words) == 2:
        if blind:
            return i18n.tr(key + ("win" if words[1] == "1" else "lose"), lang)
        return i18n.tr(key + "bid", lang, n=words[1])
    if verb in ("win", "lose"):
        return i18n.tr(key + verb, lang)
    if verb == "draw" and len(words) == 2:
        if words[1] == "discard":
            if card:
                return i18n.tr(key + "draw_discard", lang, card=card_name(card, lang, deck))
            return i18n.tr(key + "draw_discard_plain", lang)
        return i18n.tr(key + "draw_stock", lang)
    if len(words) == 2 and i18n.has(key + verb, lang):
        return i18n.tr(key + verb, lang, card=card_name(words[1], lang, deck))
    if len(words) == 1 and i18n.has(key + verb, lang):
        return i18n.tr(key + verb, lang)
    return action


def reason_words(reason, lang: str, seat_name=None, deck: str | None = None) -> str:
    """A bot's reason (key, details) as one sentence; "" when there is none. Cards named
    by code become words, numbers get one decimal, `seat` becomes a name."""
    if not reason:
        return ""
    key, details = reason
    fmt = {}
    for k, v in details.items():
        if k in ("card", "other") and isinstance(v, str):
            fmt[k] = card_name(v, lang, deck)
        elif k == "seat":
            fmt["name"] = seat_name(v) if seat_name else str(v)
        elif isinstance(v, float):
            fmt[k] = f"{v:.1f}".replace(".", ",") if lang == "es" else f"{v:.1f}"
        else:
            fmt[k] = str(v).replace("-", "−")
    text = i18n.tr(key, lang, **fmt)
    return text[:1].upper() + text[1:]
