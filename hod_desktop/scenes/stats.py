"""Statistics per game: played, won, win %, current and best streak, average finishing
place and, where the game reports it, average points per hand (Chinchón) and achievements
per game (Cinco Vidas española with Poderes)."""
from __future__ import annotations

import pygame

from .. import persist
from ..ui import i18n, theme
from ..ui.text_render import text, wrap
from ..ui.ui_scene import UIScene
from ..ui.widgets import Button, Label

i18n.register("es", {
    "stats.title": "Estadísticas",
    "stats.game": "Juego",
    "stats.played": "Jugadas",
    "stats.won": "Ganadas",
    "stats.win_pct": "% victorias",
    "stats.streak": "Racha",
    "stats.best_streak": "Mejor racha",
    "stats.avg_place": "Puesto medio",
    "stats.points_per_hand": "Puntos por mano",
    "stats.hinted": "Con pistas",
    "stats.achievements_per_game": "Logros por partida",
    "stats.empty": "Aún no has terminado ninguna partida. ¡A jugar!",
    "stats.back": "Volver",
    "stats.reset": "Borrar estadísticas",
    "stats.reset_confirm": "Pulsa otra vez para borrarlas",
})
i18n.register("en", {
    "stats.title": "Statistics",
    "stats.game": "Game",
    "stats.played": "Played",
    "stats.won": "Won",
    "stats.win_pct": "Win %",
    "stats.streak": "Streak",
    "stats.best_streak": "Best streak",
    "stats.avg_place": "Avg. place",
    "stats.points_per_hand": "Points per hand",
    "stats.hinted": "With hints",
    "stats.achievements_per_game": "Achievements per game",
    "stats.empty": "You have not finished a game yet. Go and play!",
    "stats.back": "Back",
    "stats.reset": "Reset statistics",
    "stats.reset_confirm": "Click again to reset",
})

COLUMNS = ("played", "won", "win_pct", "streak", "best_streak", "avg_place")
EXTRA_COLUMNS = ("points_per_hand", "hinted", "achievements_per_game")  # when reported


def fmt(name: str, value, lang: str = "es") -> str:
    if value is None:
        return "—"
    if name in ("win_pct", "hinted"):
        value = value * 100 if name == "hinted" else value
        return f"{value:.0f} %" if lang == "es" else f"{value:.0f}%"
    if name in ("avg_place", "points_per_hand", "achievements_per_game") \
            or isinstance(value, float):
        out = f"{value:.1f}"
        return out.replace(".", ",") if lang == "es" else out
    return str(value)


def rows_for(stats: dict) -> list[tuple[str, dict]]:
    """(game, summary) for every game with a table or with recorded results."""
    from .. import game_list

    games = game_list.available_names()
    games += [g for g in stats.get("games", {}) if g not in games]
    return [(g, persist.summary(stats, g)) for g in games]


class StatsScene(UIScene):
    def __init__(self, app):
        super().__init__(app)
        self.stats, msg = persist.load_stats(app.settings.get("lang"))
        if msg:  # about the person's data: it stays until dismissed
            app.warn(msg)
        self._armed_reset = False

    def reset_stats(self) -> None:
        if not self._armed_reset:
            self._armed_reset = True
            self.rebuild()
            return
        persist.reset_stats()
        self.stats, _ = persist.load_stats()
        self._armed_reset = False
        self.rebuild()

    def build(self) -> None:
        tr = self.app.tr
        w, h = self.size
        rows = rows_for(self.stats)
        ph = self.px(96 + 44 + 46 * max(2, len(rows)) + 40 + 110)
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
        if any(s["played"] for _, s in rows):
            label = tr("stats.reset_confirm" if self._armed_reset else "stats.reset")
            reset = Button((panel.x + pad, panel.bottom - pad - bh + self.px(8), self.px(250), bh),
                           label, self.reset_stats,
                           style="danger" if self._armed_reset else "ghost",
                           font_size=self.px(19))
            reset.key_name = "reset"
            self.ui.add(reset)
        self.ui.set_focus(back)

    def draw_overlay(self, surface) -> None:  # over the panel widget
        tr = self.app.tr
        panel, pad = self.panel, self.px(36)
        x0 = panel.x + pad
        name_w = int((panel.w - 2 * pad) * 0.24)
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
        size = self.px(22)
        for game, s in self.rows:
            surface.blit(text(tr(f"game.{game}"), size, theme.CREAM, True), (x0, y))
            for i, c in enumerate(self.columns):
                value = s.get(c)
                if c in ("avg_place", "win_pct", "points_per_hand", "hinted") and not s["played"]:
                    value = None
                color = theme.GOLD_LIGHT if c == "best_streak" and value else theme.CREAM
                img = text(fmt(c, value, self.app.settings.get("lang", "es")), size, color)
                cx = x0 + name_w + i * col_w + col_w // 2
                surface.blit(img, img.get_rect(midtop=(cx, y)))
            y += row_h
        if not any(s["played"] for _, s in self.rows):
            img = text(tr("stats.empty"), self.px(20), theme.MUTED)
            surface.blit(img, img.get_rect(midtop=(panel.centerx, y + self.px(20))))
