"""The guide of a first game (issue 36, item 8): a layer laid over any table
(`table.add_layer(GuideLayer(...))`) that points at what to do next and says why, one
short step after another. It knows no rules: each game gives a list of `GuideStep`s
(scenes/<game>/guide.py) naming where to point and, for a step the person answers by
playing, a test on their view and the moves they made since the guide began.

A step without `done` is read and passed on: «Seguir» by a click, Intro or Espacio.
A step with `done` passes by itself once the person has made that move. Esc leaves the
guide (the table plays on). The speech panel never lies over the step's target.

Targets (`GuideStep.target`): "" (none), "hand" (the person's cards), "seat:N" (seat N's
plaque), "panel" (the question panels the table drew last frame), "slot:NAME" (the cards
whose sprite slot starts with NAME: "stock", "discard", "centre"; "stock,discard" both), "layout:ATTR" (a place
of the table's layout: a rect, a list of rects or a point), or a function
`table -> Rect | None` of the game's own.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Callable, Union

import pygame

from .. import i18n
from ..draw import theme
from ..draw.text_render import text, wrap
from .guide_place import fit_panel, layout_rects, overlap, panel_cost

Target = Union[str, Callable[[object], "pygame.Rect | None"]]

OK_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
READ_DELAY = 0.4  # seconds a new step takes no «Seguir» key (an Intro meant for the table)


@dataclass(frozen=True)
class GuideStep:
    """One step: the words (an i18n key, or a function `table -> key` of the game's own),
    where to point, and when it is done.

    done(view, moves) -> bool: `view` is the person's view now, `moves` the texts of the
    moves they made since the guide began (oldest first). None: the person reads it and
    presses «Seguir».

    A step never points at a control the table draws disabled (Brag's «Golpear» after
    another player knocked): while the target is one, it points at `fallback` instead
    ("" nothing), and its words say why."""

    text: str | Callable[[object], str]
    target: Target = ""
    done: Callable[[object, tuple], bool] | None = None
    fallback: Target = ""


def made(*verbs: str) -> Callable[[object, tuple], bool]:
    """A step done once the person made a move starting with one of `verbs`."""
    return lambda view, moves: any(m.split(" ")[0] in verbs for m in moves)


def _card_rect(table, point) -> pygame.Rect:
    lay = table.layout
    w = int(getattr(lay, "card_w", 0) or getattr(lay, "pile_w", 0) or 80)
    r = pygame.Rect(0, 0, w, int(w * 1.45))
    r.center = (int(point[0]), int(point[1]))
    return r


def _union(rects) -> pygame.Rect | None:
    rects = [pygame.Rect(r) for r in rects if r is not None]
    if not rects:
        return None
    return rects[0].unionall(rects[1:])


def _slot_head(slot):
    """(zone, seat) of a sprite's slot: ("hand", 0, ...) or a kit Place(zone=("seat", 0))."""
    zone = getattr(slot, "zone", None)
    if zone is not None:
        slot = zone
    if isinstance(slot, tuple) and slot:
        return slot[0], (slot[1] if len(slot) > 1 else None)
    return None, None


def target_rect(table, target: Target) -> pygame.Rect | None:
    """Where `target` is on `table` now (None: not on the table at the moment)."""
    if not target:
        return None
    if callable(target):
        r = target(table)
        return pygame.Rect(r) if r is not None else None
    kind, _, arg = target.partition(":")
    if kind == "hand":
        me = table.human
        return _union(s.rect for s in table.cards.sprites()
                      if _slot_head(s.slot)[0] in ("hand", "seat") and _slot_head(s.slot)[1] == me)
    if kind == "seat":
        r = table.seat_anchor(int(arg))
        return pygame.Rect(r) if r is not None else None
    if kind == "panel":
        return _union(getattr(table.hud, "panels_shown", ()))
    if kind == "slot":
        names = arg.split(",")
        return _union(s.rect for s in table.cards.sprites() if _slot_head(s.slot)[0] in names)
    if kind == "layout":
        value = getattr(table.layout, arg, None)
        if isinstance(value, pygame.Rect):
            return pygame.Rect(value)
        if isinstance(value, (list, tuple)) and value and isinstance(value[0], pygame.Rect):
            return _union(value)
        if isinstance(value, (list, tuple)) and len(value) == 2:
            return _card_rect(table, value)
        if isinstance(value, (list, tuple)) and len(value) == 4:
            return pygame.Rect(value)
    return None


class GuideLayer:
    """The guide over a table: a ring and an arrow at the target, a speech panel with the
    step's words («Seguir» on a step the person only reads), Esc to leave."""

    def __init__(self, table, steps, on_finish: Callable[[], None] | None = None,
                 keep_clear: Callable[[object], list] | None = None,
                 free: Callable[[object], list] | None = None):
        self.t = table
        self.keep_clear = keep_clear  # the game's own things the words should not cover
        self.free = free  # places of the table's layout with nothing in them now
        self.steps = list(steps)
        self.index = 0
        self.active = bool(self.steps)
        self.finished = False  # the last step was passed (not left with Esc)
        self.on_finish = on_finish
        self.clock = 0.0
        self._start_moves = self._my_moves_count()
        self.panel_rect: pygame.Rect | None = None
        self.button_rect: pygame.Rect | None = None
        self.target_drawn: pygame.Rect | None = None
        self._placed: tuple | None = None  # (step, window size, words, rect, lines) drawn last
        self._fitted: tuple | None = None  # (what it was found for, (rect, lines)): the best place

    # ------------------------------------------------------------ steps
    @property
    def step(self) -> GuideStep | None:
        return self.steps[self.index] if self.active else None

    @property
    def last(self) -> bool:
        return self.index == len(self.steps) - 1

    def _my_moves(self) -> tuple:
        me = self.t.human
        return tuple(a for seat, a in self.t.match.actions if seat == me)

    def _my_moves_count(self) -> int:
        return len(self._my_moves())

    def moves(self) -> tuple:
        """The person's moves since the guide began."""
        return self._my_moves()[self._start_moves:]

    def advance(self) -> None:
        if not self.active:
            return
        if self.last:
            self.active, self.finished = False, True
            if self.on_finish is not None:
                self.on_finish()
            return
        self.index += 1
        self.clock = 0.0

    def leave(self) -> None:
        self.active = False

    # ------------------------------------------------------------ layer hooks
    def update(self, dt: float) -> None:
        self.clock += dt
        step = self.step
        if step is None or step.done is None:
            return
        t = self.t
        if t.human is not None and step.done(t.match.view(t.human), self.moves()):
            self.advance()

    def handle_event(self, event) -> bool:
        if not self.active or getattr(self.t, "paused", False):
            return False
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.leave()
                return True
            if self.step.done is None and event.key in OK_KEYS:
                if self.clock >= READ_DELAY:  # a key pressed twice does not skip a step
                    self.advance()
                return True
        if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) == 1:
            if self.step.done is None and self.button_rect is not None \
                    and self.button_rect.collidepoint(event.pos):
                self.advance()
                return True
            if self.panel_rect is not None and self.panel_rect.collidepoint(event.pos):
                return True  # a click on the words does nothing under them
        if event.type == pygame.MOUSEBUTTONUP and self.panel_rect is not None \
                and self.panel_rect.collidepoint(event.pos):
            return True
        return False

    # ------------------------------------------------------------ drawing
    def tr(self, key: str, **fmt) -> str:
        return i18n.tr(key, self.t.lang, **fmt)

    def draw(self, surface) -> None:
        self.panel_rect = self.button_rect = self.target_drawn = None
        step = self.step
        if step is None or getattr(self.t, "paused", False):
            return
        screen = surface.get_rect()
        s = screen.h / 720.0
        target = self.pointed(screen, s)
        self.target_drawn = target
        text_key = step.text(self.t) if callable(step.text) else step.text
        body = self.tr(text_key)
        head = self.tr("guide.step", n=self.index + 1, k=len(self.steps))
        foot = self.tr("guide.leave")
        button = None if step.done is not None else self.tr("guide.done" if self.last else "guide.next")
        size_body, size_small = 17 * s, 13 * s
        line_h = int(size_body * 1.32)
        bh = int(34 * s) if button else 0

        def measure(width: int) -> tuple[int, list[str]]:
            lines = wrap(body, size_body, width - int(28 * s))
            return int(12 * s) + int(20 * s) + len(lines) * line_h + int(8 * s) + bh + int(22 * s), lines

        avoid = [target if target is not None else pygame.Rect(0, 0, 0, 0)]
        avoid += self.obstacles()
        must = self.never_cover()
        full = int(min(screen.w * 0.46, 430 * max(s, 0.8)))
        kept = self._kept(body, screen, target, self.must_see())
        if kept is not None and (self._cards_moving() or kept[0].inflate(
                int(60 * s), int(60 * s)).collidepoint(self._pointer())):
            panel, lines = kept  # cards on their way, or the pointer on its way to «Seguir»
        else:
            key = (body, screen.size, full, *(tuple(r) for r in avoid), None, *(tuple(r) for r in must))
            if self._fitted is None or self._fitted[0] != key:  # found again when a thing moved
                self._fitted = (key, fit_panel(measure, full, screen, avoid, target, must))
            panel, lines = self._fitted[1]
            if kept is not None and panel_cost(kept[0], screen, avoid) <= panel_cost(panel, screen, avoid):
                panel, lines = kept  # as good as the best place: it stays
        self._placed = (self.index, screen.size, body, panel, lines)
        self.panel_rect = panel
        if target is not None:
            self._draw_pointer(surface, panel, target, s)
        surface.blit(theme.soft_shadow(panel.size, int(12 * s), 8, 130), panel.move(-8, -4))
        surface.blit(theme.rounded_panel(panel.size, int(12 * s), theme.PANEL, 240), panel)
        pygame.draw.rect(surface, theme.GOLD, panel, max(1, int(2 * s)), border_radius=int(12 * s))
        x, y = panel.x + int(14 * s), panel.y + int(10 * s)
        surface.blit(text(head, size_small, theme.GOLD_LIGHT, True), (x, y))
        y += int(20 * s)
        for ln in lines:
            surface.blit(text(ln, size_body, theme.CREAM), (x, y))
            y += line_h
        y += int(6 * s)
        if button:
            img = text(button, 15 * s, theme.INK, True)
            r = pygame.Rect(0, 0, img.get_width() + int(30 * s), int(30 * s))
            r.topright = (panel.right - int(14 * s), y)
            hot = r.collidepoint(getattr(self.t, "mouse", (-1, -1)))
            surface.blit(theme.vertical_gradient(r.size, theme.GOLD_LIGHT if hot else (246, 226, 170),
                                                 theme.GOLD if hot else theme.GOLD_DARK, r.h // 4), r)
            surface.blit(img, img.get_rect(center=r.center))
            self.button_rect = r
            y += bh
        surface.blit(text(foot, size_small, theme.MUTED), (x, panel.bottom - int(20 * s)))

    def _cards_moving(self) -> bool:
        """A card is on its way (dealt, played, gathered): the words wait for it to land
        before they look for a better place (looking every frame cost 2-4 ms)."""
        return any(getattr(sp, "moving", False) for sp in self.t.cards.sprites())

    def _pointer(self) -> tuple[int, int]:
        return tuple(getattr(self.t, "mouse", None) or (-1, -1))

    def pointed(self, screen: pygame.Rect, s: float) -> pygame.Rect | None:
        """Where the step points now (the ring's rect): its target, or its `fallback` while
        the target is a control the table drew disabled."""
        step = self.step
        target = target_rect(self.t, step.target)
        if target is not None and self.disabled_control(target):
            target = target_rect(self.t, step.fallback)
        if target is None:
            return None
        return target.inflate(int(14 * s), int(14 * s)).clip(screen)

    def disabled_control(self, r: pygame.Rect) -> bool:
        """True when `r` is mostly a button the table drew disabled this frame (and holds no
        enabled one): a step must not point there."""
        shown = getattr(self.t.hud, "buttons_shown", ())
        area = max(1, r.w * r.h)
        off = [b for b in shown if not b.enabled and 2 * overlap(r, [b.rect]) >= area]
        return bool(off) and not any(b.enabled and r.contains(b.rect) for b in shown)

    def _kept(self, body: str, screen: pygame.Rect, target, must) -> tuple | None:
        """(rect, lines) of the panel last frame, while it may stay there: the same step,
        words and window, not over the target nor over what the person must see and answer
        (`must_see`). It moves only to a place that covers less, and not while the pointer is
        on it: placed afresh every frame, it jumped whenever a plaque or a line came and
        went, and «Seguir» left the pointer's way just as the person clicked it."""
        placed = self._placed
        if placed is None or placed[:3] != (self.index, screen.size, body):
            return None
        panel = placed[3]
        if target is not None and panel.colliderect(target):
            return None
        if panel.collidelist(must) != -1:
            return None
        return panel, placed[4]

    def must_see(self) -> list[pygame.Rect]:
        """What the words must never stay over: the question panels the table drew last
        frame, and what they are never placed over (`never_cover`)."""
        panels = getattr(self.t.hud, "panels_shown", None) or getattr(self.t.hud, "panels_drawn", ())
        return [r for r in map(pygame.Rect, panels) if r.w > 0 and r.h > 0] + self.never_cover()

    def never_cover(self) -> list[pygame.Rect]:
        """What the words are never placed over while another place (or a narrower panel)
        is clear of it: the enabled buttons and prompt lines the table drew this frame, its
        help line (its keys) and the game's own things (`keep_clear`). A question panel's
        empty margins may be covered, its buttons not. (At 1280x720 the words lay over
        Bandas' «Confirmar», at 800x480 over its keys line.)"""
        hud = self.t.hud
        out = [pygame.Rect(b.rect) for b in getattr(hud, "buttons_shown", ()) if b.enabled]
        out += map(pygame.Rect, getattr(hud, "lines_shown", None) or getattr(hud, "lines_drawn", ()))
        keys = getattr(hud, "keys_rect", None)
        out += [pygame.Rect(keys)] if keys else []
        if self.keep_clear is not None:
            out += [pygame.Rect(r) for r in self.keep_clear(self.t)]
        return [r for r in out if r.w > 0 and r.h > 0]

    def obstacles(self) -> list[pygame.Rect]:
        """What the words should rather not cover: the question panels and prompt lines, the
        plaques, the cards on the felt, the layout's places, the deal code, the menu
        button and the title column."""
        t = self.t
        out = self.must_see()  # a table without `draw_extras` (Brag) leaves its lines in `_drawn`
        for seat in range(t.n):
            r = t.seat_anchor(seat)
            if r is not None:
                out.append(pygame.Rect(r))
        out += [pygame.Rect(s.rect) for s in t.cards.sprites()]
        out += layout_rects(t.layout)
        message = getattr(t.layout, "message", None)  # where the prompt line is written
        if isinstance(message, (tuple, list)) and len(message) == 2:
            w, h = t.layout.size
            line = pygame.Rect(0, 0, int(w * 0.6), int(32 * h / 720))
            line.center = (int(message[0]), int(message[1]))
            out.append(line)
        code = getattr(t.layout, "code", None)  # the deal code's bottom-right corner
        if isinstance(code, (tuple, list)) and len(code) == 2:
            s = t.layout.size[1] / 720.0
            out.append(pygame.Rect(int(code[0] - 240 * s), int(code[1] - 22 * s), int(240 * s), int(22 * s)))
        for r in (getattr(t.layout, "menu_button", None), getattr(t, "title_column", None)):
            if r is not None:
                out.append(pygame.Rect(r))
        if self.free is not None:
            empty = {tuple(r) for r in self.free(t)}
            out = [r for r in out if tuple(r) not in empty]
        return out

    def _draw_pointer(self, surface, panel: pygame.Rect, target: pygame.Rect, s: float) -> None:
        """A ring round the target (pulsing) and an arrow from the panel's edge to it."""
        pulse = 0.5 + 0.5 * math.sin(self.clock * 5.0)
        ring = target.inflate(int(6 * s * pulse), int(6 * s * pulse))
        pygame.draw.rect(surface, theme.GOLD_LIGHT, ring, max(2, int(3 * s)), border_radius=int(10 * s))
        start = _edge_point(panel, target.center)
        end = _edge_point(target, panel.center)
        dx, dy = end[0] - start[0], end[1] - start[1]
        dist = math.hypot(dx, dy)
        if dist < 12 * s:
            return
        ux, uy = dx / dist, dy / dist
        tip = (end[0] - ux * 4 * s, end[1] - uy * 4 * s)
        pygame.draw.line(surface, theme.GOLD_LIGHT, start, tip, max(2, int(4 * s)))
        head = 16 * s
        left = (tip[0] - ux * head - uy * head * 0.6, tip[1] - uy * head + ux * head * 0.6)
        right = (tip[0] - ux * head + uy * head * 0.6, tip[1] - uy * head - ux * head * 0.6)
        pygame.draw.polygon(surface, theme.GOLD_LIGHT, [tip, left, right])


def _edge_point(rect: pygame.Rect, toward) -> tuple[float, float]:
    """The point where the line from `rect`'s centre to `toward` leaves `rect`."""
    cx, cy = rect.center
    dx, dy = toward[0] - cx, toward[1] - cy
    if dx == 0 and dy == 0:
        return float(cx), float(cy)
    kx = (rect.w / 2) / abs(dx) if dx else math.inf
    ky = (rect.h / 2) / abs(dy) if dy else math.inf
    k = min(kx, ky, 1.0)
    return cx + dx * k, cy + dy * k
