"""The statistics screen's «Recientes» page: results per mode and per rival level (one
line per game that has them) and the person's latest matches, each a button that opens
that match's history (persist/recent.py keeps them whole)."""
from __future__ import annotations

from .. import persist
from ..ui import i18n
from ..ui.draw import theme
from ..ui.draw.text_render import text
from ..ui.widgets.controls import Button

i18n.declare("stats.show_recent", "Recientes")
i18n.declare("stats.recent_none", "Aún no hay partidas recientes.")
i18n.declare("stats.recent.won", "ganada")
i18n.declare("stats.recent.lost", "perdida")
i18n.declare("stats.recent.abandoned", "sin acabar")
i18n.declare("stats.recent.line", "{game} · {n} jugadores · {outcome}")
i18n.declare("stats.group", "{name} {won} de {played}")
i18n.declare("stats.rivals", "rivales {level}")
i18n.declare("stats.game_groups", "{game}: {groups}")


def group_name(game: str, group: str, tr) -> str:
    """«Twisted», «Poderes», «rivales Difícil» for a statistics group (persist.groups_of)."""
    kind, _, value = group.partition(":")
    if kind == "level":
        return tr("stats.rivals", level=tr(f"opt.level.{value}"))
    if value == "poderes":
        return tr(f"opt.{game}.poderes")
    key = f"opt.{game}.mode.{value}"
    said = tr(key)
    return value if said == key else said


def breakdown_lines(stats: dict, tr) -> list[str]:
    """«Cinco Vidas española: Clásico 2 de 3 · Poderes 1 de 1 · rivales Normal 3 de 4»."""
    out = []
    for game, entry in stats.get("games", {}).items():
        by = entry.get("by") or {}
        if not by:
            continue
        modes = sorted(g for g in by if not g.startswith("level:"))
        levels = sorted(g for g in by if g.startswith("level:"))
        parts = [tr("stats.group", name=group_name(game, g, tr), won=by[g][1], played=by[g][0])
                 for g in modes + levels]
        out.append(tr("stats.game_groups", game=tr(f"game.{game}"), groups=" · ".join(parts)))
    return out


def recent_line(outcome: str, match, tr) -> str:
    n = match.options.get(match.rules.players_option, "?")
    return tr("stats.recent.line", game=tr(f"game.{match.game}"), n=n,
              outcome=tr(f"stats.recent.{outcome}"))


def add_recent_buttons(scene, panel, top: int, bottom: int) -> list[Button]:
    """One button per recent match between `top` and `bottom`; each opens its history."""
    from ..ui.table.history_table import HistoryScene

    tr, buttons = scene.app.tr, []
    step = scene.px(44)
    for i, (outcome, match) in enumerate(persist.load_recent()):
        y = top + i * step
        if y + step > bottom:
            break

        def open_history(m=match) -> None:
            scene.app.scenes.push(HistoryScene(scene.app, m, 0))
        b = Button((panel.x + scene.px(36), y, panel.w - 2 * scene.px(36), step - scene.px(8)),
                   recent_line(outcome, match, tr), open_history, style="ghost",
                   font_size=scene.px(18))
        b.key_name = f"recent:{i}"
        scene.ui.add(b)
        buttons.append(b)
    return buttons


def draw_breakdown(scene, surface, lines: list[str], top: int) -> int:
    """The per-mode and per-level lines from `top`; returns the y under them."""
    y = top
    for line in lines:
        img = text(line, scene.px(17), theme.CREAM)
        surface.blit(img, (scene.panel.x + scene.px(36), y))
        y += img.get_height() + scene.px(6)
    return y
