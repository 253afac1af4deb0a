"""Short deal codes: game, options and seed in one string a person can type, e.g. `CV-42-7K3M9QXA`.

Layout: game code, a dash, one base-36 digit per option (the index of its value in the
option's choices, in the game's option order), a dash, the seed in Crockford base 32.
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
    return f"{rules.code}-{digits}-{''.join(reversed(chars))}"


def decode(code: str) -> tuple[str, dict, int]:
    """(game, options, seed) from a code; forgiving about case, spaces, O/0 and I/L/1."""
    text = code.strip().upper().replace(" ", "")
    parts = text.split("-")
    if len(parts) != 3:
        raise DealCodeError("a deal code has three parts, like CV-42-7K3M9QXA")
    game_code, digits, seed_text = parts
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
    seed = 0
    for c in seed_text:
        seed = seed * 32 + _B32.index(c)
    return rules.name, options, seed
