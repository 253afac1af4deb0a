"""Hands and known-card lists that carry a private summary for the state's hot path.

`Hand` and `Known` are plain lists of Cards to every reader (equality, slicing, JSON,
`list(...)`), so the public state keeps its shape. Each also keeps, for a one-deck game
dealt from the deck's own Card objects, a summary of its cards: `cids`, their card ids
(0..39, `melds.card_id`) in list order: small ints, which compare faster than `id`s;
a hand also keeps their discard actions and
one 10-bit pattern per suit. The state's hot path updates the summary together with the
list (calling the plain `list` methods); any other change, made through the list's own
methods (a test rigging a hand, the general path of the engine), forgets the summary
(`cids = None`) and the hot path rebuilds it from the cards next time. A list holding a
card built elsewhere (not one of the deck's objects) has no summary, and the state's
general path answers for it. `ids` (the cards' `id`s, or None without a summary) and a
hand's `mask` are derived, for readers and tests.
"""
from __future__ import annotations

from ..tracked import TrackedList as _Tracked
from .tables import CARD_ID_BY_ID, DISCARD_BY_CARD_ID

_list_init = list.__init__
_card_ids = CARD_ID_BY_ID.__getitem__


def _ids(self) -> list[int] | None:
    return None if self.cids is None else list(map(id, self))


def _forget(self, value) -> None:
    """`TrackedList` forgets the summary by setting `ids = None`."""
    if value is not None:
        raise AttributeError("the summary is rebuilt by summarise(), not set")
    self.cids = None


class Hand(_Tracked):
    """A player's hand. Summary: `cids` (card ids, hand order), `acts` (their discard
    actions, same order) and `suits` (per suit oros, copas, espadas, bastos: the bits
    of the rank orders held)."""

    __slots__ = ("cids", "acts", "suits")
    ids = property(_ids, _forget)

    def __init__(self, cards=()):
        _list_init(self, cards)
        self.cids = None

    @property
    def mask(self) -> int:
        """The suit-major mask: bit 10 * suit + rank order of each card."""
        a, b, c, d = self.suits
        return a | b << 10 | c << 20 | d << 30

    def summarise(self) -> bool:
        """Rebuild the summary from the cards; False (no summary) if a card is not one of
        the one-deck objects."""
        try:
            cids = list(map(_card_ids, map(id, self)))
        except KeyError:
            return False
        suits = [0, 0, 0, 0]
        for x in cids:
            suits[x & 3] |= 1 << (x >> 2)
        self.acts = list(map(DISCARD_BY_CARD_ID.__getitem__, cids))
        self.suits = suits
        self.cids = cids
        return True


class Known(_Tracked):
    """The cards a player took from the discard pile and still holds. Summary: `cids`
    (their card ids, in order) when every card is one of the one-deck objects, else None."""

    __slots__ = ("cids",)
    ids = property(_ids, _forget)

    def __init__(self, cards=()):
        _list_init(self, cards)
        self.cids = None if self else []

    def summarise(self) -> bool:
        try:
            self.cids = list(map(_card_ids, map(id, self)))
        except KeyError:
            return False
        return True
