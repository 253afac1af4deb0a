"""Rooms on the local network, listed without typing anything: the app hosting a room
announces its open rooms by UDP broadcast every ANNOUNCE_S seconds; the others listen
for a moment and list what they heard, each room with the address to join it at.

An announcement is one small JSON datagram, {"hod": 1, "port": P, "rooms": [...]}: the
rooms' public summaries only (code, game, free seats), never a name or a token. A
listener takes the host's address from the datagram's sender.
"""
from __future__ import annotations

import json
import socket
import threading
import time

DISCOVERY_PORT = 48765
ANNOUNCE_S = 1.0
MAX_DATAGRAM = 8192
MAX_LISTED = 100


def announcement(port: int, rooms: list[dict]) -> bytes:
    keep = [{k: r[k] for k in ("code", "game", "free", "seats") if k in r}
            for r in rooms[:40]]
    return json.dumps({"hod": 1, "port": port, "rooms": keep},
                      separators=(",", ":")).encode()


def parse_announcement(data: bytes, sender: str) -> list[dict]:
    """The rooms of one datagram, each with its `url`; [] for anything else."""
    try:
        msg = json.loads(data.decode("utf-8"))
    except (UnicodeDecodeError, ValueError):
        return []
    if not isinstance(msg, dict) or msg.get("hod") != 1:
        return []
    port, rooms = msg.get("port"), msg.get("rooms")
    if type(port) is not int or not 0 < port < 65536 or not isinstance(rooms, list):
        return []
    from .room_code import BadCode, check

    out = []
    for r in rooms[:40]:
        try:
            code = check(r.get("code")) if isinstance(r, dict) else None
        except BadCode:
            continue
        if code and isinstance(r.get("game"), str) and type(r.get("free")) is int:
            out.append({"code": code, "game": r["game"][:40], "free": r["free"],
                        "url": f"ws://{sender}:{port}"})
    return out


class Announcer:
    """Broadcasts a host's open rooms until stopped (a daemon thread)."""

    def __init__(self, port: int, rooms, *, target: str = "255.255.255.255",
                 discovery_port: int = DISCOVERY_PORT, every_s: float = ANNOUNCE_S):
        self.port, self.rooms = port, rooms  # rooms(): the current summaries
        self.target, self.discovery_port, self.every_s = target, discovery_port, every_s
        self.sock = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
        self.sock.setsockopt(socket.SOL_SOCKET, socket.SO_BROADCAST, 1)
        self.stopped = threading.Event()
        self.thread = threading.Thread(target=self._run, name="room-announcer", daemon=True)
        self.thread.start()

    def _run(self) -> None:
        while not self.stopped.is_set():
            rooms = [r for r in self.rooms() if r.get("free")]
            if rooms:
                try:
                    self.sock.sendto(announcement(self.port, rooms),
                                     (self.target, self.discovery_port))
                except OSError:
                    pass  # no network right now: try again at the next beat
            self.stopped.wait(self.every_s)

    def stop(self) -> None:
        self.stopped.set()
        self.thread.join(timeout=5)
        self.sock.close()


def listen(seconds: float = 2.5, *, discovery_port: int = DISCOVERY_PORT,
           bind: str = "") -> list[dict]:
    """Every open room announced on the network within `seconds`, newest per code."""
    sock = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    if hasattr(socket, "SO_REUSEPORT"):
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEPORT, 1)
    found: dict[str, dict] = {}
    try:
        sock.bind((bind, discovery_port))
        deadline = time.monotonic() + seconds
        while len(found) < MAX_LISTED:
            left = deadline - time.monotonic()
            if left <= 0:
                break
            sock.settimeout(left)
            try:
                data, (sender, _) = sock.recvfrom(MAX_DATAGRAM)
            except socket.timeout:
                break
            for room in parse_announcement(data, sender):
                found[room["code"]] = room
    finally:
        sock.close()
    return list(found.values())
