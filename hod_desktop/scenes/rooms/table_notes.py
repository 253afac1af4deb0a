"""What a room's table says over itself, apart from the game: a friend who dropped, with
the countdown until the machine plays the seat, the machine playing it meanwhile, a
friend back, the quick messages just said, and the one sentence when the host is gone.

A table in a room makes one `RoomNotes(match, tr)` and, each frame, calls
`notes.draw(surface, top_center, px, now)`; the match is the lead's RemoteMatch
(`seat_states` {seat: the host's `seat` message}, `said`, `host_gone`, `seat_names`,
`seat`). Everything but `draw` is plain Python, tested without a window."""
from __future__ import annotations

import pygame

from ...ui.draw import theme
from ...ui.draw.text_render import text
from . import text as _strings  # noqa: F401  (declares the room screens' strings)

BACK_SHOWN_S = 4.0  # «Luis ha vuelto» stays this long
SAID_SHOWN_S = 6.0  # a quick message stays this long
MAX_SAID_LINES = 3


class RoomNotes:
    def __init__(self, match, tr):
        self.match, self.tr = match, tr
        self.muted: set[int] = set()
        self._seen: dict[int, tuple[object, float]] = {}  # seat -> (its last message, when)
        self._back: dict[int, float] = {}  # seat -> when it came back
        self._said_seen = 0
        self._said: list[tuple[float, int, str]] = []  # (when, seat, text)
        self.timed = False  # set by lines(): something shown changes with time

    def name(self, seat) -> str:
        if seat == getattr(self.match, "seat", None):
            return self.tr("player.you")
        names = getattr(self.match, "seat_names", None) or {}
        return names.get(seat) or self.tr("rooms.seat_n", n=int(seat) + 1 if isinstance(seat, int) else "?")

    def take(self, now: float) -> None:
        """Note the time of every new `seat` and `said` message the match has kept."""
        for seat, msg in dict(getattr(self.match, "seat_states", {}) or {}).items():
            last = self._seen.get(seat)
            if last is None or last[0] is not msg:
                was_away = last is not None and not last[0].get("connected", True)
                self._seen[seat] = (msg, now)
                if was_away and msg.get("connected"):
                    self._back[seat] = now
        said = list(getattr(self.match, "said", []) or [])
        for msg in said[self._said_seen:]:
            seat = msg.get("seat")
            if seat not in self.muted:
                self._said.append((now, seat, str(msg.get("text", ""))[:200]))
        self._said_seen = len(said)
        self._said = [s for s in self._said if now - s[0] < SAID_SHOWN_S][-MAX_SAID_LINES:]

    def lines(self, now: float) -> list[tuple[str, str]]:
        """(text, kind) to show now, kind "alert" / "note" / "said", most urgent first.
        Sets `timed`: a line counts down or fades, so the table needs frames."""
        self.take(now)
        tr = self.tr
        self.timed = False
        if getattr(self.match, "host_gone", False):
            return [(tr("rooms.host_gone"), "alert")]
        out = []
        for seat, (msg, when) in sorted(self._seen.items()):
            if msg.get("connected", True) or seat == getattr(self.match, "seat", None):
                continue
            left = int(round(float(msg.get("grace_left_s") or 0) - (now - when)))
            if msg.get("bot_playing") or left <= 0:
                out.append((tr("rooms.away_bot", name=self.name(seat)), "note"))
            else:
                out.append((tr("rooms.away_grace", name=self.name(seat), n=left), "alert"))
                self.timed = True
        for seat, when in sorted(self._back.items()):
            if now - when < BACK_SHOWN_S and self._seen[seat][0].get("connected"):
                out.append((tr("rooms.back_again", name=self.name(seat)), "note"))
                self.timed = True
        for _, seat, said in self._said:
            out.append((tr("rooms.said", name=self.name(seat), text=said), "said"))
            self.timed = True
        return out

    def draw(self, surface: pygame.Surface, top_center: tuple[int, int], px, now: float,
             width: int | None = None) -> pygame.Rect | None:
        """The lines as a small panel hanging from `top_center` (None when there are none);
        quick messages are drawn as plain text, never interpreted."""
        lines = self.lines(now)
        if not lines:
            return None
        width = width or surface.get_width() * 2 // 3
        colors = {"alert": theme.RED_SOFT, "note": theme.GOLD_LIGHT, "said": theme.CREAM}
        imgs = [text(s, px(17), colors[kind], kind == "alert") for s, kind in lines]
        imgs = [pygame.transform.smoothscale_by(i, (width - px(24)) / i.get_width())
                if i.get_width() > width - px(24) else i for i in imgs]
        w = max(i.get_width() for i in imgs) + px(24)
        h = sum(i.get_height() for i in imgs) + px(6) * (len(imgs) - 1) + px(16)
        box = pygame.Rect(0, 0, w, h)
        box.midtop = top_center
        surface.blit(theme.rounded_panel(box.size, px(10), theme.PANEL, 225, theme.PANEL_EDGE), box)
        y = box.y + px(8)
        for img in imgs:
            surface.blit(img, img.get_rect(midtop=(box.centerx, y)))
            y += img.get_height() + px(6)
        return box


class RoomLayer:
    """What a room adds to its table (`table.add_layer(layer)`, the lead's hook): the
    notes above, drawn at the top of the window, and the quick messages: the key M or the
    small «M · Mensajes» tab at the top right (not for a spectator)."""

    KEY = pygame.K_m

    def __init__(self, app, match):
        self.app, self.match = app, match
        self.notes = RoomNotes(match, app.tr)
        self.clock = 0.0  # seconds since the table opened (updated even while paused)
        self.tab: pygame.Rect | None = None

    @property
    def can_say(self) -> bool:
        return getattr(self.match, "seat", None) is not None

    def open_messages(self) -> None:
        from .quick_messages import QuickMessagesScene

        self.app.scenes.push(QuickMessagesScene(self.app, self.match, self.notes))

    def update(self, dt: float) -> None:
        self.clock += dt

    def needs_frames(self) -> bool:
        """A countdown, a friend back or a quick message is shown and changes with time;
        the rest of a room's table wakes on the client's messages (netport.app_waker)."""
        self.notes.lines(self.clock)
        return self.notes.timed

    def handle_event(self, event) -> bool:
        if not self.can_say:
            return False
        if event.type == pygame.KEYDOWN and event.key == self.KEY and not (
                event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META)):
            self.open_messages()
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 0) == 1 \
                and self.tab is not None and self.tab.collidepoint(event.pos):
            self.open_messages()
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        scale = theme.scale_for(surface.get_size())

        def px(v: float) -> int:
            return int(round(v * scale))

        w = surface.get_width()
        self.notes.draw(surface, (w // 2, px(6)), px, self.clock, width=w // 2)
        if self.can_say:
            img = text(self.app.tr("rooms.tab"), px(15), theme.GOLD_LIGHT, True)
            tab = img.get_rect().inflate(px(20), px(10))
            tab.topright = (w - px(72), px(14))
            surface.blit(theme.rounded_panel(tab.size, px(8), theme.PANEL, 215,
                                             theme.PANEL_EDGE), tab)
            surface.blit(img, img.get_rect(center=tab.center))
            self.tab = tab
