"""One round of «¿Podría haber ganado?»: what each side made of round `round_no` (read
from the per-round results the engine reports, `engine.rounds`), the verdict, and the
drawing of one side: the person's seat's line (bid, tricks, lives lost; the points of the
hand; the chips won or lost) and every seat's row of that round."""
from __future__ import annotations

import pygame

from ..ai.replay import round_start, round_starts
from ..engine.history import LIVES, SCORES, HistoryBook
from ..ui.draw import theme
from ..ui.i18n import minus
from ..ui.table.move_words import move_words
from ..ui.draw.text_render import fit_size, text, wrap


def seat_moves(match, round_no: int, seat: int, lang: str, deck: str | None) -> list[str]:
    """What `seat` did in round `round_no`, in words («pide 2», «coge el 7 de oros del
    descarte»…), read by replaying the round's recorded actions."""
    copy = round_start(match, round_no)
    book = HistoryBook(copy)
    out: list[str] = []
    for p, a in match.actions[round_starts(match)[round_no]:]:
        if p == seat:
            v = copy.view(seat)
            top = getattr(v, "discard_top", None)
            out.append(move_words(a, lang, "trace", blind=getattr(v, "round_size", 0) == 1,
                                  card=str(top) if top is not None else None, deck=deck))
        copy.apply(p, a)
        if len(book.update().rows) > round_no:
            break
    return out


def side_loss(kind: str, row, seat: int) -> float | None:
    """The figure to compare for `seat` in one history row, lower is better: the row's own
    `loss` (engine.rounds: lives lost; points against the others' mean; chips lost)."""
    return row.loss(seat)


def round_side(match, round_no: int, seat: int) -> dict:
    """Round `round_no` of `match` seen from `seat`: the history row, the kind ("lives" or
    "points") and `loss`, the figure to compare (`side_loss`)."""
    book = HistoryBook(match)
    row = book.rows[round_no]
    return {"kind": book.kind, "row": row, "loss": side_loss(book.kind, row, seat), "n": book.n,
            "seat": seat, "moves": []}


def round_verdict(mine: dict, bots: dict) -> str:
    """The verdict's text key: who did better from the person's seat in this round."""
    a, b = mine["loss"], bots["loss"]
    if a is None or b is None or a == b:
        return "could.r.same"
    return "could.r.bot" if b < a else "could.r.you"


def seat_line(side: dict, seat: int, tr) -> str:
    """The person's seat's result in one line."""
    row = side["row"]
    if side["kind"] == LIVES:
        lost = row.lost[seat]
        tail = tr("could.r.lost", n=lost) if lost else tr("could.r.kept")
        if row.size == 1:  # the blind round: a call, not a number
            call = tr("could.r.win" if row.bids[seat] else "could.r.lose")
            return f"{call} · {tail}"
        return f"{tr('could.r.bid', bid=row.bids[seat], won=row.won[seat])} · {tail}"
    if side["kind"] == SCORES:
        won = row.change[seat]
        return tr("could.r.chips_won" if won > 0 else "could.r.chips_lost" if won < 0
                  else "could.r.chips_even", n=abs(won))
    if row.void:
        return tr("could.r.void")
    if row.chinchon and row.closer == seat:
        return tr("could.r.chinchon")
    if row.closer == seat:
        return tr("could.r.closes", n=minus(row.points[seat]))
    return tr("could.r.points", n=minus(row.points[seat]))


def draw_round_side(surface, rect: pygame.Rect, side: dict, title: str, s: float, tr,
                    name) -> None:
    """One side: its title, the person's line, then a row per seat of that round."""
    px = lambda v: int(round(v * s))  # noqa: E731
    box = theme.rounded_panel(rect.size, px(14), (12, 40, 28), 200, theme.PANEL_EDGE)
    surface.blit(box, rect)
    pad = px(16)
    y = rect.y + pad
    img = text(title.upper(), px(15), theme.MUTED, True)
    surface.blit(img, (rect.x + pad, y))
    y += img.get_height() + px(6)
    seat = side["seat"]
    good = side["loss"] is not None and side["loss"] <= 0
    line = seat_line(side, seat, tr)  # a longer language's line shrinks to the box
    img = text(line, fit_size(line, px(22), rect.w - 2 * pad, True, 0.6),
               theme.GOLD if good else theme.CREAM, True)
    surface.blit(img, (rect.x + pad, y))
    y += img.get_height() + px(12)
    row, lives = side["row"], side["kind"] == LIVES
    fs = px(17)
    head = tr("could.r.col_bid") if lives else tr("could.r.col_points")
    h = text(head, px(14), theme.MUTED, True)
    surface.blit(h, h.get_rect(topright=(rect.right - pad - (px(70) if lives else 0), y)))
    if lives:
        h = text(tr("could.r.col_lost"), px(14), theme.MUTED, True)
        surface.blit(h, h.get_rect(topright=(rect.right - pad, y)))
    y += h.get_height() + px(4)
    for p in range(side["n"]):
        if y + fs > rect.bottom - pad:
            break
        if lives and row.bids[p] is None:
            continue
        me = p == seat
        color = theme.GOLD_LIGHT if me else theme.CREAM
        img = text(name(p), fs, color, me)
        surface.blit(img, (rect.x + pad, y))
        if lives:
            lost = f"−{row.lost[p]}" if row.lost[p] else "0"
            cells = [(f"{row.bids[p]}/{row.won[p]}", px(70)), (f"{lost} → {row.lives[p]}", 0)]
        elif side["kind"] == SCORES:
            if row.change[p] is None:
                cells = [("—", 0)]
            else:
                star = "★ " if row.star == p else ""
                sign = "+" if row.change[p] > 0 else ""
                cells = [(f"{star}{sign}{minus(row.change[p])} → {row.scores[p]}", 0)]
        elif row.void or row.points[p] is None:
            cells = [("—", 0)]
        else:
            star = "★ " if row.closer == p else ""
            cells = [(f"{star}{minus(row.points[p])} → {minus(row.totals[p])}", 0)]
        for value, off in cells:
            bad = lives and off == 0 and row.lost[p]
            img = text(value, fs, theme.RED_SOFT if bad else color, True)
            surface.blit(img, img.get_rect(topright=(rect.right - pad - off, y)))
        y += int(fs * 1.35)
    draw_moves(surface, rect, y + px(10), side["moves"], px, tr)


def draw_moves(surface, rect: pygame.Rect, y: int, moves: list[str], px, tr) -> None:
    """The person's seat's moves of the round, wrapped in what is left of the box."""
    pad = px(16)
    if not moves or y + px(40) > rect.bottom:
        return
    img = text(tr("could.r.moves"), px(14), theme.MUTED, True)
    surface.blit(img, (rect.x + pad, y))
    y += img.get_height() + px(4)
    fs = px(15)
    lines = wrap(" · ".join(moves), fs, rect.w - 2 * pad)
    room = max(0, (rect.bottom - pad - y) // max(1, int(fs * 1.3)))
    if len(lines) > room:
        lines = lines[:room]
        if lines:
            lines[-1] = lines[-1].rstrip(" ·") + " …"
    for part in lines:
        img = text(part, fs, theme.CREAM)
        surface.blit(img, (rect.x + pad, y))
        y += int(fs * 1.3)
