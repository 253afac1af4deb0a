"""The room screens' one door to hod_desktop/net: every call into the network package
goes through `NetPort`, and it imports that package only when a method runs, so the menu
(and the first frame) never loads websockets. Tests hand the screens a fake with the same
methods (tests/rooms_fakes.py) to click through them without sockets."""
from __future__ import annotations

import os
import random
import socket
import threading
import time

DEFAULT_PORT = 8765


def app_waker():
    """A function the client's thread calls when a message arrives: it posts an event, so
    the app's frame loop, asleep while nothing moves (app_idle.py), draws the move at once
    instead of the room's table asking for 60 frames a second just in case."""
    import pygame

    kind = pygame.event.custom_type()  # made here, on the app's thread

    def wake() -> None:
        if pygame.display.get_init():
            try:
                pygame.event.post(pygame.event.Event(kind))
            except pygame.error:  # the queue is full: the app is awake anyway
                pass

    return wake


class CodeTypo(ValueError):
    """The typed room code cannot be one: its check character does not match (or its
    shape is wrong). Told apart from a room that is closed, which only the host can say."""


class NetPort:
    """The real network: room codes, the client, the LAN host and LAN discovery.
    `bind` and `announce` are the LAN host's: every address of this machine and UDP
    announcements in the app; loopback and silence in the tests, and wherever
    HOD_NET_LOOPBACK=1 (tests/conftest.py and the UI monkey set it)."""

    def __init__(self, bind: str | None = None, announce: bool | None = None, wake=None):
        self.wake = wake  # the client's on_message; None: app_waker() at the first connect
        loopback = os.environ.get("HOD_NET_LOOPBACK") == "1"
        self.bind = bind if bind is not None else ("127.0.0.1" if loopback else "0.0.0.0")
        self.announce = announce if announce is not None else not loopback

    def check_code(self, text: str) -> str:
        """The code in its normal form; CodeTypo when it cannot be a room's code."""
        from ...net import room_code

        try:
            code = room_code.normalize(text)
            room_code.check(code)
        except (room_code.BadCode, ValueError) as e:
            raise CodeTypo(str(e)) from e
        return code

    def show_code(self, code: str) -> str:
        """The code as people read it (the net package may group it with a dash)."""
        from ...net import room_code

        fmt = getattr(room_code, "display", None) or getattr(room_code, "pretty", None)
        return fmt(code) if fmt else code

    def example_code(self) -> str:
        from ...net import room_code

        return self.show_code(room_code.new_code(random.Random(7)))

    def connect(self, url: str, name: str, lang: str):
        """A RoomClient talking to `url`, returned at once while it connects in the
        background (`PendingClient`): an address where nobody answers may take seconds to
        say so, and the window must not freeze meanwhile. It says `hello` (our name and
        language) itself; a connection that cannot be made, or is lost later, arrives as
        a {"type": "closed"} message."""
        from ...net.client import RoomClient

        if self.wake is None:
            self.wake = app_waker()
        wake = self.wake
        return PendingClient(lambda: RoomClient(url, name=name, lang=lang, on_message=wake),
                             wake=wake)

    def start_host(self, port: int):
        """This app hosts rooms on the local network: the net package's host in a
        background thread on every address of this machine, announcing its open rooms
        (handle: .port, .stop()); OSError when the port is taken."""
        from ...net.host_thread import HostThread

        handle = HostThread(host=self.bind, port=port, announce=self.announce)
        handle.start()
        return handle

    def listener(self):
        """Listens for the rooms other apps announce on this network (.rooms(), .close())."""
        from ...net import discovery

        bind = "" if self.bind == "0.0.0.0" else self.bind
        return LanListener(lambda seconds: discovery.listen(seconds, bind=bind))

    def list_rooms(self, url: str, name: str, lang: str, timeout: float = 5.0) -> "ServerAsk":
        """Ask the server at `url` for its open rooms (`list` -> `rooms`), in a background
        thread: an address that does not answer may take `timeout` seconds to say so."""
        from ...net.client import RoomClient

        def ask() -> dict:
            client = RoomClient(url, name=name, lang=lang, open_timeout=timeout, reconnect_s=0)
            try:
                return client.request({"type": "list"}, timeout)
            finally:
                client.close()

        return ServerAsk(ask)

    def lan_address(self) -> str:
        """This machine's address on its local network, to show beside a LAN room: the
        address a UDP socket pointed at the network's broadcast (where LAN discovery
        announces anyway) would send from; connecting a UDP socket sends nothing. Else the
        first non-loopback address of this machine's own name; loopback if none."""
        if self.bind.startswith("127."):
            return self.bind
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
            try:
                s.setsockopt(socket.SOL_SOCKET, socket.SO_BROADCAST, 1)
                s.connect(("255.255.255.255", 9))
                address = s.getsockname()[0]
                if address and not address.startswith(("0.", "127.")):
                    return address
            except OSError:
                pass
        try:
            found = socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET)
        except OSError:
            return "127.0.0.1"
        return next((info[4][0] for info in found if not info[4][0].startswith("127.")),
                    "127.0.0.1")


def make_url(scheme: str, host: str, port: int) -> str:
    return f"{scheme}://[{host}]:{port}" if ":" in host else f"{scheme}://{host}:{port}"


class LanListener:
    """The LAN's open rooms, heard in a background thread: `listen(seconds)` (the net
    package's discovery) over and over; a room stays listed until it has not been heard
    for FORGET_S seconds (one lost datagram must not make it blink)."""

    LISTEN_S = 1.0
    FORGET_S = 3.5

    def __init__(self, listen):
        self._listen = listen
        self._heard: dict[str, tuple[float, dict]] = {}
        self._lock = threading.Lock()
        self._stop = threading.Event()
        self.error: str | None = None
        self._thread = threading.Thread(target=self._run, name="room-lan-list", daemon=True)
        self._thread.start()

    def _run(self) -> None:
        while not self._stop.is_set():
            try:
                found = self._listen(self.LISTEN_S)
            except OSError as e:  # no network, or the port refused: say so, try again
                self.error = e.strerror or str(e)
                self._stop.wait(self.LISTEN_S)
                continue
            now = time.monotonic()
            with self._lock:
                for room in found:
                    self._heard[room["code"]] = (now, room)

    def rooms(self) -> list[dict]:
        now = time.monotonic()
        with self._lock:
            self._heard = {c: v for c, v in self._heard.items() if now - v[0] < self.FORGET_S}
            return [dict(room) for _, room in self._heard.values()]

    def close(self) -> None:
        self._stop.set()
        self._thread.join(timeout=self.LISTEN_S + 1)


class ServerAsk:
    """One question to a room server, answered in a background thread. Until `done`,
    nothing is known; then either `rooms` (a list of the server's room summaries, each a
    dict as the host sent it) or `error` = (code, text): code "unreachable" when nobody
    answered (refused, no route, the connection lost, no answer in time), else the host's
    own error code (a different protocol version, say)."""

    def __init__(self, ask):
        self.rooms: list[dict] | None = None
        self.error: tuple[str, str] | None = None
        self._done = threading.Event()
        self._thread = threading.Thread(target=self._run, args=(ask,), name="room-list",
                                        daemon=True)
        self._thread.start()

    @property
    def done(self) -> bool:
        return self._done.is_set()

    def _run(self, ask) -> None:
        try:
            reply = ask()
            kind = reply.get("type")
            if kind == "rooms" and isinstance(reply.get("rooms"), list):
                self.rooms = [r for r in reply["rooms"] if isinstance(r, dict)]
            elif kind == "error" and reply.get("code") != "timeout":
                self.error = (str(reply.get("code") or "?"), str(reply.get("text") or ""))
            else:  # closed before answering, or silent
                self.error = ("unreachable", str(reply.get("reason") or reply.get("text") or ""))
        except Exception as e:  # noqa: BLE001 - refused, no route, bad TLS, bad URL
            self.error = ("unreachable", getattr(e, "strerror", None) or str(e))
        finally:
            self._done.set()


class PendingClient:
    """A room client still connecting in a background thread, used as the client itself
    (send, messages, wait, close; anything else is the client's once it is there). What is
    sent before the connection is up goes out in order as soon as it is; a close before
    then closes it as it arrives. `wake` is called once the client is there (or could not
    be made), so a sleeping frame loop hears the news at once."""

    def __init__(self, make, wake=None):
        self._wake = wake
        self._lock = threading.Lock()
        self._client = None
        self._pending: list[dict] = []
        self._closing = False
        self._ready = threading.Event()
        threading.Thread(target=self._run, args=(make,), name="room-connect",
                         daemon=True).start()

    def _run(self, make) -> None:
        try:
            client = make()
        except Exception as e:  # noqa: BLE001 - the client says its own failures; this is
            client = _NoClient(str(e) or type(e).__name__)  # anything it did not foresee
        with self._lock:
            for msg in self._pending:
                client.send(msg)
            self._pending, self._client = [], client
            closing = self._closing
        if closing:
            client.close()
        self._ready.set()
        if self._wake is not None:
            self._wake()

    def send(self, msg: dict) -> None:
        with self._lock:
            if self._client is None:
                self._pending.append(msg)
                return
            client = self._client
            client.send(msg)

    def messages(self) -> list[dict]:
        client = self._client
        return client.messages() if client is not None else []

    def wait(self, timeout: float):
        start = time.monotonic()
        if not self._ready.wait(timeout):
            return None
        return self._client.wait(max(0.0, timeout - (time.monotonic() - start)))

    def close(self) -> None:
        with self._lock:
            self._closing = True
            client = self._client
        if client is not None:
            client.close()

    def __getattr__(self, name):
        client = self.__dict__.get("_client")
        if client is None:
            raise AttributeError(name)
        return getattr(client, name)


class _NoClient:
    """Stands for a client that could not even be made: it only says why, as a close."""

    def __init__(self, reason: str):
        self._inbox = [{"type": "closed", "reason": reason}]

    def send(self, msg: dict) -> None:
        pass

    def messages(self) -> list[dict]:
        out, self._inbox = self._inbox, []
        return out

    def wait(self, timeout: float):
        return self._inbox.pop(0) if self._inbox else None

    def close(self) -> None:
        pass
