"""What the table saw a player do this hand (the tops they passed over) is in every view,
and Difícil's reading of the next hand (ai/chinchon/reading.py) weighs hands by it."""
from __future__ import annotations

import random

from hod_desktop.ai.chinchon import reading
from hod_desktop.engine import chinchon as ch
from hod_desktop.engine.cards import SPANISH, parse_cards
from hod_desktop.engine.chinchon.melds import card_id
from hod_desktop.engine.core import Match

OPTS = {"limit": 100, "reentry": True}


def P(text):
    return parse_cards(text, SPANISH)


def ids(text):
    return tuple(sorted(card_id(c) for c in P(text)))


def test_a_top_passed_over_is_in_every_view_until_the_next_hand():
    """A top passed over shows in every view until the next hand; at the first draw of
    every hand nobody has passed over or played anything yet."""
    s = ch.ChinchonState(dict(OPTS, players=3), 4)
    p = s.to_act()[0]
    top = s.pile[-1]
    s.apply(p, ch.DRAW_STOCK)
    assert all(s.view(v).passed[p] == (top,) for v in range(3))
    s.apply(p, ch.Discard(s.hands[p][0]))
    q = s.to_act()[0]
    s.apply(q, ch.DRAW_DISCARD)  # taken, not passed over
    assert s.view(0).passed[q] == () and s.view(q).passed[p] == (top,)
    # a whole game: at the first draw of every hand nobody has passed anything yet
    m = Match("chinchon", {"players": 2}, 5)
    rng = random.Random(5)
    hands_seen = set()
    while not m.is_terminal() and len(hands_seen) < 4:
        v = m.view(0)
        if v.phase == ch.DRAW and sum(v.turns) == 0:
            hands_seen.add(v.hand_no)
            assert v.passed == ((), ()) and v.plays == ((), ())
        p = m.to_act()[0]
        m.apply(p, rng.choice(m.legal_actions(p)))
    assert len(hands_seen) >= 2


def test_a_hand_that_would_have_melded_a_passed_top_fits_less():
    # 5b 5e would make a set with the 5o passed over: a player holding them takes it
    assert reading.fit(ids("5b 5e 1c 2o Sb Ce 7c"), ids("5o"), ()) == reading.PASSED_FIT
    # 5o would only pair with 5b (and lower the count by 5 for Sb): players take a discard
    # to meld, not to swap a high card for a lower one, so passing it says nothing
    assert reading.fit(ids("5b 1e 1c 2o Sb Ce 7c"), ids("5o"), ()) == 1.0
    # 5o would make a run 3o 4o 5o: passed over, so this hand is unlikely
    assert reading.fit(ids("3o 4o 1c 2b Sb Ce 7c"), ids("5o"), ()) == reading.PASSED_FIT
    # a low hand gains nothing from it, and a hand it does not touch says nothing
    assert reading.fit(ids("5b 1e 1c 2o 3b 4e 2c"), ids("5o"), ()) == 1.0
    assert reading.fit(ids("1b 1e 1c 2o Sb Ce 7c"), ids("5o"), ()) == 1.0
    # a card taken from the discard that melds with nothing is unlikely
    assert reading.fit(ids("4c 1e 1c 2o Sb Ce 7b"), (), ids("4c")) == reading.TOOK_LOOSE
    assert reading.fit(ids("4c 4e 4b 2o Sb Ce 7b"), (), ids("4c")) == 1.0


def test_next_hands_read_the_tops_passed_over():
    """The next player passed over 5o: fewer of the hands read for them hold two 5s."""
    m = Match("chinchon", {"players": 2}, 11)
    view = m.view(0)
    unseen = [1] * 40
    for c in view.hand + view.discard_pile:
        unseen[card_id(c)] -= 1
    five_o = next(c for c in ch.ChinchonState(dict(OPTS, players=2), 1).deck if str(c) == "5o")
    if unseen[card_id(five_o)] == 0:
        five_o = next(c for c in view.discard_pile)
    unseen[card_id(five_o)] = 0
    fives = {card_id(c) for c in P("5o 5c 5e 5b")}

    def pairs(passed):
        v = ch.ChinchonView(**{**view.__dict__, "passed": ((), passed)})
        n = 0
        for seed in range(40):
            gen = reading.next_hands(v, tuple(unseen), 1, random.Random(seed))
            try:
                while True:
                    next(gen)
            except StopIteration as done:
                n += sum(w for h, w in done.value if len(fives & set(h)) >= 2)
        return n
    assert pairs((five_o,)) < 0.6 * pairs(())


def test_every_view_shows_each_players_turns_this_hand():
    """`plays`: (the card taken from the discard or None for the stock, the card thrown),
    oldest first, for every seat; a clone and a determinized state keep them."""
    s = ch.ChinchonState(dict(OPTS, players=3), 4)
    p = s.to_act()[0]
    s.apply(p, ch.DRAW_STOCK)
    thrown = s.hands[p][0]
    s.apply(p, ch.Discard(thrown))
    assert all(s.view(v).plays[p] == ((None, thrown),) for v in range(3))
    q = s.to_act()[0]
    s.apply(q, ch.DRAW_DISCARD)
    second = next(c for c in s.hands[q] if c is not thrown)
    s.apply(q, ch.Discard(second))
    assert s.view(p).plays[q] == ((thrown, second),) and s.view(q).plays[p] == ((None, thrown),)
    assert s.clone().view(0).plays == s.view(0).plays
    assert ch.determinize(s.view(0), random.Random(1)).view(0).plays == s.view(0).plays
    # a new hand starts with none: test_a_top_passed_over_is_in_every_view_until_the_next_hand


def test_melds_with_asks_for_a_set_or_a_run_of_three():
    five = ids("5o")[0]
    assert reading.melds_with(five, ids("5b 5e 1c"))
    assert reading.melds_with(five, ids("4o 6o 1c"))
    assert reading.melds_with(five, ids("3o 4o 1c")) and reading.melds_with(five, ids("6o 7o 1c"))
    assert not reading.melds_with(five, ids("4o 7o 5b 1c"))  # a pair and a gap: no meld
    assert not reading.melds_with(five, ids("4b 6e 3o"))


def test_a_hand_fits_its_last_throws_by_how_throwable_they_were():
    """The last throw from the eight held: a loose king is the likely throw, a card of a
    set of three is not; the throw before counts too, at less weight."""
    king = ids("Rb")[0]
    loose = reading.throws_fit(ids("1o 2o 3o 4c 4e 4b 5c"), ((None, king),))
    melded = reading.throws_fit(ids("1o 2o 3o 4c 4e Rc Re"), ((None, king),))
    assert loose > 0.5 and melded < 0.01
    assert reading.throws_fit(ids("1o 2o 3o 4c 4e 4b 5c"), ()) == 1.0
    # the throw before: a 2 thrown earlier from beside 1o 3o is unlikely (it made a run)
    two = ids("2c")[0]
    runs = reading.throws_fit(ids("1c 3c 4o 5e 6b 7o Rc"), ((None, two), (None, king)))
    apart = reading.throws_fit(ids("1o 3e 4o 5e 6b 7o Rc"), ((None, two), (None, king)))
    assert runs < apart
