"""A small score board on a panel: a title, a header row (what the first column counts and
a name per column), the newest rows that fit (striped), a rule and a footer cell per
column. Rule-free: a game gives the words and colours of every cell (`BoardCell`); a row
may instead carry one note across the columns (e.g. a hand that did not count).
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from ..draw import theme
from ..i18n import minus


@dataclass(frozen=True)
class BoardCell:
    text: str
    color: tuple = theme.CREAM
    bold: bool = False
    size: float = 15  # at 720 px high


@dataclass(frozen=True)
class BoardRow:
    label: BoardCell
    cells: tuple = ()  # one BoardCell (or None: empty) per column
    note: str = ""  # instead of cells: one muted line across the columns


def total_cell(text: str, value: int | None, limit: int, newest: bool) -> BoardCell:
    """A running total: muted with no value, red over `limit`, gold and bold on the newest
    row, cream otherwise."""
    if value is None:
        return BoardCell(text, theme.MUTED, False, 14)
    return BoardCell(text, theme.RED_SOFT if value > limit else theme.GOLD_LIGHT if newest
                     else theme.CREAM, newest)


def totals_board(timeline, n: int, limit: int, void_note: str) -> list[BoardRow]:
    """A points game's running totals (an engine/history `timeline`): a row per hand, the
    newest in gold and over `limit` in red, "·" for a seat not dealt in, a void hand as a
    note, and each batch of re-entries as a blue row ("↺ 43" in the column of whoever came
    back, with the total they came back with)."""
    newest = max((i for i, x in enumerate(timeline) if not isinstance(x, dict)), default=-1)
    rows = []
    for i, item in enumerate(timeline):
        if isinstance(item, dict):
            rows.append(BoardRow(BoardCell("↺", theme.REENTRY_BLUE, True, 13), tuple(
                BoardCell("↺ " + minus(item[p]), theme.REENTRY_BLUE, True, 14) if p in item else None
                for p in range(n))))
        else:
            rows.append(BoardRow(BoardCell(str(item.hand_no), theme.MUTED, False, 13), () if item.void else tuple(
                total_cell("·", None, limit, False) if item.points[p] is None else
                total_cell(minus(item.totals[p]), item.totals[p], limit, i == newest) for p in range(n)),
                void_note if item.void else ""))
    return rows


def draw_score_board(surface, hud, rect: pygame.Rect, s: float, title: str, head: str,
                     names: list[str], rows: list[BoardRow], footer: list) -> None:
    """`names` head the columns (7 letters at most), `footer` holds a BoardCell or None per
    column; `hud` gives `panel`, `blit_text` and `cached`."""
    b = rect
    surface.blit(hud.panel(b.size, int(12 * s), 140), b)
    hud.blit_text(surface, title, 19 * s, (b.centerx, b.y + 18 * s), theme.GOLD_LIGHT, True)
    col0 = b.x + 12 * s
    cols_w = (b.w - 70 * s) / max(1, len(names))
    xs = [b.x + 62 * s + cols_w * (i + 0.5) for i in range(len(names))]
    y = b.y + 46 * s
    size = 14 if len(names) <= 4 else 12
    hud.blit_text(surface, head, 12 * s, (col0, y), theme.MUTED, True, "midleft")
    for x, name in zip(xs, names):
        hud.blit_text(surface, name[:7], size * s, (x, y), theme.CREAM, True)
    row_h = 21 * s
    shown = rows[-max(1, int((b.h - 110 * s) / row_h)):]
    for i, row in enumerate(shown):
        yy = y + row_h * (i + 1)
        if i % 2 == 0:
            key = ("stripe", int(b.w - 12 * s), int(row_h))
            stripe = hud.cached(key, lambda: theme.rounded_panel(key[1:], 4, color=(255, 255, 255),
                                                                 alpha=16, border=None))
            surface.blit(stripe, (int(b.x + 6 * s), int(yy - row_h / 2)))
        lab = row.label
        hud.blit_text(surface, lab.text, lab.size * s, (col0 + 10 * s, yy), lab.color, lab.bold)
        if row.note:
            hud.blit_text(surface, row.note, 13 * s, (b.centerx + 20 * s, yy), theme.MUTED)
            continue
        for x, c in zip(xs, row.cells):
            if c is not None and c.text:
                hud.blit_text(surface, c.text, c.size * s, (x, yy), c.color, c.bold)
    yy = y + row_h * (len(shown) + 1) + 8 * s
    pygame.draw.line(surface, (*theme.GOLD_DARK, 160), (b.x + 8 * s, yy - 10 * s),
                     (b.right - 8 * s, yy - 10 * s))
    for x, c in zip(xs, footer):
        if c is not None:
            hud.blit_text(surface, c.text, c.size * s, (x, yy), c.color, c.bold)
