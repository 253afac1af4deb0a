"""Two pieces of every table kept apart from `table_base.TableScene`, which mixes them in:
card faces rendered ahead of need, and the action log in the title column (last lines and
the whole scrollable panel). They use the table's own attributes (`look`, `idle`,
`thinking`, `log`, `log_view`, `layout`, `hud`, `seat_anchor`…), set by `TableScene`.
"""
from __future__ import annotations

import pygame

from .action_log import LogView, log_words
from .layout import title_column


class FacePrefetch:
    """Card faces rendered ahead of need, a few per frame."""

    def prefetch(self, cards, width: float, urgent: bool = False) -> None:
        """Render card faces ahead of need (an SVG render costs milliseconds): urgent ones one
        per frame, the rest only in frames where nothing moves and no bot is thinking."""
        w = max(8, int(round(width)))
        queue = self._urgent if urgent else self._later
        queue.extend((c, w) for c in cards if (c, w) not in self._warm)

    def _prefetch(self) -> None:
        """Call once per frame (in update)."""
        calm = self.idle and (self.thinking is None or self.bot_action is not None)
        for queue in ((self._urgent, self._later) if calm else (self._urgent,)):
            while queue:
                card, w = queue.popleft()
                if (card, w) not in self._warm:
                    self._warm.add((card, w))
                    self.look.face(card, w)
                    return


class LogColumn:
    """The action log's last lines under the title, and the whole log on demand."""

    # `words(name_of)` -> `say(value, lang)`; a table with other values to say sets its own
    log_words_of = staticmethod(log_words)
    title_column: pygame.Rect | None = None  # the title, keys and log lines, once drawn

    def log_words(self, value, lang: str) -> str:
        """How the log says a value: seats by name, several joined by "y", a card as "K♠"
        (see `log_words_of`). Made once: the last lines are said again every frame."""
        say = self.__dict__.get("_log_say")
        if say is None:
            say = self._log_say = self.log_words_of(self.name)
        return say(value, lang)

    def log_event(self, event) -> bool:
        """The log's keys, wheel and clicks (J opens it whole); True when it took the event."""
        return self.log is not None and self.log_view.handle_event(event, len(self.log.entries))

    def title_room(self, surface: pygame.Surface) -> pygame.Rect:
        """The free column under the table's title (top left, `layout.title_column`), so
        the keys line and the log never run over a seat (the piles keep out of it too)."""
        lay = getattr(self.layout, "base", self.layout)
        plaques = [r for r in (self.seat_anchor(p) for p in range(self.n) if p != self.human)
                   if r is not None]
        key = (tuple(lay.info), surface.get_size(), tuple(tuple(r) for r in plaques))
        if key != self.__dict__.get("_title_room_key"):  # worked out again only when it moves
            self._title_room_key = key
            self._title_room = title_column(lay.info, surface.get_size(), plaques)
        return pygame.Rect(self._title_room)

    def draw_log(self, surface: pygame.Surface, topleft) -> None:
        """The last lines of the log under `topleft`, and its "open" chip, as many as fit
        in the title column (`title_room`); none when not even the chip fits (J opens it)."""
        room = self.title_room(surface)
        self.title_column = pygame.Rect(room.x, room.y, room.w, max(0, int(topleft[1]) - room.y))
        if self.log is None or self.covered():  # under the results: cut lines beside its panel
            self.log_view.button = None
            return
        s = self.hud.s
        line_h = max(9, int(12 * s)) + 3
        chip_h = int(20 * s)
        free = room.bottom - int(topleft[1])
        if free < chip_h:
            self.log_view.button = None
            return
        k = min(LogView.RECENT, (free - chip_h) // line_h)
        lines = self.recent_log_lines()
        lines = lines[len(lines) - k:] if k > 0 else []
        self.log_view.draw_recent(surface, lines, topleft, s, self.hud.text_img,
                                  self.tr("log.open"), room.right - int(topleft[0]))
        self.title_column.h = int(topleft[1]) + len(lines) * line_h + chip_h - room.y

    def recent_log_lines(self) -> list[str]:
        """The log's last lines in the person's language, said again only when the lines,
        the language or the person's seat change (not for every frame)."""
        key = (self.lang, self.human, tuple(self.log.entries[-LogView.RECENT:]))
        if key != self.__dict__.get("_recent_log_key"):
            self._recent_log_key = key
            self._recent_log = self.log.texts(self.lang, self.log_words, last=LogView.RECENT,
                                              you=self.human)
        return list(self._recent_log)

    def draw_log_panel(self, surface: pygame.Surface) -> None:
        """The whole log, scrollable, over the table (while it is open)."""
        if self.log is None or not self.log_view.open:
            return
        size = surface.get_size()
        s = self.hud.s
        r = pygame.Rect(0, 0, int(min(size[0] * 0.7, 640 * s)), int(size[1] * 0.8))
        r.center = (size[0] // 2, size[1] // 2)
        self.log_view.draw_panel(surface, self.log.texts(self.lang, self.log_words, you=self.human),
                                 r, s, self.hud.text_img, self.hud.panel, self.tr("log.title"),
                                 self.tr("log.empty"), self.tr("log.close"))
