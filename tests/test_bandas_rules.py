"""Bandas (RULES.md §4): every rule and every trick, alone and together in one district."""
from __future__ import annotations

from collections import Counter

import pytest

from hod_desktop.engine import bandas as ba
from hod_desktop.engine.bandas import (BRIBE, CASINO, CHIVATO, DOBLE, DOUBLE_LOST, DOUBLE_WON,
                                       KNIFE, MAJORITY, MERCADO, NAVAJA, NOBODY_THERE, PUERTO,
                                       RAID, REDADA, REFUERZOS, SCORE, SOBORNO, TIE_CHIVATO,
                                       TIE_NOBODY, TIE_OWNER, Allocate, BandasState,
                                       TrickPlay, parse_action, resolve_district)
from hod_desktop.engine.core import IllegalAction, Match, rng_for


def kinds(result):
    return [s.kind for s in result.steps]


def plays(n, **by_seat):
    """plays(3, p1=TrickPlay(...)) -> a per-seat tuple."""
    out = [None] * n
    for key, play in by_seat.items():
        out[int(key[1:])] = play
    return tuple(out)


def rigged(n=3, seed=1, hands=None, owners=None, scores=None):
    s = BandasState({"players": n}, seed)
    if hands is not None:
        pool = Counter(ba.TRICK_DECK)
        for p, h in hands.items():
            s.hands[p] = list(h)
            pool.subtract(h)
        for p in range(n):
            if p not in hands:
                s.hands[p] = []
        s.discard = []
        s.deck = [t for t, k in sorted(pool.items()) for _ in range(k)]
    if owners is not None:
        s.owners = list(owners)
    if scores is not None:
        s.scores = list(scores)
    return s


# ---------------------------------------------------------------- the city and the nights
def test_night_values_come_from_the_seed_and_stay_in_range():
    for seed in range(40):
        for night in range(1, 8):
            v = ba.night_values(seed, night)
            assert all(1 <= x <= 6 for i, x in enumerate(v) if i != CASINO)
            assert 0 <= v[CASINO] <= 10
            assert v == ba.night_values(seed, night)
    seen = {ba.night_values(s, 1)[CASINO] for s in range(300)}
    assert seen == set(range(11))


def test_casino_hidden_until_the_reveal_and_night_seven_doubles():
    m = Match("bandas", {"players": 2}, 9)
    assert m.view(0).values[CASINO] is None and m.view(0).night == 1
    for night in range(1, 8):
        base = ba.night_values(9, night)
        state = m.state
        factor = 2 if night == 7 else 1
        assert state.values == tuple(x * factor for x in base)
        shown = m.view(1).values
        assert shown[CASINO] is None
        assert [x for i, x in enumerate(shown) if i != CASINO] == \
            [x * factor for i, x in enumerate(base) if i != CASINO]
        assert m.view(0).doubled == (night == 7)
        m.apply(0, "alloc 0,0,9,0,0")
        assert m.view(1).values[CASINO] is None  # still hidden while someone decides
        m.apply(1, "alloc 0,0,0,0,0")
        report = m.view(1).history[-1]
        assert report.values[CASINO] == base[CASINO] * factor
        assert report.results[CASINO].points[0] == base[CASINO] * factor
    assert m.is_terminal() and m.view(0).night == 7 and len(m.view(0).history) == 7


def test_seven_nights_then_over():
    m = Match("bandas", {"players": 3}, 3)
    for _ in range(7):
        assert not m.is_terminal()
        for p in range(3):
            m.apply(p, "alloc 2,2,2,2,2")
    assert m.is_terminal() and m.to_act() == ()
    with pytest.raises(IllegalAction, match="over"):
        m.apply(0, "alloc 0,0,0,0,0")


def test_first_night_everyone_has_ten():
    assert BandasState({"players": 5}, 0).thugs == [10] * 5


def test_reinforcements_and_police_from_night_two():
    assert ba.thugs_for([5, 3, 3, 9], 1) == [10, 10, 10, 10]
    assert ba.thugs_for([5, 3, 3, 9], 2) == [10, 12, 12, 9]  # two tied last, one sole leader
    assert ba.thugs_for([9, 3, 9], 2) == [10, 12, 10]  # leaders tied: no police
    assert ba.thugs_for([0, 0, 0], 2) == [12, 12, 12]  # everyone tied last, no sole leader
    assert ba.thugs_for([4, -3], 5) == [9, 12]


def test_engine_sets_thugs_by_the_score_before_the_night():
    m = Match("bandas", {"players": 3}, 4)
    m.apply(0, "alloc 10,0,0,0,0")  # wins Puerto alone (value >= 1)
    m.apply(1, "alloc 0,0,0,0,0")
    m.apply(2, "alloc 0,0,0,0,0")
    assert m.state.scores[0] > 0 and m.state.scores[1] == m.state.scores[2] == 0
    assert m.view(1).thugs == (9, 12, 12)
    with pytest.raises(IllegalAction, match="only 9"):
        m.apply(0, "alloc 10,0,0,0,0")
    m.apply(1, "alloc 12,0,0,0,0")  # the bonus may be used


def test_unplaced_thugs_are_allowed_and_more_than_you_have_refused():
    m = Match("bandas", {"players": 2}, 1)
    with pytest.raises(IllegalAction, match="placed 11 thugs but have only 10"):
        m.apply(0, "alloc 3,3,3,1,1")
    m.apply(0, "alloc 1,0,0,0,0")
    assert m.to_act() == (1,)


# ---------------------------------------------------------------- owners and ties
def test_most_thugs_win_the_value_and_ownership_lasts():
    r = resolve_district(PUERTO, 5, None, (3, 4, 0), plays(3))
    assert (r.winner, r.owner, r.points) == (1, 1, (0, 5, 0))
    assert kinds(r) == [MAJORITY, SCORE]
    s = BandasState({"players": 2}, 2)
    s.apply(0, Allocate((5, 0, 0, 0, 0)))
    s.apply(1, Allocate((0, 0, 0, 0, 0)))
    assert s.owners[PUERTO] == 0
    s.apply(0, Allocate((0, 0, 0, 0, 0)))
    s.apply(1, Allocate((0, 1, 0, 0, 0)))
    assert s.owners[PUERTO] == 0 and s.owners[MERCADO] == 1  # kept without thugs there


def test_tie_goes_to_the_owner_among_the_tied_else_nobody():
    r = resolve_district(PUERTO, 4, 2, (3, 0, 3), plays(3))
    assert (r.winner, r.owner, r.points) == (2, 2, (0, 0, 4))
    assert kinds(r) == [TIE_OWNER, SCORE]
    r = resolve_district(PUERTO, 4, 1, (3, 0, 3), plays(3))
    assert (r.winner, r.owner, r.points) == (None, 1, (0, 0, 0))
    assert kinds(r) == [TIE_NOBODY]
    r = resolve_district(PUERTO, 4, None, (3, 3), plays(2))
    assert r.winner is None and r.owner is None


def test_empty_district_is_won_by_nobody():
    r = resolve_district(PUERTO, 6, 1, (0, 0, 0), plays(3))
    assert r.winner is None and r.owner == 1 and kinds(r) == [NOBODY_THERE]


# ---------------------------------------------------------------- the trick deck
def test_deck_of_24_four_of_each_and_one_trick_each_to_start():
    assert Counter(ba.TRICK_DECK) == {t: 4 for t in ba.TRICKS} and len(ba.TRICK_DECK) == 24
    s = BandasState({"players": 6}, 11)
    assert all(len(h) == 1 for h in s.hands) and len(s.deck) == 18
    assert Counter(s.deck) + Counter(t for h in s.hands for t in h) == Counter(ba.TRICK_DECK)
    order = list(ba.TRICK_DECK)
    rng_for(11, 0).shuffle(order)
    assert [h[0] for h in s.hands] == order[::-1][:6]


def test_mercado_winner_draws_up_to_three():
    s = rigged(2, hands={0: [CHIVATO, NAVAJA], 1: []})
    top = s.deck[-1]
    s.apply(0, Allocate((0, 5, 0, 0, 0)))
    events = s.apply(1, Allocate((0, 0, 0, 0, 0)))
    assert s.hands[0] == [CHIVATO, NAVAJA, top]
    assert events[1].report.drew == 0
    s.apply(0, Allocate((0, 5, 0, 0, 0)))
    s.apply(1, Allocate((0, 0, 0, 0, 0)))
    assert len(s.hands[0]) == 3 and s.history[-1].drew is None  # at the limit: no draw


def test_no_draw_when_the_mercado_is_tied_or_raided():
    s = rigged(2, hands={0: [REDADA], 1: []})
    s.apply(0, Allocate((0, 0, 0, 0, 0), REDADA, MERCADO))
    s.apply(1, Allocate((0, 5, 0, 0, 0)))
    assert s.history[-1].drew is None and s.hands == [[], []]
    assert s.discard == [REDADA]


def test_played_tricks_stay_counted_until_the_reveal_then_go_to_the_discard():
    s = rigged(3, hands={0: [NAVAJA], 1: [], 2: []})
    s.apply(0, Allocate((5, 0, 0, 0, 0), NAVAJA, PUERTO))
    assert s.view(1).hand_sizes == (1, 0, 0) and s.view(0).hand == (NAVAJA,)
    assert s.view(0).my_move == "alloc 5,0,0,0,0 navaja:puerto"
    s.apply(1, Allocate((0, 0, 0, 0, 0)))
    s.apply(2, Allocate((0, 0, 0, 0, 0)))
    assert s.hands[0] == [] and s.discard == [NAVAJA]
    assert s.history[-1].plays[0] == TrickPlay(NAVAJA, PUERTO)


def test_empty_deck_reshuffles_the_discard_pile():
    s = rigged(2, hands={0: [NAVAJA], 1: []})
    s.deck = []
    s.discard = [CHIVATO, CHIVATO]
    rest = Counter(ba.TRICK_DECK)
    rest.subtract([NAVAJA, CHIVATO, CHIVATO])
    s.hands[1] = [t for t, k in rest.items() for _ in range(k)]  # keep the count at 24
    s.apply(0, Allocate((0, 5, 0, 0, 0), NAVAJA, MERCADO))
    events = s.apply(1, Allocate((0, 0, 0, 0, 0)))
    assert any(isinstance(e, ba.DeckReshuffled) and e.size == 3 for e in events)
    assert len(s.hands[0]) == 1 and len(s.deck) == 2 and s.discard == []
    assert Counter(s.deck + s.hands[0]) == Counter([NAVAJA, CHIVATO, CHIVATO])


def test_no_draw_with_deck_and_discard_both_empty():
    s = rigged(2, hands={0: [], 1: []})
    s.hands[1], s.deck = list(s.deck), []
    s.apply(0, Allocate((0, 5, 0, 0, 0)))
    s.apply(1, Allocate((0, 0, 0, 0, 0)))
    assert s.hands[0] == [] and s.history[-1].drew is None


# ---------------------------------------------------------------- each trick
def test_refuerzos_gives_three_more_thugs_tonight():
    s = rigged(2, hands={0: [REFUERZOS], 1: [REFUERZOS]})
    with pytest.raises(IllegalAction, match="only 13"):
        s.apply(0, Allocate((14, 0, 0, 0, 0), REFUERZOS))
    s.apply(0, Allocate((13, 0, 0, 0, 0), REFUERZOS))
    with pytest.raises(IllegalAction, match="only 10"):
        s.apply(1, Allocate((11, 0, 0, 0, 0)))
    s.apply(1, Allocate((10, 0, 0, 0, 0)))
    assert s.owners[PUERTO] == 0


def test_navaja_doubles_your_thugs_in_one_district():
    r = resolve_district(PUERTO, 3, None, (3, 5), plays(2, p0=TrickPlay(NAVAJA, PUERTO)))
    assert r.strength == (6, 5) and r.winner == 0 and kinds(r) == [KNIFE, MAJORITY, SCORE]
    r = resolve_district(MERCADO, 3, None, (3, 5), plays(2, p0=TrickPlay(NAVAJA, PUERTO)))
    assert r.winner == 1  # aimed elsewhere: no effect here


def test_chivato_wins_a_tie_without_being_owner():
    r = resolve_district(PUERTO, 5, None, (4, 4, 1), plays(3, p1=TrickPlay(CHIVATO, PUERTO)))
    assert r.winner == 1 and kinds(r) == [TIE_CHIVATO, SCORE]
    r = resolve_district(PUERTO, 5, None, (4, 5, 1), plays(3, p0=TrickPlay(CHIVATO, PUERTO)))
    assert r.winner == 1  # a chivato does not beat a majority
    r = resolve_district(PUERTO, 5, None, (4, 4, 1), plays(3, p2=TrickPlay(CHIVATO, PUERTO)))
    assert r.winner is None  # nor help someone who is not tied


def test_soborno_takes_half_rounded_down():
    bribe = plays(2, p0=TrickPlay(SOBORNO, PUERTO, 1))
    r = resolve_district(PUERTO, 2, None, (2, 6), bribe)
    assert r.strength == (5, 3) and r.steps[0] == ba.Step(BRIBE, 0, 1, 3) and r.winner == 0
    r = resolve_district(PUERTO, 2, None, (2, 7), bribe)  # odd: 3 move, 4 stay
    assert r.strength == (5, 4) and r.steps[0].amount == 3
    r = resolve_district(PUERTO, 2, None, (2, 1), bribe)  # one thug: nobody moves
    assert r.strength == (2, 1) and r.steps[0].amount == 0


def test_redada_leaves_the_district_to_nobody():
    r = resolve_district(PUERTO, 6, 1, (5, 2), plays(2, p1=TrickPlay(REDADA, PUERTO)))
    assert r.winner is None and r.owner == 1 and r.points == (0, 0) and kinds(r) == [RAID]


def test_doble_o_nada_doubles_a_win_and_costs_three_otherwise():
    r = resolve_district(PUERTO, 4, None, (5, 2), plays(2, p0=TrickPlay(DOBLE, PUERTO)))
    assert r.points == (8, 0) and kinds(r) == [MAJORITY, SCORE, DOUBLE_WON]
    r = resolve_district(PUERTO, 4, None, (2, 5), plays(2, p0=TrickPlay(DOBLE, PUERTO)))
    assert r.points == (-3, 4) and kinds(r) == [MAJORITY, SCORE, DOUBLE_LOST]
    r = resolve_district(PUERTO, 4, None, (3, 3), plays(2, p0=TrickPlay(DOBLE, PUERTO)))
    assert r.points == (-3, 0)  # a tie nobody wins is not a win


def test_scores_may_go_negative():
    s = rigged(2, hands={0: [DOBLE], 1: []})
    s.apply(0, Allocate((0, 0, 0, 0, 0), DOBLE, PUERTO))
    s.apply(1, Allocate((1, 0, 0, 0, 0)))
    assert s.scores[0] == -3


# ---------------------------------------------------------------- tricks together
def test_redada_with_doble_o_nada_loses_three():
    r = resolve_district(PUERTO, 6, None, (9, 1), plays(2, p0=TrickPlay(DOBLE, PUERTO),
                                                        p1=TrickPlay(REDADA, PUERTO)))
    assert r.points == (-3, 0) and kinds(r) == [RAID, DOUBLE_LOST] and r.winner is None


def test_redada_comes_before_soborno_and_navaja():
    r = resolve_district(PUERTO, 6, None, (4, 4, 0), plays(
        3, p0=TrickPlay(SOBORNO, PUERTO, 1), p1=TrickPlay(NAVAJA, PUERTO),
        p2=TrickPlay(REDADA, PUERTO)))
    assert kinds(r) == [RAID] and r.winner is None


def test_soborno_then_navaja():
    # the bribe moves half of the knife holder's thugs before the knife doubles what is left
    r = resolve_district(PUERTO, 5, None, (3, 6), plays(
        2, p0=TrickPlay(SOBORNO, PUERTO, 1), p1=TrickPlay(NAVAJA, PUERTO)))
    assert kinds(r)[:2] == [BRIBE, KNIFE] and r.strength == (6, 6)
    # the knife holder's own bribe is doubled too
    r = resolve_district(PUERTO, 5, None, (3, 5), plays(
        2, p0=TrickPlay(SOBORNO, PUERTO, 1)))
    assert r.strength == (5, 3)


def test_knife_doubles_bribed_thugs():
    r = resolve_district(PUERTO, 5, None, (3, 5), plays(2, p0=TrickPlay(NAVAJA, PUERTO)))
    assert r.strength == (6, 5)
    both = resolve_district(PUERTO, 5, None, (3, 5, 0), plays(
        3, p0=TrickPlay(NAVAJA, PUERTO), p2=TrickPlay(SOBORNO, PUERTO, 0)))
    # p2 bribes one of p0's three away, then p0's knife doubles the two left
    assert both.strength == (4, 5, 1) and both.winner == 1


def test_two_tied_chivatos_fall_back_to_the_owner():
    both = plays(3, p0=TrickPlay(CHIVATO, PUERTO), p1=TrickPlay(CHIVATO, PUERTO))
    r = resolve_district(PUERTO, 5, 2, (4, 4, 4), both)
    assert r.winner == 2 and kinds(r) == [TIE_OWNER, SCORE]  # the owner had no chivato
    r = resolve_district(PUERTO, 5, None, (4, 4, 1), both)
    assert r.winner is None and kinds(r) == [TIE_NOBODY]
    r = resolve_district(PUERTO, 5, 0, (4, 4, 1), both)
    assert r.winner == 0
    # a chivato player who is not among the tied does not cancel the other one
    r = resolve_district(PUERTO, 5, None, (4, 3, 4), plays(
        3, p0=TrickPlay(CHIVATO, PUERTO), p1=TrickPlay(CHIVATO, PUERTO)))
    assert r.winner == 0 and kinds(r)[0] == TIE_CHIVATO


def test_chivato_beats_the_owner_in_a_tie():
    r = resolve_district(PUERTO, 5, 0, (4, 4), plays(2, p1=TrickPlay(CHIVATO, PUERTO)))
    assert r.winner == 1 and r.owner_before == 0 and r.owner == 1 and r.points == (0, 5)


def test_odd_counts_under_soborno_and_several_bribes():
    # mutual bribes work on the counts before any bribe: 5 -> 2 move, 7 -> 3 move
    r = resolve_district(PUERTO, 3, None, (5, 7), plays(
        2, p0=TrickPlay(SOBORNO, PUERTO, 1), p1=TrickPlay(SOBORNO, PUERTO, 0)))
    assert r.strength == (5 - 2 + 3, 7 - 3 + 2) and r.winner is None  # 6-6, no owner
    # two bribes on one rival with 7: each takes 3, one thug stays
    r = resolve_district(PUERTO, 3, None, (0, 7, 0), plays(
        3, p0=TrickPlay(SOBORNO, PUERTO, 1), p2=TrickPlay(SOBORNO, PUERTO, 1)))
    assert r.strength == (3, 1, 3)
    # three bribes on one rival with 5: 2, 2, then only the one left
    r = resolve_district(PUERTO, 3, None, (0, 5, 0, 0), plays(
        4, p0=TrickPlay(SOBORNO, PUERTO, 1), p2=TrickPlay(SOBORNO, PUERTO, 1),
        p3=TrickPlay(SOBORNO, PUERTO, 1)))
    assert r.strength == (2, 0, 2, 1) and sum(r.strength) == 5


def test_tricks_aimed_elsewhere_do_not_count_here():
    others = plays(2, p0=TrickPlay(REDADA, MERCADO), p1=TrickPlay(DOBLE, CASINO))
    r = resolve_district(PUERTO, 3, None, (1, 2), others)
    assert r.winner == 1 and r.points == (0, 3)


def test_a_whole_night_with_tricks_adds_up():
    s = rigged(3, hands={0: [SOBORNO], 1: [DOBLE], 2: [REDADA]}, owners=[None] * 5)
    s.values = (4, 5, 7, 2, 3)
    s.apply(2, Allocate((0, 0, 0, 5, 5), REDADA, PUERTO))
    s.apply(0, Allocate((2, 2, 6, 0, 0), SOBORNO, CASINO, 1))
    s.apply(1, Allocate((8, 0, 2, 0, 0), DOBLE, PUERTO))
    report = s.history[-1]
    assert [r.winner for r in report.results] == [None, 0, 0, 2, 2]
    assert report.results[CASINO].strength == (7, 1, 0)
    assert s.scores == [5 + 7, -3, 2 + 3]
    assert s.owners == [None, 0, 0, 2, 2] and report.scores == (12, -3, 5)
    assert s.hands[0] != [] and report.drew == 0  # won the Mercado: drew


# ---------------------------------------------------------------- moves and their checks
def test_action_text_round_trips():
    for text in ("alloc 3,2,0,4,1", "alloc 0,0,0,0,0 refuerzos", "alloc 1,1,1,1,1 navaja:plaza",
                 "alloc 10,0,0,0,0 soborno:mercado:2", "alloc 0,5,5,0,0 doble:casino",
                 "alloc 9,0,0,0,0 chivato:estacion", "alloc 0,0,0,0,9 redada:puerto"):
        a = parse_action(text)
        assert str(a) == text and parse_action(str(a)) == a
    assert parse_action("alloc 03,0,0,0,0") == Allocate((3, 0, 0, 0, 0))


@pytest.mark.parametrize("text,why", [
    ("alloc 1,2,3,4", "five thug counts"),
    ("alloc 1,2,3,4,-1", "whole number"),
    ("alloc 1,2,3,4,x", "whole number"),
    ("alloc 1,2,3,4,5 knife:puerto", "no trick"),
    ("alloc 1,2,3,4,5 navaja", "needs a district"),
    ("alloc 1,2,3,4,5 navaja:luna", "needs a district"),
    ("alloc 1,2,3,4,5 soborno:puerto", "needs a rival"),
    ("alloc 1,2,3,4,5 refuerzos:puerto", "takes no district"),
    ("alloc 1,2,3,4,5 redada:puerto:1", "district only"),
    ("place 1,2,3,4,5", "not a Bandas move"),
])
def test_malformed_moves_are_refused_with_a_reason(text, why):
    with pytest.raises(ValueError, match=why):
        parse_action(text)
    m = Match("bandas", {"players": 3}, 1)
    with pytest.raises(IllegalAction):
        m.apply(0, text)
    assert m.actions == []


def test_semantic_checks():
    s = rigged(3, hands={0: [SOBORNO], 1: [NAVAJA], 2: []})
    with pytest.raises(IllegalAction, match="do not hold a navaja"):
        s.apply(0, Allocate((1, 0, 0, 0, 0), NAVAJA, PUERTO))
    with pytest.raises(IllegalAction, match="own thugs"):
        s.apply(0, Allocate((1, 0, 0, 0, 0), SOBORNO, PUERTO, 0))
    with pytest.raises(IllegalAction, match="rival seated"):
        s.apply(0, Allocate((1, 0, 0, 0, 0), SOBORNO, PUERTO, 3))
    with pytest.raises(IllegalAction, match="no seat"):
        s.apply(5, Allocate((1, 0, 0, 0, 0)))
    before = (list(s.moves), s.waiting, [list(h) for h in s.hands])
    assert (list(s.moves), s.waiting, [list(h) for h in s.hands]) == before
    s.apply(0, Allocate((1, 0, 0, 0, 0), SOBORNO, PUERTO, 2))
    with pytest.raises(IllegalAction, match="already confirmed"):
        s.apply(0, Allocate((1, 0, 0, 0, 0)))


# ---------------------------------------------------------------- secret, simultaneous
def test_moves_are_taken_in_any_order_with_the_same_result():
    texts = {0: "alloc 4,3,3,0,0", 1: "alloc 0,5,0,5,0", 2: "alloc 2,2,2,2,2"}
    finals = []
    for order in ((0, 1, 2), (2, 0, 1), (1, 2, 0)):
        m = Match("bandas", {"players": 3}, 77)
        for p in order:
            assert p in m.to_act()
            m.apply(p, texts[p])
        finals.append((m.state.scores, m.state.owners, m.view(0).history))
    assert finals[0] == finals[1] == finals[2]


def test_a_confirmed_move_and_its_trick_are_in_no_other_view():
    s = rigged(3, hands={0: [NAVAJA], 1: [CHIVATO], 2: [REDADA]})
    before = [s.view(p) for p in range(3)]
    s.apply(0, Allocate((10, 0, 0, 0, 0), NAVAJA, PUERTO))
    after = [s.view(p) for p in range(3)]
    assert after[0].my_move == "alloc 10,0,0,0,0 navaja:puerto"
    for p in (1, 2):  # only the "still deciding" list changed
        assert after[p].to_act == (1, 2) and after[p].my_move is None
        assert after[p] == before[p].__class__(**{**before[p].__dict__, "to_act": (1, 2)})
        assert "navaja" not in repr(after[p]) and "10,0" not in repr(after[p])
    other = s.clone()
    other.moves[0] = Allocate((0, 0, 0, 0, 10), NAVAJA, ba.PLAZA)
    assert other.view(1) == s.view(1) and other.view(2) == s.view(2)
    s.apply(1, Allocate((5, 5, 0, 0, 0)))
    s.apply(2, Allocate((0, 0, 0, 0, 0), REDADA, PUERTO))
    report = s.view(1).history[-1]  # after the reveal everybody sees everything
    assert report.allocations[0] == (10, 0, 0, 0, 0) and report.plays[0] == (NAVAJA, PUERTO, None)


# ---------------------------------------------------------------- the end
def play_last_night(s):
    s.night = 6
    s._start_night()
    for p in range(s.n):
        s.apply(p, Allocate((0, 0, 0, 0, 0)))


def test_most_points_wins():
    s = rigged(3, hands={0: [], 1: [], 2: []}, scores=[10, 14, 3])
    play_last_night(s)
    assert s.is_terminal() and s.winners() == (1,)
    assert [r[0] for r in s.ranking] == [1, 0, 2]


def test_tie_broken_by_districts_owned_then_fewest_unused_tricks_then_shared():
    s = rigged(3, hands={0: [], 1: [], 2: []}, scores=[10, 10, 3], owners=[0, 1, 1, None, None])
    play_last_night(s)
    assert s.winners() == (1,) and s.ranking[0] == (1, 10, 2, 0)
    s = rigged(3, hands={0: [NAVAJA], 1: [], 2: []}, scores=[10, 10, 3], owners=[0, 1] + [None] * 3)
    play_last_night(s)
    assert s.winners() == (1,) and s.ranking[:2] == ((1, 10, 1, 0), (0, 10, 1, 1))
    s = rigged(3, hands={0: [NAVAJA], 1: [CHIVATO], 2: []}, scores=[10, 10, 3],
               owners=[0, 1] + [None] * 3)
    play_last_night(s)
    assert s.winners() == (0, 1)
    events_over = s.view(2)
    assert events_over.winners == (0, 1) and events_over.phase == ba.OVER


def test_finishing_places_share_only_full_ties():
    m = Match("bandas", {"players": 3}, 2)
    s = m.state
    s.scores, s.owners = [10, 10, 3], [0, 1, None, None, None]
    s.hands = [[NAVAJA], [CHIVATO], []]
    play_last_night(s)
    assert ba.finishing_places(m) == (1, 1, 3)
