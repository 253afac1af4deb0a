"""The main menu: the title over the felt, a fan of cards, and the way into everything."""
from __future__ import annotations

import importlib
import importlib.util
import math

import pygame

from .. import __version__
from ..game_list import games
from ..ui.draw import theme
from ..ui.draw.text_render import fit_size, shadow_text, text, wrap
from ..ui.widgets.ui_scene import UIScene
from ..ui.widgets.controls import Button
from .option_words import variant_label

FAN = ("As", "Kh", "Qd", "Jc", "10h")


def _has_module(name: str) -> bool:
    try:
        return importlib.util.find_spec(name) is not None
    except (ImportError, ValueError):
        return False


def draw_plain_card(width: int, label: str, suit: str) -> pygame.Surface:
    """A simple card face drawn with shapes (used until the card art is available)."""
    h = int(width * 1.4)
    surf = pygame.Surface((width, h), pygame.SRCALPHA)
    r = surf.get_rect()
    radius = max(4, width // 12)
    pygame.draw.rect(surf, (252, 250, 244), r, border_radius=radius)
    pygame.draw.rect(surf, (200, 192, 176), r, 1, border_radius=radius)
    color = theme.SUIT_COLORS[suit]
    idx = text(label, width * 0.2, color, True)
    surf.blit(idx, (int(width * 0.08), int(width * 0.05)))
    pip = theme.suit_pip(suit, int(width * 0.14), color)
    surf.blit(pip, (int(width * 0.08) + (idx.get_width() - pip.get_width()) // 2,
                    int(width * 0.07) + idx.get_height()))
    big = theme.suit_pip(suit, int(width * 0.5), color)
    surf.blit(big, big.get_rect(center=r.center))
    rot = pygame.transform.rotate(surf.subsurface((0, 0, width // 2, h // 2)).copy(), 180)
    surf.blit(rot, (width - rot.get_width(), h - rot.get_height()))
    surf.blit(big, big.get_rect(center=r.center))
    return surf


def menu_rank(game: str) -> int:
    """Where `game` stands in the game list (its menu order); unknown names last."""
    names = [e.name for e in games()]
    return names.index(game) if game in names else len(names)


class MenuScene(UIScene):
    def __init__(self, app):
        super().__init__(app)
        self._fan_cache: tuple | None = None
        self._use_art = False
        self._built_with_save = None
        self._title_cache: dict = {}
        self._fan_baked = False

    # ------------------------------------------------------------ actions
    def back(self) -> None:
        """Esc on the main menu does nothing (Salir is a button)."""

    def play(self) -> None:
        from .setup import SetupScene

        self.app.scenes.push(SetupScene(self.app))

    def continue_game(self, game: str | None = None) -> None:
        """Open the saved match of `game` (of the latest saved game without one)."""
        match = self.app.saved_matches.get(game) if game else self.app.saved_match
        if match is None:
            self.app.notify(self.app.tr("notify.saved_game_gone"))
            self.rebuild()
            return
        self.app.open_table(match, 0)

    def friends(self) -> None:
        """«Con amigos»: the room screens, and only now the network code behind them."""
        from .rooms.home import RoomsHomeScene

        self.app.scenes.push(RoomsHomeScene(self.app))

    def rules(self) -> None:
        from .rules import RulesScene

        self.app.scenes.push(RulesScene(self.app))

    def stats(self) -> None:
        try:
            mod = importlib.import_module("hod_desktop.scenes.stats")
            cls = getattr(mod, "StatsScene", None)
            if cls is None:
                cls = next(v for v in vars(mod).values()
                           if isinstance(v, type) and v.__module__ == mod.__name__
                           and hasattr(v, "draw"))
        except (ImportError, StopIteration):
            self.app.notify("—")
            return
        self.app.scenes.push(cls(self.app))

    def settings(self) -> None:
        from .settings import SettingsScene

        self.app.scenes.push(SettingsScene(self.app))

    # ------------------------------------------------------------ layout
    def _saves_sig(self) -> tuple:
        return tuple((g, len(m.actions)) for g, m in self.app.saved_matches.items())

    def build(self) -> None:
        app, tr = self.app, self.app.tr
        w, h = self.size
        self._built_with_save = self._saves_sig()
        bw, bh = self.px(330), self.px(52)
        gap = self.px(12)
        x = int(w * 0.09)
        # one "Continuar" per game with a match in progress, in the game list's order (by
        # the latest save they swapped places, and a click where a game's button had been
        # opened another game); the latest saved game's is the highlighted (primary) one
        latest = next(reversed(app.saved_matches), None)
        saved = sorted(app.saved_matches.values(), key=lambda m: menu_rank(m.game))
        items: list[tuple[str, object, str]] = [
            ("menu.play", self.play, "secondary" if saved else "primary")]
        for m in saved:
            items.append(("menu.continue", (lambda g=m.game: self.continue_game(g)),
                          "primary" if m.game == latest else "secondary"))
        items.append(("menu.friends", self.friends, "secondary"))
        items.append(("menu.rules", self.rules, "secondary"))
        if _has_module("hod_desktop.scenes.stats"):
            items.append(("menu.stats", self.stats, "secondary"))
        items.append(("menu.settings", self.settings, "secondary"))
        items.append(("menu.quit", self.app.quit, "ghost"))
        top = int(h * 0.40)
        avail = h - top - self.px(56)
        # many games saved: their «Continuar» buttons take a column of their own beside the
        # menu rather than thinning every button past one line of type (8 at 800x480)
        columns = [items]
        if len(items) * self.px(40) > avail and len(saved) > 1:
            columns = [[it for it in items if it[0] != "menu.continue"],
                       [it for it in items if it[0] == "menu.continue"]]
        continues = iter(saved)
        cx = x
        for column in columns:
            step = min(bh + gap, avail // max(1, len(column)))
            cbh = min(bh, step - self.px(6))
            cw = bw if cx == x else min(int(bw * 1.3), w - cx - self.px(16))  # «Continuar: …»
            self._add_column(column, cx, top, cw, cbh, step, continues, saved)
            cx += cw + gap

    def _add_column(self, items, x: int, top: int, bw: int, bh: int, step: int, continues,
                    saved: list) -> None:
        """A column of the menu's buttons; a «Continuar» names its game and, when there is
        room, what it is (players, moves)."""
        tr = self.app.tr
        # with many games saved the buttons get thin: smaller type, and no second line
        # when it would not fit (it ran out under the button at 900x560 with five saves)
        font = min(self.px(22), max(12, int(bh * 0.5)))
        room_for_sub = bh >= int(font * 1.25 + max(10, font * 0.56) * 1.3)
        for i, (key, fn, style) in enumerate(items):
            label = tr(key)
            m = next(continues) if key == "menu.continue" else None
            if m is not None and len(saved) > 1:
                label = tr("menu.continue_game", game=tr(f"game.{m.game}"))
            b = Button((x, top + i * step, bw, bh), label, fn, style=style, font_size=font)
            b.key_name = key
            if m is not None:
                b.game = m.game
            if m is not None and room_for_sub:
                n = m.options.get(m.rules.players_option, "?")
                b.sublabel = (self._single_save_line(m, n, font, bw) if len(saved) == 1 else
                              tr("menu.continue_moves", n=n, moves=len(m.actions))
                              if self.app.under_way(m) else tr("menu.continue_unplayed", n=n))
            self.ui.add(b)

    def _single_save_line(self, m, n, font: int, width: int) -> str:
        """«Cinco Vidas española · A ciegas + Poderes · 4 jugadores», or without the
        players, or without the variant: the first that fits the button on one line.
        A deal the person has not played yet says so («… · sin empezar»): a match saved
        as it opened was offered as if it were under way."""
        tr = self.app.tr
        game = tr(f"game.{m.game}")
        plain = tr("menu.continue_tip", game=game, n=n)
        variant = variant_label(tr, m.game, m.rules.options, m.options)
        lines = [tr("menu.continue_tip", game=f"{game} · {variant}", n=n),
                 f"{game} · {variant}"] if variant else []
        lines.append(plain)
        if not self.app.under_way(m):
            unplayed = tr("menu.unplayed")
            lines = [f"{line} · {unplayed}" for line in lines] + [f"{game} · {unplayed}"]
        for line in lines:
            if len(wrap(line, max(10, font * 0.56), width - 20)) == 1:
                return line
        return lines[-1]

    def handle_event(self, event) -> bool:
        """Intro with nothing in focus presses the highlighted button («Jugar», or the
        latest «Continuar»), as Intro starts the match on the setup screen."""
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) \
                and self.ui.focused is None:
            b = next((w for w in self.ui.widgets if isinstance(w, Button)
                      and w.style == "primary" and w.enabled), None)
            if b is not None and b.on_click is not None:
                b.on_click()
                return True
        return super().handle_event(event)

    def update(self, dt) -> None:
        super().update(dt)
        if self._saves_sig() != self._built_with_save:
            self.rebuild()
        if not self._use_art and self.app.frames >= 1 and _has_module("hod_desktop.ui.draw.card_art"):
            self._use_art = True
            self._fan_cache = None
            self._fan_baked = False
        if not self._fan_baked and self.app.frames >= 1 and self.t >= 0.6:
            self._fan_baked = True
            self.invalidate_backdrop()

    def draw(self, surface) -> None:
        """Under a question (a start-up with a deal code asks about that game's saved match)
        the menu gets no update: it catches up with the saves here, so its «Continuar»
        buttons are there behind the question, not only after «Cancelar» (tw0, tw1)."""
        if self._saves_sig() != self._built_with_save:
            self.rebuild()
        super().draw(surface)

    # ------------------------------------------------------------ drawing
    def _card_faces(self, width: int) -> list[pygame.Surface]:
        if self._use_art:
            try:
                from ..engine.cards import parse_card

                four = bool(self.app.settings.get("four_color"))
                return [self.app.art.face(parse_card(c), width, four_color=four) for c in FAN]
            except Exception:  # art not ready or different: fall back to plain cards
                self._use_art = False
        return [draw_plain_card(width, c[:-1], c[-1]) for c in FAN]

    def _fan(self) -> tuple[pygame.Surface, tuple[int, int]]:
        w, h = self.size
        key = (w, h, self._use_art, self.app.settings.get("four_color"))
        if self._fan_cache and self._fan_cache[0] == key:
            return self._fan_cache[1], self._fan_cache[2]
        cw = int(min(h * 0.30, w * 0.16))
        faces = self._card_faces(cw)
        ch = faces[0].get_height()
        size = int(ch * 2.6)
        surf = pygame.Surface((size, size), pygame.SRCALPHA)
        pivot = (size // 2, int(size * 0.78))
        n = len(faces)
        for i, face in enumerate(faces):
            ang = (i - (n - 1) / 2) * 11.0
            card = pygame.Surface((face.get_width() + 16, face.get_height() + 16), pygame.SRCALPHA)
            sh = theme.soft_shadow(face.get_size(), max(4, cw // 12), 8, 90)
            card.blit(sh, (0, 4))
            card.blit(face, (8, 8))
            rot = pygame.transform.rotozoom(card, -ang, 1.0)
            # place the card so that its bottom-centre sits on the arc
            rad = math.radians(ang)
            dist = ch * 0.62
            cx = pivot[0] + math.sin(rad) * dist
            cy = pivot[1] - math.cos(rad) * dist
            surf.blit(rot, rot.get_rect(center=(int(cx), int(cy))))
        pos = (int(w * 0.70) - size // 2, int(h * 0.50) - int(size * 0.5))
        self._fan_cache = (key, surf, pos)
        return surf, pos

    def fan_rect(self) -> pygame.Rect:
        """Where the fan's cards show on the screen (not its transparent margins)."""
        fan, pos = self._fan()
        return fan.get_bounding_rect().move(pos)

    def draw_background(self, surface) -> None:
        theme.draw_felt(surface)
        if self._fan_baked:
            fan, pos = self._fan()
            surface.blit(fan, pos)
        self._draw_title(surface)

    def draw_content(self, surface) -> None:
        # the fan drifts in on entry (not on the very first frame: start-up), then is baked
        # into the backdrop
        if self.app.frames == 0:
            self.t = 0.0
        elif not self._fan_baked:
            self._draw_fan(surface)

    def _draw_fan(self, surface) -> None:
        fan, pos = self._fan()
        k = min(1.0, self.t / 0.6)
        ease = 1 - (1 - k) ** 3
        fan_y = pos[1] + int((1 - ease) * self.px(40))
        if k < 1:
            f = fan.copy()
            f.set_alpha(int(255 * ease))
            surface.blit(f, (pos[0], fan_y))
        else:
            surface.blit(fan, (pos[0], fan_y))

    def _draw_title(self, surface) -> None:
        w, h = self.size
        tr = self.app.tr
        x = int(w * 0.09)
        key = (w, h, self.app.settings.get("lang"))
        if self._title_cache.get("key") != key:
            sub = tr("app.subtitle")  # shrinks to end before the fan (a longer language ran onto it)
            self._title_cache = {
                "key": key,
                "small": shadow_text("HOUSE OF", self.px(30), theme.GOLD_LIGHT, True),
                "big": shadow_text("Decks", self.px(104), theme.GOLD, offset=self.px(4),
                                   display=True),
                "sub": text(sub, fit_size(sub, self.px(21), self.fan_rect().x - x - self.px(16)),
                            theme.MUTED),
            }
        tc = self._title_cache
        y = int(h * 0.10)
        surface.blit(tc["small"], (x + self.px(4), y))
        y += tc["small"].get_height() - self.px(8)
        surface.blit(tc["big"], (x, y))
        y += tc["big"].get_height() - self.px(4)
        line_w = max(tc["big"].get_width(), tc["sub"].get_width())
        theme.ornament_line(surface, (x + line_w // 2, y + self.px(6)), line_w,
                            theme.GOLD_DARK, max(1, self.px(2)))
        self.subtitle_rect = surface.blit(tc["sub"], (x, y + self.px(18)))
        # pips in the corner of the title
        for i, s in enumerate("shdc"):
            pip = theme.suit_pip(s, self.px(18), theme.GOLD_DARK)
            surface.blit(pip, (x + tc["small"].get_width() + self.px(14 + i * 24), int(h * 0.10) + self.px(8)))
        # footer
        foot = text(self.footer_text(), self.px(15), (150, 176, 160))
        surface.blit(foot, foot.get_rect(bottomright=(w - self.px(20), h - self.px(14))))

    def footer_text(self) -> str:
        """Version and the keys that work HERE (Esc does nothing on the main menu)."""
        tr = self.app.tr
        parts = [f"v{__version__}", tr("menu.footer")]
        if getattr(self.app, "read_only", False):
            parts.append(tr("instance.footer"))
        return "  ·  ".join(parts)
