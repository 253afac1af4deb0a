"""One room: the real match, its seats, the bots, spectators and quick messages.

Pure logic: no sockets, no asyncio, no clock of its own. Each input (a message from a
connection id, a dropped connection, a clock tick) returns the messages to send as
[(connection id, message dict)], so every rule of a room is tested without a network.
The host sends each seat only its own view and the public events; action texts never
leave the room (they may hide secrets: Bandas's allocations, a discard's choice) until
the game ends and every player gets the whole match.
"""
from __future__ import annotations

import random
from typing import Hashable

from .. import game_list
from ..ai.base import run_to_end
from ..engine.core import IllegalAction, Match, SaveError, get_rules
from . import codec
from .room_seats import RoomRefused, Seat, make_seats

LOBBY, PLAYING, OVER = "lobby", "playing", "over"
MAX_BOT_MOVES_PER_CALL = 5000  # a loop bound: more than any game's whole length
Out = list[tuple[Hashable, dict]]


def new_seed(rng: random.Random) -> int:
    return rng.randrange(1 << 40)  # fits a deal code


class Room:
    """A room `code` for `game`. `seats` from protocol's checked create message; the
    creator holds the seat of kind "you". `bot_pause_s` paces the machine's moves (0 in
    tests); `rng` draws the deals' seeds."""

    def __init__(self, code: str, game: str, options: dict, seat_specs: list[dict], *,
                 grace_s: float = 60, spectators: bool = False, bot_pause_s: float = 0.0,
                 rng: random.Random | None = None):
        try:
            rules = get_rules(game)
        except ValueError:
            raise RoomRefused("bad_game", f"no game named {game!r}; there are "
                                          f"{', '.join(game_list.names())}") from None
        options = dict(options)
        players = rules.players_option
        options.setdefault(players, len(seat_specs))
        if options[players] != len(seat_specs):
            raise RoomRefused("bad_options", f"{options[players]} players but "
                                             f"{len(seat_specs)} seats")
        try:
            self.options = rules.normalize_options(options)
        except ValueError as e:
            raise RoomRefused("bad_options", str(e)) from None
        self.code, self.game = code, rules.name
        levels = tuple(game_list.entry(self.game).bot_module().LEVELS)
        self.seats: list[Seat] = make_seats(seat_specs, levels)
        self.creator = next(i for i, s in enumerate(self.seats) if s.kind == "you")
        self.grace_s, self.spectators_allowed = grace_s, spectators
        self.bot_pause_s = bot_pause_s
        self.rng = rng or random.SystemRandom()
        self.phase = LOBBY
        self.match: Match | None = None
        self.bots = None
        self.bot_due: float | None = None
        self.watchers: dict[Hashable, str] = {}  # spectators' connections -> names
        self.log: list[str] = []  # one line per room event; the host drains it
        self.closed = False

    # ------------------------------------------------------------ who is here
    def seat_of(self, conn) -> int | None:
        for i, s in enumerate(self.seats):
            if s.conn == conn and s.conn is not None:
                return i
        return None

    def members(self) -> list:
        return [s.conn for s in self.seats if s.conn is not None] + list(self.watchers)

    def is_open(self) -> bool:
        """Whether a friend can still take a seat (the lobby lists the room)."""
        return not self.closed and any(s.is_person and not s.claimed for s in self.seats)

    def summary(self) -> dict:
        """The room as the lobby lists it (no token, no name of a seat)."""
        return {"code": self.code, "game": self.game, "phase": self.phase,
                "seats": len(self.seats),
                "free": sum(1 for s in self.seats if s.is_person and not s.claimed),
                "spectators": self.spectators_allowed}

    def seat_list(self, now: float) -> list[dict]:
        return [s.public(now) for s in self.seats]

    def _joined(self, seat: int | None, token: str | None, now: float) -> dict:
        return {"type": "joined", "code": self.code, "seat": seat, "token": token,
                "game": self.game, "options": self.options, "seats": self.seat_list(now),
                "creator": self.creator, "phase": self.phase, "grace_s": self.grace_s,
                "spectators": self.spectators_allowed}

    def _lobby(self, now: float) -> Out:
        msg = {"type": "lobby", "seats": self.seat_list(now), "phase": self.phase}
        return [(c, msg) for c in self.members()]

    def _seat_news(self, i: int, now: float) -> Out:
        s = self.seats[i]
        msg = {"type": "seat", "seat": i, "connected": s.connected,
               "grace_left_s": s.grace_left(now), "bot_playing": s.bot_playing}
        return [(c, msg) for c in self.members()]

    # ------------------------------------------------------------ joining
    def create(self, conn, name: str, now: float) -> Out:
        """The creator takes the seat of kind "you"."""
        token = self.seats[self.creator].claim(conn, name)
        self.log.append(f"created {self.game} {self.options} by {name!r}")
        return [(conn, self._joined(self.creator, token, now))]

    def join(self, conn, name: str, token: str | None, now: float) -> Out:
        """Take a free friend's seat, or with `token` come back to one's own seat."""
        if token is not None:
            i = next((i for i, s in enumerate(self.seats) if s.token == token), None)
            if i is None:
                raise RoomRefused("bad_token", "that seat token is not one of this room's",
                                  failed_join=True)
            seat = self.seats[i]
            if seat.conn is not None and seat.conn != conn:
                out = [(seat.conn, {"type": "closed", "reason": "the seat was taken "
                                    "back from another connection"})]
                self.log.append(f"seat {i} moved to a new connection")
            else:
                out = []
            seat.conn, seat.grace_until = conn, None
            seat.name = name or seat.name
            was_bot = seat.bot_playing
            seat.bot_playing = False
            self.log.append(f"seat {i} back ({seat.name!r})" + (", the machine hands it "
                                                                 "back" if was_bot else ""))
        else:
            i = next((i for i, s in enumerate(self.seats)
                      if s.kind == "friend" and not s.claimed), None)
            if i is None:
                raise RoomRefused("full", "every seat of this room is taken")
            token = self.seats[i].claim(conn, name)
            self.log.append(f"seat {i} taken by {name!r}")
            out = []
        out.append((conn, self._joined(i, token, now)))
        if self.phase != LOBBY:
            out.append((conn, self._started(i)))
        out += self._lobby(now) + self._seat_news(i, now)
        self._schedule_bots(now)
        return out

    def watch(self, conn, name: str, now: float) -> Out:
        if not self.spectators_allowed:
            raise RoomRefused("no_spectators", "this room takes no spectators")
        self.watchers[conn] = name
        self.log.append(f"spectator {name!r} watches")
        out = [(conn, self._joined(None, None, now))]
        if self.phase != LOBBY:
            out.append((conn, self._started(None)))
        return out

    def drop(self, conn, now: float) -> Out:
        """A connection is gone: a seat is kept for its person through the grace."""
        if self.watchers.pop(conn, None) is not None:
            return []
        i = self.seat_of(conn)
        if i is None:
            return []
        seat = self.seats[i]
        seat.conn = None
        if self.phase == PLAYING:
            seat.grace_until = now + self.grace_s
            self.log.append(f"seat {i} dropped; the machine plays it in {self.grace_s:g} s")
        else:
            self.log.append(f"seat {i} dropped")
        out = self._seat_news(i, now) + self._lobby(now)
        return out + self.tick(now)

    # ------------------------------------------------------------ messages
    def handle(self, conn, msg: dict, now: float) -> Out:
        """A checked message (protocol.parse_client_message) of a member."""
        kind = msg["type"]
        seat = self.seat_of(conn)
        if kind == "leave":
            return self._leave(conn, seat, now)
        if seat is None:
            what = "watch" if conn in self.watchers else "are not in this room"
            return [(conn, _error("not_seated", "spectators only watch" if what == "watch"
                                  else "you are not in this room"))]
        if kind == "act":
            return self._act(conn, seat, msg, now)
        if kind == "say":
            return self._say(seat, msg["text"])
        if kind == "mute":
            return self._mute(conn, seat, msg)
        if kind in ("start", "rematch"):
            if seat != self.creator:
                return [(conn, _error("not_creator", "only the room's creator deals"))]
            wanted = LOBBY if kind == "start" else OVER
            if self.phase != wanted:
                return [(conn, _error("bad_phase", "the game has started already"
                                      if self.phase == PLAYING else
                                      "a game must end before another"))]
            return self._deal(now)
        return [(conn, _error("unknown_type", f"{kind!r} is not a room message"))]

    def _say(self, seat: int, text: str) -> Out:
        msg = {"type": "said", "seat": seat, "text": text}
        out = [(s.conn, msg) for s in self.seats
               if s.conn is not None and seat not in s.muted]
        return out + [(c, msg) for c in self.watchers]

    def _mute(self, conn, seat: int, msg: dict) -> Out:
        other = msg["seat"]
        if other >= len(self.seats) or other == seat:
            return [(conn, _error("bad_seat", "mute another seat of this room"))]
        (self.seats[seat].muted.add if msg["on"] else self.seats[seat].muted.discard)(other)
        return []

    def _leave(self, conn, seat: int | None, now: float) -> Out:
        if seat is None:
            self.watchers.pop(conn, None)
            return []
        s = self.seats[seat]
        if self.phase == LOBBY:
            if seat == self.creator:
                return self.close("the room's creator left the room")
            s.release()
            self.log.append(f"seat {seat} left")
            return self._lobby(now)
        s.conn, s.grace_until = None, now  # the machine plays it at once; the token stays
        self.log.append(f"seat {seat} left the game")
        return self._seat_news(seat, now) + self.tick(now)

    def close(self, reason: str) -> Out:
        self.closed = True
        self.log.append(f"closed: {reason}")
        msg = {"type": "closed", "reason": reason}
        return [(c, msg) for c in self.members()]

    # ------------------------------------------------------------ the game
    def _deal(self, now: float) -> Out:
        from ..ai.seats import SeatBots

        self.match = Match(self.game, self.options, new_seed(self.rng))
        self.bots = SeatBots(self.game, self.match.seed,
                             {i: s.level for i, s in enumerate(self.seats)})
        self.phase = PLAYING
        for s in self.seats:
            if s.is_person and not s.connected:
                s.bot_playing = not s.claimed
                s.grace_until = None if not s.claimed else now + self.grace_s
        self.log.append(f"dealt, seed {self.match.seed}")
        out = [(c, self._started(self.seat_of(c))) for c in self.members()]
        self._schedule_bots(now)
        return out + self.tick(now)

    def _started(self, seat: int | None) -> dict:
        m = self.match
        return {"type": "started", "n_moves": len(m.actions), "view": self._view(seat),
                "names": [s.name for s in self.seats], "seat": seat,
                "to_act": list(m.to_act()), "terminal": m.is_terminal(),
                "winners": list(m.winners()) if m.is_terminal() else []}

    def _view(self, seat: int | None):
        if seat is None:
            try:
                return codec.to_plain(self.match.view(None))
            except (ValueError, TypeError):
                return None  # an engine without a public view yet: spectators see names only
        return codec.to_plain(self.match.view(seat))

    def bot_controls(self, i: int) -> bool:
        s = self.seats[i]
        return s.kind == "bot" or s.bot_playing

    def _act(self, conn, seat: int, msg: dict, now: float) -> Out:
        seq = msg["seq"]
        if self.phase != PLAYING:
            return [(conn, _refused(seq, "the game has not started" if self.phase == LOBBY
                                    else "the game is over"))]
        try:
            events = self.match.apply(seat, msg["action"])
        except (IllegalAction, ValueError, TypeError, IndexError, KeyError) as e:
            self.log.append(f"seat {seat} refused: {e}")
            return [(conn, _refused(seq, str(e) or "not an action of this game"))]
        out = self._updates(events)
        out.append((conn, {"type": "reply", "seq": seq, "ok": True}))
        out += self._after_move(now)
        return out + self.tick(now)

    def _updates(self, events) -> Out:
        m = self.match
        common = {"type": "update", "n": len(m.actions), "events": codec.to_plain(events),
                  "to_act": list(m.to_act()), "terminal": m.is_terminal(),
                  "winners": list(m.winners()) if m.is_terminal() else []}
        out = [(s.conn, {**common, "view": self._view(i)})
               for i, s in enumerate(self.seats) if s.conn is not None]
        if self.watchers:
            public = {**common, "view": self._view(None)}
            out += [(c, public) for c in self.watchers]
        return out

    def _after_move(self, now: float) -> Out:
        if not self.match.is_terminal():
            self._schedule_bots(now)
            return []
        self.phase, self.bot_due = OVER, None
        self.log.append(f"game over, winners {list(self.match.winners())}, "
                        f"{len(self.match.actions)} moves")
        msg = {"type": "match", "json": self.match.to_json()}
        return [(s.conn, msg) for s in self.seats if s.conn is not None]

    def _schedule_bots(self, now: float) -> None:
        if self.phase != PLAYING or self.match.is_terminal():
            self.bot_due = None
        elif any(self.bot_controls(p) for p in self.match.to_act()):
            if self.bot_due is None:
                self.bot_due = now + self.bot_pause_s
        else:
            self.bot_due = None

    def next_wakeup(self) -> float | None:
        """When `tick` has something to do: a bot's move or a grace running out."""
        times = [s.grace_until for s in self.seats if s.grace_until is not None]
        if self.bot_due is not None:
            times.append(self.bot_due)
        return min(times) if times else None

    def tick(self, now: float) -> Out:
        """Graces that ran out hand their seats to the machine; due bot moves are made."""
        out: Out = []
        for i, s in enumerate(self.seats):
            if s.grace_until is not None and s.grace_until <= now and not s.connected:
                s.grace_until, s.bot_playing = None, self.phase == PLAYING
                self.log.append(f"seat {i}: the machine plays it")
                out += self._seat_news(i, now)
        self._schedule_bots(now)
        for _ in range(MAX_BOT_MOVES_PER_CALL):
            if self.bot_due is None or self.bot_due > now:
                break
            self.bot_due = None
            seat = next(p for p in self.match.to_act() if self.bot_controls(p))
            action = run_to_end(self.bots.decide(seat, self.match.view(seat)))
            out += self._updates(self.match.apply(seat, action))
            out += self._after_move(now)
        return out

    # ------------------------------------------------------------ saving
    def to_save(self) -> dict:
        return {"code": self.code, "game": self.game, "options": self.options,
                "seats": [s.to_save() for s in self.seats], "creator": self.creator,
                "grace_s": self.grace_s, "spectators": self.spectators_allowed,
                "bot_pause_s": self.bot_pause_s, "phase": self.phase,
                "match": self.match.to_dict() if self.match else None}

    @classmethod
    def from_save(cls, data: dict, now: float) -> "Room":
        """A saved room reopened: every person away, each with a fresh grace."""
        from ..ai.seats import SeatBots

        try:
            specs = [{"kind": s["kind"], "level": s["level"]} for s in data["seats"]]
            room = cls(data["code"], data["game"], data["options"], specs,
                       grace_s=data["grace_s"], spectators=data["spectators"],
                       bot_pause_s=data["bot_pause_s"])
            room.seats = [Seat.from_save(s) for s in data["seats"]]
            room.creator, room.phase = data["creator"], data["phase"]
            if data["match"] is not None:
                room.match = Match.from_dict(data["match"])
                room.bots = SeatBots(room.game, room.match.seed,
                                     {i: s.level for i, s in enumerate(room.seats)})
        except (KeyError, TypeError, ValueError, SaveError, RoomRefused) as e:
            raise SaveError(f"room save is not valid: {e}") from None
        for s in room.seats:
            if s.kind != "bot":
                s.bot_playing = room.phase == PLAYING and not s.claimed
                if s.claimed and room.phase == PLAYING:
                    s.grace_until = now + room.grace_s
        room.log.append(f"reopened from its save, {room.phase}")
        room._schedule_bots(now)
        return room


def _error(code: str, text: str) -> dict:
    return {"type": "error", "code": code, "text": text}


def _refused(seq: int, reason: str) -> dict:
    return {"type": "reply", "seq": seq, "ok": False, "reason": reason}
