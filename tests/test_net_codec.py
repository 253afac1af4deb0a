"""Views and events cross the wire and come back equal, for every game of the list; only
the engines' own classes can be built from what arrives."""
import json
import random

import pytest

from hod_desktop import game_list
from hod_desktop.engine.cards import Card
from hod_desktop.engine.core import Match
from hod_desktop.net import codec


def random_match_views(name: str, seed: int, moves: int = 150):
    """(events, views of every seat) after each random legal move of one game."""
    entry = game_list.entry(name)
    m = Match(name, entry.smoke_options, seed=seed)
    rng = random.Random(seed)
    seats = m.options[m.rules.players_option]
    for _ in range(moves):
        if m.is_terminal():
            break
        p = rng.choice(m.to_act())
        events = m.apply(p, rng.choice(m.legal_actions(p)))
        yield events, [m.view(q) for q in range(seats)]


@pytest.mark.parametrize("name", game_list.names())
def test_every_view_and_event_round_trips(name):
    seen = 0
    for seed in (1, 2):
        for events, views in random_match_views(name, seed):
            for x in (events, tuple(events), *views):
                text = codec.encode(x)
                assert codec.decode(text) == x
                assert codec.encode(codec.decode(text)) == text  # same bytes both ways
                seen += 1
    assert seen > 100


def test_cards_strings_and_containers_keep_their_kind():
    x = {"a": [Card("spanish", "7", "c", 1), Card("french", "7", "c")], 3: frozenset({1, 2}),
         "t": ("~tilde", "plain", None, True, 2.5), "s": {Card("joker", "*", "1")}}
    back = codec.decode(codec.encode(x))
    assert back == x
    assert back["a"][0].copy == 1 and back["a"][0].deck == "spanish"
    assert back["a"][1].deck == "french"
    assert type(back["a"]) is list and type(back["t"]) is tuple and type(back[3]) is frozenset


@pytest.mark.parametrize("hostile", [
    {"$": "core.GameRules", "name": "x", "code": "XX", "options": [], "new_state": "os.system",
     "parse_action": "eval", "players_option": "players"},
    {"$": "builtins.object"},
    {"$": "subprocess.Popen", "args": "ls"},
    {"$": 5},
])
def test_a_class_outside_the_allow_list_is_refused(hostile):
    with pytest.raises(codec.CodecError, match="not a class a view or event may hold"):
        codec.decode(json.dumps(hostile))


@pytest.mark.parametrize("bad,reason", [
    ('{"$": "cinco_vidas.TrickWon"}', "needs the fields"),
    ('"~Zz"', "bad card"), ('"~7c/q"', "deck letter"), ('{"weird": 1}', "unexpected object"),
    ("[" * 60 + "]" * 60, "nested deeper"), ("{", "not JSON")])
def test_malformed_input_is_refused_with_its_reason(bad, reason):
    with pytest.raises(codec.CodecError, match=reason):
        codec.decode(bad)


def test_allow_list_covers_every_games_views_and_nothing_of_the_rules():
    allowed = codec.allowed_classes()
    assert "cinco_vidas.CincoVidasView" in allowed and "chinchon.view.ChinchonView" in allowed
    assert "brag.ranking.HandRank" in allowed  # a NamedTuple inside Brag's events
    assert not any(tag.startswith("core.") for tag in allowed)
