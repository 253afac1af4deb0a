"""The engine's refusals in the person's words, for every game's table.

An engine refuses a move with one English sentence (IllegalAction). A table lists the
sentences it knows as (pattern, key) pairs: the first pattern found in the engine's text
picks the key, and the pattern's named groups fill the key's fields, each said by the
table's field maker when it has one (a card code as «el 7 de bastos», a count as «dos»).
A sentence no pattern knows is shown as the engine wrote it.

Rule-free: it matches text; the table gives the patterns, the keys and the field makers.
"""
from __future__ import annotations

import re
from typing import Callable, Mapping, Sequence

from .. import i18n

# small counts as words where a sentence reads better so («te quedan dos cartas sueltas»)
COUNT_WORDS = {"es": {2: "dos", 3: "tres", 4: "cuatro", 5: "cinco", 6: "seis", 7: "siete"}}


def count_words(value: str, lang: str) -> str:
    """A count from the engine's text as a word in `lang` when it has one, else the digits."""
    try:
        return COUNT_WORDS.get(lang, {}).get(int(value), value)
    except ValueError:
        return value


class Refusals:
    """`words(engine_text, lang)`: the refusal as a short sentence in `lang`."""

    def __init__(self, patterns: Sequence[tuple[str, str]],
                 fields: Mapping[str, Callable[[str, str], str]] | None = None) -> None:
        self.patterns = tuple((re.compile(p), key) for p, key in patterns)
        self.fields = dict(fields or {})

    def words(self, engine_text: str, lang: str) -> str:
        for pattern, key in self.patterns:
            m = pattern.search(engine_text)
            if m is not None:
                return i18n.tr(key, lang, **{name: self.field(name, value, lang)
                                             for name, value in m.groupdict().items()})
        return engine_text

    def field(self, name: str, value: str, lang: str) -> str:
        make = self.fields.get(name)
        return value if make is None or value is None else make(value, lang)
