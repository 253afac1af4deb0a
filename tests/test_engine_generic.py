"""One suite for every registered game (after OpenSpiel's random_sim_test).

Every game of the game list (`hod_desktop/game_list.py`) × every player count it allows ×
hypothesis-drawn seeds and action choices: replay determinism, JSON round-trip, action
text round-trip, legal actions, apply-on-clone, card accounting, hidden information,
illegal actions and determinization. A new game is covered as soon as its entry is in the
list; the card checks also need its hooks in `tests/game_hooks/<game>.py`.
"""
from __future__ import annotations

import os
import random
import sys

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from hod_desktop.engine.core import IllegalAction, Match, get_rules
from helpers import (CHECK_RATE, HOOKS, all_cards, all_views, choose_action,
                           generic_cases, n_players, random_options, random_walk,
                           snapshot)

EXAMPLES = int(os.environ.get("HOD_GENERIC_EXAMPLES", "6"))
CASES = generic_cases()
IDS = [f"{g}-{n}p" + "".join(f"-{v}" for v in fixed.values()) for g, n, fixed in CASES]

seeds = st.integers(min_value=0, max_value=(1 << 40) - 1)
choice_seeds = st.integers(min_value=0, max_value=(1 << 32) - 1)
generic = settings(max_examples=EXAMPLES, deadline=None,
                   suppress_health_check=[HealthCheck.too_slow])
cases = pytest.mark.parametrize("game,players,fixed", CASES, ids=IDS)


def walk(game: str, players: int, fixed: dict, seed: int, choice_seed: int):
    rng = random.Random(choice_seed)
    options = random_options(get_rules(game), players, rng, fixed)
    return random_walk(game, options, seed, rng), rng


def texts(actions) -> list[str]:
    return [str(a) for a in actions]


# fragments of Python's own error messages: a person should never read these
PYTHON_INTERNALS = ("Traceback", "object at 0x", "invalid literal", "has no attribute",
                    "unhashable", "index out of range", "NoneType", "not subscriptable")


def assert_rejected(match: Match, player, action, why: str, before=None) -> None:
    """`action` by `player` raises IllegalAction with a message and changes nothing.

    `before` (from `before_rejection`) saves recomputing the views for many rejections in
    a row: a view is a function of the state, so an equal snapshot means equal views."""
    before_json, before_views, before_state = before or before_rejection(match)
    with pytest.raises(IllegalAction) as info:
        match.apply(player, action)
    message = str(info.value)
    assert message.strip() and len(message) >= 8, f"{why}: no human reason given ({message!r})"
    assert not any(bit in message for bit in PYTHON_INTERNALS), (
        f"{why}: {message!r} is not for people")
    assert match.to_json() == before_json, f"{why}: the action was recorded"
    assert snapshot(match.state) == before_state, f"{why}: the state changed"
    if before is None:
        assert all_views(match) == before_views, f"{why}: a view changed"


def before_rejection(match: Match) -> tuple:
    return match.to_json(), all_views(match), snapshot(match.state)


# ---------------------------------------------------------------- determinism and saves
@cases
@generic
@given(seed=seeds, choice_seed=choice_seeds)
def test_replay_is_deterministic(game, players, fixed, seed, choice_seed):
    steps, _ = walk(game, players, fixed, seed, choice_seed)
    recorded = []
    for step in steps:
        if step.action is not None:
            recorded.append((step.player, str(step.action)))
    original = step.match
    replay = Match(game, original.options, seed)
    for player, text in recorded:
        replay.apply(player, text)
    assert replay.is_terminal()
    assert replay.to_json() == original.to_json()
    assert all_views(replay) == all_views(original)
    assert replay.winners() == original.winners()


@cases
@generic
@given(seed=seeds, choice_seed=choice_seeds)
def test_replay_gives_same_events_and_views_step_by_step(game, players, fixed, seed, choice_seed):
    rng = random.Random(choice_seed)
    options = random_options(get_rules(game), players, rng, fixed)
    a, b = Match(game, options, seed), Match(game, options, seed)
    rate = CHECK_RATE.get(game, 1.0)
    assert all_views(a) == all_views(b)
    while not a.is_terminal():
        assert a.to_act() == b.to_act()
        player, action = choose_action(a, rng)
        assert a.apply(player, action) == b.apply(player, str(action))
        if rng.random() < rate:
            assert all_views(a) == all_views(b)
            assert snapshot(a.state) == snapshot(b.state)
    assert b.is_terminal() and a.winners() == b.winners()
    assert a.to_json() == b.to_json() and all_views(a) == all_views(b)


@cases
@generic
@given(seed=seeds, choice_seed=choice_seeds)
def test_json_round_trip_at_random_points(game, players, fixed, seed, choice_seed):
    steps, rng = walk(game, players, fixed, seed, choice_seed)
    for step in steps:
        if (step.check and rng.random() < 0.3) or step.action is None:
            m = step.match
            copy = Match.from_json(m.to_json())
            assert copy.to_json() == m.to_json()
            assert copy.to_dict() == m.to_dict()
            assert all_views(copy) == all_views(m)
            assert snapshot(copy.state) == snapshot(m.state)
            assert copy.is_terminal() == m.is_terminal() and copy.winners() == m.winners()


# ---------------------------------------------------------------- actions
@cases
@generic
@given(seed=seeds, choice_seed=choice_seeds)
def test_action_texts_parse_back_to_equal_actions(game, players, fixed, seed, choice_seed):
    rules = get_rules(game)
    steps, _ = walk(game, players, fixed, seed, choice_seed)
    for step in steps:
        if not step.check:
            continue
        for p in step.match.to_act():
            for action in step.match.legal_actions(p):
                text = str(action)
                assert text and text == text.strip() and "\n" not in text
                parsed = rules.parse_action(text)
                assert parsed == action and type(parsed) is type(action), text
                assert str(parsed) == text
                hash(action)  # actions are small hashable values


@cases
@generic
@given(seed=seeds, choice_seed=choice_seeds)
def test_legal_actions_unique_and_present_until_the_end(game, players, fixed, seed, choice_seed):
    steps, _ = walk(game, players, fixed, seed, choice_seed)
    for step in steps:
        if not step.check:
            continue
        m = step.match
        acting = m.to_act()
        n = n_players(m)
        if m.is_terminal():
            assert acting == ()
            for p in range(n):
                assert not m.legal_actions(p)
                assert tuple(m.view(p).legal) == ()
            assert m.winners(), "a finished game names at least one winner"
            assert set(m.winners()) <= set(range(n)) and len(set(m.winners())) == len(m.winners())
            break
        assert acting and len(set(acting)) == len(acting) and set(acting) <= set(range(n))
        assert not m.winners(), "winners are named only once the game is over"
        for p in range(n):
            legal = m.legal_actions(p)
            if p in acting:
                assert legal, f"player {p} is to act with no legal action"
                assert len(set(legal)) == len(legal), f"duplicate actions: {texts(legal)}"
                assert len(set(texts(legal))) == len(legal), f"duplicate texts: {texts(legal)}"
            else:
                assert not legal, f"player {p} is not to act but has {texts(legal)}"
            assert tuple(m.view(p).legal) == tuple(texts(legal))


@cases
@generic
@given(seed=seeds, choice_seed=choice_seeds)
def test_apply_on_clone_equals_apply_on_original(game, players, fixed, seed, choice_seed):
    rng = random.Random(choice_seed)
    m = Match(game, random_options(get_rules(game), players, rng, fixed), seed)
    rate = CHECK_RATE.get(game, 1.0)
    while not m.is_terminal():
        player, action = choose_action(m, rng)
        if rng.random() >= rate:
            m.apply(player, action)
            continue
        before = snapshot(m.state)
        clone = m.state.clone()
        assert snapshot(clone) == before
        other = m.state.clone()  # any action on another clone leaves the original alone
        other_player = rng.choice(other.to_act())
        other.apply(other_player, rng.choice(other.legal_actions(other_player)))
        clone_events = clone.apply(player, action)
        assert snapshot(m.state) == before, "applying on a clone changed the original"
        assert m.apply(player, action) == clone_events
        assert snapshot(m.state) == snapshot(clone)
    assert m.is_terminal()


# ---------------------------------------------------------------- cards
def hooks_for(game: str):
    hooks = HOOKS.get(game)
    if hooks is None:
        pytest.skip(f"no card hooks for {game!r}: write tests/game_hooks/{game}.py")
    return hooks


def assert_cards_accounted(game: str, state, where: str) -> None:
    from collections import Counter

    hooks = HOOKS[game]
    zones = hooks.zones(state)
    held, deck = Counter(all_cards(zones)), Counter(hooks.deck(state))
    if held != deck:
        extra, missing = held - deck, deck - held
        raise AssertionError(f"{where}: cards duplicated or foreign {sorted(extra.elements())}, "
                             f"lost {sorted(missing.elements())}; zones {zones}")


@cases
@generic
@given(seed=seeds, choice_seed=choice_seeds)
def test_no_card_lost_or_duplicated(game, players, fixed, seed, choice_seed):
    hooks_for(game)
    steps, _ = walk(game, players, fixed, seed, choice_seed)
    for step in steps:
        if step.check:
            assert_cards_accounted(game, step.match.state, f"step {step.index}")


@cases
@generic
@given(seed=seeds, choice_seed=choice_seeds)
def test_view_hides_what_the_seat_cannot_see(game, players, fixed, seed, choice_seed):
    hooks = hooks_for(game)
    steps, rng = walk(game, players, fixed, seed, choice_seed)
    swaps = 0
    for step in steps:
        if not step.check:
            continue
        m = step.match
        for seat in rng.sample(range(players), min(players, 3)):
            changed = hooks.hidden_swap(m.state, seat, rng)
            if changed is None:
                continue
            swaps += 1
            assert snapshot(changed) != snapshot(m.state), "the hook changed nothing"
            assert_cards_accounted(game, changed, "after the hidden swap")
            assert snapshot(changed.view(seat)) == snapshot(m.state.view(seat)), (
                f"seat {seat}'s view shows a card it may not see (step {step.index})")
    assert swaps, "the game never hid a card from anyone"


# ---------------------------------------------------------------- illegal actions
@cases
@generic
@given(seed=seeds, choice_seed=choice_seeds)
def test_illegal_actions_are_rejected_and_change_nothing(game, players, fixed, seed, choice_seed):
    rules = get_rules(game)
    steps, rng = walk(game, players, fixed, seed, choice_seed)
    pool: set[str] = set()  # every action text seen in this game, from every phase
    for step in steps:
        m = step.match
        for p in m.to_act():
            pool.update(texts(m.legal_actions(p)))
        if step.action is not None and not (step.check and rng.random() < 0.3):
            continue
        before = before_rejection(m)
        for q in range(players):
            legal = m.legal_actions(q)
            candidates = sorted(pool)
            for text in rng.sample(candidates, min(4, len(candidates))):
                if rules.parse_action(text) not in legal:
                    assert_rejected(m, q, text, f"{text!r} by player {q}", before)
            if q not in m.to_act() and not m.is_terminal():
                actor = m.to_act()[0]
                action = rng.choice(m.legal_actions(actor))
                assert_rejected(m, q, action, f"player {q} acting out of turn", before)
                assert_rejected(m, q, str(action), f"player {q} acting out of turn", before)
        if step.action is not None:
            bad_player = rng.choice((-1, players, players + 7))
            assert_rejected(m, bad_player, step.action, f"seat {bad_player}", before)
        assert all_views(m) == before[1], "a view changed after rejected actions"
    assert step.match.is_terminal()


NEAR_MISSES = ["", " ", "bid", "bid -1", "bid 1.5", "bid one", "bid 2 3", "bid ²", "bid 99",
               "play", "play Qx", "play 1o", "play *1", "play 7c 7d", "win win", "WIN",
               "draw", "discard", "close", "pass", "\x00", "play Qs\n", "Bid 1"]
WORDS = ["bid", "play", "win", "lose", "Qs", "10h", "1o", "*1", "7c", "-1", "0", "99", "draw",
         "stock", "discard", "close", "Ro", "Kx", "\t", "ñ"]
garbage = st.one_of(st.text(max_size=16), st.sampled_from(NEAR_MISSES),
                    st.lists(st.sampled_from(WORDS), max_size=4).map(" ".join))


@cases
@settings(max_examples=max(20, EXAMPLES * 5), deadline=None)
@given(seed=seeds, choice_seed=choice_seeds, text=garbage, moves=st.integers(0, 60))
def test_garbage_text_is_rejected_with_a_reason(game, players, fixed, seed, choice_seed, text, moves):
    rules = get_rules(game)
    steps, _ = walk(game, players, fixed, seed, choice_seed)
    for step in steps:
        if step.index >= moves or step.action is None:
            break
    m = step.match
    try:
        parsed = rules.parse_action(text)
    except ValueError as e:
        assert str(e).strip(), "parse_action must say what is wrong"
        parsed = None
    for p in range(players):
        if parsed is not None and is_legal(m, p, parsed):
            continue
        assert_rejected(m, p, text, f"{text!r} by player {p}")


def is_legal(match: Match, player: int, action) -> bool:
    """Listed, or accepted on a copy: a game may list only part of its legal moves
    (Bandas lists a menu of allocations, Chinchón no arrangements)."""
    if action in match.legal_actions(player):
        return True
    try:
        match.state.clone().apply(player, action)
    except IllegalAction:
        return False
    return True


# ---------------------------------------------------------------- determinization
@cases
@generic
@given(seed=seeds, choice_seed=choice_seeds)
def test_determinize_agrees_with_the_view(game, players, fixed, seed, choice_seed):
    steps, rng = walk(game, players, fixed, seed, choice_seed)
    for step in steps:
        if step.action is not None and not (step.check and rng.random() < 0.25):
            continue
        m = step.match
        determinize = sys.modules[type(m.state).__module__].determinize
        for seat in range(players):
            view = m.view(seat)
            det = determinize(view, random.Random(rng.randrange(1 << 30)))
            assert det.view(seat) == view, f"determinize for seat {seat} at step {step.index}"
            assert snapshot(det.view(seat)) == snapshot(view), (
                f"seat {seat}'s view differs in a field hidden from == (step {step.index}): "
                "it encodes a card the seat may not see")
            assert det.to_act() == m.to_act() and det.is_terminal() == m.is_terminal()
            if game in HOOKS:
                assert_cards_accounted(game, det, f"determinized for seat {seat}")
            if not det.is_terminal():  # a bot searches by playing on: that must work
                p = rng.choice(det.to_act())
                det.apply(p, rng.choice(det.legal_actions(p)))
        if step.action is None:
            break
