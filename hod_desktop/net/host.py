"""The host: many rooms behind one WebSocket port (websockets' asyncio server).

The same code runs inside the standalone server (hod_desktop.server) and inside the app
for a room on the local network (`HostThread`). `Host.receive` is the whole protocol as
a plain function of (connection, text, now) -> messages out, so the limits and the bad
input answers are tested directly as well as over real sockets.
"""
from __future__ import annotations

import asyncio
import itertools
import json
import logging
import os
import random
import time
from dataclasses import dataclass, field

from ..engine.core import SaveError
from . import protocol, room_code
from .directory import MemoryDirectory
from .protocol import FailedJoins, ProtocolError, RateLimit
from .room import Room
from .room_seats import RoomRefused

LOG = logging.getLogger("hod_desktop.net.host")
FRAME_LIMIT = 64 * 1024   # larger frames close the connection (websockets' max_size)
OUTBOX_LIMIT = 2000       # messages waiting for a client that does not read: it is closed
OVER_RATE_CLOSE = 200     # messages over the rate limit before the connection is closed
ROOM_IDLE_S = 1800        # a room nobody is in is closed after this long
DEFAULT_BOT_PAUSE_S = 0.6


@dataclass
class Conn:
    """One client connection as the host sees it."""

    id: int
    address: str
    ws: object = None
    hello: bool = False
    name: str = ""
    lang: str = "es"
    code: str | None = None
    rate: RateLimit = field(default_factory=RateLimit)
    over_rate: int = 0
    rate_told: float = -1.0
    closing: bool = False
    outbox: asyncio.Queue | None = None


class Host:
    """Rooms by code, the connections, the directory and the limits."""

    def __init__(self, *, directory=None, data_dir: str | None = None,
                 url: str = "", bot_pause_s: float = DEFAULT_BOT_PAUSE_S,
                 rng: random.Random | None = None, on_change=None,
                 rate_per_s: float = protocol.RATE_PER_S):
        self.rate_per_s = rate_per_s
        self.directory = directory or MemoryDirectory()
        self.data_dir, self.url, self.bot_pause_s = data_dir, url, bot_pause_s
        self.rng = rng or random.SystemRandom()
        self.rooms: dict[str, Room] = {}
        self.conns: dict[int, Conn] = {}
        self.failed_joins = FailedJoins()
        self.ids = itertools.count(1)
        self.idle_since: dict[str, float] = {}
        self.on_change = on_change  # the LAN announcer's hook: rooms opened or filled
        self.bytes_out = 0
        self.timers: dict[str, asyncio.TimerHandle] = {}
        self.server = None

    # ------------------------------------------------------------ the protocol
    def connect(self, address: str) -> Conn:
        burst = max(protocol.RATE_BURST, 3 * self.rate_per_s)
        conn = Conn(next(self.ids), address, rate=RateLimit(self.rate_per_s, burst, burst))
        self.conns[conn.id] = conn
        return conn

    def receive(self, conn: Conn, raw, now: float) -> list:
        """Everything one frame from `conn` causes: [(connection id, message)]."""
        if not conn.rate.allow(now):
            conn.over_rate += 1
            if conn.over_rate >= OVER_RATE_CLOSE:
                conn.closing = True
                LOG.info("conn %s (%s): closed for flooding", conn.id, conn.address)
            if now - conn.rate_told >= 1.0:  # one answer a second, not one per message
                conn.rate_told = now
                return [(conn.id, _error("rate", "too many messages: slow down"))]
            return []
        try:
            msg = protocol.parse_client_message(raw)
            if not conn.hello and msg["type"] != "hello":
                raise ProtocolError("hello_first", "say hello (with the protocol version) first")
            return self._route(conn, msg, now)
        except (ProtocolError, RoomRefused) as e:
            LOG.info("conn %s (%s): refused %s: %s", conn.id, conn.address, e.code, e.text)
            return [(conn.id, e.message())]

    def _route(self, conn: Conn, msg: dict, now: float) -> list:
        kind = msg["type"]
        if kind == "hello":
            if msg["version"] != protocol.PROTOCOL_VERSION:
                conn.closing = True
                raise protocol.version_error(msg["version"])
            conn.hello, conn.name, conn.lang = True, msg["name"], msg["lang"]
            return [(conn.id, {"type": "welcome", "version": protocol.PROTOCOL_VERSION})]
        if kind == "list":
            return [(conn.id, {"type": "rooms", "rooms": self.directory.listing()})]
        if kind in ("create", "join", "watch") and conn.code is not None:
            raise ProtocolError("in_room", "leave this room before entering another")
        if kind == "create":
            return self._create(conn, msg, now)
        if kind in ("join", "watch"):
            return self._enter(conn, msg, now)
        room = self.rooms.get(conn.code) if conn.code else None
        if room is None:
            raise ProtocolError("no_room", "join or create a room first")
        out = room.handle(conn.id, msg, now)
        if kind == "leave":
            conn.code = None
        return self._after(room, out, now)

    def _create(self, conn: Conn, msg: dict, now: float) -> list:
        for _ in range(50):
            code = room_code.new_code(self.rng)
            if code not in self.rooms and self.directory.claim(code, self.url):
                break
        else:
            raise ProtocolError("busy", "no free room code: try again")
        try:
            room = Room(code, msg["game"], msg["options"], msg["seats"], grace_s=msg["grace_s"],
                        spectators=msg["spectators"], bot_pause_s=self.bot_pause_s,
                        rng=self.rng)
        except RoomRefused:
            self.directory.release(code)
            raise
        self.rooms[code] = room
        conn.code = code
        return self._after(room, room.create(conn.id, conn.name, now), now)

    def _enter(self, conn: Conn, msg: dict, now: float) -> list:
        if self.failed_joins.blocked(conn.address, now):
            raise ProtocolError("too_many_joins", "too many wrong room codes or seat tokens "
                                "from this address: wait a few minutes")
        code = msg["code"]
        room = self.rooms.get(code)
        if room is None or room.closed:
            elsewhere = self.directory.lookup(code)
            if elsewhere and elsewhere != self.url:
                return [(conn.id, {"type": "moved", "url": elsewhere, "code": code})]
            self.failed_joins.record(conn.address, now)
            raise ProtocolError("no_room", "no open room has that code (it is well typed: "
                                "the room may have closed)")
        try:
            if msg["type"] == "watch":
                out = room.watch(conn.id, conn.name, now)
            else:
                out = room.join(conn.id, conn.name, msg["token"], now)
        except RoomRefused as e:
            if e.failed_join:
                self.failed_joins.record(conn.address, now)
            raise
        conn.code = code
        return self._after(room, out, now)

    def disconnect(self, conn: Conn, now: float) -> list:
        self.conns.pop(conn.id, None)
        room = self.rooms.get(conn.code) if conn.code else None
        if room is None:
            return []
        return self._after(room, room.drop(conn.id, now), now)

    def tick(self, code: str, now: float) -> list:
        room = self.rooms.get(code)
        return self._after(room, room.tick(now), now) if room else []

    def _after(self, room: Room, out: list, now: float) -> list:
        """Log the room's events, save it, tell the directory, forget it once closed."""
        for line in room.log:
            LOG.info("room %s: %s", room.code, line)
        changed = bool(room.log)
        room.log.clear()
        if room.closed:
            self.rooms.pop(room.code, None)
            self.directory.release(room.code)
            self._forget_save(room.code)
            for c in room.members():
                if c in self.conns:
                    self.conns[c].code = None
        elif changed or out:
            self.save(room)
            if changed:
                self.directory.publish(room.summary())
        if changed and self.on_change:
            self.on_change()
        self._reschedule(room)
        return out

    # ------------------------------------------------------------ saving
    def save(self, room: Room) -> None:
        if not self.data_dir:
            return
        path = os.path.join(self.data_dir, f"room-{room.code}.json")
        tmp = path + ".tmp"
        with open(tmp, "w", encoding="utf-8") as f:
            json.dump(room.to_save(), f, separators=(",", ":"))
        os.replace(tmp, path)  # a kill -9 mid-write leaves the previous save whole

    def _forget_save(self, code: str) -> None:
        if self.data_dir:
            try:
                os.remove(os.path.join(self.data_dir, f"room-{code}.json"))
            except FileNotFoundError:
                pass

    def save_all(self) -> int:
        for room in self.rooms.values():
            self.save(room)
        return len(self.rooms)

    def load_all(self, now: float) -> int:
        """Reopen every saved room (a start after SIGTERM or a crash)."""
        if not self.data_dir:
            return 0
        os.makedirs(self.data_dir, exist_ok=True)
        for name in sorted(os.listdir(self.data_dir)):
            if not (name.startswith("room-") and name.endswith(".json")):
                continue
            try:
                with open(os.path.join(self.data_dir, name), encoding="utf-8") as f:
                    room = Room.from_save(json.load(f), now)
            except (OSError, ValueError, SaveError) as e:
                LOG.warning("save %s not reopened: %s", name, e)
                continue
            self.rooms[room.code] = room
            self.idle_since[room.code] = now
            self.directory.reclaim(room.code, self.url)
            self._after(room, [], now)
        return len(self.rooms)

    def close_idle(self, now: float) -> None:
        """Close rooms nobody has been in for ROOM_IDLE_S."""
        for code, room in list(self.rooms.items()):
            if room.members():
                self.idle_since.pop(code, None)
            elif now - self.idle_since.setdefault(code, now) >= ROOM_IDLE_S:
                self._after(room, room.close("nobody came back"), now)
                self.idle_since.pop(code, None)

    # ------------------------------------------------------------ asyncio
    def deliver(self, out: list) -> None:
        texts: dict[int, str] = {}
        for cid, msg in out:
            conn = self.conns.get(cid)
            if conn is None or conn.outbox is None:
                continue
            text = texts.get(id(msg))
            if text is None:
                text = texts[id(msg)] = json.dumps(msg, separators=(",", ":"),
                                                   ensure_ascii=False)
            if conn.outbox.qsize() >= OUTBOX_LIMIT:
                conn.closing = True
                continue
            conn.outbox.put_nowait(text)
            self.bytes_out += len(text)

    def _reschedule(self, room: Room) -> None:
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            return  # unit tests drive receive() without a loop
        old = self.timers.pop(room.code, None)
        if old:
            old.cancel()
        when = room.next_wakeup()
        if when is not None and room.code in self.rooms:
            delay = max(0.0, when - time.monotonic())
            self.timers[room.code] = loop.call_later(delay, self._on_timer, room.code)

    def _on_timer(self, code: str) -> None:
        self.timers.pop(code, None)
        self.deliver(self.tick(code, time.monotonic()))

    async def _writer(self, conn: Conn) -> None:
        while True:
            text = await conn.outbox.get()
            if text is None:
                break
            await conn.ws.send(text)

    async def handler(self, ws) -> None:
        address = ws.remote_address[0] if ws.remote_address else "?"
        conn = self.connect(address)
        conn.ws, conn.outbox = ws, asyncio.Queue()
        writer = asyncio.create_task(self._writer(conn))
        try:
            async for raw in ws:
                self.deliver(self.receive(conn, raw, time.monotonic()))
                if conn.closing:
                    break
        except Exception as e:  # noqa: BLE001  (a broken connection must not stop the host)
            if not _is_closed(e):
                LOG.warning("conn %s (%s): %s", conn.id, address, e)
        finally:
            self.deliver(self.disconnect(conn, time.monotonic()))
            conn.outbox.put_nowait(None)
            try:
                await asyncio.wait_for(writer, 2.0)
            except Exception:  # noqa: BLE001  (the peer is gone: nothing left to send)
                writer.cancel()
            await ws.close()

    async def start(self, host: str, port: int, ssl=None, compression: str | None = "deflate"):
        """Listen. `compression` None saves the server's CPU (deflate costs about as much
        as building the views) at the price of 3-5 times the bytes."""
        from websockets.asyncio.server import serve

        self.server = await serve(self.handler, host, port, ssl=ssl, max_size=FRAME_LIMIT,
                                  max_queue=16, ping_interval=20, ping_timeout=20,
                                  compression=compression)
        return self.server

    def port(self) -> int:
        return self.server.sockets[0].getsockname()[1]

    async def housekeeping(self) -> None:
        while True:
            await asyncio.sleep(60)
            self.close_idle(time.monotonic())

    async def stop(self) -> None:
        """Save every room and close the port (SIGTERM)."""
        n = self.save_all()
        LOG.info("stopping: %d rooms saved", n)
        if self.server is not None:
            self.server.close()
            await self.server.wait_closed()
        self.directory.close()


def _error(code: str, text: str) -> dict:
    return {"type": "error", "code": code, "text": text}


def _is_closed(e: Exception) -> bool:
    from websockets.exceptions import ConnectionClosed

    return isinstance(e, (ConnectionClosed, ConnectionError))
