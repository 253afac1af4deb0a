"""Cinco Vidas, rule by rule (RULES.md §1, seed 000_7e5823e65bcd1d49.txt).

States are built through the engine: a seed picks the first dealer, and `cv_rig` starts
a round of a chosen size, dealer, lives and hands with the engine's own round machinery.
"""
from __future__ import annotations

import random

import pytest

from hod_desktop.engine import cinco_vidas as cv
from hod_desktop.engine.cards import FRENCH, parse_card
from hod_desktop.engine.cinco_vidas import (BidMade, CardsRevealed, GameOver,
                                            PlayerEliminated, RoundDealt, RoundScored, TrickWon)
from hod_desktop.engine.core import IllegalAction, Match
from game_hooks.cinco_vidas import cv_bid_all, cv_rig, cv_seed_with_dealer
from helpers import play_random

GAME = "cinco_vidas"


def new(players: int = 4, seed: int = 0) -> Match:
    return Match(GAME, {"players": players}, seed)


def card(text: str):
    return parse_card(text, FRENCH)


def kinds(events) -> list[str]:
    return [type(e).__name__ for e in events]


def play(m: Match, *cards: str) -> list:
    """Play these cards, each by whoever is to act."""
    events = []
    for c in cards:
        events += m.apply(m.to_act()[0], f"play {c}")
    return events


def random_rounds(m: Match, rounds: int, rng: random.Random) -> list:
    """Play random legal actions until `rounds` more rounds were dealt; all events."""
    events = []
    while sum(isinstance(e, RoundDealt) for e in events) < rounds and not m.is_terminal():
        p = m.to_act()[0]
        events += m.apply(p, rng.choice(m.legal_actions(p)))
    return events


def immortal(m: Match) -> Match:
    m.state.lives = [10**6] * m.state.n
    return m


# ---------------------------------------------------------------- rounds and dealers
def test_round_sizes_cycle_5_4_3_2_1_then_5_again():
    m = immortal(new(3, seed=11))
    assert m.view(0).round_size == 5 and all(len(h) == 5 for h in m.state.hands)
    dealt = [e for e in random_rounds(m, 11, random.Random(1)) if isinstance(e, RoundDealt)]
    assert [e.size for e in dealt] == [4, 3, 2, 1, 5, 4, 3, 2, 1, 5, 4]
    assert [e.round_no for e in dealt] == list(range(1, 12))


def test_each_player_is_dealt_the_round_size():
    m = immortal(new(5, seed=3))
    rng = random.Random(2)
    for size in (4, 3, 2, 1, 5):
        random_rounds(m, 1, rng)
        assert m.view(0).round_size == size
        assert [len(m.state.hands[p]) for p in range(5)] == [size] * 5
        assert m.view(0).hand_sizes == (size,) * 5


def test_dealer_moves_one_seat_left_each_round():
    m = immortal(new(4, seed=5))
    first = m.view(0).dealer
    dealt = [e for e in random_rounds(m, 9, random.Random(3)) if isinstance(e, RoundDealt)]
    assert [e.dealer for e in dealt] == [(first + k) % 4 for k in range(1, 10)]


def test_dealer_skips_eliminated_players():
    m = new(4)
    cv_rig(m, size=2, dealer=0, lives=[50, 0, 50, 50])
    assert m.state.order == (2, 3, 0), "an eliminated player neither bids nor plays"
    assert m.state.hands[1] == [] and m.view(1).hand_sizes[1] == 0
    events = random_rounds(m, 1, random.Random(4))
    assert [e.dealer for e in events if isinstance(e, RoundDealt)] == [2]
    cv_rig(m, size=2, dealer=3, lives=[50, 0, 50, 50])
    events = random_rounds(m, 1, random.Random(5))
    assert [e.dealer for e in events if isinstance(e, RoundDealt)] == [0]
    assert m.state.order == (2, 3, 0)


def test_a_dealer_who_falls_passes_the_deal_to_the_next_live_seat():
    m = new(4)
    # seat 0 deals with 1 life and must miss: "Ks Kh" wins both tricks whatever it bids
    cv_rig(m, size=2, dealer=0, lives=[1, 9, 9, 9],
           hands={0: "Ks Kh", 1: "2s 3s", 2: "2h 3h", 3: "2d 3d"})
    cv_bid_all(m, {1: 0, 2: 0, 3: 0, 0: 1})  # the dealer may not bid 2 (0+0+0+2 = 2)
    events = play(m, "2s", "2h", "2d", "Ks", "Kh", "3s", "3h", "3d")
    assert PlayerEliminated(0) in events
    (dealt,) = [e for e in events if isinstance(e, RoundDealt)]
    assert dealt.dealer == 1 and dealt.order == (2, 3, 1)


def test_first_dealer_is_drawn_from_the_seed():
    for n in range(2, 9):
        dealers = [new(n, seed).view(0).dealer for seed in range(120)]
        assert set(dealers) == set(range(n)), f"with {n} players every seat can deal first"
        assert dealers == [new(n, seed).view(0).dealer for seed in range(120)]


@pytest.mark.parametrize("n", [2, 3, 5, 8])
def test_bidding_goes_from_the_dealers_left_and_ends_with_the_dealer(n):
    for dealer in range(n):
        m = new(n, cv_seed_with_dealer(n, dealer))
        expected = tuple((dealer + 1 + i) % n for i in range(n))
        assert m.view(0).dealer == dealer and m.view(0).order == expected
        seen = []
        while m.state.phase == cv.BIDDING:
            (p,) = m.to_act()
            seen.append(p)
            for q in range(n):
                if q != p:
                    with pytest.raises(IllegalAction, match="not player"):
                        m.apply(q, "bid 0")
            m.apply(p, "bid 0")
        assert tuple(seen) == expected


# ---------------------------------------------------------------- bidding
def test_dealer_may_not_bid_the_number_that_makes_the_bids_add_up():
    m = new(4)
    cv_rig(m, size=3, dealer=3)
    assert m.state.order == (0, 1, 2, 3)
    for p, b in ((0, 1), (1, 0), (2, 1)):
        assert [str(a) for a in m.legal_actions(p)] == ["bid 0", "bid 1", "bid 2", "bid 3"]
        assert m.view(p).forbidden_bid is None
        m.apply(p, f"bid {b}")
    assert m.view(3).forbidden_bid == 1
    assert [str(a) for a in m.legal_actions(3)] == ["bid 0", "bid 2", "bid 3"]
    assert m.view(3).legal == ("bid 0", "bid 2", "bid 3")
    with pytest.raises(IllegalAction) as info:
        m.apply(3, "bid 1")
    message = str(info.value)
    assert "dealer" in message and "1" in message and "add up to 3" in message
    assert "miss" in message, "the message says why: someone must miss"
    m.apply(3, "bid 2")


def test_dealer_forbidden_bid_can_be_the_whole_round():
    m = new(3)
    cv_rig(m, size=4, dealer=2)
    cv_bid_all_but_dealer(m, 0)
    assert m.view(2).forbidden_bid == 4
    assert [str(a) for a in m.legal_actions(2)] == ["bid 0", "bid 1", "bid 2", "bid 3"]


def cv_bid_all_but_dealer(m: Match, bid: int) -> None:
    for p in m.state.order[:-1]:
        m.apply(p, f"bid {bid}")


def test_dealer_is_free_when_the_forbidden_number_is_outside_0_to_n():
    m = new(3)
    cv_rig(m, size=2, dealer=2)
    cv_bid_all_but_dealer(m, 2)  # 2 + 2 already passes 2: nothing can make the sum 2
    assert m.view(2).forbidden_bid is None
    assert [str(a) for a in m.legal_actions(2)] == ["bid 0", "bid 1", "bid 2"]


def test_bids_are_between_0_and_the_round_size():
    m = new(3)
    cv_rig(m, size=3, dealer=2)
    with pytest.raises(IllegalAction, match="between 0 and 3"):
        m.apply(0, "bid 4")
    with pytest.raises(IllegalAction):
        m.apply(0, "bid -1")


# ---------------------------------------------------------------- play
def test_first_bidder_leads_the_first_trick():
    for dealer in range(4):
        m = new(4)
        cv_rig(m, size=3, dealer=dealer)
        cv_bid_all(m, [0, 0, 0, 0])
        assert m.state.phase == cv.PLAYING
        assert m.to_act() == ((dealer + 1) % 4,) == (m.state.order[0],)
        with pytest.raises(IllegalAction, match="bidding is over"):
            m.apply(m.to_act()[0], "bid 1")


@pytest.mark.parametrize("players", [2, 3, 5, 8])
def test_the_player_left_of_the_dealer_leads_the_first_trick_whatever_the_bids(players):
    """RULES: the first trick of a round is led by the live player left of the dealer,
    not by the highest bidder nor the dealer; the other seats may not play first."""
    rng = random.Random(players)
    for dealer in range(players):
        for out in (None, (dealer + 1) % players):
            if out is not None and players == 2:
                continue
            m = new(players)
            lives = [5] * players
            if out is not None:
                lives[out] = 0  # the dealer's left neighbour has fallen: the next one leads
            cv_rig(m, size=3, dealer=dealer, lives=lives)
            while m.state.phase == cv.BIDDING:
                p = m.to_act()[0]
                m.apply(p, rng.choice(m.legal_actions(p)))
            leader = next(q % players for q in range(dealer + 1, dealer + players + 1)
                          if lives[q % players] > 0)
            assert m.to_act() == (leader,), f"dealer {dealer}, fallen {out}"
            for p in m.state.order:
                if p != leader:
                    with pytest.raises(IllegalAction):
                        m.apply(p, f"play {m.state.hands[p][0]}")
            m.apply(leader, f"play {m.state.hands[leader][0]}")
            assert m.state.trick[0][0] == leader


def first_trick(hands: dict[int, str], plays: list[str], dealer: int) -> TrickWon:
    m = new(len(hands))
    cv_rig(m, size=2, dealer=dealer, hands=hands)
    cv_bid_all(m, [0] * len(hands))
    (won,) = [e for e in play(m, *plays) if isinstance(e, TrickWon)]
    return won


def test_king_is_high_and_ace_is_low():
    ranks = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]
    for i, low in enumerate(ranks):
        for high in ranks[i + 1:]:
            for first_high in (True, False):
                a, b = (high + "s", low + "h") if first_high else (low + "s", high + "h")
                won = first_trick({0: f"{a} 2c", 1: f"{b} 3c"}, [a, b], dealer=1)
                assert won.player == (0 if first_high else 1), f"{a} then {b}"


def test_suits_do_not_matter_and_need_not_be_followed():
    m = new(2)
    cv_rig(m, size=2, dealer=1, hands={0: "Ah 9h", 1: "2h 3s"})
    cv_bid_all(m, [0, 0])
    play(m, "Ah")
    assert "play 3s" in m.view(1).legal, "no obligation to follow suit"
    (won,) = [e for e in play(m, "3s") if isinstance(e, TrickWon)]
    assert won.player == 1, "a 3 of another suit beats the led ace: suits never matter"


@pytest.mark.parametrize("cards,winner", [
    (["7s", "7h", "5c"], 1),
    (["7s", "7h", "7d"], 2),
    (["Ks", "Kh", "Qc"], 1),
    (["As", "2h", "2c"], 2),
    (["9s", "8h", "9c"], 2),
])
def test_equal_rank_the_card_played_later_wins(cards, winner):
    hands = {p: f"{c} {spare}" for p, (c, spare) in enumerate(zip(cards, ["3d", "4d", "5d"]))}
    won = first_trick(hands, cards, dealer=2)
    assert won.player == winner
    assert won.cards == tuple((p, card(c)) for p, c in enumerate(cards))


def test_trick_winner_leads_the_next_trick():
    m = new(4)
    cv_rig(m, size=3, dealer=3,
           hands={0: "2s 3s 4s", 1: "Ks 2h 3h", 2: "5s 6s 7s", 3: "8s 9s 10s"})
    cv_bid_all(m, [0, 0, 0, 0])
    events = play(m, "2s", "Ks", "5s", "8s")
    assert TrickWon(1, tuple((p, card(c)) for p, c in enumerate(["2s", "Ks", "5s", "8s"]))) \
        in events
    assert m.to_act() == (1,)
    seen = []
    for c in ("2h", "6s", "9s", "3s"):
        seen.append(m.to_act()[0])
        play(m, c)
    assert seen == [1, 2, 3, 0], "play goes on to the left of the trick winner"
    assert m.view(0).last_trick_winner == 3 and m.to_act() == (3,)


def test_a_card_not_in_hand_is_refused():
    m = new(2)
    cv_rig(m, size=2, dealer=1, hands={0: "Ah 9h", 1: "2h 3s"})
    cv_bid_all(m, [0, 0])
    with pytest.raises(IllegalAction, match="2h is not in your hand"):
        m.apply(0, "play 2h")
    fresh = new(2)
    (p,) = fresh.to_act()
    with pytest.raises(IllegalAction, match="time to bid"):
        fresh.apply(p, f"play {fresh.state.hands[p][0]}")


# ---------------------------------------------------------------- the 1-card round
def test_one_card_round_hides_your_own_card_and_shows_the_others():
    m = new(4)
    cv_rig(m, size=1, dealer=3, hands={0: "Ks", 1: "2h", 2: "7d", 3: "Qc"})
    for p in range(4):
        v = m.view(p)
        assert v.blind and v.hand == () and v.hand_sizes == (1, 1, 1, 1)
        shown = dict(v.visible)
        assert p not in shown, f"seat {p} must not see its own card"
        assert shown == {q: m.state.hands[q][0] for q in range(4) if q != p}
        assert str(m.state.hands[p][0]) not in " ".join(map(str, shown.values()))


def test_one_card_round_calls_are_win_or_lose():
    m = new(3)
    cv_rig(m, size=1, dealer=2)
    assert m.view(0).legal == ("bid 0", "bid 1")
    m.apply(0, "win")
    m.apply(1, "lose")
    assert m.state.bids[:2] == [1, 0]
    assert m.actions == [(0, "bid 1"), (1, "bid 0")], "calls are saved as bids"


@pytest.mark.parametrize("before,allowed", [
    ([0, 0, 0], ["bid 0"]),      # nobody said win: the dealer must say lose
    ([1, 0, 0], ["bid 1"]),      # exactly one win: the dealer must say win
    ([0, 0, 1], ["bid 1"]),
    ([1, 1, 0], ["bid 0", "bid 1"]),  # two or more wins: free
    ([1, 1, 1], ["bid 0", "bid 1"]),
])
def test_one_card_round_dealer_is_forced(before, allowed):
    m = new(4)
    cv_rig(m, size=1, dealer=3)
    for p, b in enumerate(before):
        m.apply(p, "win" if b else "lose")
    assert [str(a) for a in m.legal_actions(3)] == allowed
    if len(allowed) == 1:
        other = "lose" if allowed == ["bid 1"] else "win"
        with pytest.raises(IllegalAction, match="add up to 1"):
            m.apply(3, other)


def test_one_card_round_nothing_is_played_cards_are_revealed():
    m = new(3)
    cv_rig(m, size=1, dealer=2, hands={0: "5s", 1: "Kh", 2: "9d"})
    m.apply(0, "lose")
    m.apply(1, "win")
    events = m.apply(2, "win")  # forced: exactly one "win" before
    assert kinds(events)[:3] == ["BidMade", "CardsRevealed", "RoundScored"]
    (shown,) = [e for e in events if isinstance(e, CardsRevealed)]
    assert shown.cards == ((0, card("5s")), (1, card("Kh")), (2, card("9d"))) and shown.winner == 1
    (scored,) = [e for e in events if isinstance(e, RoundScored)]
    assert scored.tricks == (0, 1, 0) and scored.lost == (0, 0, 1)
    assert kinds(events)[-1] == "RoundDealt" and m.view(0).round_size == 5


@pytest.mark.parametrize("dealer,hands,winner", [
    (3, {0: "Ks", 1: "2h", 2: "Kh", 3: "Qc"}, 2),   # order 0,1,2,3: seat 2 bids later
    (1, {0: "Ks", 1: "2h", 2: "Kh", 3: "Qc"}, 0),   # order 2,3,0,1: seat 0 bids later
    (0, {0: "Ac", 1: "Ah", 2: "As", 3: "Ad"}, 0),   # all equal: the dealer bids last
    (2, {0: "3c", 1: "Jh", 2: "10s", 3: "4d"}, 1),
])
def test_reveal_highest_wins_ties_go_to_the_later_bidder(dealer, hands, winner):
    m = new(4)
    cv_rig(m, size=1, dealer=dealer, hands=hands)
    events = cv_bid_all(m, [0, 0, 0, 0] if dealer != 0 else [0, 1, 1, 0])
    (shown,) = [e for e in events if isinstance(e, CardsRevealed)]
    assert shown.winner == winner
    assert [p for p, _ in shown.cards] == [(dealer + 1 + i) % 4 for i in range(4)]


# ---------------------------------------------------------------- lives and the end
def test_lives_lost_are_the_distance_between_bid_and_tricks():
    m = new(3)
    cv_rig(m, size=3, dealer=2, hands={0: "Ks Kh Kd", 1: "2s 3s 4s", 2: "5s 6s 7s"})
    cv_bid_all(m, [0, 2, 3])  # the dealer may not bid 1 (0 + 2 + 1 = 3)
    events = play(m, "Ks", "2s", "5s", "Kh", "3s", "6s", "Kd", "4s", "7s")
    (scored,) = [e for e in events if isinstance(e, RoundScored)]
    assert scored.bids == (0, 2, 3) and scored.tricks == (3, 0, 0)
    assert scored.lost == (3, 2, 3) and scored.lives == (2, 3, 2)
    assert m.view(1).lives == (2, 3, 2)


def test_exact_bid_costs_nothing():
    m = new(2)
    cv_rig(m, size=2, dealer=1, hands={0: "Ks Kh", 1: "2s 3s"})
    cv_bid_all(m, [2, 1])
    (scored,) = [e for e in play(m, "Ks", "2s", "Kh", "3s") if isinstance(e, RoundScored)]
    assert scored.lost == (0, 1) and scored.lives == (5, 4)


def test_a_player_at_zero_lives_is_eliminated():
    m = new(3)
    cv_rig(m, size=2, dealer=2, lives=[1, 5, 5], hands={0: "Ks Kh", 1: "2s 3s", 2: "4s 5s"})
    cv_bid_all(m, [0, 0, 0])
    events = play(m, "Ks", "2s", "4s", "Kh", "3s", "5s")
    (scored,) = [e for e in events if isinstance(e, RoundScored)]
    assert scored.lost == (2, 0, 0) and scored.lives == (0, 5, 5), "lives stop at 0"
    assert PlayerEliminated(0) in events and PlayerEliminated(1) not in events
    (dealt,) = [e for e in events if isinstance(e, RoundDealt)]
    assert 0 not in dealt.order and m.state.hands[0] == []
    rng = random.Random(7)
    while not m.is_terminal():
        assert 0 not in m.to_act() and m.view(0).legal == ()
        p = m.to_act()[0]
        m.apply(p, rng.choice(m.legal_actions(p)))
    assert 0 not in m.winners()


def test_the_last_player_with_lives_wins():
    m = new(2)
    cv_rig(m, size=2, dealer=1, lives=[1, 5], hands={0: "Ks Kh", 1: "2s 3s"})
    cv_bid_all(m, [0, 0])
    events = play(m, "Ks", "2s", "Kh", "3s")
    assert kinds(events)[-3:] == ["RoundScored", "PlayerEliminated", "GameOver"]
    assert events[-1] == GameOver((1,))
    assert m.is_terminal() and m.winners() == (1,) and m.to_act() == ()
    assert m.view(0).winners == (1,) and m.view(1).legal == ()
    with pytest.raises(IllegalAction, match="game is over"):
        m.apply(1, "bid 0")


def test_all_fall_together_most_lives_before_clamping_wins():
    m = new(2)
    # seat 0 (1 life) bids 0 and takes 3: 1 - 3 = -2; seat 1 (2 lives) bids 2, takes 0: 0
    cv_rig(m, size=3, dealer=1, lives=[1, 2], hands={0: "Ks Kh Kd", 1: "2s 3s 4s"})
    cv_bid_all(m, [0, 2])  # the dealer may not bid 3; 2 costs exactly its 2 lives
    events = play(m, "Ks", "2s", "Kh", "3s", "Kd", "4s")
    (scored,) = [e for e in events if isinstance(e, RoundScored)]
    assert scored.lives == (0, 0) and scored.lost == (3, 2)
    assert events[-1] == GameOver((1,)), "raw lives -2 against 0: seat 1 wins"
    assert m.winners() == (1,)


def test_all_fall_together_an_exact_tie_is_shared():
    m = new(3)
    cv_rig(m, size=2, dealer=1, lives=[2, 1, 0], hands={0: "Ks Kh", 1: "2s 3s"})
    assert m.state.order == (0, 1)
    cv_bid_all(m, {0: 0, 1: 1})  # seat 0 takes both (-2 -> 0), seat 1 none (-1 -> 0)
    events = play(m, "Ks", "2s", "Kh", "3s")
    assert events[-1] == GameOver((0, 1)) and m.winners() == (0, 1)
    assert PlayerEliminated(2) not in events, "seat 2 was out already"


def test_the_next_round_starts_by_itself():
    m = new(3)
    cv_rig(m, size=2, dealer=2, hands={0: "Ks Kh", 1: "2s 3s", 2: "4s 5s"})
    cv_bid_all(m, [2, 0, 1])
    events = play(m, "Ks", "2s", "4s", "Kh", "3s", "5s")
    assert kinds(events)[-2:] == ["RoundScored", "RoundDealt"]
    assert m.state.phase == cv.BIDDING and m.view(0).round_size == 1
    assert m.to_act() == (m.view(0).order[0],), "the new round waits only for its first bid"


@pytest.mark.parametrize("players", [2, 8])
def test_two_and_eight_players_play_to_the_end(players):
    for seed in range(15):
        m = new(players, seed)
        dealt = [c for h in m.state.hands for c in h]
        assert len(dealt) == 5 * players == len(set(dealt))
        m = play_random(GAME, {"players": players}, seed, random.Random(seed))
        assert m.is_terminal() and m.winners()
        lives = m.view(0).lives
        alive = [p for p in range(players) if lives[p] > 0]
        assert len(alive) <= 1
        if alive:
            assert m.winners() == tuple(alive)


def test_eight_player_deal_uses_forty_distinct_cards_each_round():
    m = immortal(new(8, seed=99))
    rng = random.Random(0)
    for _ in range(5):
        size = m.view(0).round_size
        dealt = [c for h in m.state.hands for c in h]
        assert len(dealt) == len(set(dealt)) == 8 * size
        random_rounds(m, 1, rng)
