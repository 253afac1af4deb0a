"""The translation catalogues, with Babel (a developer's and the build's tool: the app never
imports it, and Babel is not in the bundle).

    python -m hod_desktop.tools.catalogs extract   # the template hod_desktop/locale/hod_desktop.pot
    python -m hod_desktop.tools.catalogs update    # every <lang>.po takes the template's messages
    python -m hod_desktop.tools.catalogs compile   # every <lang>.po -> hod_desktop.mo beside it
    python -m hod_desktop.tools.catalogs check     # what the suite checks, as a list of faults

The same with pybabel (babel.cfg holds the file mapping; the keywords are below):
    pybabel extract -F babel.cfg --no-default-keywords -k declare:1c,2
        -k declare_plural:1c,2,3 -k rule_text:1c,2 -o hod_desktop/locale/hod_desktop.pot .
    pybabel update -D hod_desktop -i hod_desktop/locale/hod_desktop.pot -d hod_desktop/locale
    pybabel compile -D hod_desktop -d hod_desktop/locale
"""
from __future__ import annotations

import argparse
import io
import re
import sys
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent
ROOT = PACKAGE.parent
LOCALE = PACKAGE / "locale"
DOMAIN = "hod_desktop"
TEMPLATE = LOCALE / f"{DOMAIN}.pot"
# declare(key, text), declare_plural(key, one, many, count), rule_text(context, text): the key/context is
# the message's msgctxt (ui/i18n.py)
KEYWORDS = {"declare": ((1, "c"), 2), "declare_plural": ((1, "c"), 2, 3), "rule_text": ((1, "c"), 2)}
METHODS = [("**.py", "python")]  # babel.cfg says the same
PLACEHOLDER = re.compile(r"\{[^{}]*\}")
# Plural-Forms of a language: GNU gettext's table (what Poedit and Weblate offer), where it
# differs from Babel's CLDR data (which gives Catalan a third form for whole millions)
PLURAL_FORMS = {"ca": "nplurals=2; plural=(n != 1);"}


def plural_forms(lang: str) -> str:
    from babel import Locale
    from babel.messages.plurals import get_plural

    return PLURAL_FORMS.get(lang) or get_plural(Locale.parse(lang)).plural_forms


def new_catalog(lang: str):
    """An empty catalogue for a new language, with its Plural-Forms."""
    from babel.messages.catalog import Catalog

    cat = Catalog(locale=lang, domain=DOMAIN, project="House Of Decks", version="0.1",
                  copyright_holder="House Of Decks", msgid_bugs_address="", fuzzy=False)
    cat.mime_headers = [("Plural-Forms", plural_forms(lang))]
    return cat


def extract():
    """The template's catalogue, from the code (what `pybabel extract` writes)."""
    from babel.messages.catalog import Catalog
    from babel.messages.extract import extract_from_dir

    cat = Catalog(domain=DOMAIN, project="House Of Decks", version="0.1",
                  copyright_holder="House Of Decks", msgid_bugs_address="", fuzzy=False)
    for filename, lineno, message, comments, context in extract_from_dir(
            str(PACKAGE), METHODS, keywords=KEYWORDS, comment_tags=("TRANSLATORS:",),
            strip_comment_tags=True):
        cat.add(message, None, [(f"hod_desktop/{filename}", lineno)], auto_comments=comments,
                context=context)
    return cat


def messages(cat) -> dict:
    """{(context, msgid): plural?} of a catalogue: what two templates must share."""
    return {(m.context, m.id): m.pluralizable for m in cat if m.id}


def read(path: Path, locale: str | None = None):
    from babel.messages.pofile import read_po

    with path.open("rb") as f:
        return read_po(f, locale=locale)


def po_bytes(cat) -> bytes:
    from babel.messages.pofile import write_po

    out = io.BytesIO()
    write_po(out, cat, width=100, include_lineno=False, ignore_obsolete=True)
    return out.getvalue()


def mo_bytes(cat) -> bytes:
    from babel.messages.mofile import write_mo

    out = io.BytesIO()
    write_mo(out, cat, use_fuzzy=False)
    return out.getvalue()


def languages() -> list[str]:
    return sorted(p.name for p in LOCALE.iterdir() if (p / "LC_MESSAGES" / f"{DOMAIN}.po").exists())


def po_path(lang: str) -> Path:
    return LOCALE / lang / "LC_MESSAGES" / f"{DOMAIN}.po"


def write_template() -> bool:
    """Write the .pot when its messages changed (its dates alone never rewrite it)."""
    cat = extract()
    if TEMPLATE.exists() and messages(read(TEMPLATE)) == messages(cat) and \
            _locations(read(TEMPLATE)) == _locations(cat):
        return False
    TEMPLATE.parent.mkdir(parents=True, exist_ok=True)
    TEMPLATE.write_bytes(po_bytes(cat))
    return True


def _locations(cat) -> dict:
    return {(m.context, m.id): sorted({f for f, _ in m.locations}) for m in cat if m.id}


def update() -> None:
    for lang in languages():
        cat = read(po_path(lang), lang)
        cat.update(read(TEMPLATE), no_fuzzy_matching=True)  # it takes the template's messages
        po_path(lang).write_bytes(po_bytes(cat))


def compile_all() -> None:
    for lang in languages():
        po_path(lang).with_suffix(".mo").write_bytes(mo_bytes(read(po_path(lang), lang)))


def template_faults(template, code) -> list[str]:
    """The template against the code's messages (both catalogues), and no key declared
    twice with two Spanish texts (the later would win at run time, unseen)."""
    have, want = messages(template), messages(code)
    seen: dict = {}
    for context, _ in want:
        seen[context] = seen.get(context, 0) + 1
    twice = sorted(c for c, n in seen.items() if n > 1 and not c.startswith("rules."))
    out = [f"key declared twice with two texts: {c}" for c in twice]
    if have == want:
        return out
    new, gone = want.keys() - have.keys(), have.keys() - want.keys()
    changed = {k for k in want.keys() & have.keys() if want[k] != have[k]}
    return out + [f"the template is behind the code: {len(new)} new, {len(gone)} gone, {len(changed)} "
            f"changed (e.g. {sorted(new | gone | changed, key=str)[:3]}); run "
            f"`python -m hod_desktop.tools.catalogs extract` then `update`"]


def catalogue_faults(lang: str, cat, template) -> list[str]:
    """One language's catalogue: its Plural-Forms, its messages the template's, none missing
    or fuzzy, each form naming the placeholders its Spanish names."""
    out = []
    want = plural_forms(lang)
    if cat.plural_forms.replace(" ", "") != want.replace(" ", ""):
        out.append(f"{lang}: Plural-Forms is {cat.plural_forms!r}, the language has {want!r}")
    if messages(cat) != messages(template):
        out.append(f"{lang}: its messages are not the template's; run `update`")
    for m in cat:
        if not m.id:
            continue
        where = f"{lang}: {m.context}"
        if m.fuzzy:
            out.append(f"{where} is fuzzy")
        ids = m.id if isinstance(m.id, (tuple, list)) else (m.id,)
        strings = m.string if isinstance(m.string, (tuple, list)) else (m.string,)
        if m.pluralizable and len(strings) != cat.num_plurals:
            out.append(f"{where} has {len(strings)} plural forms, {lang} has {cat.num_plurals}")
        for i, s in enumerate(strings):
            if not s:
                out.append(f"{where} is not translated")
                continue
            # form 0 says what the Spanish singular says, every other form the plural's
            spanish = ids[min(i, len(ids) - 1)]
            if sorted(PLACEHOLDER.findall(s)) != sorted(PLACEHOLDER.findall(spanish)):
                out.append(f"{where}: {s!r} has not the placeholders of {spanish!r}")
    return out


def mo_content(data: bytes) -> tuple:
    """What a .mo says (its Plural-Forms and every translation), whoever compiled it
    (Babel, msgfmt, Poedit: their bytes differ)."""
    from babel.messages.mofile import read_mo

    cat = read_mo(io.BytesIO(data))
    def frozen(v):
        return tuple(v) if isinstance(v, (list, tuple)) else v
    return cat.plural_forms, {(m.context, frozen(m.id)): frozen(m.string) for m in cat if m.id}


def mo_faults(lang: str, cat, mo: Path) -> list[str]:
    """The shipped .mo against its .po compiled by Babel."""
    if not mo.exists() or mo_content(mo.read_bytes()) != mo_content(mo_bytes(cat)):
        return [f"{lang}: {mo.name} is not the compiled {DOMAIN}.po; run `compile`"]
    return []


def faults() -> list[str]:
    """Everything wrong with the shipped catalogues (the suite's checks, in one list)."""
    template = read(TEMPLATE)
    out = template_faults(template, extract())
    for lang in languages():
        cat = read(po_path(lang), lang)
        out += catalogue_faults(lang, cat, template)
        out += mo_faults(lang, cat, po_path(lang).with_suffix(".mo"))
    return out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m hod_desktop.tools.catalogs",
                                 description="Extract, update, compile and check the catalogues.")
    ap.add_argument("command", choices=("extract", "update", "compile", "check"))
    a = ap.parse_args(argv)
    if a.command == "extract":
        print("template written" if write_template() else "template unchanged")
    elif a.command == "update":
        update()
    elif a.command == "compile":
        compile_all()
    else:
        found = faults()
        print("\n".join(found) or "catalogues complete")
        return 1 if found else 0
    return 0


if __name__ == "__main__":
    sys.exit(main())
