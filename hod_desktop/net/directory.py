"""The room directory: which server process holds each room code, and the lobby (the
open rooms a person can pick without typing a code).

One process alone keeps it in memory (`MemoryDirectory`). Several processes behind one
address share it through Redis (`RedisDirectory`, `--redis URL`): a join that reaches a
process without the room is sent to the process that has it (docs/SERVER.md).
"""
from __future__ import annotations

import json

ROOM_KEY = "hod:room:"     # + code -> the URL of the process holding the room
LOBBY_KEY = "hod:lobby"    # hash: code -> the room's summary (JSON)
ROOM_TTL_S = 24 * 3600     # a crashed process's rooms leave the directory by themselves


class MemoryDirectory:
    """The directory of a server running alone."""

    def __init__(self):
        self.rooms: dict[str, str] = {}
        self.lobby: dict[str, dict] = {}

    def claim(self, code: str, url: str) -> bool:
        """Take `code` for a room of this process; False when another room has it."""
        if code in self.rooms:
            return False
        self.rooms[code] = url
        return True

    def reclaim(self, code: str, url: str) -> None:
        """A reopened room's code is this process's again (after a restart)."""
        self.rooms[code] = url

    def lookup(self, code: str) -> str | None:
        return self.rooms.get(code)

    def release(self, code: str) -> None:
        self.rooms.pop(code, None)
        self.lobby.pop(code, None)

    def publish(self, summary: dict) -> None:
        """List an open room in the lobby (or drop it from there when it is full)."""
        if summary.get("free"):
            self.lobby[summary["code"]] = summary
        else:
            self.lobby.pop(summary["code"], None)

    def listing(self, limit: int = 100) -> list[dict]:
        return list(self.lobby.values())[:limit]

    def close(self) -> None:
        pass


class RedisDirectory(MemoryDirectory):
    """The directory shared by every process that names the same Redis server."""

    def __init__(self, url: str):
        import redis  # only a server started with --redis needs redis-py

        self.redis = redis.Redis.from_url(url, socket_timeout=2, socket_connect_timeout=2,
                                          decode_responses=True)
        self.redis.ping()  # a wrong URL is told at start, not at the first room

    def claim(self, code: str, url: str) -> bool:
        return bool(self.redis.set(ROOM_KEY + code, url, nx=True, ex=ROOM_TTL_S))

    def reclaim(self, code: str, url: str) -> None:
        self.redis.set(ROOM_KEY + code, url, ex=ROOM_TTL_S)

    def lookup(self, code: str) -> str | None:
        return self.redis.get(ROOM_KEY + code)

    def release(self, code: str) -> None:
        self.redis.delete(ROOM_KEY + code)
        self.redis.hdel(LOBBY_KEY, code)

    def publish(self, summary: dict) -> None:
        if summary.get("free"):
            self.redis.hset(LOBBY_KEY, summary["code"], json.dumps(summary))
        else:
            self.redis.hdel(LOBBY_KEY, summary["code"])

    def listing(self, limit: int = 100) -> list[dict]:
        out = []
        for _, text in zip(range(limit), self.redis.hscan_iter(LOBBY_KEY)):
            try:
                out.append(json.loads(text[1]))
            except (ValueError, TypeError, IndexError):
                continue
        return out

    def close(self) -> None:
        self.redis.close()


def open_directory(url: str | None):
    """A Redis directory for `--redis URL`, else one in memory."""
    return RedisDirectory(url) if url else MemoryDirectory()
