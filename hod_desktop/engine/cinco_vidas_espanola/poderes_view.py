"""What one seat may know in a Poderes match: the base view plus the overlay's own parts."""
from __future__ import annotations

from dataclasses import dataclass

from ..poderes.powers import Choice, Step
from .actions import EspanolaView

DUEL, CHOOSING, REVIVE = "duel", "choosing", "revive"


@dataclass(frozen=True)
class PoderesView(EspanolaView):
    """`mana` per seat; `earned` every achievement so far as (seat, key) in order;
    `revived_by` (revived seat, giver) pairs. The duel: `duelists`, who has chosen
    (`duel_chosen`), the viewer's own choice, both choices once both are in
    (`duel_choices`) and what the viewer learned (`duel_info`). A power waiting for its
    player: `choice` (positions of `trick`) and the steps already settled (`trick_steps`);
    `resume_phase` is the phase the trick returns to. Between sub-rounds: `reviver` and
    the seats still to be asked (`revive_queue`)."""

    mana: tuple[int, ...] = ()
    earned: tuple[tuple[int, str], ...] = ()
    revived_by: tuple[tuple[int, int], ...] = ()
    duelists: tuple[int, ...] = ()
    duel_chosen: tuple[int, ...] = ()
    my_duel_choice: str | None = None
    duel_choices: tuple[str, ...] | None = None
    duel_info: str | None = None
    choice: Choice | None = None
    trick_steps: tuple[Step, ...] = ()
    resume_phase: str | None = None
    reviver: int | None = None
    revive_queue: tuple[int, ...] = ()

    @property
    def choice_player(self) -> int | None:
        return None if self.choice is None else self.trick[self.choice.actor][0]
