"""Chinchón bots: always legal, deterministic for a seed, and sensible in clear spots."""
from __future__ import annotations

import random

import pytest

from hod_desktop.ai.base import run_to_end
from hod_desktop.ai.chinchon.bot import LEVELS, make_bot
from hod_desktop.ai.registry import make_bot as registry_bot
from hod_desktop.engine import chinchon as ch
from hod_desktop.engine.cards import SPANISH, parse_cards
from hod_desktop.engine.core import Match


def P(text):
    return parse_cards(text, SPANISH)


def play_out(levels, seed, max_steps=4000):
    m = Match("chinchon", {"players": len(levels)}, seed)
    bots = [make_bot(lv, random.Random(seed * 10 + i)) for i, lv in enumerate(levels)]
    for _ in range(max_steps):
        if m.is_terminal():
            break
        p = m.to_act()[0]
        view = m.view(p)
        action = run_to_end(bots[p].decide(view))
        assert action in view.legal
        m.apply(p, action)
    return m


@pytest.mark.parametrize("levels", [("facil", "normal"), ("dificil", "facil", "normal"),
                                    ("normal",) * 5])
def test_bots_play_legal_games_to_the_end(levels):
    m = play_out(levels, 3, max_steps=6000 if "dificil" not in levels else 150)
    assert m.is_terminal() or "dificil" in levels


@pytest.mark.parametrize("level", LEVELS)
def test_bots_are_deterministic(level):
    m = Match("chinchon", {"players": 3}, 5)
    rng = random.Random(2)
    for _ in range(12):  # a few random moves to reach a mid-hand spot
        p = m.to_act()[0]
        m.apply(p, rng.choice(m.legal_actions(p)))
    p = m.to_act()[0]
    view = m.view(p)
    a = run_to_end(make_bot(level, random.Random(7)).decide(view))
    b = run_to_end(make_bot(level, random.Random(7)).decide(view))
    c = run_to_end(registry_bot("chinchon", level, 11, p).decide(view))
    d = run_to_end(registry_bot("chinchon", level, 11, p).decide(view))
    assert a == b and c == d and a in view.legal


def _spot(hand, phase, pile="Rb", players=2):
    s = ch.ChinchonState({"players": players, "limit": 100, "reentry": True}, 1)
    s.order = tuple(range(players))
    cards = P(hand)
    top = P(pile)
    rest = [c for c in s.deck if c not in cards and c not in top]
    s.hands = [cards] + [[rest.pop() for _ in range(7)] for _ in range(players - 1)]
    s.pile, s.stock = top, rest
    s.turn, s.phase = 0, phase
    return s.view(0)


@pytest.mark.parametrize("level", LEVELS)
def test_bots_close_when_they_can(level):
    view = _spot("1o 2o 3o Rc Rb Re 4c Cc", ch.DISCARD, pile="2b")
    assert run_to_end(make_bot(level, random.Random(1)).decide(view)) == "close Cc"


@pytest.mark.parametrize("level", LEVELS)
def test_bots_close_with_chinchon(level):
    view = _spot("1o 2o 3o 4o 5o 6o 7o Rb", ch.DISCARD, pile="2b")
    assert run_to_end(make_bot(level, random.Random(1)).decide(view)) == "close Rb"


@pytest.mark.parametrize("level", ["normal", "dificil"])
def test_bots_take_a_discard_that_melds(level):
    view = _spot("1o 2o Rc Rb 6e 7b Sc", ch.DRAW, pile="3o")
    assert run_to_end(make_bot(level, random.Random(1)).decide(view)) == "draw discard"


@pytest.mark.parametrize("level", ["normal", "dificil"])
def test_bots_drop_a_lonely_figure(level):
    view = _spot("1o 2o 3o 1c 1e 2b 4b Cc", ch.DISCARD, pile="Rb")
    assert run_to_end(make_bot(level, random.Random(1)).decide(view)) == "discard Cc"


@pytest.mark.parametrize("level", LEVELS)
def test_bots_answer_reentry(level):
    m = Match("chinchon", {"players": 3}, 1)
    s = m.state
    s.out[1], s.queue, s.phase = True, [1], ch.REENTRY
    view = m.view(1)
    assert run_to_end(make_bot(level, random.Random(1)).decide(view)) == "reenter"


def test_normal_avoids_feeding_the_next_player():
    view = _spot("1o 2o 3o 1c 1e 1b Sb Cc", ch.DISCARD, pile="Rb")
    bot = make_bot("normal", random.Random(1))
    assert run_to_end(bot.decide(view)) == "discard Cc"
    fed = ch.ChinchonView(**{**view.__dict__, "last_taken": (None, P("Ce")[0])})
    assert run_to_end(bot.decide(fed)) == "discard Sb"
    near = ch.ChinchonView(**{**view.__dict__, "last_taken": (None, P("Rc")[0])})
    assert run_to_end(bot.decide(near)) == "discard Sb"


@pytest.mark.parametrize("level", ["normal", "dificil"])
def test_hold_for_chinchon_when_the_seventh_card_is_alive(level):
    bot = make_bot(level, random.Random(1))
    view = _spot("3c 4c 5c 6c 7c Sc 3e", ch.DRAW, pile="1o")
    assert run_to_end(bot.decide(view)) == "draw stock"  # no ping-pong on the discard
    view = _spot("3c 4c 5c 6c 7c Sc 3e", ch.DRAW, pile="2c")
    assert run_to_end(bot.decide(view)) == "draw discard"  # that one is the chinchón
    view = _spot("3c 4c 5c 6c 7c Sc 3e 1o", ch.DISCARD, pile="2b")
    assert view.can_close
    assert run_to_end(bot.decide(view)) in ("discard 3e", "discard 1o")


def test_search_counts_a_hand_that_ends_the_game():
    from hod_desktop.ai.chinchon.search import GAME_SWING, game_worth, worth
    from hod_desktop.ai.chinchon.sim import CLOSED, HandSim
    sim = HandSim([(), ()], (0, 1), 0, False, -1, [], [], 0, random.Random(0))
    sim.status, sim.closer, sim.points = CLOSED, 1, {0: 20, 1: 0}
    assert worth(sim, 0) == -20
    assert game_worth(sim, 0, (10, 10), 100) == -20  # nobody goes over: the points
    assert game_worth(sim, 0, (85, 10), 100) == -GAME_SWING  # we go over
    sim.closer, sim.points = 0, {0: 3, 1: 12}
    assert game_worth(sim, 0, (10, 95), 100) == GAME_SWING  # the rival goes over
    assert game_worth(sim, 0, (99, 95), 100) == GAME_SWING  # both over, ours lower
    assert game_worth(sim, 0, (10, 88), 100) == 9


def test_dificil_closes_a_held_chinchon_hand_when_the_close_ends_the_game():
    view = _spot("3c 4c 5c 6c 7c Sc 3e 1o", ch.DISCARD, pile="2b")
    assert view.can_close
    bot = make_bot("dificil", random.Random(1))
    assert run_to_end(bot.decide(view)) in ("discard 3e", "discard 1o")  # holds: 0 to 0
    near = ch.ChinchonView(**{**view.__dict__, "scores": (0, 96)})
    assert run_to_end(bot.decide(near)).startswith("close ")  # the rival would go over


@pytest.mark.parametrize("seed", range(4))
def test_dificil_keeps_a_card_the_next_player_collects(seed):
    """The next player took the king of cups from the discard, so it holds something that
    melds with it: Difícil keeps its own king loose and throws the 6 of clubs, though the
    king is 4 points dearer to keep (throwing it is what the hand alone would say)."""
    hand = "1o 2o 3o 5c 6c 7c Ro 6b"
    view = _spot(hand, ch.DISCARD, pile="1b")
    bot = make_bot("dificil", random.Random(seed))
    assert run_to_end(bot.decide(view)) == "discard Ro"  # nothing known: the king goes
    took = ch.ChinchonView(**{**view.__dict__, "known_held": ((), tuple(P("Rc")))})
    bot = make_bot("dificil", random.Random(seed))
    assert run_to_end(bot.decide(took)) == "discard 6b"


def test_dificil_closes_at_once_unless_the_close_may_end_the_game(monkeypatch):
    """At 0 to 0 Difícil closes as soon as it can, without playing the close out against
    its best throws (waiting let the rival close first more often than it found a better
    hand: issue 14); near the limit it still plays it out."""
    from hod_desktop.ai.chinchon import bot as chinchon_bot

    def no_search(*args, **kwargs):
        raise RuntimeError("played out")

    monkeypatch.setattr(chinchon_bot, "search", no_search)
    view = _spot("1o 2o 3o Rc Rb Re 4c Cc", ch.DISCARD, pile="2b")
    assert run_to_end(make_bot("dificil", random.Random(1)).decide(view)) == "close Cc"
    near = ch.ChinchonView(**{**view.__dict__, "scores": (0, 96)})
    with pytest.raises(RuntimeError, match="played out"):
        run_to_end(make_bot("dificil", random.Random(1)).decide(near))


@pytest.mark.parametrize("seed", range(3))
def test_dificil_near_its_limit_keeps_what_it_can_still_take(seed):
    """Kings set, and 1b 1e 4e 4o 2c loose. At 0 to 0 Difícil throws the 2 (keeping the
    pairs); at 92 with its re-entry spent it throws a 4: the 8 points it keeps are all it
    can still take, so a close by the rival now does not put it out (issue 14)."""
    view = _spot("4e Rc Rb 1b 4o 1e Ro 2c", ch.DISCARD, pile="7o")
    assert run_to_end(make_bot("dificil", random.Random(seed)).decide(view)) == "discard 2c"
    near = ch.ChinchonView(**{**view.__dict__, "scores": (92, 40), "reentry_used": (True, True)})
    choice = run_to_end(make_bot("dificil", random.Random(seed)).decide(near))
    assert choice in ("discard 4e", "discard 4o")


def test_a_hand_above_the_room_costs_the_over():
    from hod_desktop.ai.chinchon.value import expected_after_draw
    from hod_desktop.engine.chinchon.melds import hand_ids
    ids7 = hand_ids(P("Rc Rb Ro 1b 1e 4e 4o"))
    unseen = tuple(0 if i in ids7 else 1 for i in range(40))
    plain = expected_after_draw(ids7, unseen, 1)
    assert expected_after_draw(ids7, unseen, 1, room=99, over=20) == plain
    # no room at all: every outcome (even a close with all seven melded) costs 20 more
    assert expected_after_draw(ids7, unseen, 1, room=-11, over=20) == pytest.approx(plain + 20)
    # 5 of room: only the draws that leave more than 5 (most of them) cost it
    assert plain + 10 < expected_after_draw(ids7, unseen, 1, room=5, over=20) < plain + 20
