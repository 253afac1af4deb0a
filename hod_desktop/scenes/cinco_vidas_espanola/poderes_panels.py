"""What the Poderes overlay draws over the Cinco Vidas con baraja española table.

Rule-free: every part reads the seat's `PoderesView` (and the events the table hands it)
and offers the view's own legal actions; the engine decides everything.
- `draw_mana_bar`: a seat's five mana cells;
- `ActionPrompt`: a titled panel with one button per legal overlay action (a power's
  choice, the revive offer), returning the action's text when clicked;
- `DuelOverlay`: the duel — the two duelists face to face, who has decided, the two
  buttons for a duelist still to choose, the outcome and what this seat learned, and a
  spectator line for everyone else;
- `AchievementToasts`: one card per achievement earned, with its badge and mana.
"""
from __future__ import annotations

from typing import Callable, Sequence

import pygame

from ...engine.poderes.mana import MANA_PER_LIFE
from ...ui.draw import theme
from ...ui.table.hint_box import least_covering
from ...ui.draw.text_render import text, wrap
from ...ui.widgets.controls import Button
from .poderes_badges import badge
from .poderes_words import action_label, duel_effect_text, duel_info_text

Tr = Callable[..., str]
PASSIVE = ("pass", "revive none")  # drawn as the quieter button
BLUE_MANA = (96, 170, 255)

def draw_mana_bar(surface: pygame.Surface, rect: pygame.Rect, mana: int) -> None:
    """Five cells, `mana` of them lit (the bar empties into a life at five)."""
    gap = max(1, rect.w // 40)
    cell_w = (rect.w - gap * (MANA_PER_LIFE - 1)) // MANA_PER_LIFE
    for i in range(MANA_PER_LIFE):
        r = pygame.Rect(rect.x + i * (cell_w + gap), rect.y, cell_w, rect.h)
        lit = i < mana
        pygame.draw.rect(surface, BLUE_MANA if lit else (30, 46, 60), r,
                         border_radius=max(1, rect.h // 3))
        pygame.draw.rect(surface, (160, 210, 255) if lit else (70, 90, 110), r, 1,
                         border_radius=max(1, rect.h // 3))


def _panel(surface, rect: pygame.Rect, alpha: int = 235) -> None:
    surface.blit(theme.rounded_panel(rect.size, max(8, rect.h // 10), theme.PANEL, alpha,
                                     (*theme.GOLD, 150), 2), rect)


def _lines(surface, lines: Sequence[str], size: float, width: int, x: int, y: int,
           color=theme.CREAM, bold=False) -> int:
    """Wrapped, centred lines from `y`; returns the y under them."""
    for line in lines:
        for part in wrap(line, size, width, bold):
            img = text(part, size, color, bold)
            surface.blit(img, img.get_rect(midtop=(x, y)))
            y += img.get_height() + 2
    return y


class ActionPrompt:
    """A titled panel with one button per action; `handle_event` returns the chosen text."""

    def __init__(self, title: str, actions: Sequence[str], tr: Tr, name: Callable[[int], str]):
        self.title = title
        self.actions = list(actions)
        self.chosen: str | None = None
        self.buttons = [Button((0, 0, 10, 10), action_label(a, tr, name),
                               on_click=lambda a=a: self._choose(a),
                               style="secondary" if a in PASSIVE else "primary")
                        for a in self.actions]
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.scale = 1.0

    def _choose(self, action: str) -> None:
        self.chosen = action

    def layout(self, center: tuple[int, int], scale: float, columns: int = 5) -> None:
        """Buttons in rows of at most `columns` (fewer make a narrower, taller panel,
        its title wrapped to the buttons' width), the panel centred on `center`."""
        bh, gap = int(40 * scale), int(10 * scale)
        widest = max((text(b.label, bh * 0.4, bold=True).get_width() for b in self.buttons),
                     default=0)
        bw = max(int(150 * scale), widest + int(24 * scale))
        per_row = max(1, min(len(self.buttons), columns, 5, int(1000 * scale) // (bw + gap)))
        rows = (len(self.buttons) + per_row - 1) // per_row
        w = per_row * bw + (per_row + 1) * gap
        title_size = 17 * scale
        title_w = text(self.title, title_size, bold=True).get_width() + int(40 * scale)
        full = columns >= 5
        w = max(w, title_w, int(420 * scale)) if full else max(w, int(260 * scale))
        lines = wrap(self.title, title_size, w - 24, True) if self.title else [""]
        extra = (len(lines) - 1) * (text("Ag", title_size, bold=True).get_height() + 2)
        h = int(56 * scale) + extra + rows * (bh + gap) + gap
        self.rect = pygame.Rect(0, 0, w, h)
        self.rect.center = center
        x0 = self.rect.centerx - (per_row * bw + (per_row - 1) * gap) // 2
        for i, b in enumerate(self.buttons):
            row, col = divmod(i, per_row)
            b.rect = pygame.Rect(x0 + col * (bw + gap),
                                 self.rect.y + int(50 * scale) + extra + row * (bh + gap),
                                 bw, bh)
            b.font_size = max(12, bh * 0.4)
        self.scale = scale

    def action_at(self, pos) -> str | None:
        """The action of the button under `pos` (the table's press), or None."""
        for b, action in zip(self.buttons, self.actions):
            if b.rect.collidepoint(pos):
                return action
        return None

    def handle_event(self, event) -> str | None:
        """The action of the button this event clicks, or None."""
        self.chosen = None
        for b in self.buttons:
            if b.handle_event(event):
                break
        return self.chosen

    def draw(self, surface: pygame.Surface) -> None:
        _panel(surface, self.rect)
        _lines(surface, [self.title], 17 * self.scale, self.rect.w - 24, self.rect.centerx,
               self.rect.y + int(12 * self.scale), theme.GOLD_LIGHT, bold=True)
        for b in self.buttons:
            b.draw(surface)


DUEL_H = 270  # the duel panel's height at scale 1


class DuelOverlay:
    """The prisoner's duel as its own panel, for a duelist or a spectator."""

    def __init__(self, tr: Tr, name: Callable[[int], str]):
        self.tr, self.name = tr, name
        self.prompt: ActionPrompt | None = None
        self.rect = pygame.Rect(0, 0, 0, 0)

    def handle_event(self, event) -> str | None:
        return self.prompt.handle_event(event) if self.prompt else None

    def action_at(self, pos) -> str | None:
        return self.prompt.action_at(pos) if self.prompt else None

    def layout(self, view, center: tuple[int, int], scale: float, avoid=(),
               bounds: pygame.Rect | None = None) -> None:
        """Place the panel; buttons only while this seat is a duelist still to choose.
        Centred on `center`, or moved up or down to the height covering the least of the
        first list of rects in `avoid`, then of the next (the rivals' face-up cards first:
        centred, it hid half of two of them, 4p 900x560, the cards a duelist weighs)."""
        self.scale = scale
        # no taller than its words and buttons need: at 330 it hid the rival's card
        # at the top of a 2-player table, the one card the duelist may look at
        self.rect = pygame.Rect(0, 0, int(620 * scale), int(DUEL_H * scale))
        self.rect.center = center
        if avoid and bounds is not None:
            step = max(2, int(6 * scale))
            tries = [self.rect.move(0, k * sign * step) for k in range(40) for sign in (1, -1)]
            self.rect = least_covering(tries, bounds, *avoid)
            center = self.rect.center
        choosing = view.viewer in view.duelists and view.my_duel_choice is None
        self.prompt = None
        if choosing and view.legal:
            self.prompt = ActionPrompt("", view.legal, self.tr, self.name)
            self.prompt.layout((center[0], self.rect.bottom - int(70 * scale)), scale)

    def draw(self, surface: pygame.Surface, view) -> None:
        tr, s, r = self.tr, self.scale, self.rect
        _panel(surface, r, 240)
        y = _lines(surface, [tr("pod.duel.title")], 26 * s, r.w - 30, r.centerx,
                   r.y + int(14 * s), theme.GOLD_LIGHT, bold=True)
        a, b = view.duelists
        for seat, x in ((a, r.x + r.w // 4), (b, r.right - r.w // 4)):
            _lines(surface, [self.name(seat)], 22 * s, r.w // 2 - 20, x, y + int(10 * s),
                   bold=True)
            if view.duel_choices is None:
                state = tr("pod.duel.ready") if seat in view.duel_chosen else tr("pod.duel.thinking")
                _lines(surface, [state], 15 * s, r.w // 2 - 20, x, y + int(42 * s), theme.MUTED)
        _lines(surface, [tr("pod.duel.vs")], 18 * s, 120, r.centerx, y + int(14 * s),
               theme.GOLD)
        y += int(76 * s)
        if view.duel_choices is not None:
            ca, cb = (tr(f"pod.duel.{c}") for c in view.duel_choices)
            y = _lines(surface, [tr("pod.duel.result", a=self.name(a), ca=ca, b=self.name(b),
                                    cb=cb)], 18 * s, r.w - 40, r.centerx, y, bold=True)
            y = _lines(surface, [duel_effect_text(view.duelists, view.duel_choices, tr,
                                                  self.name)],
                       16 * s, r.w - 40, r.centerx, y + int(6 * s), theme.CREAM)
            if view.viewer in view.duelists:
                _lines(surface, [duel_info_text(view.duel_info, tr)], 17 * s, r.w - 40,
                       r.centerx, y + int(8 * s), theme.GOLD_LIGHT)
            return
        y = _lines(surface, [tr("pod.duel.rules")], 14 * s, r.w - 50, r.centerx, y, theme.MUTED)
        if view.viewer not in view.duelists:
            _lines(surface, [tr("pod.duel.spectator")], 17 * s, r.w - 40, r.centerx,
                   y + int(14 * s), theme.GOLD_LIGHT)
        elif view.my_duel_choice is not None:
            _lines(surface, [tr("pod.duel.chosen")], 17 * s, r.w - 40, r.centerx,
                   y + int(14 * s), theme.GREEN_OK)
        elif self.prompt:
            for btn in self.prompt.buttons:
                btn.draw(surface)


class AchievementToasts:
    """Achievement cards stacked in a corner of the window, each shown for a few seconds:
    at the bottom right (beside the person's hand) unless something there is in the way,
    else at the top right (where, from 5 seats, a rival's plaque sits)."""

    def __init__(self, duration: float = 3.5):
        self.duration = duration
        self.items: list[list] = []  # [key, line, age]

    def add(self, key: str, line: str) -> None:
        self.items.append([key, line, 0.0])
        del self.items[:-4]

    def update(self, dt: float) -> None:
        for it in self.items:
            it[2] += dt
        self.items = [it for it in self.items if it[2] < self.duration]

    def _cards(self, scale: float, width: int) -> list:
        """(card, alpha) per toast; a line wider than a third of the window wraps (a long
        name with its translation ran the stack over the person's card or a plaque)."""
        out = []
        h = int(44 * scale)
        room = max(int(220 * scale), width // 3 - h - int(26 * scale))
        for key, line, age in self.items:
            a = min(1.0, age / 0.25, (self.duration - age) / 0.5)
            imgs = [text(part, 16 * scale, theme.CREAM, bold=True)
                    for part in wrap(line, 16 * scale, room, bold=True)]
            ch = max(h, sum(i.get_height() for i in imgs) + int(12 * scale))
            w = max(i.get_width() for i in imgs) + h + int(26 * scale)
            card = pygame.Surface((w, ch), pygame.SRCALPHA)
            card.blit(theme.rounded_panel((w, ch), h // 2, (20, 30, 52), 235,
                                          (*BLUE_MANA, 200), 2), (0, 0))
            coin = badge(key, h - 8)
            card.blit(coin, coin.get_rect(center=(h // 2, ch // 2)))
            y = (ch - sum(i.get_height() for i in imgs)) // 2
            for img in imgs:
                card.blit(img, (h + int(8 * scale), y))
                y += img.get_height()
            card.set_alpha(int(255 * max(0.0, a)))
            out.append((card, a))
        return out

    def place(self, size, scale: float, bottom: int, avoid: Sequence[pygame.Rect] = (),
              cards: list | None = None) -> pygame.Rect:
        """Where the stack goes: the first corner (bottom right above `bottom`, then top right)
        whose box meets none of `avoid`, else the one that covers least of them. `cards`:
        the toasts already built this frame (`draw` builds them once)."""
        if cards is None:
            cards = self._cards(scale, size[0])
        gap, margin = int(8 * scale), int(20 * scale)
        w = max((c.get_width() for c, _ in cards), default=0)  # at rest: they slide in from the right
        h = sum(c.get_height() + gap for c, _ in cards) - gap
        low = pygame.Rect(size[0] - margin - w, bottom - h, w, h)
        high = pygame.Rect(size[0] - margin - w, int(70 * scale), w, h)

        def covered(box):
            return sum(box.clip(r).w * box.clip(r).h for r in avoid)
        return min((low, high), key=covered)

    def draw(self, surface: pygame.Surface, scale: float, bottom: int | None = None,
             avoid: Sequence[pygame.Rect] = ()) -> pygame.Rect | None:
        """The cards; `bottom`: the lowest the stack may reach, `avoid`: what it must not
        cover (plaques, cards). Returns the stack's box."""
        if not self.items:
            return None
        sw, sh = surface.get_size()
        cards = self._cards(scale, sw)
        box = self.place((sw, sh), scale, sh - int(40 * scale) if bottom is None else bottom, avoid,
                         cards)
        y = box.y
        for card, a in cards:
            surface.blit(card, (sw - card.get_width() - int(20 * scale) + int((1 - a) * 30), y))
            y += card.get_height() + int(8 * scale)
        return box
