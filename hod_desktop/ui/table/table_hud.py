"""What both tables' HUDs share: their buttons, floating texts, the scale of a 720-pixel
high window, and the pause menu (its buttons and its panel).

A game's `Hud` subclasses `TableHud` and may set `BUTTON_STYLE` and `FLOAT_SECONDS`; the
base gives it cached texts (`text.get`, `blit_text`), panels (`panel`), the prompt line
(`draw_message`) and the menu button (`draw_menu_button`). The pause menu's strings are shared by both tables ("table.*", below).

Once the human is out of the game the pause menu also offers "Ver el final rápido" (the
table's `skip_to_end`), and the table opens it once by itself as a choice between that and
"Seguir mirando" (`table.out_offer`).
"""
from __future__ import annotations

from dataclasses import dataclass

import math
from typing import Callable

import pygame

from .. import i18n
from ..draw import text_render, theme
from . import table_words as _words  # noqa: F401  (the words every table shares)
from .floaters import Floater, chip_for, crosses, make_room, text_rect
from .layout import title_line_room
from .seat_ring import SeatRing
from ..draw.tween import turn_pulse

i18n.declare("table.pause", "Pausa")
i18n.declare("table.resume", "Seguir jugando")
i18n.declare("table.rules", "Reglas")
i18n.declare("table.history", "Historial (H)")
i18n.declare("table.hint", "¿Qué haría la máquina? (Q)")
i18n.declare("table.settings", "Ajustes")
# the match stays saved for "Continuar partida"
i18n.declare("table.abandon", "Salir al menú")
i18n.declare("table.fast", "Ver el final rápido")
i18n.declare("table.watch", "Seguir mirando")
i18n.declare("table.resume_out", "Seguir mirando")
i18n.declare("table.out_title", "Te has quedado fuera")
i18n.declare("table.out_text", "Los demás siguen jugando hasta el final.")


@dataclass
class HudButton:
    rect: pygame.Rect
    label: str
    action: str
    enabled: bool = True
    hot: bool = False
    accent: bool = False


@dataclass(frozen=True)
class ButtonStyle:
    """How one table draws its HUD buttons (the two tables differ in these details only)."""

    corner_div: int  # corner radius and shadow = height // corner_div
    font: float  # label size at 720 px
    disabled_top: tuple
    disabled_bottom: tuple
    disabled_text: tuple
    strike_disabled: bool = False  # a red stroke across a disabled button


class TextCache:
    """Rendered texts by (text, size, colour, bold): a HUD frame is mostly blits."""

    def __init__(self, font_fn: Callable[[int, bool], pygame.font.Font]):
        self.font_fn = font_fn
        self.cache: dict[tuple, pygame.Surface] = {}

    def get(self, text: str, size: int, color=theme.CREAM, bold: bool = False) -> pygame.Surface:
        key = (text, size, color, bold)
        s = self.cache.get(key)
        if s is None:
            if len(self.cache) > 600:
                self.cache.clear()
            s = self.font_fn(max(8, int(size)), bold).render(text, True, color)
            self.cache[key] = s
        return s


PAUSE_ITEMS = ("resume", "history", "rules", "settings", "abandon")
OUT_ITEMS = ("fast", "watch", "abandon")  # the choice offered once the human is out


class TableHud:
    FLOAT_SECONDS = 1.4  # how long a floating text lives at normal speed
    BUTTON_STYLE = ButtonStyle(4, 20, (70, 74, 70), (50, 54, 50), (130, 134, 130), True)

    def __init__(self, table):
        self.t = table
        self._button_cache: dict[tuple, pygame.Surface] = {}
        self._panel_cache: dict[tuple, pygame.Surface] = {}
        self.menu_buttons: list[HudButton] = []
        self.panels_drawn: list[pygame.Rect] = []  # choice panels of this frame (the hint avoids them)
        self.lines_drawn: list[pygame.Rect] = []  # prompt lines of this frame (the hint covers them)
        self.buttons_drawn: list[HudButton] = []  # this frame's buttons (a guide keeps off them)
        self.floaters: list[Floater] = []
        self._floater_chips: dict = {}  # their chips by size (ui/table/floaters.chip_for)
        self.clock = 0.0
        font_fn = getattr(table.app, "font", None) or (lambda size, bold=False: pygame.font.Font(None, size))
        self.text = TextCache(font_fn)
        self._pulse_key = None
        self._pulse_from = 0.0
        self.ring = SeatRing(self.text_img)  # the seats' plaques (and their breaking hearts)

    @property
    def s(self) -> float:
        """Scale against the 720-pixel high window everything was drawn for."""
        return self.t.layout.size[1] / 720.0

    def tr(self, key: str, **fmt) -> str:
        return self.t.tr(key, **fmt)

    def reset_caches(self) -> None:
        self._button_cache.clear()
        self._panel_cache.clear()
        self.text.cache.clear()
        self.ring.reset()

    def text_img(self, text: str, size: int, color=theme.CREAM, bold: bool = False) -> pygame.Surface:
        """A cached text (the `text_fn` the shared table parts draw with)."""
        return self.text.get(text, int(size), color, bold)

    def panel(self, size: tuple[int, int], radius: int = 14, alpha: int = 215,
              edge=(*theme.GOLD, 110)) -> pygame.Surface:
        key = (tuple(size), radius, alpha, edge)
        p = self._panel_cache.get(key)
        if p is None:
            p = theme.rounded_panel(tuple(size), radius, alpha=alpha, border=edge)
            self._panel_cache[key] = p
        return p

    def cached(self, key: tuple, make) -> pygame.Surface:
        """A drawing kept until the caches are reset: `make()` the first time."""
        img = self._panel_cache.get(key)
        if img is None:
            img = self._panel_cache[key] = make()
        return img

    def blit_text(self, surface, text, size, pos, color=theme.CREAM, bold=False, anchor="center"):
        img = self.text.get(text, int(size), color, bold)
        r = img.get_rect(**{anchor: (int(pos[0]), int(pos[1]))})
        surface.blit(img, r)
        return r

    def draw_message(self, surface, text: str | None, color=theme.CREAM) -> pygame.Rect | None:
        """The prompt line over the felt, at the layout's `message` point (not while the
        pause menu is open: its panel would cut through the line)."""
        if not text or getattr(self.t, "paused", False):
            return None
        s = self.s
        img = self.text.get(text, int(17 * s), color, True)
        r = img.get_rect(center=(int(self.t.layout.message[0]), int(self.t.layout.message[1])))
        bg = self.panel((r.w + int(28 * s), r.h + int(10 * s)), int(r.h * 0.6), 170)
        box = bg.get_rect(center=r.center)
        surface.blit(bg, box)
        surface.blit(img, r)
        return box

    def draw_line(self, surface, text: str, color, pos=None, size=17, glow=False) -> pygame.Rect:
        """A line of words on a rounded panel (the prompt, a banner) at `pos` (the layout's
        `message` point by default); `glow`: a gold edge and a breathing halo, for a call
        to act."""
        if not text:
            return pygame.Rect(0, 0, 0, 0)
        sc = self.s
        pos = pos or self.t.layout.message
        img = self.text.get(text, int(size * sc), color, True)
        r = img.get_rect(center=(int(pos[0]), int(pos[1])))
        bg = self.panel((r.w + int(30 * sc), r.h + int(12 * sc)), int(r.h * 0.6),
                        225 if glow else 175, (*theme.GOLD_LIGHT, 230) if glow else (*theme.GOLD, 90))
        br = bg.get_rect(center=r.center)
        if glow:
            g = theme.soft_shadow(br.size, br.h // 2, 14, 255).copy()
            g.fill((255, 200, 90, int(90 + 110 * self.pulse(4.0))), special_flags=pygame.BLEND_RGBA_MULT)
            surface.blit(g, g.get_rect(center=br.center))
        surface.blit(bg, br)
        surface.blit(img, r)
        self.lines_drawn = self.lines_drawn[-3:] + [br]  # kept short where no hint reads it
        return br

    def draw_keys_line(self, surface, line: str, topleft, width_share: float = 0.30) -> float:
        """The table's help line (its keys), wrapped to a narrow column under the title,
        only where the column is free (`table.title_room`), its type smaller when it would
        run past the column's foot (`text_render.fit_groups`); returns the y under it."""
        s = self.s
        size = max(10, int(12 * s))
        x, y = topleft
        room = getattr(self.t, "title_room", None)
        col = room(surface) if room is not None else None
        bottom = col.bottom if col is not None else surface.get_height()
        width = col.w if col is not None else int(surface.get_width() * width_share)
        self.keys_lines = []  # as drawn, their type size and foot (tests read them)
        self.keys_rect = pygame.Rect(int(x), int(y), 0, 0)  # where they are (a guide keeps off)
        if getattr(self.t, "covered", lambda: False)():  # keys only this table answers
            return y
        size, lines = text_render.fit_groups(line, size, width, bottom - y)
        for part in lines:
            img = self.text_img(part, size, theme.MUTED)
            self.keys_rect.union_ip(surface.blit(img, (int(x), int(y))))
            self.keys_lines.append(part)
            y += img.get_height()
        self.keys_size, self.keys_foot = size, (y, bottom)
        return y

    title_drawn: pygame.Rect | None = None  # the title's line as last drawn

    def draw_title(self, surface, title: str, topleft) -> None:
        """The title, top left, kept in `title_drawn`: a long one runs past the column under
        it («… · Clásico + Poderes») and move traces keep off it too; it shrinks to end before
        a plaque on its line (`title_line_room`)."""
        size, t = 17 * self.s, self.t
        anchor, me = getattr(t, "seat_anchor", lambda p: None), getattr(t, "human", None)
        plaques = [tuple(r) for p in range(getattr(t, "n", 0)) if p != me and (r := anchor(p))]
        room = title_line_room(topleft, text_render.font(int(size), True).size(title), plaques, 12 * self.s)
        size = size if room is None else text_render.fit_size(title, size, room, bold=True)
        self.title_drawn = self.blit_text(surface, title, size, topleft, theme.GOLD_LIGHT, True, "topleft")

    def draw_title_block(self, surface, title: str, keys_line: str, code_line: str | None,
                         aid: str | None = None) -> None:
        """Top left: the table's title, an optional line under it (`aid`) and the keys line
        (`info_bottom` is set under it); bottom right the deal code; the menu button."""
        lay = getattr(self.t.layout, "base", self.t.layout)
        s = self.s
        self.draw_title(surface, title, lay.info)
        y = lay.info[1] + 24 * s
        if aid:
            self.blit_text(surface, aid, 15 * s, (lay.info[0], y), theme.CREAM, True, "topleft")
            y += 21 * s
        self.info_bottom = self.draw_keys_line(surface, keys_line, (lay.info[0], y))
        if code_line:
            self.blit_text(surface, code_line, 13 * s, lay.code, (150, 176, 160), False, "bottomright")
        self.draw_menu_button(surface, lay.menu_button)

    def draw_summary(self, surface, overlay, center=None) -> None:
        """A round summary (ui/table/overlay) over the middle of the felt (or `center`)."""
        from .seat_ring import HEART, heart

        overlay.draw(surface, center or self.t.layout.center, self.s, self.panel, self.blit_text,
                     lambda hs: heart(hs, HEART))

    def draw_menu_button(self, surface, rect) -> None:
        """The round "≡" button that opens the pause menu."""
        r = pygame.Rect(rect)
        hot = r.collidepoint(self.t.mouse)
        surface.blit(self.panel(r.size, r.h // 4, 230 if hot else 170), r)
        for i in (-1, 0, 1):
            y = r.centery + i * r.h // 5
            pygame.draw.line(surface, theme.GOLD_LIGHT if hot else theme.CREAM,
                             (r.x + r.w * 0.28, y), (r.right - r.w * 0.28, y), max(2, r.h // 14))

    @staticmethod
    def button_at(pos, buttons: list[HudButton]) -> HudButton | None:
        for b in buttons:
            if b.rect.collidepoint(pos):
                return b
        return None

    # ------------------------------------------------------------ buttons
    def _button_face(self, b: HudButton) -> pygame.Surface:
        st = self.BUTTON_STYLE
        key = (b.rect.size, b.enabled, b.hot, b.accent)
        img = self._button_cache.get(key)
        if img is None:
            rad = max(6, b.rect.h // st.corner_div)
            if not b.enabled:
                img = theme.vertical_gradient(b.rect.size, st.disabled_top, st.disabled_bottom, rad)
            elif b.accent:
                img = theme.vertical_gradient(b.rect.size, (255, 236, 170), (226, 170, 60), rad)
            elif b.hot:
                img = theme.vertical_gradient(b.rect.size, theme.GOLD_LIGHT, theme.GOLD, rad)
            else:
                img = theme.vertical_gradient(b.rect.size, (246, 226, 170), theme.GOLD_DARK, rad)
            img = img.copy()  # the gradient is cached by theme: draw the edge on a copy
            pygame.draw.rect(img, (255, 255, 255, 90) if b.enabled else (0, 0, 0, 60),
                             img.get_rect(), 1, border_radius=rad)
            self._button_cache[key] = img
        return img

    def draw_button(self, surface, b: HudButton) -> None:
        """A gold button (lifted when hot, grey when disabled) with its label."""
        st = self.BUTTON_STYLE
        img = self._button_face(b)
        self.buttons_drawn = self.buttons_drawn[-127:] + [b]  # short where no layer reads it
        r = b.rect.move(0, -2) if b.hot else b.rect
        if b.enabled:
            surface.blit(theme.soft_shadow(r.size, r.h // st.corner_div, 6, 120), r.move(-6, -3))
        surface.blit(img, r)
        col = theme.INK if b.enabled else st.disabled_text
        size = text_render.fit_size(b.label, st.font * self.s, r.w - r.h // 2, True, 0.6)  # a long word
        self.blit_text(surface, b.label, size, r.center, col, True)
        if st.strike_disabled and not b.enabled:
            pygame.draw.line(surface, theme.RED_SOFT, (r.x + 8, r.bottom - 8), (r.right - 8, r.y + 8), 3)

    def draw_lit_buttons(self, surface, buttons: list[HudButton]) -> None:
        """`buttons`, each enabled one lit under the pointer."""
        for b in buttons:
            b.hot = b.enabled and b.rect.collidepoint(self.t.mouse)
            self.draw_button(surface, b)

    # ------------------------------------------------------------ choices and card rows
    def choice_row(self, area, choices, *, max_w: float, gap: float, height: float) -> list[HudButton]:
        """Buttons in a row across the middle of panel `area`, one per (label, action,
        enabled) choice: a bid, a word, a stake (sizes at 720 px high)."""
        from .layout import row_of_buttons

        area, s = pygame.Rect(area), self.s
        row = pygame.Rect(area.x, area.y + int(area.h * 0.40), area.w, int(area.h * 0.38))
        rects = row_of_buttons(tuple(row), len(choices), max_w=max_w * s, gap=gap * s, height=height * s)
        return [HudButton(pygame.Rect(r), label, action, enabled)
                for (label, action, enabled), r in zip(choices, rects)]

    def draw_choice_panel(self, surface, area, title: str, subtitle: str | None,
                          buttons: list[HudButton], note: str | None) -> None:
        """A panel asking the person to choose: title, an optional line under it, the
        buttons (lit under the pointer) and a note (why a choice is disabled) at the foot."""
        area, s = pygame.Rect(area), self.s
        self.panels_drawn.append(area)
        surface.blit(self.panel(area.size, int(16 * s), 225), area)
        self.blit_text(surface, title, 19 * s, (area.centerx, area.y + 22 * s), theme.GOLD_LIGHT, True)
        if subtitle:
            self.blit_text(surface, subtitle, 14 * s, (area.centerx, area.y + 44 * s), theme.MUTED)
        self.draw_lit_buttons(surface, buttons)
        if note:
            self.blit_text(surface, note, 14 * s, (area.centerx, area.bottom - 16 * s), theme.RED_SOFT, True)

    def cards_panel_rect(self, center, screen_w: int, title: str, count: int, card_w: float) -> pygame.Rect:
        """The size of `draw_cards_panel`'s panel (to test the pointer against it)."""
        s = self.s
        img = self.text.get(title, int(17 * s), theme.GOLD_LIGHT if count else theme.CREAM, True)
        if not count:
            r = pygame.Rect(0, 0, img.get_width() + int(48 * s), img.get_height() + int(36 * s))
        else:
            w = max(min(screen_w * 0.7, (140 + 90 * count) * s), img.get_width() + 40 * s)
            r = pygame.Rect(0, 0, int(min(w, screen_w - 16)), int(60 * s + card_w * 1.4))
        r.center = (int(center[0]), int(center[1]))
        return r

    def cards_panel_places(self, r: pygame.Rect, cards) -> list[pygame.Rect]:
        """Where each card of the panel `r` goes: a card's width and a little apart, or as
        far as the widest caption needs (the names ran together, «MateoCarmenPablo», under
        an 8-card last trick at 900x560), within the panel."""
        s = self.s
        widest = max(self.text.get(c[1], int(12 * s), theme.CREAM, False).get_width() for c in cards)
        step = min(max(cards[0][0].get_width() * 1.15, widest + 10 * s), (r.w - 30 * s) / len(cards))
        x0 = r.centerx - step * (len(cards) - 1) / 2
        return [img.get_rect(center=(int(x0 + i * step), int(r.y + 40 * s + img.get_height() / 2)))
                for i, (img, *_rest) in enumerate(cards)]

    def draw_cards_panel(self, surface, center, title: str, cards, card_w: float) -> None:
        """An opaque panel with a row of cards [(face image, caption, outlined[, crossed])], e.g. the
        last trick in the order it was played (its winner outlined); with no cards, `title`
        alone (say there is nothing to show)."""
        s = self.s
        r = self.cards_panel_rect(center, surface.get_width(), title, len(cards), card_w)
        surface.blit(theme.soft_shadow(r.size, int(14 * s), 12, 140), r.move(-12, -6))
        surface.blit(self.panel(r.size, int(14 * s), 255), r)  # opaque: nothing shows through
        if not cards:
            self.blit_text(surface, title, 17 * s, r.center, theme.CREAM, True)
            return
        self.blit_text(surface, title, 17 * s, (r.centerx, r.y + 20 * s), theme.GOLD_LIGHT, True)
        for (img, caption, outlined, *more), cr in zip(cards, self.cards_panel_places(r, cards)):
            surface.blit(img, cr)
            if more and more[0]:  # a 4th item true: the card was cancelled, crossed out
                veil = pygame.Surface(cr.size, pygame.SRCALPHA)
                veil.fill((20, 20, 20, 110))
                surface.blit(veil, cr)
                width = max(2, int(4 * s))
                pygame.draw.line(surface, theme.RED_SOFT, cr.topleft, cr.bottomright, width)
                pygame.draw.line(surface, theme.RED_SOFT, cr.topright, cr.bottomleft, width)
            if outlined:
                pygame.draw.rect(surface, theme.GOLD, cr.inflate(6, 6), 3, border_radius=8)
            self.blit_text(surface, caption, 12 * s, (cr.centerx, cr.bottom + 9 * s), theme.CREAM)

    def pulse(self, rate: float = 4.0) -> float:
        """0..1 for a glow that breathes after the turn (or the move count) changed, then
        holds still (see tween.turn_pulse)."""
        shown = getattr(self.t, "shown", None)
        key = (getattr(shown, "turn", None), getattr(getattr(self.t, "match", None), "actions",
                                                       None) and len(self.t.match.actions))
        if key != self._pulse_key:
            self._pulse_key, self._pulse_from = key, self.clock
        return turn_pulse(self.clock, self._pulse_from, rate)

    # ------------------------------------------------------------ floating texts
    def update(self, dt: float) -> None:
        self.clock += dt
        speed = self.t.speed()
        k = dt * (speed if math.isfinite(speed) else 100.0)
        for f in self.floaters:
            f.t += k / self.FLOAT_SECONDS
        self.floaters = [f for f in self.floaters if f.t < 1.0]
        self.update_effects(k)

    FLOAT_SIZE, FLOAT_RISE, FLOAT_SHADOW = 26, 46, False  # at 720 px; a shadow under it

    def draw_floaters(self, surface) -> None:
        """The floating texts (`float_text`): they rise (or sink) and fade out; one whose
        way crosses cards on a dark chip (ui/table/floaters)."""
        for f in self.floaters:
            size = int(self.FLOAT_SIZE * self.s * f.size)
            img = self.text.get(f.text, size, f.color, True).copy()
            img.set_alpha(255 if f.t < 0.6 else max(0, int(255 * (1 - (f.t - 0.6) / 0.4))))
            r = text_rect(f, img, self.FLOAT_RISE * self.s, f.t)
            if f.backed is None:
                cards = getattr(getattr(self.t, "cards", None), "sprites", list)()
                f.backed = crosses(f, img, self.FLOAT_RISE * self.s, [c.rect for c in cards])
            if f.backed:
                chip = chip_for(img, self.s, self._floater_chips)
                chip.set_alpha(img.get_alpha())
                surface.blit(chip, chip.get_rect(center=r.center))
            elif self.FLOAT_SHADOW:
                shade = self.text.get(f.text, size, (0, 0, 0), True).copy()
                shade.set_alpha(img.get_alpha() // 2)
                surface.blit(shade, r.move(2, 2))
            surface.blit(img, r)

    def update_effects(self, k: float) -> None:
        """Advance other short effects (the plaques' breaking hearts) by `k` seconds of
        animation time."""
        self.ring.update(k)

    def float_text(self, text: str, pos, color=theme.CREAM, size: float = 1.0, sink=False, side=0) -> None:
        """A short text that rises (sinks, or drifts to a `side`) and fades; none at "max"."""
        if math.isfinite(self.t.speed()):
            make_room(self.floaters, pos, sink, side, self.FLOAT_SIZE * self.s * size * 1.25)
            self.floaters.append(Floater(text, pos, color, 0.0, size, sink, side))

    # ------------------------------------------------------------ pause menu
    def pause_items(self) -> tuple[str, ...]:
        t = self.t
        if getattr(t, "out_offer", False):
            return OUT_ITEMS
        if getattr(t, "can_rush", lambda: False)():
            return ("resume", "fast") + PAUSE_ITEMS[1:]
        return PAUSE_ITEMS

    def _pause_label(self, action: str) -> str:
        if action == "resume" and getattr(self.t, "can_rush", lambda: False)():
            return self.tr("table.resume_out")  # the human no longer plays: they watch
        return self.tr("table." + action)

    def _pause_box(self, count: int) -> tuple[pygame.Rect, int, int, int]:
        """The panel of the pause menu, its header height, button height and gap."""
        lay = self.t.layout
        s = self.s
        h, gap = int(46 * s), int(12 * s)
        header = int((100 if getattr(self.t, "out_offer", False) else 70) * s)
        box = pygame.Rect(0, 0, int(320 * s), header + count * h + (count - 1) * gap + int(26 * s))
        box.center = (int(lay.size[0] / 2), int(lay.size[1] / 2))
        if getattr(self.t, "out_offer", False):
            w = max(self.text_width(self.tr("table.out_title"), 24 * s, True),
                    self.text_width(self.tr("table.out_text"), 15 * s)) + int(44 * s)
            box.inflate_ip(max(0, w - box.w), 0)
        return box, header, h, gap

    @staticmethod
    def text_width(text: str, size: float, bold: bool = False) -> int:
        """Width of `text` drawn at `size` with the shipped font."""
        return text_render.text(text, int(size), theme.CREAM, bold).get_width()

    def pause_buttons(self) -> list[HudButton]:
        items = self.pause_items()
        box, header, h, gap = self._pause_box(len(items))
        w = int(260 * self.s)
        offer = getattr(self.t, "out_offer", False)
        out = []
        for i, action in enumerate(items):
            r = pygame.Rect(0, 0, w, h)
            r.midtop = (box.centerx, box.y + header + i * (h + gap))
            out.append(HudButton(r, self._pause_label(action), action,
                                 accent=offer and action == "fast"))
        return out

    def draw_pause(self, surface) -> None:
        theme.dim(surface, 150)
        s = self.s
        self.menu_buttons = self.pause_buttons()
        box, _, _, _ = self._pause_box(len(self.menu_buttons))
        surface.blit(self.panel(box.size, int(18 * s), 240), box)
        if getattr(self.t, "out_offer", False):
            self.blit_text(surface, self.tr("table.out_title"), 24 * s,
                           (box.centerx, box.y + 32 * s), theme.GOLD_LIGHT, True)
            self.blit_text(surface, self.tr("table.out_text"), 15 * s,
                           (box.centerx, box.y + 64 * s), theme.CREAM)
        else:
            self.blit_text(surface, self.tr("table.pause"), 26 * s,
                           (box.centerx, box.y + 34 * s), theme.GOLD_LIGHT, True)
        focus = getattr(self.t, "menu_focus", 0) % max(1, len(self.menu_buttons))
        for i, b in enumerate(self.menu_buttons):
            b.hot = b.rect.collidepoint(self.t.mouse)
            self.draw_button(surface, b)
            if i == focus:  # the keyboard's focus ring, as in the menus
                pygame.draw.rect(surface, theme.GOLD_LIGHT, b.rect.inflate(int(8 * s), int(8 * s)),
                                 max(2, int(3 * s)), border_radius=int(12 * s))
