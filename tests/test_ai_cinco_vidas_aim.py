"""Cinco Vidas Difícil's bid-minded card rule for its playouts (`aim.aim_play`): it plays
for its bid where the rule of thumb does not, makes its bid more often, and the inlined
playout plays it exactly as the move-by-move one."""
from __future__ import annotations

import random

from hod_desktop.ai.base import run_to_end
from hod_desktop.ai.cinco_vidas import rivals, sim
from hod_desktop.ai.cinco_vidas.aim import aim_play
from hod_desktop.ai.cinco_vidas.bot import HardBot, NormalBot
from hod_desktop.engine.cinco_vidas import PLAYING, CincoVidasState, parse_action
from game_hooks.cinco_vidas import sim_round_copy, sim_round_mid_play
from test_ai_cinco_vidas_reading import _first_bid_view


def _out(*ranks):
    played = [0] * 14
    for v in ranks:
        played[v] += 1
    return played


def _both(hand, best, n_after, need, trick):
    played = _out(*trick)
    counts = sim.unseen_counts_for(hand, played)
    return (aim_play(hand, best, n_after, need, played, sum(played)),
            sim.normal_play(hand, best, n_after, need, counts, sum(counts)))


def test_aim_sheds_its_highest_card_on_a_trick_it_must_win_anyway():
    """Bid met, last to play, every card beats the trick: the rule of thumb wastes the 9,
    the aim gets rid of the King that could take a trick later."""
    assert _both([9, 11, 13], 5, 0, 0, [5, 3, 2]) == (13, 9)


def test_aim_keeps_a_middling_card_for_later_when_a_king_can_take_this_trick():
    """Short one trick, last to play over a 6 with 2 7 K: winning with the 7 leaves the
    King, which would take a second trick; winning with the King leaves nothing sure."""
    assert _both([2, 7, 13], 6, 0, 1, [6, 4, 3]) == (13, 7)


def test_aim_leads_a_card_that_may_hold_rather_than_its_best_when_it_has_spare_strength():
    assert _both([4, 6, 10, 12, 13], 0, 3, 2, []) == (10, 12)


def _exact_rate(me_aims: bool, rounds: int = 1500) -> float:
    hits = 0
    for seed in range(rounds):
        rng = random.Random(seed)
        deck = [r for r in range(1, 14) for _ in range(4)]
        rng.shuffle(deck)
        hands = [sorted(deck[5 * i:5 * i + 5]) for i in range(4)]
        bids: list[int] = []
        for pos in range(4):
            allowed = list(range(6))
            if pos == 3 and 0 <= 5 - sum(bids) <= 5:
                allowed.remove(5 - sum(bids))
            bids.append(sim.normal_bid(hands[pos], 4, pos, allowed))
        me = seed % 4
        rnd = sim.Round(hands, bids, [0] * 4, [], 0, [0] * 14)
        rnd.rollout(aim={me} if me_aims else ())
        hits += rnd.won[me] == bids[me]
    return hits / rounds


def test_aim_makes_its_bid_far_more_often_than_the_rule_of_thumb():
    """Three rule-of-thumb players, everybody bidding the rule of thumb: one seat playing
    the aim makes its bid in about 81% of rounds, playing the rule of thumb 55%."""
    assert _exact_rate(True) > _exact_rate(False) + 0.15


def test_inlined_rollout_with_aiming_seats_plays_as_the_move_by_move_one():
    rng = random.Random(8)
    differs = 0
    for _ in range(1500):
        a, b = sim_round_mid_play(rng)
        k = a.k
        careless = {q for q in range(k) if rng.random() < 0.3}
        aim = {q for q in range(k) if q not in careless and rng.random() < 0.5}
        seed = rng.randrange(1 << 30)
        plain = sim_round_copy(a)
        rivals.mixed_rollout(plain, careless, random.Random(seed))
        rivals.mixed_rollout_reference(a, careless, random.Random(seed), aim)
        rivals.mixed_rollout(b, careless, random.Random(seed), aim)
        assert a.won == b.won and b.finished()
        differs += plain.won != b.won
    assert differs > 100  # the aiming seats really play otherwise


def test_reading_leans_to_the_aiming_player_for_a_rival_that_plays_the_aims_card():
    """Rival 3 has met its bid (0) and plays last on a trick its every card beats: the
    rule of thumb would spend its 9, the aiming player sheds the King. The deal's share
    of the careful reading that is the aiming player's follows the card it played."""
    hand = [9, 10, 11, 12, 13]
    assert aim_play(hand, 5, 0, 0, _out(5, 3, 2), 3) == 13
    tricks_for = lambda card: [[(0, 5), (1, 3), (2, 2), (3, card)]]
    shares = {}
    for card in (13, 9):
        held = [[], [], [], [v for v in hand if v != card]]
        played = [[5], [3], [2], [card]]
        aim = [-1.0] * 4
        rivals.weigh(held, played, [3], [0, 0, 1, 0], tricks_for(card), 4, 5, [0.5] * 4,
                     {}, aim)
        shares[card] = aim[3]
    assert shares[13] > 0.8 > 0.2 > shares[9]


def _seat0_view(seed: int = 900010, hand=(8, 8, 11), on_trick: int = 2):
    """Seat 0's view in a game of four Normal bots once it holds `hand` with `on_trick`
    cards on the trick (seat 0 bid 1 and has no trick yet; the bidder after it, 0, is
    sure to duck)."""
    s = CincoVidasState({"players": 4}, seed)
    bots = [NormalBot(random.Random(seed * 7 + i)) for i in range(4)]
    while True:
        p = s.to_act()[0]
        v = s.view(p)
        if p == 0 and v.phase == PLAYING and sorted(c.value for c in v.hand) == list(hand) \
                and len(v.trick) == on_trick:
            return v
        s.apply(p, parse_action(run_to_end(bots[p].decide(v))))


def test_dificil_takes_the_trick_with_its_jack_when_its_later_cards_aim():
    """8 8 J, bid 1, a 9 on the trick and a player after it who must duck: with my later
    cards played by the rule of thumb the playouts keep the Jack (and play an 8); with
    them played for the bid, the Jack takes this trick and the 8s lose the last two."""
    v = _seat0_view()
    assert v.bids[0] == 1 and v.tricks_won[0] == 0 and max(c.value for _, c in v.trick) == 9
    for seed in range(3):
        assert run_to_end(HardBot(random.Random(seed)).decide(v)).startswith("play J")
        assert run_to_end(HardBot(random.Random(seed), aim=False).decide(v)).startswith("play 8")


def test_aiming_playouts_no_longer_lean_below_the_rule_of_thumb_with_king_and_jack():
    """K, J and low cards, first to bid: the rule of thumb says 2. Playouts in which my
    later cards follow the rule of thumb lean to 1 (the bid issue 14's replays found
    worse); with them played for the bid, the playouts themselves choose 2."""
    v = _first_bid_view("4s 7d 8c Jh Kc")
    for seed in (1, 2):
        old = HardBot(random.Random(seed), bid_z=None, aim=False)
        assert run_to_end(old.decide(v)) == "bid 1"
        assert run_to_end(HardBot(random.Random(seed), bid_z=None).decide(v)) == "bid 2"
