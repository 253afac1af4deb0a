"""Which match in progress has used «¿Qué haría la máquina?»: a small JSON file next to
the autosave naming that match (game, options, seed), so a hinted match stays hinted
after the app is closed and the match resumed. The statistics count hinted matches
(persist.record_result(..., hinted=True): the «con pistas» column)."""
from __future__ import annotations

import json
from pathlib import Path

from . import persist

HINTS_FILE = "hinted.json"


def hints_path() -> Path:
    return persist.data_dir() / HINTS_FILE


def _identity(match) -> dict:
    return {"game": match.game, "options": match.options, "seed": match.seed}


def mark_hinted(match) -> None:
    """Remember that the person asked for a hint in `match` (idempotent)."""
    if is_hinted(match):
        return
    persist.write_atomic(hints_path(), json.dumps(_identity(match), sort_keys=True))


def is_hinted(match) -> bool:
    try:
        data = json.loads(hints_path().read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return False
    return data == json.loads(json.dumps(_identity(match), sort_keys=True))


def take_hinted(match) -> bool:
    """Whether `match` was hinted; the mark is removed (the match is over)."""
    hinted = is_hinted(match)
    try:
        hints_path().unlink()
    except OSError:
        pass
    return hinted
