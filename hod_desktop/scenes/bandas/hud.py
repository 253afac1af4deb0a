"""Drawing the Bandas table: seats, the five districts, the score table, the hand (thugs
and tricks), the reveal's caption, the rival chooser, the unplaced-thugs question and the
final ranking.

Everything drawn comes from the table's `board()` snapshot (what the person may see now:
the view, or the reveal's progress), never from the engine's state.
"""
from __future__ import annotations

import math

import pygame

from ...engine import bandas as ba
from ...ui import i18n
from ...ui.draw import text_render, theme
from ...ui.table.question_box import QuestionBox
from ...ui.table.seat_ring import Plaque
from ...ui.table.table_hud import ButtonStyle, HudButton, TableHud
from .layout import SEAT_COLORS
from .text import district_name, trick_name

TRICK_MARK = {ba.REFUERZOS: "+3", ba.NAVAJA: "×2", ba.CHIVATO: "=", ba.SOBORNO: "$",
              ba.REDADA: "R", ba.DOBLE: "×2/−3"}
CITY_TINT = (44, 52, 78)


class BandasHud(TableHud):
    BUTTON_STYLE = ButtonStyle(4, 20, (70, 74, 80), (50, 54, 60), (130, 134, 140), False)

    def __init__(self, table):
        super().__init__(table)
        self.question = QuestionBox()  # «¿Confirmar igual?» with thugs unplaced

    def blit_text(self, surface, text, size, pos, color=theme.CREAM, bold=False, anchor="center"):
        """As the shared HUD's, for numbers too (values, counts, points)."""
        return super().blit_text(surface, str(text), size, pos, color, bold, anchor)

    def px(self, v: float) -> int:
        return int(round(v * self.s))

    # ------------------------------------------------------------ seats
    def plaque(self, b, p: int) -> Plaque:
        """What seat `p`'s plaque shows: points, thugs tonight, tricks held, and whether
        they are still deciding (the plaque then glows) or ready."""
        status, color, deciding = "", theme.MUTED, False
        if b.phase == "allocating" and not b.revealing:
            deciding = p in b.to_act
            status = self.tr("ba.deciding") if deciding else "✓ " + self.tr("ba.ready")
            color = theme.GOLD_LIGHT if deciding else theme.GREEN_OK
        return Plaque(self.t.name(p), status, color, score=self.tr("ba.points", k=i18n.minus(b.scores[p])),
                      score_short=i18n.minus(b.scores[p]), active=deciding)

    def seat_line(self, b, p: int) -> str:
        """Under the name: «13 matones · trucos: 0» (tonight's thugs, tricks held)."""
        return self.tr("ba.thugs", k=b.thugs[p]) + " · " + self.tr("ba.tricks", k=b.hand_sizes[p])

    def draw_seats(self, surface, b) -> None:
        t = self.t
        seats = self.ring.one_score_form([(r, self.plaque(b, p), None)
                                          for p, r in enumerate(t.layout.seats)])
        for p, (r, plaque, _) in enumerate(seats):
            if plaque.active:
                self.ring.draw_turn(surface, r, plaque, self.clock)
            else:
                self.ring.draw(surface, [(r, plaque, None)])
            stripe = pygame.Rect(r.x + self.px(3), r.y + self.px(8), self.px(6), r.h - self.px(16))
            pygame.draw.rect(surface, SEAT_COLORS[p], stripe, border_radius=self.px(3))
            if p == t.human:
                pygame.draw.rect(surface, theme.GOLD, r, 2, border_radius=self.px(12))
            self.blit_text(surface, self.seat_line(b, p), 12 * self.s, (r.x + self.px(14), r.y + r.h * 0.56),
                           theme.MUTED, False, "midleft")

    # ------------------------------------------------------------ districts
    def draw_districts(self, surface, b) -> None:
        t = self.t
        lay = t.layout
        s = self.s
        for d, r in enumerate(lay.districts):
            focus = d == t.focus and b.can_move
            hover = t.drop_target == d
            surface.blit(self.panel(r.size, self.px(14), 215), r)
            owner = b.owners[d]
            band = pygame.Rect(r.x, r.y, r.w, self.px(34))
            color = SEAT_COLORS[owner] if owner is not None else (90, 96, 110)
            pygame.draw.rect(surface, color, band, border_top_left_radius=self.px(14),
                             border_top_right_radius=self.px(14))
            self.blit_text(surface, district_name(d, t.lang), 19 * s, band.center, theme.INK, True)
            value = b.values[d]
            vc = (r.centerx, r.y + self.px(62))
            pygame.draw.circle(surface, (30, 30, 40), vc, self.px(24))
            pygame.draw.circle(surface, theme.GOLD, vc, self.px(24), 2)
            self.blit_text(surface, "?" if value is None else value, 26 * s, vc, theme.GOLD_LIGHT, True)
            own = self.tr("ba.owner", name=t.name(owner)) if owner is not None else self.tr("ba.no_owner")
            self.blit_text(surface, own, 12 * s, (r.centerx, r.y + self.px(98)), theme.MUTED)
            if b.revealing:
                self._draw_reveal_district(surface, b, d, r)
            else:
                self._draw_last_night(surface, b, d, r)
                self._draw_my_tokens(surface, b, d, r)
            if focus or hover:
                pygame.draw.rect(surface, theme.GOLD_LIGHT, r, 3, border_radius=self.px(14))
            if b.can_move:
                for rect, label in ((lay.minus[d], "−"), (lay.plus[d], "+")):
                    hb = HudButton(rect, label, label, enabled=True,
                                   hot=rect.collidepoint(t.mouse))
                    self.draw_button(surface, hb)

    def _rows(self, surface, r, y0, rows, strong=None, raided=False, row_h=20) -> None:
        """Small rows "● 4 ×2" (colour dot, thugs, trick mark) inside a district."""
        s = self.s
        row_h = self.px(row_h)
        for i, (p, k, mark) in enumerate(rows):
            y = y0 + i * row_h
            x = r.x + self.px(16)
            pygame.draw.circle(surface, SEAT_COLORS[p], (x, y), self.px(6))
            col = theme.GOLD_LIGHT if p == strong else theme.CREAM
            self.blit_text(surface, k, 14 * s, (x + self.px(12), y), col, p == strong, "midleft")
            if k and not raided:
                bar = pygame.Rect(x + self.px(36), y - self.px(4), min(r.w - self.px(90), self.px(6) * k),
                                  self.px(8))
                pygame.draw.rect(surface, SEAT_COLORS[p], bar, border_radius=self.px(3))
            if mark:
                self.blit_text(surface, mark, 12 * s, (r.right - self.px(10), y), theme.GOLD, True,
                               "midright")
            if raided:
                pygame.draw.line(surface, theme.RED_SOFT, (x - self.px(8), y), (x + self.px(30), y), 2)

    def _draw_last_night(self, surface, b, d, r) -> None:
        last = b.last_night
        if last is None:
            return
        self.blit_text(surface, self.tr("ba.last_night"), 12 * self.s,
                       (r.x + self.px(10), r.y + self.px(114)), theme.MUTED, True, "midleft")
        res = last.results[d]
        raided = any(st.kind == ba.RAID for st in res.steps)
        counted = res.placed if raided else res.strength  # what the reveal ended on
        rows = []
        for p in range(len(last.allocations)):
            play = last.plays[p]
            mark = TRICK_MARK[play.trick] if play is not None and play.district == d else ""
            if res.placed[p] or counted[p] or mark:
                rows.append((p, counted[p], mark))
        self._rows(surface, r, r.y + self.px(131), rows, res.winner, row_h=16)

    def _draw_my_tokens(self, surface, b, d, r) -> None:
        t = self.t
        if t.human is None or b.phase != "allocating":
            return
        k = t.draft[d]
        col = SEAT_COLORS[t.human]
        area = t.token_area(d)
        for i in range(min(k, 15)):
            x = area.x + self.px(14) + (i % 5) * self.px(22)
            y = area.y + self.px(14) + (i // 5) * self.px(22)
            pygame.draw.circle(surface, (0, 0, 0), (x + 1, y + 2), self.px(9))
            pygame.draw.circle(surface, col, (x, y), self.px(9))
            pygame.draw.circle(surface, theme.CREAM, (x, y), self.px(9), 1)
        if k:
            self.blit_text(surface, k, 22 * self.s, (area.right - self.px(8), area.y + self.px(14)),
                           theme.GOLD_LIGHT, True, "midright")
        trick = t.draft_trick
        if trick is not None and trick[1] == d:
            label = trick_name(trick[0], t.lang)
            if trick[0] == ba.SOBORNO:
                label += " → " + (t.name(trick[2]) if trick[2] is not None else "?")
            box = pygame.Rect(0, 0, r.w - self.px(14), self.px(22))
            box.midbottom = (r.centerx, t.layout.plus[d].y - self.px(6))
            pygame.draw.rect(surface, (120, 40, 40), box, border_radius=self.px(6))
            self.blit_text(surface, label, 13 * self.s, box.center, theme.CREAM, True)

    def _draw_reveal_district(self, surface, b, d, r) -> None:
        rv = self.t.reveal
        report = rv.report
        if d not in rv.counts:
            self.blit_text(surface, "?", 40 * self.s, (r.centerx, r.centery + self.px(40)), theme.MUTED, True)
            return
        counts = rv.counts[d]
        rows = []
        for p, k in enumerate(counts):
            play = report.plays[p]
            mark = TRICK_MARK[play.trick] if play is not None and play.district == d else ""
            if report.allocations[p][d] or k or mark:
                rows.append((p, k, mark))
        raided = d in rv.raided
        self._rows(surface, r, r.y + self.px(130), rows, rv.winners.get(d), raided)
        if raided:
            self.blit_text(surface, trick_name(ba.REDADA, self.t.lang).upper(), 22 * self.s,
                           (r.centerx, r.bottom - self.px(30)), theme.RED_SOFT, True)
        if rv.district == d:
            pygame.draw.rect(surface, theme.CREAM, r, 3, border_radius=self.px(14))

    # ------------------------------------------------------------ score table
    def draw_scores(self, surface, b) -> None:
        t = self.t
        r = t.layout.scores
        s = self.s
        surface.blit(self.panel(r.size, self.px(14), 215), r)
        self.blit_text(surface, self.tr("ba.score_title"), 16 * s, (r.centerx, r.y + self.px(18)),
                       theme.GOLD_LIGHT, True)
        n = len(b.scores)
        col_w = (r.w - self.px(86)) / 8
        y = r.y + self.px(44)
        for k in range(7):
            self.blit_text(surface, k + 1, 12 * s, (r.x + self.px(78) + col_w * (k + 0.5), y), theme.MUTED)
        self.blit_text(surface, "Σ", 13 * s, (r.x + self.px(78) + col_w * 7.5, y), theme.GOLD, True)
        row_h = min(self.px(40), (r.h - self.px(60)) // max(1, n))
        for p in range(n):
            yy = y + self.px(24) + p * row_h
            pygame.draw.circle(surface, SEAT_COLORS[p], (r.x + self.px(14), yy), self.px(6))
            self.blit_text(surface, t.name(p)[:6], 13 * s, (r.x + self.px(24), yy), theme.CREAM, False, "midleft")
            for k, night in enumerate(b.night_points):
                pts = night[p]
                col = theme.RED_SOFT if pts < 0 else (theme.CREAM if pts else theme.MUTED)
                self.blit_text(surface, i18n.minus(pts), 13 * s, (r.x + self.px(78) + col_w * (k + 0.5), yy), col)
            self.blit_text(surface, i18n.minus(b.scores[p]), 14 * s, (r.x + self.px(78) + col_w * 7.5, yy),
                           theme.GOLD_LIGHT, True)

    # ------------------------------------------------------------ the hand
    def draw_keys_and_code(self, surface, keys: bool = True) -> None:
        """Under the confirm button, right-aligned: the keys line (every key of the table,
        wrapped at a separator) and, at the window's bottom, the deal code the README
        promises bottom right (it was missing from this table)."""
        lay, s = self.t.layout, self.s
        size = max(10, int(12 * s))
        code = self.t.code and self.tr("table.code", code=self.t.code)
        bottom = surface.get_height() - self.px(4)
        code_top = bottom - (self.text_img(code, size, theme.MUTED).get_height() if code else 0)
        y = lay.confirm.bottom + self.px(6)
        self.keys_lines = []
        self.keys_rect = pygame.Rect(lay.confirm.right, int(y), 0, 0)  # where they are (a guide keeps off)
        fit, parts = text_render.fit_groups(self.tr("ba.keys"), size, int(lay.confirm.w * 1.9),
                                            code_top - y) if keys else (size, ())
        for part in parts:  # smaller type rather than a lost «Esc pausa» (a longer language)
            img = self.text_img(part, fit, theme.MUTED)
            self.keys_rect.union_ip(surface.blit(img, img.get_rect(topright=(lay.confirm.right, int(y)))))
            self.keys_lines.append(part)
            y += img.get_height()
        self.keys_size, self.keys_foot = fit, (y, code_top)
        self.code_rect = code and self.blit_text(surface, code, size, (lay.confirm.right, bottom),
                                                 (150, 176, 160), False, "bottomright")

    def draw_hand(self, surface, b) -> None:
        t = self.t
        lay = t.layout
        s = self.s
        if t.human is None:
            return
        r = lay.pool
        surface.blit(self.panel(r.size, self.px(14), 200), r)
        left = t.thugs_left()
        c = (r.centerx, r.y + self.px(62))
        col = SEAT_COLORS[t.human]
        if (b.can_move or t.asking_unplaced) and left:  # under «¿Confirmar igual?» too: its line says them
            for i in range(min(left, 6)):
                pygame.draw.circle(surface, (0, 0, 0), (c[0] + 1, c[1] - i * 4 + 3), self.px(30))
                pygame.draw.circle(surface, col, (c[0], c[1] - i * 4), self.px(30))
                pygame.draw.circle(surface, theme.CREAM, (c[0], c[1] - i * 4), self.px(30), 2)
            self.blit_text(surface, left, 26 * s, (c[0], c[1] - min(left, 6) * 4 + 4), theme.INK, True)
        if b.can_move or (t.human in b.to_act and not b.revealing):
            key = "ba.left0" if left == 0 else ("ba.left1" if left == 1 else "ba.left")
            words = self.tr(key, k=left)  # a longer language shrinks to the panel's width
            size = text_render.fit_size(words, 15 * s, r.w - self.px(12), True)
            self.blit_text(surface, words, size, (r.centerx, r.bottom - self.px(24)), theme.CREAM, True)
        self.draw_keys_and_code(surface, not b.revealing)  # the reveal says its keys by the caption
        self.tricks_shown = lay.tricks[:len(b.hand)]  # the places with a trick card (a guide reads)
        for i, rect in enumerate(lay.tricks):
            if i >= len(b.hand):
                break
            trick = b.hand[i]
            used = t.draft_trick is not None and t.draft_trick_index == i
            if t.dragging_trick == i:
                continue
            self.draw_trick_card(surface, rect, trick, dim=used or not b.can_move,
                                 glow=t.armed_trick == i)
        if b.can_move or (b.phase == "allocating" and not b.revealing and t.human in b.to_act):
            ok = t.thugs_left() == 0
            self.draw_button(surface, HudButton(lay.confirm, self.tr("ba.confirm"), "confirm",
                                                enabled=b.can_move, hot=lay.confirm.collidepoint(t.mouse),
                                                accent=ok))

    def _fit_trick_words(self, name: str, desc: str, width: int
                         ) -> tuple[int, list[str], list[str]]:
        """(the name's font size, the name's lines, the description's lines) inside a card
        `width` wide: a long name ("Double or nothing") shrinks down to a readable size,
        then takes two lines (at 800x480 it ran past both edges of the card at 8 px); the
        description wraps (measured once per card and size, not every frame)."""
        room = width - self.px(10)
        size, floor = int(15 * self.s), max(9, int(11 * self.s))
        while size > floor and text_render.font(size, True).size(name)[0] > room:
            size -= 1
        lines = [name]
        if text_render.font(size, True).size(name)[0] > room:
            size = int(15 * self.s)
            while size > 8 and not _fits(name, size, room):
                size -= 1
            lines = list(text_render.wrap_even(name, size, room, True))
        # wrapped at the size it is drawn: the HUD's texts are never under 8 px (wrapped
        # at 7 px at 800x480, a line ran past the card's sides)
        return size, lines, text_render.wrap(desc, max(8, int(11 * self.s)), width - self.px(12))

    def draw_trick_card(self, surface, rect, trick, dim=False, glow=False) -> None:
        s = self.s
        surface.blit(theme.soft_shadow(rect.size, self.px(10), 6, 120), rect.move(-6, -3))
        face = theme.vertical_gradient(rect.size, (250, 236, 204), (214, 190, 140), self.px(10))
        surface.blit(face, rect)
        pygame.draw.rect(surface, theme.GOLD_DARK if not glow else theme.GOLD_LIGHT, rect, 2,
                         border_radius=self.px(10))
        self.blit_text(surface, TRICK_MARK[trick], 30 * s, (rect.centerx, rect.y + rect.h * 0.36),
                       (150, 40, 40), True)
        name, desc = trick_name(trick, self.t.lang), self.tr(f"ba.th.{trick}")
        size, name_lines, lines = self.cached(("trick_words", name, desc, rect.w, int(15 * s)),
                                              lambda: self._fit_trick_words(name, desc, rect.w))
        step = text_render.font(size, True).get_linesize()
        top = rect.y + self.px(20) - (len(name_lines) - 1) * step // 2
        for i, line in enumerate(name_lines):
            self.blit_text(surface, line, size, (rect.centerx, top + i * step), theme.INK, True)
        for i, line in enumerate(lines):  # a line or two inside the card, never past its edges
            self.blit_text(surface, line, 11 * s, (rect.centerx, rect.bottom - self.px(18)
                                                   - (len(lines) - 1 - i) * 13 * s), (70, 60, 50))
        if dim:
            veil = pygame.Surface(rect.size, pygame.SRCALPHA)
            veil.fill((0, 0, 0, 120))
            surface.blit(veil, rect)

    def draw_drag(self, surface) -> None:
        t = self.t
        if t.dragging_thug is not None:
            x, y = t.mouse
            pygame.draw.circle(surface, SEAT_COLORS[t.human], (x, y), self.px(14))
            pygame.draw.circle(surface, theme.CREAM, (x, y), self.px(14), 2)
        elif t.dragging_trick is not None:
            trick = t.view().hand[t.dragging_trick]
            rect = t.layout.tricks[0].copy()
            rect.center = t.mouse
            self.draw_trick_card(surface, rect, trick, glow=True)

    # ------------------------------------------------------------ captions and panels
    def draw_caption(self, surface, text, color=theme.CREAM, hint=None) -> None:
        """The caption in its pill, the hint beside it; when the hint has no room beside it
        (a longer language ran it off the window), on a second line inside the pill."""
        if not text:
            return
        r = self.t.layout.caption
        img = text_render.text(text, int(18 * self.s), color, True)
        box = img.get_rect(center=r.center).inflate(self.px(30), self.px(10))
        size = 12 * self.s
        if not hint or text_render.font(int(size)).size(hint)[0] <= \
                surface.get_width() - box.right - self.px(20):
            surface.blit(self.panel(box.size, box.h // 2, 190), box)
            surface.blit(img, img.get_rect(center=r.center))
            self.lines_drawn.append(box)  # a prompt line (a guide keeps off it)
            if hint:
                self.blit_text(surface, hint, size, (box.right + self.px(12), r.centery),
                               theme.MUTED, False, "midleft")
            return
        small = text_render.text(hint, text_render.fit_size(hint, size, surface.get_width() - self.px(40)),
                                 theme.MUTED)
        box = pygame.Rect(0, 0, max(img.get_width(), small.get_width()) + self.px(30),
                          img.get_height() + small.get_height() + self.px(8))
        box.center = r.center
        surface.blit(self.panel(box.size, min(box.h // 2, self.px(16)), 190), box)
        self.lines_drawn.append(box)
        surface.blit(img, img.get_rect(midtop=(r.centerx, box.y + self.px(4))))
        surface.blit(small, small.get_rect(midbottom=(r.centerx, box.bottom - self.px(4))))

    def rival_buttons(self) -> list[HudButton]:
        t = self.t
        rivals = [p for p in range(t.n) if p != t.human]
        w, h, gap = self.px(170), self.px(40), self.px(10)
        total = len(rivals) * (h + gap) - gap
        cx, cy = t.layout.size[0] // 2, t.layout.size[1] // 2
        out = []
        for i, p in enumerate(rivals):
            r = pygame.Rect(0, 0, w, h)
            r.midtop = (cx, cy - total // 2 + i * (h + gap) + self.px(20))
            out.append(HudButton(r, t.name(p), str(p), hot=r.collidepoint(t.mouse)))
        return out

    def draw_rival_chooser(self, surface) -> None:
        buttons = self.rival_buttons()
        box = buttons[0].rect.unionall([b.rect for b in buttons]).inflate(self.px(60), self.px(90))
        box.y -= self.px(20)
        theme.dim(surface, 110)
        surface.blit(self.panel(box.size, self.px(16), 240), box)
        self.blit_text(surface, self.tr("ba.pick_rival"), 18 * self.s,
                       (box.centerx, box.y + self.px(24)), theme.GOLD_LIGHT, True)
        for b in buttons:
            self.draw_button(surface, b)

    def unplaced_buttons(self) -> list[HudButton]:
        """«Colocar más» first, in the keys' focus: a second Intro keeps the plan."""
        lay = self.t.layout
        return self.question.buttons((lay.size[0] // 2, lay.size[1] // 2), self.s, (
            (self.tr("ba.unplaced_back"), "back", True), (self.tr("ba.unplaced_go"), "go", False)))

    def draw_unplaced_question(self, surface) -> None:
        lay = self.t.layout
        theme.dim(surface, 110)
        self.question.draw(surface, self, (lay.size[0] // 2, lay.size[1] // 2),
                           self.tr("ba.unplaced_title"),
                           self.tr("ba.unplaced", k=self.t.thugs_left()),
                           self.unplaced_buttons(), self.t.mouse)

    def final_center(self) -> tuple[float, float]:
        """The final ranking's centre: a little above the middle, higher when its rows and
        «Continuar» under it would reach the person's trick cards (6 players)."""
        lay = self.t.layout
        cx, cy = lay.size[0] / 2, lay.size[1] / 2 - self.px(30)
        if self.t.overlay.visible:
            panel = self.t.overlay.rect((cx, cy), lay.size, self.s)
            low = min(r[1] for r in lay.tricks) - self.px(8)  # the trick cards' top
            over = panel.bottom + self.px(14 + 46) - low
            cy -= max(0, min(over, panel.top - self.px(8)))
        return cx, cy

    def final_button(self) -> HudButton:
        """«Continuar» just under the final ranking: at the foot of the window it stood apart
        from the panel, over the person's trick cards (bdf, 2p 1280x720)."""
        r = pygame.Rect(0, 0, self.px(200), self.px(46))
        r.midbottom = (self.t.layout.size[0] // 2, self.t.layout.size[1] - self.px(40))
        if self.t.overlay.visible:
            panel = self.t.overlay.rect(self.final_center(), self.t.layout.size, self.s)
            r.midtop = (panel.centerx, panel.bottom + self.px(14))
        return HudButton(r, self.tr("ba.continue"), "continue", hot=r.collidepoint(self.t.mouse),
                         accent=True)

    def draw_final(self, surface, overlay) -> None:
        theme.dim(surface, 150)
        overlay.draw(surface, self.final_center(), self.s, self.panel,
                     self.blit_text, lambda size: pygame.Surface((1, 1), pygame.SRCALPHA))
        self.draw_button(surface, self.final_button())

    def draw_message_line(self, surface, text, color) -> None:
        self.draw_caption(surface, text, color)

    @staticmethod
    def pulse(clock: float) -> float:
        return 0.5 + 0.5 * math.sin(clock * 4.0)


def _fits(name: str, size: int, room: int) -> bool:
    """`name` in bold `size` takes at most two lines, each no wider than `room`."""
    lines = text_render.wrap_even(name, size, room, True)
    f = text_render.font(size, True)
    return len(lines) <= 2 and all(f.size(line)[0] <= room for line in lines)
