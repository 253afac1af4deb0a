"""Brag moves in words for the action log: the log lines of each engine event."""
from __future__ import annotations

from ...engine.brag import (AllSwapped, CardSwapped, DealStarted, GameOver, HandsShown, Knocked,
                            PlayerEliminated)
from ...ui import i18n
from ...ui.table.action_log import Entry, Seat, log_words
from ...ui.table.action_log import short_card as card_text  # noqa: F401  ("K♠": the hud's and reveal's too)

i18n.declare("bb.log.over", "Fin de la partida. Gana {who}")
i18n.declare("bb.log.over.you", "Fin de la partida. Ganas tú")


def describe(ev) -> list[Entry]:
    """The log lines of one event (only public facts: events carry nothing else)."""
    if isinstance(ev, DealStarted):
        return [Entry.of(ev.dealer, "bb.log.deal", n=ev.deal_no + 1, who=Seat(ev.dealer))]
    if isinstance(ev, CardSwapped):
        if ev.taken is not None:
            return [Entry.of(ev.player, "bb.log.swap_up", who=Seat(ev.player), taken=ev.taken,
                             given=ev.given)]
        return [Entry.of(ev.player, "bb.log.swap_down", who=Seat(ev.player))]
    if isinstance(ev, AllSwapped):
        return [Entry.of(ev.player, "bb.log.swap_all", who=Seat(ev.player), shown=ev.shown)]
    if isinstance(ev, Knocked):
        return [Entry.of(ev.player, "bb.log.knock", who=Seat(ev.player))]
    if isinstance(ev, HandsShown):
        return [Entry.of(ev.loser, "bb.log.shown", who=Seat(ev.loser))]
    if isinstance(ev, PlayerEliminated):
        return [Entry.of(ev.player, "log.out", who=Seat(ev.player))]
    if isinstance(ev, GameOver):
        sole = ev.winners[0] if len(ev.winners) == 1 else None  # "Ganas tú" for the person
        return [Entry.of(sole, "bb.log.over", who=tuple(Seat(p) for p in ev.winners))]
    return []


words = log_words  # `words(name_of)(value, lang)`: seats by name, cards as "K♠"
