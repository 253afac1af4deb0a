"""Words that were written in the code instead of the catalogue, found by the pseudo-locale
test (tests/test_pseudo_locale_screens.py): the crash screen's plain keys line, the name on
Brag's cloth. Imported by the modules that say them."""
from ..ui import i18n

i18n.register("es", {
    "error.plain_keys": "Intro: menú  ·  Esc: salir",
    "brag.felt_name": "Brag",
})
i18n.register("en", {
    "error.plain_keys": "Enter: menu  ·  Esc: quit",
    "brag.felt_name": "Brag",
})
