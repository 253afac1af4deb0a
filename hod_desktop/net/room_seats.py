"""A room's seats: who sits where, their tokens, connections and grace deadlines, and the
seat list every member is shown. Apart from room.py so each stays short."""
from __future__ import annotations

import secrets
from dataclasses import dataclass, field
from typing import Hashable

FILL_LEVEL = "normal"  # the machine's level for a friend's seat it plays


class RoomRefused(ValueError):
    """A join, watch or create the room turns down: `code` for programs, text for people.
    `failed_join` marks the refusals that count against the address (a wrong token)."""

    def __init__(self, code: str, text: str, failed_join: bool = False):
        super().__init__(text)
        self.code, self.text, self.failed_join = code, text, failed_join

    def message(self) -> dict:
        return {"type": "error", "code": self.code, "text": self.text}


@dataclass
class Seat:
    """One seat. kind "you" (the creator's), "friend" (a friend takes it by joining) or
    "bot" (the machine at `level`). A friend's seat the machine plays while its person is
    away uses `level` too (FILL_LEVEL unless the creator chose one)."""

    kind: str
    level: str
    name: str = ""
    token: str | None = None
    conn: Hashable | None = None
    grace_until: float | None = None
    bot_playing: bool = False
    muted: set[int] = field(default_factory=set)

    @property
    def is_person(self) -> bool:
        return self.kind != "bot"

    @property
    def claimed(self) -> bool:
        return self.token is not None

    @property
    def connected(self) -> bool:
        return self.conn is not None

    def claim(self, conn, name: str) -> str:
        self.token = secrets.token_urlsafe(16)  # 128 random bits
        self.conn, self.name = conn, name
        self.grace_until, self.bot_playing = None, False
        return self.token

    def release(self) -> None:
        self.token = self.conn = self.grace_until = None
        self.name, self.bot_playing = "", False
        self.muted.clear()

    def public(self, now: float) -> dict:
        """What every member is shown of this seat (never its token)."""
        return {"name": self.name, "kind": "bot" if self.kind == "bot" else "friend",
                "level": self.level if self.kind == "bot" else None,
                "claimed": self.claimed or self.kind == "bot",
                "connected": self.connected or self.kind == "bot",
                "bot_playing": self.bot_playing,
                "grace_left_s": self.grace_left(now)}

    def grace_left(self, now: float) -> float | None:
        if self.grace_until is None:
            return None
        return round(max(0.0, self.grace_until - now), 1)

    def to_save(self) -> dict:
        return {"kind": self.kind, "level": self.level, "name": self.name,
                "token": self.token, "muted": sorted(self.muted)}

    @classmethod
    def from_save(cls, data: dict) -> "Seat":
        return cls(kind=data["kind"], level=data["level"], name=data.get("name", ""),
                   token=data.get("token"), muted=set(data.get("muted", ())))


def make_seats(specs: list[dict], levels: tuple[str, ...]) -> list[Seat]:
    """Seats from a create message's list; a bot's level must be one of the game's."""
    seats = []
    fill = FILL_LEVEL if FILL_LEVEL in levels else levels[len(levels) // 2]
    for spec in specs:
        level = spec.get("level") or fill
        if level not in levels:
            raise RoomRefused("bad_level", f"the machine plays at {', '.join(levels)}, "
                                           f"not {level!r}")
        seats.append(Seat(kind=spec["kind"], level=level))
    return seats
