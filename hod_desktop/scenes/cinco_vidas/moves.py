"""Cinco Vidas moves in words for the action log: one or more log entries per engine event."""
from __future__ import annotations

from ...engine.cards import Card
from ...engine.cinco_vidas import (BidMade, CardPlayed, CardsRevealed, GameOver, PlayerEliminated,
                                  RoundDealt, RoundScored, TrickWon)
from ...ui import i18n
from ...ui.action_log import Entry, Seat

SUITS = {"s": "♠", "h": "♥", "d": "♦", "c": "♣"}

i18n.register("es", {
    "cv.log.dealt": "Ronda {n}: reparte {dealer}, {k} cartas",
    "cv.log.dealt.you": "Ronda {n}: repartes tú, {k} cartas",
    "cv.log.dealt1": "Ronda {n}: reparte {dealer}, 1 carta a ciegas",
    "cv.log.dealt1.you": "Ronda {n}: repartes tú, 1 carta a ciegas",
    "cv.log.bid": "{who} pide {n}",
    "cv.log.bid.you": "Pides {n}",
    "cv.log.says": "{who} dice «{word}»",
    "cv.log.says.you": "Dices «{word}»",
    "cv.log.play": "{who} juega {card}",
    "cv.log.play.you": "Juegas {card}",
    "cv.log.trick": "{who} gana la baza",
    "cv.log.trick.you": "Ganas la baza",
    "cv.log.reveal": "Se destapan las cartas: gana {who}",
    "cv.log.reveal.you": "Se destapan las cartas: ganas tú",
    "cv.log.lost": "{who} pierde {n} vidas: le quedan {left}",
    "cv.log.lost.you": "Pierdes {n} vidas: te quedan {left}",
    "cv.log.lost1": "{who} pierde una vida: le quedan {left}",
    "cv.log.lost1.you": "Pierdes una vida: te quedan {left}",
    "cv.log.exact": "{who} acierta y no pierde vidas",
    "cv.log.exact.you": "Aciertas y no pierdes vidas",
    "cv.log.out": "{who} queda eliminado",
    "cv.log.out.you": "Quedas eliminado",
    "cv.log.over": "Fin de la partida. Ganador: {who}",
})
i18n.register("en", {
    "cv.log.dealt": "Round {n}: {dealer} deals {k} cards",
    "cv.log.dealt.you": "Round {n}: you deal {k} cards",
    "cv.log.dealt1": "Round {n}: {dealer} deals 1 blind card",
    "cv.log.dealt1.you": "Round {n}: you deal 1 blind card",
    "cv.log.bid": "{who} bids {n}",
    "cv.log.bid.you": "You bid {n}",
    "cv.log.says": "{who} says \"{word}\"",
    "cv.log.says.you": "You say \"{word}\"",
    "cv.log.play": "{who} plays {card}",
    "cv.log.play.you": "You play {card}",
    "cv.log.trick": "{who} takes the trick",
    "cv.log.trick.you": "You take the trick",
    "cv.log.reveal": "The cards are shown: {who} wins",
    "cv.log.reveal.you": "The cards are shown: you win",
    "cv.log.lost": "{who} loses {n} lives: {left} left",
    "cv.log.lost.you": "You lose {n} lives: {left} left",
    "cv.log.lost1": "{who} loses a life: {left} left",
    "cv.log.lost1.you": "You lose a life: {left} left",
    "cv.log.exact": "{who} makes the bid and keeps every life",
    "cv.log.exact.you": "You make your bid and keep every life",
    "cv.log.out": "{who} is out",
    "cv.log.out.you": "You are out",
    "cv.log.over": "Game over. Winner: {who}",
})


class Word(str):
    """An i18n key to be said in the log's language ("cv.win" -> "Gano" / "Win")."""


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
    if isinstance(ev, CardsRevealed):
        return [Entry.of(ev.winner, "cv.log.reveal", who=Seat(ev.winner))]
    if isinstance(ev, RoundScored):
        out = []
        for p, lost in enumerate(ev.lost):
            if ev.bids[p] is None:
                continue
            if lost:
                key = "cv.log.lost1" if lost == 1 else "cv.log.lost"
                out.append(Entry.of(p, key, who=Seat(p), n=lost, left=max(0, ev.lives[p])))
            else:
                out.append(Entry.of(p, "cv.log.exact", who=Seat(p)))
        return out
    if isinstance(ev, PlayerEliminated):
        return [Entry.of(ev.player, "cv.log.out", who=Seat(ev.player))]
    if isinstance(ev, GameOver):
        return [Entry.of(None, "cv.log.over", who=tuple(Seat(p) for p in ev.winners))]
    return []


def words(name_of):
    """`words(value, lang)` for the log: seats by name, cards as "K♠", keys translated."""
    def say(value, lang: str) -> str:
        if isinstance(value, Seat):
            return name_of(value.seat)
        if isinstance(value, tuple):
            return i18n.tr("results.and", lang).join(say(v, lang) for v in value)
        if isinstance(value, Card):
            return f"{value.rank}{SUITS.get(value.suit, value.suit)}"
        if isinstance(value, Word):
            return i18n.tr(str(value), lang)
        return str(value)
    return say
