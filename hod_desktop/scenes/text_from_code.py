"""Words that were written in the code instead of the catalogue, found by the pseudo-locale
test (tests/test_pseudo_locale_screens.py): the crash screen's plain keys line, the name on
Brag's cloth, Brag's hands by their kind (the engine's own names, ranking.CATEGORY_NAMES,
stay its English/Spanish for logs and tests; brag.category.<n> follows its numbering). Imported by the modules that say them."""
from ..ui import i18n

i18n.register("es", {
    "error.plain_keys": "Intro: menú  ·  Esc: salir",
    "brag.felt_name": "Brag",
    "brag.category.0": "Carta alta",
    "brag.category.1": "Pareja",
    "brag.category.2": "Color",
    "brag.category.3": "Escalera",
    "brag.category.4": "Escalera de color",
    "brag.category.5": "Trío",
})
i18n.register("en", {
    "error.plain_keys": "Enter: menu  ·  Esc: quit",
    "brag.felt_name": "Brag",
    "brag.category.0": "High card",
    "brag.category.1": "Pair",
    "brag.category.2": "Flush",
    "brag.category.3": "Run",
    "brag.category.4": "Running flush",
    "brag.category.5": "Prial",
})
