"""A room's match as one seat sees it: what a table drives instead of an engine `Match`
when the real match lives on the room's host (ui/table/match_port.py names the seam).

The host sends this seat its own view and the public events after every applied action
(`update`), and the whole match once the game ends. A move of this seat's is sent as its
text and waits for the host's answer (a few milliseconds on a LAN): the events it caused,
or the refusal's reason raised as `IllegalAction`, exactly as a local `Match.apply`. The
moves of everyone else arrive between frames and are handed to the table by `poll()`.

No pygame here, and no clock but the wait for an answer.
"""
from __future__ import annotations

import itertools
from typing import Any, Callable

from ..engine.core import IllegalAction, Match, SaveError, get_rules

ANSWER_TIMEOUT = 10.0  # seconds a move of ours waits for the host before giving up
NO_ANSWER = "the room's host did not answer"
CONNECTION_LOST = "the connection to the room was lost"


def _identity(value):
    return value


class RemoteMatch:
    """One seat's side of a room's match (`seat` None: a spectator's).

    `client` is the connection (net/client.py's RoomClient or a test's stand-in):
    `send(message)`, `messages()` (every message received so far, not blocking) and
    `wait(timeout)` (the next message, or None when none came in time).
    `started` is the host's `started` message; `decode` turns a view or an event list from
    the wire into engine objects (net/codec.py's)."""

    saves_here = False  # the host keeps the room's match
    replays_here = False  # the seed would show every hidden card: never sent mid-game

    def __init__(self, client, game: str, options: dict, seat: int | None,
                 started: dict, *, names: dict[int, str] | None = None,
                 decode_view: Callable[[Any], Any] | None = None,
                 decode_events: Callable[[Any], list] | None = None,
                 code: str = "", timeout: float = ANSWER_TIMEOUT):
        self.client = client
        self.rules = get_rules(game)
        self.options = dict(options)
        self.seat = seat
        self.code = code
        self.seed = None  # unknown here until the whole match arrives at the end
        self.notes: dict = {}
        self.seat_names = dict(names or {})
        self.seat_states: dict[int, dict] = {}  # the host's `seat` messages: drops, grace
        self.said: list[dict] = []  # quick messages received, oldest first
        self.host_gone = False
        self.full_match: Match | None = None
        self._decode_view = decode_view or _identity
        self._decode_events = decode_events or _identity
        self._timeout = timeout
        self._seq = itertools.count(1)
        self._pending: list = []  # events received, not yet handed to the table
        self.actions: list[tuple[int | None, None]] = []
        self._view = None
        self._to_act: tuple[int, ...] = ()
        self._terminal = False
        self._winners: tuple[int, ...] = ()
        self._take_state(started)

    # ------------------------------------------------------------ what a table asks
    @property
    def game(self) -> str:
        return self.rules.name

    @property
    def bot_levels(self) -> dict[int, str]:
        return {}  # the room's bots think on the host

    def view(self, seat: int | None = None):
        """This seat's view (the only one this app has, whatever seat is asked)."""
        return self._view

    def legal_actions(self, seat: int | None) -> list:
        if seat != self.seat or seat is None:
            return []
        return [self.rules.parse_action(text) for text in getattr(self._view, "legal", ())]

    def to_act(self) -> tuple[int, ...]:
        return self._to_act

    def is_terminal(self) -> bool:
        """Over once the host said so AND its whole match is here (the statistics and the
        results read it the frame the table sees the end), or the host is gone."""
        return self._terminal and (self.full_match is not None or self.host_gone)

    def winners(self) -> tuple[int, ...]:
        return self._winners

    def moves_by(self, player: int) -> int:
        return sum(1 for p, _ in self.actions if p == player)

    def poll(self) -> list:
        """The events of every move made elsewhere since the last call, in order."""
        for message in self.client.messages():
            self._take(message)
        events, self._pending = self._pending, []
        return events

    def apply(self, seat: int | None, action) -> list:
        """Send this seat's move and wait for the host: the events up to and including
        it (earlier moves of others first, in order), or IllegalAction with its reason."""
        if self.host_gone:
            raise IllegalAction(CONNECTION_LOST)
        if seat is None or seat != self.seat:
            raise IllegalAction(f"this app plays seat {self.seat}, not seat {seat}")
        seq = next(self._seq)
        self.client.send({"type": "act", "seq": seq, "action": str(action)})
        while True:
            message = self.client.wait(self._timeout)
            if message is None:
                raise IllegalAction(NO_ANSWER)
            if message.get("type") == "reply" and message.get("seq") == seq:
                if message.get("ok"):
                    events, self._pending = self._pending, []
                    return events
                raise IllegalAction(str(message.get("reason") or "refused"))
            self._take(message)
            if self.host_gone:
                raise IllegalAction(CONNECTION_LOST)

    # ------------------------------------------------------------ the host's messages
    def _take(self, message: dict) -> None:
        kind = message.get("type")
        if kind == "update":
            n = int(message.get("n", len(self.actions) + 1))
            actor = message.get("seat")
            while len(self.actions) < n:
                self.actions.append((actor, None))
            self._pending.extend(self._decode_events(message.get("events", [])))
            self._take_state(message)
        elif kind == "started":  # «Otra partida», or the same game after a rejoin
            self.actions = []
            self._take_state(message)
        elif kind == "seat":
            seat = message.get("seat")
            if isinstance(seat, int):
                self.seat_states[seat] = message
        elif kind == "said":
            self.said.append(message)
        elif kind == "match":  # the whole match, when it is not in the last update
            self._take_whole(message.get("json"))
        elif kind == "lobby" and isinstance(message.get("names"), dict):
            self.seat_names.update({int(k): v for k, v in message["names"].items()})
        elif kind in ("closed", "host_gone"):
            self.host_gone = True

    def _take_state(self, message: dict) -> None:
        if "view" in message:
            self._view = self._decode_view(message["view"])
        n = message.get("n", message.get("n_moves"))
        if isinstance(n, int) and not self.actions:
            self.actions = [(None, None)] * n
        self._to_act = tuple(message.get("to_act", self._to_act))
        self._terminal = bool(message.get("terminal", self._terminal))
        self._winners = tuple(message.get("winners", self._winners))
        names = message.get("names")
        if isinstance(names, list):  # the host's seat order: "" for the machine's seats
            names = {i: n for i, n in enumerate(names)}
        if isinstance(names, dict):
            self.seat_names.update({int(k): str(v) for k, v in names.items()
                                    if str(k).isdigit() and isinstance(v, str) and v})
        self._take_whole(message.get("match"))

    def _take_whole(self, whole) -> None:
        """The whole match, sent once the game is over: History, «¿Podría haber
        ganado?» and the statistics read it."""
        if isinstance(whole, str) and whole:
            try:
                self.full_match = Match.from_json(whole)
            except SaveError:
                self.full_match = None  # the game still ends; its results have no history
