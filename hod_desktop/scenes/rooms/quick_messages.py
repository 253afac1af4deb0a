"""Quick messages over a room's table: a few fixed phrases, a line of your own (at most
200 characters, sent and shown as plain text), and a switch per player to mute them.

    app.scenes.push(QuickMessagesScene(app, match, notes))

`match` is the room's RemoteMatch (its `client` sends `say` and `mute`, its
`seat_names` and `seat` name the others); `notes` the table's RoomNotes, which stops
showing what a muted player says."""
from __future__ import annotations

import pygame

from ...ui.draw import theme
from ...ui.widgets.ui_scene import UIScene
from ...ui.widgets.controls import Button, Label, TextInput, Toggle
from . import text as _strings  # noqa: F401  (declares the room screens' strings)
from .common import heading

PHRASES = ("well_played", "good_luck", "oops", "thanks", "one_moment", "again")
MAX_SAY = 200


class QuickMessagesScene(UIScene):
    opaque = False  # the table stays visible, dimmed

    def __init__(self, app, match, notes):
        super().__init__(app)
        self.match, self.notes = match, notes
        self.typed = ""

    def others(self) -> list[tuple[int, str]]:
        """(seat, name) of the other people at the table."""
        names = getattr(self.match, "seat_names", None) or {}
        return [(s, n) for s, n in sorted(names.items()) if s != getattr(self.match, "seat", None)]

    # ------------------------------------------------------------ actions
    def say(self, text: str) -> None:
        text = " ".join(text.split())[:MAX_SAY]
        if text:
            self.match.client.send({"type": "say", "text": text})
            self.app.scenes.pop()

    def set_mute(self, seat: int, on: bool) -> None:
        (self.notes.muted.add if on else self.notes.muted.discard)(seat)
        self.match.client.send({"type": "mute", "seat": seat, "on": bool(on)})

    def on_change(self, s: str) -> None:
        self.typed = s

    def handle_event(self, event) -> bool:
        super().handle_event(event)
        return True  # nothing reaches the table underneath

    # ------------------------------------------------------------ layout
    def build(self) -> None:
        tr = self.app.tr
        w, h = self.size
        others = self.others()
        pw = min(self.px(760), int(w * 0.92))
        pad = self.px(28)
        row_h, gap = self.px(46), self.px(10)
        mute_rows = (len(others) + 1) // 2
        ph = min(int(h * 0.94), self.px(86) + 2 * (row_h + gap) + self.px(28) + row_h
                 + (self.px(36) + mute_rows * self.px(40) if others else 0) + self.px(24)
                 + row_h + pad)
        panel = self.add_centered_panel(pw, ph, alpha=250)
        x, inner = panel.x + pad, pw - 2 * pad
        self.ui.add(Label((x, panel.y + self.px(18)), tr("rooms.quick_title"), self.px(30),
                          theme.GOLD, shadow=True, display=True))
        y = panel.y + self.px(72)
        bw = (inner - 2 * gap) // 3
        for i, key in enumerate(PHRASES):
            phrase = tr(f"rooms.phrase.{key}")
            b = Button((x + (i % 3) * (bw + gap), y + (i // 3) * (row_h + gap), bw, row_h),
                       phrase, (lambda p=phrase: self.say(p)), font_size=self.px(18))
            b.key_name = f"phrase:{key}"
            self.ui.add(b)
        y += 2 * (row_h + gap) + self.px(8)
        sw = self.px(120)
        ti = TextInput((x, y, inner - sw - gap, row_h), self.typed, tr("rooms.say_hint"),
                       on_submit=self.say, on_change=self.on_change, max_len=MAX_SAY,
                       font_size=self.px(18))
        ti.key_name = "say"
        self.say_input = ti
        send = Button((ti.rect.right + gap, y, sw, row_h), tr("rooms.send"),
                      lambda: self.say(self.say_input.value), style="primary",
                      font_size=self.px(19))
        send.key_name = "send"
        self.ui.add(ti, send)
        y += row_h + self.px(20)
        if others:
            heading(self, (x, y), "rooms.mute_head")
            y += self.px(26)
            cw = (inner - gap) // 2
            for i, (seat, name) in enumerate(others):
                cx, cy = x + (i % 2) * (cw + gap), y + (i // 2) * self.px(40)
                t = Toggle((cx, cy, self.px(52), self.px(28)), seat in self.notes.muted,
                           (lambda on, s=seat: self.set_mute(s, on)))
                t.key_name = f"mute:{seat}"
                lab = Label((t.rect.right + self.px(10), cy + self.px(3)), name, self.px(17),
                            theme.CREAM, width=cw - self.px(62))
                self.ui.add(t, lab)
        close = Button((panel.right - pad - self.px(150), panel.bottom - pad - row_h,
                        self.px(150), row_h), tr("rooms.close"), self.back,
                       font_size=self.px(19))
        close.key_name = "close"
        self.ui.add(close)

    def draw(self, surface) -> None:
        veil = getattr(self, "_veil", None)
        if veil is None or veil.get_size() != surface.get_size():
            veil = self._veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
            veil.fill((4, 14, 10, 150))
        surface.blit(veil, (0, 0))
        self.ui.draw(surface)
