"""Counts in the app's sentences agree with their number: "1 matón", "Te queda 1 vida",
"1 card" (i18n.tr's "{k:one|many}" field), in every catalog of both languages."""
import importlib
import pkgutil
import re

import hod_desktop.scenes
import hod_desktop.ui
from hod_desktop.ui import i18n

# a count before a plural word that is never a whole 1 there: the points limit (50 or 100),
# averages, which the hint writes with a decimal ("unas 1,0 bazas"), and a refused close
# (one loose card of 5 or less may close: it names two or more)
NEVER_ONE = {"ch.limit", "cv.why.bid", "ch.r.loose_n"}


def _catalogs():
    for pkg in (hod_desktop.ui, hod_desktop.scenes):
        for m in pkgutil.walk_packages(pkg.__path__, pkg.__name__ + "."):
            importlib.import_module(m.name)
    return i18n.STRINGS


def test_a_count_field_says_one_or_many():
    i18n.register("en", {"test.count": "{k:Te queda|Te quedan} {k} {k:vida|vidas}; {k:uno|{k} de ellos}"})
    try:
        assert i18n.tr("test.count", "en", k=1) == "Te queda 1 vida; uno"
        assert i18n.tr("test.count", "en", k=3) == "Te quedan 3 vidas; 3 de ellos"
        assert i18n.tr("test.count", "en", k="1") == "Te queda 1 vida; uno"  # log words are text
        assert i18n.tr("test.count", "en", k=0) == "Te quedan 0 vidas; 0 de ellos"
    finally:
        del i18n.STRINGS["en"]["test.count"]


def test_no_sentence_says_one_with_a_plural():
    bad = []
    for lang, table in _catalogs().items():
        for key, text in table.items():
            base = key.removesuffix(".you").removesuffix(".them")
            if key in NEVER_ONE or base in NEVER_ONE:
                continue
            for name in re.findall(r"\{(\w+)\}", text):
                ones = i18n.tr(key, lang, **{f: (1 if f == name else 2) for f in re.findall(r"\{(\w+)", text)})
                if re.search(r"(?<![\d,.])1 (matones|puntos|vidas|cartas|bazas|veces|jugadas|noches"
                             r"|manos|rondas|partidas|thugs|points|lives|cards|tricks|times|moves"
                             r"|nights|hands|rounds|games)\b", ones):
                    bad.append((lang, key, ones))
    assert not bad, bad


def test_the_tables_say_one_in_the_singular():
    _catalogs()
    assert i18n.tr("ba.left", "es", k=1) == "Te queda 1 matón"
    assert i18n.tr("ba.s.score", "es", name="Lucía", k=1) == "Lucía cobra 1 punto"
    assert i18n.tr("ba.s.bribe.them", "en", name="Lucía", k=1) == "Lucía bribes you: one of your thugs switches sides"
    assert i18n.tr("cv.round", "es", n=5, k=1) == "Ronda 5 · 1 carta"
    assert i18n.tr("cv.round", "es", n=1, k=5) == "Ronda 1 · 5 cartas"
    assert i18n.tr("cv.log.lost", "es", who="Lucía", n=1, left=1) == "Lucía pierde 1 vida: le queda 1"
    assert i18n.tr("ch.deadwood", "en", n=1) == "Loose cards: 1 point"


def test_words_for_a_seat_do_not_assume_a_man():
    """Half the names at the table are women's: a seat's tag, the winner's line and the
    person's own status say «Fuera», «Victoria», «Te has quedado fuera», not «Eliminado»,
    «Ganador» or «Estás eliminado»."""
    bad = [(key, text) for key, text in _catalogs()["es"].items()
           if re.search(r"\b(Ganador|Ganadora|Eliminado|Estás eliminado|queda eliminado)\b", text)]
    assert not bad, bad
