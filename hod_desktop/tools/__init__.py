"""Commands run by hand, not by the app (`python -m hod_desktop.tools.X`): long-running checks
(fuzz, monkey) and the translation catalogues (catalogs, with Babel)."""
