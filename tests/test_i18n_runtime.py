"""Issue 35, items 2 and 3: the app reads the compiled catalogues with the standard library,
once per language; a message a catalogue lacks is said in Spanish; the language list in
Ajustes is Spanish, English and Catalan, and until the person chooses one the app speaks
the system's language when it has it, else Spanish."""
import gettext

import pytest
from i18n_helpers import declare
from ui_helpers import step, top

from hod_desktop import persist
from hod_desktop.ui import i18n

CLEAR = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")


@pytest.mark.parametrize("env,lang", [
    ({"LANGUAGE": "ca_ES.UTF-8"}, "ca"),
    ({"LANG": "en_GB.UTF-8"}, "en"),
    ({"LANGUAGE": "pt_BR:ca:es", "LANG": "pt_BR.UTF-8"}, "ca"),  # the first the app has
    ({"LC_ALL": "es_ES@euro", "LANG": "en_US"}, "es"),  # LC_ALL before LANG
    ({"LANG": "fr_FR.UTF-8"}, "es"),  # not one of ours: Spanish
    ({}, "es"),
])
def test_the_system_language_when_the_app_has_it(monkeypatch, env, lang):
    for var in CLEAR:
        monkeypatch.delenv(var, raising=False)
    for var, value in env.items():
        monkeypatch.setenv(var, value)
    monkeypatch.setattr(i18n._locale, "getlocale", lambda: (None, None))
    assert i18n.system_lang() == lang


def test_windows_names_its_locale_in_words(monkeypatch):
    for var in CLEAR:
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setattr(i18n._locale, "getlocale", lambda: ("Catalan_Spain", "1252"))
    monkeypatch.setattr(i18n._locale, "setlocale", lambda category: "Catalan_Spain.1252")
    assert i18n.system_lang() == "ca"


@pytest.mark.parametrize("env", [{"LANG": "C.UTF-8"}, {"LC_ALL": "C"}, {"LANG": "POSIX"}, {}])
def test_the_c_locale_names_no_language_so_spanish(monkeypatch, env):
    """Python's alias table makes C.UTF-8 «en_US» in getlocale(): with LANG=C.UTF-8 (a
    container, a bare ssh session) the app and its command line spoke English."""
    for var in CLEAR:
        monkeypatch.delenv(var, raising=False)
    for var, value in env.items():
        monkeypatch.setenv(var, value)
    monkeypatch.setattr(i18n._locale, "getlocale", lambda: ("en_US", "UTF-8"))
    monkeypatch.setattr(i18n._locale, "setlocale", lambda category: "C.UTF-8")
    assert i18n.system_lang() == "es"


def test_each_catalogue_is_read_once(monkeypatch):
    reads = []
    real = gettext.translation

    def counting(*a, **kw):
        reads.append(kw.get("languages"))
        return real(*a, **kw)
    monkeypatch.setattr(i18n.gettext, "translation", counting)
    monkeypatch.setattr(i18n, "_CATALOGS", {})
    declare({"test.once": "Una vez"})  # empties the texts' cache too
    for _ in range(50):
        assert i18n.tr("menu.play", "ca") == "Jugar"
        assert i18n.tr("menu.settings", "en") == "Settings"
        assert i18n.tr("test.once", "en") == "Una vez"  # no catalogue has it: Spanish
    assert sorted(map(tuple, reads)) == [("ca",), ("en",)]


def test_a_language_without_a_catalogue_speaks_spanish():
    import hod_desktop.scenes.cinco_vidas.text  # noqa: F401  (declares cv.*)

    assert i18n.tr("menu.play", "xx") == "Jugar"
    assert i18n.tr("cv.round", "xx", n=2, k=1) == "Ronda 2 · 1 carta"


def test_plural_forms_by_number_in_each_language():
    import hod_desktop.scenes.cinco_vidas.text  # noqa: F401  (declares cv.*)

    got = {lang: [i18n.tr("cv.round", lang, n=2, k=k) for k in (1, 2, 0)] for lang in i18n.LANGS}
    assert got == {"es": ["Ronda 2 · 1 carta", "Ronda 2 · 2 cartas", "Ronda 2 · 0 cartas"],
                   "en": ["Round 2 · 1 card", "Round 2 · 2 cards", "Round 2 · 0 cards"],
                   "ca": ["Ronda 2 · 1 carta", "Ronda 2 · 2 cartes", "Ronda 2 · 0 cartes"]}


def test_a_fresh_app_follows_the_system_until_the_person_chooses(tmp_path, monkeypatch):
    monkeypatch.setenv("HOD_HOME", str(tmp_path))
    monkeypatch.setenv("LANGUAGE", "ca_ES")
    from hod_desktop.app import App
    from hod_desktop.scenes.settings import SettingsScene

    app = App(size=(1280, 720), speed="max")
    try:
        step(app, 2)
        assert app.settings["lang"] == "ca" and app.tr("menu.play") == "Jugar"
        assert app.tr("menu.settings") == "Configuració"
        app.save_settings()
        assert persist.load_settings()[0]["lang"] == ""  # the file still follows the system
        app.scenes.push(SettingsScene(app))
        step(app, 2)
        choice = next(w for w in top(app).ui.widgets if getattr(w, "key_name", "") == "lang")
        assert [v for v, _ in choice.options] == ["es", "en", "ca"]
        assert [t for _, t in choice.options] == ["Español", "English", "Català"]
        app.set_language("en")
        assert persist.load_settings()[0]["lang"] == "en"  # chosen: kept
    finally:
        app.close()
    monkeypatch.setenv("LANGUAGE", "ca_ES")
    again = App(size=(1280, 720), speed="max")
    try:
        assert again.settings["lang"] == "en"
    finally:
        again.close()
