"""The Cinco Vidas keys line says ←/→ and Intro bid too (they ring the bid panel's buttons
since 9954a73; the line said «Números: pedir · ←/→ e Intro: jugar carta»)."""
from hod_desktop.scenes.cinco_vidas import text  # noqa: F401  (registers the strings)
from hod_desktop.ui import i18n


def test_the_keys_line_names_arrows_for_bids():
    es, en = i18n.tr("cv.last_hint", "es"), i18n.tr("cv.last_hint", "en")
    assert es.startswith("←/→ e Intro: pedir y jugar carta") and "números: pedir" in es
    assert en.startswith("←/→ and Enter: bid and play a card") and "digits: bid" in en
