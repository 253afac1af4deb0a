"""The room screens' texts exist in Spanish and in English, and no English text is left in the
Spanish (a copied line would show English to a Spanish player)."""
from hod_desktop.scenes.rooms import text, text_more  # noqa: F401  (registers the strings)
from hod_desktop.ui import i18n

OURS = ("rooms.", "menu.friends", "settings.server")
# texts that are the same in both: a code and a game, a name and a message, units, a number,
# an option and its value
SAME_IN_BOTH = {"rooms.lan_room", "rooms.said", "rooms.grace.s", "rooms.grace.min",
                "rooms.seat_n", "rooms.opt.choice"}


def ours(lang):
    return {k: v for k, v in i18n.texts(lang).items() if k.startswith(OURS)}


def test_same_keys_in_both_languages():
    es, en = ours("es"), ours("en")
    assert len(es) > 100
    assert set(es) == set(en)
    en_cat = i18n.catalog("en")
    assert all(en_cat.pgettext(k, v[0]) != v[0] or k in SAME_IN_BOTH
               for k, v in es.items() if len(v) == 1)


def test_spanish_is_not_english():
    es, en = ours("es"), ours("en")
    same = {k for k in es if es[k] == en[k] and any(c.isalpha() for c in es[k])
            and k not in SAME_IN_BOTH}
    assert same == set()
