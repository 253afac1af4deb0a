"""The history's replay mode (a `HistoryScene` mixin): a row of the table of rounds opens
that round trick by trick, or that hand's count (ui/table/round_replay). Keyboard: ↑/↓
pick a row, Intro (or Espacio) opens it, ←/→ go to the round before or after, Esc,
Retroceso or «Volver» come back to the table, H closes the history. Mouse: a click on a
row opens it; ‹ and › beside the title go to the round before or after.

The scene provides `book` (engine.history), `table` (a HistoryTable), `grid()`, `name`,
`human_seat`, `panel`, `px`, `s` and `back()` (which leaves the replay first).
"""
from __future__ import annotations

import pygame

from .. import i18n
from ..draw import theme
from ..draw.text_render import text
from .round_replay import RoundReplay, has_replay, replay_title
from .sprites import CardLook

OPEN_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
LEAVE_KEYS = (pygame.K_ESCAPE, pygame.K_BACKSPACE, pygame.K_RETURN, pygame.K_KP_ENTER)


class ReplayMode:

    def init_replay(self) -> None:
        self.replaying: int | None = None  # the book's row shown trick by trick
        rows = self.replayable()
        self.pick: int | None = rows[-1] if rows else None  # the row ↑/↓ moved to
        self.arrows: dict[int, pygame.Rect] = {}  # -1 / 1: the ‹ and › drawn last
        self._look: CardLook | None = None
        self.replay_view: RoundReplay | None = None  # the last one drawn

    def replayable(self) -> list[int]:
        """The book's rows that have a replay, in order."""
        return [k for k, r in enumerate(self.book.update().rows) if has_replay(r)]

    def picked(self, grid) -> int | None:
        """The grid row of the picked round (None: none picked, or nothing to replay)."""
        if self.pick is None or not grid.sources:
            return None
        return grid.sources.index(self.pick) if self.pick in grid.sources else None

    def open_replay(self, k: int | None) -> bool:
        if k is None or k not in self.replayable():
            return False
        self.pick = self.replaying = k
        return True

    def step_replay(self, d: int) -> None:
        rows = self.replayable()
        if self.replaying in rows:
            i = rows.index(self.replaying) + d
            if 0 <= i < len(rows):
                self.pick = self.replaying = rows[i]

    def replay_event(self, event) -> bool:
        """Handle `event` for the replay (True when it was used)."""
        if self.replaying is not None:
            if event.type == pygame.KEYDOWN:
                if event.key in (pygame.K_LEFT, pygame.K_RIGHT):
                    self.step_replay(-1 if event.key == pygame.K_LEFT else 1)
                    return True
                if event.key in LEAVE_KEYS:
                    self.back()
                    return True
                if event.key == pygame.K_h:
                    self.replaying = None
                    self.back()
                    return True
            if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
                for d, r in self.arrows.items():
                    if r.collidepoint(event.pos):
                        self.step_replay(d)
                        return True
            return False
        rows = self.replayable()
        if not rows:
            return False
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_DOWN):
            i = rows.index(self.pick) if self.pick in rows else len(rows)
            i = max(0, min(len(rows) - 1, i + (-1 if event.key == pygame.K_UP else 1)))
            self.pick = rows[i]
            grid = self.grid()
            at = self.picked(grid)
            if at is not None:
                self.table.reveal(at, len(grid.rows))
            return True
        if event.type == pygame.KEYDOWN and event.key in OPEN_KEYS:
            return self.open_replay(self.pick)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            at = self.table.row_at(event.pos)
            sources = self.grid().sources
            if at is not None and at < len(sources):
                return self.open_replay(sources[at])
        return False

    # ------------------------------------------------------------ drawing
    def _lang(self) -> str:
        return self.app.settings.get("lang", "es")

    def look(self) -> CardLook:
        if self._look is None:
            st = self.app.settings
            self._look = CardLook(self.app.art, bool(st.get("four_color")), st.get("card_back", "classic"))
        return self._look

    def draw_replay(self, surface, rect: pygame.Rect) -> None:
        row = self.book.rows[self.replaying]
        size = max(12, int(20 * self.s))
        title = text(replay_title(row, self._lang()), size, theme.GOLD_LIGHT, True)
        head = pygame.Rect(rect.x, rect.y - self.px(8), rect.w, int(size * 1.6))
        surface.blit(title, title.get_rect(center=head.center))
        rows = self.replayable()
        i = rows.index(self.replaying)
        self.arrows = {}
        for d, sign, x in ((-1, "‹", head.centerx - title.get_width() // 2 - self.px(40)),
                           (1, "›", head.centerx + title.get_width() // 2 + self.px(40))):
            live = 0 <= i + d < len(rows)
            img = text(sign, int(size * 1.5), theme.GOLD if live else theme.MUTED, True)
            r = img.get_rect(center=(x, head.centery)).inflate(self.px(24), self.px(8))
            if live:
                self.arrows[d] = r
                pygame.draw.rect(surface, theme.GOLD_DARK, r, 1, border_radius=self.px(6))
            surface.blit(img, img.get_rect(center=r.center))
        body = pygame.Rect(rect.x, head.bottom + self.px(6), rect.w, rect.bottom - head.bottom - self.px(6))
        view = self.replay_view = RoundReplay(lambda c, w: self.look().face(c, w), self.name,
                                              self.book.n, self.human_seat, self._lang())
        view.draw(surface, body, row, self.s)
        keys = "hist.replay.keys" if getattr(row, "tricks", ()) else "hist.replay.keys_hands"
        self._hint(surface, i18n.tr(keys, self._lang()))

    def draw_replay_hint(self, surface, grid) -> None:
        """Under the table of rounds, how to open one (only when some row has a replay)."""
        if not self.replayable():
            return
        rows = self.book.rows
        key = "hist.replay.open" if getattr(rows[-1], "tricks", ()) else "hist.replay.open_hands"
        self._hint(surface, i18n.tr(key, self._lang()))

    def _hint(self, surface, words: str) -> None:
        p = self.panel
        img = text(words, max(10, int(14 * self.s)), theme.MUTED)
        room = p.w - self.px(32) - self.px(230)
        if img.get_width() > room > 0:
            img = pygame.transform.smoothscale_by(img, room / img.get_width())
        surface.blit(img, img.get_rect(midleft=(p.x + self.px(32), p.bottom - self.px(28) - self.px(19))))
