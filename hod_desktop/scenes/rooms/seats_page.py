"""A room's second page: each seat a friend or the machine at a level, how long a dropped
player is waited for, spectators, and where the room lives: this app («En esta red»: its
own server in a background thread, joined over loopback) or the server set in *Ajustes*.
«Abrir la sala» connects and opens the lobby."""
from __future__ import annotations

import logging

import pygame

from ...engine.core import get_rules
from ...ui.draw import theme
from ...ui.draw.text_render import font
from ...ui.widgets.ui_scene import UIScene
from ...ui.widgets.controls import Button, Choice, Label, TextInput, Toggle
from . import text  # noqa: F401  (declares the room screens' strings)
from .common import LEVELS, grace_label, heading, message_label, player_name, server_address
from .lobby import open_lobby
from .netport import DEFAULT_PORT

log = logging.getLogger(__name__)

GRACE_CHOICES = (30, 60, 120, 300)
DEFAULT_GRACE_S = 60
KINDS = ("friend",) + LEVELS  # what a seat other than yours can be


class RoomSeatsScene(UIScene):
    def __init__(self, app, net, home, game: str, options: dict):
        super().__init__(app)
        self.net, self.home, self.game, self.options = net, home, game, dict(options)
        rules = get_rules(game)
        n = int(self.options.get(rules.players_option, 2))
        level = self.options.get("level", "normal")
        level = level if level in LEVELS else "normal"
        # the first other seat for a friend, the rest for the machine at the game's level
        self.kinds = ["you"] + ["friend" if i == 1 else level for i in range(1, n)]
        self.grace_s = DEFAULT_GRACE_S
        self.spectators = True
        self.where = "server" if server_address(app) else "lan"
        self.port_text = str(DEFAULT_PORT)
        self.message = ""

    # ------------------------------------------------------------ state
    def set_kind(self, seat: int, kind: str) -> None:
        self.kinds[seat] = kind

    def set_grace(self, s: int) -> None:
        self.grace_s = int(s)

    def set_spectators(self, on: bool) -> None:
        self.spectators = bool(on)

    def set_where(self, where: str) -> None:
        self.where = where
        self.message = ""
        self.rebuild()

    def on_port_change(self, s: str) -> None:
        self.port_text = s

    def show_error(self, text: str) -> None:
        self.message = text
        self.rebuild()

    def seat_plan(self) -> list[dict]:
        """The `seats` of the create message: yours, then each friend or bot."""
        return [{"kind": "you"}] + [{"kind": "friend"} if k == "friend" else
                                    {"kind": "bot", "level": k} for k in self.kinds[1:]]

    def port(self) -> int | None:
        s = self.port_text.strip()
        return int(s) if s.isdigit() and 1024 <= int(s) <= 65535 else None

    # ------------------------------------------------------------ open the room
    def open_room(self) -> None:
        tr = self.app.tr
        host = None
        if self.where == "lan":
            port = self.port()
            if port is None:
                return self.show_error(tr("rooms.err.port_bad"))
            try:
                host = self.net.start_host(port)
            except ImportError as e:
                return self.show_error(tr("rooms.err.net_missing", reason=e))
            except OSError as e:
                log.warning("could not host on port %s: %s", port, e)
                return self.show_error(tr("rooms.err.port", port=port, reason=e.strerror or e))
            port = getattr(host, "port", port)
            address, url = f"{self.net.lan_address()}:{port}", f"ws://127.0.0.1:{port}"
        else:
            server = server_address(self.app)
            if server is None:
                return self.show_error(tr("rooms.err.no_server"))
            address, url = server
        create = {"game": self.game, "options": self.options, "seats": self.seat_plan(),
                  "grace_s": self.grace_s, "spectators": self.spectators}
        self.message = ""
        err = open_lobby(self.app, self.net, self, url, address, host=host, create=create)
        if err:
            if host is not None:
                host.stop()
            self.show_error(err)

    def back(self) -> None:
        self.app.scenes.pop()

    # ------------------------------------------------------------ layout
    def build(self) -> None:
        tr = self.app.tr
        w, h = self.size
        pw, ph = min(self.px(1080), int(w * 0.92)), min(self.px(640), int(h * 0.92))
        panel = self.add_centered_panel(pw, ph)
        pad = self.px(34)
        title = Label((panel.x + pad, panel.y + self.px(22)), tr("rooms.seats_title"),
                      self.px(36), theme.GOLD, shadow=True, display=True)
        self.ui.add(title)
        sub = Label((title.rect.right + self.px(16), 0), tr(f"game.{self.game}"), self.px(20),
                    theme.GOLD_LIGHT)
        sub.rect.bottom = title.rect.bottom - self.px(6)
        sub.pos = sub.rect.topleft
        self.ui.add(sub)
        x, inner = panel.x + pad, pw - 2 * pad
        y = title.rect.bottom + self.px(14)
        heading(self, (x, y), "rooms.seats_head")
        y += self.px(24)
        y = self._build_seats(x, y, inner)
        y += self.px(14)
        self._build_room_rows(x, y, inner)
        bh = self.px(54)
        by = panel.bottom - pad - bh + self.px(6)
        back = Button((x, by, self.px(170), bh), tr("rooms.back"), self.back, font_size=self.px(21))
        back.key_name = "back"
        ob = Button((panel.right - pad - self.px(260), by, self.px(260), bh), tr("rooms.open"),
                    self.open_room, style="primary", font_size=self.px(24))
        ob.key_name = "open"
        self.open_button = ob
        self.ui.add(back, ob)
        band_w = ob.rect.x - back.rect.right - 2 * self.px(16)
        lab = message_label(self, (back.rect.right + self.px(16), by), self.message, band_w)
        if lab is not None:
            lab.rect.centery = back.rect.centery
            lab.pos = lab.rect.topleft

    def _build_seats(self, x: int, y: int, width: int) -> int:
        """Two columns of seats, yours first; the y under them."""
        tr = self.app.tr
        n = len(self.kinds)
        rows = (n + 1) // 2
        gap = self.px(24)
        cw = (width - gap) // 2
        row_h = self.px(38) if rows > 3 else self.px(42)
        step = row_h + self.px(8)
        num_w = self.px(30)
        fs = self.px(17)
        labels = [(k, tr("rooms.kind.friend") if k == "friend" else tr(f"opt.level.{k}"))
                  for k in KINDS]
        for seat in range(n):
            cx = x + (seat // rows) * (cw + gap)
            cy = y + (seat % rows) * step
            num = Label((cx + num_w // 2, cy + (row_h - self.px(22)) // 2), str(seat + 1),
                        self.px(19), theme.GOLD_LIGHT, bold=True, align="center")
            self.ui.add(num)
            box = pygame.Rect(cx + num_w, cy, cw - num_w, row_h)
            if seat == 0:
                you = Label((box.x + self.px(12), box.y + (row_h - self.px(22)) // 2),
                            tr("rooms.seat.you", name=player_name(self.app)), self.px(18),
                            theme.GOLD, bold=True)
                you.key_name = "seat:0"
                self.ui.add(you)
                continue
            c = Choice(box, labels, self.kinds[seat],
                       (lambda v, s=seat: self.set_kind(s, v)), font_size=fs)
            c.key_name = f"seat:{seat}"
            self.ui.add(c)
        return y + rows * step

    def _build_room_rows(self, x: int, y: int, width: int) -> None:
        tr = self.app.tr
        gap = self.px(24)
        half = (width - gap) // 2
        row_h, fs = self.px(40), self.px(18)
        heading(self, (x, y), "rooms.grace")
        c = Choice((x, y + self.px(22), half, row_h),
                   [(s, grace_label(tr, s)) for s in GRACE_CHOICES], self.grace_s,
                   self.set_grace, font_size=fs, tooltip=tr("rooms.grace_tip"))
        c.key_name = "grace"
        self.ui.add(c)
        x2 = x + half + gap
        heading(self, (x2, y), "rooms.spectators")
        t = Toggle((x2, y + self.px(22) + (row_h - self.px(32)) // 2, self.px(60), self.px(32)),
                   self.spectators, self.set_spectators, tooltip=tr("rooms.spectators_tip"))
        t.key_name = "spectators"
        self.ui.add(t)
        y += self.px(22) + row_h + self.px(12)
        heading(self, (x, y), "rooms.where")
        c = Choice((x, y + self.px(22), half, row_h),
                   [("lan", tr("rooms.where.lan")), ("server", tr("rooms.where.server"))],
                   self.where, self.set_where, font_size=fs)
        c.key_name = "where"
        self.ui.add(c)
        if self.where == "lan":
            heading(self, (x2, y), "rooms.port")
            ti = TextInput((x2, y + self.px(22), self.px(120), row_h), self.port_text,
                           str(DEFAULT_PORT), on_change=self.on_port_change,
                           on_submit=lambda s: self.open_room(), max_len=5, font_size=fs)
            ti.key_name = "port"
            self.ui.add(ti)
            note, nx = tr("rooms.where.lan_note"), ti.rect.right + self.px(16)
        else:
            server = server_address(self.app)
            note = (tr("rooms.where.server_note", address=server[0]) if server
                    else tr("rooms.where.no_server_note"))
            nx = x2
            if not server:  # one click to where it is set (this page is rebuilt on return)
                label = tr("rooms.to_settings")  # as wide as its words need (Catalan's are long)
                bw = max(self.px(170), font(fs, True).size(label)[0] + row_h // 2 + self.px(16))
                b = Button((x2, y + self.px(22), bw, row_h), label, self.app.show_settings,
                           font_size=fs)
                b.key_name = "to_settings"
                self.ui.add(b)
                nx = b.rect.right + self.px(16)
        lab = Label((nx, y + self.px(22)), note, self.px(15),
                    theme.GOLD_LIGHT if self.where == "lan" or server_address(self.app)
                    else theme.RED_SOFT, width=x + width - nx)
        lab.rect.centery = y + self.px(22) + row_h // 2
        lab.pos = lab.rect.topleft
        lab.key_name = "where_note"
        self.ui.add(lab)
