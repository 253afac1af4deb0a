"""Moves in words, for every game's table: the hint («Juega el rey de picas»), the trace a
bot's move leaves at its seat («tiró el 7 de oros») and the reasons the bots give (each
game declares its own reasons' words: scenes/<game>/text_hint.py).

Rule-free: it reads only action texts (`bid 2`, `play Qs`, `draw stock`, `discard 7o`,
`close 5c`, `reenter`, `decline`) and card codes. A game with other verbs declares
"move.<form>.<verb>" strings; an unknown action is shown as its text.
"""
from __future__ import annotations

from ...engine.cards import JOKER, parse_card
from .. import i18n

FORMS = ("advice", "trace")  # «Pide 2» (to the person) / «pide 2» (what a bot did)

i18n.declare("card.fr.A", "el as")
i18n.declare("card.fr.J", "la jota")
i18n.declare("card.fr.Q", "la reina")
i18n.declare("card.fr.K", "el rey")
i18n.declare("card.fr.n", "el {n}")
i18n.declare("card.fr.s", "de picas")
i18n.declare("card.fr.h", "de corazones")
i18n.declare("card.fr.d", "de diamantes")
i18n.declare("card.fr.c", "de tréboles")
i18n.declare("card.es.1", "el as")
i18n.declare("card.es.S", "la sota")
i18n.declare("card.es.C", "el caballo")
i18n.declare("card.es.R", "el rey")
i18n.declare("card.es.n", "el {n}")
i18n.declare("card.joker", "un comodín")
i18n.declare("card.es.o", "de oros")
i18n.declare("card.es.c", "de copas")
i18n.declare("card.es.e", "de espadas")
i18n.declare("card.es.b", "de bastos")
i18n.declare("move.advice.bid", "Pide {n}")
i18n.declare("move.advice.win", "Di «Gano»")
i18n.declare("move.advice.lose", "Di «Pierdo»")
i18n.declare("move.advice.play", "Juega {card}")
i18n.declare("move.advice.draw_stock", "Roba del mazo")
i18n.declare("move.advice.draw_discard", "Coge {card} del descarte")
i18n.declare("move.advice.draw_discard_plain", "Coge la carta del descarte")
i18n.declare("move.advice.discard", "Tira {card}")
i18n.declare("move.advice.close", "Cierra: tira {card} boca abajo")
i18n.declare("move.advice.reenter", "Reengánchate")
i18n.declare("move.advice.decline", "No te reenganches")
i18n.declare("move.trace.bid", "pide {n}")
i18n.declare("move.trace.win", "dice «Gano»")
i18n.declare("move.trace.lose", "dice «Pierdo»")
i18n.declare("move.trace.play", "juega {card}")
i18n.declare("move.trace.draw_stock", "roba del mazo")
i18n.declare("move.trace.draw_discard", "coge {card} del descarte")
i18n.declare("move.trace.draw_discard_plain", "coge del descarte")
i18n.declare("move.trace.discard", "tira {card}")
i18n.declare("move.trace.close", "cierra")
i18n.declare("move.trace.reenter", "se reengancha")
i18n.declare("move.trace.decline", "no se reengancha")
i18n.declare("hint.title", "¿Qué haría la máquina?")
i18n.declare("hint.thinking", "La máquina está pensando…")
i18n.declare("hint.thinking_for", "La máquina lleva {s} s pensando… · Esc: cancelar")
i18n.declare("hint.none", "Ahora no te toca.")


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
            fmt[k] = i18n.minus(i18n.decimal(v, lang))
        else:
            fmt[k] = str(v).replace("-", "−")
    text = i18n.tr(key, lang, **fmt)
    return text[:1].upper() + text[1:]
