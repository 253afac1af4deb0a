"""Poderes facts in words for the table: each resolution step, the duel's information,
a power choice's prompt and the labels of the overlay's actions. Pure functions of the
engine's results and a `tr(key, **fmt)`; the table draws them."""
from __future__ import annotations

from typing import Callable, Sequence

from ...engine.cards import JOKER, SPANISH, Card, parse_card
from ...engine.poderes.duel import EQUAL, HIGHER, LOWER
from ...engine.poderes.powers import (AUTO_WIN, CANCELLED, DOUBLED, HIGHEST, INVERTED, LAST_CARD,
                                      PASSED, REMOVED, SWAPPED, Step)
from ...ui.table import move_words  # noqa: F401  (declares the card words "card.es.*")
from . import poderes_text  # noqa: F401  (declares the strings)

Tr = Callable[..., str]
NAMED = ("1", "S", "C", "R")  # ranks said with a word (the others by their number)


def card_words(card: Card | str, tr: Tr, article: bool = True) -> str:
    """A card in words: «el 5 de bastos», «el comodín» (without the article for a button:
    «Rey de copas»); English «the 5 of clubs», «King of cups»."""
    card = parse_card(card, SPANISH) if isinstance(card, str) else card
    if card.deck == JOKER:
        return tr("pod.joker") if article else _cap(tr("pod.joker_short"))
    if article:
        rank = (tr(f"card.es.{card.rank}") if card.rank in NAMED
                else tr("card.es.n", n=card.rank))
        return f"{rank} {tr(f'card.es.{card.suit}')}"
    rank = tr(f"pod.rank.{card.rank}") if card.rank in NAMED else card.rank
    return f"{rank} {tr(f'card.es.{card.suit}')}"


def _cap(line: str) -> str:
    return line[:1].upper() + line[1:]


def step_text(step: Step, trick: Sequence[tuple[int, Card]], tr: Tr,
              name: Callable[[int], str]) -> str:
    """One line per step of `PowerResolution.steps` (positions index `trick`). A power card
    is named as every card is (its own words, `card_words`): «El As de Bastos cambia su
    valor…» was followed by «Gana el as de bastos», one card spelt two ways."""
    return _cap(_step_text(step, [card_words(c, tr) for _, c in trick], tr, name, trick))


def _step_text(step: Step, cards: list[str], tr: Tr, name: Callable[[int], str],
               trick: Sequence[tuple[int, Card]]) -> str:
    k = step.kind
    if k == CANCELLED:
        a, b = step.targets
        return tr("pod.step.cancelled", a=cards[a], b=cards[b])
    if k == REMOVED:
        return tr("pod.step.removed", power=cards[step.actor], card=cards[step.targets[0]])
    if k == PASSED:
        return tr("pod.step.passed", card=cards[step.actor])
    if k == SWAPPED:
        a, b = step.targets
        if step.actor == a:
            return tr("pod.step.swapped_one", power=cards[a], card=cards[b])
        return tr("pod.step.swapped_two", power=cards[step.actor], a=cards[a], b=cards[b])
    if k == INVERTED:
        return tr("pod.step.inverted")
    if k == AUTO_WIN:
        return tr("pod.step.auto_win", power=cards[step.targets[0]])
    if k == HIGHEST:
        return tr("pod.step.highest", card=cards[step.targets[0]])
    if k == LAST_CARD:  # a joker left standing is not «nothing»: it stands, worth nothing
        if step.actor is None:
            return tr("pod.step.last_card", card=cards[step.targets[0]])
        if step.actor == step.targets[0]:
            return tr("pod.step.lone_joker_last", joker=cards[step.actor])
        return tr("pod.step.lone_joker", joker=cards[step.actor], card=cards[step.targets[0]])
    if k == DOUBLED:
        return tr("pod.step.doubled", power=cards[step.actor],
                  name=name(trick[step.targets[0]][0]))
    raise ValueError(f"unknown step {k!r}")


def ask_text(kind: str, power: Card, tr: Tr) -> str:
    """The question to a power card's player, headed by that card as the table names it
    («As de bastos: elige una carta…»), not by a title-case name the steps never used."""
    return tr(f"pod.ask.{kind}", power=card_words(power, tr, article=False))


def duel_info_text(info: str | None, tr: Tr) -> str:
    if info is None:
        return tr("pod.duel.info.none")
    if info in (HIGHER, LOWER, EQUAL):
        return tr(f"pod.duel.info.{info}")
    return tr("pod.duel.info.diff", d=info)


def duel_effect_text(duelists: Sequence[int], choices: Sequence[str], tr: Tr,
                     name: Callable[[int], str]) -> str:
    """What the revealed choices did, said for everyone (no card is named)."""
    (a, b), (ca, cb) = duelists, choices
    if ca == cb:
        return tr("pod.duel.effect.both_cooperate" if ca == "cooperate"
                  else "pod.duel.effect.both_betray")
    betrayer, cooperator = (a, b) if ca == "betray" else (b, a)
    return tr("pod.duel.effect.one_betrays", betrayer=name(betrayer),
              cooperator=name(cooperator))


def action_label(action: str, tr: Tr, name: Callable[[int], str]) -> str:
    """A button label for one of the overlay's legal actions (`view.legal` text)."""
    words = action.split()
    if action == "pass":
        return tr("pod.pass")
    if words[0] == "duel":
        return tr(f"pod.duel.{words[1]}")
    if action == "revive none":
        return tr("pod.revive.none")
    if words[0] == "revive":
        return tr("pod.revive.give", name=name(int(words[1])))
    if words[0] in ("remove", "swap"):
        return " ↔ ".join(card_words(w, tr, article=False) for w in words[1:])
    raise ValueError(f"not a Poderes action: {action!r}")


def trace_text(action: str, tr: Tr, name: Callable[[int], str]) -> str | None:
    """What a bot's overlay move leaves at its seat, telling no secret (a duel choice is
    only «elige en secreto»); None for an action that is not the overlay's."""
    words = action.split()
    if not words:
        return None
    if words[0] == "duel":
        return tr("pod.trace.duel")
    if action == "pass":
        return tr("pod.trace.pass")
    if action == "revive none":
        return tr("pod.trace.keep")
    if words[0] == "revive":
        return tr("pod.trace.revive", name=name(int(words[1])))
    if words[0] == "remove":
        return tr("pod.trace.remove", card=card_words(words[1], tr))
    if words[0] == "swap":
        return tr("pod.trace.swap", what=action_label(action, tr, name))
    return None


def achievement_toast(key: str, player_name: str, mana: int, lives_gained: int, tr: Tr) -> str:
    ach = tr(f"pod.ach.{key}")
    return tr("pod.toast_life" if lives_gained else "pod.toast", name=player_name, ach=ach,
              mana=mana)
