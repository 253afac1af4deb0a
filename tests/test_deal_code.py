"""Deal codes: game + options + seed in a string a person can type (`CV-42-7K3M9QXA`)."""
from __future__ import annotations

import itertools

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hod_desktop.engine.core import all_rules
from hod_desktop.engine.deal_code import SEED_BITS, DealCodeError, decode, encode

RULES = all_rules()
SEEDS = st.integers(min_value=0, max_value=(1 << SEED_BITS) - 1)


def every_options(rules):
    names = [s.name for s in rules.options]
    for values in itertools.product(*(s.choices for s in rules.options)):
        yield dict(zip(names, values))


@pytest.mark.parametrize("rules", RULES, ids=[r.name for r in RULES])
def test_every_option_combination_round_trips(rules):
    for i, options in enumerate(every_options(rules)):
        for seed in (0, 1, 31, 32, 12345 + i, (1 << SEED_BITS) - 1):
            code = encode(rules.name, options, seed)
            assert decode(code) == (rules.name, options, seed), code
            assert code.startswith(rules.code + "-") and code == code.upper()


@pytest.mark.parametrize("rules", RULES, ids=[r.name for r in RULES])
@settings(max_examples=60, deadline=None)
@given(seed=SEEDS, data=st.data())
def test_codes_survive_case_spaces_and_look_alike_letters(rules, seed, data):
    options = {s.name: data.draw(st.sampled_from(s.choices)) for s in rules.options}
    code = encode(rules.name, options, seed)
    game, middle, tail, check = code.split("-")
    tail = tail + "-" + check
    tail = tail.replace("0", data.draw(st.sampled_from(["0", "O", "o"])))
    tail = tail.replace("1", data.draw(st.sampled_from(["1", "I", "i", "L", "l"])))
    spaced = " ".join([game.lower(), "-", middle, "-", tail[:4], tail[4:].lower(), " "])
    assert decode(spaced) == (rules.name, rules.normalize_options(options), seed)
    assert decode("  " + code.lower() + "\n") == decode(code)


def test_default_options_fill_in():
    rules = RULES[0]
    code = encode(rules.name, {}, 7)
    assert decode(code) == (rules.name, rules.normalize_options({}), 7)


@pytest.mark.parametrize("code,words", [
    ("", "three parts"),
    ("CV", "three parts"),
    ("CV-00", "three parts"),
    ("CV-00-0000000-0", "last part"),
    ("CV-00-00000000-0-0", "three parts"),
    ("ZZ-00-00000000", "no game"),
    ("-00-00000000", "no game"),
    ("CV-0-00000000", "middle part"),
    ("CV-000-00000000", "middle part"),
    ("CV--00000000", "middle part"),
    ("CV-90-00000000", "option character"),
    ("CV-0Z-00000000", "option character"),
    ("CV-0#-00000000", "option character"),
    ("CV-00-0000000", "last part"),
    ("CV-00-000000000", "last part"),
    ("CV-00-0000000U", "last part"),
    ("CV-00-0000000*", "last part"),
    ("CV-00-", "last part"),
])
def test_malformed_codes_say_what_is_wrong(code, words):
    with pytest.raises(DealCodeError) as info:
        decode(code)
    assert words in str(info.value)


@settings(max_examples=300, deadline=None)
@given(text=st.one_of(st.text(max_size=20),
                      st.text(alphabet="CVH0123456789ABXYZ-Oil ", max_size=16)))
def test_any_text_decodes_or_raises_deal_code_error(text):
    try:
        game, options, seed = decode(text)
    except DealCodeError as e:
        assert str(e).strip()
        return
    assert decode(encode(game, options, seed)) == (game, options, seed)


def test_encode_rejects_seeds_out_of_range_and_bad_options():
    rules = RULES[0]
    for seed in (-1, 1 << SEED_BITS):
        with pytest.raises(ValueError, match="seed"):
            encode(rules.name, {}, seed)
    with pytest.raises(ValueError, match="players"):
        encode(rules.name, {"players": 99}, 0)
    with pytest.raises(ValueError, match="unknown game"):
        encode("no_such_game", {}, 0)


def test_deal_code_errors_are_value_errors():
    assert issubclass(DealCodeError, ValueError)
