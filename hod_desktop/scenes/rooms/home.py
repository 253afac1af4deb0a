"""«Con amigos»: your name, «Crear sala», a code to join (or watch) a room, and the open
rooms this network announces or the server lists, each one click away (open_rooms.py)."""
from __future__ import annotations

import logging

import pygame

from ...persist.settings import parse_server_address, valid_player_name
from ...ui.draw import theme
from ...ui.widgets.ui_scene import UIScene
from ...ui.widgets.controls import Button, Label, TextInput
from . import text  # noqa: F401  (declares the room screens' strings)
from .common import heading, message_label, server_address
from .lobby import open_lobby
from .netport import CodeTypo, NetPort
from .open_rooms import OpenRoomsColumn, lan_address

log = logging.getLogger(__name__)

LAN_REFRESH_S = 1.0


class RoomsHomeScene(OpenRoomsColumn, UIScene):
    def __init__(self, app, net=None):
        super().__init__(app)
        self.net = net if net is not None else NetPort()
        self.code_text = ""
        self.name_text: str | None = None  # as typed (None: the saved name)
        self.server_text: str | None = None  # as typed (None: the server in Ajustes)
        self.message = ""
        self.message_field = "code"
        self.lan_rooms: list[dict] = []
        self.lan_error = ""
        self._listener = None
        self._since_lan = LAN_REFRESH_S
        self.code_input: TextInput | None = None
        self.init_lists()

    # ------------------------------------------------------------ life
    def enter(self) -> None:
        self._listen()
        super().enter()

    def resume(self) -> None:
        self._listen()
        super().resume()

    def pause(self) -> None:
        """Covered (creating a room, a lobby, a table): stop listening to the network."""
        self._stop_listening()
        super().pause()

    def exit(self) -> None:
        self._stop_listening()
        super().exit()

    def _listen(self) -> None:
        if self._listener is not None:
            return
        self._since_lan = LAN_REFRESH_S
        try:
            self._listener = self.net.listener()
        except (OSError, ImportError, AttributeError) as e:
            log.warning("LAN discovery is off: %s", e)
            self.lan_error = str(e)

    def _stop_listening(self) -> None:
        if self._listener is not None:
            listener, self._listener = self._listener, None
            listener.close()

    def update(self, dt) -> None:
        super().update(dt)
        self._since_lan += dt
        if self._listener is not None and self._since_lan >= LAN_REFRESH_S:
            self._since_lan = 0.0
            rooms = sorted((dict(r) for r in self._listener.rooms()),
                           key=lambda r: str(r.get("code")))
            error = getattr(self._listener, "error", None) or ""
            if rooms != self.lan_rooms or error != self.lan_error:
                self.lan_rooms, self.lan_error = rooms, error
                self.rebuild()
        self.update_lists(dt)

    # ------------------------------------------------------------ actions
    def set_name(self, s: str) -> None:
        self.name_text = s
        name = s.strip()
        if valid_player_name(name) and name != self.app.settings.get("player_name"):
            self.app.settings["player_name"] = name
            self.app.save_settings()

    def on_code_change(self, s: str) -> None:
        self.code_text = s
        if self.message:
            self.message = ""
            label = next((w for w in self.ui.widgets if getattr(w, "key_name", "") == "message"),
                         None)
            if label is not None:
                label.visible = False

    def on_server_change(self, s: str) -> None:
        self.server_text = s
        self.on_code_change(self.code_text)  # the old verdict goes at a keystroke here too
        self.server_typed()

    def keep_server(self) -> str:
        """The server typed here becomes the one in Ajustes ("" when it is good or the
        field is empty, else the sentence saying what is wrong with it)."""
        if self.server_text is None:
            return ""
        typed = self.server_text.strip()
        if typed:
            try:
                parse_server_address(typed)
            except ValueError as e:
                why = str(e) if str(e) in ("shape", "host", "port") else "shape"
                return self.app.tr(f"settings.server_err.{why}")
        if typed != (self.app.settings.get("server_address") or ""):
            self.app.settings["server_address"] = typed
            self.app.save_settings()
        return ""

    def show_error(self, text: str, field: str = "code") -> None:
        """What went wrong (the lobby calls this when it gives up on a room); `field`: the
        one drawn in red."""
        self.message, self.message_field = text, field
        self.rebuild()

    def create(self) -> None:
        from .game_page import RoomGameScene

        self.app.scenes.push(RoomGameScene(self.app, self.net, self))

    def join(self, watch: bool = False) -> None:
        tr = self.app.tr
        typed = self.code_input.value if self.code_input is not None else self.code_text
        self.code_text = typed
        if not typed.strip():
            return self.show_error(tr("rooms.err.empty"))
        try:
            code = self.net.check_code(typed)
        except CodeTypo:
            return self.show_error(tr("rooms.err.typo"))
        except ImportError as e:
            return self.show_error(tr("rooms.err.net_missing", reason=e))
        shown = self.net.show_code(code)
        lan = next((r for r in self.lan_rooms if self._same_code(r.get("code"), code)), None)
        if lan is not None:
            address, url = lan_address(lan)
        else:
            err = self.keep_server()
            if err:
                return self.show_error(err, "server")
            server = server_address(self.app)
            if server is None:
                return self.show_error(tr("rooms.err.nowhere", code=shown))
            address, url = server
        self._open(url, address, code, watch, lan=lan is not None)

    def join_lan(self, room: dict) -> None:
        """A room of the list: no typing, straight to its lobby."""
        try:
            code = self.net.check_code(str(room.get("code")))
        except CodeTypo:
            return self.show_error(self.app.tr("rooms.err.typo"))
        address, url = lan_address(room)
        self._open(url, address, code, False, lan=True)

    def _open(self, url: str, address: str, code: str, watch: bool, lan: bool = False) -> None:
        self.message = ""
        err = open_lobby(self.app, self.net, self, url, address, code=code, watch=watch,
                         lan=lan)
        if err:
            self.show_error(err)

    def _same_code(self, announced, code: str) -> bool:
        try:
            return self.net.check_code(str(announced)) == code
        except CodeTypo:
            return False

    # ------------------------------------------------------------ layout
    def build(self) -> None:
        tr = self.app.tr
        w, h = self.size
        pw, ph = min(self.px(1080), int(w * 0.92)), min(self.px(640), int(h * 0.92))
        panel = self.add_centered_panel(pw, ph)
        pad = self.px(34)
        title = Label((panel.x + pad, panel.y + self.px(22)), tr("rooms.title"), self.px(36),
                      theme.GOLD, shadow=True, display=True)
        self.ui.add(title)
        gap = self.px(40)
        col_w = (pw - 2 * pad - gap) // 2
        x = panel.x + pad
        lead = Label((x, title.rect.bottom + self.px(6)), tr("rooms.lead"), self.px(17),
                     theme.CREAM, width=pw - 2 * pad)
        self.ui.add(lead)
        row_h, fs = self.px(44), self.px(19)
        y = lead.rect.bottom + self.px(18)
        heading(self, (x, y), "rooms.name")
        typed = self.name_text if self.name_text is not None else (
            self.app.settings.get("player_name") or "")
        name = TextInput((x, y + self.px(22), col_w, row_h), typed,
                         tr("rooms.name_hint"), on_change=self.set_name, max_len=20,
                         font_size=fs)
        name.key_name = "name"
        self.ui.add(name)
        y += self.px(22) + row_h + self.px(16)
        heading(self, (x, y), "rooms.create_head")
        b = Button((x, y + self.px(22), col_w, row_h), tr("rooms.create"), self.create,
                   style="primary", font_size=self.px(21))
        b.key_name = "create"
        self.ui.add(b)
        y += self.px(22) + row_h + self.px(16)
        heading(self, (x, y), "rooms.join_head")
        bw = self.px(96)
        try:
            example = self.net.example_code()
        except ImportError:
            example = "ABCD-EFG"
        ti = TextInput((x, y + self.px(22), col_w - 2 * (bw + self.px(8)), row_h),
                       self.code_text, tr("rooms.code_hint", example=example),
                       on_submit=lambda s: self.join(), on_change=self.on_code_change,
                       max_len=16, transform=str.upper, font_size=fs)
        ti.error = bool(self.message) and self.message_field == "code"
        ti.key_name = "code"
        self.code_input = ti
        jb = Button((ti.rect.right + self.px(8), ti.rect.y, bw, row_h), tr("rooms.join"),
                    self.join, font_size=fs)
        jb.key_name = "join"
        wb = Button((jb.rect.right + self.px(8), ti.rect.y, bw, row_h), tr("rooms.watch"),
                    lambda: self.join(watch=True), style="ghost", font_size=fs)
        wb.key_name = "watch"
        self.ui.add(ti, jb, wb)
        y += self.px(22) + row_h + self.px(12)
        heading(self, (x, y), "rooms.server_head")
        typed = self.server_text if self.server_text is not None else (
            self.app.settings.get("server_address") or "")
        si = TextInput((x, y + self.px(22), col_w, row_h), typed, tr("rooms.server_hint"),
                       on_submit=lambda s: self.join(), on_change=self.on_server_change,
                       max_len=80, font_size=self.px(17))
        si.key_name = "server"
        si.error = bool(self.message) and self.message_field == "server"
        self.ui.add(si)
        y += self.px(22) + row_h + self.px(10)
        message_label(self, (x, y), self.message, col_w)
        back = self.add_corner_button(panel, pad, tr("rooms.back"), self.back, (180, 50))
        back.style = "secondary"  # «Crear sala» is the gold one here
        self.build_lists(pygame.Rect(x + col_w + gap, lead.rect.bottom + self.px(18), col_w,
                                     back.rect.y - self.px(12) - lead.rect.bottom - self.px(18)))

    def back_to_room(self) -> None:
        """The room this app sat in when it last stopped (a crash, a lost connection):
        back to its seat with the kept token."""
        room = self.app.settings.get("last_room") or {}
        if room:
            self._open(room["url"], room["address"], room["code"], False)

    def _build_last_room(self, area: pygame.Rect) -> pygame.Rect:
        """«Volver a la sala …» at the top of `area`, when there is one; the area left."""
        room = self.app.settings.get("last_room") or {}
        if not room:
            return area
        tr = self.app.tr
        heading(self, area.topleft, "rooms.last_head")
        bh = self.px(58)
        b = Button((area.x, area.y + self.px(22), area.w, bh),
                   tr("rooms.last_room", code=self._shown(room["code"])), self.back_to_room,
                   style="primary", font_size=self.px(19),
                   sublabel=f"{tr('game.' + room['game'])} · {room['address']}")
        b.key_name = "last_room"
        self.ui.add(b)
        top = b.rect.bottom + self.px(18)
        return pygame.Rect(area.x, top, area.w, area.bottom - top)

    def _shown(self, code) -> str:
        try:
            return self.net.show_code(self.net.check_code(str(code)))
        except CodeTypo:
            return str(code)

