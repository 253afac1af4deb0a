"""Cinco Vidas Difícil's deals of the hidden hands: consistent with everything seen, and
drawn in proportion to how well they explain what each rival bid and played; and its bid,
kept at the rule of thumb unless the playouts clearly prefer another."""
from __future__ import annotations

import random
from collections import Counter

from hod_desktop.ai.cinco_vidas import rivals, sim
from hod_desktop.ai.base import run_to_end
from hod_desktop.ai.cinco_vidas.bot import HardBot, Table, make_bot, settle_bid
from hod_desktop.engine.cards import FRENCH, parse_card
from hod_desktop.engine.cinco_vidas import BIDDING, PLAYING, CincoVidasState, parse_action
from game_hooks.cinco_vidas import sim_round_copy, sim_round_mid_play


def test_deal_unseen_gives_each_hand_its_size_from_the_unseen_ranks():
    rng = random.Random(4)
    unseen = [1, 1, 2, 5, 5, 5, 9, 12, 13, 13]
    for _ in range(200):
        hands = rivals.deal_unseen(rng, unseen, [3, 0, 2, 4])
        assert [len(h) for h in hands] == [3, 0, 2, 4]
        assert all(h == sorted(h) for h in hands)
        dealt = Counter(r for h in hands for r in h)
        assert not dealt - Counter(unseen)  # never a rank more often than it is unseen


def test_resample_keeps_deals_in_proportion_to_their_weights():
    pool = [rivals.Candidate([[i]], w, [0.5]) for i, w in enumerate((0.0, 1.0, 0.0, 3.0))]
    kept = rivals.resample(random.Random(2), pool, 4)
    assert Counter(c.hands[0][0] for c in kept) == {1: 1, 3: 3}
    many = rivals.resample(random.Random(3), pool, 400)
    assert Counter(c.hands[0][0] for c in many) == {1: 100, 3: 300}


def test_weigh_reads_a_kings_and_queens_bid_as_careless():
    """Q Q J J 2 bid 2 (its Queens) is what a careless player says; bid 3 a careful one."""
    held = [[], [12, 12, 11, 11, 2], [], []]
    played = [[], [], [], []]
    prior = [0.5] * 4
    w2, post2 = rivals.weigh(held, played, [1], [1, 2, None, None], [], 4, 5, prior, {})
    w3, post3 = rivals.weigh(held, played, [1], [1, 3, None, None], [], 4, 5, prior, {})
    assert post2[1] > 0.5 > post3[1]
    assert post2[0] == post2[2] == 0.5  # nobody else is read from rival 1's bid
    assert w2 > 0 and w3 > 0


def _views_of_a_facil_table(seed: int):
    """Views of the Difícil seat in one 5-card round against three Fácil bots."""
    s = CincoVidasState({"players": 4}, seed)
    bots = [make_bot("facil", random.Random(seed + i)) for i in range(4)]
    hero = s.order[1]
    views = []
    while s.round_no == 0:
        p = s.to_act()[0]
        v = s.view(p)
        if p == hero:
            views.append((s, v))
        s.apply(p, parse_action(run_to_end(bots[p].decide(v))))
    return views


def _deals(bot: HardBot, view):
    gen = bot._likely_deals(Table(view))
    try:
        while True:
            next(gen)
    except StopIteration as done:
        return done.value


def test_sampled_deals_hold_only_unseen_cards_in_the_right_hand_sizes():
    checked = 0
    for seed in range(6):
        for state, view in _views_of_a_facil_table(seed):
            t = Table(view)
            seen = Counter(c.value for c in view.played)
            for deal in _deals(HardBot(random.Random(seed), samples=12), view):
                assert sorted(deal.hands[t.me]) == sorted(t.hand)
                for q, p in enumerate(t.order):
                    assert len(deal.hands[q]) == view.hand_sizes[p]
                held = Counter(r for h in deal.hands for r in h)  # mine included
                assert all(held[r] + seen[r] <= 4 for r in range(1, 14))
                assert all(0.0 <= x <= 1.0 for x in deal.careless)
                checked += 1
    assert checked > 300


def test_the_reading_leans_careless_for_facil_rivals_and_careful_for_normal_ones():
    """At its last card of a round, the Difícil bot's reading of each rival (from the
    bids and every play) says careless for most Fácil rivals, careful for most Normal."""
    for level, leans_careless in (("facil", True), ("normal", False)):
        votes = total = 0
        for seed in range(30):
            s = CincoVidasState({"players": 4}, 100 + seed)
            hero = s.order[3]
            bot = HardBot(random.Random(seed), samples=16)
            others = [make_bot(level, random.Random(seed * 4 + i)) for i in range(4)]
            while s.round_no == 0:
                p = s.to_act()[0]
                v = s.view(p)
                who = bot if p == hero else others[p]
                if p == hero and v.phase == PLAYING and len(v.hand) == 1:
                    _deals(bot, v)
                    votes += sum(x > 0.5 for x in bot._last.values())
                    total += len(bot._last)
                s.apply(p, parse_action(run_to_end(who.decide(v))))
        assert total > 30
        assert (votes > total / 2) == leans_careless, (level, votes, total)


def test_inlined_mixed_rollout_plays_as_the_move_by_move_one():
    rng = random.Random(5)
    differs = 0
    for _ in range(2000):
        a, b = sim_round_mid_play(rng)
        k = a.k
        careless = {q for q in range(k) if rng.random() < 0.5}
        seed = rng.randrange(1 << 30)
        plain = sim_round_copy(a)
        plain.rollout()
        rivals.mixed_rollout_reference(a, careless, random.Random(seed))
        rivals.mixed_rollout(b, careless, random.Random(seed))
        assert a.won == b.won and b.finished()
        differs += plain.won != b.won
    assert differs > 200  # the careless seats really play otherwise


# ---------------------------------------------------------------- bidding near the rule
def _first_bid_view(mine: str, others=("2h 3h 5c 6d 9s", "Qh Qd 10c 5h 2s", "Ac 3c 7d 8s Jd")):
    """A fresh 5-card round, seat 0 first to bid holding `mine` (the others' cards do not
    reach the view)."""
    s = CincoVidasState({"players": 4}, 0, _deal=False)
    s.round_no, s.dealer, s.phase = 0, 3, BIDDING
    s.order = (0, 1, 2, 3)
    s.hands = [[parse_card(c, FRENCH) for c in h.split()] for h in (mine, *others)]
    return s.view(0)


def test_settle_bid_leaves_the_rule_of_thumb_only_for_a_clear_gain():
    rule_scores = [1.0, 0.0] * 50
    narrow = [1.0, 0.0] * 49 + [0.0, 0.0]  # better in 1 deal of 100
    clear = [0.0, 0.0] * 40 + [1.0, 0.0] * 10  # better in 40 deals of 100
    assert settle_bid([rule_scores, narrow], 1, 0, 3.0) == 0
    assert settle_bid([rule_scores, clear], 1, 0, 3.0) == 1
    assert settle_bid([rule_scores, narrow], 1, 0, 0.0) == 1  # z = 0: any gain counts


def test_dificil_bids_the_rule_of_thumb_when_the_playouts_prefer_another_only_narrowly():
    """A J and low cards, first to bid: the rule of thumb says 1, the playouts lean to 0
    by less than their noise; the bot keeps 1, and takes the playouts' 0 only when told
    to follow any gain (`bid_z=None`, the behaviour before issue 14's replays)."""
    v = _first_bid_view("As 3h 4d 8c Js")
    assert sim.normal_bid([1, 3, 4, 8, 11], 4, 0, range(6)) == 1
    assert run_to_end(HardBot(random.Random(1), bid_z=None).decide(v)) == "bid 0"
    assert run_to_end(HardBot(random.Random(1)).decide(v)) == "bid 1"
