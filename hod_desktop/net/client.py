"""`RoomClient`: the app's end of a room connection, websockets' sync client in a thread.

The app's frame loop never waits on the network: a background thread receives, and the
table drains what arrived with `messages()` every frame. `request` sends and waits for
that message's answer (own actions, create, join). A connection that breaks is retried
with the seat token for `reconnect_s` (the host keeps the seat through its grace); if the
host stays gone the client says so with a `closed` message and then `host_gone`.
A join that reaches a process without the room (several processes behind one address)
is answered `moved` and followed to the process that has the room, transparently.
"""
from __future__ import annotations

import json
import threading
import time

from . import protocol

_ANSWERS = {
    "hello": ("welcome",), "create": ("joined",), "join": ("joined",), "watch": ("joined",),
    "list": ("rooms",), "start": ("started",), "rematch": ("started",), "say": ("said",),
}


class RoomClient:
    """A connection to a room host at `url` (ws://host:port or wss://...).

    send(msg)                 queue a message (a dict with "type")
    messages()                every message received since the last call (never blocks)
    wait(timeout)             the next message in order, waiting up to `timeout` seconds
                              (None when none came): a room's match waits so for the
                              answer to its own move
    request(msg, timeout)     send and return its answer (`reply` with the same seq for
                              `act`; `joined`, `welcome`, `rooms`, `started`, ...; an
                              `error` or `closed` when that comes instead; an error with
                              code "timeout" when nothing came)
    close()                   leave for good
    on_message (argument)     called after each message arrives, from the thread: the
                              app posts a wake-up event there
    """

    def __init__(self, url: str, *, name: str = "", lang: str = "es", ssl=None,
                 open_timeout: float = 5.0, reconnect_s: float = 20.0, on_message=None):
        self.url, self.name, self.lang, self.ssl = url, name, lang, ssl
        self.on_message = on_message  # called (in the thread) after each message arrives
        self.open_timeout, self.reconnect_s = open_timeout, reconnect_s
        self.inbox: list[dict] = []
        self.cond = threading.Condition()
        self.ws = None
        self.rejoin: dict | None = None  # the join that gets this seat back
        self.entering: dict | None = None  # a join/watch/create waiting for "joined"
        self.closed = False
        self._moving = False
        self.bytes_in = 0
        self.thread = threading.Thread(target=self._run, name="room-client", daemon=True)
        try:
            self._connect()  # a wrong address is told at once, as a `closed` message
        except Exception as e:  # noqa: BLE001  (refused, unreachable, bad URL, TLS...)
            self.closed = True
            self._push({"type": "closed", "reason": f"cannot reach {url}: {e}"})
            return
        self.thread.start()

    # ------------------------------------------------------------ the app's side
    def send(self, msg: dict) -> None:
        if msg.get("type") in ("create", "join", "watch"):
            self.entering = dict(msg)
        if msg.get("type") == "leave":
            self.rejoin = None
        ws = self.ws
        if ws is None:
            return  # reconnecting: the host resends the state after the rejoin
        try:
            ws.send(json.dumps(msg, ensure_ascii=False))
        except Exception:  # noqa: BLE001  (the thread sees the break and reconnects)
            pass

    def messages(self) -> list[dict]:
        with self.cond:
            out, self.inbox = self.inbox, []
        return out

    def wait(self, timeout: float) -> dict | None:
        deadline = time.monotonic() + timeout
        with self.cond:
            while not self.inbox:
                left = deadline - time.monotonic()
                if left <= 0:
                    return None
                self.cond.wait(left)
            return self.inbox.pop(0)

    def request(self, msg: dict, timeout: float = 10.0) -> dict:
        kind = msg.get("type")
        answers = _ANSWERS.get(kind, ())
        seq = msg.get("seq")
        deadline = time.monotonic() + timeout
        if self.closed and self.ws is None:
            return {"type": "closed", "reason": "not connected to the host"}
        self.send(msg)
        with self.cond:
            while True:
                for i, m in enumerate(self.inbox):
                    t = m.get("type")
                    if ((kind == "act" and t == "reply" and m.get("seq") == seq)
                            or t in answers or t in ("error", "closed")):
                        if t != "closed":  # the table must see a closed connection too
                            del self.inbox[i]
                        return m
                left = deadline - time.monotonic()
                if left <= 0:
                    return {"type": "error", "code": "timeout",
                            "text": f"no answer from the host in {timeout:g} s"}
                self.cond.wait(left)

    def close(self) -> None:
        self.closed = True
        ws = self.ws
        if ws is not None:
            try:
                ws.close()
            except Exception:  # noqa: BLE001
                pass
        if self.thread.is_alive():
            self.thread.join(timeout=5)

    # ------------------------------------------------------------ the thread
    def _connect(self) -> None:
        from websockets.sync.client import connect

        ws = connect(self.url, ssl=self.ssl, open_timeout=self.open_timeout, proxy=None,
                     max_size=protocol.MAX_HOST_MESSAGE_BYTES, close_timeout=2)
        ws.__enter__()  # what `with connect(...)` does; close() ends it (websockets >= 17.1
        # warns about a connection used outside `with`, older ones accept it too)
        ws.send(json.dumps({"type": "hello", "version": protocol.PROTOCOL_VERSION,
                            "name": self.name, "lang": self.lang}))
        self.ws = ws

    def _push(self, msg: dict) -> None:
        with self.cond:
            self.inbox.append(msg)
            self.cond.notify_all()
        if self.on_message is not None:
            try:  # the app's wake-up: its frame loop sleeps while nothing moves
                self.on_message()
            except Exception:  # noqa: BLE001  (a wake-up that fails must not kill the thread)
                pass

    def _run(self) -> None:
        while not self.closed:
            reason = self._receive_until_broken()
            if self.closed:
                break
            if self.rejoin is None or not self._reconnect():
                self._push({"type": "closed", "reason": reason})
                self._push({"type": "host_gone"})
                break
        self.ws = None

    def _receive_until_broken(self) -> str:
        ws = self.ws
        try:
            for raw in ws:
                self.bytes_in += len(raw)
                try:
                    msg = json.loads(raw)
                except ValueError:
                    continue
                if not isinstance(msg, dict):
                    continue
                kind = msg.get("type")
                if kind == "welcome":  # the hello's answer: get back in where we were
                    self._resend_entering()
                    continue
                if kind == "moved":
                    return self._follow(msg)
                if kind == "joined" and msg.get("token"):
                    self.rejoin = {"type": "join", "code": msg["code"], "token": msg["token"]}
                    self.entering = None
                self._push(msg)
            return _close_reason(ws)
        except Exception as e:  # noqa: BLE001  (a broken connection ends up here)
            return str(e) or type(e).__name__

    def _resend_entering(self) -> None:
        """After a reconnection, get the seat back (or send a followed join again)."""
        msg = self.rejoin or (self.entering if self._moving else None)
        self._moving = False
        if msg is not None:
            self.send(msg)

    def _follow(self, moved: dict) -> str:
        """The room lives in another process: reconnect there and send the join again."""
        url = moved.get("url")
        if not isinstance(url, str) or not url.startswith(("ws://", "wss://")):
            return "the host sent an unusable address"
        old = self.ws
        self.url, self._moving = url, True
        try:
            old.close()
        except Exception:  # noqa: BLE001
            pass
        try:
            self._connect()
        except Exception as e:  # noqa: BLE001
            self.ws = None
            return f"cannot reach {url}: {e}"
        return self._receive_until_broken()

    def _reconnect(self) -> bool:
        deadline = time.monotonic() + self.reconnect_s
        delay = 0.2
        while not self.closed and time.monotonic() < deadline:
            time.sleep(delay)
            delay = min(delay * 2, 2.0)
            try:
                self._connect()
            except Exception:  # noqa: BLE001  (still down: try again until the deadline)
                continue
            return True
        return False


def _close_reason(ws) -> str:
    rcvd = getattr(ws, "close_rcvd", None)
    if rcvd is not None and rcvd.reason:
        return rcvd.reason
    return "the connection closed"
