"""The save format `{version, game, options, seed, actions}` and the golden replays.

A save that cannot be loaded always raises `SaveError` with one clear sentence; never
another exception. Golden replays (`tests/golden/*.json`) are finished games with the
result recorded when they were made: replaying them must give that result. Regenerate
them only on purpose (`python tests/golden/make_golden.py`), after a deliberate rule change.
"""
from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hod_desktop.engine.core import SAVE_VERSION, Match, SaveError, all_rules
from helpers import all_views, play_random, random_walk

GOLDEN = sorted((Path(__file__).parent / "golden").glob("*.json"))
RULES = all_rules()


def sample_save(game: str = "cinco_vidas", players: int = 3, seed: int = 4,
                moves: int = 25) -> Match:
    for step in random_walk(game, {"players": players}, seed, random.Random(seed)):
        if step.index >= moves or step.action is None:
            return step.match
    raise AssertionError


def save_dict(**changes) -> dict:
    data = sample_save().to_dict()
    data.update(changes)
    return data


def load_error(data) -> str:
    text = data if isinstance(data, str) else json.dumps(data)
    with pytest.raises(SaveError) as info:
        Match.from_json(text)
    message = str(info.value)
    assert message.strip() and len(message) > 10
    return message


# ---------------------------------------------------------------- the format
@pytest.mark.parametrize("rules", RULES, ids=[r.name for r in RULES])
def test_save_has_exactly_the_documented_fields(rules):
    m = sample_save(rules.name, max(2, min(4, rules.options[0].default)), seed=9)
    data = json.loads(m.to_json())
    assert set(data) == {"version", "game", "options", "seed", "actions"}
    assert data["version"] == SAVE_VERSION and isinstance(data["version"], int)
    assert data["game"] == rules.name and data["seed"] == 9
    assert data["options"] == m.options and set(data["options"]) == {s.name for s in rules.options}
    assert all(isinstance(p, int) and isinstance(a, str) and len(pair) == 2
               for pair in data["actions"] for p, a in [pair])
    assert len(data["actions"]) == len(m.actions) > 0
    assert Match.from_json(m.to_json()).to_json() == m.to_json()


def test_save_is_stable_text():
    m = sample_save()
    assert m.to_json() == Match.from_json(m.to_json()).to_json()
    assert "\n" not in m.to_json() and json.loads(m.to_json()) == m.to_dict()


def test_a_finished_game_round_trips():
    m = play_random("cinco_vidas", {"players": 5}, 77, random.Random(77))
    copy = Match.from_json(m.to_json())
    assert copy.is_terminal() and copy.winners() == m.winners()
    assert all_views(copy) == all_views(m)


# ---------------------------------------------------------------- broken saves
def test_newer_version_is_refused():
    message = load_error(save_dict(version=SAVE_VERSION + 1))
    assert "newer" in message and str(SAVE_VERSION + 1) in message


@pytest.mark.parametrize("text", ["", "hello", "{", "[1, 2", "{'version': 1}", "nul", "\x00"])
def test_not_json_is_refused(text):
    assert "not JSON" in load_error(text)


def test_every_truncation_is_refused():
    text = sample_save(moves=6).to_json()
    for cut in range(len(text)):
        load_error(text[:cut])


@pytest.mark.parametrize("changes,words", [
    ({"version": "1"}, "version"),
    ({"version": None}, "version"),
    ({"version": True}, "version"),
    ({"version": 1.0}, "version"),
    ({"game": 5}, "game"),
    ({"game": None}, "game"),
    ({"game": ["cinco_vidas"]}, "game"),
    ({"game": "no_such_game"}, "game"),
    ({"options": "players=3"}, "options"),
    ({"options": [["players", 3]]}, "options"),
    ({"options": {"players": 99}}, "players"),
    ({"options": {"players": "3"}}, "players"),
    ({"options": {"players": 3.0}}, "players"),
    ({"options": {"players": 3, "colour": "red"}}, "colour"),
    ({"seed": "4"}, "seed"),
    ({"seed": 4.5}, "seed"),
    ({"seed": None}, "seed"),
    ({"seed": [4]}, "seed"),
    ({"seed": True}, "seed"),
    ({"actions": None}, "action"),
    ({"actions": "bid 1"}, "action"),
    ({"actions": {"0": "bid 1"}}, "action"),
    ({"actions": [[0]]}, "action 0"),
    ({"actions": [[0, "bid 1", 2]]}, "action 0"),
    ({"actions": [["0", "bid 1"]]}, "action 0"),
    ({"actions": [[0, 1]]}, "action 0"),
    ({"actions": [[True, "bid 1"]]}, "action 0"),
    ({"actions": [[0.0, "bid 1"]]}, "action 0"),
    ({"actions": ["bid 1"]}, "action 0"),
])
def test_wrong_types_are_refused(changes, words):
    assert words in load_error(save_dict(**changes))


@pytest.mark.parametrize("missing", ["version", "game", "seed", "actions"])
def test_missing_fields_are_refused(missing):
    data = save_dict()
    del data[missing]
    load_error(data)


def test_not_an_object_is_refused():
    for data in ([], [1, 2], "save", 3, None):
        assert "object" in load_error(json.dumps(data))


def test_infinite_or_huge_seed_is_refused():
    base = json.dumps(save_dict())
    for bad in ("Infinity", "-Infinity", "NaN", "1e400"):
        text = base.replace('"seed":', '"seed": ' + bad + ', "x":', 1)
        assert "seed" in load_error(text)


def test_deeply_nested_json_is_refused():
    load_error("[" * 100_000 + "]" * 100_000)


def test_tampered_action_is_illegal_on_replay():
    m = sample_save(moves=12)
    data = m.to_dict()
    acting = m.to_act()[0]
    # 1. an action by the wrong player
    intruder = [(acting + 1) % 3, str(m.legal_actions(acting)[0])]
    wrong = dict(data, actions=data["actions"] + [intruder])
    message = load_error(wrong)
    assert f"action {len(data['actions'])}" in message and "illegal on replay" in message
    # 2. a legal-looking action changed into one that is not allowed then
    first_player, first_text = data["actions"][0]
    for bad in ("bid 9", "play *1", "play Zz", "win win", ""):
        tampered = dict(data, actions=[[first_player, bad]] + data["actions"][1:])
        message = load_error(tampered)
        assert "action 0" in message and "illegal on replay" in message
    # 3. a card played that the player does not hold
    plays = [i for i, (_, a) in enumerate(data["actions"]) if a.startswith("play")]
    if plays:
        i = plays[0]
        p, text = data["actions"][i]
        held = set(str(c) for c in Match.from_dict(dict(data, actions=data["actions"][:i]))
                   .state.hands[p])
        stranger = next(c for c in ("2s", "3h", "4d", "5c", "6s", "7h") if c not in held)
        tampered = dict(data, actions=data["actions"][:i] + [[p, f"play {stranger}"]])
        assert f"action {i}" in load_error(tampered)
    # 4. anything after the end of the game
    done = play_random("cinco_vidas", {"players": 2}, 3, random.Random(3))
    extra = done.to_dict()
    extra["actions"].append([0, "bid 0"])
    assert "over" in load_error(extra)


json_values = st.recursive(
    st.one_of(st.none(), st.booleans(), st.integers(), st.floats(), st.text(max_size=8)),
    lambda inner: st.one_of(st.lists(inner, max_size=4),
                            st.dictionaries(st.text(max_size=8), inner, max_size=4)),
    max_leaves=12)


@settings(max_examples=300, deadline=None)
@given(changes=st.dictionaries(st.sampled_from(["version", "game", "options", "seed",
                                                "actions", "extra"]), json_values, max_size=3))
def test_any_mangled_save_loads_or_raises_save_error(changes):
    data = save_dict(**changes)
    try:
        m = Match.from_json(json.dumps(data))
    except SaveError as e:
        assert str(e).strip()
        return
    assert Match.from_json(m.to_json()).to_json() == m.to_json()


# ---------------------------------------------------------------- golden replays
def test_golden_replays_exist():
    assert len(GOLDEN) >= 3, "tests/golden/ holds the regression games"


@pytest.mark.parametrize("path", GOLDEN, ids=[p.stem for p in GOLDEN])
def test_golden_replay_gives_the_recorded_result(path):
    record = json.loads(path.read_text())
    m = Match.from_json(json.dumps(record["save"]))
    expected = record["expected"]
    assert m.is_terminal() == expected["terminal"]
    assert list(m.winners()) == expected["winners"]
    view = m.view(0)
    if "lives" in expected:
        assert list(view.lives) == expected["lives"]
    if "rounds" in expected:
        assert view.round_no + 1 == expected["rounds"]
    if "scores" in expected:
        assert list(view.scores) == expected["scores"]
    assert m.to_json() == json.dumps(record["save"], separators=(",", ":"), sort_keys=True)
