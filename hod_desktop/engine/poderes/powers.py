"""Trick resolution of the Poderes overlay (RULES.md §2 "Poderes"): jokers and card powers.

A trick is the cards in play order (position 0 played first). Resolution runs in the
order RULES.md fixes, one `Step` per thing the table shows:

1. equal values cancel in pairs in play order (the two jokers are one more value);
2. the As de Espadas (`1e`) may remove one other standing card, never a Rey;
3. the As de Bastos (`1b`) may swap its value with one other standing card;
4. the 7 de Oros (`7o`) may swap the values of two other standing cards;
5. an odd number of standing jokers inverts the scale (1 highest, Rey lowest);
6. a standing As de Oros (`1o`) wins outright; else the best value wins (no two
   standing cards share a value: see `decide_winner`); with no valued card standing,
   the last card played wins;
7. a standing As de Copas (`1c`) makes the trick count as 2 for its winner.

A power acts only while its card stands (not cancelled, not removed). The players of
steps 2-4 choose in that order, seeing the table: `pending_choice(cards, decisions)`
says who must choose next among what, and `resolve_powers(cards, decisions)` runs the
whole resolution once every choice is made. A decision is a position (remove / swap
with), a pair of positions (the 7 de Oros) or None (pass).

Readings where RULES.md is silent (kept in the project notes too):
- jokers have no value, so they can be removed but never take part in a value swap;
- the inversion counts the jokers still standing at step 5: an Espadas that removes the
  lone joker keeps the scale normal;
- powers belong to the card, not to its value: an As de Oros whose value was swapped
  still wins outright, and the Rey's immunity is the card's;
- if no valued card stands (all cancelled, or only a joker left), the last card
  played wins, whatever it is.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence, Union

from ..cards import JOKER, Card
from ..core import IllegalAction

ORO_ACE, COPA_ACE, ESPADA_ACE, BASTO_ACE, ORO_SEVEN = "1o", "1c", "1e", "1b", "7o"
POWER_CARDS = (ORO_ACE, COPA_ACE, ESPADA_ACE, BASTO_ACE, ORO_SEVEN)

# Step kinds, in the order they can happen.
CANCELLED = "cancelled"  # targets: the pair (earlier, later)
REMOVED = "removed"  # actor: the As de Espadas; targets: (removed,)
PASSED = "passed"  # actor passed its choice
SWAPPED = "swapped"  # actor swapped targets' values; values: the values after
INVERTED = "inverted"  # the scale is inverted for this trick
AUTO_WIN = "auto_win"  # targets: (As de Oros,)
HIGHEST = "highest"  # targets: (winner,), won by value (inverted or not)
LAST_CARD = "last_card"  # targets: (winner,), nothing with a value was standing; actor:
#   the lone joker still standing (it has no value), None when every card was cancelled
DOUBLED = "doubled"  # actor: the As de Copas; targets: (winner,)

# Choice kinds.
REMOVE, SWAP_ONE, SWAP_TWO = "remove", "swap_one", "swap_two"

Decision = Union[int, tuple[int, int], None]


@dataclass(frozen=True, slots=True)
class Step:
    """One visible moment of a resolution, in positions of play order."""

    kind: str
    actor: int | None = None
    targets: tuple[int, ...] = ()
    values: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class Choice:
    """A power card's player must choose: `options` are positions (or pairs for SWAP_TWO)."""

    kind: str
    actor: int  # position of the power card
    options: tuple


@dataclass(frozen=True)
class PowerResolution:
    """The outcome of one trick with Poderes.

    `winner` is a position in play order; `tricks` is what the trick counts for its
    winner (2 with a standing As de Copas); `values` the values at decision time
    (None for jokers); `standing` the positions still in at the end.
    """

    winner: int
    cancelled: tuple[int, ...]
    pairs: tuple[tuple[int, int], ...]
    removed: int | None
    standing: tuple[int, ...]
    values: tuple[int | None, ...]
    inverted: bool
    tricks: int
    steps: tuple[Step, ...]
    decided_by: str  # AUTO_WIN, HIGHEST or LAST_CARD

    @property
    def all_cancelled(self) -> bool:
        """Nothing with a value was left standing: the last card played took the trick."""
        return self.decided_by == LAST_CARD


def cancel_pairs(cards: Sequence[Card]) -> tuple[tuple[int, int], ...]:
    """Equal values cancel in pairs in play order (1st with 2nd, 3rd stands, 4th with 3rd).

    Jokers all have the value 0 here, so two jokers cancel each other.
    """
    waiting: dict[int, int] = {}
    pairs = []
    for pos, card in enumerate(cards):
        v = card.value
        if v in waiting:
            pairs.append((waiting.pop(v), pos))
        else:
            waiting[v] = pos
    return tuple(sorted(pairs))


class _Resolver:
    """Walks steps 1-4 as far as the decisions given allow."""

    def __init__(self, cards: Sequence[Card], decisions: Sequence[Decision]):
        self.cards = tuple(cards)
        self.names = tuple(str(c) for c in self.cards)
        self.values: list[int | None] = [None if c.deck == JOKER else c.value for c in self.cards]
        self.pairs = cancel_pairs(self.cards)
        cancelled = {p for pair in self.pairs for p in pair}
        self.standing = [p for p in range(len(self.cards)) if p not in cancelled]
        self.steps: list[Step] = [Step(CANCELLED, None, pair) for pair in self.pairs]
        self.removed: int | None = None
        self.decisions = list(decisions)
        self.pending: Choice | None = None
        self.swap_ups: list[tuple[int, int, int]] = []  # (actor, a, b) per swap made

    def find(self, name: str) -> int | None:
        for p in self.standing:
            if self.names[p] == name:
                return p
        return None

    def valued_others(self, actor: int) -> tuple[int, ...]:
        return tuple(p for p in self.standing if p != actor and self.values[p] is not None)

    def run(self) -> bool:
        """Apply steps 2-4; False (with `pending` set) when a decision is missing."""
        for kind, name, options in (
            (REMOVE, ESPADA_ACE, self._remove_options),
            (SWAP_ONE, BASTO_ACE, self.valued_others),
            (SWAP_TWO, ORO_SEVEN, self._pair_options),
        ):
            actor = self.find(name)
            if actor is None:
                continue
            opts = options(actor)
            if not opts:
                continue
            if not self.decisions:
                self.pending = Choice(kind, actor, opts)
                return False
            self._apply(kind, actor, opts, self.decisions.pop(0))
        if self.decisions:
            raise IllegalAction(f"{len(self.decisions)} decision(s) more than the trick asks for")
        return True

    def _remove_options(self, actor: int) -> tuple[int, ...]:
        return tuple(p for p in self.standing if p != actor and self.cards[p].rank != "R")

    def _pair_options(self, actor: int) -> tuple[tuple[int, int], ...]:
        others = self.valued_others(actor)
        return tuple((a, b) for i, a in enumerate(others) for b in others[i + 1:])

    def _apply(self, kind: str, actor: int, opts: tuple, decision: Decision) -> None:
        if decision is None:
            self.steps.append(Step(PASSED, actor))
            return
        if kind == SWAP_TWO and isinstance(decision, tuple):
            decision = tuple(sorted(decision))
        if decision not in opts:
            raise IllegalAction(f"{self.names[actor]} cannot choose {decision!r} here (options: {list(opts)})")
        if kind == REMOVE:
            self.standing.remove(decision)
            self.removed = decision
            self.steps.append(Step(REMOVED, actor, (decision,)))
            return
        a, b = (actor, decision) if kind == SWAP_ONE else decision
        self.values[a], self.values[b] = self.values[b], self.values[a]
        self.swap_ups.append((actor, a, b))
        self.steps.append(Step(SWAPPED, actor, (a, b), (self.values[a], self.values[b])))


def pending_choice(cards: Sequence[Card], decisions: Sequence[Decision] = ()) -> Choice | None:
    """The next choice a power card's player must make, or None when the trick can resolve."""
    r = _Resolver(cards, decisions)
    return None if r.run() else r.pending


def decide_winner(cards: Sequence[Card], values: Sequence[int | None], standing: Sequence[int],
                  inverted: bool) -> tuple[int, str]:
    """Step 6 alone: (winner position, how it was decided)."""
    for p in standing:
        if str(cards[p]) == ORO_ACE:
            return p, AUTO_WIN
    # No tie to break (RULES.md's «equal values after swaps: the later card wins» never
    # applies): step 1 leaves at most one standing card of each value (pairs cancel, an
    # odd one out stands); step 2 only takes a card away; steps 3-4 swap the values of two
    # standing cards, a permutation of values that were already distinct.
    # test_poderes_no_equal_standing checks it over every decision of random tricks.
    best = None
    for p in standing:
        v = values[p]
        if v is None:
            continue
        key = -v if inverted else v
        if best is None or key > best[0]:
            best = (key, p)
    if best is None:
        return len(cards) - 1, LAST_CARD
    return best[1], HIGHEST


def resolve_powers(cards: Sequence[Card], decisions: Sequence[Decision] = ()) -> PowerResolution:
    """Resolve a whole trick; raises IllegalAction when a decision is missing or not allowed."""
    if not cards:
        raise IllegalAction("a trick needs at least one card")
    r = _Resolver(cards, decisions)
    if not r.run():
        c = r.pending
        raise IllegalAction(f"{r.names[c.actor]} has not chosen yet ({c.kind})")
    steps = r.steps
    jokers = sum(1 for p in r.standing if r.values[p] is None)
    inverted = jokers % 2 == 1
    if inverted:
        steps.append(Step(INVERTED))
    winner, how = decide_winner(r.cards, r.values, r.standing, inverted)
    lone_joker = next((p for p in r.standing if r.values[p] is None), None)
    steps.append(Step(how, lone_joker if how == LAST_CARD else None, (winner,)))
    copas = r.find(COPA_ACE)
    tricks = 1
    if copas is not None:
        tricks = 2
        steps.append(Step(DOUBLED, copas, (winner,)))
    return PowerResolution(
        winner=winner,
        cancelled=tuple(sorted(p for pair in r.pairs for p in pair)),
        pairs=r.pairs,
        removed=r.removed,
        standing=tuple(r.standing),
        values=tuple(r.values),
        inverted=inverted,
        tricks=tricks,
        steps=tuple(steps),
        decided_by=how,
    )


def winner_without_last_swap(cards: Sequence[Card], resolution: PowerResolution) -> int | None:
    """Who would have won had the 7 de Oros passed (None if it did not swap).

    El Rey Detrás del Rey compares this with the real winner.
    """
    swaps = [s for s in resolution.steps if s.kind == SWAPPED and str(cards[s.actor]) == ORO_SEVEN]
    if not swaps:
        return None
    a, b = swaps[0].targets
    values = list(resolution.values)
    values[a], values[b] = values[b], values[a]
    return decide_winner(cards, values, resolution.standing, resolution.inverted)[0]


def steps_so_far(cards: Sequence[Card], decisions: Sequence[Decision]) -> tuple[Step, ...]:
    """The steps already settled while a choice is still pending (the table shows them)."""
    r = _Resolver(cards, decisions)
    r.run()
    return tuple(r.steps)


def decisions_from_steps(steps: Sequence[Step]) -> list[Decision]:
    """The choices already made, read back from the steps (what a view shows)."""
    out: list[Decision] = []
    for st in steps:
        if st.kind == PASSED:
            out.append(None)
        elif st.kind == REMOVED:
            out.append(st.targets[0])
        elif st.kind == SWAPPED:
            a, b = st.targets
            out.append(b if a == st.actor else (a, b))
    return out
