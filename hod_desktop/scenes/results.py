"""The end of a match: who won, the standings, the deal code, and what next."""
from __future__ import annotations

import pygame

from ..ui import i18n, theme
from ..ui.text_render import text
from ..ui.ui_scene import UIScene
from ..ui.widgets import Button, Label


def standings(match, human_seat: int | None = 0) -> list[dict]:
    """Rows (place, seat, score) for any game: lives (more is better) or points (fewer is
    better), read from the final view; winners first."""
    view = match.view(human_seat if human_seat is not None else 0)
    n = (getattr(view, "n_players", None) or len(getattr(view, "hand_sizes", ()))
         or match.options.get(match.rules.players_option, 2))
    winners = set(match.winners())
    kind, scores = None, None
    for attr, k in (("lives", "lives"), ("scores", "points"), ("totals", "points"),
                    ("points", "points")):
        val = getattr(view, attr, None)
        if isinstance(val, (tuple, list)) and len(val) == n:
            kind, scores = k, list(val)
            break
    rows = []
    for seat in range(n):
        score = scores[seat] if scores is not None else None
        rows.append({"seat": seat, "score": score, "winner": seat in winners})
    places = _places(match)
    if places is not None and len(places) == n:
        for r in rows:
            r["place"] = places[r["seat"]]
        rows.sort(key=lambda r: (r["place"], r["seat"]))
    else:
        if kind == "lives":
            rows.sort(key=lambda r: (not r["winner"], -(r["score"] or 0), r["seat"]))
        elif kind == "points":
            rows.sort(key=lambda r: (not r["winner"], r["score"] or 0, r["seat"]))
        else:
            rows.sort(key=lambda r: (not r["winner"], r["seat"]))
        place, prev = 0, object()
        for i, r in enumerate(rows):
            key = (r["winner"], r["score"])
            if key != prev:
                place, prev = i + 1, key
            r["place"] = place
    for r in rows:
        r["kind"] = kind
    return rows


def _places(match) -> tuple[int, ...] | None:
    """Finishing places from persist (knock-out order), when that module is there."""
    try:
        from ..persist import finishing_places

        return tuple(finishing_places(match))
    except Exception:  # noqa: BLE001 - standings still work from scores
        return None


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
        self.match = match
        self.human_seat = human_seat
        try:
            from ..engine.deal_code import encode

            self.code = encode(match.game, match.options, match.seed)
        except ValueError:
            self.code = ""
        self.rows = standings(match, human_seat)

    opaque = False  # the finished table stays visible, dimmed, behind the standings

    def handle_event(self, event) -> bool:
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
        return i18n.seat_name(seat, self.app.settings.get("lang", "es"), self.human_seat)

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
            return self.summary()
        if hs in winners:
            others = [self.name(s) for s in winners if s != hs]
            if others:
                return tr("results.shared_with", names=self._join(others))
            return self.summary()
        return self.winners_line()

    def summary(self) -> str:
        tr = self.app.tr
        opts = self.match.options
        parts = [tr(f"game.{self.match.game}")]
        n = opts.get(self.match.rules.players_option)
        if n:
            parts.append(tr("results.players_n", n=n))
        if "level" in opts:
            parts.append(tr(f"opt.level.{opts['level']}"))
        return " · ".join(parts)

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

        self.app.confirm_new_game(go)  # asks first when a saved match would be lost

    def menu(self) -> None:
        self.app.go_menu()

    def back(self) -> None:
        self.menu()

    # ------------------------------------------------------------ layout
    def build(self) -> None:
        tr = self.app.tr
        w, h = self.size
        rows_h = len(self.rows) * self.px(40)
        ph = self.px(150) + self.px(26) + rows_h + self.px(24) + self.px(40) + self.px(52) + self.px(40)
        pw, ph = min(self.px(760), int(w * 0.9)), min(max(ph, self.px(420)), int(h * 0.94))
        panel = self.add_centered_panel(pw, ph, alpha=255)  # opaque: no table through it
        pad = self.px(36)
        self.ui.add(Label((panel.centerx, panel.y + self.px(20)), tr("results.title").upper(),
                          self.px(17), theme.MUTED, bold=True, align="center"))
        won = self.human_seat is not None and self.human_seat in self.match.winners()
        self.ui.add(Label((panel.centerx, panel.y + self.px(44)), self.headline(), self.px(44),
                          theme.GOLD if won else theme.CREAM, align="center",
                          shadow=True, display=True))
        sub = self.subline()
        self.ui.add(Label((panel.centerx, panel.y + self.px(104)), sub, self.px(20),
                          theme.GOLD_LIGHT, align="center"))
        self.table_top = panel.y + self.px(150)
        bh = self.px(52)
        y = panel.bottom - pad - bh + self.px(8)
        gap = self.px(12)
        bw = (pw - 2 * pad - 2 * gap) // 3
        x = panel.x + pad
        for key, fn, style in (("results.menu", self.menu, "secondary"),
                               ("results.replay", self.replay, "secondary"),
                               ("results.again", self.play_again, "primary")):
            b = Button((x, y, bw, bh), tr(key), fn, style=style, font_size=self.px(20))
            b.key_name = key
            self.ui.add(b)
            x += bw + gap
        if self.code:
            self.ui.add(Label((panel.centerx, y - self.px(40)), tr("results.deal_code", code=self.code),
                              self.px(18), theme.MUTED, align="center"))
        self.table_bottom = y - self.px(52)

    def draw_overlay(self, surface) -> None:
        tr = self.app.tr
        p = self.panel
        x0, x1 = p.x + self.px(70), p.right - self.px(70)
        y = self.table_top
        kind = self.rows[0]["kind"] if self.rows else None
        fs = self.px(20)
        head = [(tr("results.place"), x0, "left"), (tr("results.player"), x0 + self.px(90), "left")]
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
            surface.blit(img, img.get_rect(midleft=(x0 + self.px(90), cy)))
            if r["winner"]:
                x = x0 + self.px(102) + img.get_width()
                trophy = draw_trophy(self.px(22), theme.GOLD)
                surface.blit(trophy, trophy.get_rect(midleft=(x, cy)))
                tag = text(tr("results.winner_tag"), self.px(15), theme.GOLD, True)
                surface.blit(tag, tag.get_rect(midleft=(x + trophy.get_width() + self.px(6), cy)))
            if r["score"] is not None:
                img = text(str(r["score"]), fs, color, True)
                surface.blit(img, img.get_rect(midright=(x1, cy)))
