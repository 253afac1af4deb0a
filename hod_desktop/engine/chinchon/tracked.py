"""Hands and known-card lists that carry a private summary for the state's hot path.

`Hand` and `Known` are plain lists of Cards to every reader (equality, slicing, JSON,
`list(...)`), so the public state keeps its shape. Each also keeps, for a one-deck game
dealt from the deck's own Card objects, a summary of its cards (their identities, their
discard actions and their bitmask). The state's hot path updates the summary together
with the list (calling the plain `list` methods); any other change, made through the
list's own methods (a test rigging a hand, the general path of the engine), forgets the
summary (`ids = None`) and the hot path rebuilds it from the cards next time. A list
holding a card built elsewhere (not one of the deck's objects) has no summary, and the
state's general path answers for it.
"""
from __future__ import annotations

from ..tracked import TrackedList as _Tracked
from .tables import BIT_BY_ID, DISCARD_BY_ID, ONE_DECK_IDS

_list_init = list.__init__


class Hand(_Tracked):
    """A player's hand. Summary: `ids` (the cards' `id`s in hand order), `acts` (their
    discard actions, same order) and `mask` (each card's bit, suit-major: bit
    10 * suit + rank order, see tables.BIT_BY_ID)."""

    __slots__ = ("acts", "mask")

    def summarise(self) -> bool:
        """Rebuild the summary from the cards; False (no summary) if a card is not one of
        the one-deck objects."""
        ids = list(map(id, self))
        try:
            acts = list(map(DISCARD_BY_ID.__getitem__, ids))
            mask = sum(map(BIT_BY_ID.__getitem__, ids))
        except KeyError:
            return False
        self.acts, self.mask = acts, mask
        self.ids = ids
        return True


class Known(_Tracked):
    """The cards a player took from the discard pile and still holds. Summary: `ids` (the
    cards' `id`s, in order) when every card is one of the one-deck objects, else None."""

    __slots__ = ()

    def __init__(self, cards=()):
        _list_init(self, cards)
        self.ids = None if self else []

    def summarise(self) -> bool:
        ids = list(map(id, self))
        if not ONE_DECK_IDS.issuperset(ids):
            return False
        self.ids = ids
        return True
