"""Chinchón moves in words for the action log: log entries per engine event."""
from __future__ import annotations

from ...engine.chinchon import (CardDiscarded, CardDrawn, GameOver, HandClosed, HandCounted,
                               HandDealt, HandVoided, PlayerOut, PlayerReentered, ReentryDeclined,
                               StockRebuilt)
from ...ui.table.action_log import Entry, Seat, log_words
from . import text as _strings  # noqa: F401  (the log lines' words)
from .hud import card_name


def _drawn(ev) -> list[Entry]:
    if ev.source == "discard" and ev.card is not None:
        return [Entry.of(ev.player, "ch.log.take", who=Seat(ev.player), card=ev.card)]
    return [Entry.of(ev.player, "ch.log.stock", who=Seat(ev.player))]


_LINES = {  # event type -> its log lines
    HandDealt: lambda ev: [Entry.of(ev.dealer, "ch.log.dealt", n=ev.hand_no + 1, dealer=Seat(ev.dealer))],
    CardDrawn: _drawn,
    CardDiscarded: lambda ev: [Entry.of(ev.player, "ch.log.discard", who=Seat(ev.player), card=ev.card)],
    HandClosed: lambda ev: [Entry.of(ev.closer, "ch.log.chinchon" if ev.chinchon else "ch.log.close",
                                     who=Seat(ev.closer))],
    HandCounted: lambda ev: [Entry.of(p, "ch.log.points", who=Seat(p), n=pts, total=ev.result.totals[p])
                             for p, pts in enumerate(ev.result.points) if pts is not None],
    StockRebuilt: lambda ev: [Entry.of(None, "ch.log.rebuilt")],
    HandVoided: lambda ev: [Entry.of(None, "ch.log.voided", n=ev.hand_no + 1)],
    PlayerOut: lambda ev: [Entry.of(ev.player, "ch.log.out", who=Seat(ev.player), total=ev.total)],
    PlayerReentered: lambda ev: [Entry.of(ev.player, "ch.log.back", who=Seat(ev.player), total=ev.total)],
    ReentryDeclined: lambda ev: [Entry.of(ev.player, "ch.log.declined", who=Seat(ev.player))],
    GameOver: lambda ev: [Entry.of(None, "log.over", who=tuple(Seat(p) for p in ev.winners))],
}


def describe(ev) -> list[Entry]:
    """The log lines of one event."""
    said = _LINES.get(type(ev))
    return said(ev) if said is not None else []


def words(name_of):
    """`words(value, lang)`: seats by name, cards by name ("el 3 de copas")."""
    return log_words(name_of, card_name)
