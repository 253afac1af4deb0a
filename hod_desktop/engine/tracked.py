"""A list that forgets a private summary whenever it is changed from outside.

The engines keep, next to a hand's cards, a summary their hot path reads (the cards'
identities, their actions, masks). A `TrackedList` is a plain list to every reader; the
hot path changes it with the plain `list` methods and updates the summary along, while a
change through the list's own methods or operators (a test rigging a hand, an engine's
general path) sets `ids = None`: no summary, rebuilt from the cards or not used.
"""
from __future__ import annotations

_list_init = list.__init__


class TrackedList(list):
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
