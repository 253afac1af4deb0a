"""The join page's right column: «Tu sala de antes» (when there is one), then the open
rooms to pick without typing a code, from this network (heard by LAN discovery) or from
the server (asked with `list`: at once, on «Actualizar», a moment after its address is
typed, and every few seconds while the list is shown). Each says plainly what it is
doing: looking, nobody answers, none open."""
from __future__ import annotations

import logging

import pygame

from ...game_list import GAMES
from ...persist.settings import parse_server_address
from ...ui.draw import theme
from ...ui.widgets.controls import Button, Choice, Label
from . import text_more  # noqa: F401  (registers the strings)
from .common import heading, player_name
from .netport import CodeTypo, make_url

log = logging.getLogger(__name__)

SERVER_REFRESH_S = 10.0  # the server's list is asked again this often while shown
TYPING_PAUSE_S = 1.0  # a server typed in the field is asked this long after the last key
PHASES = ("lobby", "playing", "over")


def lan_address(room: dict) -> tuple[str, str]:
    """(address shown, URL) of a room the LAN announced (its `url`, or an `address`)."""
    url = str(room.get("url") or "ws://" + str(room.get("address")))
    return url.split("://", 1)[-1], url


def listed_rooms(raw: list, check_code) -> list[dict]:
    """The server's room summaries this app can show, rooms waiting to start first: a good
    code, a game of ours, a count of free seats; anything else is left out (a newer
    server's game, a malformed entry)."""
    games = {g.name for g in GAMES}
    out = []
    for r in raw:
        try:
            code = check_code(str(r.get("code", "")))
        except CodeTypo:
            continue
        free = r.get("free")
        if r.get("game") not in games or type(free) is not int or free < 0:
            continue
        phase = r.get("phase") if r.get("phase") in PHASES else "lobby"
        out.append({"code": code, "game": r["game"], "free": free, "phase": phase})
    return sorted(out, key=lambda r: (PHASES.index(r["phase"]), r["code"]))


class OpenRoomsColumn:
    """Part of RoomsHomeScene: the list of open rooms and where it comes from."""

    def init_lists(self) -> None:
        has_server = bool(self.app.settings.get("server_address"))
        self.list_source = self.app.session.get("rooms_list") or (
            "server" if has_server else "lan")
        self.server_ask = None
        self.server_rooms: list[dict] = []
        self.server_state = ""  # "asking", "ok", "unreachable", "refused", "unset", "bad"
        self.server_detail = ""  # the host's reason, or what is wrong with the address
        self.server_where: tuple[str, str] | None = None  # (address, URL) of the list shown
        self._since_server = SERVER_REFRESH_S  # ask as soon as the list shows

    # ------------------------------------------------------------ the server's list
    def set_list_source(self, source: str) -> None:
        self.list_source = source
        self.app.session["rooms_list"] = source
        if source == "server" and self.server_ask is None:
            self._since_server = SERVER_REFRESH_S
        self.rebuild()

    def server_typed(self) -> None:
        """The server field changed: ask the new address once typing pauses."""
        self._since_server = SERVER_REFRESH_S - TYPING_PAUSE_S

    def _server_to_list(self) -> tuple[str, str] | None:
        """(address, URL) of the server whose rooms to list: the one in the field (as typed
        now), else the one in Ajustes; None with the state set when there is none."""
        typed = self.server_text if self.server_text is not None else (
            self.app.settings.get("server_address") or "")
        typed = typed.strip()
        if not typed:
            self.server_state, self.server_detail = "unset", ""
            return None
        try:
            scheme, host, port = parse_server_address(typed)
        except ValueError as e:
            why = str(e) if str(e) in ("shape", "host", "port") else "shape"
            self.server_state = "bad"
            self.server_detail = self.app.tr(f"settings.server_err.{why}")
            return None
        return typed, make_url(scheme, host, port)

    def refresh_server(self) -> None:
        """«Actualizar»: ask the server for its open rooms (once at a time)."""
        self._since_server = 0.0
        if self.server_ask is not None:
            return
        where = self._server_to_list()
        if where is None:
            self.server_rooms, self.server_where = [], None
            return self.rebuild()
        if where != self.server_where:  # another server: its list is not this one's
            self.server_rooms, self.server_where = [], where
        if not self.server_rooms:
            self.server_state = "asking"
        try:
            self.server_ask = self.net.list_rooms(where[1], player_name(self.app),
                                                  self.app.settings.get("lang", "es"))
        except ImportError as e:
            self.server_state, self.server_detail = "refused", str(e)
        self.rebuild()

    def update_lists(self, dt: float) -> None:
        if self.list_source != "server":
            return
        ask = self.server_ask
        if ask is None:
            self._since_server += dt
            if self._since_server >= SERVER_REFRESH_S:
                self.refresh_server()
            return
        if not ask.done:
            return
        self.server_ask = None
        if ask.rooms is not None:
            self.server_rooms = listed_rooms(ask.rooms, self.net.check_code)
            self.server_state, self.server_detail = "ok", ""
        else:
            code, text = ask.error or ("unreachable", "")
            log.info("room list of %s: %s %s", self.server_where, code, text)
            self.server_rooms = []
            self.server_state = "unreachable" if code == "unreachable" else "refused"
            self.server_detail = text if code != "version" else self.app.tr(
                "rooms.err.version", text=text)
        self.rebuild()

    def join_listed(self, room: dict) -> None:
        """A room of the server's list: no typing, straight to its lobby on that server
        (which becomes the one in Ajustes, as a join by code there does)."""
        if self._server_to_list() != self.server_where:  # the field changed since: ask
            return self.refresh_server()  # the server typed now (its list replaces this)
        err = self.keep_server()
        if err:
            return self.show_error(err, "server")
        address, url = self.server_where
        self._open(url, address, room["code"], False)

    # ------------------------------------------------------------ layout
    def build_lists(self, area: pygame.Rect) -> None:
        tr = self.app.tr
        area = self._build_last_room(area)
        self.lan_area = area
        heading(self, area.topleft, "rooms.open_head")
        n_lan, n_server = len(self.lan_rooms), len(self.server_rooms)
        options = [("lan", tr("rooms.where.lan") + (f" ({n_lan})" if n_lan else "")),
                   ("server", tr("rooms.where.server") + (f" ({n_server})" if n_server else ""))]
        ch = Choice((area.x, area.y + self.px(22), area.w, self.px(38)), options,
                    self.list_source, on_change=self.set_list_source, font_size=self.px(16))
        ch.key_name = "list_source"
        self.ui.add(ch)
        rest = pygame.Rect(area.x, ch.rect.bottom + self.px(12), area.w,
                           area.bottom - ch.rect.bottom - self.px(12))
        if self.list_source == "server":
            self._build_server_list(rest)
        else:
            self._build_lan_list(rest)

    def _room_buttons(self, rooms: list[dict], top: int, area: pygame.Rect, sub, pick,
                      prefix: str) -> None:
        tr = self.app.tr
        bh, gap = self.px(58), self.px(10)
        fits = max(1, (area.bottom - top + gap) // (bh + gap))
        for i, room in enumerate(rooms[:fits]):
            label = tr("rooms.lan_room", game=tr(f"game.{room.get('game', '')}"),
                       code=self._shown(room.get("code")))
            b = Button((area.x, top + i * (bh + gap), area.w, bh), label,
                       (lambda r=room: pick(r)), font_size=self.px(19), sublabel=sub(room))
            b.key_name = f"{prefix}:{room.get('code')}"
            self.ui.add(b)

    def _note(self, pos, text: str, width: int, key: str) -> Label:
        lab = Label(pos, text, self.px(16), theme.MUTED, width=width)
        lab.key_name = key
        self.ui.add(lab)
        return lab

    def _build_lan_list(self, area: pygame.Rect) -> None:
        tr = self.app.tr
        if self.lan_error and not self.lan_rooms:
            self._note(area.topleft, tr("rooms.lan_off", reason=self.lan_error), area.w,
                       "lan_note")
        elif not self.lan_rooms:
            self._note(area.topleft, tr("rooms.lan_searching"), area.w, "lan_note")
        else:
            self._room_buttons(self.lan_rooms, area.y, area, self._lan_line, self.join_lan,
                               "lan")

    def _build_server_list(self, area: pygame.Rect) -> None:
        tr = self.app.tr
        bw, bh = self.px(130), self.px(36)
        rb = Button((area.right - bw, area.y, bw, bh), tr("rooms.refresh"), self.refresh_server,
                    font_size=self.px(17))
        rb.key_name = "refresh"
        self.ui.add(rb)
        address = self.server_where[0] if self.server_where else ""
        state = self.server_state
        text = {"asking": tr("rooms.server_asking", address=address),
                "unset": tr("rooms.server_unset"),
                "bad": self.server_detail,
                "unreachable": tr("rooms.server_unreachable", address=address),
                "refused": tr("rooms.server_refused", address=address,
                              text=self.server_detail),
                "ok": address if self.server_rooms else tr("rooms.server_none",
                                                           address=address)}.get(state, "")
        note = self._note((area.x, area.y), text, area.w - bw - self.px(12), "server_note")
        if note.rect.h < rb.rect.h:  # one line: beside the button's middle
            note.rect.centery = rb.rect.centery
            note.pos = note.rect.topleft
        if state in ("ok", "asking") and self.server_rooms:
            top = max(note.rect.bottom, rb.rect.bottom) + self.px(10)
            self._room_buttons(self.server_rooms, top, area, self._server_line,
                               self.join_listed, "server")

    def _server_line(self, room: dict) -> str:
        """«2 sitios libres · sin empezar»."""
        return self.app.tr("rooms.server_room_sub", free=room["free"],
                           phase=self.app.tr(f"rooms.phase.{room['phase']}"))

    def _lan_line(self, room: dict) -> str | None:
        """«192.0.2.7 · 2 sitios libres» (with the host's name when it gives one)."""
        if "free" not in room:
            return None
        where = room.get("name") or lan_address(room)[0].rsplit(":", 1)[0]
        return self.app.tr("rooms.lan_room_sub", name=where, free=room.get("free"))
