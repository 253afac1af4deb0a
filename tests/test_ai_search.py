"""Chinchón Difícil's search and Cinco Vidas Difícil's reading of its rivals."""
from __future__ import annotations

import random

from hod_desktop.ai.chinchon import search
from hod_desktop.ai.cinco_vidas import rivals
from hod_desktop.ai.base import run_to_end
from hod_desktop.ai.chinchon.bot import Table, make_bot
from hod_desktop.ai.chinchon.sim import CLOSE, DISCARD, PLAYING
from hod_desktop.ai.cinco_vidas.bot import HardBot
from hod_desktop.engine import chinchon as ch
from hod_desktop.engine.cards import parse_cards
from hod_desktop.engine.chinchon.melds import card_id
from hod_desktop.engine.cinco_vidas import (BidMade, CincoVidasState, TrickWon,
                                            parse_action)


def _spot(hand: str, pile: str = "2b") -> ch.ChinchonView:
    s = ch.ChinchonState({"players": 2, "limit": 100, "reentry": True}, 3)
    cards, top = parse_cards(hand), parse_cards(pile)
    rest = [c for c in s.deck if c not in cards and c not in top]
    s.hands = [cards, [rest.pop() for _ in range(7)]]
    s.pile, s.stock = top, rest
    s.turn, s.phase = 0, ch.DISCARD
    return s.view(0)


# ---------------------------------------------------------------- Chinchón search
def test_throw_score_keeps_melds_and_throws_lonely_figures():
    hand = tuple(sorted(card_id(c) for c in parse_cards("1o 2o 3o 5c 5e Re 7c 6b")))
    scores = {c: search.throw_score(c, hand) for c in hand}
    assert max(scores, key=scores.get) == card_id(parse_cards("Re")[0])
    assert scores[card_id(parse_cards("2o")[0])] < 0 < scores[card_id(parse_cards("7c", "spanish")[0])]


def test_playouts_end_the_hand_with_legal_moves():
    view = _spot("1o 2o Rc Rb 6e 7b Sc 4c")
    table = Table(view)
    rng = random.Random(2)
    for _ in range(30):
        sim = search.deal_from_view(view, table.unseen, rng)
        assert sim.hands[1] and len(sim.stock) == view.stock_size
        for _ in range(400):
            if sim.status != PLAYING:
                break
            legal = sim.legal()
            move = search.Policy.end_turn(sim) if sim.drawn else search.Policy.draw(sim)
            assert move in legal
            sim.apply(move)
        assert sim.status != PLAYING


def test_search_prefers_closing_at_minus_ten_to_throwing():
    view = _spot("1o 2o 3o 4o Rc Rb Re 7b")
    table = Table(view)
    worths = run_to_end(search.search(view, table.unseen, [CLOSE + card_id(parse_cards("7b")[0]),
                                                           DISCARD + card_id(parse_cards("7b")[0])],
                                      random.Random(1), 12))
    close, throw = worths[CLOSE + card_id(parse_cards("7b")[0])], \
        worths[DISCARD + card_id(parse_cards("7b")[0])]
    assert close > throw and close > 10


def test_dificil_closes_through_its_search_and_yields_while_thinking():
    view = _spot("1o 2o 3o Rc Rb Re 4c Cc")
    view = ch.ChinchonView(**{**view.__dict__, "scores": (0, 90)})  # the close may end the game
    steps = 0
    thinking = make_bot("dificil", random.Random(1)).decide(view)
    try:
        while True:
            next(thinking)
            steps += 1
    except StopIteration as done:
        assert done.value == "close Cc"
    assert steps > make_bot("dificil", random.Random(1)).SEARCH_DEALS


# ---------------------------------------------------------------- Cinco Vidas rivals
def test_careless_bid_counts_kings_and_queens():
    assert rivals.careless_bid([13, 12, 2, 5, 13], [0, 1, 2, 3, 4, 5]) == [3]
    assert rivals.careless_bid([13, 12, 2, 5, 13], [0, 1, 2, 4, 5]) == [2, 4]
    # Q Q J J 2: the careless player bids its two Queens, the careful one 3
    careless, careful = rivals.bid_likelihoods([12, 12, 11, 11, 2], 2, 4, 0, [0, 1, 2, 3, 4, 5])
    assert careless == 1.0 and careful < 0.5
    careless, careful = rivals.bid_likelihoods([12, 12, 11, 11, 2], 3, 4, 0, [0, 1, 2, 3, 4, 5])
    assert careful == 1.0 and careless < 0.5


def test_rounds_of_normal_bots_read_careful_and_of_facil_bots_careless():
    """Score one rival's whole round (its dealt hand, bid and plays) under both models."""
    for level, want_careless in (("normal", False), ("facil", True)):
        careless_votes = 0
        for seed in range(40):
            s = CincoVidasState({"players": 4}, seed)
            bots = [make_cv(level, seed * 4 + i) for i in range(4)]
            order = s.order
            whole = [sorted(c.value for c in s.hands[p]) for p in order]
            bids, tricks = [None] * 4, []
            while s.round_no == 0:
                p = s.to_act()[0]
                for e in s.apply(p, parse_action(run_to_end(bots[p].decide(s.view(p))))):
                    if isinstance(e, BidMade):
                        bids[order.index(e.player)] = e.bid
                    if isinstance(e, TrickWon):
                        tricks.append([(order.index(q), c.value) for q, c in e.cards])
            careless, careful = rivals.round_likelihoods(whole, bids, tricks, 4, 5, 1)
            careless_votes += careless > careful
        assert (careless_votes > 20) == want_careless, (level, careless_votes)


def test_hard_bot_carries_its_reading_to_the_next_round():
    bot = HardBot(random.Random(1), samples=8)
    s = CincoVidasState({"players": 4}, 11)
    others = [make_cv("facil", i) for i in range(4)]
    me = None
    while s.round_no < 2:
        p = s.to_act()[0]
        if me is None:
            me = p
        v = s.view(p)
        bot_p = bot if p == me else others[p]
        s.apply(p, parse_action(run_to_end(bot_p.decide(v))))
    assert bot.belief and all(0.05 <= b <= 0.95 for b in bot.belief.values())
    assert me not in bot.belief


def make_cv(level: str, i: int):
    from hod_desktop.ai.cinco_vidas.bot import make_bot as cv_bot

    return cv_bot(level, random.Random(100 + i))


def test_throw_scores_score_every_card_as_throw_score_does():
    """The one-pass scoring used by the reading of throws agrees with `throw_score`,
    with one deck and with two (a card's twin is not a partner)."""
    rng = random.Random(3)
    for t in range(3000):
        deck = list(range(40)) * (2 if t % 2 else 1)
        hand = tuple(sorted(rng.sample(deck, 8)))
        assert search.throw_scores(hand) == [search.throw_score(c, hand) for c in hand], hand
