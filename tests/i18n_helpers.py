"""Test helpers for the app's words: every module's messages loaded, and messages a test
makes up, with translations of its own (the catalogues only hold the app's)."""
from __future__ import annotations

import gettext
import importlib
import pkgutil

import hod_desktop.scenes
import hod_desktop.ui
from hod_desktop.ui import i18n


def load_all() -> list[str]:
    """Import every module of ui/ and scenes/, so every message is declared; their keys."""
    for pkg in (hod_desktop.ui, hod_desktop.scenes):
        for m in pkgutil.walk_packages(pkg.__path__, pkg.__name__ + "."):
            importlib.import_module(m.name)
    return i18n.keys()


class _Extra(gettext.NullTranslations):
    """A catalogue's fallback holding a test's own translations ({key: text or (one, many)})."""

    def __init__(self):
        super().__init__()
        self.words: dict[str, object] = {}

    def pgettext(self, context, message):
        return self.words.get(context, message)

    def npgettext(self, context, one, many, n):
        found = self.words.get(context, (one, many))
        return found[0 if n == 1 else 1]


_EXTRA: dict[str, _Extra] = {}


def declare(spanish: dict[str, str], **others: dict[str, object]) -> None:
    """Declare test messages (key -> Spanish text) and their texts in other languages
    (en={key: text}); a tuple Spanish text is a plural (one, many, count)."""
    for lang, words in others.items():
        if lang not in _EXTRA:
            _EXTRA[lang] = _Extra()
            i18n.catalog(lang).add_fallback(_EXTRA[lang])
        _EXTRA[lang].words.update(words)
    for key, text in spanish.items():  # after the translations: a declaration empties the cache
        if isinstance(text, tuple):
            i18n.declare_plural(key, *text)
        else:
            i18n.declare(key, text)
