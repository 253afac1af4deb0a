"""Cinco Vidas moves in words for the action log: one or more log entries per engine event."""
from __future__ import annotations

from ...engine.cinco_vidas import (BidMade, CardPlayed, CardsRevealed, GameOver, PlayerEliminated,
                                  RoundDealt, RoundScored, TrickWon)
from ...ui.table.action_log import Counted, Entry, Seat, Word, log_words
from . import text as _strings  # noqa: F401  (the log lines' words)


def shown_cards(cards) -> list[Entry]:
    """«Lucía tenía el rey de copas», one line per (seat, card) turned up together."""
    return [Entry.of(p, "cv.log.shown", who=Seat(p), card=c) for p, c in cards]


def describe(ev, size_of=lambda: 0) -> list[Entry]:
    """The log lines of one event (`size_of()`: the round's cards, for the 1-card words)."""
    if isinstance(ev, RoundDealt):
        key = "cv.log.dealt1" if ev.size == 1 else "cv.log.dealt"
        return [Entry.of(ev.dealer, key, n=ev.round_no + 1, dealer=Seat(ev.dealer), k=ev.size)]
    if isinstance(ev, BidMade):
        if size_of() == 1:
            word = Word("cv.win" if ev.bid else "cv.lose")
            return [Entry.of(ev.player, "cv.log.says", who=Seat(ev.player), word=word)]
        return [Entry.of(ev.player, "cv.log.bid", who=Seat(ev.player), n=ev.bid)]
    if isinstance(ev, CardPlayed):
        return [Entry.of(ev.player, "cv.log.play", who=Seat(ev.player), card=ev.card)]
    if isinstance(ev, TrickWon):
        return [Entry.of(ev.player, "cv.log.trick", who=Seat(ev.player))]
    if isinstance(ev, CardsRevealed):  # each card, then who won: the cards stay in the log
        return shown_cards(ev.cards) + [Entry.of(ev.winner, "cv.log.reveal", who=Seat(ev.winner))]
    if isinstance(ev, RoundScored):
        out = []
        for p, lost in enumerate(ev.lost):
            if ev.bids[p] is None:
                continue
            if lost:
                key = "cv.log.lost1" if lost == 1 else "cv.log.lost"
                out.append(Entry.of(p, key, who=Seat(p), n=lost,
                                    left=Counted("cv.log.left", max(0, ev.lives[p]))))
            else:
                out.append(Entry.of(p, "cv.log.exact", who=Seat(p)))
        return out
    if isinstance(ev, PlayerEliminated):
        return [Entry.of(ev.player, "log.out", who=Seat(ev.player))]
    if isinstance(ev, GameOver):
        return [Entry.of(None, "log.over", who=tuple(Seat(p) for p in ev.winners))]
    return []


class RoundWords:
    """`describe` with the round's size followed from the events the log is fed, not from
    the table: a log rebuilt from a saved match then says every past 1-card round's bids
    («dice que gana») as they were said live. `describe_one(ev, size_of)` says one event."""

    def __init__(self, describe_one=describe):
        self.describe_one = describe_one
        self.size = 0

    def __call__(self, ev) -> list[Entry]:
        if isinstance(ev, RoundDealt):
            self.size = ev.size
        return self.describe_one(ev, lambda: self.size)


words = log_words  # `words(name_of)(value, lang)`: seats by name, cards as "K♠"
