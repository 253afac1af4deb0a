"""Moves of Cinco Vidas con baraja española in words for the action log. The events it
shares with Cinco Vidas are said by Cinco Vidas's `describe`; the ones of this game
(secret bids, face-down cards, Chaos picks, the spy, cancellations) are said here."""
from __future__ import annotations

from ...engine.cards import Card
from ...engine.cinco_vidas_espanola import (CHAOS, TWISTED, BidHidden, BidsRevealed, CardFaceDown,
                                            CardPlayed, CardsRevealed, HandsShuffled,
                                            HandsTurnedUp, RoundDealt, SpyDecided, TrickResolved)
from ...engine.poderes.actions import DuelResolved, DuelStarted
from ...ui import i18n
from ...ui.table import move_words
from ...ui.table.action_log import Entry, Seat, log_words
from ..cinco_vidas import moves as cv_moves
from . import poderes_text as _pod_words  # noqa: F401  (the duel's outcome words)


i18n.declare("ce.log.secret", "{who} apuesta en secreto")
i18n.declare("ce.log.secret.you", "Apuestas en secreto")
i18n.declare("ce.log.bids", "Se enseñan las apuestas")
i18n.declare("ce.log.down", "{who} echa una carta boca abajo")
i18n.declare("ce.log.down.you", "Echas una carta boca abajo")
i18n.declare("ce.log.pick", "{who} elige la posición {n}: {card}")
i18n.declare("ce.log.pick.you", "Eliges la posición {n}: {card}")
i18n.declare("ce.log.play", "{who} echa {card}")
i18n.declare("ce.log.play.you", "Echas {card}")
i18n.declare("ce.log.shuffled", "Las manos se barajan boca abajo")
i18n.declare("ce.log.turned", "Se destapan las manos")
i18n.declare("ce.log.spy", "{who} ya ha decidido si espía")
i18n.declare("ce.log.spy.you", "Has decidido si espías")
i18n.declare("ce.log.reveal", "Se destapan las cartas")
i18n.declare("ce.log.cancel", "Se anulan {a} y {b}")
i18n.declare("ce.log.trick", "{who} gana la baza")
i18n.declare("ce.log.trick.you", "Ganas la baza")
i18n.declare("ce.log.trick_last", "Todas anuladas: {who} gana con la última")
i18n.declare("ce.log.trick_last.you", "Todas anuladas: ganas con la última")
i18n.declare("ce.log.trick_joker", "Solo queda el comodín, sin valor: {who} gana con la última")
i18n.declare("ce.log.trick_joker.you", "Solo queda el comodín, sin valor: ganas con la última")
i18n.declare("ce.log.dealt1_own", "Ronda {n}: reparte {dealer}, 1 carta: cada uno ve solo la suya")
i18n.declare("ce.log.dealt1_own.you", "Ronda {n}: repartes tú, 1 carta: cada uno ve solo la suya")
i18n.declare("ce.log.duel", "Duelo del prisionero: {a} contra {b}")
i18n.declare("ce.log.duel.cooperate", "{who} colabora")
i18n.declare("ce.log.duel.cooperate.you", "Colaboras")
i18n.declare("ce.log.duel.betray", "{who} traiciona")
i18n.declare("ce.log.duel.betray.you", "Traicionas")


def describe(ev, size_of=lambda: 0, mode: str | None = None) -> list[Entry]:
    """The log lines of one event; `mode`: in Twisted and Chaos the 1-card round is not
    dealt blind (each sees their own card), so Cinco Vidas's «1 carta a ciegas» would lie."""
    if isinstance(ev, RoundDealt) and ev.size == 1 and mode in (TWISTED, CHAOS):
        return [Entry.of(ev.dealer, "ce.log.dealt1_own", n=ev.round_no + 1, dealer=Seat(ev.dealer))]
    if isinstance(ev, BidHidden):
        return [Entry.of(ev.player, "ce.log.secret", who=Seat(ev.player))]
    if isinstance(ev, BidsRevealed):
        out = [Entry.of(None, "ce.log.bids")]
        for p, b in enumerate(ev.bids):
            if b is not None:
                word = cv_moves.Word("cv.win" if b else "cv.lose")
                out.append(Entry.of(p, "cv.log.says", who=Seat(p), word=word))
        return out
    if isinstance(ev, CardFaceDown):
        return [Entry.of(ev.player, "ce.log.down", who=Seat(ev.player))]
    if isinstance(ev, CardPlayed):
        if ev.position is not None:
            return [Entry.of(ev.player, "ce.log.pick", who=Seat(ev.player), n=ev.position,
                             card=ev.card)]
        return [Entry.of(ev.player, "ce.log.play", who=Seat(ev.player), card=ev.card)]
    if isinstance(ev, HandsShuffled):
        return [Entry.of(None, "ce.log.shuffled")]
    if isinstance(ev, HandsTurnedUp):
        return [Entry.of(None, "ce.log.turned")]
    if isinstance(ev, SpyDecided):
        return [Entry.of(ev.player, "ce.log.spy", who=Seat(ev.player))]
    if isinstance(ev, CardsRevealed):  # every card turned up, by name (it said only that)
        return [Entry.of(None, "ce.log.reveal")] + cv_moves.shown_cards(ev.cards)
    if isinstance(ev, TrickResolved):
        out = [Entry.of(None, "ce.log.cancel", a=ev.cards[a][1], b=ev.cards[b][1])
               for a, b in ev.result.pairs]
        key = ("ce.log.trick" if not ev.result.all_cancelled
               else "ce.log.trick_joker" if ev.result.standing  # a lone joker, worth nothing
               else "ce.log.trick_last")
        return out + [Entry.of(ev.player, key, who=Seat(ev.player))]
    if isinstance(ev, (DuelStarted, DuelResolved)):
        return duel_lines(ev)
    return cv_moves.describe(ev, size_of)


def duel_lines(ev) -> list[Entry]:
    """A prisoner's duel in the log: who faces whom; once both have chosen, each choice and
    what it did (it left no line at all)."""
    a, b = ev.duelists
    if isinstance(ev, DuelStarted):
        return [Entry.of(None, "ce.log.duel", a=Seat(a), b=Seat(b))]
    (ca, cb) = ev.choices
    out = [Entry.of(p, f"ce.log.duel.{c}", who=Seat(p)) for p, c in ((a, ca), (b, cb))]
    if ca == cb:
        return out + [Entry.of(None, f"pod.duel.effect.both_{ca}")]
    betrayer, cooperator = (a, b) if ca == "betray" else (b, a)
    return out + [Entry.of(None, "pod.duel.effect.one_betrays", betrayer=Seat(betrayer),
                           cooperator=Seat(cooperator))]


def card_name(card: Card, lang: str) -> str:
    """«el rey de copas», «un comodín»; English «the king of cups», «a joker»: the words of
    the table's traces and of Chinchón's log (this log said «Rey de bastos», «Rey of cups»)."""
    return move_words.card_name(str(card), lang, "spanish")


def words(name_of):
    """`words(value, lang)` for the log: seats by name, cards as «el rey de copas»."""
    return log_words(name_of, card_name)
