"""The end of a match: who won, the standings or the round-by-round history, the deal
code, and what next (including «¿Podría haber ganado?»)."""
from __future__ import annotations

import pygame

from ..ui import i18n
from ..ui.draw import theme
from ..ui.draw.text_render import fit_size, text
from ..ui.widgets.ui_scene import UIScene
from ..ui.widgets.controls import Button, Label
from .option_words import variant_label
from .standings import places_against_scores, standings  # noqa: F401  (re-exported: tests and tables use it here)


_trophy_cache: dict = {}


def draw_trophy(size: int, color) -> pygame.Surface:
    """A small trophy cup drawn with shapes (no font glyph needed): the winner's marker."""
    key = (size, tuple(color))
    surf = _trophy_cache.get(key)
    if surf is not None:
        return surf
    s = max(10, size)
    surf = pygame.Surface((s, s), pygame.SRCALPHA)
    dark = tuple(max(0, int(c * 0.55)) for c in color[:3])
    lw = max(1, s // 10)
    cup = pygame.Rect(int(s * 0.22), int(s * 0.06), int(s * 0.56), int(s * 0.50))
    # handles
    pygame.draw.ellipse(surf, color, (int(s * 0.04), int(s * 0.12), int(s * 0.34), int(s * 0.32)), lw)
    pygame.draw.ellipse(surf, color, (int(s * 0.62), int(s * 0.12), int(s * 0.34), int(s * 0.32)), lw)
    # bowl: flat top, round bottom
    pygame.draw.rect(surf, color, (cup.x, cup.y, cup.w, cup.h // 2))
    pygame.draw.ellipse(surf, color, (cup.x, cup.y, cup.w, cup.h))
    # stem and base
    pygame.draw.rect(surf, color, (int(s * 0.44), cup.bottom - 1, int(s * 0.12), int(s * 0.18)))
    pygame.draw.rect(surf, color, (int(s * 0.26), int(s * 0.80), int(s * 0.48), int(s * 0.14)),
                     border_radius=max(1, s // 16))
    pygame.draw.line(surf, dark, (cup.x + lw * 2, cup.y + lw), (cup.x + lw * 2, cup.y + cup.h // 2), lw)
    _trophy_cache[key] = surf
    return surf


class ResultsScene(UIScene):
    def __init__(self, app, match, human_seat: int | None = 0):
        super().__init__(app)
        self.names = dict(getattr(match, "seat_names", None) or {})  # a room's players
        # a room's match: the whole match the host sent at the end (history, could-win)
        match = getattr(match, "full_match", None) or match
        self.match = match
        self.human_seat = human_seat
        try:
            from ..engine.deal_code import encode

            self.code = encode(match.game, match.options, match.seed)
        except ValueError:
            self.code = ""
        self.rows = standings(match, human_seat)
        self.sub_width: int | None = None  # set by build: the panel's inner width
        self.mode = "standings"  # or "history": the same panel shows the rounds
        self.book = None
        self.history_view = None

    opaque = False  # the finished table stays visible, dimmed, behind the standings

    def handle_event(self, event) -> bool:
        if self.mode == "history" and self.history_view.handle_event(event, len(self.book.rows)):
            return True
        if self.mode == "history" and event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 \
                and self.open_round(self.history_view.row_at(event.pos)):
            return True
        if self.mode == "history" and event.type == pygame.KEYDOWN \
                and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.open_last_round()  # the keyboard's way to a click on a round
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_h:
            self.toggle_history()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_p and self.human_seat is not None:
            self.could_win()  # as its button says, like H for the history beside it
            return True
        super().handle_event(event)
        return True  # nothing reaches the table underneath

    def draw(self, surface) -> None:
        stack = self.app.scenes.stack
        if self in stack and stack.index(self) > 0:
            k = min(1.0, self.t / 0.35)
            veil = getattr(self, "_veil", None)
            if veil is None or veil.get_size() != surface.get_size():
                veil = self._veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
            veil.fill((4, 14, 10, int(170 * k)))
            surface.blit(veil, (0, 0))
        else:
            theme.draw_felt(surface)
        self.draw_content(surface)
        self.ui.draw(surface)
        self.draw_overlay(surface)

    def name(self, seat: int) -> str:
        return self.names.get(seat) or i18n.seat_name(seat, self.app.settings.get("lang", "es"),
                                                       self.human_seat)

    def headline(self) -> str:
        tr = self.app.tr
        winners = list(self.match.winners())
        if self.human_seat is not None and self.human_seat in winners:
            return tr("results.you_win") if len(winners) == 1 else tr("results.you_share")
        if self.human_seat is not None:
            return tr("results.you_lose")
        return self.winners_line()

    def subline(self) -> str:
        """Under the headline: who else won, or the game when the person won alone."""
        tr = self.app.tr
        winners = list(self.match.winners())
        hs = self.human_seat
        if hs is None:
            return self.summary(self.sub_width, self.px(20))
        if hs in winners:
            others = [self.name(s) for s in winners if s != hs]
            if others:
                return tr("results.shared_with", names=self._join(others))
            return self.summary(self.sub_width, self.px(20))
        return self.winners_line()

    def summary(self, width: int | None = None, size: int = 20) -> str:
        """«Cinco Vidas española · A ciegas + Poderes · 4 jugadores · Difícil»: the game
        with its variant (setup.variant_label), the players and the level; without the
        level, then the players, then the variant, when `width` pixels cannot hold it."""
        tr = self.app.tr
        m = self.match
        game = tr(f"game.{m.game}")
        variant = variant_label(tr, m.game, m.rules.options, m.options)
        head = f"{game} · {variant}" if variant else game
        n = m.options.get(m.rules.players_option)
        players = [tr("results.players_n", n=n)] if n else []
        level = [tr(f"opt.level.{m.options['level']}")] if "level" in m.options else []
        lines = [" · ".join(parts) for parts in
                 ([head] + players + level, [head] + players, [head], [game] + players + level)]
        return next((line for line in lines if width is None or text(line, size).get_width() <= width),
                    lines[-1])

    def _join(self, names: list[str]) -> str:
        if len(names) == 1:
            return names[0]
        return ", ".join(names[:-1]) + self.app.tr("results.and") + names[-1]

    def winners_line(self) -> str:
        tr = self.app.tr
        names = [self.name(s) for s in self.match.winners()]
        if not names:
            return ""
        if len(names) == 1:
            return tr("results.winner", name=names[0])
        return tr("results.winners", names=", ".join(names[:-1]) + tr("results.and") + names[-1])

    # ------------------------------------------------------------ actions
    def play_again(self) -> None:
        from ..engine.core import Match
        from .setup import new_seed

        match = Match(self.match.game, dict(self.match.options), new_seed())
        self._open(match)

    def replay(self) -> None:
        from ..engine.core import Match

        match = Match(self.match.game, dict(self.match.options), self.match.seed)
        self._open(match)

    def _open(self, match) -> None:
        from .menu import MenuScene

        def go() -> None:
            self.app.scenes.reset(MenuScene(self.app))
            self.app.open_table(match, 0 if self.human_seat is None else self.human_seat)

        self.app.confirm_new_game(go, match.game)  # asks first when its saved match would be lost

    def menu(self) -> None:
        self.app.go_menu()

    def main_buttons(self) -> list[tuple]:
        """The bottom row: (string key, action, style[, why it is off])."""
        return [("results.menu", self.menu, "secondary"),
                ("results.replay", self.replay, "secondary"),
                ("results.again", self.play_again, "primary")]

    def toggle_history(self) -> None:
        from ..engine.history import HistoryBook
        from ..ui.table.history_table import HistoryTable

        if self.book is None:
            self.book, self.history_view = HistoryBook(self.match), HistoryTable()
        self.mode = "history" if self.mode == "standings" else "standings"
        self.rebuild()

    def open_round(self, at: int | None) -> bool:
        """A click on a round of the history: the Historial opens on it, trick by trick
        (ui/table/history_replay); False when that row has nothing to replay."""
        from ..ui.table.history_table import HistoryScene, history_grid

        if at is None:
            return False
        sources = history_grid(self.book, self.name, self.app.settings.get("lang", "es"),
                               self.human_seat).sources
        scene = HistoryScene(self.app, self.match, self.human_seat, self.book)
        if at >= len(sources) or not scene.open_replay(sources[at]):
            return False
        self.app.scenes.push(scene)
        return True

    def open_last_round(self) -> None:
        """Intro on the rounds: the Historial opens on the last round trick by trick, where
        ←/→ walk the rounds and Esc leads to its table (↑/↓ and Intro pick a round)."""
        from ..ui.table.history_table import HistoryScene

        scene = HistoryScene(self.app, self.match, self.human_seat, self.book)
        if scene.open_replay(scene.pick):
            self.app.scenes.push(scene)

    def could_win(self) -> None:
        from .could_win import CouldWinScene

        self.app.scenes.push(CouldWinScene(self.app, self.match, self.human_seat))

    def back(self) -> None:
        """Esc or a right click leaves the rounds for the standings first: a key that closes
        a view must not also leave the screen (the results were gone with the history)."""
        if self.mode == "history":
            self.toggle_history()
            return
        self.menu()

    # ------------------------------------------------------------ layout
    def build(self) -> None:
        tr = self.app.tr
        w, h = self.size
        rows_h = len(self.rows) * self.px(40)
        ph = (self.px(150) + self.px(26) + rows_h + self.px(24) + self.px(40) + self.px(52)
              + self.px(40) + self.px(56))
        pw, ph = min(self.px(820), int(w * 0.92)), min(max(ph, self.px(480)), int(h * 0.96))
        panel = self.add_centered_panel(pw, ph, alpha=255)  # opaque: no table through it
        pad = self.px(36)
        self.sub_width = pw - 2 * pad  # the line under the headline fits the panel
        self.ui.add(Label((panel.centerx, panel.y + self.px(20)), tr("results.title").upper(),
                          self.px(17), theme.MUTED, bold=True, align="center"))
        won = self.human_seat is not None and self.human_seat in self.match.winners()
        head = self.headline()  # a longer language's headline shrinks to the panel
        self.ui.add(Label((panel.centerx, panel.y + self.px(44)), head,
                          fit_size(head, self.px(44), pw - 2 * pad, display=True, floor=0.6),
                          theme.GOLD if won else theme.CREAM, align="center",
                          shadow=True, display=True))
        sub = self.subline()
        self.ui.add(Label((panel.centerx, panel.y + self.px(104)), sub, self.px(20),
                          theme.GOLD_LIGHT, align="center"))
        self.table_top = panel.y + self.px(150)
        bh = self.px(52)
        y = panel.bottom - pad - bh + self.px(8)
        gap = self.px(12)
        buttons = self.main_buttons()
        bw = (pw - 2 * pad - (len(buttons) - 1) * gap) // len(buttons)
        x = panel.x + pad
        for key, fn, style, *why in buttons:
            b = Button((x, y, bw, bh), tr(key), fn, style=style, font_size=self.px(20),
                       enabled=not why, reason=why[0] if why else None)
            b.key_name = key
            self.ui.add(b)
            x += bw + gap
        # a second row: the history in this panel, and the same deal with the machine
        sh = self.px(40)
        y2 = y - gap - sh
        extra = [("results.history" if self.mode == "standings" else "results.standings",
                  self.toggle_history)]
        if self.human_seat is not None:
            extra.append(("could.button_key", self.could_win))
        from . import could_win  # noqa: F401  (declares its strings)

        bw2 = (pw - 2 * pad - gap) // 2
        for i, (key, fn) in enumerate(extra):
            b = Button((panel.x + pad + i * (bw2 + gap), y2, bw2, sh), tr(key), fn,
                       style="ghost", font_size=self.px(18))
            b.key_name = key if key not in ("results.history", "results.standings") else "history"
            self.ui.add(b)
        if self.code:
            self.ui.add(Label((panel.centerx, y2 - self.px(34)), tr("results.deal_code", code=self.code),
                              self.px(17), theme.MUTED, align="center"))
        self.table_bottom = y2 - self.px(44)
        if self.mode == "standings" and places_against_scores(self.rows):  # why 6. is below 5.
            self.table_bottom -= self.px(26)
            self.ui.add(Label((panel.centerx, self.table_bottom + self.px(4)), tr("results.out_order"),
                              self.px(16), theme.MUTED, align="center"))

    def draw_overlay(self, surface) -> None:
        if self.mode == "history":
            from ..ui.table.history_table import history_grid

            p = self.panel
            rect = pygame.Rect(p.x + self.px(36), self.table_top, p.w - self.px(72),
                               self.table_bottom - self.table_top)
            grid = history_grid(self.book.update(), self.name,
                                self.app.settings.get("lang", "es"), self.human_seat)
            self.history_view.draw(surface, rect, grid, self.s)
            return
        tr = self.app.tr
        p = self.panel
        x0, x1 = p.x + self.px(70), p.right - self.px(70)
        y = self.table_top
        kind = self.rows[0]["kind"] if self.rows else None
        fs = self.px(20)
        place = tr("results.place")  # a longer word for «Puesto» moves the names over
        col = max(self.px(90), text(place.upper(), self.px(14), theme.MUTED, True).get_width() + self.px(14))
        head = [(place, x0, "left"), (tr("results.player"), x0 + col, "left")]
        if kind:
            head.append((tr(f"results.{kind}"), x1, "right"))
        for s, x, al in head:
            img = text(s.upper(), self.px(14), theme.MUTED, True)
            surface.blit(img, img.get_rect(**{"topleft" if al == "left" else "topright": (x, y)}))
        y += self.px(26)
        avail = self.table_bottom - y
        row_h = max(self.px(24), min(self.px(40), avail // max(1, len(self.rows))))
        for i, r in enumerate(self.rows):
            ry = y + i * row_h
            band = pygame.Rect(x0 - self.px(16), ry, x1 - x0 + self.px(32), row_h - self.px(4))
            if r["winner"]:
                s = pygame.Surface(band.size, pygame.SRCALPHA)
                pygame.draw.rect(s, (*theme.GOLD, 46), s.get_rect(), border_radius=self.px(8))
                surface.blit(s, band)
            color = theme.GOLD_LIGHT if r["winner"] else theme.CREAM
            me = self.human_seat is not None and r["seat"] == self.human_seat
            cy = band.centery
            img = text(f"{r['place']}.", fs, color, True)
            surface.blit(img, img.get_rect(midleft=(x0, cy)))
            img = text(self.name(r["seat"]), fs, color, me or r["winner"])
            surface.blit(img, img.get_rect(midleft=(x0 + col, cy)))
            if r["winner"]:
                x = x0 + col + self.px(12) + img.get_width()
                trophy = draw_trophy(self.px(22), theme.GOLD)
                surface.blit(trophy, trophy.get_rect(midleft=(x, cy)))
                tag = text(tr("results.winner_tag"), self.px(15), theme.GOLD, True)
                surface.blit(tag, tag.get_rect(midleft=(x + trophy.get_width() + self.px(6), cy)))
            if r["score"] is not None:
                img = text(i18n.minus(r["score"]), fs, color, True)
                surface.blit(img, img.get_rect(midright=(x1, cy)))
