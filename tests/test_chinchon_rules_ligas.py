"""Chinchón's rules page says what the table's «ligas» are: the table speaks of «ligas» («¡Todo
ligado!», «Las cartas sueltas solo se colocan en las ligas de quien cierra», «Ordenadas: ligas
juntas…»; cl3, 2p 1280x720 es) while the page only said «combinaciones»: a new player met a
word the rules never gave."""
from hod_desktop.scenes.chinchon import text  # noqa: F401  (registers the table's words)
from hod_desktop.scenes.chinchon import rules_page
from hod_desktop.scenes.rules import page_text

PAGE = {lang: page_text(rules_page, lang)[1] for lang in ("es", "en")}  # the blocks in each
from hod_desktop.ui import i18n


def test_the_rules_name_the_ligas_the_table_speaks_of():
    table_words = " ".join(i18n.tr(k, "es") for k in
                           ("ch.all_melded", "ch.layoff_rule", "ch.sorted.melds"))
    assert "liga" in table_words
    page = " ".join(t for _, t in PAGE["es"])
    assert "«ligas»" in page and "«todo ligado»" in page
    assert [k for k, _ in PAGE["es"]] == [k for k, _ in PAGE["en"]]  # the two pages still match
