"""Which games have a table scene, found without importing them (cheap at start-up).

    available_tables()            -> ["cinco_vidas", ...] in menu order
    open_table(app, match)        -> pushes XTable(app, match, human_seat)
"""
from __future__ import annotations

import importlib
import importlib.util
import logging

log = logging.getLogger(__name__)

# game name -> (module, class). Menu order is this order.
TABLES: dict[str, tuple[str, str]] = {
    "cinco_vidas": ("hod_desktop.scenes.cinco_vidas_table", "CincoVidasTable"),
    "chinchon": ("hod_desktop.scenes.chinchon_table", "ChinchonTable"),
}

# the engine module each table needs (a table without its rules is not offered)
_ENGINES = {
    "cinco_vidas": "hod_desktop.engine.cinco_vidas",
    "chinchon": "hod_desktop.engine.chinchon",
}


def _exists(module: str) -> bool:
    try:
        return importlib.util.find_spec(module) is not None
    except (ImportError, ValueError):
        return False


def available_tables() -> list[str]:
    """Games whose table module (and engine) can be found, in menu order."""
    return [g for g, (mod, _) in TABLES.items()
            if _exists(mod) and _exists(_ENGINES.get(g, "hod_desktop.engine"))]


def table_class(game: str):
    """The table scene class for a game (imports it now). Raises LookupError if missing."""
    try:
        mod_name, cls_name = TABLES[game]
    except KeyError:
        raise LookupError(f"no table for {game!r}") from None
    module = importlib.import_module(mod_name)
    return getattr(module, cls_name)


def open_table(app, match, human_seat: int | None = 0, replace: bool = False) -> bool:
    """Push (or replace the top scene with) the table for `match`; False if unavailable."""
    try:
        cls = table_class(match.game)
    except (LookupError, ImportError, AttributeError):
        log.exception("table for %s is not available", match.game)
        app.notify(app.tr("notify.no_table"))
        return False
    scene = cls(app, match, human_seat=human_seat)
    from ..app import settle_memory

    settle_memory()  # no full garbage collection in the middle of the game's frames
    if replace:
        app.scenes.replace(scene)
    else:
        app.scenes.push(scene)
    return True
