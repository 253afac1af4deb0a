"""The history of a match as a round-by-round table, for every game's table and the
results screen: `Grid` (a header row and rows of `Cell`s), `HistoryTable` (draws a grid
in a rectangle with the newest rows in sight, scrollable), `history_grid` (the cells of
an `engine.history.HistoryBook`, by the kind of its rows) and `HistoryScene` (the
panel a table opens during play: pause menu «Historial» or the H key). Rule-free: it
only reads the rows the engine's events produced.
"""
from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from ...engine.history import DEALS, LIVES, NIGHTS, POINTS, SCORES, HistoryBook
from .. import i18n
from . import text_replay  # noqa: F401  (its words)
from ..draw import theme
from ..draw.text_render import fit_size, text
from ..widgets.ui_scene import UIScene
from .history_replay import ReplayMode


@dataclass(frozen=True)
class Cell:
    text: str
    color: tuple = theme.CREAM
    bold: bool = False


@dataclass
class Grid:
    """`head`: the column titles (the first column names the round); `rows`: cells;
    `note`: one line under the table (what the numbers mean)."""

    head: list[Cell]
    rows: list[list[Cell]] = field(default_factory=list)
    note: str = ""
    sources: list = field(default_factory=list)  # per row: its index in the book's rows (None: a note row)


class HistoryTable:
    """Draws a Grid; `scroll` counts rows hidden at the bottom (0 = newest in sight)."""

    def __init__(self):
        self.scroll = 0
        self.visible_rows = 0
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.note_rect: pygame.Rect | None = None  # where the note was last drawn
        self.row_rects: dict[int, pygame.Rect] = {}  # grid row -> where it was last drawn

    def row_at(self, pos) -> int | None:
        """The grid row drawn under `pos`, if any."""
        return next((i for i, r in self.row_rects.items() if r.collidepoint(pos)), None)

    def reveal(self, index: int, rows: int) -> None:
        """Scroll so that grid row `index` is in sight."""
        end = rows - self.scroll
        fit = max(1, self.visible_rows)
        if index >= end:
            self.scroll = max(0, rows - index - 1)
        elif index < end - fit:
            self.scroll = max(0, rows - index - fit)

    def handle_event(self, event, rows: int) -> bool:
        """Wheel and ↑/↓/PgUp/PgDn/Home/End scroll the rows."""
        step = 0
        if event.type == pygame.MOUSEWHEEL:
            step = event.y
        elif event.type == pygame.KEYDOWN:
            step = {pygame.K_UP: 1, pygame.K_DOWN: -1, pygame.K_PAGEUP: max(1, self.visible_rows),
                    pygame.K_PAGEDOWN: -max(1, self.visible_rows), pygame.K_HOME: rows,
                    pygame.K_END: -rows}.get(event.key, 0)
        if not step:
            return False
        self.scroll = max(0, min(max(0, rows - self.visible_rows), self.scroll + step))
        return True

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, grid: Grid, s: float,
             selected: int | None = None) -> pygame.Rect:
        """Draw `grid` inside `rect` at UI scale `s` (grid row `selected` outlined); returns
        the rect the rows use."""
        self.rect = pygame.Rect(rect)
        cols = max(1, len(grid.head))
        size = max(11, int(17 * s))
        row_h = int(size * 1.55)
        first_w = max(int(rect.w * 0.16), text(grid.head[0].text, size, bold=True).get_width() + 8)
        col_w = (rect.w - first_w) / max(1, cols - 1)
        # columns that cannot hold their widest cell get smaller type
        widest = max([text(c.text, size, bold=c.bold).get_width()
                      for row in [grid.head] + grid.rows for c in row[1:]] or [0])
        if widest > col_w - 6 and widest:
            size = max(9, int(size * (col_w - 6) / widest))
            row_h = int(size * 1.55)
        y = rect.y
        for i, c in enumerate(grid.head):
            x = rect.x if i == 0 else rect.x + first_w + (i - 1) * col_w + col_w / 2
            img = text(c.text, size, theme.MUTED if not c.bold else c.color, True)
            if img.get_width() > (first_w if i == 0 else col_w) - 4:
                img = pygame.transform.smoothscale_by(img, ((first_w if i == 0 else col_w) - 4) / img.get_width())
            surface.blit(img, img.get_rect(midleft=(x, y + row_h / 2)) if i == 0
                         else img.get_rect(center=(int(x), y + row_h // 2)))
        y += row_h
        pygame.draw.line(surface, theme.GOLD_DARK, (rect.x, y), (rect.right, y), 1)
        y += 4
        note_h = row_h if grid.note else 0
        fit = max(1, int((rect.bottom - note_h - y) // row_h))
        self.visible_rows = fit
        self.scroll = max(0, min(self.scroll, max(0, len(grid.rows) - fit)))
        end = len(grid.rows) - self.scroll
        shown = grid.rows[max(0, end - fit):end]
        body = pygame.Rect(rect.x, y, rect.w, fit * row_h)
        self.row_rects = {}
        for k, row in enumerate(shown):
            ry = y + k * row_h
            index = max(0, end - fit) + k
            self.row_rects[index] = pygame.Rect(rect.x, ry, rect.w, row_h)
            if k % 2 == 0:
                band = pygame.Surface((rect.w, row_h), pygame.SRCALPHA)
                band.fill((255, 255, 255, 10))
                surface.blit(band, (rect.x, ry))
            if index == selected:
                pygame.draw.rect(surface, theme.GOLD, self.row_rects[index], max(1, int(2 * s)),
                                 border_radius=int(4 * s))
            for i, c in enumerate(row):
                img = text(c.text, size, c.color, c.bold)
                if i == 0:
                    surface.blit(img, img.get_rect(midleft=(rect.x + 4, ry + row_h // 2)))
                else:
                    cx = rect.x + first_w + (i - 1) * col_w + col_w / 2
                    surface.blit(img, img.get_rect(center=(int(cx), ry + row_h // 2)))
        if len(grid.rows) > fit:  # a thin bar: where the rows in sight are
            track = pygame.Rect(rect.right - 3, y, 3, fit * row_h)
            pygame.draw.rect(surface, (40, 62, 50), track)
            h = max(8, int(track.h * fit / len(grid.rows)))
            top = track.y + int((track.h - h) * (max(0, end - fit)) / max(1, len(grid.rows) - fit))
            pygame.draw.rect(surface, theme.GOLD_DARK, (track.x, top, 3, h))
        self.note_rect = None
        if grid.note and not grid.rows:  # nothing yet: said where the first row will be, not
            img = text(grid.note, size, theme.CREAM)  # at the foot far under the header
            self.note_rect = surface.blit(img, img.get_rect(midtop=(rect.centerx, y + row_h // 2)))
        elif grid.note:
            small = max(10, int(size * 0.85))  # a long legend shrinks to the table's width
            img = text(grid.note, fit_size(grid.note, small, rect.w, False, 0.6), theme.MUTED)
            self.note_rect = surface.blit(img, img.get_rect(bottomleft=(rect.x, rect.bottom)))
        return body


i18n.declare("hist.title", "Historial")
i18n.declare("hist.round", "Ronda")
i18n.declare("hist.hand", "Mano")
i18n.declare("hist.deal", "Mano")  # Brag's: English says «Deal», as its table's title
i18n.declare("hist.lives_note", "pidió/hizo · vidas que le quedan (en rojo si perdió alguna)")
i18n.declare("hist.points_note",
             "puntos de la mano · total (★ cierra; ↺ vuelve con ese total; «nula»: el mazo se "
             "acabó tres veces)")
i18n.declare("hist.deals_note",
             "vidas que le quedan tras la mano (★ golpeó; −1 en rojo: la peor mano)")
i18n.declare("hist.void", "nula")
i18n.declare("hist.empty", "Aún no ha terminado ninguna ronda.")
i18n.declare("hist.empty_hands", "Aún no ha terminado ninguna mano.")
i18n.declare("hist.empty_deals", "Aún no ha terminado ninguna mano.")  # Brag's («No deal …»)
i18n.declare("hist.night", "Noche")
i18n.declare("hist.nights_note", "puntos de la noche · total")
i18n.declare("hist.scores_note", "ganado o perdido en la mano · total tras ella (★ la banca)")
i18n.declare("hist.empty_nights", "Aún no ha terminado ninguna noche.")
i18n.declare("hist.back", "Volver")
i18n.declare("hist.open", "Historial (H)")


def lives_cell(r, p: int, mine: bool) -> Cell:
    """A seat's cell in a lives round: «bid/won · lives», with Poderes' other moves of a
    life between them (+1♥ a full mana bar, −1⚔ the duel, −1↺ a life given, +1↺ back in),
    so «0/1 · 4» after a life lost never hides the life the bar gave."""
    marks = []
    if r.mana and r.mana[p]:
        marks.append(f"+{r.mana[p]}♥")
    if r.duel and r.duel[p]:
        marks.append(f"{i18n.minus(r.duel[p])}⚔")
    if r.revive and r.revive[p]:
        marks.append(f"{'+' if r.revive[p] > 0 else ''}{i18n.minus(r.revive[p])}↺")
    extra = "".join(" " + m for m in marks)
    if r.bids[p] is None:
        if r.revive and r.revive[p] > 0:  # out of this round, back in after it
            return Cell(f"{extra.strip()} · {r.lives[p]}", theme.REENTRY_BLUE, mine)
        return Cell("—", theme.MUTED)
    lost = r.lost[p] or (r.duel and r.duel[p] < 0)
    return Cell(f"{r.bids[p]}/{r.won[p]}{extra} · {r.lives[p]}",
                theme.RED_SOFT if lost else theme.GREEN_OK, mine)


def history_grid(book: HistoryBook, name, lang: str, human_seat: int | None = 0) -> Grid:
    """The grid of a history: one column per seat, one row per round or hand."""
    tr = lambda key, **f: i18n.tr(key, lang, **f)  # noqa: E731
    n = book.n
    first = tr({POINTS: "hist.hand", DEALS: "hist.deal", SCORES: "hist.hand",
                NIGHTS: "hist.night"}.get(book.kind, "hist.round"))
    head = [Cell(first)] + [Cell(name(p), theme.GOLD_LIGHT, p == human_seat) for p in range(n)]
    rows: list[list[Cell]] = []
    sources: list = []
    if book.kind == LIVES:
        for k, r in enumerate(book.rows):
            rows.append([Cell(f"{r.round_no} · {r.size}")] +
                        [lives_cell(r, p, p == human_seat) for p in range(n)])
            sources.append(k)
        marked = any(r.mana or r.duel or r.revive for r in book.rows)
        note = tr("hist.lives_note_poderes" if marked else "hist.lives_note")
    elif book.kind == POINTS:
        k = 0
        for r in book.timeline():
            if isinstance(r, dict):  # players back in the game: the total they came back with
                rows.append([Cell("↺", theme.REENTRY_BLUE, True)] +
                            [Cell(f"↺ {i18n.minus(r[p])}" if p in r else "", theme.REENTRY_BLUE, True)
                             for p in range(n)])
                sources.append(None)
                continue
            sources.append(k)
            k += 1
            row = [Cell(str(r.hand_no))]
            for p in range(n):
                if r.void:
                    row.append(Cell(tr("hist.void"), theme.MUTED))
                elif r.points[p] is None:
                    row.append(Cell("—", theme.MUTED))
                else:
                    star = "★ " if r.closer == p else ""
                    pts = r.points[p]
                    sign = "+" if pts > 0 else ""
                    color = theme.GOLD_LIGHT if r.closer == p else theme.CREAM
                    row.append(Cell(f"{star}{sign}{i18n.minus(pts)} · {i18n.minus(r.totals[p])}", color,
                                    p == human_seat))
            rows.append(row)
        note = tr("hist.points_note")
    elif book.kind == DEALS:
        for r in book.rows:
            row = [Cell(str(r.deal_no))]
            for p in range(n):
                if not r.in_deal[p]:
                    row.append(Cell("—", theme.MUTED))
                    continue
                star = "★ " if r.knocker == p else ""
                if r.loser == p:
                    row.append(Cell(f"{star}−1 · {r.lives[p]}", theme.RED_SOFT, True))
                else:
                    row.append(Cell(f"{star}{r.lives[p]}", theme.GOLD_LIGHT if star else theme.CREAM,
                                    p == human_seat))
            rows.append(row)
        note = tr("hist.deals_note")
    elif book.kind == NIGHTS:
        for r in book.rows:
            rows.append([Cell(str(r.night_no))] +
                        [Cell(f"{'+' if r.points[p] > 0 else ''}{i18n.minus(r.points[p])} · "
                              f"{i18n.minus(r.totals[p])}", theme.CREAM, p == human_seat)
                         for p in range(n)])
        note = tr("hist.nights_note")
    elif book.kind == SCORES:
        for r in book.rows:
            row = [Cell(str(r.hand_no))]
            for p in range(n):
                if r.change[p] is None:
                    row.append(Cell("—", theme.MUTED))
                    continue
                star = "★ " if r.star == p else ""
                pts = r.change[p]
                color = theme.RED_SOFT if pts < 0 else theme.GREEN_OK if pts > 0 else theme.CREAM
                row.append(Cell(f"{star}{'+' if pts > 0 else ''}{i18n.minus(pts)} · {r.scores[p]}",
                                color, p == human_seat))
            rows.append(row)
        note = tr("hist.scores_note")
    else:
        note = ""
    if not rows:
        note = tr({NIGHTS: "hist.empty_nights", POINTS: "hist.empty_hands",  # as the first
                   DEALS: "hist.empty_deals", SCORES: "hist.empty_hands"}.get(  # column says
            book.kind, "hist.empty"))
    return Grid(head, rows, note, sources if len(sources) == len(rows) else [])


class HistoryScene(ReplayMode, UIScene):
    """The history over the table (which stays visible, dimmed); Esc, H or «Volver» close it.
    A row opens its round trick by trick (or its hand's count): ui/table/history_replay."""

    opaque = False

    def __init__(self, app, match, human_seat: int | None = 0, book: HistoryBook | None = None):
        super().__init__(app)
        self.match = match
        self.human_seat = human_seat
        self.book = (book or HistoryBook(match)).update()
        self.table = HistoryTable()
        self.init_replay()

    def name(self, seat: int) -> str:
        return i18n.seat_name(seat, self.app.settings.get("lang", "es"), self.human_seat)

    def build(self) -> None:
        tr = self.app.tr
        w, h = self.size
        panel = self.add_centered_panel(min(self.px(1100), int(w * 0.94)),
                                        min(self.px(680), int(h * 0.92)), alpha=250)
        from ..widgets.controls import Label

        self.ui.add(Label((panel.x + self.px(32), panel.y + self.px(18)), tr("hist.title"),
                          self.px(34), theme.GOLD, shadow=True, display=True))
        self.add_corner_button(panel, self.px(28), tr("hist.back"), self.back,
                               size=(170, 46), font=20)

    def back(self) -> None:
        if self.replaying is not None:  # from a round's replay, back to the table of rounds
            self.replaying = None
            return
        self.app.scenes.pop()

    def grid(self) -> Grid:
        return history_grid(self.book.update(), self.name, self.app.settings.get("lang", "es"),
                            self.human_seat)

    def handle_event(self, event) -> bool:
        if self.replay_event(event):
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_h, pygame.K_ESCAPE):
            self.back()
            return True
        if self.replaying is None and self.table.handle_event(event, len(self.grid().rows)):
            return True
        super().handle_event(event)
        return True  # nothing reaches the table underneath

    def draw(self, surface) -> None:
        theme.dim(surface, 160)
        self.ui.draw(surface)
        self.draw_overlay(surface)

    def draw_overlay(self, surface) -> None:
        p = self.panel
        rect = pygame.Rect(p.x + self.px(32), p.y + self.px(78), p.w - self.px(64),
                           p.h - self.px(78) - self.px(96))
        if self.replaying is not None:
            self.draw_replay(surface, rect)
            return
        grid = self.grid()
        self.table.draw(surface, rect, grid, self.s, self.picked(grid))
        self.draw_replay_hint(surface, grid)
