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

from .tables import BIT_BY_ID, DISCARD_BY_ID

_list_init = list.__init__


class _Tracked(list):
    """A list that forgets its summary (`ids`) whenever it is changed through its own
    methods or operators."""

    __slots__ = ("ids",)

    def __init__(self, cards=()):
        _list_init(self, cards)
        self.ids = None

    def __setitem__(self, i, v):
        self.ids = None
        list.__setitem__(self, i, v)

    def __delitem__(self, i):
        self.ids = None
        list.__delitem__(self, i)

    def __iadd__(self, other):
        self.ids = None
        return list.__iadd__(self, other)

    def __imul__(self, n):
        self.ids = None
        return list.__imul__(self, n)

    def append(self, v):
        self.ids = None
        list.append(self, v)

    def extend(self, v):
        self.ids = None
        list.extend(self, v)

    def insert(self, i, v):
        self.ids = None
        list.insert(self, i, v)

    def pop(self, i=-1):
        self.ids = None
        return list.pop(self, i)

    def remove(self, v):
        self.ids = None
        list.remove(self, v)

    def clear(self):
        self.ids = None
        list.clear(self)

    def sort(self, *, key=None, reverse=False):
        self.ids = None
        list.sort(self, key=key, reverse=reverse)

    def reverse(self):
        self.ids = None
        list.reverse(self)

    def __reduce_ex__(self, protocol):  # copies and pickles: a plain list of the cards
        return (type(self), (list(self),))


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
    """The cards a player took from the discard pile and still holds. Summary: `ids` is
    their mask (the bits of tables.BIT_BY_ID), or None."""

    __slots__ = ()

    def __init__(self, cards=()):
        _list_init(self, cards)
        self.ids = None if self else 0

    def summarise(self) -> bool:
        try:
            self.ids = sum(map(BIT_BY_ID.__getitem__, map(id, self)))
        except KeyError:
            return False
        return True
