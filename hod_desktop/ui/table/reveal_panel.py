"""The frame of an end-of-round reveal: a large panel over the table with every player's
cards in rows on the left (a name, a line under it, notes, the row's result on the right,
a rule between rows), a board on the right, a title with a line under it, and at the foot
the buttons («Siguiente mano», maybe a second one) or, when nobody has to click, a bar
that runs out. A game's reveal subclasses it and lays its cards in `row_ys` at `cw`.

It also paces the cards: `take` turns a sprite from the table into one of the reveal's
cards flying to its place, `play_stages` runs the stages (1: some cards move over to
another row, 2: the points, 3: the board and the buttons).

Rule-free: it gets the window size, the words, colours and the HUD that draws; the game
says what is in the rows, on the board and which cards move.
"""
from __future__ import annotations

import pygame

from ..draw import theme
from .hand_layout import reveal_rows
from .sprites import CardGroup, glide
from .table_hud import HudButton
from ..draw.text_render import wrap

AUTO_HOLD = 3.2  # seconds the finished reveal stays when nobody has to click


class RevealPanel:
    def __init__(self, rows: int) -> None:
        self.n_rows = rows
        self.stage = 0  # 0 cards flying in, 1 cards moving over, 2 points, 3 the board
        self.auto_left = AUTO_HOLD
        self.cards = CardGroup()  # the reveal's own sprites, over the panel

    def take(self, anim, sprite, card, slot: tuple, place, layer: int, delay: float) -> None:
        """A sprite from the table joins the reveal as `card`: unlit, turned face up (unless
        it shows that card already) on its way to `place`, at the rows' card width."""
        face = sprite.face_up and sprite.card == card
        sprite.slot, sprite.card, sprite.key = slot, card, card
        sprite.glow, sprite.hover, sprite.dim = None, 0.0, False
        self.cards.put(sprite, layer)
        glide(anim, sprite, place, 0.5, angle=0.0, width=self.cw, turn=not face, delay=delay, arc=0.5)

    def play_stages(self, anim, settle: float, moves, layer_of, on_moves, on_points) -> None:
        """After `settle` seconds, stage 1: each (key, _from, to) of `moves` glides over the
        others to `to` and lands on `layer_of(key)` (`on_moves()` once if any move); 0.6 s
        on, stage 2 (`on_points()`); 0.5 s later, stage 3."""
        def move_over() -> None:
            self.stage = 1
            for key, _a, b in moves:
                s = self.cards.get(key)
                if s is not None:
                    self.cards.raise_top(s)

                    def land(s=s, key=key) -> None:
                        if s.alive():
                            self.cards.change_layer(s, layer_of(key))
                    glide(anim, s, b, 0.5, arc=0.8, ease="in_out_quad", on_finish=land)
            if moves:
                on_moves()
            anim.wait(0.6 if moves else 0.1, on_finish=points)

        def points() -> None:
            self.stage = 2
            on_points()
            anim.wait(0.5, on_finish=board)

        def board() -> None:
            self.stage = 3
        anim.wait(settle, on_finish=move_over)

    def settle_cards(self, places: dict, moves) -> None:
        """Every card to its place at the rows' card width (after a new window size); from
        stage 1 on, the cards of `moves` (key, _from, to) at the place they moved to."""
        for sp in self.cards.sprites():
            sp.pos, sp.width = places.get(sp.key, sp.pos), self.cw
        for key, _a, b in moves if self.stage >= 1 else ():
            sp = self.cards.get(key)
            if sp is not None:
                sp.pos = b

    def frame_geometry(self, size, card_w: float, second_label_w: int = 0) -> None:
        """Panel, rows area, board, card width and row centres, the foot buttons' places
        (`second_label_w`: the width of a second button's words, 0 for none)."""
        w, h = size
        s = h / 720.0
        pw, ph = w * 0.92, h * 0.86
        self.panel = p = pygame.Rect(int((w - pw) / 2), int(h * 0.05), int(pw), int(ph))
        self.title_y = p.y + 26 * s
        left_w = p.w * (0.62 if w >= h * 1.5 else 0.58)
        self.rows_area = (p.x + 12 * s, p.y + 52 * s, left_w, p.h - 52 * s - 64 * s)
        self.board = pygame.Rect(int(p.x + left_w + 24 * s), int(p.y + 52 * s),
                                 int(p.w - left_w - 36 * s), int(p.h - 52 * s - 64 * s))
        self.name_w = 118 * s
        self.pts_w = 64 * s
        self.cw, self.row_ys = reveal_rows(self.rows_area, self.n_rows, card_w)
        bw, bh = int(220 * s), int(44 * s)
        self.button = pygame.Rect(0, 0, bw, bh)
        self.button.center = (p.centerx, int(p.bottom - 34 * s))
        self.second = pygame.Rect(0, 0, max(bw, second_label_w + int(36 * s)), bh)
        self.second.midright = (self.button.x - int(16 * s), self.button.centery)

    def tick(self, dt: float, unattended: bool, speed: float) -> bool:
        """True when the finished reveal should go on by itself (nobody to click)."""
        if self.stage < 3 or not unattended:
            return False
        self.auto_left -= dt * min(speed, 50.0)
        return self.auto_left <= 0

    # ------------------------------------------------------------ drawing
    def draw_frame(self, surface, hud, s: float, title: str, subtitle: str) -> None:
        """The table dimmed, the panel with its shadow, the title over the rows."""
        p = self.panel
        theme.dim(surface, 110)
        surface.blit(theme.soft_shadow(p.size, int(18 * s), 16, 170), p.move(-16, -8))
        surface.blit(hud.panel(p.size, int(18 * s), 238), p)
        x = p.x + self.rows_area[2] / 2 + 12 * s
        hud.blit_text(surface, title, 22 * s, (x, self.title_y), theme.GOLD_LIGHT, True)
        hud.blit_text(surface, subtitle, 12 * s, (x, self.title_y + 21 * s), theme.MUTED, False)

    def subtitle_bottom(self, s: float) -> float:
        """The foot of `draw_frame`'s subtitle: marks over the first row stay under it."""
        return self.title_y + 29 * s

    def draw_row_head(self, surface, hud, s: float, row: int, name: str, color, sub: str = "",
                      note: str | tuple[str, ...] = "", note_color=theme.CREAM) -> None:
        """Row `row`'s left column: a rule above it (not the first), the name, a line under
        it in gold (`sub`) and a note wrapped to the column. `note` may be several forms,
        longest first: the first that fits whole is drawn, else the last cut with "…"."""
        x, _y, w, _h = self.rows_area
        cy = self.row_ys[row]
        half = (self.row_ys[1] - self.row_ys[0]) / 2 if len(self.row_ys) > 1 else 60 * s
        if row:
            pygame.draw.line(surface, (*theme.GOLD_DARK, 80), (int(x + 8 * s), int(cy - half)),
                             (int(x + w - 8 * s), int(cy - half)))
        hud.blit_text(surface, name, 17 * s, (x + 8 * s, cy - 9 * s), color, True, "midleft")
        if sub:
            hud.blit_text(surface, sub, 13 * s, (x + 8 * s, cy + 11 * s), theme.GOLD, True, "midleft")
        if note:
            size, lh = 12 * s, 12 * s * 1.25
            keep = max(1, int((half - 6 * s) / lh))
            for form in (note,) if isinstance(note, str) else note:
                lines = wrap(form, int(size), int(self.name_w - 12 * s), True)
                if len(lines) <= keep:
                    break
            if len(lines) > keep:
                lines = lines[:keep]
                lines[-1] = lines[-1].rstrip(",") + "…"
            for i, line in enumerate(lines):
                hud.blit_text(surface, line, size, (x + 8 * s, cy + 11 * s + i * lh), note_color,
                              True, "midleft")

    def draw_row_result(self, surface, hud, s: float, row: int, text: str, color) -> None:
        """The row's result at its right end (points, a score)."""
        x, _y, w, _h = self.rows_area
        hud.blit_text(surface, text, 22 * s, (x + w - 10 * s, self.row_ys[row]), color, True, "midright")

    def draw_foot(self, surface, hud, s: float, buttons: list[HudButton], mouse,
                  waiting_label: str) -> None:
        """The buttons (lit under the pointer) or, with none, the bar of the unattended hold."""
        if buttons:
            for b in buttons:
                b.hot = b.rect.collidepoint(mouse)
                hud.draw_button(surface, b)
            return
        left = max(0.0, self.auto_left / AUTO_HOLD)
        bar = pygame.Rect(0, 0, int(self.panel.w * 0.3), max(3, int(4 * s)))
        bar.center = self.button.center
        pygame.draw.rect(surface, (40, 60, 50), bar, border_radius=2)
        pygame.draw.rect(surface, theme.GOLD, (bar.x, bar.y, int(bar.w * (1 - left)), bar.h),
                         border_radius=2)
        hud.blit_text(surface, waiting_label, 13 * s, (bar.centerx, bar.y - 12 * s), theme.MUTED)
