"""A reveal / round-summary overlay over the table, with its own pacing and a continue
control. Rule-free: the table gives the rows (texts it built from the engine's events).

    ov = RoundOverlay()
    ov.open(SummaryTable(title, columns, rows, note), hold=3.4)  # rows: [[Cell, ...], ...]
    ov.start(animator)          # its clock runs in the table's Animator: the table waits
    ov.draw(surface, center, scale, panel_fn, text_fn, speed_text)

Pacing: with `hold` seconds the overlay counts down (a progress bar) and closes by itself;
`hold=None` waits for the continue control (a click, Enter or Space: `press_continue`).
While it is open the table's Animator is busy, so the table plays no further event; a
click anywhere finishes it at once (`Animator.finish_all`), as every animation does.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Sequence

import pygame

from ..draw import theme
from ..draw.text_render import fit_size, wrap
from ..draw.tween import Tween


@dataclass(frozen=True)
class Cell:
    """One cell of a summary row: text, colour, bold, or `hearts` (drawn as hearts)."""

    text: str = ""
    color: tuple = theme.CREAM
    bold: bool = False
    hearts: int | None = None
    after: str = ""  # a text after the hearts (e.g. "−1")
    after_color: tuple = theme.RED_SOFT


@dataclass
class SummaryTable:
    title: str
    columns: Sequence[str]
    rows: Sequence[Sequence[Cell]]
    note: str = ""  # under the rows (e.g. "next round starts by itself · click to go on")
    tags: Sequence[str] = ()  # per row, a short text at the right edge (e.g. "Eliminado")
    col_x: Sequence[float] = (0.08, 0.45, 0.60, 0.75)  # column starts, fractions of the width


@dataclass
class RoundOverlay:
    """Open/closed state, progress (0..1) and closing callbacks of a summary or reveal."""

    COUNTDOWN = "overlay.countdown"  # its countdown's tween tag: a new window size keeps it

    content: SummaryTable | None = None
    hold: float | None = None
    progress: float = 0.0
    on_close: list[Callable[[], None]] = field(default_factory=list)

    @property
    def visible(self) -> bool:
        return self.content is not None

    def open(self, content: SummaryTable, hold: float | None = None,
             on_close: Callable[[], None] | None = None) -> None:
        self.content, self.hold, self.progress = content, hold, 0.0
        self.on_close = [on_close] if on_close else []

    def start(self, animator, delay: float = 0.2) -> None:
        """Run the countdown in `animator` (its speed setting applies); close at the end."""
        if self.hold is not None:
            animator.add(Tween(0.0, 1.0, self.hold, "linear", delay, self._set, self.close,
                               self.COUNTDOWN))

    def _set(self, v: float) -> None:
        self.progress = v

    def press_continue(self) -> bool:
        """The continue control: closes the overlay. True when it was open."""
        if not self.visible:
            return False
        self.close()
        return True

    def close(self) -> None:
        if self.content is None:
            return
        self.content = None
        callbacks, self.on_close = self.on_close, []
        for fn in callbacks:
            fn()

    # ------------------------------------------------------------ drawing
    def rect(self, center, size, s: float) -> pygame.Rect:
        c = self.content
        row_h = int(26 * s)
        w = int(min(size[0] * 0.62, 520 * s))
        h = int(88 * s + row_h * (len(c.rows) + 1))
        h += (len(self.note_lines(w, s)) - 1) * int(15 * s) if c.note else 0
        r = pygame.Rect(0, 0, w, h)
        r.center = (int(center[0]), int(center[1]))
        return r

    def note_lines(self, w: int, s: float) -> list[str]:
        """The note wrapped to the panel: on one line, a 3-player Poderes game's «Achievements
        this game: Último en Pie (Last Standing) ×2, …» ran far past both sides of the
        standings at 800x480."""
        return wrap(self.content.note, 12 * s, w - int(24 * s)) if self.content.note else []

    def draw(self, surface, center, s: float, panel: Callable, blit_text: Callable,
             heart: Callable[[int], pygame.Surface]) -> None:
        """The panel: title, column heads, rows, tags, the note and the progress bar.
        `panel(size, radius, alpha)`, `blit_text(surface, text, size, pos, color, bold,
        anchor)` and `heart(size)` come from the table's HUD (its fonts and caches)."""
        c = self.content
        if c is None:
            return
        r = self.rect(center, surface.get_size(), s)
        w, row_h = r.w, int(26 * s)
        surface.blit(theme.soft_shadow(r.size, int(16 * s), 14, 150), r.move(-14, -8))
        surface.blit(panel(r.size, int(16 * s), 238), r)
        blit_text(surface, c.title, 21 * s, (r.centerx, r.y + 24 * s), theme.GOLD_LIGHT, True)
        cols = [r.x + w * f for f in c.col_x]
        y = r.y + 52 * s
        room = [b - a - 6 * s for a, b in zip(cols, cols[1:] + [r.right - 6 * s])]
        for x, head, wide in zip(cols, c.columns, room):  # a longer word shrinks to its column
            blit_text(surface, head, fit_size(head, 14 * s, int(wide), True), (x, y), theme.MUTED,
                      True, "midleft")
        hs = max(8, int(13 * s))
        for i, row in enumerate(c.rows):
            y = r.y + 52 * s + row_h * (i + 1)
            for x, cell, wide in zip(cols, row, room):
                if cell.hearts is None:
                    size = fit_size(str(cell.text), 16 * s, int(wide), cell.bold)
                    blit_text(surface, cell.text, size, (x, y), cell.color, cell.bold, "midleft")
                    continue
                for k in range(cell.hearts):
                    surface.blit(heart(hs), (x + k * (hs + 2), y - hs // 2))
                if cell.after:
                    lx = x + max(cell.hearts, 0) * (hs + 2) + 6 * s
                    blit_text(surface, cell.after, 16 * s, (lx, y), cell.after_color, True, "midleft")
            if i < len(c.tags) and c.tags[i]:
                blit_text(surface, c.tags[i], 13 * s, (r.right - 12 * s, y), theme.RED_SOFT, True,
                          "midright")
        if self.hold is not None:
            bar = pygame.Rect(r.x + int(w * 0.1), r.bottom - int(24 * s), int(w * 0.8), max(3, int(4 * s)))
            pygame.draw.rect(surface, (40, 60, 50), bar, border_radius=2)
            pygame.draw.rect(surface, theme.GOLD, (bar.x, bar.y, int(bar.w * self.progress), bar.h),
                             border_radius=2)
        last = bar.y - 10 * s if self.hold is not None else r.bottom - 16 * s
        lines = self.note_lines(w, s)
        for k, line in enumerate(lines):  # the last line where the one line went
            blit_text(surface, line, 12 * s, (r.centerx, last - (len(lines) - 1 - k) * int(15 * s)),
                      theme.MUTED)
