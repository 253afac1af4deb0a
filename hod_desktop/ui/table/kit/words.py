"""The kit's own words (Spanish first) and the log it writes for any game: an engine event
is said when the game's strings have `<code>.log.<event_name>` (CardTaken -> card_taken),
its fields as the sentence's {names} (seats by name, cards in words, a `..._no` counted from
1, a true flag `auto` picks `<key>.auto` when the game has it); so a game on the kit writes
strings, not a log."""
from __future__ import annotations

import re
from dataclasses import fields, is_dataclass

from ... import i18n
from ..action_log import Entry, Seat

i18n.declare("kit.round", "Ronda {n}")
i18n.declare("kit.round_of", "Ronda {n} de {k}")
i18n.declare("kit.your_move", "Te toca")
i18n.declare("kit.stake", "Apuesta {n}")
i18n.declare_plural("kit.chips", "{n} ficha", "{n} fichas", "n")
i18n.declare_plural("kit.score", "{n} pto", "{n} pts", "n")
i18n.declare("kit.keys",
             "Teclas: {keys} · ←/→ e Intro · H historial · Q pista · P ¿podría haber ganado? · J "
             "jugadas · Esc pausa")
i18n.declare("kit.keys_digits", "1–{k}")

SEAT_FIELDS = ("player", "seat", "bank", "dealer", "winner", "loser")
SEATS_FIELDS = ("winners", "losers", "seats", "order")


def snake(name: str) -> str:
    """CardTaken -> card_taken."""
    return re.sub(r"(?<!^)(?=[A-Z])", "_", name).lower()


def words_of(value):
    """A field's value as the log says it, or None for one it cannot (a whole result)."""
    if isinstance(value, (bool, int, str)) or (hasattr(value, "rank") and hasattr(value, "suit")):
        return value
    return None


def event_log(prefix: str):
    """`describe(event)` for an ActionLog: one line per event the game has words for."""
    def describe(ev) -> list[Entry]:
        if not is_dataclass(ev):
            return []
        key = f"{prefix}.log.{snake(type(ev).__name__)}"
        if not i18n.has(key, "es"):
            return []
        fmt, seat = {}, None
        for f in fields(ev):
            v = getattr(ev, f.name)
            if f.name in SEAT_FIELDS and type(v) is int:
                seat = v if seat is None else seat
                fmt[f.name] = Seat(v)
            elif f.name in SEATS_FIELDS and isinstance(v, tuple):
                fmt[f.name] = tuple(Seat(p) for p in v)
                if f.name == "winners" and len(v) == 1:
                    seat = v[0]  # «Ganas tú» for the person
            elif v is True and i18n.has(f"{key}.{f.name}", "es"):
                key = f"{key}.{f.name}"  # a flag with words of its own (stood.auto)
            elif f.name.endswith("_no") and type(v) is int:
                fmt[f.name] = v + 1  # hand_no, round_no: counted from 0, said from 1
            elif words_of(v) is not None and type(v) is not bool:
                fmt[f.name] = v
        return [Entry.of(seat, key, **fmt)]
    return describe
