"""Issue 8.5: deal codes carry a check character, so a mistyped code is refused with a
clear message instead of opening another deal; codes made before it still open."""
from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hod_desktop.engine.core import all_rules
from hod_desktop.engine.deal_code import SEED_BITS, DealCodeError, check_char, decode, encode

B32 = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
RULES = all_rules()


@settings(max_examples=150, deadline=None)
@given(seed=st.integers(0, (1 << SEED_BITS) - 1), data=st.data())
def test_every_single_mistyped_character_is_refused(seed, data):
    rules = data.draw(st.sampled_from(RULES))
    options = {s.name: data.draw(st.sampled_from(s.choices)) for s in rules.options}
    code = encode(rules.name, options, seed)
    assert code.count("-") == 3 and code[-1] == check_char(code.rsplit("-", 1)[0])
    spots = [i for i, c in enumerate(code) if c != "-"]
    i = data.draw(st.sampled_from(spots))
    typo_char = data.draw(st.sampled_from([c for c in B32 if c != code[i]]))
    typo = code[:i] + typo_char + code[i + 1:]
    with pytest.raises(DealCodeError):
        decode(typo)


def test_a_mistyped_seed_character_says_so():
    code = encode("cinco_vidas", {"players": 4}, 123456789)
    i = code.rindex("-") - 3
    typo = code[:i] + ("A" if code[i] != "A" else "B") + code[i + 1:]
    with pytest.raises(DealCodeError, match="check character does not match"):
        decode(typo)


def test_codes_without_the_check_character_still_open():
    code = encode("chinchon", {"players": 3}, 987654321)
    old = code.rsplit("-", 1)[0]  # what older versions printed
    assert decode(old) == decode(code)


def test_the_setup_screen_explains_a_mistyped_code_in_the_persons_language():
    from hod_desktop.scenes.option_words import code_error_text
    from hod_desktop.ui import i18n

    code = encode("cinco_vidas", {"players": 4}, 42)
    typo = code[:-1] + ("0" if code[-1] != "0" else "1")
    with pytest.raises(DealCodeError) as info:
        decode(typo)
    es = code_error_text(lambda k, **f: i18n.tr(k, "es", **f), typo, info.value)
    en = code_error_text(lambda k, **f: i18n.tr(k, "en", **f), typo, info.value)
    assert "mal escrit" in es and "check" not in es
    assert "mistyped" in en
