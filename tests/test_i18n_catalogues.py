"""Issue 35, item 5: the catalogues the app ships are complete and match the code. The
template is extracted again from the code (Babel, into a temp folder) and compared; every
language's catalogue has every message, none fuzzy, each form with the placeholders of its
Spanish and the language's Plural-Forms; each shipped .mo is its .po compiled by Babel."""
import copy

import pytest

babel = pytest.importorskip("babel")

from hod_desktop.tools import catalogs  # noqa: E402
from hod_desktop.ui import i18n  # noqa: E402


@pytest.fixture(scope="module")
def template():
    return catalogs.read(catalogs.TEMPLATE)


def po(lang):
    return catalogs.read(catalogs.po_path(lang), lang)


def test_the_template_holds_the_code_s_messages(tmp_path, template):
    fresh = tmp_path / "hod_desktop.pot"
    fresh.write_bytes(catalogs.po_bytes(catalogs.extract()))
    extracted = catalogs.read(fresh)
    assert catalogs.template_faults(template, extracted) == []
    assert len(catalogs.messages(extracted)) > 1000
    # what the check catches: a message the code declares and the template lacks
    shorter = copy.deepcopy(template)
    shorter.delete("¿Cuántas bazas harás?", context="cv.bid_title")
    assert "1 new" in catalogs.template_faults(shorter, extracted)[0]
    twice = copy.deepcopy(extracted)
    twice.add("Otra apuesta", context="cv.bid_title")
    assert catalogs.template_faults(twice, twice) == ["key declared twice with two texts: cv.bid_title"]


def test_every_language_but_spanish_has_a_catalogue():
    assert set(catalogs.languages()) == set(i18n.LANGS) - {i18n.SOURCE_LANG}
    assert set(i18n.LANG_NAMES) == set(i18n.LANGS)


@pytest.mark.parametrize("lang", ["en", "ca"])
def test_each_catalogue_is_complete_with_the_spanish_placeholders(lang, template):
    assert catalogs.catalogue_faults(lang, po(lang), template) == []


def test_the_catalogue_check_finds_each_fault(template):
    cat = po("en")
    bid = cat.get("¿Cuántas bazas harás?", context="cv.bid_title")
    lives = next(m for m in cat if m.id and m.pluralizable and "{" in m.id[1])
    bid.string = ""
    lives.string = (lives.string[0], lives.string[1].replace("{", "(").replace("}", ")"))
    line = next(m for m in cat if m.id and not m.pluralizable and "{name}" in m.id)
    line.string = line.string.replace("{name}", "{nombre}")
    fuzzy = next(m for m in cat if m.id and not m.pluralizable and m is not bid and m is not line)
    fuzzy.flags.add("fuzzy")
    cat.mime_headers = [("Plural-Forms", "nplurals=3; plural=(n == 1 ? 0 : n == 2 ? 1 : 2);")]
    found = "\n".join(catalogs.catalogue_faults("en", cat, template))
    assert "cv.bid_title is not translated" in found
    assert f"{lives.context}: " in found and f"{line.context}: " in found
    assert f"{fuzzy.context} is fuzzy" in found
    assert "Plural-Forms" in found and "has 2 plural forms, en has 3" in found


@pytest.mark.parametrize("lang", ["en", "ca"])
def test_plural_forms_are_the_language_s(lang):
    cat = po(lang)
    assert cat.plural_forms.replace(" ", "") == catalogs.plural_forms(lang).replace(" ", "")
    plurals = [m for m in cat if m.id and m.pluralizable]
    assert len(plurals) >= 30 and all(len(m.string) == cat.num_plurals for m in plurals)


@pytest.mark.parametrize("lang", ["en", "ca"])
def test_the_shipped_mo_is_its_po_compiled(lang, tmp_path):
    cat = po(lang)
    mo = catalogs.po_path(lang).with_suffix(".mo")
    assert catalogs.mo_faults(lang, cat, mo) == []
    cat.get("Jugar", context="menu.play").string = "Play!"
    assert catalogs.mo_faults(lang, cat, mo)  # a .po edited and not compiled
