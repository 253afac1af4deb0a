"""The end of a Chinchón hand: every hand turned face up with its melds grouped, the
lay-offs gliding onto the closer's melds, the points of each player, then the scoreboard
(totals after every hand, who is out, re-entries as "↺ 43" rows). It stays until the person
clicks "Siguiente mano" (or a few seconds when only bots play).

Lay-offs stay readable: a laid-off card is outlined in its owner's colour with a "de Lucía"
tag in the closer's row, its old place in the owner's row is a dashed ghost with an arrow,
the owner's name carries "colocó el 7 de bastos en Tú", and a caption says that lay-offs go
only onto the closer's melds.

Everything comes from the engine's `HandResult` (the table never counts by itself).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ...ui import theme
from ...ui.hand_layout import reveal_rows, row_positions
from ...ui.layout import CARD_RATIO
from ...ui.sprites import CardGroup, glide
from ...ui.table_hud import HudButton
from ...ui.text_render import text as hud_text, wrap
from .hud import (MELD_COLORS, REENTRY_BLUE, _dashed, card_name, minus,
                           player_color)

if TYPE_CHECKING:
    from ...ui.table_base import TableScene

AUTO_HOLD = 3.2  # seconds the scoreboard stays when nobody has to click


def _run_key(c):
    return (c.order, c.suit)


class Reveal:
    def __init__(self, table: "TableScene", result, players: tuple[int, ...]):
        self.t = table
        self.result = result
        closer = result.closer
        i = players.index(closer) if closer in players else 0
        rest = [players[(i + k) % len(players)] for k in range(1, len(players))]
        self.rows = [closer] + [p for p in rest if p != closer]  # then in turn order
        self.cards = CardGroup()
        self.stage = 0  # 0 flying, 1 lay-offs, 2 points, 3 scoreboard
        self.places: dict = {}  # sprite key -> (x, y) final place
        self.meld_of: dict = {}  # card -> (row, meld index)
        self.layoff_moves: list = []  # (card, from point, to point)
        self.auto_left = AUTO_HOLD
        self.geometry()

    # ------------------------------------------------------------ geometry
    def geometry(self) -> None:
        lay = self.t.layout
        w, h = lay.size
        s = h / 720.0
        pw, ph = w * 0.92, h * 0.86
        self.panel = pygame.Rect(int((w - pw) / 2), int(h * 0.05), int(pw), int(ph))
        p = self.panel
        self.title_y = p.y + 26 * s
        left_w = p.w * (0.62 if w >= h * 1.5 else 0.58)
        self.rows_area = (p.x + 12 * s, p.y + 52 * s, left_w, p.h - 52 * s - 64 * s)
        self.board = pygame.Rect(int(p.x + left_w + 24 * s), int(p.y + 52 * s),
                                 int(p.w - left_w - 36 * s), int(p.h - 52 * s - 64 * s))
        self.name_w = 118 * s
        self.pts_w = 64 * s
        self.cw, self.row_ys = reveal_rows(self.rows_area, len(self.rows), lay.card_w * 0.8)
        bw, bh = int(220 * s), int(44 * s)
        self.button = pygame.Rect(0, 0, bw, bh)
        self.button.center = (p.centerx, int(p.bottom - 34 * s))
        label = self.t.tr("ch.could")  # «¿Podría haber ganado? (P)», as wide as its words
        cw = self.t.hud.text_width(label, self.t.hud.BUTTON_STYLE.font * self.t.hud.s, True)
        self.could = pygame.Rect(0, 0, max(bw, cw + int(36 * s)), bh)
        self.could.midright = (self.button.x - int(16 * s), self.button.centery)
        self._layout_cards()

    def _groups(self, seat: int) -> tuple[list[list], list]:
        """Card groups shown in a row (melds, then lay-offs, then loose) and lay-offs."""
        r = self.result
        arr = r.arrangements[seat]
        if arr is None:
            return [], []
        if seat == r.closer:
            groups = []
            for k, meld in enumerate(r.closer_melds):
                extra = [c for q in self.rows if q != seat and r.arrangements[q] is not None
                         for c, target in r.arrangements[q].lay_offs if target == k]
                cards = list(meld) + extra
                if len({c.rank for c in cards}) > 1:
                    cards.sort(key=_run_key)
                groups.append(cards)
            groups.append(list(arr.loose))
            return groups, []
        lay_offs = [c for c, _ in arr.lay_offs]
        return [list(m) for m in arr.melds] + [lay_offs, list(arr.loose)], lay_offs

    def _layout_cards(self) -> None:
        x0 = self.rows_area[0] + self.name_w
        max_w = self.rows_area[2] - self.name_w - self.pts_w
        self.places.clear()
        self.meld_of.clear()
        self.layoff_moves = []
        self.closer_layer: dict = {}
        self.laid_by: dict = {}  # card laid off -> the seat that laid it off
        closer_place: dict = {}
        for row, seat in enumerate(self.rows):
            groups, _ = self._groups(seat)
            pts = row_positions(x0, self.row_ys[row], [len(g) for g in groups], self.cw, max_w)
            flat = [c for g in groups for c in g]
            for k, g in enumerate(groups):
                for c in g:
                    if seat == self.result.closer and k < len(self.result.closer_melds):
                        self.meld_of[c] = k
            for i, (c, p) in enumerate(zip(flat, pts)):
                if seat == self.result.closer:
                    closer_place[c] = p
                    self.closer_layer[c] = i
                self.places[c] = p
            arr = self.result.arrangements[seat]
            if seat != self.result.closer and arr is not None:
                for k, m in enumerate(arr.melds):
                    for c in m:
                        self.meld_of[c] = (row, k)
        for seat in self.rows[1:]:
            arr = self.result.arrangements[seat]
            if arr is None:
                continue
            for c, k in arr.lay_offs:
                if c in closer_place:
                    self.layoff_moves.append((c, self.places[c], closer_place[c]))
                    self.meld_of[c] = k
                    self.laid_by[c] = seat

    # ------------------------------------------------------------ start
    def start(self, sources: dict) -> None:
        """sources: card -> sprite already on the table (taken over by the reveal), for the
        cards the table can show flying; others appear at the player's seat."""
        t = self.t
        laid = {m[0] for m in self.layoff_moves}
        for row, seat in enumerate(self.rows):
            groups, lay_offs = self._groups(seat)
            for i, c in enumerate(g for grp in groups for g in grp):
                if seat == self.result.closer and c in laid:
                    continue  # it arrives from its owner's row
                target = self.places[c] if c not in lay_offs else \
                    next(m[1] for m in self.layoff_moves if m[0] == c)
                s = sources.get(c)
                if s is None:
                    continue
                s.slot = ("reveal", seat)
                face = s.face_up and s.card == c
                s.card = c
                s.key = c
                s.glow, s.hover, s.dim = None, 0.0, False
                self.cards.put(s, row * 20 + i)
                glide(t.anim, s, target, 0.5, angle=0.0, width=self.cw, turn=not face,
                      delay=0.05 * row + 0.02 * i, arc=0.5)

        def layoffs() -> None:
            self.stage = 1
            for c, _a, b in self.layoff_moves:
                s = self.cards.get(c)
                if s is not None:
                    self.cards.raise_top(s)

                    def land(s=s, c=c) -> None:
                        if s.alive():
                            self.cards.change_layer(s, self.closer_layer.get(c, 0))
                    glide(t.anim, s, b, 0.5, arc=0.8, ease="in_out_quad", on_finish=land)
            if self.layoff_moves:
                t.sound("deal")
            t.anim.wait(0.6 if self.layoff_moves else 0.1, on_finish=points)

        def points() -> None:
            self.stage = 2
            t.show_totals(self.result)
            t.anim.wait(0.5, on_finish=board)

        def board() -> None:
            self.stage = 3
        t.anim.wait(0.75 + 0.05 * len(self.rows) + 0.16, on_finish=layoffs)

    # ------------------------------------------------------------ input / time
    def next_button(self) -> HudButton | None:
        if self.stage < 3 or self.t.human is None:
            return None
        key = "ch.see_result" if self.t.match.is_terminal() and self.t.final_pending() \
            else "ch.next_hand"
        return HudButton(self.button, self.t.tr(key), "next", accent=True)

    def could_button(self) -> HudButton | None:
        """«¿Podría haber ganado? (P)»: this hand played again with the machine in the
        person's seat (only when the person was dealt in)."""
        h = self.t.human
        if self.next_button() is None or self.result.points[h] is None:
            return None
        return HudButton(self.could, self.t.tr("ch.could"), "could")

    def update(self, dt: float) -> bool:
        """True when the table should go on by itself (all bots, or skipping to the end)."""
        if self.stage < 3 or not self.t.unattended():
            return False
        self.auto_left -= dt * min(self.t.speed(), 50.0)
        return self.auto_left <= 0

    # ------------------------------------------------------------ drawing
    def draw(self, surface) -> None:
        t = self.t
        hud = t.hud
        s = t.layout.size[1] / 720.0
        p = self.panel
        theme.dim(surface, 110)
        surface.blit(theme.soft_shadow(p.size, int(18 * s), 16, 170), p.move(-16, -8))
        surface.blit(hud.panel(p.size, int(18 * s), 238), p)
        title = t.tr("ch.reveal_title", n=self.result.hand_no + 1)
        if self.result.chinchon:
            title = t.tr("ch.chinchon", name=t.name(self.result.closer))
        hud.blit_text(surface, title, 22 * s, (self.panel.x + self.rows_area[2] / 2 + 12 * s,
                                                self.title_y), theme.GOLD_LIGHT, True)
        hud.blit_text(surface, t.tr("ch.layoff_rule", name=t.name(self.result.closer)), 12 * s,
                      (self.panel.x + self.rows_area[2] / 2 + 12 * s, self.title_y + 21 * s),
                      theme.MUTED, False)
        self.draw_rows(surface, s)
        self.draw_ghosts(surface, s)
        self.cards.draw(surface)
        self.draw_marks(surface, s)
        self.draw_tags(surface, s)
        if self.stage >= 3:
            self.draw_board(surface, s)
            b = self.next_button()
            if b is not None:
                for b in (b, self.could_button()):
                    if b is not None:
                        b.hot = b.rect.collidepoint(t.mouse)
                        hud.draw_button(surface, b)
            else:
                left = max(0.0, self.auto_left / AUTO_HOLD)
                bar = pygame.Rect(0, 0, int(p.w * 0.3), max(3, int(4 * s)))
                bar.center = self.button.center
                pygame.draw.rect(surface, (40, 60, 50), bar, border_radius=2)
                pygame.draw.rect(surface, theme.GOLD, (bar.x, bar.y, int(bar.w * (1 - left)), bar.h),
                                 border_radius=2)
                hud.blit_text(surface, t.tr("ch.next_auto"), 13 * s, (bar.centerx, bar.y - 12 * s),
                              theme.MUTED)

    def draw_rows(self, surface, s: float) -> None:
        t = self.t
        r = self.result
        x, _y, w, _h = self.rows_area
        for row, seat in enumerate(self.rows):
            cy = self.row_ys[row]
            if row:
                pygame.draw.line(surface, (*theme.GOLD_DARK, 80),
                                 (int(x + 8 * s), int(cy - (self.row_ys[1] - self.row_ys[0]) / 2)),
                                 (int(x + w - 8 * s), int(cy - (self.row_ys[1] - self.row_ys[0]) / 2)))
            col = theme.GOLD_LIGHT if seat == r.closer else theme.CREAM
            t.hud.blit_text(surface, t.name(seat), 17 * s, (x + 8 * s, cy - 9 * s), col, True,
                            "midleft")
            sub = t.tr("ch.closer") if seat == r.closer else ""
            if sub:
                t.hud.blit_text(surface, sub, 13 * s, (x + 8 * s, cy + 11 * s), theme.GOLD, True,
                                "midleft")
            note = self.layoff_notes().get(seat) if self.stage >= 1 else None
            if note:
                size = 12 * s
                lines = wrap(note, int(size), int(self.name_w - 12 * s), True)
                room = (self.row_ys[1] - self.row_ys[0]) / 2 if len(self.row_ys) > 1 else 60 * s
                lh = size * 1.25
                keep = max(1, int((room - 6 * s) / lh))
                if len(lines) > keep:
                    lines = lines[:keep]
                    lines[-1] = lines[-1].rstrip(",") + "…"
                for i, line in enumerate(lines):
                    t.hud.blit_text(surface, line, size, (x + 8 * s, cy + 11 * s + i * lh),
                                    player_color(seat), True, "midleft")
            if self.stage >= 2 and r.points[seat] is not None:
                pts = r.points[seat]
                label = t.tr("ch.minus10") if pts < 0 else t.tr("ch.loose_pts", n=pts)
                c = theme.GREEN_OK if pts <= 0 else (theme.RED_SOFT if pts >= 10 else theme.CREAM)
                t.hud.blit_text(surface, label, 22 * s, (x + w - 10 * s, cy), c, True, "midright")

    def draw_marks(self, surface, s: float) -> None:
        """A colour bar under each meld of the reveal (the closer's melds keep one colour
        each, lay-offs join their colour once they arrive)."""
        h = self.cw * CARD_RATIO
        th = max(3, int(4 * s))
        runs: dict = {}
        for sp in self.cards.sprites():
            m = self.meld_of.get(sp.key)
            if m is None:
                continue
            if isinstance(m, int) and sp.key not in self._closer_cards() and self.stage < 1:
                continue
            runs.setdefault(m, []).append(sp)
        for m, sprites in runs.items():
            xs = [sp.pos[0] for sp in sprites]
            y = max(sp.pos[1] for sp in sprites) + h / 2 + 4 * s
            idx = m if isinstance(m, int) else m[1]
            col = MELD_COLORS[idx % len(MELD_COLORS)]
            r = pygame.Rect(int(min(xs) - self.cw / 2), int(y), int(max(xs) - min(xs) + self.cw), th)
            pygame.draw.rect(surface, col, r, border_radius=th // 2)
        if self.stage >= 2:
            for sp in self.cards.sprites():
                if sp.key in self.meld_of:
                    continue
                self.t.hud.badge(surface, str(_points(sp.key)),
                                 (sp.pos[0] - self.cw * 0.3, sp.pos[1] - h / 2))

    # ------------------------------------------------------------ lay-offs
    def layoff_notes(self) -> dict:
        """seat -> "colocó el 7 de bastos en Tú": what that seat laid off on the closer."""
        t = self.t
        out: dict = {}
        for seat in self.rows[1:]:
            cards = [c for c, _a, _b in self.layoff_moves if self.laid_by.get(c) == seat]
            if cards:
                names = ", ".join(card_name(c, t.lang) for c in cards)
                key = "ch.laid_note_you" if seat == t.human else "ch.laid_note"
                if self.result.closer == t.human:
                    key = "ch.laid_note_yours"
                out[seat] = t.tr(key, cards=names, name=t.name(self.result.closer))
        return out

    def layoff_tags(self) -> list[tuple[int, list, str]]:
        """(seat, sprites, "de Lucía") for each run of neighbouring cards that one seat laid
        off in the closer's row (a tag over them in that seat's colour)."""
        t = self.t
        sprites = [sp for sp in self.cards.sprites() if sp.key in self.laid_by]
        if self.stage < 1 or not sprites:
            return []
        closer_row = sorted((sp for sp in self.cards.sprites() if sp.key in self.closer_layer),
                            key=lambda sp: sp.pos[0])
        out: list = []
        for sp in closer_row:
            seat = self.laid_by.get(sp.key)
            if seat is None:
                out.append(None)
                continue
            if out and out[-1] is not None and out[-1][0] == seat:
                out[-1][1].append(sp)
            else:
                label = t.tr("ch.laid_by_you") if seat == t.human else \
                    t.tr("ch.laid_by", name=t.name(seat))
                out.append((seat, [sp], label))
        return [o for o in out if o is not None]

    def draw_ghosts(self, surface, s: float) -> None:
        """Where a laid-off card was in its owner's row: a dashed slot in the owner's colour
        with an arrow up to the closer's row."""
        if self.stage < 1:
            return
        h = self.cw * CARD_RATIO
        for c, a, _b in self.layoff_moves:
            seat = self.laid_by.get(c)
            col = player_color(seat)
            r = pygame.Rect(0, 0, int(self.cw), int(h))
            r.center = (int(a[0]), int(a[1]))
            img = pygame.Surface(r.size, pygame.SRCALPHA)
            pygame.draw.rect(img, (*col, 36), img.get_rect(), border_radius=max(4, r.w // 12))
            surface.blit(img, r)
            _dashed(surface, r, col, max(1, int(2 * s)), max(4, int(7 * s)))
            self.t.hud.blit_text(surface, "↑", 26 * s, r.center, col, True)

    def tag_boxes(self, s: float) -> list[tuple[int, pygame.Rect, str]]:
        """(seat, box, text) of the tags over the closer's row, left to right: a tag that
        would cover the previous one shrinks to the player's initial, then moves up a step."""
        out: list = []
        for seat, sprites, label in self.layoff_tags():
            left = min(sp.rect.x for sp in sprites)
            right = max(sp.rect.x for sp in sprites) + self.cw * 0.62
            top = min(sp.rect.y for sp in sprites)
            short = self.t.name(seat)[:1]
            for k, text in enumerate((label, short, short)):
                img = hud_text(text, int(11 * s), theme.INK, True)
                box = img.get_rect().inflate(int(10 * s), int(4 * s))
                box.center = (int((left + right) / 2), int(top - (box.h + 1) * (k == 2)))
                if not any(box.colliderect(b) for _p, b, _t in out):
                    break
            out.append((seat, box, text))
        return out

    def draw_tags(self, surface, s: float) -> None:
        for seat, sprites, _label in self.layoff_tags():
            for sp in sprites:
                sp.glow = player_color(seat)
        for seat, box, text in self.tag_boxes(s):
            col = player_color(seat)
            img = hud_text(text, int(11 * s), theme.INK, True)
            pygame.draw.rect(surface, (0, 0, 0), box.move(0, 2), border_radius=box.h // 2)
            pygame.draw.rect(surface, col, box, border_radius=box.h // 2)
            surface.blit(img, img.get_rect(center=box.center))

    def _closer_cards(self) -> set:
        r = self.result
        return {c for m in r.closer_melds for c in m}

    def draw_board(self, surface, s: float) -> None:
        t = self.t
        b = self.board
        hud = t.hud
        surface.blit(hud.panel(b.size, int(12 * s), 140), b)
        hud.blit_text(surface, t.tr("ch.scoreboard"), 19 * s, (b.centerx, b.y + 18 * s),
                      theme.GOLD_LIGHT, True)
        seats = list(range(t.n))
        col0 = b.x + 12 * s
        cols_w = (b.w - 70 * s) / max(1, len(seats))
        xs = [b.x + 62 * s + cols_w * (i + 0.5) for i in range(len(seats))]
        y = b.y + 46 * s
        size = 14 if len(seats) <= 4 else 12
        hud.blit_text(surface, t.tr("ch.hand_col"), 12 * s, (col0, y), theme.MUTED, True, "midleft")
        for x, p in zip(xs, seats):
            name = t.name(p)
            hud.blit_text(surface, name[:7], size * s, (x, y), theme.CREAM, True)
        history = self.board_rows()
        row_h = 21 * s
        fit = max(1, int((b.h - 110 * s) / row_h))
        shown = history[-fit:]
        for i, (kind, label, cells) in enumerate(shown):
            yy = y + row_h * (i + 1)
            if i % 2 == 0:
                key = ("stripe", int(b.w - 12 * s), int(row_h))
                stripe = hud.cache.get(key)
                if stripe is None:
                    stripe = hud.cache[key] = theme.rounded_panel(
                        key[1:], 4, color=(255, 255, 255), alpha=16, border=None)
                surface.blit(stripe, (int(b.x + 6 * s), int(yy - row_h / 2)))
            reentry = kind == "reentry"
            hud.blit_text(surface, label, 13 * s, (col0 + 10 * s, yy),
                          REENTRY_BLUE if reentry else theme.MUTED, reentry)
            if kind == "void":
                hud.blit_text(surface, t.tr("ch.void_row"), 13 * s, (b.centerx + 20 * s, yy),
                              theme.MUTED)
                continue
            last = i == len(shown) - 1 and kind == "hand"
            for x, (text, value) in zip(xs, cells):
                if not text:
                    continue
                if reentry:
                    hud.blit_text(surface, text, 14 * s, (x, yy), REENTRY_BLUE, True)
                    continue
                if value is None:
                    hud.blit_text(surface, text, 14 * s, (x, yy), theme.MUTED)
                    continue
                col = theme.GOLD_LIGHT if last else theme.CREAM
                if value > t.limit:
                    col = theme.RED_SOFT
                hud.blit_text(surface, text, 15 * s, (x, yy), col, last)
        yy = y + row_h * (len(shown) + 1) + 8 * s
        pygame.draw.line(surface, (*theme.GOLD_DARK, 160), (b.x + 8 * s, yy - 10 * s),
                         (b.right - 8 * s, yy - 10 * s))
        for x, p in zip(xs, seats):
            if t.shown.out[p]:
                hud.blit_text(surface, t.tr("ch.out"), 12 * s, (x, yy), theme.RED_SOFT, True)
            elif t.shown.reentered[p]:
                hud.blit_text(surface, "↺", 15 * s, (x, yy), REENTRY_BLUE, True)

    def board_rows(self) -> list[tuple[str, str, list]]:
        """The scoreboard as text: (kind, label, cells) per row, kind "hand", "void" or
        "reentry"; cells hold (text, total or None) per seat. A re-entry row sits under the
        hand a player went over in: "↺ 43" in their column, the total they came back with."""
        t = self.t
        rows: list = []
        for kind, item in t.shown.history:
            if kind == "void":
                rows.append(("void", str(item + 1), []))
            elif kind == "reentry":
                rows.append(("reentry", "↺", [("↺ " + minus(item[p]), item[p]) if p in item
                                              else ("", None) for p in range(t.n)]))
            else:
                rows.append(("hand", str(item.hand_no + 1),
                             [("·", None) if item.points[p] is None else
                              (minus(item.totals[p]), item.totals[p]) for p in range(t.n)]))
        return rows


def _points(card) -> int:
    from ...engine.chinchon import card_points

    return card_points(card)

