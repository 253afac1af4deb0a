"""The room protocol's messages, version and limits, and the check of every field a
client sends (docs/PROTOCOL.md).

Every message is a JSON object with a "type". The host trusts nothing a client sends:
`parse_client_message` turns raw text into a checked dict or raises `ProtocolError`
with a code and a sentence, which the host sends back to that connection only.
"""
from __future__ import annotations

import json
import time
import unicodedata
from collections import deque
from dataclasses import dataclass, field

PROTOCOL_VERSION = 1

MAX_MESSAGE_BYTES = 4096          # client -> host: the largest honest one (create) is ~1 KB
MAX_HOST_MESSAGE_BYTES = 1 << 20  # host -> client: a whole match JSON at the end
RATE_PER_S = 8.0                  # messages per connection per second, sustained ...
RATE_BURST = 24                   # ... with this many at once
FAILED_JOINS = 10                 # wrong codes or tokens per address ...
FAILED_JOINS_WINDOW_S = 600.0     # ... within this many seconds, then joins are refused
MAX_NAME = 24
MAX_SAY = 200
MAX_SEATS = 10
MAX_GRACE_S = 600
MAX_ACTION = 200
MAX_SEQ = 2 ** 31

CLIENT_TYPES = ("hello", "create", "join", "watch", "list", "start", "act", "say", "mute",
                "rematch", "leave")
HOST_TYPES = ("welcome", "joined", "lobby", "started", "update", "reply", "seat", "said",
              "match", "rooms", "error", "closed")
SEAT_KINDS = ("you", "friend", "bot")


class ProtocolError(ValueError):
    """A message the host refuses: `code` for programs, the text for people."""

    def __init__(self, code: str, text: str):
        super().__init__(text)
        self.code = code
        self.text = text

    def message(self) -> dict:
        return {"type": "error", "code": self.code, "text": self.text}


def _fail(text: str, code: str = "bad_message"):
    raise ProtocolError(code, text)


# ------------------------------------------------------------------ field checks
def _int(msg: dict, key: str, lo: int, hi: int, default=None) -> int:
    value = msg.get(key, default)
    if type(value) is not int or not lo <= value <= hi:
        _fail(f"'{key}' must be a whole number from {lo} to {hi}")
    return value


def _bool(msg: dict, key: str, default: bool) -> bool:
    value = msg.get(key, default)
    if type(value) is not bool:
        _fail(f"'{key}' must be true or false")
    return value


def clean_text(value, key: str, limit: int, allow_empty: bool = False) -> str:
    """Plain text of at most `limit` characters: no control or format characters (no
    bidi tricks), surrounding spaces dropped."""
    if not isinstance(value, str):
        _fail(f"'{key}' must be text")
    if len(value) > limit:
        _fail(f"'{key}' has {len(value)} characters; at most {limit}", "too_long")
    if any(unicodedata.category(ch) in ("Cc", "Cf", "Cs", "Co", "Cn") for ch in value):
        _fail(f"'{key}' has control characters")
    value = value.strip()
    if not value and not allow_empty:
        _fail(f"'{key}' is empty")
    return value


def _code(msg: dict) -> str:
    from .room_code import BadCode, check

    try:
        return check(msg.get("code") if isinstance(msg.get("code"), str) else "")
    except BadCode as e:
        raise ProtocolError("bad_code", str(e)) from None


def _token(msg: dict):
    token = msg.get("token")
    if token is None:
        return None
    if (not isinstance(token, str) or not 10 <= len(token) <= 64
            or not all(c.isascii() and (c.isalnum() or c in "-_") for c in token)):
        _fail("'token' is the seat token the host gave, or absent", "bad_token")
    return token


def _options(msg: dict) -> dict:
    options = msg.get("options", {})
    if not isinstance(options, dict) or len(options) > 12:
        _fail("'options' must be an object of a few game options")
    for k, v in options.items():
        if not isinstance(k, str) or len(k) > 32 or type(v) not in (int, str, bool):
            _fail("each option is a name and a number, text or true/false")
        if isinstance(v, str) and len(v) > 32:
            _fail("an option's value is short text")
    return dict(options)


def _seats(msg: dict) -> list[dict]:
    seats = msg.get("seats")
    if not isinstance(seats, list) or not 2 <= len(seats) <= MAX_SEATS:
        _fail(f"'seats' must list 2 to {MAX_SEATS} seats")
    out = []
    for s in seats:
        if not isinstance(s, dict) or s.get("kind") not in SEAT_KINDS:
            _fail("each seat is {kind: you, friend or bot}")
        level = s.get("level")
        if level is not None and (not isinstance(level, str) or len(level) > 16):
            _fail("a seat's level is a bot level's name")
        out.append({"kind": s["kind"], "level": level})
    if sum(1 for s in out if s["kind"] == "you") != 1:
        _fail("exactly one seat is yours (kind 'you')")
    return out


_CHECKS = {
    "hello": lambda m: {"version": m.get("version"),
                        "name": clean_text(m.get("name", ""), "name", MAX_NAME, True),
                        "lang": m.get("lang") if m.get("lang") in ("es", "en") else "es"},
    "create": lambda m: {"game": clean_text(m.get("game"), "game", 40),
                         "options": _options(m), "seats": _seats(m),
                         "grace_s": _int(m, "grace_s", 0, MAX_GRACE_S, 60),
                         "spectators": _bool(m, "spectators", False)},
    "join": lambda m: {"code": _code(m), "token": _token(m)},
    "watch": lambda m: {"code": _code(m)},
    "list": lambda m: {},
    "start": lambda m: {},
    "act": lambda m: {"seq": _int(m, "seq", 0, MAX_SEQ),
                      "action": clean_text(m.get("action"), "action", MAX_ACTION)},
    "say": lambda m: {"text": clean_text(m.get("text"), "text", MAX_SAY)},
    "mute": lambda m: {"seat": _int(m, "seat", 0, MAX_SEATS - 1), "on": _bool(m, "on", True)},
    "rematch": lambda m: {},
    "leave": lambda m: {},
}


def parse_client_message(raw) -> dict:
    """The checked message (type + its fields, nothing else) from one frame's text."""
    if isinstance(raw, bytes):
        _fail("messages are JSON text, not binary frames")
    if len(raw.encode("utf-8", "surrogatepass")) > MAX_MESSAGE_BYTES:
        _fail(f"message longer than {MAX_MESSAGE_BYTES} bytes", "too_big")
    try:
        msg = json.loads(raw)
    except (json.JSONDecodeError, RecursionError):
        _fail("message is not JSON", "bad_json")
    if not isinstance(msg, dict):
        _fail("a message is a JSON object with a 'type'")
    kind = msg.get("type")
    if kind not in _CHECKS:
        _fail(f"unknown message type {str(kind)[:40]!r}", "unknown_type")
    out = _CHECKS[kind](msg)
    out["type"] = kind
    return out


def version_error(theirs) -> ProtocolError:
    return ProtocolError("version", f"this host speaks room protocol version "
                                    f"{PROTOCOL_VERSION}, the app sent version {theirs!r}: "
                                    "update the older one")


# ------------------------------------------------------------------ limits
@dataclass
class RateLimit:
    """A token bucket per connection: RATE_BURST messages at once, RATE_PER_S after."""

    rate: float = RATE_PER_S
    burst: float = RATE_BURST
    tokens: float = RATE_BURST
    stamp: float = field(default_factory=time.monotonic)

    def allow(self, now: float) -> bool:
        self.tokens = min(self.burst, self.tokens + (now - self.stamp) * self.rate)
        self.stamp = now
        if self.tokens >= 1:
            self.tokens -= 1
            return True
        return False


class FailedJoins:
    """Wrong codes and tokens per address: after FAILED_JOINS within the window, that
    address may not try again until the oldest failure leaves the window (so room codes
    cannot be found by trying them one after another)."""

    def __init__(self, limit: int = FAILED_JOINS, window_s: float = FAILED_JOINS_WINDOW_S):
        self.limit, self.window_s = limit, window_s
        self.failures: dict[str, deque] = {}

    def _recent(self, address: str, now: float) -> deque:
        q = self.failures.setdefault(address, deque())
        while q and q[0] <= now - self.window_s:
            q.popleft()
        return q

    def blocked(self, address: str, now: float) -> bool:
        blocked = len(self._recent(address, now)) >= self.limit
        if not self.failures.get(address):
            self.failures.pop(address, None)
        return blocked

    def record(self, address: str, now: float) -> None:
        self._recent(address, now).append(now)
        if len(self.failures) > 100_000:  # bounded memory under a scan from many addresses
            self.failures.pop(next(iter(self.failures)))
