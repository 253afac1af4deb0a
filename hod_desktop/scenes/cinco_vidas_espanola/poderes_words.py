"""Poderes facts in words for the table: each resolution step, the duel's information,
a power choice's prompt and the labels of the overlay's actions. Pure functions of the
engine's results and a `tr(key, **fmt)`; the table draws them."""
from __future__ import annotations

from typing import Callable, Sequence

from ...engine.cards import Card
from ...engine.poderes.duel import EQUAL, HIGHER, LOWER
from ...engine.poderes.powers import (AUTO_WIN, CANCELLED, DOUBLED, HIGHEST, INVERTED, LAST_CARD,
                                      PASSED, REMOVED, SWAPPED, Step)
from . import poderes_text  # noqa: F401  (registers the strings)

Tr = Callable[..., str]


def card_name(card: Card) -> str:
    """The card's short text as the table prints it (jokers: ★)."""
    return "★" if card.deck == "joker" else str(card)


def step_text(step: Step, trick: Sequence[tuple[int, Card]], tr: Tr,
              name: Callable[[int], str]) -> str:
    """One line per step of `PowerResolution.steps` (positions index `trick`)."""
    cards = [card_name(c) for _, c in trick]
    k = step.kind
    if k == CANCELLED:
        a, b = step.targets
        return tr("pod.step.cancelled", a=cards[a], b=cards[b])
    if k == REMOVED:
        return tr("pod.step.removed", card=cards[step.targets[0]])
    if k == PASSED:
        return tr("pod.step.passed", card=cards[step.actor])
    if k == SWAPPED:
        a, b = step.targets
        if step.actor == a:
            return tr("pod.step.swapped_one", card=cards[b])
        return tr("pod.step.swapped_two", a=cards[a], b=cards[b])
    if k == INVERTED:
        return tr("pod.step.inverted")
    if k == AUTO_WIN:
        return tr("pod.step.auto_win")
    if k == HIGHEST:
        return tr("pod.step.highest", card=cards[step.targets[0]])
    if k == LAST_CARD:
        return tr("pod.step.last_card", card=cards[step.targets[0]])
    if k == DOUBLED:
        return tr("pod.step.doubled", name=name(trick[step.targets[0]][0]))
    raise ValueError(f"unknown step {k!r}")


def duel_info_text(info: str | None, tr: Tr) -> str:
    if info is None:
        return tr("pod.duel.info.none")
    if info in (HIGHER, LOWER, EQUAL):
        return tr(f"pod.duel.info.{info}")
    return tr("pod.duel.info.diff", d=info)


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
        return " ↔ ".join(w.replace("*1", "★").replace("*2", "★") for w in words[1:])
    raise ValueError(f"not a Poderes action: {action!r}")


def achievement_toast(key: str, player_name: str, mana: int, lives_gained: int, tr: Tr) -> str:
    ach = tr(f"pod.ach.{key}")
    return tr("pod.toast_life" if lives_gained else "pod.toast", name=player_name, ach=ach,
              mana=mana)
