"""Cinco Vidas con baraja española with the Poderes overlay (RULES.md §2 "Poderes").

The base game's state, plus: two jokers in the deck; the card powers, whose players
choose in RULES.md's order while the trick waits (phase `choosing`); the prisoner's
duel before the bids of every 1-card round (phase `duel`: both duelists act at once,
their choices hidden until both are in); mana and the eighteen achievements; and,
between sub-rounds, the offer to give a life to an eliminated player (phase `revive`,
one giver at a time, in the order of the sub-round just played).

Readings where RULES.md is silent: the duel comes before the Chaos spy; the life a
cooperator loses in the duel is taken at once, but elimination is decided at the
sub-round's scoring (a bar filled meanwhile can save them); the game ends as soon as one
player is left, with no revive offer.
"""
from __future__ import annotations

from ..cards import Card
from ..core import Event, IllegalAction, check_player, require, rng_for
from ..lives_rounds import BIDDING, OVER, PLAYING, Bid
from ..poderes import achievements as ach
from ..poderes.achievements import (Award, Streaks, SubRoundRecord, last_bid_awards,
                                    mentor_awards, subround_awards, trick_awards)
from ..poderes.actions import (DUEL_BETRAY, DUEL_COOPERATE, PASS, REVIVE_NONE, AchievementEarned,
                               Duel, DuelChoiceMade, DuelResolved, DuelStarted, PassPower,
                               PlayerRevived, PowerAsked, PowerUsed, Remove, Revive,
                               ReviveOffered, Swap)
from ..poderes.duel import duel_outcome, pick_duelists
from ..poderes.mana import MAX_LIVES, add_mana, give_life, mentors, revive_targets
from ..poderes.powers import (REMOVE, SWAP_ONE, SWAP_TWO, Choice, decisions_from_steps,
                              pending_choice, resolve_powers, steps_so_far)
from .actions import POWER_DECK
from .poderes_view import CHOOSING, DUEL, REVIVE, PoderesView
from .state import EspanolaState
from .state import determinize as base_determinize

DUEL_DRAW = 3  # rng_for(seed, DUEL_DRAW, round_no) draws the duelists
PHASE_ACTIONS = {DUEL: (Duel,), CHOOSING: (Remove, Swap, PassPower), REVIVE: (Revive,)}
OVERLAY_ACTIONS = (Duel, Remove, Swap, PassPower, Revive)
PHASE_HINT = {DUEL: "cooperate or betray first ('duel cooperate' / 'duel betray')",
              CHOOSING: "the trick waits for a power card: 'remove', 'swap' or 'pass'",
              REVIVE: "between sub-rounds: 'revive <seat>' or 'revive none'"}


class PoderesState(EspanolaState):
    """The base state plus mana, achievements, the duel, power choices and revives."""

    deck = POWER_DECK

    def __init__(self, options: dict, seed: int, _deal: bool = True):
        n = options["players"]
        self.mana = [0] * n
        self.earned: list[tuple[int, str]] = []
        self.revived_by: dict[int, int] = {}
        self.streaks = Streaks.start(n)
        self.duelists: tuple[int, ...] = ()
        self.duel_choices: dict[int, str] = {}
        self.duel_info: list[str | None] = [None] * n
        self.duel_lost = [0] * n
        self.decisions: list = []
        self.choice: Choice | None = None
        self.resume_phase: str | None = None
        self.reviver: int | None = None
        self.revive_queue: list[int] = []
        self.lives_at_deal: list[int] = []
        self.dealt_hands: list[tuple[Card, ...]] = [() for _ in range(n)]
        self.scored_lost = [0] * n
        super().__init__(options, seed, _deal)

    # -- queries
    def to_act(self) -> tuple[int, ...]:
        phase = self.phase
        if phase == DUEL:
            return tuple(p for p in self.duelists if p not in self.duel_choices)
        if phase == CHOOSING:
            return (self.trick[self.choice.actor][0],)
        if phase == REVIVE:
            return (self.reviver,)
        return super().to_act()

    def legal_actions(self, player: int) -> list:
        if player not in self.to_act():
            return []
        if self.phase == DUEL:
            return [DUEL_COOPERATE, DUEL_BETRAY]
        if self.phase == CHOOSING:
            return [PASS] + [self._power_action(o) for o in self.choice.options]
        if self.phase == REVIVE:
            return [REVIVE_NONE] + [Revive(q) for q in self._revive_targets(player)]
        return super().legal_actions(player)

    def _power_action(self, option):
        cards = self.trick
        if self.choice.kind == REMOVE:
            return Remove(cards[option][1])
        if self.choice.kind == SWAP_ONE:
            return Swap((cards[option][1],))
        return Swap((cards[option[0]][1], cards[option[1]][1]))

    def _revive_targets(self, giver: int) -> tuple[int, ...]:
        return revive_targets(self.lives, giver, self.revived_by)

    # -- actions
    def apply(self, player: int, action) -> list[Event]:
        if player not in self.to_act():
            check_player(self, player)
        wanted = PHASE_ACTIONS.get(self.phase)
        if wanted is not None and not isinstance(action, wanted):
            raise IllegalAction(f"not now: {PHASE_HINT[self.phase]}")
        if wanted is None and isinstance(action, OVERLAY_ACTIONS):
            raise IllegalAction(f"{action} is not possible now: no duel, power choice or "
                                "revive is waiting")
        return super().apply(player, action)

    def _apply_duel(self, player: int, action: Duel) -> list[Event]:
        self.duel_choices[player] = action.choice
        events: list[Event] = [DuelChoiceMade(player)]
        if len(self.duel_choices) < 2:
            return events
        a, b = self.duelists
        choices = (self.duel_choices[a], self.duel_choices[b])
        out = duel_outcome(choices, (self.hands[a][0], self.hands[b][0]))
        for seat, mana, life, info in zip((a, b), out.mana, out.lives, out.info):
            change = add_mana(self.mana[seat], self.lives[seat], mana)
            self.mana[seat] = change.mana
            self.lives[seat] = change.lives + life
            self.duel_lost[seat] -= life
            self.duel_info[seat] = info
        self.phase = self.resume_phase
        self.resume_phase = None
        return events + [DuelResolved((a, b), choices, tuple(self.mana), tuple(self.lives))]

    def _apply_power(self, player: int, action) -> list[Event]:
        choice = self.choice
        names = [str(c) for _, c in self.trick]
        if isinstance(action, PassPower):
            decision = None
        elif isinstance(action, Remove):
            require(choice.kind == REMOVE, "this card swaps values, it does not remove")
            decision = self._position(names, action.card)
        else:
            need = 1 if choice.kind == SWAP_ONE else 2 if choice.kind == SWAP_TWO else 0
            require(need > 0, "the As de Espadas removes a card: 'remove <card>' or 'pass'")
            require(len(action.cards) == need,
                    "the As de Bastos swaps with one card" if need == 1
                    else "the 7 de Oros swaps two cards")
            pos = tuple(self._position(names, c) for c in action.cards)
            decision = pos[0] if need == 1 else tuple(sorted(pos))
        if decision is not None and decision not in choice.options:
            raise IllegalAction(f"{action} is not allowed: "
                                + ("never your own card, nor a Rey"
                                   if choice.kind == REMOVE else "never your own card")
                                + ", and only cards still standing")
        if isinstance(action, Swap) and len(action.cards) == 2:  # said in trick order
            action = Swap(tuple(self.trick[i][1] for i in decision))
        self.decisions.append(decision)
        return [PowerUsed(player, str(action))] + self._end_trick()

    @staticmethod
    def _position(names: list[str], card: Card) -> int:
        if str(card) not in names:
            raise IllegalAction(f"{card} is not in this trick")
        return names.index(str(card))

    def _apply_revive(self, player: int, action: Revive) -> list[Event]:
        events: list[Event] = []
        if action.target is not None:
            try:
                lives, self.revived_by = give_life(self.lives, player, action.target,
                                                   self.revived_by)
            except ValueError as e:
                raise IllegalAction(str(e)) from None
            self.lives = list(lives)
            events.append(PlayerRevived(player, action.target, lives))
            events += self._award([Award(player, ach.REANIMADOR)])
        return events + self._offer_revive_or_deal()

    def _apply_bid(self, player: int, action: Bid) -> list[Event]:
        """The base bid; the last bidder bound by the restriction may earn Filo de la Navaja
        (checked before the bid, which may end the round, once the bid is known legal)."""
        awards = []
        if (self.phase == BIDDING and not self.secret_bids and action in self.legal_actions(player)
                and self.bid_i == len(self.order) - 1):
            total = sum(self.bids[p] for p in self.order[:-1]) + action.n
            awards = last_bid_awards(player, total, self.size, True)
        earned = self._award(awards)
        events = EspanolaState._apply_bid(self, player, action)
        return events[:1] + earned + events[1:]

    _HANDLERS = {**EspanolaState._HANDLERS, Bid: _apply_bid, Duel: _apply_duel,
                 Remove: _apply_power, Swap: _apply_power, PassPower: _apply_power,
                 Revive: _apply_revive}

    # -- mana
    def _award(self, awards: list[Award]) -> list[Event]:
        events: list[Event] = []
        for a in awards:  # the game over, a full bar gives no life (poderes/mana.py)
            lives = self.lives[a.player]
            change = add_mana(self.mana[a.player], lives, a.mana,
                              lives if self.phase == OVER else MAX_LIVES)
            self.mana[a.player], self.lives[a.player] = change.mana, change.lives
            self.earned.append((a.player, a.key))
            events.append(AchievementEarned(a.player, a.key, a.mana, change.mana,
                                            change.lives_gained, change.lives))
        return events

    # -- tricks
    def _end_trick(self, event: Event | None = None) -> list[Event]:
        """The trick waits for a power's choice, or is taken; `event` (the last card's)
        first when given."""
        head = [] if event is None else [event]
        cards = [c for _, c in self.trick]
        choice = pending_choice(cards, self.decisions)
        if choice is not None:
            if self.phase != CHOOSING:
                self.resume_phase, self.phase = self.phase, CHOOSING
            self.choice = choice
            return head + [PowerAsked(self.trick[choice.actor][0], choice.kind,
                                      cards[choice.actor])]
        result = resolve_powers(cards, self.decisions)
        if self.phase == CHOOSING:
            self.phase, self.resume_phase = self.resume_phase, None
        self.decisions, self.choice = [], None
        earned = self._award(trick_awards([p for p, _ in self.trick], cards, result))
        taken = self._take_trick(result, result.tricks)
        return head + taken[:1] + earned + taken[1:]

    # -- sub-rounds
    def _score_round(self) -> list[Event]:
        self.scored_lost = [abs(self.bids[p] - self.tricks_won[p]) if p in self.order else 0
                            for p in range(self.n)]
        events = super()._score_round()  # deals the next sub-round through _start_round
        if self.phase == OVER:
            events += self._close_subround()
            events += self._award(mentor_awards(mentors(self._winners, self.revived_by)))
        return events

    def _close_subround(self) -> list[Event]:
        """Sub-round achievements, from what happened since the deal."""
        rec = SubRoundRecord(
            size=self.size, players=self.order, lives_before=tuple(self.lives_at_deal),
            lives_after=tuple(self.lives),
            lost=tuple(s + d for s, d in zip(self.scored_lost, self.duel_lost)),
            bids=tuple(self.bids), won=tuple(self.tricks_won), hands=tuple(self.dealt_hands))
        awards, self.streaks = subround_awards(rec, self.streaks)
        return self._award(awards)

    def _start_round(self, first: bool = False) -> list[Event]:
        if first:
            return self._deal(True)
        events = self._close_subround()
        self.revive_queue = [p for p in self.order if self.lives[p] > 0]
        return events + self._offer_revive_or_deal()

    def _offer_revive_or_deal(self) -> list[Event]:
        while self.revive_queue:
            giver = self.revive_queue.pop(0)
            targets = self._revive_targets(giver)
            if targets:
                self.phase, self.reviver = REVIVE, giver
                return [ReviveOffered(giver, targets)]
        self.reviver = None
        return self._deal(False)

    def _deal(self, first: bool) -> list[Event]:
        events = super()._start_round(first)
        self.lives_at_deal = list(self.lives)
        self.dealt_hands = [tuple(h) for h in self.hands]
        self.duel_lost = [0] * self.n
        self.duel_info = [None] * self.n
        self.duel_choices = {}
        self.duelists = ()
        if self.size == 1:
            self.duelists = pick_duelists(self.order, rng_for(self.seed, DUEL_DRAW, self.round_no))
            self.resume_phase, self.phase = self.phase, DUEL
            events.append(DuelStarted(self.duelists))
        return events

    # -- views and copies
    def view(self, player: int | None) -> PoderesView:
        """The base view plus the overlay's; `None` (the public) gets no duel choice of its
        own and no duel information."""
        base = super().view(player)
        fields = dict(base.__dict__)
        if self.phase == CHOOSING and self.resume_phase == PLAYING:
            fields["leader"] = self.trick_order[0]
        both_in = len(self.duel_choices) == 2
        return PoderesView(
            **fields, mana=tuple(self.mana), earned=tuple(self.earned),
            revived_by=tuple(sorted(self.revived_by.items())), duelists=self.duelists,
            duel_chosen=tuple(p for p in self.duelists if p in self.duel_choices),
            my_duel_choice=self.duel_choices.get(player),
            duel_choices=tuple(self.duel_choices[p] for p in self.duelists) if both_in else None,
            duel_info=None if player is None else self.duel_info[player], choice=self.choice,
            trick_steps=(steps_so_far([c for _, c in self.trick], self.decisions)
                         if self.choice else ()),
            resume_phase=self.resume_phase, reviver=self.reviver,
            revive_queue=tuple(self.revive_queue))

    def clone(self) -> "PoderesState":
        c = super().clone()
        c.mana = list(self.mana)
        c.earned = list(self.earned)
        c.revived_by = dict(self.revived_by)
        c.duel_choices = dict(self.duel_choices)
        c.duel_info = list(self.duel_info)
        c.duel_lost = list(self.duel_lost)
        c.decisions = list(self.decisions)
        c.revive_queue = list(self.revive_queue)
        c.lives_at_deal = list(self.lives_at_deal)
        c.dealt_hands = list(self.dealt_hands)
        c.scored_lost = list(self.scored_lost)
        return c


def determinize(view: PoderesView, rng) -> PoderesState:
    """The base determinization plus the overlay's public parts from the view. What the
    view does not hold (streaks, hands as dealt) is taken from what it shows."""
    s = base_determinize(view, rng, PoderesState)
    s.mana = list(view.mana)
    s.earned = list(view.earned)
    s.revived_by = dict(view.revived_by)
    s.duelists = view.duelists
    s.duel_choices = {p: view.my_duel_choice if p == view.viewer else DUEL_COOPERATE.choice
                      for p in view.duel_chosen}
    if view.duel_choices is not None:
        s.duel_choices = dict(zip(view.duelists, view.duel_choices))
    s.duel_info = [None] * view.n_players
    s.duel_info[view.viewer] = view.duel_info
    s.choice, s.resume_phase = view.choice, view.resume_phase
    s.reviver, s.revive_queue = view.reviver, list(view.revive_queue)
    s.lives_at_deal = list(view.lives)
    s.dealt_hands = [tuple(h) for h in s.hands]
    if view.choice is not None:
        s.decisions = decisions_from_steps(view.trick_steps)
        if view.resume_phase == PLAYING:
            i = view.order.index(view.leader)
            s.trick_order = view.order[i:] + view.order[:i]
            s.turn_i = len(view.trick)
    return s
