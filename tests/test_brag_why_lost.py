"""The Brag showdown says why one hand of a kind lost to another (issue 36): «Carta alta»
lost to «Carta alta» with no word why. The engine says what decided between two hands of
one category (`ranking.deciding`); the showdown's note words it."""
import pytest
from ui_helpers import app  # noqa: F401  (app: the fixture)

from hod_desktop.engine.brag import HandsShown
from hod_desktop.engine.brag.ranking import SUIT, VALUE, deciding, hand_rank
from hod_desktop.engine.cards import parse_cards
from test_ui_brag import _open


@pytest.mark.parametrize("worse, better, why", [
    ("Kh 9s 4d", "Kc 10d 2s", (VALUE, 1)),  # high card: the second card
    ("Qh 9s 4d", "Kc 3d 2s", (VALUE, 0)),
    ("Kh 9s 4d", "Kc 9d 5s", (VALUE, 2)),
    ("Kh 9s 4d", "Ks 9d 4c", (SUIT, 0)),  # same values: the suit of the highest card
    ("8h 8s 4d", "8c 8d 5s", (VALUE, 1)),  # pairs of eights: the odd card
    ("8h 8s Ad", "9c 9d 5s", (VALUE, 0)),  # the pair itself
    ("8h 8s 4d", "Kc 10d 2s", None),  # a pair and a high card: the kind decides
    ("Kh 9s 4d", "Kh 9s 4d", None),
])
def test_what_decides_between_two_hands(worse, better, why):
    a, b = parse_cards(worse), parse_cards(better)
    assert deciding(a, b) == why
    if why is not None:
        assert hand_rank(a).key < hand_rank(b).key


def shown(hands, loser):
    cards = tuple((p, tuple(parse_cards(h))) for p, h in hands)
    return HandsShown(0, cards, tuple((p, hand_rank(c)) for p, c in cards), (), loser, None,
                      (3, 2, 3, 3))


def test_the_showdown_says_what_decided(app):
    _, t = _open(app)
    ev = shown([(0, "Kh 9s 4d"), (1, "Kc 10d 2s"), (2, "Ah Ad 3c"), (3, "5s 6s 7s")], 0)
    assert t.why_lost(ev) == t.tr("bb.tie", a=t.name(0), b=t.name(1), cat="carta alta",
                                  why=t.tr("bb.tie.value1"))
    note = t._reveal_table(ev).note
    assert note.startswith(t.why_lost(ev))
    other = shown([(0, "Kh 9s 4d"), (1, "Ah Ad 3c"), (2, "2c 2d 9h"), (3, "5s 6s 7s")], 0)
    assert t.why_lost(other) == ""  # a high card below a pair: the kind says it
