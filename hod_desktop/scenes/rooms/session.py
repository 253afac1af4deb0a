"""A room as the lobby knows it: the connection to its host, and what the host has said
(the code, our seat and token, the seats, who created it, whether it started). Pure
bookkeeping on the messages of ROOMS.md, no pygame: the lobby scene draws it, the tests
drive it with a fake client."""
from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class SeatState:
    """One seat in the lobby: a person (name "" until a friend takes it) or the machine."""

    name: str = ""
    kind: str = "friend"  # "friend" or "bot" (a "you" from the creator's side: a person)
    level: str | None = None
    connected: bool = False
    claimed: bool | None = None  # a person sits there (None: the host did not say)
    bot_playing: bool = False

    @property
    def is_bot(self) -> bool:
        return self.kind == "bot"

    @property
    def taken(self) -> bool:
        return self.is_bot or (self.claimed if self.claimed is not None else bool(self.name))


@dataclass
class RoomSession:
    """The client of one room and the room's state as its messages tell it.

    `poll()` reads what arrived; after `started` it stops reading (the table's RemoteMatch
    reads the connection from then on) and keeps what came after in `backlog`."""

    client: object
    address: str  # where the room lives, as shown ("192.0.2.5:8765")
    name: str
    lang: str = "es"
    host: object | None = None  # this app's LAN server, when it hosts the room
    on_lan: bool = False  # another app on this network hosts it (found in the LAN list)
    url: str = ""  # the URL the client connected to
    watching: bool = False
    code: str | None = None
    asked_code: str | None = None  # the code we asked to join or watch
    seat: int | None = None
    token: str | None = None
    game: str | None = None
    options: dict = field(default_factory=dict)
    seats: list[SeatState] = field(default_factory=list)
    creator: int | None = None
    grace_s: int | None = None  # how long a dropped player is waited for (None: not said)
    spectators: bool | None = None  # whether the room lets people watch (None: not said)
    joined_msg: dict | None = None  # the host's `joined`, as it came
    started: dict | None = None
    backlog: list[dict] = field(default_factory=list)
    error: dict | None = None  # the last {"code", "text"} the host sent
    closed: str | None = None  # why the connection ended, once it has
    host_gone: bool = False
    said: list[dict] = field(default_factory=list)  # the host's `said` messages, in order
    muted: set = field(default_factory=set)  # seats whose messages we do not show

    # ------------------------------------------------------------ sending
    def create(self, game: str, options: dict, seats: list[dict], grace_s: int,
               spectators: bool) -> None:
        self.client.send({"type": "create", "game": game, "options": dict(options),
                          "seats": [dict(s) for s in seats], "grace_s": int(grace_s),
                          "spectators": bool(spectators)})

    def join(self, code: str, token: str | None = None) -> None:
        self.asked_code = code
        msg = {"type": "join", "code": code}
        if token:
            msg["token"] = token
        self.client.send(msg)

    def watch(self, code: str) -> None:
        self.watching, self.asked_code = True, code
        self.client.send({"type": "watch", "code": code})

    def start(self) -> None:
        self.client.send({"type": "start"})

    def leave(self) -> None:
        """Say goodbye, close the connection and stop this app's server if it hosts."""
        if self.closed is None:
            try:
                self.client.send({"type": "leave"})
            except Exception:  # noqa: BLE001 - leaving a dead connection is fine
                pass
        self.close()

    def close(self) -> None:
        try:
            self.client.close()
        finally:
            if self.host is not None:
                host, self.host = self.host, None
                host.stop()

    # ------------------------------------------------------------ reading
    @property
    def joined(self) -> bool:
        return self.code is not None

    @property
    def is_creator(self) -> bool:
        return self.seat is not None and self.seat == self.creator

    def free_friend_seats(self) -> int:
        return sum(1 for s in self.seats if not s.taken)

    @property
    def seat_names(self) -> dict[int, str]:
        """{seat: name} of the people in the room (the quick messages' panel reads it)."""
        return {i: s.name for i, s in enumerate(self.seats) if s.name and not s.is_bot}

    def recent_said(self, n: int) -> list[dict]:
        """The last `n` quick messages of players not muted."""
        return [m for m in self.said if m.get("seat") not in self.muted][-n:]

    def creator_name(self) -> str:
        if self.creator is None or not 0 <= self.creator < len(self.seats):
            return ""
        return self.seats[self.creator].name

    def poll(self) -> list[dict]:
        """Read what arrived (until `started`); the messages read, in order."""
        if self.started is not None:
            return []
        out = []
        for msg in self.client.messages():
            if self.started is not None:
                self.backlog.append(msg)
                continue
            self._take(msg)
            out.append(msg)
        return out

    def _take(self, msg: dict) -> None:
        kind = msg.get("type")
        if kind == "joined":
            self.joined_msg = msg
            self.code = msg.get("code")
            self.seat = msg.get("seat")
            self.token = msg.get("token")
            self.game = msg.get("game")
            self.options = dict(msg.get("options") or {})
            self.creator = msg.get("creator")
            grace, watch = msg.get("grace_s"), msg.get("spectators")
            self.grace_s = grace if type(grace) is int and 0 <= grace <= 3600 else None
            self.spectators = watch if isinstance(watch, bool) else None
            self._set_seats(msg.get("seats"))
        elif kind == "lobby":
            self._set_seats(msg.get("seats"))
        elif kind == "seat":
            i = msg.get("seat")
            if isinstance(i, int) and 0 <= i < len(self.seats):
                self.seats[i].connected = bool(msg.get("connected"))
                self.seats[i].bot_playing = bool(msg.get("bot_playing"))
        elif kind == "started":
            self.started = msg
        elif kind == "error":
            self.error = {"code": msg.get("code", ""), "text": msg.get("text", "")}
        elif kind == "said":
            self.said.append({"seat": msg.get("seat"), "text": str(msg.get("text", ""))[:200]})
        elif kind == "host_gone":
            self.host_gone = True
            self.closed = self.closed or "host_gone"
        elif kind == "closed":
            self.closed = str(msg.get("reason") or "?")

    def _set_seats(self, seats) -> None:
        if not isinstance(seats, list):
            return
        self.seats = [SeatState(name=str(s.get("name") or ""), kind=str(s.get("kind") or "friend"),
                                level=s.get("level"), connected=bool(s.get("connected")),
                                claimed=s["claimed"] if isinstance(s.get("claimed"), bool)
                                else None, bot_playing=bool(s.get("bot_playing")))
                      for s in seats if isinstance(s, dict)]
