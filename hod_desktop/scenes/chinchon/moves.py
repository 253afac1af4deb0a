"""Chinchón moves in words for the action log: log entries per engine event."""
from __future__ import annotations

from ...engine.cards import Card
from ...engine.chinchon import (CardDiscarded, CardDrawn, GameOver, HandClosed, HandCounted,
                               HandDealt, HandVoided, PlayerOut, PlayerReentered, ReentryDeclined,
                               StockRebuilt)
from ...ui import i18n
from ...ui.action_log import Entry, Seat
from .hud import card_name

i18n.register("es", {
    "ch.log.dealt": "Mano {n}: reparte {dealer}",
    "ch.log.dealt.you": "Mano {n}: repartes tú",
    "ch.log.stock": "{who} roba del mazo",
    "ch.log.stock.you": "Robas del mazo",
    "ch.log.take": "{who} coge {card} del descarte",
    "ch.log.take.you": "Coges {card} del descarte",
    "ch.log.discard": "{who} tira {card}",
    "ch.log.discard.you": "Tiras {card}",
    "ch.log.close": "{who} cierra",
    "ch.log.close.you": "Cierras",
    "ch.log.chinchon": "{who} cierra con chinchón",
    "ch.log.chinchon.you": "Cierras con chinchón",
    "ch.log.points": "{who} suma {n}: lleva {total}",
    "ch.log.points.you": "Sumas {n}: llevas {total}",
    "ch.log.rebuilt": "Se acaba el mazo: se baraja el descarte",
    "ch.log.voided": "La mano {n} no cuenta: nadie ha cerrado",
    "ch.log.out": "{who} se pasa con {total} y queda fuera",
    "ch.log.out.you": "Te pasas con {total} y quedas fuera",
    "ch.log.back": "{who} se reengancha con {total}",
    "ch.log.back.you": "Te reenganchas con {total}",
    "ch.log.declined": "{who} no se reengancha",
    "ch.log.declined.you": "No te reenganchas",
    "ch.log.over": "Fin de la partida. Ganador: {who}",
})
i18n.register("en", {
    "ch.log.dealt": "Hand {n}: {dealer} deals",
    "ch.log.dealt.you": "Hand {n}: you deal",
    "ch.log.stock": "{who} draws from the stock",
    "ch.log.stock.you": "You draw from the stock",
    "ch.log.take": "{who} takes {card} from the discard pile",
    "ch.log.take.you": "You take {card} from the discard pile",
    "ch.log.discard": "{who} throws {card}",
    "ch.log.discard.you": "You throw {card}",
    "ch.log.close": "{who} closes",
    "ch.log.close.you": "You close",
    "ch.log.chinchon": "{who} closes with a chinchón",
    "ch.log.chinchon.you": "You close with a chinchón",
    "ch.log.points": "{who} scores {n}: {total} in all",
    "ch.log.points.you": "You score {n}: {total} in all",
    "ch.log.rebuilt": "The stock ran out: the discards are shuffled",
    "ch.log.voided": "Hand {n} does not count: nobody closed",
    "ch.log.out": "{who} goes over with {total} and is out",
    "ch.log.out.you": "You go over with {total} and are out",
    "ch.log.back": "{who} re-enters with {total}",
    "ch.log.back.you": "You re-enter with {total}",
    "ch.log.declined": "{who} does not re-enter",
    "ch.log.declined.you": "You do not re-enter",
    "ch.log.over": "Game over. Winner: {who}",
})


def describe(ev) -> list[Entry]:
    """The log lines of one event."""
    if isinstance(ev, HandDealt):
        return [Entry.of(ev.dealer, "ch.log.dealt", n=ev.hand_no + 1, dealer=Seat(ev.dealer))]
    if isinstance(ev, CardDrawn):
        if ev.source == "discard" and ev.card is not None:
            return [Entry.of(ev.player, "ch.log.take", who=Seat(ev.player), card=ev.card)]
        return [Entry.of(ev.player, "ch.log.stock", who=Seat(ev.player))]
    if isinstance(ev, CardDiscarded):
        return [Entry.of(ev.player, "ch.log.discard", who=Seat(ev.player), card=ev.card)]
    if isinstance(ev, HandClosed):
        key = "ch.log.chinchon" if ev.chinchon else "ch.log.close"
        return [Entry.of(ev.closer, key, who=Seat(ev.closer))]
    if isinstance(ev, HandCounted):
        r = ev.result
        return [Entry.of(p, "ch.log.points", who=Seat(p), n=pts, total=r.totals[p])
                for p, pts in enumerate(r.points) if pts is not None]
    if isinstance(ev, StockRebuilt):
        return [Entry.of(None, "ch.log.rebuilt")]
    if isinstance(ev, HandVoided):
        return [Entry.of(None, "ch.log.voided", n=ev.hand_no + 1)]
    if isinstance(ev, PlayerOut):
        return [Entry.of(ev.player, "ch.log.out", who=Seat(ev.player), total=ev.total)]
    if isinstance(ev, PlayerReentered):
        return [Entry.of(ev.player, "ch.log.back", who=Seat(ev.player), total=ev.total)]
    if isinstance(ev, ReentryDeclined):
        return [Entry.of(ev.player, "ch.log.declined", who=Seat(ev.player))]
    if isinstance(ev, GameOver):
        return [Entry.of(None, "ch.log.over", who=tuple(Seat(p) for p in ev.winners))]
    return []


def words(name_of):
    """`words(value, lang)`: seats by name, cards by name ("el 3 de copas")."""
    def say(value, lang: str) -> str:
        if isinstance(value, Seat):
            return name_of(value.seat)
        if isinstance(value, tuple):
            return i18n.tr("results.and", lang).join(say(v, lang) for v in value)
        if isinstance(value, Card):
            return card_name(value, lang)
        return str(value)
    return say
