"""Cinco Vidas bots: legal, deterministic, blind to hidden cards, and thinking in steps."""
from __future__ import annotations

import random

import pytest

from hod_desktop.ai.cinco_vidas import bot as cv_ai
from hod_desktop.ai.cinco_vidas import sim
from hod_desktop.ai.base import run_to_end
from hod_desktop.ai.registry import make_bot as registry_make_bot
from hod_desktop.engine.cards import FRENCH, parse_card
from hod_desktop.engine.cinco_vidas import (BIDDING, PLAYING, CincoVidasState, RoundScored,
                                            parse_action)
from game_hooks.cinco_vidas import sim_round_mid_play

LEVELS = ("facil", "normal", "dificil")


def light(level: str, rng: random.Random):
    """A bot as the app makes it, with a small Difícil budget to keep tests fast."""
    bot = cv_ai.make_bot(level, rng)
    if level == "dificil":
        bot.samples = 6
    return bot


def play_out(levels, seed: int, max_actions: int = 10_000):
    n = len(levels)
    s = CincoVidasState({"players": n}, seed)
    bots = [light(lv, random.Random(seed * 100 + i)) for i, lv in enumerate(levels)]
    seen_blind = seen_dealer = False
    for _ in range(max_actions):
        if s.is_terminal():
            break
        p = s.to_act()[0]
        v = s.view(p)
        action = run_to_end(bots[p].decide(v))
        assert action in v.legal, (levels[p], action, v.legal)
        seen_blind |= v.blind
        seen_dealer |= v.forbidden_bid is not None
        s.apply(p, parse_action(action))
    assert s.is_terminal()
    return seen_blind, seen_dealer


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("n", range(2, 9))
def test_bots_always_choose_a_legal_action(level, n):
    blind = dealer = False
    for seed in range(3 if level == "dificil" else 8):
        others = ["normal"] * (n - 1)
        b, d = play_out([level] + others, seed * 13 + n)
        blind |= b
        dealer |= d
    assert dealer  # the dealer restriction was met
    if n <= 6:
        assert blind  # and, in most games, the 1-card round too


def test_mixed_table_of_every_level():
    for seed in range(4):
        play_out(["facil", "normal", "dificil", "facil", "normal"], 900 + seed)


def test_registry_makes_each_level():
    s = CincoVidasState({"players": 3}, 5)
    for level in LEVELS:
        bot = registry_make_bot("cinco_vidas", level, 5, 1)
        assert bot.level == level
        p = s.to_act()[0]
        assert run_to_end(bot.decide(s.view(p))) in s.view(p).legal
    with pytest.raises(ValueError):
        cv_ai.make_bot("imposible", random.Random(0))


def _views_along_a_game(seed: int, n: int = 4, limit: int = 60):
    s = CincoVidasState({"players": n}, seed)
    bots = [light("normal", random.Random(i)) for i in range(n)]
    out = []
    while not s.is_terminal() and len(out) < limit:
        p = s.to_act()[0]
        v = s.view(p)
        out.append(v)
        s.apply(p, parse_action(run_to_end(bots[p].decide(v))))
    return out


@pytest.mark.parametrize("level", LEVELS)
def test_same_view_and_seed_give_the_same_action(level):
    for v in _views_along_a_game(3)[:40]:
        a = run_to_end(light(level, random.Random(42)).decide(v))
        b = run_to_end(light(level, random.Random(42)).decide(v))
        assert a == b


def _hidden_swap(state: CincoVidasState, viewer: int) -> CincoVidasState:
    """A copy whose hidden cards differ but whose view for `viewer` is the same."""
    other = state.clone()
    dealt = {c for h in other.hands for c in h} | set(other.played)
    spare = [c for c in sorted(cv_ai_deck()) if c not in dealt]
    if other.size == 1:  # the viewer's own card is the hidden one
        other.hands[viewer] = [spare[0]]
    else:
        for p in other.order:
            if p != viewer and other.hands[p]:
                other.hands[p] = [spare[i] for i in range(len(other.hands[p]))]
                break
    return other


def cv_ai_deck():
    from hod_desktop.engine.cards import french_deck

    return french_deck()


@pytest.mark.parametrize("level", LEVELS)
def test_bots_cannot_see_hidden_cards(level):
    checked = 0
    for seed in range(6):
        s = CincoVidasState({"players": 4}, seed)
        bots = [light("normal", random.Random(i)) for i in range(4)]
        while not s.is_terminal() and s.round_no < 6:
            p = s.to_act()[0]
            twin = _hidden_swap(s, p)
            assert twin.view(p) == s.view(p)
            if twin.hands != s.hands:  # nothing is hidden when only the viewer holds cards
                a = run_to_end(light(level, random.Random(7)).decide(s.view(p)))
                b = run_to_end(light(level, random.Random(7)).decide(twin.view(p)))
                assert a == b
                checked += 1
            s.apply(p, parse_action(run_to_end(bots[p].decide(s.view(p)))))
    assert checked > 50


def test_dificil_thinks_in_steps():
    s = CincoVidasState({"players": 4}, 11)
    p = s.to_act()[0]
    gen = cv_ai.make_bot("dificil", random.Random(1)).decide(s.view(p))
    steps = 0
    try:
        while True:
            next(gen)
            steps += 1
    except StopIteration as done:
        assert done.value in s.view(p).legal
    assert steps >= 2


@pytest.mark.parametrize("level", LEVELS)
def test_decide_is_a_generator(level):
    s = CincoVidasState({"players": 3}, 2)
    gen = light(level, random.Random(0)).decide(s.view(s.to_act()[0]))
    assert hasattr(gen, "__next__") and hasattr(gen, "send")


# ---------------------------------------------------------------- the Normal tips
def _blind_view(cards_by_seat: dict[int, str], viewer: int, dealer: int = 3):
    s = CincoVidasState({"players": 4}, 0, _deal=False)
    s.round_no, s.dealer, s.phase = 4, dealer, BIDDING
    s.order = tuple((dealer + 1 + i) % 4 for i in range(4))
    s.hands = [[parse_card(cards_by_seat[p], FRENCH)] for p in range(4)]
    s.bid_i = s.order.index(viewer)
    for p in s.order[:s.bid_i]:
        s.bids[p] = 0
    return s.view(viewer)


def test_normal_says_lose_when_a_king_is_visible():
    v = _blind_view({0: "2h", 1: "Kc", 2: "5d", 3: "3s"}, viewer=0)
    assert run_to_end(cv_ai.make_bot("normal", random.Random(0)).decide(v)) == "bid 0"


def test_normal_says_win_when_the_visible_cards_are_low():
    v = _blind_view({0: "Qh", 1: "2c", 2: "3d", 3: "2s"}, viewer=0)
    assert run_to_end(cv_ai.make_bot("normal", random.Random(0)).decide(v)) == "bid 1"


def test_normal_bids_two_with_two_kings():
    assert sim.normal_bid([13, 13, 4, 3, 2], 4, 3, [0, 1, 2, 3, 4, 5]) == 2


def test_normal_dumps_high_card_once_bid_is_met():
    # bid met: the trick is being won by a Queen, dump the Jack (highest card that loses)
    counts = sim.unseen_counts_for([11, 3, 13], [0] * 14)
    assert sim.normal_play([11, 3, 13], 12, 1, 0, counts, sum(counts)) == 11


def test_normal_wins_last_with_the_cheapest_winner():
    counts = sim.unseen_counts_for([13, 9, 2], [0] * 14)
    assert sim.normal_play([13, 9, 2], 8, 0, 1, counts, sum(counts)) == 9


# ---------------------------------------------------------------- the private simulator
def test_simulator_matches_the_engine_over_random_rounds():
    rng = random.Random(5)
    for seed in range(300):
        n = rng.randint(2, 8)
        s = CincoVidasState({"players": n}, seed)
        # bid at random, then mirror every play in the simulator
        while s.phase == BIDDING:
            p = s.to_act()[0]
            s.apply(p, rng.choice(s.legal_actions(p)))
        if s.phase != PLAYING:
            continue
        order = s.order
        pos = {p: i for i, p in enumerate(order)}
        rnd = sim.Round([[c.value for c in s.hands[p]] for p in order],
                        [s.bids[p] for p in order], [0] * len(order), [], 0, [0] * 14)
        scored = None
        while scored is None:
            p = s.to_act()[0]
            assert pos[p] == rnd.to_move()
            a = rng.choice(s.legal_actions(p))
            rnd.play(pos[p], a.card.value)
            for e in s.apply(p, a):
                if isinstance(e, RoundScored):
                    scored = e
        assert rnd.finished()
        assert [scored.tricks[p] for p in order] == rnd.won


def test_fast_rollout_equals_the_reference_rollout():
    rng = random.Random(9)
    for _ in range(3000):
        a, b = sim_round_mid_play(rng)  # rollouts start mid-round, mid-trick
        a.rollout_reference()
        b.rollout()
        assert a.won == b.won and b.finished()


def test_table_rebuilds_who_played_what():
    rng = random.Random(3)
    for seed in range(60):
        n = rng.randint(2, 8)
        s = CincoVidasState({"players": n}, seed)
        mine = {p: [] for p in range(n)}
        while s.phase == BIDDING:
            p = s.to_act()[0]
            s.apply(p, rng.choice(s.legal_actions(p)))
        while s.phase == PLAYING and s.round_no == 0:
            p = s.to_act()[0]
            t = cv_ai.Table(s.view(p))
            assert t.played_by() == [mine[q] for q in s.order]
            a = rng.choice(s.legal_actions(p))
            mine[p].append(a.card.value)
            s.apply(p, a)
