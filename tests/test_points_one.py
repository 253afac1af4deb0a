"""«1 pts» on a plaque: Carmen's Bandas plaque read «1 pts» (bd5, 1920x1080 en), Lucía's
Chinchón plaque «1 pts» (c7, 1280x720 es). One point is «1 pto» / «1 pt»; the others
«pts» (a Chinchón −1 too); the sign stays the typographic minus."""
from ui_helpers import app, step  # noqa: F401  (app: the fixture)

from hod_desktop.engine.core import Match
from hod_desktop.scenes.bandas import text as _ba  # noqa: F401  (registers the strings)
from hod_desktop.scenes.chinchon import text as _ch  # noqa: F401
from hod_desktop.ui import i18n


def test_the_words():
    assert [i18n.tr("ba.points", "es", k=k) for k in (0, 1, 2)] == ["0 pts", "1 pto", "2 pts"]
    assert [i18n.tr("ba.points", "en", k=k) for k in (0, 1, 12)] == ["0 pts", "1 pt", "12 pts"]
    assert i18n.tr("ch.points", "es", s=i18n.minus(-1), n=-1) == "−1 pts"
    assert i18n.tr("ch.points", "en", s="1", n=1) == "1 pt"


def test_the_chinchon_plaque(app):
    from chinchon_ui_helpers import open_table

    t = open_table(app, Match("chinchon", {"players": 2, "limit": 100, "level": "facil"}, 5))
    t.shown.scores[1] = 1
    assert t.hud.plaque(1, False).score == "1 pto"
    t.shown.scores[1] = -10
    assert t.hud.plaque(1, False).score == "−10 pts"


def test_the_bandas_plaque(app):
    from hod_desktop.scenes.bandas.table import BandasTable

    t = BandasTable(app, Match("bandas", {"players": 3, "level": "facil"}, 5), 0)
    app.scenes.push(t)
    step(app, 2)
    from types import SimpleNamespace

    board = SimpleNamespace(phase="allocating", revealing=False, to_act=(0,), scores=[0, 3, 1])
    assert [t.hud.plaque(board, p).score for p in range(3)] == ["0 pts", "3 pts", "1 pto"]


def test_the_kits_score_says_one_point_in_each_language():
    """The kit's «{n} pts» had one form: a score of 1 read «1 pts» in every language."""
    from hod_desktop.ui.table.kit import words as _kit  # noqa: F401  (registers the strings)

    for lang, one in (("es", "1 pto"), ("en", "1 pt"), ("ca", "1 pt")):
        assert i18n.tr("kit.score", lang, n="1") == one
        assert i18n.tr("kit.score", lang, n=i18n.minus(-1)) == "−1 pts"
        assert i18n.tr("kit.score", lang, n="12") == "12 pts"


def test_a_kit_plaque_with_one_point(app):
    """A kit table whose seat counts a score (not chips) writes it in the singular for 1."""
    import dataclasses

    from hod_desktop.scenes.siete_y_media.table import SieteTable

    t = SieteTable(app, Match("siete_y_media", {"players": 3, "level": "facil"}, 5), 0)
    app.scenes.push(t)
    step(app, 2)
    m = t.shown.model
    seats = tuple(dataclasses.replace(s, chips=None, score=k) for s, k in zip(m.seats, (1, 0, -3)))
    t.shown.model = dataclasses.replace(m, seats=seats)
    assert [t.hud.plaque(p).score for p in range(3)] == ["1 pto", "0 pts", "−3 pts"]


def test_the_other_counts_that_can_be_one():
    """Siete y media's refused bet with one chip left, and Cinco Vidas' hint needing one
    more trick, agree with their number (they said «de 1 a 1 fichas», «Te faltan 1»)."""
    from hod_desktop.scenes.siete_y_media import table_text as _sm  # noqa: F401
    from hod_desktop.ui.table import move_words

    assert i18n.tr("sm.why.bet", "es", top=1) == "Solo puedes apostar 1 ficha"
    assert i18n.tr("sm.why.bet", "en", top=1) == "You may only bet 1 chip"
    assert i18n.tr("sm.why.bet", "ca", top=1) == "Només pots apostar 1 fitxa"
    assert i18n.tr("sm.why.bet", "es", top=4) == "Puedes apostar de 1 a 4 fichas"
    one = ("cv.why.play", {"need": 1, "lives": 0.25})
    assert move_words.reason_words(one, "es").startswith("Te falta 1:")
    assert move_words.reason_words(one, "ca").startswith("Te'n falta 1:")
    assert move_words.reason_words(("cv.why.play", {"need": 2, "lives": 0.5}), "es").startswith(
        "Te faltan 2:")
