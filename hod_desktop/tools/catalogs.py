"""The translation catalogues, with Babel (a developer's and the build's tool: the app never
imports it, and Babel is not in the bundle).

    python -m hod_desktop.tools.catalogs extract   # the template hod_desktop/locale/hod_desktop.pot
    python -m hod_desktop.tools.catalogs update    # every <lang>.po takes the template's messages
    python -m hod_desktop.tools.catalogs compile   # every <lang>.po -> hod_desktop.mo beside it
    python -m hod_desktop.tools.catalogs check     # what the suite checks, as a list of faults

The same with pybabel (babel.cfg holds the file mapping; the keywords are below):
    pybabel extract -F babel.cfg --no-default-keywords -k declare:1c,2
        -k declare_plural:1c,2,3 -k rule_text:1c,2 --no-wrap -o hod_desktop/locale/hod_desktop.pot hod_desktop
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


def faults() -> list[str]:
    """Everything wrong with the catalogues: missing or fuzzy entries, placeholders that differ
    from the Spanish, a Plural-Forms header that is not the language's, a template behind
    the code, a .mo behind its .po."""
    out = []
    code = extract()
    if messages(read(TEMPLATE)) != messages(code):
        new, gone = messages(code).keys() - messages(read(TEMPLATE)).keys(), \
            messages(read(TEMPLATE)).keys() - messages(code).keys()
        out.append(f"the template is behind the code: {len(new)} new, {len(gone)} gone "
                   f"(e.g. {sorted(new | gone, key=str)[:3]}); run `python -m hod_desktop.tools.catalogs "
                   f"extract` then `update`")
    for lang in languages():
        cat = read(po_path(lang), lang)
        want = plural_forms(lang)
        if cat.plural_forms.replace(" ", "") != want.replace(" ", ""):
            out.append(f"{lang}: Plural-Forms is {cat.plural_forms!r}, the language has {want!r}")
        if messages(cat).keys() != messages(code).keys():
            out.append(f"{lang}: its messages differ from the code's; run `update`")
        for m in cat:
            if not m.id:
                continue
            where = f"{lang}: {m.context}"
            if m.fuzzy:
                out.append(f"{where} is fuzzy")
            ids = m.id if isinstance(m.id, tuple) else (m.id,)
            strings = m.string if isinstance(m.string, tuple) else (m.string,)
            if m.pluralizable and len(strings) != cat.num_plurals:
                out.append(f"{where} has {len(strings)} plural forms, {lang} has {cat.num_plurals}")
            for s in strings:
                if not s:
                    out.append(f"{where} is not translated")
                    continue
                # every form names the placeholders of the Spanish (the singular may leave out
                # the count itself: "una vida" / "{n} vidas")
                allowed = set().union(*(PLACEHOLDER.findall(i) for i in ids))
                if set(PLACEHOLDER.findall(s)) - allowed:
                    out.append(f"{where}: {s!r} has placeholders the Spanish lacks")
                if not m.pluralizable and set(PLACEHOLDER.findall(s)) != allowed:
                    out.append(f"{where}: {s!r} does not have the Spanish placeholders "
                               f"{sorted(allowed)}")
        mo = po_path(lang).with_suffix(".mo")
        if not mo.exists() or mo.read_bytes() != mo_bytes(cat):
            out.append(f"{lang}: {mo.name} is not the compiled {po_path(lang).name}; run `compile`")
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
