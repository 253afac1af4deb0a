"""A stand-in for hod_desktop/net behind the room screens' NetPort (scenes/rooms/netport.py):
a client that records what it is sent and is fed what the host would answer, a LAN host
handle, a LAN listener with rooms the test puts in it, and room codes with a real check
character (so a typo is caught as the real codes catch it)."""
from __future__ import annotations

from hod_desktop.scenes.rooms.netport import CodeTypo

ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"  # no 0/O/1/I/L


def check_char(body: str) -> str:
    return ALPHABET[sum((i + 1) * ALPHABET.index(c) for i, c in enumerate(body)) % len(ALPHABET)]


def make_code(body: str) -> str:
    return body + check_char(body)


class FakeClient:
    """Like net/client.RoomClient, which says `hello` with the name and language itself."""

    def __init__(self, url: str, name: str = "", lang: str = "es"):
        self.url, self.name, self.lang = url, name, lang
        self.sent: list[dict] = []
        self.inbox: list[dict] = []
        self.closed = False

    def send(self, msg: dict) -> None:
        assert not self.closed, "sent on a closed client"
        self.sent.append(msg)

    def messages(self) -> list[dict]:
        out, self.inbox = self.inbox, []
        return out

    def feed(self, *msgs: dict) -> None:
        self.inbox.extend(msgs)

    def close(self) -> None:
        self.closed = True

    def types(self) -> list[str]:
        return [m["type"] for m in self.sent]


class FakeHost:
    def __init__(self, port: int):
        self.port = port
        self.stopped = False

    def stop(self) -> None:
        self.stopped = True


class FakeListener:
    def __init__(self):
        self.announced: list[dict] = []
        self.closed = False

    def rooms(self) -> list[dict]:
        return list(self.announced)

    def close(self) -> None:
        self.closed = True


class FakeAsk:
    """A server's answer to `list`, given by the test: answer(rooms) or fail(code, text)."""

    def __init__(self, url: str, name: str, lang: str):
        self.url, self.name, self.lang = url, name, lang
        self.done, self.rooms, self.error = False, None, None

    def answer(self, rooms: list[dict]) -> None:
        self.rooms, self.done = rooms, True

    def fail(self, code: str = "unreachable", text: str = "") -> None:
        self.error, self.done = (code, text), True


class FakeNet:
    def __init__(self, busy_ports=(), unreachable=()):
        self.asks: list[FakeAsk] = []
        self.unreachable = set(unreachable)
        self.clients: list[FakeClient] = []
        self.hosts: list[FakeHost] = []
        self.listeners: list[FakeListener] = []
        self.busy_ports = set(busy_ports)

    def check_code(self, text: str) -> str:
        code = "".join(c for c in text.upper() if c not in " -")
        if len(code) != 7 or any(c not in ALPHABET for c in code) or check_char(code[:6]) != code[6]:
            raise CodeTypo(f"bad room code {text!r}")
        return code

    def show_code(self, code: str) -> str:
        return f"{code[:4]}-{code[4:]}"

    def example_code(self) -> str:
        return self.show_code(make_code("KX7QMP"))

    def connect(self, url: str, name: str, lang: str) -> FakeClient:
        if url in self.unreachable:
            raise ConnectionRefusedError(111, "Connection refused")
        c = FakeClient(url, name, lang)
        self.clients.append(c)
        return c

    def start_host(self, port: int) -> FakeHost:
        if port in self.busy_ports:
            raise OSError(98, "Address already in use")
        h = FakeHost(port)
        self.hosts.append(h)
        return h

    def listener(self) -> FakeListener:
        lst = FakeListener()
        self.listeners.append(lst)
        return lst

    def lan_address(self) -> str:
        return "192.168.1.20"

    def list_rooms(self, url: str, name: str, lang: str) -> FakeAsk:
        ask = FakeAsk(url, name, lang)
        self.asks.append(ask)
        return ask


def joined(code: str, seat: int | None, game: str = "chinchon", creator: int = 0,
           seats: list[dict] | None = None, options: dict | None = None) -> dict:
    seats = seats if seats is not None else [
        {"name": "Ana", "kind": "you", "level": None, "connected": True},
        {"name": "", "kind": "friend", "level": None, "connected": False},
        {"name": "", "kind": "bot", "level": "normal", "connected": True}]
    return {"type": "joined", "code": code, "seat": seat, "token": "tok-" + code,
            "game": game, "options": options or {"players": len(seats)}, "seats": seats,
            "creator": creator}
