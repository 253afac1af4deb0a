"""Chinchón's hot path (hotpath.py, tracked.py) decides exactly as the general path.

The reference is the same state played with plain lists for hands and known cards, which
the hot path never handles: every action gives the same events and leaves the same
state, and every list of legal actions is the same, over whole random games with one and
two decks. Hands changed from outside (as tests rig them) lose their summary and are
still answered right.
"""
from __future__ import annotations

import copy
import pickle
import random

import pytest

from hod_desktop.engine import chinchon as ch
from hod_desktop.engine.cards import SPANISH, parse_cards
from hod_desktop.engine.chinchon.tracked import Hand, Known
from hod_desktop.engine.core import IllegalAction


def P(text):
    return parse_cards(text, SPANISH)


def _plain(state):
    """A copy of `state` whose hands and known lists are plain lists (the general path)."""
    c = state.clone()
    c.hands = [list(h) for h in c.hands]
    c.known = [list(k) for k in c.known]
    return c


def _snapshot(state):
    return (state.phase, state.turn, state.hand_no, [list(h) for h in state.hands],
            [list(k) for k in state.known], list(state.pile), list(state.stock),
            state.taken, list(state.scores), list(state.turns), state.last_taken,
            [list(k) for k in state.passed])


def _check_summary(state):
    for hand in state.hands:
        if isinstance(hand, Hand) and hand.ids is not None:
            assert hand.ids == list(map(id, hand))
            assert hand.acts == [ch.Discard(c) for c in hand]
            assert hand.mask == sum(_bit(c) for c in hand)
    for known in state.known:
        if isinstance(known, Known) and known.ids is not None:
            assert known.ids == list(map(id, known))


def _bit(card):
    """The card's bit in the summaries' suit-major masks: 10 * suit + rank order."""
    return 1 << ("oceb".index(card.suit) * 10 + "1234567SCR".index(card.rank))


@pytest.mark.parametrize("players,seed", [(2, 1), (2, 2), (3, 3), (4, 4), (5, 5), (6, 6)])
def test_hot_path_plays_like_the_general_path(players, seed):
    rng = random.Random(seed)
    state = ch.ChinchonState({"players": players, "limit": 50, "reentry": True}, seed)
    closes = steps = 0
    while not state.is_terminal() and steps < 3000:
        p = state.to_act()[0]
        ref = _plain(state)
        legal = state.legal_actions(p)
        assert legal == ref.legal_actions(p)
        if state.phase == ch.DISCARD:
            assert legal == ref._legal_general(p)
        # lean towards closing so that whole games (counts, re-entries) are played
        closing = [a for a in legal if isinstance(a, ch.Close)]
        action = closing[0] if closing and rng.random() < 0.5 else rng.choice(legal)
        closes += bool(closing)
        assert state.apply(p, action) == ref.apply(p, action)
        assert _snapshot(state) == _snapshot(ref)
        _check_summary(state)
        steps += 1
    assert state.is_terminal() and closes > 0


def test_illegal_moves_are_refused_alike():
    state = ch.ChinchonState({"players": 2, "limit": 100, "reentry": True}, 9)
    p = state.to_act()[0]
    other = 1 - p
    for who, action in [(other, ch.DRAW_STOCK), (p, ch.Discard(state.hands[p][0]))]:
        with pytest.raises(IllegalAction):
            state.apply(who, action)
    state.apply(p, ch.DRAW_DISCARD)
    taken = state.taken
    before = _snapshot(state)
    with pytest.raises(IllegalAction, match="just took it"):
        state.apply(p, ch.Discard(taken))
    missing = next(c for c in state.deck if c not in state.hands[p])
    with pytest.raises(IllegalAction, match="not in your hand"):
        state.apply(p, ch.Discard(missing))
    assert _snapshot(state) == before


@pytest.mark.parametrize("change,whole", [
    (lambda h, c: h.__setitem__(slice(None), c), True),
    (lambda h, c: (h.clear(), h.extend(c)), True),
    (lambda h, c: (h.__delitem__(slice(None)), h.__iadd__(c)), True),
    (lambda h, c: h.__setitem__(0, c[0]), False),
    (lambda h, c: (h.pop(), h.insert(0, c[-1]), h.remove(h[1]), h.append(c[1])), False),
    (lambda h, c: (h.sort(key=str), h.reverse()), False),
])
def test_a_hand_changed_from_outside_forgets_its_summary(change, whole):
    state = ch.ChinchonState({"players": 2, "limit": 100, "reentry": True}, 3)
    p = state.to_act()[0]
    state.apply(p, ch.DRAW_STOCK)
    state.legal_actions(p)
    hand = state.hands[p]
    assert isinstance(hand, Hand) and hand.ids is not None
    # 1o..7o and 1b: throwing 1b closes with a chinchón; the answer must come from the
    # cards put in, not from the old summary
    new = [c for c in state.deck if str(c) in "1o 2o 3o 4o 5o 6o 7o 1b".split()]
    rest = [c for c in state.deck if c not in new and c not in state.hands[1 - p]]
    state.stock, state.pile = rest[:-1], rest[-1:]
    change(hand, new)
    assert hand.ids is None
    ref = _plain(state)
    legal = state.legal_actions(p)
    assert legal == ref.legal_actions(p)
    assert (ch.Close(new[-1]) in legal) == whole
    for action in (legal[0], legal[-1]):
        twin, ref_twin = state.clone(), ref.clone()
        assert twin.apply(p, action) == ref_twin.apply(p, action)
        assert _snapshot(twin) == _snapshot(ref_twin)


def test_rigged_cards_take_the_general_path():
    state = ch.ChinchonState({"players": 2, "limit": 100, "reentry": True}, 4)
    p = state.to_act()[0]
    state.hands[p] = Hand(P("1e 2e 3e 4e 5e 6e 7e"))  # built by name, not the deck's own
    state.apply(p, ch.DRAW_STOCK)
    legal = state.legal_actions(p)
    assert legal == _plain(state).legal_actions(p)
    assert any(isinstance(a, ch.Close) for a in legal)
    assert state.hands[p].ids is None


def test_hands_copy_and_pickle_as_their_cards():
    state = ch.ChinchonState({"players": 3, "limit": 100, "reentry": True}, 5)
    p = state.to_act()[0]
    state.legal_actions(p)
    for hand in (state.hands[p], Known(state.hands[p][:2])):
        for twin in (copy.deepcopy(hand), pickle.loads(pickle.dumps(hand)), copy.copy(hand)):
            assert twin == hand and type(twin) is type(hand) and twin.ids is None
    assert state.hands[p] == list(state.hands[p]) and repr(state.hands[p]).startswith("[")


def test_the_quick_close_bound_never_hides_a_close():
    """Hands dealt at random and hands built around melds (sets, runs, both): the hot
    path's quick bound (suit-major tables) lists the very actions the general path does."""
    rng = random.Random(11)
    state = ch.ChinchonState({"players": 2, "limit": 100, "reentry": True}, 1)
    deck = list(state.deck)
    by_name = {str(c): c for c in deck}
    closes = 0
    for k in range(1500):
        if k % 2:
            hand = rng.sample(deck, 8)
        else:  # a set of 3-4 and a run of 3-5, the rest at random
            rank = rng.choice("1234567SCR")
            suit, start = rng.choice("oceb"), rng.randrange(6)
            meld = {by_name[rank + s] for s in rng.sample("oceb", rng.choice((3, 4)))}
            meld |= {by_name["1234567SCR"[o] + suit]
                     for o in range(start, min(10, start + rng.choice((3, 4, 5))))}
            rest = [c for c in deck if c not in meld]
            hand = (list(meld) + rng.sample(rest, 8))[:8]
            rng.shuffle(hand)
        p = state.turn
        others = [c for c in deck if c not in hand]
        state.hands[p], state.hands[1 - p] = Hand(hand), Hand(others[:7])
        state.pile, state.stock = others[7:8], others[8:]
        state.phase, state.taken = ch.DISCARD, None
        state.known = [Known(), Known()]
        legal = state.legal_actions(p)
        assert legal == _plain(state)._legal_general(p)
        closes += any(isinstance(a, ch.Close) for a in legal)
    assert closes > 100


def test_a_state_keeps_at_most_29_attributes():
    """CPython keeps up to 29 instance attributes of these states inline; a 30th (`plays`)
    made every attribute the hot path reads slower (random hands 0.87x side by side, back
    to 1.01x with `deck` a property). A new field must take the place of an old one."""
    s = ch.ChinchonState({"players": 2, "limit": 100, "reentry": True}, 3)
    assert len(s.__dict__) <= 29
    assert len(s.clone().__dict__) <= 29
    assert len(ch.determinize(s.view(0), random.Random(1)).__dict__) <= 29
