"""Words that were written in the code instead of the catalogue, found by the pseudo-locale
test (tests/test_pseudo_locale_screens.py): the name on Brag's cloth. Imported by the
modules that say them."""
from ..ui.i18n import declare

declare("brag.felt_name", "Brag")
