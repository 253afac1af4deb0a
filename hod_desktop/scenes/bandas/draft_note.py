"""The person's unconfirmed plan for the night, kept in the save's notes.

Thugs placed and a trick chosen are only a draft until «Confirmar» sends the move, so
the action list does not hold them; without a note a closed window threw the plan away.
The note names the night it belongs to and the trick by its place and name in the hand:
on resume it is used only if it still fits the view (same night, the person still to
move, the trick still held, no more thugs than the night allows), else forgotten.
"""
from __future__ import annotations

from dataclasses import dataclass

KEY = "bandas_draft"
DISTRICTS = 5


@dataclass(frozen=True)
class Draft:
    thugs: tuple[int, ...]
    trick_index: int | None  # place in the hand of the trick played, if any
    trick: str | None
    district: int | None
    rival: int | None

    @property
    def empty(self) -> bool:
        return not any(self.thugs) and self.trick_index is None


def to_note(draft: Draft, night: int) -> dict:
    """JSON values only: the save writes them as they are."""
    return {"night": night, "thugs": list(draft.thugs), "trick_index": draft.trick_index,
            "trick": draft.trick, "district": draft.district, "rival": draft.rival}


def _small_int(value, low: int, high: int) -> bool:
    return type(value) is int and low <= value < high


def from_note(note, night: int, hand, rivals, thugs_tonight) -> Draft | None:
    """The draft in `note` if it still fits, else None. `thugs_tonight(trick)` is the
    engine's count of thugs the person has tonight with that trick played."""
    if not isinstance(note, dict) or note.get("night") != night:
        return None
    thugs = note.get("thugs")
    if not (isinstance(thugs, list) and len(thugs) == DISTRICTS
            and all(_small_int(t, 0, 1000) for t in thugs)):
        return None
    index, trick = note.get("trick_index"), note.get("trick")
    district, rival = note.get("district"), note.get("rival")
    if index is None:
        trick = district = rival = None
    elif not (_small_int(index, 0, len(hand)) and hand[index] == trick):
        return None
    if district is not None and not _small_int(district, 0, DISTRICTS):
        return None
    if rival is not None and rival not in rivals:
        return None
    if sum(thugs) > thugs_tonight(trick):
        return None
    return Draft(tuple(thugs), index, trick, district, rival)
