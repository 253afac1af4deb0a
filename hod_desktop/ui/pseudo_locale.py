"""The pseudo-locale "qps", for testing only: every Spanish message made ~40% longer, its
letters swapped for accented look-alikes no real language of the app uses, and wrapped in
⁅ ⁆ — so a screen in it shows at a glance (and to a test, by the letters alone) any text that
did not go through the catalogue, any layout that cuts a longer translation, and any text
cut by the fitting code (a «…» before the closing ⁆).

    pseudo("Apuesta {n}")            -> "⁅Åþþūēēšţţå {n}⁆"
    pseudo("R")                      -> "Ř"   (one letter: the letter only)

Selected for a run by HOD_PSEUDO_LOCALE=1 (`wanted`); i18n.catalog("qps") is `PseudoCatalog`.
Placeholders ({name}) and «{{ }}» escapes are kept as they are; a message with no letters
("{a} · {b}", "−{n}", the decimal mark) is no word to translate and stays as it is, unless
it sets other messages in a sentence's punctuation ("{option}: {value}": a language may
write «{option} : {value}»), which is shown wrapped like any message.
"""
from __future__ import annotations

import gettext
import os
import re
import unicodedata

CODE = "qps"
OPEN, CLOSE = "⁅", "⁆"  # in all three shipped faces (the serif titles lack ⟦ ⟧)

_PLAIN = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZáéíóúüñÁÉÍÓÚÜÑçÇàèìòù"
_LOOK = "åƀĉďēƒĝĥīĵķĺɱňōþʠřšţūṽŵẋŷžÅƁĈĎĒƑĜĤĪĴĶĹṀŇŌÞǪŘŠŢŪṼŴẊŶŽǻḗḯṓǘǚṅǺḖḮṒǗǙṄĉĈåēīōū"
_MAP = str.maketrans(_PLAIN, _LOOK)
# every letter a pseudo text is written in, also once put in capitals or small letters
LETTERS = frozenset(_LOOK + _LOOK.upper() + _LOOK.lower())
_NOT_WORDS = frozenset("ºª")  # ordinal marks (1.º): letters to Unicode, never a word
GROWTH = 0.4

_WORD = re.compile(r"[^\W\d_]+")
_SENTENCE_MARKS = frozenset(":;!?¿¡«»()")  # punctuation a language writes its own way
_FIELD = re.compile(r"(\{\{|\}\}|\{[^{}]*\})")  # "{{", "}}" or one replacement field


def _longer(word: str) -> str:
    """The word with ~40% more letters: every few letters doubled, evenly spread."""
    extra = round(len(word) * GROWTH)
    if extra <= 0:
        return word
    step = len(word) / extra
    doubled = {int(i * step + step / 2) for i in range(extra)}
    return "".join(c * 2 if i in doubled else c for i, c in enumerate(word))


def _words(s: str) -> str:
    return _WORD.sub(lambda m: _longer(m.group()).translate(_MAP), s)


def _spec(f: str) -> str:
    """The one|many words of a count's field ("" for a plain placeholder)."""
    return f[1:-1].split(":", 1)[1] if ":" in f and "|" in f else ""


def _field(f: str) -> str:
    """A replacement field keeps its name; the one|many words of a count's spec change."""
    if f in ("{{", "}}") or ":" not in f or "|" not in f:
        return f
    name, spec = f[1:-1].split(":", 1)
    return "{" + name + ":" + "|".join(_words(w) for w in spec.split("|")) + "}"


def pseudo(message: str) -> str:
    """The pseudo-locale's form of a source message (see the module's doc)."""
    if not isinstance(message, str) or message.startswith(OPEN):
        return message
    parts = _FIELD.split(message)
    if not any(_WORD.search(p if i % 2 == 0 else _spec(p)) for i, p in enumerate(parts)):
        marks = len(parts) > 1 and any(c in _SENTENCE_MARKS for p in parts[::2] for c in p)
        return OPEN + message + CLOSE if marks else message
    out = "".join(_field(p) if i % 2 else _words(p) for i, p in enumerate(parts))
    words = [w for p in parts[::2] for w in _WORD.findall(p)]
    if len(words) == 1 and len(words[0]) == 1 and not any(_spec(p) for p in parts[1::2]):
        # one letter (a dealer's «R», «{n} s»): the letter only, not a text to make longer
        return "".join(p if i % 2 else p.translate(_MAP) for i, p in enumerate(parts))
    return OPEN + out + CLOSE


def plain_letters(shown: str) -> str:
    """The letters of a drawn text that no pseudo message writes: those came from outside
    the catalogue (or from a value put into a message: a name, a card)."""
    return "".join(c for c in shown if unicodedata.category(c).startswith("L")
                   and c not in LETTERS and c not in _NOT_WORDS)


class PseudoCatalog(gettext.NullTranslations):
    """The pseudo-locale as a gettext catalogue (i18n.catalog("qps")): every message's
    Spanish source in pseudo form, made once per message."""

    def __init__(self):
        super().__init__()
        self._made: dict[str, str] = {}

    def _pseudo(self, message: str) -> str:
        out = self._made.get(message)
        if out is None:
            out = self._made[message] = pseudo(message)
        return out

    def gettext(self, message):
        return self._pseudo(message)

    def pgettext(self, context, message):
        return self._pseudo(message)

    def ngettext(self, msgid1, msgid2, n):
        return self._pseudo(msgid1 if n == 1 else msgid2)

    def npgettext(self, context, msgid1, msgid2, n):
        return self._pseudo(msgid1 if n == 1 else msgid2)


def wanted() -> bool:
    """Whether this run is in the pseudo-locale: HOD_PSEUDO_LOCALE=1 in the environment
    (for screenshots and tests; never listed in Ajustes, never saved)."""
    return os.environ.get("HOD_PSEUDO_LOCALE", "") not in ("", "0")
