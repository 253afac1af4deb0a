"""Room codes: six characters a person can read aloud and type, plus a check character.

The alphabet leaves out the characters people confuse (0/O, 1/I/L), so a code read off
a screen or said over the phone is typed right. The check character is a weighted sum of
the six before it (odd weights, modulo the alphabet's size, a prime): one mistyped
character, or two neighbours swapped, is always caught here as a typo, which is told
apart from a well-formed code of a room that does not exist (only the directory can say
that).
"""
from __future__ import annotations

import random

ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ"  # 31 characters: a prime, no 0 O 1 I L
BODY_LENGTH = 6
CODE_LENGTH = BODY_LENGTH + 1


class BadCode(ValueError):
    """Text that is not a room code: wrong length, a character outside the alphabet, or
    a check character that does not match (a typo)."""


def check_char(body: str) -> str:
    """The check character of a six-character body. The weights 1..6 are below the
    prime 31, so one changed character, or two neighbours swapped, changes the sum."""
    total = sum((i + 1) * (ALPHABET.index(c) + 1) for i, c in enumerate(body))
    return ALPHABET[total % len(ALPHABET)]


def new_code(rng: random.Random) -> str:
    """A fresh code (seven characters) drawn from `rng` (use `random.SystemRandom()`
    on a server so codes cannot be predicted)."""
    body = "".join(rng.choice(ALPHABET) for _ in range(BODY_LENGTH))
    return body + check_char(body)


def normalize(text: str) -> str:
    """A code as typed, in canonical form: upper case, without spaces, dashes or
    underscores (`abc-def g` and `ABCDEFG` are the same code)."""
    if not isinstance(text, str):
        raise BadCode("a room code is text")
    return "".join(ch for ch in text.upper() if ch not in " -_\t")


def check(code: str) -> str:
    """The normalized code when it is well formed; `BadCode` with the reason otherwise."""
    code = normalize(code)
    if len(code) != CODE_LENGTH:
        raise BadCode(f"a room code has {CODE_LENGTH} characters (this one has {len(code)})")
    wrong = sorted({c for c in code if c not in ALPHABET})
    if wrong:
        raise BadCode(f"a room code never has {' '.join(wrong)}: "
                      "letters and digits other than 0, 1, I, L and O")
    if check_char(code[:BODY_LENGTH]) != code[-1]:
        raise BadCode("the code's last character does not match: a character is mistyped")
    return code


def pretty(code: str) -> str:
    """The code for showing: `ABC-DEF-G` reads more easily than `ABCDEFG`."""
    return f"{code[:3]}-{code[3:6]}-{code[6:]}"
