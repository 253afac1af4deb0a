"""Brag bots: legal, replayable from their seed, blind to hidden cards, thinking in steps."""
from __future__ import annotations

import random

import pytest

from hod_desktop.ai.brag import bot as brag_ai
from hod_desktop.ai.base import run_to_end
from hod_desktop.ai.registry import make_bot as registry_make_bot
from hod_desktop.engine.brag import BragState, Knocked, determinize, parse_action
from hod_desktop.engine.cards import FRENCH, parse_cards

LEVELS = brag_ai.LEVELS


def light(level: str, rng: random.Random):
    bot = brag_ai.make_bot(level, rng)
    if level == "dificil":
        bot.samples = 4
    return bot


def play_out(levels, seed: int):
    s = BragState({"players": len(levels)}, seed)
    bots = [light(lv, random.Random(seed * 100 + i)) for i, lv in enumerate(levels)]
    actions, knocks = [], 0
    while not s.is_terminal():
        p = s.current
        v = s.view(p)
        action = run_to_end(bots[p].decide(v))
        assert action in v.legal, (levels[p], action, v.legal)
        actions.append((p, action))
        knocks += sum(isinstance(e, Knocked) for e in s.apply(p, parse_action(action)))
    return actions, knocks


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("n", [3, 6, 10])
def test_bots_always_choose_a_legal_action_and_knock(level, n):
    _, knocks = play_out([level] + ["normal"] * (n - 1), 7 * n)
    assert knocks > 0


def test_same_seed_same_game_for_every_level():
    levels = ["dificil", "normal", "facil", "normal"]
    assert play_out(levels, 5) == play_out(levels, 5)


@pytest.mark.parametrize("level", LEVELS)
def test_hidden_cards_do_not_change_the_decision(level):
    """A twin state with the same view for the seat (other hidden cards) gets the same
    decision from a bot with the same seed."""
    rng = random.Random(11)
    checked = 0
    for seed in range(30):
        s = BragState({"players": 5}, seed)
        normal = [brag_ai.make_bot("normal", random.Random(i)) for i in range(5)]
        for _ in range(rng.randrange(0, 12)):
            p = s.current
            s.apply(p, parse_action(run_to_end(normal[p].decide(s.view(p)))))
        if s.deal_no != 0:
            continue
        p = s.current
        view = s.view(p)
        twin = determinize(view, random.Random(seed))
        assert twin.view(p) == view
        assert [twin.hands[q] for q in twin.order if q != p] != \
            [s.hands[q] for q in s.order if q != p]
        a = run_to_end(light(level, random.Random(seed)).decide(view))
        b = run_to_end(light(level, random.Random(seed)).decide(twin.view(p)))
        assert a == b
        checked += 1
    assert checked >= 10


def test_decide_yields_while_thinking():
    s = BragState({"players": 6}, 3)
    bot = brag_ai.make_bot("dificil", random.Random(1))
    steps = 0
    gen = bot.decide(s.view(s.current))
    try:
        while True:
            next(gen)
            steps += 1
    except StopIteration as done:
        assert done.value in s.view(s.current).legal
    assert steps >= bot.samples


def test_normal_takes_a_visible_card_that_makes_a_prial_and_knocks_on_a_strong_hand():
    s = BragState({"players": 4}, 2)
    p = s.current
    s.hands[p] = parse_cards("9s 9h 2c", FRENCH)
    s.centre = parse_cards("4d 5c 9d", FRENCH)
    assert run_to_end(brag_ai.make_bot("normal", random.Random(0)).decide(s.view(p))) \
        == "swap 2c up"
    for _ in range(4):
        q = s.current
        s.apply(q, parse_action(s.view(q).legal[0]))
    q = s.current
    s.hands[q] = parse_cards("Ks Kh Kc", FRENCH)
    assert "knock" in s.view(q).legal
    for level in ("normal", "dificil"):
        assert run_to_end(brag_ai.make_bot(level, random.Random(0)).decide(s.view(q))) == "knock"


def test_registry_makes_each_level():
    for level in LEVELS:
        assert registry_make_bot("brag", level, 1, 2).level == level
    with pytest.raises(ValueError):
        brag_ai.make_bot("experto", random.Random(0))


def _direct_swap_value(pos, action) -> float:
    """The averaged chance written out card by card (what the table lookups must equal)."""
    from itertools import combinations

    if isinstance(action, brag_ai.Swap):
        i = pos.hand.index(action.card)
        rest = pos.hand[:i] + pos.hand[i + 1:]
        taken = pos.view.centre[action.slot]
        if taken is not None:
            return pos.value_of(rest + [taken])
        return sum(pos.value_of(rest + [x]) for x in pos.unseen) / len(pos.unseen)
    known = [c for c in pos.view.centre if c is not None]
    if len(known) == 3:
        return pos.value_of(known)
    combos = list(combinations(pos.unseen, 3 - len(known)))
    return sum(pos.value_of(known + list(x)) for x in combos) / len(combos)


@pytest.mark.parametrize("n", [3, 7, 10])
def test_averaged_swap_values_equal_the_card_by_card_average_to_the_last_bit(n):
    checked = 0
    for seed in range(3):
        s = BragState({"players": n}, seed)
        rng = random.Random(seed)
        while not s.is_terminal() and checked < 40 * (seed + 1):
            p = s.current
            pos = brag_ai.Position(s.view(p))
            for a in pos.actions:
                if not isinstance(a, brag_ai.Knock):
                    assert pos.swap_value(a) == _direct_swap_value(pos, a), (seed, a)
                    checked += 1
            s.apply(p, rng.choice(pos.actions))
    assert checked >= 60
