"""The per-round result of the lives games with bids (Cinco Vidas and its Spanish-deck
twin, through `lives_rounds`): a `LivesRow` per round, read from their own events.

With Poderes a player's lives also move outside the bids: a full mana bar gives one, the
duel may take one, a revive moves one from the giver to a player who was out. The row
says so per seat (`mana`, `duel`, `revive`), so a round that cost a life can end with as
many lives as it began without the numbers contradicting each other. What a sub-round's
achievements and a revive change after the round is scored comes as an `Amended` row.
The duel itself (who faced whom, both choices, what each got) is the row's `duel_line`.
"""
from __future__ import annotations

from dataclasses import replace

from .lives_rounds import START_LIVES, RoundDealt, RoundScored
from .poderes.actions import AchievementEarned, DuelResolved, PlayerRevived
from .poderes.duel import EFFECTS
from .rounds import LIVES, Amended, DuelLine, LivesRow, RoundReader, TrickLine


class LivesReader(RoundReader):
    """`RoundDealt` keeps the round's size and dealer; `RoundScored` closes its row."""

    kind = LIVES
    replayable = True

    def __init__(self, n: int, first_view=None):
        super().__init__(n, first_view)
        v = first_view  # the first deal happens in the constructor: no event for it
        self._dealt = ({} if v is None else
                       {"round_no": v.round_no, "dealer": v.dealer, "size": v.round_size})
        self._rows = 0
        self._lives = list(v.lives) if v is not None else [START_LIVES] * n
        self._mana, self._duel, self._revive = [0] * n, [0] * n, [0] * n
        self._last: LivesRow | None = None  # the row closed and not yet followed by a deal
        self._tricks: list[TrickLine] = []
        self._bars = list(getattr(v, "mana", ()) or [0] * n)  # each mana bar now (Poderes)
        self._duel_line: DuelLine | None = None

    @staticmethod
    def round_of(view) -> int | None:
        return view.round_no

    def read(self, e) -> tuple:
        if isinstance(e, RoundDealt):
            self._dealt = {"round_no": e.round_no, "dealer": e.dealer, "size": e.size}
            self._mana, self._duel, self._revive = [0] * self.n, [0] * self.n, [0] * self.n
            self._last, self._tricks, self._duel_line = None, [], None
        elif isinstance(e, RoundScored):
            d = self._dealt
            self._rows += 1
            self._lives = list(e.lives)
            self._last = LivesRow(d.get("round_no", self._rows - 1) + 1, d.get("size", 0),
                                  d.get("dealer", 0), tuple(e.bids),
                                  tuple(w if b is not None else None for w, b in zip(e.tricks, e.bids)),
                                  tuple(x if b is not None else None for x, b in zip(e.lost, e.bids)),
                                  tuple(e.lives), *self._extras(), tricks=tuple(self._tricks),
                                  duel_line=self._duel_line)
            return (self._last,)
        elif isinstance(e, AchievementEarned):
            self._mana[e.player] += e.lives_gained
            self._lives[e.player] = e.lives
            self._bars[e.player] = e.mana
            return self._amend()
        elif isinstance(e, DuelResolved):
            self._duel_line = self._duel_of(e)
            for p in e.duelists:  # both cooperate: a bar may fill; betrayed: a life lost
                change = e.lives[p] - self._lives[p]
                (self._mana if change > 0 else self._duel)[p] += change
            self._lives = list(e.lives)
            self._bars = list(e.mana)
        elif isinstance(e, PlayerRevived):
            self._revive[e.giver] -= 1
            self._revive[e.player] += 1
            self._lives = list(e.lives)
            return self._amend()
        else:
            trick = self.trick_of(e)
            if trick is not None:
                self._tricks.append(trick)
        return ()

    def trick_of(self, e) -> TrickLine | None:
        """The trick `e` closed, if it closed one (each game's reader says how)."""
        return None

    def _duel_of(self, e: DuelResolved) -> DuelLine:
        """The duel as shown: a gain of mana as the rule gives it (a bar it fills turns into
        the life in `lives`), a loss as the bar lost it (never below empty)."""
        gains = EFFECTS[tuple(e.choices)][0]
        mana = tuple(g if g > 0 else e.mana[p] - self._bars[p] for p, g in zip(e.duelists, gains))
        lives = tuple(e.lives[p] - self._lives[p] for p in e.duelists)
        return DuelLine(tuple(e.duelists), tuple(e.choices), mana, lives)

    def _extras(self) -> tuple:
        """The Poderes columns of a row: empty when nothing moved outside the bids."""
        moved = any(self._mana) or any(self._duel) or any(self._revive)
        return (tuple(self._mana), tuple(self._duel), tuple(self._revive)) if moved else ((), (), ())

    def _amend(self) -> tuple:
        if self._last is None:
            return ()
        mana, duel, revive = self._extras()
        self._last = replace(self._last, lives=tuple(self._lives), mana=mana, duel=duel, revive=revive)
        return (Amended(self._last),)
