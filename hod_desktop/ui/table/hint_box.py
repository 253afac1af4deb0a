"""The table parts every game gets for free (rule-free, fed by the table):

- `HintBox`: «¿Qué haría la máquina?» — asks ai/hint for the top-level bot's move from
  the person's own view (thought a few milliseconds per frame, like a bot), shows it in
  words with the bot's reason, and forgets it as soon as anything is played.
- `MoveTraces`: a short line at a seat saying what its bot just did ("tira el 7 de
  oros", "pide 2"), fading after a couple of seconds, so fast bot turns can be followed.
"""
from __future__ import annotations

import time

import pygame

from ...ai.hint import Hint, hint_thinking
from .. import i18n
from ..draw import theme
from .move_words import move_words, reason_words

HINT_BUDGET = 0.004  # seconds of hint thinking per frame
TRACE_SECONDS = 2.4


class HintBox:
    """One hint at a time. `key` is what makes it stale (the number of actions applied)."""

    def __init__(self):
        self.thinking = None
        self.hint: Hint | None = None
        self.key = None
        self.blind = False
        self.discard_top = None

    @property
    def active(self) -> bool:
        return self.thinking is not None or self.hint is not None

    def ask(self, match, seat: int, key) -> None:
        view = match.view(seat)
        self.blind = bool(getattr(view, "blind", False))
        top = getattr(view, "discard_top", None)
        self.discard_top = str(top) if top is not None else None
        self.thinking = hint_thinking(match.game, view, match.seed, seat)
        self.hint, self.key = None, key
        self.asked_at = time.perf_counter()

    def close(self) -> None:
        self.thinking, self.hint, self.key = None, None, None

    def cancel(self) -> bool:
        """Esc with the hint up: stop the thinking, or put its answer away (True if there
        was one); only the next Esc opens the pause menu."""
        if not self.active:
            return False
        self.close()
        return True

    def update(self, key, budget: float = HINT_BUDGET) -> None:
        """Think for at most `budget` seconds; drop the hint once `key` changed."""
        if self.key is not None and key != self.key:
            self.close()
            return
        if self.thinking is None:
            return
        t0 = time.perf_counter()
        try:
            while time.perf_counter() - t0 < budget:
                next(self.thinking)
        except StopIteration as done:
            self.hint, self.thinking = done.value, None

    def lines(self, lang: str, deck: str | None, seat_name) -> tuple[str, str]:
        """(the move, its reason) in words; the move is "…" while thinking."""
        if self.hint is None:  # after a second, how long it has thought and how to stop it
            waited = int(time.perf_counter() - getattr(self, "asked_at", time.perf_counter()))
            if waited >= 1:
                return i18n.tr("hint.thinking_for", lang, s=waited), ""
            return i18n.tr("hint.thinking", lang), ""
        move = move_words(self.hint.action, lang, "advice", blind=self.blind,
                          card=self.discard_top, deck=deck)
        return move, reason_words(self.hint.reason, lang, seat_name, deck)

    rect: pygame.Rect | None = None  # where the panel was last drawn

    def draw(self, surface, center: tuple[int, int], s: float, lang: str, deck: str | None,
             seat_name, text_img, avoid=(), cover=()) -> pygame.Rect | None:
        """The hint panel centred on `center`, moved below (or else above) any rect of
        `avoid` it would cover (a panel the person is answering), and grown over any rect
        of `cover` it meets (the prompt line: its ends stuck out from under the hint);
        `text_img(text, size, color, bold)`."""
        self.rect = None
        if not self.active:
            return None
        move, why = self.lines(lang, deck, seat_name)
        title = text_img(i18n.tr("hint.title", lang), int(14 * s), theme.MUTED, True)
        big = text_img(move, int(21 * s), theme.GOLD_LIGHT, True)
        small = text_img(why, int(15 * s), theme.CREAM, False) if why else None
        pad = int(12 * s)
        w = max(title.get_width(), big.get_width(), small.get_width() if small else 0) + 2 * pad
        w = min(w, surface.get_width() - 8)
        h = title.get_height() + big.get_height() + (small.get_height() if small else 0) + 2 * pad
        r = pygame.Rect(0, 0, w, h)
        r.center = center
        r.clamp_ip(surface.get_rect())
        r = clear_of(r, avoid, int(6 * s), surface.get_rect())
        for line in cover:
            if r.colliderect(line):
                r = r.union(line)
        w = r.w
        self.rect = r
        panel = theme.rounded_panel(r.size, int(10 * s), (10, 26, 20), 252, theme.GOLD_DARK)
        surface.blit(panel, r)
        y = r.y + pad + (r.h - h) // 2
        for img in (title, big, small):
            if img is None:
                continue
            if img.get_width() > w - 2 * pad:
                img = pygame.transform.smoothscale_by(img, (w - 2 * pad) / img.get_width())
            surface.blit(img, img.get_rect(midtop=(r.centerx, y)))
            y += img.get_height()
        return r


def clear_of(r: pygame.Rect, avoid, gap: int, bounds: pygame.Rect) -> pygame.Rect:
    """`r` moved just below the rects of `avoid` it covers, or just above them when
    below does not fit in `bounds`; unchanged when it covers none."""
    hit = [pygame.Rect(a) for a in avoid if r.colliderect(a)]
    if not hit:
        return r
    r = r.copy()
    r.top = max(a.bottom for a in hit) + gap
    if r.bottom > bounds.bottom:
        r.bottom = min(a.top for a in hit) - gap
    r.clamp_ip(bounds)
    return r


class MoveTraces:
    """The last move of each seat, in words, shown for TRACE_SECONDS (game time)."""

    def __init__(self):
        self.items: dict[int, list] = {}  # seat -> [text, seconds left]
        self.drawn: list[pygame.Rect] = []  # the chips of the last frame, for panels to avoid
        self.chips: dict[tuple[int, int], pygame.Surface] = {}  # chip backgrounds by size

    def add(self, seat: int, words: str) -> None:
        self.items[seat] = [words, TRACE_SECONDS]

    def update(self, dt: float) -> None:
        for seat in list(self.items):
            self.items[seat][1] -= dt
            if self.items[seat][1] <= 0:
                del self.items[seat]

    def draw(self, surface, anchor_of, s: float, text_img, avoid=()) -> list[pygame.Rect]:
        """Each trace in a small dark chip just outside its seat's plaque:
        `anchor_of(seat) -> Rect | None`. Returns the chips' rects. Under the plaque it may
        lie over `avoid` (cards in hands, plaques: a top seat's hand lies under its plaque, and
        the chip covered its top): then it goes beside the plaque, if there is room; a
        callable `avoid` is asked only when there is a trace to place."""
        out = []
        if callable(avoid):
            avoid = avoid() if self.items else []
        for seat, (words, left) in self.items.items():
            plaque = anchor_of(seat)
            if plaque is None:
                continue
            alpha = int(255 * min(1.0, left / 0.5))
            img = text_img(words, int(14 * s), theme.GOLD_LIGHT, True)
            pad = int(6 * s)
            r = pygame.Rect(0, 0, img.get_width() + 2 * pad, img.get_height() + pad)
            below = plaque.bottom + r.h + 4 < surface.get_height() * 0.72 or plaque.y < r.h + 4
            r.midtop = (plaque.centerx, plaque.bottom + 3) if below else (plaque.centerx, 0)
            if not below:
                r.midbottom = (plaque.centerx, plaque.y - 3)
            r.clamp_ip(surface.get_rect())
            if r.collidelist(avoid) >= 0:
                r = beside(r, plaque, surface.get_rect(), avoid, int(5 * s))
            chip = self.chips.get(r.size)
            if chip is None:  # one per size, not one per frame
                chip = self.chips[r.size] = theme.rounded_panel(r.size, r.h // 2, (6, 18, 13), 210, None)
            chip.set_alpha(alpha)
            img = img.copy()
            img.set_alpha(alpha)
            surface.blit(chip, r)
            surface.blit(img, img.get_rect(center=r.center))
            out.append(r)
        self.drawn = out
        return out


def beside(r: pygame.Rect, plaque: pygame.Rect, bounds: pygame.Rect, avoid, gap: int) -> pygame.Rect:
    """`r` still under `plaque` but flush with its left or right edge (away from a fanned hand
    beside it), else to the right of the plaque, else to its left, else under it just to the
    side of a rect it covered, else over the plaque: the first that is inside `bounds` and
    clear of `avoid`; unmoved when none is."""
    tries = [dict(left=plaque.left), dict(right=plaque.right),
             dict(midleft=(plaque.right + gap, plaque.centery)),
             dict(midright=(plaque.left - gap, plaque.centery))]
    # then still under the plaque, just clear of what it lay on (the title column's edge)
    tries += [dict(left=a.right + gap) for a in avoid if r.colliderect(a)]
    tries += [dict(right=a.left - gap) for a in avoid if r.colliderect(a)]
    if r.top >= plaque.bottom:  # then over the plaque (a top seat's hand fills the room under),
        top = plaque.top - gap // 2  # last just clear of what it lay on there (a long title)
        over = r.copy()
        over.midbottom = (plaque.centerx, top)
        tries += [dict(bottom=top, centerx=plaque.centerx), dict(bottom=top, left=plaque.left),
                  dict(bottom=top, right=plaque.right)]
        tries += [dict(bottom=top, left=a.right + gap) for a in avoid if over.colliderect(a)]
        tries += [dict(bottom=top, right=a.left - gap) for a in avoid if over.colliderect(a)]
    for where in tries:
        c = r.copy()
        for k, v in where.items():
            setattr(c, k, v)
        if bounds.contains(c) and c.collidelist(avoid) < 0:
            return c
    return r


def spots_around(r: pygame.Rect, group: pygame.Rect, gap: int, size) -> list[pygame.Rect]:
    """Places for a panel shaped `r` near `group` (the cards it speaks of): just below,
    above, left and right of it, its four corners beside it, then anywhere within `size`,
    nearer the middle first, then against the left and right edges (`gap` in): a wide
    Poderes step panel found no place between a 6-card trick and the person's hand but
    over the hand's corner, with the room it needed by the window's edge (6p 800x480)."""
    tries = []
    for where in (dict(top=group.bottom + gap), dict(bottom=group.top - gap),
                  dict(midright=(group.left - gap, group.centery)),
                  dict(midleft=(group.right + gap, group.centery)),
                  dict(topright=(group.left - gap, group.top)),
                  dict(topleft=(group.right + gap, group.top)),
                  dict(bottomright=(group.left - gap, group.bottom)),
                  dict(bottomleft=(group.right + gap, group.bottom))):
        t = r.copy()
        for k, v in where.items():
            setattr(t, k, v)
        tries.append(t)
    w, h = size
    for fy in range(14, 80, 4):
        for fx in (50, 38, 62, 26, 74):
            t = r.copy()
            t.center = (w * fx // 100, h * fy // 100)
            tries.append(t)
    for fy in range(14, 80, 4):
        for edge in (dict(left=gap), dict(right=w - gap)):
            t = r.copy()
            t.centery = h * fy // 100
            for k, v in edge.items():
                setattr(t, k, v)
            tries.append(t)
    return tries


def least_covering(tries, bounds: pygame.Rect, *avoid) -> pygame.Rect:
    """Of `tries` inside `bounds` (the first try when none is), the one that covers the least
    of the first list of rects in `avoid`, then of the next list on a tie, and so on; the
    earliest try on a full tie. A try clear of every list wins at once."""
    tries = [pygame.Rect(t) for t in tries]
    inside = [t for t in tries if bounds.contains(t)] or tries[:1]

    def cost(t: pygame.Rect) -> tuple[int, ...]:
        return tuple(sum(t.clip(k).w * t.clip(k).h for k in rects) for rects in avoid)

    return min(inside, key=cost)


HELD_SLOTS = ("hand", "blind")  # a seat's cards: its hand, its 1-card round's card (trick_table)


def trace_avoid(sprites, anchors, more=()) -> list[pygame.Rect]:
    """What a move trace should not cover: every card a seat holds (of `sprites`: in a hand,
    or the face-up card of a 1-card round, which the chip hid: «dice «Pierdo»» over Lucía's
    10♥, Cinco Vidas 2p 1280x720), every seat's plaque (`anchors`, None for a seat without
    one) and whatever else the table names (`more`, None or empty ones left out)."""
    out = [sp.rect for sp in sprites if isinstance(sp.slot, tuple) and sp.slot[:1] and sp.slot[0] in HELD_SLOTS]
    return out + [a for a in anchors if a is not None] + [pygame.Rect(r) for r in more if r]
