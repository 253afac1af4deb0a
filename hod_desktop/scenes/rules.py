"""How to play, one scrollable page per game that has a table, in the person's language.

Each game's page lives in its own package (the `rules_page` module named by its entry in
game_list: `PAGE` and `LEAD` in Spanish, `CONTEXT` their msgctxt in the catalogues). Blocks: ("h", title), ("p", paragraph), ("li", item; an
item may start with "**Term**" to set the term in bold), ("cards", example card codes).
"""
from __future__ import annotations

import pygame

from ..ui import i18n
from ..ui.draw import theme
from ..ui.draw.text_render import font, text, wrap
from ..ui.widgets.ui_scene import UIScene
from ..ui.widgets.controls import Button, Choice, Label
from .. import game_list



def _card_row(codes: str, cw: int, art, four: bool) -> pygame.Surface | None:
    """Example cards in a row; "|" leaves a gap between groups."""
    from ..engine import cards

    deck = None
    if codes.startswith("es:"):
        deck, codes = cards.SPANISH, codes[3:]
    groups = [g.split() for g in codes.split("|")]
    faces = [[art.face(cards.parse_card(c, deck), cw, four_color=four) for c in g]
             for g in groups]
    step, gap = int(cw * 0.8), int(cw * 0.6)
    h = faces[0][0].get_height()
    width = sum(step * (len(g) - 1) + cw for g in faces) + gap * (len(faces) - 1)
    surf = pygame.Surface((width + 8, h + 8), pygame.SRCALPHA)
    x = 0
    for g in faces:
        for img in g:
            sh = theme.soft_shadow(img.get_size(), max(3, cw // 12), 5, 90)
            surf.blit(sh, (x - 5 + 2, -5 + 4))
            surf.blit(img, (x, 0))
            x += step
        x += cw - step + gap
    return surf


def render_page(blocks, width: int, s: float, art=None, four: bool = False) -> pygame.Surface:
    """Typeset a page into one tall transparent surface (card examples need `art`)."""
    body, head = 20 * s, 27 * s
    f_body = font(body)
    line = int(f_body.get_linesize() * 1.22)
    items: list[tuple[str, pygame.Surface, int, int]] = []  # (kind, surf, x, y)
    y = 0
    for kind, content in blocks:
        if kind == "h":
            y += int(18 * s) if y else 0
            img = text(content, head, theme.GOLD, True)
            items.append(("h", img, 0, y))
            y += img.get_height() + int(4 * s)
            items.append(("rule", img, img.get_width(), y))
            y += int(10 * s)
        elif kind == "p":
            for ln in wrap(content, body, width):
                items.append(("t", text(ln, body, theme.CREAM), 0, y))
                y += line
            y += int(8 * s)
        elif kind == "cards":
            if art is None:
                continue
            try:
                row = _card_row(content, int(54 * s), art, four)
            except Exception:  # noqa: BLE001 - an example is a nicety, never an error
                continue
            items.append(("img", row, int(26 * s), y + int(4 * s)))
            y += row.get_height() + int(14 * s)
        elif kind == "li":
            indent = int(26 * s)
            bold_part, rest = "", content
            if content.startswith("**") and "**" in content[2:]:
                end = content.index("**", 2)
                bold_part, rest = content[2:end], content[end + 2:]
            items.append(("bullet", None, 0, y))
            x = indent
            extra = (font(body, True).size(bold_part)[0] - f_body.size(bold_part)[0]
                     if bold_part else 0)  # the term is set in bold: wider than measured
            lines = wrap((bold_part + rest) if bold_part else rest, body, width - indent - extra)
            # render the first line in two parts when it starts with a bold term
            for i, ln in enumerate(lines):
                if i == 0 and bold_part and ln.startswith(bold_part):
                    b = text(bold_part, body, theme.GOLD_LIGHT, True)
                    items.append(("t", b, x, y))
                    tail = ln[len(bold_part):]
                    if tail:
                        items.append(("t", text(tail, body, theme.CREAM), x + b.get_width(), y))
                else:
                    items.append(("t", text(ln, body, theme.CREAM), x, y))
                y += line
            y += int(6 * s)
    surf = pygame.Surface((width, max(1, y)), pygame.SRCALPHA)
    for kind, img, x, yy in items:
        if kind == "rule":
            pygame.draw.line(surf, (*theme.GOLD_DARK, 200), (0, yy), (min(width, int(x * 1.3)), yy), 1)
        elif kind == "bullet":
            d = max(3, int(4 * s))
            cy = yy + int(f_body.get_height() * 0.52)
            cx = int(9 * s)
            pygame.draw.polygon(surf, theme.GOLD, [(cx, cy - d), (cx + d, cy), (cx, cy + d), (cx - d, cy)])
        else:
            surf.blit(img, (x, yy))
    return surf


def page_text(page, lang: str) -> tuple[str, list[tuple[str, str]]]:
    """(lead, blocks) of a rules-page module in `lang` (a text the catalogue lacks stays in
    Spanish; card rows are codes, never translated)."""
    lead = i18n.translate(page.CONTEXT, page.LEAD, lang)
    return lead, [(kind, body if kind == "cards" else i18n.translate(page.CONTEXT, body, lang))
                  for kind, body in page.PAGE]


def rules_page(game: str | None):
    """The game's rules-page module (PAGE, LEAD, CONTEXT), or None."""
    if game is None:
        return None
    try:
        return game_list.entry(game).rules_page_module()
    except (LookupError, ImportError):
        return None


class RulesScene(UIScene):
    def __init__(self, app, game: str | None = None):
        super().__init__(app)
        self.games = game_list.available_names()
        self.game = game if game in self.games else (self.games[0] if self.games else None)
        self.scroll = 0.0
        self.target = 0.0
        self.page: pygame.Surface | None = None
        self._page_key = None
        self.dragging_bar = False
        self._drag_off = 0

    def select(self, game: str) -> None:
        if game != self.game:
            self.game = game
            self.scroll = self.target = 0.0
            self.rebuild()

    def play_guided(self) -> None:
        """«Partida guiada»: the game's guided deal, from the menu (a match under way stays
        saved as it was: the guided one is never saved)."""
        from .guided import open_guided

        open_guided(self.app, self.game)

    def build(self) -> None:
        tr = self.app.tr
        w, h = self.size
        pw, ph = min(self.px(980), int(w * 0.92)), int(h * 0.92)
        panel = self.add_centered_panel(pw, ph)
        pad = self.px(38)
        top = panel.y + self.px(20)
        if len(self.games) > 1:  # the games as tabs on their own row: a long name never
            c = Choice((panel.x + pad, top, pw - 2 * pad, self.px(38)),  # runs under the title
                       [(g, tr(f"game.{g}")) for g in self.games], self.game, self.select,
                       font_size=self.px(17))
            c.key_name = "games"
            self.ui.add(c)
            top += self.px(50)
        title = tr(f"game.{self.game}") if self.game else tr("rules.title")
        self.ui.add(Label((panel.x + pad, top), title, self.px(36), theme.GOLD, shadow=True,
                          display=True))
        lang = self.app.settings.get("lang", "es")
        page = rules_page(self.game)
        lead, blocks = page_text(page, lang) if page else ("", [])
        self.ui.add(Label((panel.x + pad, top + self.px(48)), lead, self.px(18), theme.MUTED))
        back = self.add_corner_button(panel, pad, tr("rules.back"), self.back, (180, 50), 12, 21)
        if self.game is not None and game_list.entry(self.game).guide:
            from . import guided_text  # noqa: F401  (the guide's words)

            r = back.rect
            guided = Button((r.x - self.px(16) - self.px(230), r.y, self.px(230), r.h),
                            tr("rules.guided"), self.play_guided, style="secondary",
                            font_size=self.px(19))
            guided.key_name = "guided"
            self.ui.add(guided)
        y = top + self.px(88)
        self.view = pygame.Rect(panel.x + pad, y, pw - 2 * pad - self.px(16), back.rect.y - self.px(14) - y)
        key = (self.game, lang, self.view.w, round(self.s, 3))
        if key != self._page_key:
            try:
                art = self.app.art
            except Exception:  # noqa: BLE001 - no card art: text only
                art = None
            self.page = render_page(blocks, self.view.w - self.px(12), self.s, art,
                                    bool(self.app.settings.get("four_color")))
            self._page_key = key
        self.target = min(self.target, self.max_scroll)
        self.scroll = min(self.scroll, self.max_scroll)

    @property
    def max_scroll(self) -> float:
        if self.page is None:
            return 0.0
        return float(max(0, self.page.get_height() - self.view.h))

    def scroll_by(self, dy: float) -> None:
        self.target = max(0.0, min(self.max_scroll, self.target + dy))

    def _bar(self) -> tuple[pygame.Rect, pygame.Rect] | None:
        if self.page is None or self.max_scroll <= 0:
            return None
        track = pygame.Rect(self.view.right + self.px(8), self.view.y, self.px(6), self.view.h)
        frac = self.view.h / self.page.get_height()
        th = max(self.px(30), int(track.h * frac))
        ty = track.y + int((track.h - th) * (self.scroll / self.max_scroll))
        return track, pygame.Rect(track.x - self.px(2), ty, track.w + self.px(4), th)

    def handle_event(self, event) -> bool:
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-event.y * self.px(60))
            return True
        if event.type == pygame.KEYDOWN:
            step = {pygame.K_DOWN: 50, pygame.K_UP: -50, pygame.K_PAGEDOWN: 400,
                    pygame.K_PAGEUP: -400, pygame.K_SPACE: 400}.get(event.key)
            if step is not None and not (event.key == pygame.K_SPACE and self.ui.focused):
                self.scroll_by(self.px(step))
                return True
            if event.key == pygame.K_HOME:
                self.target = 0.0
                return True
            if event.key == pygame.K_END:
                self.target = self.max_scroll
                return True
        bar = self._bar()
        if bar is not None:
            track, thumb = bar
            if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and \
                    track.inflate(self.px(16), 0).collidepoint(event.pos):
                self.dragging_bar = True
                self._drag_off = event.pos[1] - thumb.y if thumb.collidepoint(event.pos) else thumb.h // 2
                self._drag_to(event.pos[1])
                return True
            if event.type == pygame.MOUSEMOTION and self.dragging_bar:
                self._drag_to(event.pos[1])
                return True
            if event.type == pygame.MOUSEBUTTONUP and self.dragging_bar:
                self.dragging_bar = False
                return True
        return super().handle_event(event)

    def _drag_to(self, y: int) -> None:
        track, thumb = self._bar()
        t = (y - self._drag_off - track.y) / max(1, track.h - thumb.h)
        self.target = self.scroll = max(0.0, min(1.0, t)) * self.max_scroll

    def update(self, dt) -> None:
        super().update(dt)
        self.scroll += (self.target - self.scroll) * min(1.0, dt * 14)
        if abs(self.target - self.scroll) < 0.5:
            self.scroll = self.target

    def draw_overlay(self, surface) -> None:
        if self.page is None:
            return
        clip = surface.get_clip()
        surface.set_clip(self.view)
        surface.blit(self.page, (self.view.x, self.view.y - int(self.scroll)))
        surface.set_clip(clip)
        # fades at the edges when there is more text
        fade_h = self.px(22)
        if self.scroll > 1:
            surface.blit(self._fade(fade_h, True), (self.view.x, self.view.y))
        if self.scroll < self.max_scroll - 1:
            surface.blit(self._fade(fade_h, False), (self.view.x, self.view.bottom - fade_h))
        bar = self._bar()
        if bar is not None:
            track, thumb = bar
            pygame.draw.rect(surface, (40, 62, 52), track, border_radius=track.w // 2)
            pygame.draw.rect(surface, theme.GOLD_DARK if not self.dragging_bar else theme.GOLD,
                             thumb, border_radius=thumb.w // 2)

    def _fade(self, h: int, top: bool) -> pygame.Surface:
        key = (h, top, self.view.w)
        if getattr(self, "_fade_key", None) != key:
            a, b = (*theme.PANEL, 230), (*theme.PANEL, 0)
            self._fade_img = theme.vertical_gradient((self.view.w, h), a if top else b,
                                                     b if top else a)
            self._fade_key = key
        return self._fade_img
