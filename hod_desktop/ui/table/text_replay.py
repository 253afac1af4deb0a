"""Words of the history's Poderes marks and of the trick-by-trick replay (issue 36)."""
from __future__ import annotations

from .. import i18n

i18n.declare("hist.lives_note_poderes",
             "pidió/hizo · vidas (rojo: perdió) · +1♥ por maná · −1⚔ duelo · ↺ revivir")
