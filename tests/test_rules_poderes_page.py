"""The Spanish-deck rules page explains Poderes, which the setup screen offers: before, a
player who switched it on found no word on jokers, card powers, the duel or mana."""
from hod_desktop.scenes.cinco_vidas_espanola import rules_page
from hod_desktop.scenes.rules import page_text

PAGE = {lang: page_text(rules_page, lang)[1] for lang in ("es", "en")}  # the blocks in each

WORDS = {"es": ("Poderes", "As de Oros", "As de Copas", "As de Espadas", "As de Bastos",
                "7 de Oros", "Comodines", "Duelo del prisionero", "maná"),
         "en": ("Poderes", "As de Oros", "As de Copas", "As de Espadas", "As de Bastos",
                "7 de Oros", "Jokers", "duel", "mana")}  # the names the English table uses


def test_the_page_explains_poderes_in_both_languages():
    for lang, words in WORDS.items():
        heads = [t for kind, t in PAGE[lang] if kind == "h"]
        assert any("Poderes" in h for h in heads), heads
        body = " ".join(t for _, t in PAGE[lang])
        for w in words:
            assert w in body, (lang, w)
        assert ("cards", "es:1o 1c 1e 1b 7o") in PAGE[lang]


def test_both_languages_have_the_same_shape():
    assert [k for k, _ in PAGE["es"]] == [k for k, _ in PAGE["en"]]
