"""Chinchón rules (RULES.md §5), one test per rule, odd corners included."""
from __future__ import annotations

import json
import random

import pytest

from hod_desktop.engine import chinchon as ch
from hod_desktop.engine.cards import SPANISH, Card, parse_cards, spanish_deck
from hod_desktop.engine.core import IllegalAction, Match, get_rules


def P(text):
    return parse_cards(text, SPANISH)


def C(text, copy=0):
    c = P(text)[0]
    return Card(c.deck, c.rank, c.suit, copy)


OPTS = {"players": 2, "limit": 100, "reentry": True}


def make(players=2, seed=1, **options):
    return ch.ChinchonState(dict(OPTS, players=players, **options), seed)


def rig(state, hands=None, pile=None, stock=None, turn=None, phase=ch.DRAW):
    """Put chosen cards where the test wants them; the other hands get 7 cards from the
    rest of the deck, the pile one (unless given) and the stock the remainder."""
    hands = {p: (P(t) if isinstance(t, str) else list(t)) for p, t in (hands or {}).items()}
    pile = (P(pile) if isinstance(pile, str) else list(pile)) if pile is not None else []
    rest = list(state.deck)
    for c in [c for h in hands.values() for c in h] + pile:
        rest.remove(c)
    for p in range(state.n):
        if p in hands:
            state.hands[p] = hands[p]
        elif state.hands[p]:
            state.hands[p] = [rest.pop() for _ in range(7)]
    state.pile = pile or [rest.pop()]
    state.stock = (P(stock) if isinstance(stock, str) else list(stock)) if stock is not None \
        else rest
    if turn is not None:
        state.turn = turn
    state.phase = phase
    return state


def play(state, player, text):
    return state.apply(player, ch.parse_action(text))


def snapshot(state):
    return json.dumps({k: repr(v) for k, v in sorted(state.__dict__.items())})


def closing_setup(closer_hand, other_hand, players=2, **options):
    """Player 0 holds 8 cards (has drawn) and is to throw; player 1 holds 7."""
    s = make(players, **options)
    hands = {0: closer_hand, 1: other_hand}
    s.order = tuple(range(players))
    return rig(s, hands=hands, turn=0, phase=ch.DISCARD)


# ---------------------------------------------------------------- deal and turn
@pytest.mark.parametrize("players,cards", [(2, 40), (3, 40), (4, 40), (5, 80), (6, 80)])
def test_deal(players, cards):
    s = make(players)
    assert len(s.deck) == cards and s.two_decks == (players >= 5)
    assert all(len(s.hands[p]) == 7 for p in range(players))
    assert len(s.pile) == 1
    assert len(s.stock) == cards - 7 * players - 1
    assert sorted(s.all_cards()) == sorted(spanish_deck(copies=2 if players >= 5 else 1))


def test_dealer_rotates_left_and_left_of_dealer_starts():
    m = Match("chinchon", {"players": 3}, 4)
    d = m.state.dealer
    assert m.to_act() == ((d + 1) % 3,)
    assert m.state.order == ((d + 1) % 3, (d + 2) % 3, d)
    events = m.state._start_hand()
    dealt = events[-1]
    assert dealt.dealer == (d + 1) % 3 and dealt.first == (d + 2) % 3


def test_turn_is_draw_then_discard():
    s = make()
    p = s.to_act()[0]
    assert [str(a) for a in s.legal_actions(p)] == ["draw stock", "draw discard"]
    with pytest.raises(IllegalAction, match="draw a card first"):
        play(s, p, f"discard {s.hands[p][0]}")
    play(s, p, "draw stock")
    assert len(s.hands[p]) == 8
    with pytest.raises(IllegalAction, match="drawn already"):
        play(s, p, "draw stock")
    with pytest.raises(IllegalAction, match="not player"):
        play(s, 1 - p, "draw stock")
    play(s, p, f"discard {s.hands[p][0]}")
    assert s.to_act() == (1 - p,) and len(s.hands[p]) == 7


def test_draw_events_name_only_discard_cards_and_drawn_card_goes_right():
    s = make()
    p = s.to_act()[0]
    top = s.pile[-1]
    (ev,) = play(s, p, "draw discard")
    assert ev == ch.CardDrawn(p, "discard", top) and s.hands[p][-1] == top
    play(s, p, f"discard {s.hands[p][0]}")
    stock_top = s.stock[-1]
    (ev,) = play(s, 1 - p, "draw stock")
    assert ev.card is None and s.hands[1 - p][-1] == stock_top


def test_card_taken_from_discard_cannot_be_thrown_back():
    s = rig(make(), hands={0: "1o 2o 4c 5e 6b Sb Cc", 1: "1c 2c 3c 4o 5o 6o 7o"},
            pile="Ro", turn=0)
    s.order = (0, 1)
    play(s, 0, "draw discard")
    before = snapshot(s)
    with pytest.raises(IllegalAction, match="may not throw back Ro"):
        play(s, 0, "discard Ro")
    with pytest.raises(IllegalAction, match="may not throw back Ro"):
        play(s, 0, "close Ro")
    assert snapshot(s) == before
    assert "discard Ro" not in [str(a) for a in s.legal_actions(0)]
    assert s.view(0).taken_now == C("Ro")
    play(s, 0, "discard Sb")
    assert s.taken is None


def test_two_decks_other_copy_of_the_taken_card_may_be_thrown():
    s = make(5)
    s.order = (0, 1, 2, 3, 4)
    hand = P("1o 2o 4c 5e 6b Sb") + [C("Ro", 0)]
    rig(s, hands={0: hand}, pile=[C("Ro", 1)], turn=0)
    play(s, 0, "draw discard")
    assert "discard Ro" in [str(a) for a in s.legal_actions(0)]
    (ev,) = play(s, 0, "discard Ro")
    assert ev.card == C("Ro", 0) and C("Ro", 1) in s.hands[0]


# ---------------------------------------------------------------- arranging
def test_arrange_any_time_without_passing_the_turn():
    s = make()
    p = s.to_act()[0]
    other = 1 - p
    new = list(reversed(s.hands[other]))
    assert play(s, other, "arrange " + " ".join(map(str, new))) == []
    assert s.hands[other] == new and s.to_act() == (p,)
    assert not any(str(a).startswith("arrange") for a in s.legal_actions(other))
    m = Match("chinchon", {"players": 2}, 3)
    q = m.to_act()[0]
    m.apply(1 - q, "arrange " + " ".join(map(str, sorted(m.state.hands[1 - q]))))
    assert Match.from_json(m.to_json()).state.hands == m.state.hands


@pytest.mark.parametrize("text,why", [("arrange 1o 2o", "missing"),
                                      ("arrange 1o 2o 3o 4o 5o 6o 7o 7o", "listed twice"),
                                      ("arrange 1o 2o 3o 4o 5o 6o Ro", "Ro is not in it")])
def test_arrange_must_be_a_permutation(text, why):
    s = rig(make(), hands={0: "1o 2o 3o 4o 5o 6o 7o"}, turn=1)
    before = snapshot(s)
    with pytest.raises(IllegalAction, match=why):
        play(s, 0, text)
    assert snapshot(s) == before


def test_arrange_two_decks_maps_names_to_unused_copies():
    s = make(5)
    s.order = (0, 1, 2, 3, 4)
    hand = [C("5o", 1), C("1c"), C("5o", 0), C("2e"), C("3e"), C("4e"), C("Rb")]
    rig(s, hands={0: hand}, turn=1)
    play(s, 0, "arrange 5o 5o 1c 2e 3e 4e Rb")
    assert s.hands[0][:2] == [C("5o", 1), C("5o", 0)]


# ---------------------------------------------------------------- closing
def test_close_with_one_low_loose_card():
    s = closing_setup("1o 2o 3o Rc Rb Re 4c Cc", "5o 6o 7o 1c 2b Sb Ce")
    assert "close Cc" in [str(a) for a in s.legal_actions(0)]
    v = s.view(0)
    assert v.can_close and v.close_throw == C("Cc") and v.close_loose == C("4c")
    events = play(s, 0, "close Cc")
    closed = events[0]
    assert isinstance(closed, ch.HandClosed) and closed.loose == (C("4c"),)
    assert not closed.chinchon
    counted = next(e for e in events if isinstance(e, ch.HandCounted)).result
    assert counted.points[0] == 4
    # player 1: 5o 6o 7o melded; 1c 2b Sb Ce loose; nothing lays off (closer: 1-3o, R)
    assert counted.points[1] == 1 + 2 + 10 + 10
    assert s.scores == [4, 23]


def test_close_all_melded_scores_minus_ten():
    s = closing_setup("1o 2o 3o 4o Rc Rb Re Cc", "5c 6c 7c 1c 2b Sb Ce")
    events = play(s, 0, "close Cc")
    assert events[0].loose == () and s.scores[0] == -10


@pytest.mark.parametrize("hand,throw,why", [
    ("1o 2o 3o 4o 5o 1c 2c Cc", "Cc", "2 cards would stay loose"),
    ("1o 2o 3o Rc Rb Re 7c Cc", "Cc", "7c is worth 7"),
])
def test_illegal_close_says_why_and_changes_nothing(hand, throw, why):
    s = closing_setup(hand, "5e 6e 7e 1b 2b Sb Ce")
    before = snapshot(s)
    with pytest.raises(IllegalAction, match=why):
        play(s, 0, f"close {throw}")
    assert snapshot(s) == before
    assert not s.view(0).can_close


def test_chinchon_wins_the_game_at_once():
    s = closing_setup("1o 2o 3o 4o 5o 6o 7o Rb", "5c 6c 7c 1c 2b Sb Ce")
    s.scores = [90, 0]
    events = play(s, 0, "close Rb")
    assert events[0].chinchon
    assert s.is_terminal() and s.winners() == (0,) and s.chinchon
    assert events[-1] == ch.GameOver((0,), True)
    assert s.scores == [90, 0]  # nobody scores: the game is over


def test_chinchon_with_two_decks():
    s = make(5)
    s.order = (0, 1, 2, 3, 4)
    hand = [C(t, 1) for t in "4c 5c 6c 7c Sc Cc Rc".split()] + [C("4c", 0)]
    rig(s, hands={0: hand}, pile="1b", turn=0, phase=ch.DISCARD)
    events = play(s, 0, "close 4c")
    assert events[0].chinchon and s.winners() == (0,)


def test_count_lays_off_onto_the_closers_melds():
    # closer shows 5o 6o 7o and Rc Rb Re (+ 1b loose)
    s = closing_setup("5o 6o 7o Rc Rb Re 1b Cc", "3o 4o So Co 1e 2e 2c")
    events = play(s, 0, "close Cc")
    result = next(e for e in events if isinstance(e, ch.HandCounted)).result
    assert result.closer_melds == ((C("5o"), C("6o"), C("7o")), (C("Rc"), C("Re"), C("Rb"))) \
        or sorted(map(len, result.closer_melds)) == [3, 3]
    arr = result.arrangements[1]
    # 4o then 3o below the run; So then Co above it, card after card
    assert sorted(str(c) for c, _ in arr.lay_offs) == sorted(["3o", "4o", "So", "Co"])
    assert result.points[1] == 1 + 2 + 2  # 1e 2e 2c stay loose
    assert s.scores == [1, 5]


def test_count_fourth_card_onto_a_set_of_three():
    s = closing_setup("5o 6o 7o Rc Rb Re 1b Cc", "Ro 1e 2e 2c 4b 4c Sb")
    play(s, 0, "close Cc")
    arr = s.last_result.arrangements[1]
    assert [str(c) for c, _ in arr.lay_offs] == ["Ro"]
    assert s.last_result.points[1] == 1 + 2 + 2 + 4 + 4 + 10


def test_two_decks_set_with_a_repeated_suit_takes_a_fourth():
    s = make(5)
    s.order = (0, 1, 2, 3, 4)
    closer = [C("5o", 0), C("5o", 1), C("5c"), C("1b"), C("2b"), C("3b"), C("1e"), C("Rb")]
    other = [C("5e"), C("Sc"), C("Cc"), C("Rc", 1), C("6e"), C("7e"), C("2o")]
    rig(s, hands={0: closer, 1: other}, pile="1c", turn=0, phase=ch.DISCARD)
    play(s, 0, "close Rb")
    res = s.last_result
    assert res.points[0] == 1  # 5o 5o 5c and 1b 2b 3b, 1e loose
    assert res.points[1] == 2  # Sc Cc Rc meld; 5e 6e 7e meld (5e not needed); 2o loose


# ---------------------------------------------------------------- stock
def _cycle(s):
    """Both players draw from the stock and throw what they drew."""
    p = s.to_act()[0]
    play(s, p, "draw stock")
    return play(s, p, f"discard {s.hands[p][-1]}")


def test_stock_rebuilt_twice_then_the_hand_is_void():
    s = make(2, seed=3)
    hand0 = s.hand_no
    scores = list(s.scores)
    rebuilds = []
    dealer = s.dealer
    for _ in range(1000):
        events = _cycle(s)
        rebuilds += [e for e in events if isinstance(e, ch.StockRebuilt)]
        if any(isinstance(e, ch.HandVoided) for e in events):
            break
        assert s.stock, "the stock is never empty when a player is to draw"
    assert [e.exhaustion for e in rebuilds] == [1, 2]
    assert rebuilds[0].stock_size == 40 - 14 - 1  # the pile but its top
    assert s.hand_no == hand0 + 1 and s.scores == scores
    assert s.dealer == 1 - dealer  # the next deal rotates
    assert isinstance(events[-1], ch.HandDealt)


def test_rebuilt_stock_keeps_the_top_and_is_seeded():
    a, b = make(2, seed=8), make(2, seed=8)
    for s in (a, b):
        while s.exhaustions == 0:
            top_before = None
            events = _cycle(s)
            for e in events:
                if isinstance(e, ch.StockRebuilt):
                    top_before = e.discard_top
        assert s.pile == [top_before]
    assert a.stock == b.stock


# ---------------------------------------------------------------- elimination
def _count_with(scores, closer_hand, other_hand, players=2, **options):
    s = closing_setup(closer_hand, other_hand, players=players, **options)
    s.scores = list(scores)
    events = play(s, 0, f"close {closer_hand.split()[-1]}")
    return s, events


def test_exactly_the_limit_stays_in():
    # the other player scores 1+2+10+10 = 23
    s, events = _count_with([0, 77], "1o 2o 3o Rc Rb Re 4c Cc", "5o 6o 7o 1c 2b Sb Ce")
    assert s.scores[1] == 100 and not s.out[1] and not s.is_terminal()
    assert not any(isinstance(e, ch.PlayerOut) for e in events)


def test_over_the_limit_is_out_and_last_player_wins():
    s, events = _count_with([0, 78], "1o 2o 3o Rc Rb Re 4c Cc", "5o 6o 7o 1c 2b Sb Ce")
    assert ch.PlayerOut(1, 101) in events
    # re-entry needs two players still in: only one is, so the game ends
    assert s.is_terminal() and s.winners() == (0,)
    assert not any(isinstance(e, ch.ReentryOffered) for e in events)


def test_short_game_limit_fifty():
    s, _ = _count_with([0, 28], "1o 2o 3o Rc Rb Re 4c Cc", "5o 6o 7o 1c 2b Sb Ce", limit=50)
    assert s.out[1] and s.winners() == (0,)


def test_all_over_lowest_wins_and_ties_share():
    s, _ = _count_with([97, 78], "1o 2o 3o Rc Rb Re 4c Cc", "5o 6o 7o 1c 2b Sb Ce")
    assert s.scores == [101, 101] and s.out == [True, True]
    assert s.winners() == (0, 1)
    s, _ = _count_with([98, 70], "1o 2o 3o Rc Rb Re 4c Cc", "5o 6o 7o 1c 2b Sb Ce")
    assert s.scores == [102, 93] and s.winners() == (1,)


def test_all_over_with_different_totals_the_lowest_wins():
    # RULES §5: everyone still in goes over in the same hand -> the lowest total wins.
    # closer 4 loose (4c), player 1: 1c 2b Sb Ce = 23, player 2: Se Ce 5b = 25
    s = closing_setup("1o 2o 3o Rc Rb Re 4c Cc", "5o 6o 7o 1c 2b Sb Ce", players=3)
    s.hands[2] = P("1e 2e 3e 4e Se Ce 5b")
    s.scores = [100, 90, 77]
    play(s, 0, "close Cc")
    assert s.scores == [104, 113, 102] and all(s.out)
    assert s.is_terminal() and s.winners() == (2,), "the lowest total over the limit wins"
    # the same with the lowest total on another seat: not a matter of seat order
    s = closing_setup("1o 2o 3o Rc Rb Re 4c Cc", "5o 6o 7o 1c 2b Sb Ce", players=3)
    s.hands[2] = P("1e 2e 3e 4e Se Ce 5b")
    s.scores = [99, 80, 90]
    play(s, 0, "close Cc")
    assert s.scores == [103, 103, 115]
    assert s.winners() == (0, 1), "an exact tie among the lowest is shared"
    s = closing_setup("1o 2o 3o Rc Rb Re 4c Cc", "5o 6o 7o 1c 2b Sb Ce", players=3)
    s.hands[2] = P("1e 2e 3e 4e Se Ce 5b")
    s.scores = [110 - 4, 79, 96]
    play(s, 0, "close Cc")
    assert s.scores == [110, 102, 121] and s.winners() == (1,)


def test_reentry_offered_and_taken_with_the_worst_score_still_in():
    s = closing_setup("1o 2o 3o Rc Rb Re 4c Cc", "5o 6o 7o 1c 2b Sb Ce", players=3)
    s.hands[2] = P("1e 2e 3e 4e Se Ce 5b")  # 1-4e melded; Se Ce 5b = 25 loose
    s.scores = [10, 90, 40]
    events = play(s, 0, "close Cc")
    assert ch.PlayerOut(1, 113) in events
    assert s.phase == ch.REENTRY and s.to_act() == (1,)
    assert [str(a) for a in s.legal_actions(1)] == ["reenter", "decline"]
    assert s.view(1).reentry_total == 65  # player 2: 40 + 25
    events = play(s, 1, "reenter")
    assert events[0] == ch.PlayerReentered(1, 65)
    assert s.scores == [14, 65, 65] and not s.out[1] and s.reentry_used[1]
    assert isinstance(events[-1], ch.HandDealt) and 1 in s.order


def test_reentry_only_once_per_game_and_declining_counts():
    s = closing_setup("1o 2o 3o Rc Rb Re 4c Cc", "5o 6o 7o 1c 2b Sb Ce", players=3)
    s.hands[2] = P("1e 2e 3e 4e 5b 6b 7b")
    s.scores = [10, 90, 40]
    s.reentry_used[1] = True
    events = play(s, 0, "close Cc")
    assert s.out[1] and not any(isinstance(e, ch.ReentryOffered) for e in events)
    assert s.phase == ch.DRAW and 1 not in s.order
    s2 = closing_setup("1o 2o 3o Rc Rb Re 4c Cc", "5o 6o 7o 1c 2b Sb Ce", players=3)
    s2.hands[2] = P("1e 2e 3e 4e 5b 6b 7b")
    s2.scores = [10, 90, 40]
    play(s2, 0, "close Cc")
    events = play(s2, 1, "decline")
    assert events[0] == ch.ReentryDeclined(1) and s2.out[1] and s2.reentry_used[1]


def test_reentry_refused_with_only_one_player_left():
    s = closing_setup("1o 2o 3o Rc Rb Re 4c Cc", "5o 6o 7o 1c 2b Sb Ce", players=3)
    s.hands[2] = P("1e 2e 3e 4e Se Ce 5b")
    s.scores = [10, 90, 80]
    events = play(s, 0, "close Cc")
    assert s.out == [False, True, True]
    assert not any(isinstance(e, ch.ReentryOffered) for e in events)
    assert s.winners() == (0,)


def test_reentry_option_off():
    s = closing_setup("1o 2o 3o Rc Rb Re 4c Cc", "5o 6o 7o 1c 2b Sb Ce", players=3,
                      reentry=False)
    s.hands[2] = P("1e 2e 3e 4e 5b 6b 7b")
    s.scores = [10, 90, 40]
    events = play(s, 0, "close Cc")
    assert s.out[1] and s.phase == ch.DRAW
    assert not any(isinstance(e, ch.ReentryOffered) for e in events)


# ---------------------------------------------------------------- views, replay, sims
def test_view_hides_other_hands_and_the_stock():
    s = make(3, seed=2)
    p = s.to_act()[0]
    viewer = (p + 1) % 3
    other = (p + 2) % 3
    v1 = s.view(viewer)
    t = s.clone()
    # swap a card of another hand with a stock card: the viewer cannot tell
    t.hands[other][0], t.stock[0] = t.stock[0], t.hands[other][0]
    t.stock.reverse()
    assert t.view(viewer) == v1
    assert v1.hand == tuple(s.hands[viewer]) and v1.hand_sizes == (7, 7, 7)


def test_match_json_round_trip_and_replay():
    m = Match("chinchon", {"players": 3, "limit": 50, "reentry": False, "level": "facil"}, 9)
    rng = random.Random(1)
    for _ in range(300):
        if m.is_terminal():
            break
        p = m.to_act()[0]
        m.apply(p, rng.choice(m.legal_actions(p)))
    again = Match.from_json(m.to_json())
    assert again.to_json() == m.to_json()
    assert again.view(0) == m.view(0) and again.state.stock == m.state.stock


def test_options_and_registration():
    rules = get_rules("chinchon")
    names = [o.name for o in rules.options]
    assert names == ["players", "level", "limit", "reentry"]
    with pytest.raises(ValueError):
        rules.normalize_options({"players": 7})


def _random_play(players, seed, steps=3000):
    m = Match("chinchon", {"players": players}, seed)
    rng = random.Random(seed)
    n_cards = len(m.state.deck)
    for _ in range(steps):
        if m.is_terminal():
            break
        p = m.to_act()[0]
        legal = m.legal_actions(p)
        assert legal and len(set(map(str, legal))) == len(legal)
        for a in legal:
            assert ch.parse_action(str(a)) == a
        closes = [a for a in legal if isinstance(a, ch.Close)]
        action = closes[0] if closes and rng.random() < 0.8 else rng.choice(legal)
        copy = m.state.clone()
        ev_copy = copy.apply(p, action)
        events = m.apply(p, action)
        assert ev_copy == events
        cards = m.state.all_cards()
        assert len(cards) == n_cards and len(set(cards)) == n_cards
    return m


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_random_games(players):
    for seed in range(3):
        _random_play(players, seed, steps=1500)


def test_determinize_is_consistent_with_the_view():
    m = _random_play(4, 7, steps=37)
    for viewer in range(4):
        v = m.view(viewer)
        d = ch.determinize(v, random.Random(3))
        assert d.view(viewer) == v
        assert sorted(d.all_cards()) == sorted(m.state.all_cards())
