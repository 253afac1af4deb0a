"""Short deal codes: game, options and seed in one string a person can type, e.g.
`CV-42-7K3M9QXA-R`.

Layout: game code, a dash, one base-36 digit per option (the index of its value in the
option's choices, in the game's option order), a dash, the seed in Crockford base 32, a
dash and a check character. The check is a weighted sum of every character before it
(odd weights, modulo 32), so a single mistyped character is always refused with a clear
message instead of opening another deal. Codes without the check character (made by
older versions) are still read.
"""
from __future__ import annotations

from .core import all_rules, get_rules

_B32 = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
_B36 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"
SEED_BITS = 40


class DealCodeError(ValueError):
    """A code that does not name a game, its options or a seed."""


def encode(game: str, options: dict, seed: int) -> str:
    rules = get_rules(game)
    options = rules.normalize_options(options)
    digits = "".join(_B36[spec.choices.index(options[spec.name])] for spec in rules.options)
    if not 0 <= seed < 1 << SEED_BITS:
        raise ValueError("seed out of range for a deal code")
    s, chars = seed, []
    for _ in range(SEED_BITS // 5):
        chars.append(_B32[s & 31])
        s >>= 5
    body = f"{rules.code}-{digits}-{''.join(reversed(chars))}"
    return f"{body}-{check_char(body)}"


def check_char(body: str) -> str:
    """The check character of a code's first three parts. Each character counts by its
    place in its part's alphabet (the seed's is base 32), times an odd weight: two
    characters of one alphabet differ by less than 32, so one wrong character always
    changes the sum modulo 32."""
    game_code, digits, seed_text = body.upper().split("-")
    values = [_B36.find(c) for c in game_code + digits] + [_B32.find(c) for c in seed_text]
    return _B32[sum((v + 1) * (2 * i + 1) for i, v in enumerate(values)) % 32]


def decode(code: str) -> tuple[str, dict, int]:
    """(game, options, seed) from a code; forgiving about case, spaces, O/0 and I/L/1."""
    text = code.strip().upper().replace(" ", "")
    parts = text.split("-")
    if len(parts) not in (3, 4):
        raise DealCodeError("a deal code has three parts and a check character, like "
                            "CV-42-7K3M9QXA-R")
    game_code, digits, seed_text = parts[:3]
    check = parts[3] if len(parts) == 4 else None
    rules = next((r for r in all_rules() if r.code == game_code), None)
    if rules is None:
        raise DealCodeError(f"no game has the code {game_code!r}")
    if len(digits) != len(rules.options):
        raise DealCodeError(f"the middle part must have {len(rules.options)} characters")
    options = {}
    for spec, ch in zip(rules.options, digits):
        i = _B36.find(ch)
        if i < 0 or i >= len(spec.choices):
            raise DealCodeError(f"the option character {ch!r} is not valid")
        options[spec.name] = spec.choices[i]
    seed_text = seed_text.replace("O", "0").replace("I", "1").replace("L", "1")
    if len(seed_text) != SEED_BITS // 5 or any(c not in _B32 for c in seed_text):
        raise DealCodeError(f"the last part must be {SEED_BITS // 5} letters and digits")
    if check is not None:
        check = check.replace("O", "0").replace("I", "1").replace("L", "1")
        if len(check) != 1 or check not in _B32:
            raise DealCodeError("the check character after the last dash is one letter or digit")
        if check != check_char(f"{game_code}-{digits}-{seed_text}"):
            raise DealCodeError("the check character does not match: a character of the "
                                "code is mistyped")
    seed = 0
    for c in seed_text:
        seed = seed * 32 + _B32.index(c)
    return rules.name, options, seed
