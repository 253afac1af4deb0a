"""The pseudo-locale (ui/pseudo_locale.py): longer by ~40%, letters no language of the app
writes, ⁅ ⁆ around, placeholders untouched; through the real gettext runtime with
HOD_PSEUDO_LOCALE=1, for a run only (never in Ajustes, never saved)."""
import json
import string

from ui_helpers import step

from hod_desktop.ui import i18n, pseudo_locale
from hod_desktop.ui.pseudo_locale import CLOSE, OPEN, plain_letters, pseudo


def fields(s):
    return [(name, spec) for _, name, spec, _ in string.Formatter().parse(s) if name is not None]


def all_messages():
    from hod_desktop import game_list
    from hod_desktop.scenes import text_from_code  # noqa: F401

    game_list.load_strings()
    return i18n.keys()


def test_every_message_is_marked_longer_and_keeps_its_placeholders():
    from hod_desktop.tools import catalogs

    longer = []
    for m in catalogs.read(catalogs.TEMPLATE):  # every message of the app, rules pages too
        for form in (m.id if isinstance(m.id, tuple) else (m.id,)):
            if not form:
                continue
            p = pseudo(form)
            assert fields(p) == fields(form), (m.context, form, p)
            letters = sum(c.isalpha() for c in _no_fields(form))
            if letters == 1:  # a one-letter message: the letter only
                assert p != form and not plain_letters(_no_fields(p)), (m.context, p)
            elif letters:
                assert p.startswith(OPEN) and p.endswith(CLOSE), (m.context, p)
                assert not plain_letters(_no_fields(p)), (m.context, p)
                longer.append(len(p) / len(form))
    assert len(longer) > 1000
    assert 1.35 <= sum(longer) / len(longer) <= 1.9, sum(longer) / len(longer)


def _no_fields(s):
    return "".join(t for t, *_ in string.Formatter().parse(s))


def test_a_message_without_words_is_left_as_it_is():
    for s in ("{a} · {b}", "−{n}", "{n}/{m}", "×2"):
        assert pseudo(s) == s


def test_letters_of_a_real_language_are_plain():
    assert plain_letters("Apuesta") == "Apuesta"
    assert plain_letters("⁅Åþþūēēšţţå⁆ 1.º") == ""
    assert plain_letters(pseudo("Sí, vidas, Ñandú, Català").upper()) == ""


def test_the_runtime_says_the_pseudo_locale_through_gettext():
    tr = i18n.tr
    assert tr("menu.play", "qps") == pseudo(i18n.forms("menu.play", "es")[0])
    key = next(k for k in all_messages() if isinstance(i18n._SOURCE[k], tuple))
    one, many, count = i18n._SOURCE[key]
    assert tr(key, "qps", **{count: 1}) == pseudo(one).format(**{count: 1})
    assert tr(key, "qps", **{count: 3}) == pseudo(many).format(**{count: 3})
    you = tr("player.you", "qps")
    assert you == pseudo("Tú")
    assert "qps" not in i18n.LANGS and "qps" not in i18n.LANG_NAMES  # never in Ajustes


def test_hod_pseudo_locale_runs_the_app_in_it_and_saves_nothing(tmp_path, monkeypatch):
    monkeypatch.setenv("HOD_HOME", str(tmp_path))
    monkeypatch.setenv("HOD_PSEUDO_LOCALE", "1")
    from hod_desktop.app import App
    from hod_desktop.persist.settings import settings_path

    app = App(size=(800, 480), settings={"lang": "en", "sound": False})
    try:
        step(app, 2)
        assert app.settings["lang"] == pseudo_locale.CODE
        assert app.tr("menu.play") == pseudo(i18n.forms("menu.play", "es")[0])
        app.save_settings()
        saved = json.loads(settings_path().read_text(encoding="utf-8"))
        assert saved.get("lang") != pseudo_locale.CODE
    finally:
        app.close()


def test_the_shipped_faces_draw_every_pseudo_letter_and_the_marks():
    """No missing-glyph boxes in a screenshot: the titles' serif face lacked ⟦ ⟧."""
    import pygame

    from hod_desktop.ui.draw import fonts

    pygame.font.init()
    for bold, display in ((False, False), (True, False), (False, True)):
        f = fonts.font(30, bold, display)
        tofu = pygame.image.tobytes(f.render("\U0010FFFD", True, (255, 255, 255)), "RGBA")
        lacking = [c for c in sorted(pseudo_locale.LETTERS) + [OPEN, CLOSE]
                   if pygame.image.tobytes(f.render(c, True, (255, 255, 255)), "RGBA") == tofu]
        assert not lacking, (fonts.font_file(bold, display), lacking)
