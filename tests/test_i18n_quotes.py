"""Each language quotes words its own way, the same way everywhere. «¿Podría haber ganado?»
in English headed a round «Calls «Lose»» over its moves «says “Lose”» (Cinco Vidas 3p
800x480 en, real window), and the English log wrote «Lucía says "Lose"» with straight
quotes. English now quotes with “…” only, Spanish with «…» only."""
import importlib
import pkgutil

import hod_desktop.scenes
import hod_desktop.ui
from hod_desktop.ui import i18n


def _catalogs():
    for pkg in (hod_desktop.ui, hod_desktop.scenes):
        for m in pkgutil.walk_packages(pkg.__path__, pkg.__name__ + "."):
            importlib.import_module(m.name)
    return i18n.STRINGS


def test_english_quotes_with_curly_quotes_and_spanish_with_guillemets():
    strings = _catalogs()
    bad = [(k, t) for k, t in strings["en"].items() if "«" in t or "»" in t or '"' in t]
    bad += [(k, t) for k, t in strings["es"].items() if '"' in t or "“" in t or "”" in t]
    assert not bad, bad
    assert i18n.tr("could.r.lose", "en") == "Calls “Lose”"


def test_the_rules_pages_quote_the_same_way():
    """The rules screen too: Cinco Vidas's English page said the dealer «must say "lose"»
    with straight quotes (1280x720 en, real window), where the table says “Lose”."""
    from hod_desktop.game_list import GAMES

    bad = []
    for entry in GAMES:
        page = entry.rules_page_module()
        for lang, blocks in page.PAGE.items():
            texts = [page.LEAD.get(lang, "")] + [b[1] for b in blocks if isinstance(b[1], str)]
            for t in texts:
                wrong = '"«»' if lang == "en" else '"“”'
                if any(q in t for q in wrong):
                    bad.append((entry.name, lang, t))
    assert not bad, bad
