"""Each language quotes words its own way, the same way everywhere. «¿Podría haber ganado?»
in English headed a round «Calls «Lose»» over its moves «says “Lose”» (Cinco Vidas 3p
800x480 en, real window), and the English log wrote «Lucía says "Lose"» with straight
quotes. English now quotes with “…” only, Spanish and Catalan with «…» only."""
from i18n_helpers import load_all

from hod_desktop.scenes.rules import page_text
from hod_desktop.ui import i18n

WRONG = {"en": '"«»', "es": '"“”', "ca": '"“”'}


def test_english_quotes_with_curly_quotes_and_spanish_with_guillemets():
    load_all()
    bad = [(lang, k, t) for lang in i18n.LANGS for k, forms in i18n.texts(lang).items()
           for t in forms if any(q in t for q in WRONG[lang])]
    assert not bad, bad
    assert i18n.tr("could.r.lose", "en") == "Calls “Lose”"


def test_the_rules_pages_quote_the_same_way():
    """The rules screen too: Cinco Vidas's English page said the dealer «must say "lose"»
    with straight quotes (1280x720 en, real window), where the table says “Lose”."""
    from hod_desktop.game_list import GAMES

    bad = []
    for entry in GAMES:
        page = entry.rules_page_module()
        for lang in i18n.LANGS:
            lead, blocks = page_text(page, lang)
            for t in [lead] + [b[1] for b in blocks]:
                if any(q in t for q in WRONG[lang]):
                    bad.append((entry.name, lang, t))
    assert not bad, bad
