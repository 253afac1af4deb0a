"""The person's recent matches, newest first, kept whole (their moves) so the statistics
screen can list them and open each one's history: `add_recent(match, outcome)` after a
match ends or is left unfinished, `load_recent()` to read them back. At most `KEEP`."""
from __future__ import annotations

import json
import logging
from pathlib import Path

from ..engine.core import Match
from .files import data_dir, write_atomic

log = logging.getLogger(__name__)

RECENT_FILE = "recent.json"
KEEP = 12
WON, LOST, ABANDONED = "won", "lost", "abandoned"


def recent_path() -> Path:
    return data_dir() / RECENT_FILE


def _read() -> list[dict]:
    try:
        data = json.loads(recent_path().read_text(encoding="utf-8"))
    except FileNotFoundError:
        return []
    except (OSError, ValueError) as e:  # a bad list is only a list: start a new one
        log.warning("recent matches unreadable (%s): starting afresh", e)
        return []
    return [e for e in data if isinstance(e, dict) and isinstance(e.get("match"), str)] \
        if isinstance(data, list) else []


def add_recent(match: Match, outcome: str) -> None:
    """Put `match` first in the list (`outcome`: WON, LOST or ABANDONED)."""
    entries = [{"game": match.game, "outcome": outcome, "match": match.to_json()}] + _read()
    write_atomic(recent_path(), json.dumps(entries[:KEEP]))


def load_recent() -> list[tuple[str, Match]]:
    """(outcome, match) newest first; an entry that no longer replays is left out."""
    out = []
    for e in _read():
        try:
            out.append((str(e.get("outcome", LOST)), Match.from_json(e["match"])))
        except Exception:  # noqa: BLE001  (an old or damaged entry: skip it, keep the rest)
            log.warning("a recent %s match could not be read back", e.get("game"))
    return out
