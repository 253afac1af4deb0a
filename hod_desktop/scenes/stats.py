"""Statistics per game: played, won, win %, current and best streak, average finishing
place and, where the game reports it, average points per hand (Chinchón) and achievements
per game (Cinco Vidas española with Poderes). A second page (button «Logros») shows how
many times the person earned each achievement of the games that have them (the game
list's `achievements` module draws and names them)."""
from __future__ import annotations

import pygame

from .. import persist
from ..ui import i18n
from ..ui.draw import theme
from ..ui.draw.text_render import text, wrap
from ..ui.widgets.ui_scene import UIScene
from ..ui.widgets.controls import Button, Label
from . import stats_recent

i18n.declare("stats.title", "Estadísticas")
i18n.declare("stats.game", "Juego")
i18n.declare("stats.played", "Jugadas")
i18n.declare("stats.abandoned", "{n} sin acabar")
i18n.declare("stats.won", "Ganadas")
i18n.declare("stats.win_pct", "% victorias")
i18n.declare("stats.streak", "Racha")
i18n.declare("stats.best_streak", "Mejor racha")
i18n.declare("stats.avg_place", "Puesto medio")
i18n.declare("stats.points_per_hand", "Puntos por mano")
i18n.declare("stats.hinted", "Con pistas")
i18n.declare("stats.achievements_per_game", "Logros por partida")
i18n.declare("stats.empty", "Aún no has terminado ninguna partida. ¡A jugar!")
i18n.declare("stats.back", "Volver")
i18n.declare("stats.reset", "Borrar estadísticas")
i18n.declare("stats.reset_confirm", "Pulsa otra vez para borrarlas")
i18n.declare("stats.show_achievements", "Logros")
i18n.declare("stats.show_games", "Partidas")
i18n.declare("stats.ach_summary", "{total} en total · {distinct} de {count} distintos")
i18n.declare("stats.ach_once", "1 vez")
i18n.declare_plural("stats.ach_times", "{n} vez", "{n} veces", "n")
i18n.declare("stats.ach_never", "Aún no")

COLUMNS = ("played", "won", "win_pct", "streak", "best_streak", "avg_place")
EXTRA_COLUMNS = ("points_per_hand", "hinted", "achievements_per_game")  # when reported


def fmt(name: str, value, lang: str = "es") -> str:
    if value is None:
        return "—"
    if name in ("win_pct", "hinted"):
        value = value * 100 if name == "hinted" else value
        return i18n.tr("num.percent", lang, value=f"{value:.0f}")
    if name in ("avg_place", "points_per_hand", "achievements_per_game") \
            or isinstance(value, float):
        return i18n.decimal(value, lang)
    return str(value)


def rows_for(stats: dict) -> list[tuple[str, dict]]:
    """(game, summary) for every game with a table or with recorded results."""
    from .. import game_list

    games = game_list.available_names()
    games += [g for g in stats.get("games", {}) if g not in games]
    return [(g, persist.summary(stats, g)) for g in games]


def achievement_sections(stats: dict) -> list[tuple[object, dict[str, int]]]:
    """(the game's achievements module, {key: times}) for every offered game that has
    achievements, in menu order."""
    from .. import game_list

    out = []
    for e in game_list.games():
        if e.achievements and e.is_available():
            module = e.achievements_module()
            totals = persist.achievement_totals(stats, (e.name,))
            out.append((module, {k: totals.get(k, 0) for k in module.ACHIEVEMENTS}))
    return out


def times_text(tr, n: int) -> str:
    if n <= 0:
        return tr("stats.ach_never")
    return tr("stats.ach_once") if n == 1 else tr("stats.ach_times", n=n)


ACH_COLUMNS = 3


def fitted_name(name: str, how: str, size: int, room: int) -> tuple[str, str]:
    """(the label for a cell `room` pixels wide, its tooltip). A long English name loses its
    gloss in brackets («Lo más bajo es lo más alto (Lowest is Highest)»), which then heads
    the tooltip, rather than shrink to an unreadable size."""
    if "(" not in name or text(name, size, bold=True).get_width() <= room * 1.15:
        return name, how
    short, _, gloss = name.partition(" (")
    return short, f"{gloss.rstrip(')')}: {how}"


class StatsScene(UIScene):
    def __init__(self, app):
        super().__init__(app)
        self.stats, msg = persist.load_stats(app.settings.get("lang"))
        if msg:  # about the person's data: it stays until dismissed
            app.warn(msg)
        self._armed_reset = False
        self.page = "games"  # or "achievements"
        self.sections = achievement_sections(self.stats)

    def add_recent_page(self, panel, back) -> None:
        """The «Recientes» button (left of the others) and, on that page, its lines and
        one button per recent match (scenes/stats_recent.py)."""
        tr = self.app.tr
        bw = self.px(200)
        x = back.rect.x - self.px(16) - bw - (bw + self.px(16) if self.sections else 0)
        b = Button((x, back.rect.y, bw, back.rect.h),
                   tr("stats.show_games" if self.page == "recent" else "stats.show_recent"),
                   lambda: self.show_page("games" if self.page == "recent" else "recent"),
                   style="ghost", font_size=self.px(20))
        b.key_name = "recent"
        self.ui.add(b)
        if self.page == "recent":
            self.breakdown = stats_recent.breakdown_lines(self.stats, tr)
            top = panel.y + self.px(96) + len(self.breakdown) * self.px(26) + self.px(16)
            self.recent_buttons = stats_recent.add_recent_buttons(self, panel, top,
                                                                  back.rect.y - self.px(12))

    def show_page(self, page: str) -> None:
        self.page = page
        self.rebuild()

    def toggle_page(self) -> None:
        self.page = "achievements" if self.page != "achievements" else "games"
        self.rebuild()

    def reset_stats(self) -> None:
        if not self._armed_reset:
            self._armed_reset = True
            self.rebuild()
            return
        persist.reset_stats()
        self.stats, _ = persist.load_stats()
        self.sections = achievement_sections(self.stats)
        self._armed_reset = False
        self.rebuild()

    def build(self) -> None:
        tr = self.app.tr
        w, h = self.size
        rows = rows_for(self.stats)
        ph = self.px(96 + 44 + 46 * max(2, len(rows)) + 40 + 110)
        if self.page == "achievements":
            rows_ = sum(-(-len(t) // ACH_COLUMNS) for _, t in self.sections)
            ph = self.px(96 + 58 * len(self.sections) + 58 * rows_ + 110)
        pw, ph = min(self.px(1120), int(w * 0.94)), min(ph, int(h * 0.92))
        panel = self.add_centered_panel(pw, ph)
        pad = self.px(36)
        self.ui.add(Label((panel.x + pad, panel.y + self.px(22)), tr("stats.title"),
                          self.px(36), theme.GOLD, shadow=True, display=True))
        extras = [c for c in EXTRA_COLUMNS if any(s.get(c) is not None for _, s in rows)]
        self.columns = COLUMNS + tuple(extras)
        self.rows = rows
        back = self.add_corner_button(panel, pad, tr("stats.back"), self.back)
        bh = self.px(52)
        self.add_recent_page(panel, back)
        if self.sections:
            label = tr("stats.show_games" if self.page == "achievements"
                       else "stats.show_achievements")
            bw = self.px(200)
            page = Button((back.rect.x - self.px(16) - bw, back.rect.y, bw, back.rect.h), label,
                          self.toggle_page, style="ghost", font_size=self.px(20))
            page.key_name = "page"
            self.ui.add(page)
        if any(s["played"] for _, s in rows):
            label = tr("stats.reset_confirm" if self._armed_reset else "stats.reset")
            reset = Button((panel.x + pad, panel.bottom - pad - bh + self.px(8), self.px(250), bh),
                           label, self.reset_stats,
                           style="danger" if self._armed_reset else "ghost",
                           font_size=self.px(19))
            reset.key_name = "reset"
            self.ui.add(reset)
        self.ui.set_focus(back)

    def name_width(self, widths: list[int]) -> int:
        """The games' column: as wide as the longest name (a quarter of the panel at least,
        a third at most); at a fixed quarter «Cinco Vidas española» was squeezed to a
        smaller, blurred size than its neighbours."""
        room = self.panel.w - 2 * self.px(36)
        return min(int(room / 3), max(int(room * 0.24), max(widths, default=0) + self.px(16)))

    def draw_overlay(self, surface) -> None:  # over the panel widget
        if self.page == "achievements":
            self.draw_achievements(surface)
            return
        if self.page == "recent":
            stats_recent.draw_breakdown(self, surface, self.breakdown, self.panel.y + self.px(96))
            if not self.recent_buttons:
                img = text(self.app.tr("stats.recent_none"), self.px(20), theme.MUTED)
                surface.blit(img, img.get_rect(midtop=(self.panel.centerx, self.panel.centery)))
            return
        tr = self.app.tr
        panel, pad = self.panel, self.px(36)
        x0 = panel.x + pad
        size = self.px(22)
        name_w = self.name_width([text(tr(f"game.{g}"), size, theme.CREAM, True).get_width()
                                  for g, _ in self.rows])
        col_w = (panel.w - 2 * pad - name_w) // max(1, len(self.columns))
        y = panel.y + self.px(96)
        head = self.px(17)
        bottom = y + self.px(22)  # headers sit on this line; long ones wrap upwards
        for i, c in enumerate(self.columns):
            cx = x0 + name_w + i * col_w + col_w // 2
            lines = wrap(tr(f"stats.{c}"), head, col_w - 8, bold=True)
            for k, line in enumerate(reversed(lines)):
                img = text(line, head, theme.MUTED, True)
                if img.get_width() > col_w - 4:
                    img = pygame.transform.smoothscale_by(img, (col_w - 4) / img.get_width())
                surface.blit(img, img.get_rect(midbottom=(cx, bottom - k * int(head * 1.2))))
        img = text(tr("stats.game"), head, theme.MUTED, True)
        surface.blit(img, img.get_rect(bottomleft=(x0, bottom)))
        y += self.px(32)
        pygame.draw.line(surface, theme.GOLD_DARK, (x0, y), (panel.right - pad, y), 1)
        y += self.px(12)
        row_h = self.px(46)
        for game, s in self.rows:
            title = text(tr(f"game.{game}"), size, theme.CREAM, True)
            mid = y + title.get_height() // 2
            if title.get_width() > name_w - self.px(8):  # «Cinco Vidas, Spanish deck»
                title = pygame.transform.smoothscale_by(title, (name_w - self.px(8))
                                                        / title.get_width())
            surface.blit(title, title.get_rect(midleft=(x0, mid)))
            for i, c in enumerate(self.columns):
                value = s.get(c)
                if c in ("avg_place", "win_pct", "points_per_hand", "hinted") and not s["played"]:
                    value = None
                color = theme.GOLD_LIGHT if c == "best_streak" and value else theme.CREAM
                img = text(fmt(c, value, self.app.settings.get("lang", "es")), size, color)
                cx = x0 + name_w + i * col_w + col_w // 2
                surface.blit(img, img.get_rect(midtop=(cx, y)))
                if c == "played" and s.get("abandoned"):  # counted as lost: say how many
                    note = text(tr("stats.abandoned", n=s["abandoned"]), self.px(13), theme.MUTED)
                    surface.blit(note, note.get_rect(midtop=(cx, y + img.get_height())))
            y += row_h
        if not any(s["played"] for _, s in self.rows):
            img = text(tr("stats.empty"), self.px(20), theme.MUTED)
            surface.blit(img, img.get_rect(midtop=(panel.centerx, y + self.px(20))))

    def draw_achievements(self, surface) -> None:
        """Each game's achievements in a grid: badge (grey until earned), name, how many
        times; the pointer over one shows what earns it."""
        tr = self.app.tr
        panel, pad = self.panel, self.px(36)
        x0 = panel.x + pad
        col_w = (panel.w - 2 * pad) // ACH_COLUMNS
        cell_h = self.px(58)
        coin = self.px(42)
        y = panel.y + self.px(92)
        hover = None
        mouse = pygame.mouse.get_pos() if pygame.mouse.get_focused() else (-1, -1)
        for module, totals in self.sections:
            title = text(tr(module.TITLE_KEY), self.px(24), theme.GOLD_LIGHT, True)
            surface.blit(title, (x0, y))
            summary = tr("stats.ach_summary", total=sum(totals.values()),
                         distinct=sum(1 for n in totals.values() if n),
                         count=len(totals))
            img = text(summary, self.px(18), theme.MUTED)
            surface.blit(img, img.get_rect(bottomright=(panel.right - pad,
                                                         y + title.get_height() - self.px(2))))
            y += self.px(40)
            pygame.draw.line(surface, theme.GOLD_DARK, (x0, y - self.px(6)),
                             (panel.right - pad, y - self.px(6)), 1)
            for i, key in enumerate(module.ACHIEVEMENTS):
                n = totals[key]
                cell = pygame.Rect(x0 + (i % ACH_COLUMNS) * col_w,
                                   y + (i // ACH_COLUMNS) * cell_h, col_w, cell_h)
                badge = module.badge(key, coin, earned=n > 0)
                surface.blit(badge, badge.get_rect(midleft=(cell.x, cell.centery)))
                tx = cell.x + coin + self.px(10)
                room = cell.right - tx - self.px(8)
                full = tr(module.name_key(key))
                label, tip = fitted_name(full, tr(module.how_key(key)), self.px(18), room)
                name = text(label, self.px(18), theme.CREAM if n else theme.MUTED, True)
                if name.get_width() > room:
                    name = pygame.transform.smoothscale_by(name, room / name.get_width())
                surface.blit(name, name.get_rect(bottomleft=(tx, cell.centery + self.px(1))))
                count = text(times_text(tr, n), self.px(16),
                             theme.GOLD_LIGHT if n else theme.MUTED)
                surface.blit(count, (tx, cell.centery + self.px(3)))
                if cell.collidepoint(mouse):
                    hover = (tip, cell)
            y += -(-len(module.ACHIEVEMENTS) // ACH_COLUMNS) * cell_h + self.px(18)
        if hover is not None:
            self._draw_tip(surface, *hover)

    def _draw_tip(self, surface, line: str, cell: pygame.Rect) -> None:
        size = self.px(17)
        lines = wrap(line, size, self.px(360))
        imgs = [text(t, size, theme.CREAM) for t in lines]
        w = max(i.get_width() for i in imgs) + self.px(20)
        h = sum(i.get_height() for i in imgs) + self.px(14)
        box = pygame.Rect(0, 0, w, h)
        box.midtop = (cell.centerx, cell.bottom)
        box.clamp_ip(surface.get_rect())
        surface.blit(theme.rounded_panel(box.size, self.px(10), theme.PANEL, 245,
                                         (*theme.GOLD, 180), 1), box)
        y = box.y + self.px(7)
        for img in imgs:
            surface.blit(img, (box.x + self.px(10), y))
            y += img.get_height()
