"""Chinchón moves in words for the action log: log entries per engine event."""
from __future__ import annotations

from ...engine.chinchon import (CardDiscarded, CardDrawn, GameOver, HandClosed, HandCounted,
                               HandDealt, HandVoided, PlayerOut, PlayerReentered, ReentryDeclined,
                               StockRebuilt)
from ...ui.action_log import Entry, Seat, log_words
from . import text as _strings  # noqa: F401  (the log lines' words)
from .hud import card_name


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
    return log_words(name_of, card_name)
