"""A room's lobby: its code big (and «Copiar»), where it lives, who sits where and whether
they are here, and the creator's «Empezar» (the others wait for it). On `started` the
game's table opens (table_open.open_room_table)."""
from __future__ import annotations

import logging

import pygame

from ...ui.draw import theme
from ...ui.draw.text_render import text
from ...ui.widgets.ui_scene import UIScene
from ...ui.widgets.controls import Button, Label
from . import text as _strings  # noqa: F401  (declares the room screens' strings)
from . import text_more as _more_strings  # noqa: F401
from .room_options import options_line
from .common import (back_to, forget_room, heading, message_label, player_name,
                     remember_room, room_token, stop_offering)
from .session import RoomSession
from .table_open import open_room_table

log = logging.getLogger(__name__)

# error codes the host sends that mean "this room is not for you" before you are in it
_REFUSALS = {"no_room": "rooms.err.no_room", "full": "rooms.err.full",
             "no_spectators": "rooms.err.no_spectators", "too_many_joins": "rooms.err.too_many",
             "bad_token": "rooms.err.bad_token", "busy": "rooms.err.busy",
             "version": "rooms.err.version"}


def connect_reason(e: Exception) -> str:
    """A connection failure in a few words (the OS's sentence when it gives one)."""
    return getattr(e, "strerror", None) or str(e) or type(e).__name__


def copy_to_clipboard(s: str) -> bool:
    """Put `s` on the system clipboard (pygame.scrap); False where there is none."""
    scrap = getattr(pygame, "scrap", None)
    if scrap is None:
        return False
    try:
        if hasattr(scrap, "put_text"):
            scrap.put_text(s)
        else:
            if not scrap.get_init():
                scrap.init()
            scrap.put(pygame.SCRAP_TEXT, s.encode("utf-8"))
        return True
    except (pygame.error, AttributeError, NotImplementedError) as e:
        log.info("clipboard not available: %s", e)
        return False


class LobbyScene(UIScene):
    def __init__(self, app, session, net, came_from):
        super().__init__(app)
        self.session, self.net, self.came_from = session, net, came_from
        self.home = getattr(came_from, "home", None) or came_from
        self.message = ""
        self.table_opened = False
        self._left = False

    # ------------------------------------------------------------ messages
    def update(self, dt) -> None:
        super().update(dt)
        s = self.session
        changed = False
        for msg in s.poll():
            kind = msg.get("type")
            if kind == "joined" and s.code and s.token:
                remember_room(self.app, s)
            if kind == "error":
                if not s.joined:
                    return self.give_up(self._refusal(msg))
                self.message = str(msg.get("text") or msg.get("code") or "")
            elif kind in ("closed", "host_gone"):
                if not s.joined:  # nobody answered there: said in our words (the raw
                    log.info("no room host at %s: %s", s.address, msg.get("reason"))  # reason: log)
                    return self.give_up(self._nobody_answers(), field="server")
                self.message = (self.app.tr("rooms.host_gone") if s.host_gone else
                                self.app.tr("rooms.closed", reason=msg.get("reason") or "?"))
            changed = True
        if s.started is not None and not self.table_opened:
            self.table_opened = True
            self.open_table()
            changed = True
        if changed:
            self.rebuild()

    def _refusal(self, msg: dict) -> str:
        key = _REFUSALS.get(str(msg.get("code")))
        code = self._code_shown(self.session.asked_code or "")
        if msg.get("code") in ("bad_token", "no_room"):  # a seat kept from before is gone
            forget_room(self.app, self.session.asked_code)
        text = str(msg.get("text") or msg.get("code"))
        return self.app.tr(key, code=code, text=text) if key else text

    def _nobody_answers(self) -> str:
        """The host cannot be reached: said in our words; and when this was the way back
        to the seat kept from before, that room is offered no more (said too)."""
        s = self.session
        why = self.app.tr("rooms.err.unreachable", address=s.address)
        return why + dropped_note(self.app, self.net, s.asked_code, s.watching)

    def _code_shown(self, code: str) -> str:
        try:
            return self.net.show_code(code) if code else ""
        except (ImportError, ValueError):
            return code

    def open_table(self) -> None:
        """`started`: the game's table over this lobby (the lobby stays under it)."""
        open_room_table(self.app, self.session)

    # ------------------------------------------------------------ actions
    def give_up(self, reason: str, field: str = "code") -> None:
        """This room cannot be entered: back to the screen that opened it, saying why
        (`field`: what the rooms screen marks in red, the code or the server)."""
        self._left = True
        self.session.close()
        self.app.scenes.pop()
        show = getattr(self.came_from, "show_error", None)
        if show is not None:
            if hasattr(self.came_from, "message_field"):
                show(reason, field)
            else:
                show(reason)

    def start(self) -> None:
        if self.session.is_creator and self.session.started is None:
            self.session.start()

    def copy_code(self) -> None:
        ok = copy_to_clipboard(self._code_shown(self.session.code or ""))
        self.app.notify(self.app.tr("rooms.copied" if ok else "rooms.copy_failed"))

    def messages_panel(self) -> None:
        """Quick messages before the game (the same panel as over the table)."""
        from .quick_messages import QuickMessagesScene

        self.app.scenes.push(QuickMessagesScene(self.app, self.session, self.session))

    def leave(self) -> None:
        """«Salir de la sala»: for good, the seat is not kept for a return."""
        self._left = True
        forget_room(self.app, self.session.code)
        self.session.leave()
        back_to(self.app, self.home)

    def back(self) -> None:
        self.leave()

    def exit(self) -> None:
        """Popped or cleared away (the menu after the game): the room is left for good."""
        if not self._left:
            self._left = True
            forget_room(self.app, self.session.code)
            self.session.leave()
        super().exit()

    # ------------------------------------------------------------ layout
    def build(self) -> None:
        tr, s = self.app.tr, self.session
        w, h = self.size
        pw, ph = min(self.px(1080), int(w * 0.92)), min(self.px(640), int(h * 0.92))
        panel = self.add_centered_panel(pw, ph)
        pad = self.px(34)
        x = panel.x + pad
        title_text = (tr("rooms.lobby_title", game=tr(f"game.{s.game}")) if s.joined
                      else tr("rooms.connecting"))
        title = Label((x, panel.y + self.px(22)), title_text, self.px(36), theme.GOLD,
                      shadow=True, display=True)
        title.key_name = "title"
        self.ui.add(title)
        gap = self.px(40)
        col_w = (pw - 2 * pad - gap) * 45 // 100
        top = title.rect.bottom + self.px(18)
        if s.joined:
            line = options_line(tr, s.game or "", s.options, s.seats, s.grace_s, s.spectators)
            chosen = Label((x, title.rect.bottom + self.px(4)), line, self.px(16), theme.CREAM,
                           width=pw - 2 * pad)
            chosen.key_name = "options"
            self.ui.add(chosen)
            top = chosen.rect.bottom + self.px(14)
        bh = self.px(54)
        by = panel.bottom - pad - bh + self.px(6)
        leave = Button((x, by, self.px(220), bh),
                       tr("rooms.leave") if s.joined else tr("confirm.cancel"), self.leave,
                       font_size=self.px(20))
        leave.key_name = "leave"
        self.ui.add(leave)
        self.start_button = None
        self.said_bottom = by - self.px(12)
        if not s.joined:
            where = (tr("rooms.creating_at", address=s.address) if s.asked_code is None
                     else tr("rooms.joining_at", code=self._code_shown(s.asked_code),
                             address=s.address))
            lab = Label((x, top), where, self.px(18), theme.CREAM, width=pw - 2 * pad)
            lab.key_name = "where"
            self.ui.add(lab)
        else:
            self._build_code(x, top, col_w)
            self._build_seats(pygame.Rect(x + col_w + gap, top, pw - 2 * pad - col_w - gap,
                                          by - self.px(12) - top))
            self._build_start(panel, pad, by, bh, leave)
        band_x = leave.rect.right + self.px(16)
        band_r = (self.start_button.rect.x if self.start_button is not None
                  else panel.right - pad) - self.px(16)
        lab = message_label(self, (band_x, by), self.message, band_r - band_x)
        if lab is not None:
            lab.rect.centery = leave.rect.centery
            lab.pos = lab.rect.topleft

    def _build_code(self, x: int, y: int, width: int) -> None:
        tr, s = self.app.tr, self.session
        heading(self, (x, y), "rooms.code_head")
        shown = self._code_shown(s.code or "")
        size = self.px(64)
        while size > self.px(24) and text(shown, size, theme.GOLD, True, True).get_width() > width:
            size -= 2
        code = Label((x, y + self.px(24)), shown, size, theme.GOLD_LIGHT, bold=True,
                     shadow=True, display=True)
        code.key_name = "code"
        self.ui.add(code)
        y = code.rect.bottom + self.px(12)
        cb = Button((x, y, self.px(150), self.px(44)), tr("rooms.copy"), self.copy_code,
                    font_size=self.px(19))
        cb.key_name = "copy"
        self.ui.add(cb)
        if s.seat is not None:
            mb = Button((cb.rect.right + self.px(10), y, self.px(150), self.px(44)),
                        tr("rooms.messages"), self.messages_panel, font_size=self.px(19))
            mb.key_name = "messages"
            self.ui.add(mb)
        y = cb.rect.bottom + self.px(14)
        for key, kw in (("rooms.share", {}), self._where()):
            lab = Label((x, y), tr(key, **kw), self.px(16),
                        theme.CREAM if key == "rooms.share" else theme.MUTED, width=width)
            lab.key_name = key
            self.ui.add(lab)
            y = lab.rect.bottom + self.px(8)
        self.said_top = y + self.px(6)
        self._build_said(x, self.said_top, width)

    def _build_said(self, x: int, y: int, width: int) -> None:
        """The last quick messages, oldest first, one line each as plain text (cut with
        «…» at the column's width), as many of the newest as the column holds."""
        s, tr = self.session, self.app.tr
        names = s.seat_names
        labels = []
        for m in s.recent_said(4):
            seat = m.get("seat")
            who = tr("player.you") if seat == s.seat else (
                names.get(seat) or tr("rooms.seat_n", n=(seat or 0) + 1))
            lab = Label((x, 0), tr("rooms.said", name=who, text=m["text"]), self.px(16),
                        theme.CREAM)
            body = m["text"]
            while body and lab.rect.w > width:
                body = body[:-1]
                lab.set_text(tr("rooms.said", name=who, text=body + "…"))
            labels.append(lab)
        step = (labels[0].rect.h + self.px(4)) if labels else 0
        room = max(0, (self.said_bottom - y) // step) if step else 0
        for i, lab in enumerate(labels[len(labels) - room:] if room else []):
            lab.pos = (x, y + i * step)
            lab.set_text(lab.s)
            lab.key_name = f"said:{i}"
            self.ui.add(lab)

    def _where(self) -> tuple[str, dict]:
        """Where the room lives, as (string key, its fields): this app, a friend's app on
        this network (not «el servidor»: no server is involved), or the server."""
        s = self.session
        if s.host is not None:
            return "rooms.where_lan", {"address": s.address}
        if s.on_lan:
            name = s.creator_name()
            return ("rooms.where_lan_guest" if name else "rooms.where_lan_anon",
                    {"address": s.address, "name": name})
        return "rooms.where_server", {"address": s.address}

    def _build_seats(self, area: pygame.Rect) -> None:
        tr, s = self.app.tr, self.session
        heading(self, area.topleft, "rooms.players_head")
        y = area.y + self.px(26)
        n = max(1, len(s.seats))
        step = min(self.px(40), (area.bottom - y) // n)
        fs = min(self.px(19), max(11, int(step * 0.5)))
        for i, seat in enumerate(s.seats):
            line, color = self.seat_line(i)
            num = Label((area.x, y + i * step), f"{i + 1}", fs, theme.GOLD_LIGHT, bold=True)
            lab = Label((area.x + self.px(34), y + i * step), line, fs, color,
                        bold=i == s.seat, width=area.w - self.px(34))
            lab.key_name = f"seat:{i}"
            self.ui.add(num, lab)

    def seat_line(self, i: int) -> tuple[str, tuple]:
        """The words and colour of seat `i` in the list."""
        tr, s = self.app.tr, self.session
        seat = s.seats[i]
        if seat.is_bot:
            level = tr(f"opt.level.{seat.level or 'normal'}").lower()
            return tr("rooms.seat.bot", level=level), theme.MUTED
        if not seat.taken:
            return tr("rooms.seat.waiting"), theme.MUTED
        name = seat.name or tr("rooms.default_name")
        name = tr("rooms.seat.you", name=name) if i == s.seat else name
        state = tr("rooms.seat.here" if seat.connected else "rooms.seat.away")
        return f"{name} · {state}", theme.CREAM if seat.connected else theme.RED_SOFT

    def _build_start(self, panel, pad, by, bh, leave) -> None:
        tr, s = self.app.tr, self.session
        right = panel.right - pad
        if s.is_creator and s.started is None:
            b = Button((right - self.px(240), by, self.px(240), bh), tr("rooms.start"), self.start,
                       style="primary", font_size=self.px(24))
            b.key_name = "start"
            self.start_button = b
            self.ui.add(b)
            note = tr("rooms.start_note_empty") if s.free_friend_seats() else ""
        elif s.seat is None:
            note = tr("rooms.spectating")
        elif s.started is None:
            who = s.creator_name()
            note = (tr("rooms.waiting_start", name=who) if who
                    else tr("rooms.waiting_start_anon"))
        else:
            note = tr("rooms.started")
        if note and not self.message:
            x = leave.rect.right + self.px(16)
            r = (self.start_button.rect.x if self.start_button else right) - self.px(16)
            lab = Label((x, by), note, self.px(16), theme.GOLD_LIGHT, width=r - x)
            lab.rect.centery = leave.rect.centery
            lab.pos = lab.rect.topleft
            lab.key_name = "status"
            self.ui.add(lab)


def dropped_note(app, net, code: str | None, watching: bool = False) -> str:
    """« Dejamos de ofrecerte la sala …» (a space first, to follow the sentence saying why)
    when a join of the room kept for «Volver a la sala» found nobody there
    (common.stop_offering); else ""."""
    if watching or not stop_offering(app, code):
        return ""
    try:
        shown = net.show_code(code)
    except (ImportError, ValueError):
        shown = code
    return " " + app.tr("rooms.last_dropped", code=shown)


def open_lobby(app, net, came_from, url: str, address: str, *, code: str | None = None,
               watch: bool = False, host=None, create: dict | None = None,
               lan: bool = False) -> str | None:
    """Connect to the room's host and push its lobby: join `code` (or watch it), or create
    the room `create` describes. An error sentence instead when the connection cannot even
    start (the lobby reports the ones that come later)."""
    name, lang = player_name(app), app.settings.get("lang", "es")
    try:
        client = net.connect(url, name, lang)
    except ImportError as e:
        return app.tr("rooms.err.net_missing", reason=e)
    except Exception as e:  # noqa: BLE001 - refused, unreachable, not a room host, bad TLS
        log.warning("could not connect to %s: %r", url, e)
        why = app.tr("rooms.err.connect", address=address, reason=connect_reason(e))
        note = "" if create is not None else dropped_note(app, net, code, watch)
        return why.rstrip(".") + "." + note if note else why
    session = RoomSession(client, address, name, lang, host=host, url=url, on_lan=lan)
    if create is not None:
        session.create(**create)
    elif watch:
        session.watch(code)
    else:
        session.join(code, room_token(app, code))
    app.scenes.push(LobbyScene(app, session, net, came_from))
    return None
