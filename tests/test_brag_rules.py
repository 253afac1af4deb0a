"""Bastard Brag: one or more tests per rule of RULES.md §3 (ranking: test_brag_ranking)."""
from __future__ import annotations

import random

import pytest

from hod_desktop.engine import brag
from hod_desktop.engine.brag import (AllSwapped, CardSwapped, DealStarted, GameOver,
                                     HandsShown, Knocked, PlayerEliminated, determinize)
from hod_desktop.engine.cards import FRENCH, french_deck, parse_cards
from hod_desktop.engine.core import IllegalAction, Match


def cards(text: str):
    return parse_cards(text, FRENCH)


def new_match(players: int = 4, seed: int = 1) -> Match:
    return Match("brag", {"players": players}, seed)


def rig(match: Match, hands: dict[int, str], centre: str) -> None:
    """Give the seats in `hands` these cards and lay `centre` (down1 down2 up); the other
    live seats get cards from the rest of the deck."""
    s = match.state
    used = {c for text in hands.values() for c in cards(text)} | set(cards(centre))
    rest = [c for c in french_deck() if c not in used]
    for p in s.order:
        s.hands[p] = cards(hands[p]) if p in hands else [rest.pop() for _ in range(3)]
    s.centre = cards(centre)


def act(match: Match, text: str):
    return match.apply(match.to_act()[0], text)


def first_hand_card(match: Match) -> str:
    return str(match.state.hands[match.to_act()[0]][0])


def swap_round(match: Match, slot: str = "up") -> list:
    """Every seat in turn gives its first card for `slot` (one time round)."""
    events = []
    for _ in match.state.order:
        events += act(match, f"swap {first_hand_card(match)} {slot}")
    return events


# ---------------------------------------------------------------- table and deal
@pytest.mark.parametrize("players", [2, 11, 1, 0])
def test_only_three_to_ten_players(players):
    with pytest.raises(ValueError):
        Match("brag", {"players": players}, 0)


@pytest.mark.parametrize("players", range(3, 11))
def test_three_lives_each_and_three_cards_to_everyone_and_the_centre(players):
    m = new_match(players, seed=players)
    s = m.state
    assert s.lives == [3] * players
    dealt = [c for p in range(players) for c in s.hands[p]] + list(s.centre)
    assert all(len(s.hands[p]) == 3 for p in range(players))
    assert len(dealt) == 3 * players + 3 and len(set(dealt)) == len(dealt)
    assert set(dealt) <= set(french_deck())


def test_first_dealer_comes_from_the_seed_and_left_of_dealer_starts():
    dealers = {new_match(5, seed).state.dealer for seed in range(40)}
    assert dealers == set(range(5))
    for seed in range(10):
        m = new_match(5, seed)
        d = m.state.dealer
        assert m.state.order == tuple((d + k) % 5 for k in range(1, 6))
        assert m.to_act() == ((d + 1) % 5,)


def test_deal_is_one_at_a_time_with_the_centre_last_and_its_third_card_face_up():
    m = new_match(3, seed=5)
    s = m.state
    shuffled = brag.state.rng_for(5, 1, 0).sample(brag.ranking._DECK, 12)
    for j, p in enumerate(s.order):
        assert s.hands[p] == [shuffled[j], shuffled[j + 4], shuffled[j + 8]]
    assert s.centre == [shuffled[3], shuffled[7], shuffled[11]]
    for p in range(3):
        v = m.view(p)
        assert v.centre == (None, None, s.centre[2]), "only the third centre card is face up"


def test_rest_of_the_deck_is_out_of_play_no_draw_or_pass():
    m = new_match(4)
    p = m.to_act()[0]
    legal = [str(a) for a in m.legal_actions(p)]
    assert all(t.startswith(("swap ", "swapall ")) for t in legal), legal
    assert len(legal) == 9 + 3  # 3 hand cards x 3 places, and 3 ways to swap all
    for text in ("pass", "draw", "draw stock", "knock"):
        with pytest.raises(IllegalAction):
            m.apply(p, text)


# ---------------------------------------------------------------- swapping
def test_taking_the_face_up_card_leaves_the_given_card_face_up():
    m = new_match(4)
    p = m.to_act()[0]
    rig(m, {p: "2c 7d 9h"}, "Qs Jh Kd")
    events = m.apply(p, "swap 2c up")
    assert events[0] == CardSwapped(p, 2, cards("Kd")[0], cards("2c")[0])
    assert m.state.hands[p] == cards("Kd 7d 9h")
    for q in range(4):
        assert m.view(q).centre[2] == cards("2c")[0]


def test_taking_a_face_down_card_shows_it_to_the_taker_only_and_the_given_lies_face_down():
    m = new_match(4)
    p = m.to_act()[0]
    rig(m, {p: "2c 7d 9h"}, "Qs Jh Kd")
    events = m.apply(p, "swap 7d down1")
    assert events[0] == CardSwapped(p, 0, None, None), "a face-down swap names no card"
    assert m.view(p).hand == tuple(cards("2c Qs 9h"))
    assert m.view(p).centre == tuple(cards("7d")) + (None, cards("Kd")[0])
    for q in range(4):
        if q != p:
            assert m.view(q).centre == (None, None, cards("Kd")[0])
            rec = m.view(q).history[-1]
            assert rec.taken == (None,) and rec.given == (None,)
    assert m.view(p).history[-1].taken == tuple(cards("Qs"))


def test_the_layer_of_a_face_down_card_learns_who_takes_it():
    m = new_match(4)
    p = m.to_act()[0]
    rig(m, {p: "2c 7d 9h"}, "Qs Jh Kd")
    m.apply(p, "swap 7d down1")
    q = m.to_act()[0]
    hq = first_hand_card(m)
    m.apply(q, f"swap {hq} down1")
    assert m.view(p).history[-1].taken == tuple(cards("7d"))
    third = m.to_act()[0]
    assert m.view(third).history[-1].taken == (None,)
    assert m.view(p).centre[0] is None, "the new face-down card is not the layer's"


def test_swap_all_chosen_card_face_up_the_other_two_face_down():
    m = new_match(4)
    p = m.to_act()[0]
    rig(m, {p: "2c 7d 9h"}, "Qs Jh Kd")
    events = m.apply(p, "swapall 7d")
    assert events[0] == AllSwapped(p, cards("Kd")[0], cards("7d")[0])
    assert m.state.hands[p] == cards("Qs Jh Kd")
    assert m.state.centre == cards("2c 9h 7d")
    assert m.view(p).centre == tuple(cards("2c 9h 7d"))
    for q in range(4):
        if q != p:
            assert m.view(q).centre == (None, None, cards("7d")[0])
    with pytest.raises(IllegalAction):
        new = new_match(4)
        new.apply(new.to_act()[0], "swapall Kd")  # not in that hand


def test_you_may_not_take_back_the_card_you_gave_until_you_take_another():
    m = new_match(3)
    p = m.to_act()[0]
    rig(m, {p: "2c 7d 9h"}, "Qs Jh Kd")
    m.apply(p, "swap 2c down2")
    act(m, f"swap {first_hand_card(m)} up")
    act(m, f"swap {first_hand_card(m)} up")
    assert m.to_act() == (p,)
    assert m.view(p).blocked == (1,)
    legal = [str(a) for a in m.legal_actions(p)]
    assert not any(t.endswith("down2") for t in legal)
    assert not any(t.startswith("swapall") for t in legal), "swapping all would take it back"
    before = m.to_json()
    with pytest.raises(IllegalAction, match="take back"):
        m.apply(p, "swap 7d down2")
    assert m.to_json() == before
    m.apply(p, "swap 7d up")  # a different card: the mark moves to the new one
    assert m.view(p).blocked == (2,)


def test_the_mark_ends_when_someone_else_takes_from_that_place():
    m = new_match(3)
    p = m.to_act()[0]
    rig(m, {p: "2c 7d 9h"}, "Qs Jh Kd")
    m.apply(p, "swap 2c down2")
    act(m, f"swap {first_hand_card(m)} down2")  # takes the 2c: another card lies there now
    act(m, f"swap {first_hand_card(m)} up")
    assert m.view(p).blocked == ()
    assert "swap 7d down2" in m.view(p).legal


def test_after_swapping_all_none_of_the_three_may_be_taken_back():
    m = new_match(3)
    p = m.to_act()[0]
    rig(m, {p: "2c 7d 9h"}, "Qs Jh Kd")
    m.apply(p, "swapall 9h")
    act(m, f"swap {first_hand_card(m)} up")  # takes the 9h
    act(m, f"swap {first_hand_card(m)} up")
    assert set(m.view(p).blocked) == {0, 1}
    assert all(t.endswith(" up") for t in m.view(p).legal if t.startswith("swap "))


def test_two_seats_left_all_marked_after_a_knock_still_leaves_a_single_swap():
    m = new_match(3)
    s = m.state
    s.lives = [0, 3, 3]
    s.dealer = 0
    s._start_deal()
    a, b = s.order
    swap_round(m)
    m.apply(a, "swapall " + str(s.hands[a][0]))
    m.apply(b, "knock")
    legal = m.view(a).legal
    assert m.view(a).blocked == (0, 1, 2)
    assert legal and not any(t.startswith(("swapall", "knock")) for t in legal)
    deal = m.state.deal_no
    events = act(m, legal[0])
    assert any(isinstance(e, HandsShown) for e in events) and m.state.deal_no == deal + 1


# ---------------------------------------------------------------- knocking
def test_no_knock_in_the_first_time_round():
    m = new_match(5)
    for i in range(5):
        p = m.to_act()[0]
        assert "knock" not in m.view(p).legal
        assert m.view(p).knock_reason == brag.KNOCK_FIRST_ROUND
        with pytest.raises(IllegalAction, match="first time round"):
            m.apply(p, "knock")
        act(m, f"swap {first_hand_card(m)} up")
    p = m.to_act()[0]
    assert "knock" in m.view(p).legal and m.view(p).knock_reason is None


def test_knocker_keeps_hand_and_others_get_exactly_one_last_turn_in_order():
    m = new_match(5)
    swap_round(m)
    knocker = m.to_act()[0]
    hand = list(m.state.hands[knocker])
    events = m.apply(knocker, "knock")
    order = m.state.order
    i = order.index(knocker)
    expected = order[i + 1:] + order[:i]
    assert events == [Knocked(knocker, expected)]
    seen = []
    deal = m.state.deal_no
    while m.state.deal_no == deal:
        p = m.to_act()[0]
        seen.append(p)
        view = m.view(p)
        assert view.knocker == knocker
        assert "knock" not in view.legal and view.knock_reason == brag.KNOCK_ALREADY
        with pytest.raises(IllegalAction, match="knocked already"):
            m.apply(p, "knock")
        with pytest.raises(IllegalAction):
            m.apply(p, "pass")
        events = act(m, f"swap {first_hand_card(m)} up")
    assert seen == list(expected)
    shown = next(e for e in events if isinstance(e, HandsShown))
    assert dict(shown.hands)[knocker] == tuple(hand), "the knocker kept its hand"
    assert shown.knocker == knocker


def test_reveal_shows_every_hand_and_the_worst_loses_one_life():
    m = new_match(4)
    order = m.state.order
    rig(m, {order[0]: "2c 5d 9h", order[1]: "Ks Kh 4d", order[2]: "As Qd 8c",
            order[3]: "3s 3h 3d"}, "7s 6c 10d")
    swap_round(m, "down1")  # each gives its first card and takes the previous one
    # hands now: o0: 7s 5d 9h; o1: 2c Kh 4d; o2: Ks Qd 8c; o3: As 3h 3d
    lives = list(m.state.lives)
    act(m, "knock")  # o0 knocks; the others swap their first card for the face-up card
    events = []
    while not events or not any(isinstance(e, HandsShown) for e in events):
        events += act(m, f"swap {first_hand_card(m)} up")
    shown = next(e for e in events if isinstance(e, HandsShown))
    ranks = dict(shown.ranks)
    assert set(dict(shown.hands)) == set(order)
    for p, hand in shown.hands:
        assert ranks[p] == brag.hand_rank(hand)
    worst = min(order, key=lambda p: ranks[p].key)
    assert shown.loser == worst
    lives[worst] -= 1
    assert list(shown.lives) == lives == m.state.lives
    assert any(isinstance(e, DealStarted) for e in events), "a new deal follows"
    v = m.view(order[0])
    assert v.showdown == shown


def test_zero_lives_is_out_at_once_and_the_deal_rotates_among_survivors():
    m = new_match(4, seed=3)
    s = m.state
    dealer = s.dealer
    s.lives = [1, 1, 1, 1]
    swap_round(m)
    act(m, "knock")
    events = []
    while not any(isinstance(e, HandsShown) for e in events):
        events += act(m, f"swap {first_hand_card(m)} up")
    loser = next(e for e in events if isinstance(e, HandsShown)).loser
    assert PlayerEliminated(loser) in events
    assert m.state.lives[loser] == 0 and loser not in m.state.order
    nxt = (dealer + 1) % 4
    if nxt == loser:
        nxt = (nxt + 1) % 4
    assert m.state.dealer == nxt
    assert m.state.hands[loser] == [] and m.view(loser).legal == ()


def test_last_seat_with_lives_wins():
    m = new_match(3, seed=9)
    m.state.lives = [1, 0, 1]
    m.state.dealer = 1
    m.state._start_deal()
    swap_round(m)
    act(m, "knock")
    events = act(m, m.view(m.to_act()[0]).legal[0])
    over = [e for e in events if isinstance(e, GameOver)]
    assert over and m.is_terminal() and len(m.winners()) == 1
    assert m.state.lives[m.winners()[0]] == 1 and over[0].winners == m.winners()
    assert m.to_act() == () and all(not m.legal_actions(p) for p in range(3))


def test_safety_bound_shows_hands_after_twelve_rounds_without_a_knock():
    m = new_match(3, seed=4)
    events = []
    for _ in range(brag.ROUND_LIMIT):
        assert not any(isinstance(e, HandsShown) for e in events)
        events = swap_round(m, "down1")
    shown = [e for e in events if isinstance(e, HandsShown)]
    assert shown and shown[0].knocker is None and m.state.deal_no == 1
    assert sum(shown[0].lives) == 8


def test_rules_named_players_always_have_a_legal_move_in_random_games():
    rng = random.Random(3)
    for seed in range(40):
        m = new_match(3 + seed % 8, seed)
        while not m.is_terminal():
            p = m.to_act()[0]
            legal = m.legal_actions(p)
            assert legal
            m.apply(p, rng.choice(legal))
        assert sum(1 for v in m.state.lives if v > 0) == 1


# ---------------------------------------------------------------- what seats know
def test_determinize_keeps_cards_seen_taken_in_the_hand_of_the_taker():
    m = new_match(4)
    order = m.state.order
    rig(m, {order[0]: "2c 5d 9h"}, "7s 6c Kd")
    act(m, "swap 2c up")  # order[0] takes Kd in sight
    viewer = order[1]
    view = m.view(viewer)
    assert brag.certain_holdings(view)[order[0]] == set(cards("Kd"))
    for seed in range(20):
        det = determinize(view, random.Random(seed))
        assert cards("Kd")[0] in det.hands[order[0]]
        assert det.view(viewer) == view
    laid = first_hand_card(m)
    act(m, f"swap {laid} down1")  # the viewer lays a card face down
    act(m, f"swap {first_hand_card(m)} down2")
    act(m, f"swap {first_hand_card(m)} down2")
    act(m, "swap 5d down1")  # order[0] gives 5d face down and takes the viewer's card
    held = brag.certain_holdings(m.view(viewer))[order[0]]
    assert held == set(cards(laid)), "the Kd may have gone; the viewer's own card is known"
    other = order[2]
    assert brag.certain_holdings(m.view(other))[order[0]] == set()


def test_a_last_turn_may_swap_one_or_all_three_but_not_pass_or_knock():
    m = new_match(4)
    swap_round(m)
    knocker = m.to_act()[0]
    m.apply(knocker, "knock")
    p = m.to_act()[0]
    legal = m.view(p).legal
    kinds = {t.split()[0] for t in legal}
    assert kinds == {"swap", "swapall"}  # one card or all three; nothing else
    hand = list(m.state.hands[p])
    centre = list(m.state.centre)
    events = m.apply(p, f"swapall {hand[1]}")
    assert isinstance(events[0], AllSwapped) and sorted(map(str, m.state.hands[p])) == \
        sorted(map(str, centre))
    assert m.to_act()[0] != p  # that was its one last turn


def test_first_time_round_counts_only_the_seats_still_in():
    m = new_match(5)
    s = m.state
    s.lives = [3, 0, 3, 0, 3]
    s.dealer = 0
    s._start_deal()
    assert len(s.order) == 3
    for _ in range(3):  # three live seats: one time round is three swaps
        p = m.to_act()[0]
        assert m.view(p).knock_reason == brag.KNOCK_FIRST_ROUND
        act(m, f"swap {first_hand_card(m)} up")
    assert "knock" in m.view(m.to_act()[0]).legal


def test_equal_ranks_the_suit_of_the_highest_card_decides_even_above_a_pair():
    """Seed 001 §04: with equal values, the suit of the hand's highest card decides. In
    2-2-3 that card is the 3: 2♦2♣3♦ beats 2♠2♥3♣ (the pair's spade does not count)."""
    m = new_match(3)
    s = m.state
    swap_round(m)
    knocker = m.to_act()[0]
    m.apply(knocker, "knock")
    act(m, f"swap {first_hand_card(m)} up")
    last = m.to_act()[0]
    other = next(p for p in s.order if p not in (knocker, last))
    rig(m, {knocker: "Ks Kh Kd", other: "2d 2c 3d", last: "Ah 2s 2h"}, "9c 8c 3c")
    s.blocked[last] = ()
    events = m.apply(last, "swap Ah up")  # the last turn: 2♠ 2♥ 3♣
    shown = next(e for e in events if isinstance(e, HandsShown))
    assert sorted(map(str, dict(shown.hands)[last])) == sorted(["2s", "2h", "3c"])
    assert shown.loser == last
