"""Room codes: typeable, with a check character that catches one typo or a swap."""
import random

import pytest

from hod_desktop.net import room_code
from hod_desktop.net.room_code import ALPHABET, BadCode, check, new_code, normalize


def test_new_codes_check_and_survive_how_people_type_them():
    rng = random.Random(4)
    for _ in range(200):
        code = new_code(rng)
        assert len(code) == 7 and set(code) <= set(ALPHABET)
        assert check(code) == code
        typed = room_code.pretty(code).lower().replace("-", " - ")
        assert normalize(typed) == code and check(typed) == code


def test_every_single_typo_and_every_neighbour_swap_is_refused_as_a_typo():
    rng = random.Random(9)
    for _ in range(60):
        code = new_code(rng)
        for i in range(7):
            for ch in ALPHABET:
                if ch != code[i]:
                    with pytest.raises(BadCode, match="mistyped"):
                        check(code[:i] + ch + code[i + 1:])
            if i < 6 and code[i] != code[i + 1]:
                with pytest.raises(BadCode, match="mistyped"):
                    check(code[:i] + code[i + 1] + code[i] + code[i + 2:])


@pytest.mark.parametrize("text,reason", [
    ("ABC", "7 characters"), ("ABCDEFGH", "7 characters"), ("ABCDE0F", "never has 0"),
    ("ABCDEIL", "never has I L"), (None, "is text")])
def test_text_that_is_no_code_says_why(text, reason):
    with pytest.raises(BadCode, match=reason):
        check(text)
