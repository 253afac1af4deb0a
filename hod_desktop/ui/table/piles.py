"""Piles and the trick area. Rule-free drawing and bookkeeping of cards lying on the felt:

- `draw_stack(surface, back, pos, count, ...)`: a face-down stock or a won-tricks pile (a
  few offset backs, a count badge or a label under it);
- `draw_pile_captions(...)`: lines of words under a pile, and a frame round it to warn;
- `draw_stock_with_names(...)`: the stock with its count in words (and a warning), and the
  discard pile's name;
- `draw_taken_card(...)`: a small face-up card under (or beside) a seat's plaque with a
  word over it (what that seat took);
- `TrickArea`: the cards played to the current trick (or the centre) in the order they
  were played: `play(seat, key)`, `order_of(key)`, `layer_of(key)`, `clear()`; and
  `draw_order_marks(surface, [(pos, n)], ...)`: small numbered chips beside the cards so
  the play order can be read at a glance.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Hashable, Sequence

import pygame

from ..draw import theme
from .layout import CARD_RATIO, pile_offsets


def draw_stack(surface, back: pygame.Surface, pos, count: int, *, spread: str = "pile",
               badge: Callable | None = None, shadow: bool = False) -> pygame.Rect:
    """`count` cards face down at `pos`: "pile" scatters up to 6 backs (won tricks), "stock"
    stacks one back per 5 cards (at most 6) up and left. `badge(surface, text, pos)` draws
    the count at the top right when given and count > 1. Returns the top card's rect."""
    w = back.get_width()
    x, y = pos
    top = back.get_rect(center=(int(x), int(y)))
    if count <= 0:
        return top
    if spread == "stock":
        for i in range(min(6, (count + 4) // 5)):
            top = back.get_rect(center=(int(x - i * 1.2), int(y - i * 1.6)))
            if i == 0 and shadow:
                surface.blit(theme.soft_shadow(top.size, 8, 8, 110), top.move(-6, -3))
            surface.blit(back, top)
    else:
        for dx, dy in pile_offsets(count, w):
            top = back.get_rect(center=(int(x + dx), int(y + dy)))
            surface.blit(back, top)
    if badge is not None and count > 1:
        badge(surface, str(count), (x + w * 0.5, y - w * CARD_RATIO * 0.5))
    return top


def draw_pile_captions(surface, pos, pile_w: float, s: float, blit_text, lines,
                       warn=None) -> None:
    """`lines` [(words, colour, size at 720 px)] one under another below the pile at `pos`
    (the first 14 px under its edge, then 15 px apart); a frame in `warn` round it."""
    x, y = pos
    for i, (words, color, size) in enumerate(lines):
        blit_text(surface, words, size * s, (x, y + pile_w * CARD_RATIO / 2 + (14 + 15 * i) * s),
                  color, True)
    if warn is not None:
        r = pygame.Rect(0, 0, int(pile_w * 1.12), int(pile_w * CARD_RATIO * 1.12))
        r.center = (int(x), int(y))
        pygame.draw.rect(surface, warn, r, max(2, int(2 * s)), border_radius=int(8 * s))


def draw_stock_with_names(surface, back: pygame.Surface, stock_at, count: int, discard_x: float,
                          pile_w: float, s: float, blit_text, count_words: str, discard_words: str,
                          warning: str | None = None) -> None:
    """The stock of `count` cards (`draw_stack`'s "stock", shadowed) with `count_words` under
    it, and the discard pile's name under its place (`discard_x`, at the stock's height);
    `pile_w` is the piles' card width.
    With a `warning` line the stock's words turn red, the warning goes under them and a
    frame goes round the stock (say, when its running out again ends the hand)."""
    draw_stack(surface, back, stock_at, count, spread="stock", shadow=True)
    col = theme.RED_SOFT if warning else theme.MUTED
    draw_pile_captions(surface, stock_at, pile_w, s, blit_text,
                       [(count_words, col, 13)] + ([(warning, col, 12)] if warning else []),
                       col if warning else None)
    draw_pile_captions(surface, (discard_x, stock_at[1]), pile_w, s, blit_text,
                       [(discard_words, theme.MUTED, 13)])


def taken_card_rect(size: tuple[int, int], plaque: pygame.Rect, beside: int, s: float) -> pygame.Rect:
    """Where `draw_taken_card` puts a face of `size`: beside the plaque (`beside` 1: right,
    -1: left) or under it (0), low enough that the words over the card clear the plaque
    (at 4 px they lay on its last line: «a 50 puntos» under «Cogió», Chinchón 6p 900x560)."""
    r = pygame.Rect((0, 0), size)
    if beside > 0:
        r.midleft = (plaque.right + 6, plaque.centery)
    elif beside < 0:
        r.midright = (plaque.x - 6, plaque.centery)
    else:
        r.midtop = (plaque.centerx, plaque.bottom + int(17 * s))
    return r


def draw_taken_card(surface, img: pygame.Surface, plaque: pygame.Rect, beside: int, s: float,
                    blit_text, words: str) -> None:
    """`img` (a small face) under the plaque, or beside it (`beside` 1: right, -1: left,
    0: under) with a soft shadow and `words` over it."""
    cr = taken_card_rect(img.get_size(), plaque, beside, s)
    surface.blit(theme.soft_shadow(cr.size, 6, 6, 90), cr.move(-6, -4))
    surface.blit(img, cr)
    blit_text(surface, words, 11 * s, (cr.centerx, cr.y - 8 * s), theme.MUTED, True)


@dataclass
class TrickArea:
    """The cards of the current trick in play order (seat, sprite key)."""

    plays: list[tuple[int, Hashable]] = field(default_factory=list)
    winning: object = None  # the sprite lit as winning the trick so far (mark_winner)

    def play(self, seat: int, key: Hashable) -> int:
        """Record a card played; returns its place in the order (1 = led)."""
        self.plays.append((seat, key))
        return len(self.plays)

    def rekey(self, old: Hashable, new: Hashable) -> None:
        self.plays = [(p, new if k == old else k) for p, k in self.plays]

    def order_of(self, key: Hashable) -> int | None:
        for i, (_p, k) in enumerate(self.plays):
            if k == key:
                return i + 1
        return None

    def layer_of(self, key: Hashable, base: int = 0) -> int:
        n = self.order_of(key)
        return base + (n - 1 if n else len(self.plays))

    def seats(self) -> list[int]:
        return [p for p, _k in self.plays]

    def clear(self) -> None:
        self.plays = []

    def order_marks(self, sprite_of) -> list:
        """(chip position, place in the order) just off the top-left corner of each card at
        rest, clear of its index (a chip inside the corner hid the Q, 5 and 10 of a Cinco
        Vidas trick at 1280x720); `sprite_of(key)` gives a card's sprite (or None)."""
        marks = []
        for _p, key in self.plays:
            s = sprite_of(key)
            if s is not None and not s.moving:
                w, h = s.size
                marks.append(((s.pos[0] - w * 0.56, s.pos[1] - h * 0.55), self.order_of(key)))
        return marks

    def mark_winner(self, sprite_of, winner_of, color) -> None:
        """Light the card that wins the trick so far: `winner_of([(seat, card)])` is the
        engine's rule (which seat wins those cards); only cards at rest count."""
        plays = [(p, sprite_of(key)) for p, key in self.plays]
        landed = [(p, s) for p, s in plays if s is not None and s.card is not None and not s.moving]
        best = winner_of([(p, s.card) for p, s in landed]) if len(landed) > 1 else None
        winning = next((s for p, s in landed if p == best), None)
        if self.winning is not None and self.winning is not winning:
            self.winning.glow = None
        if winning is not None:
            winning.glow = color
        self.winning = winning

    def __len__(self) -> int:
        return len(self.plays)


def draw_order_marks(surface, marks: Sequence[tuple[tuple[float, float], int]], s: float,
                     text_fn) -> None:
    """A small numbered chip at each position (1 = the card that was led)."""
    rad = max(7, int(9 * s))
    for pos, n in marks:
        c = (int(pos[0]), int(pos[1]))
        pygame.draw.circle(surface, (0, 0, 0, 110), (c[0] + 1, c[1] + 2), rad)
        pygame.draw.circle(surface, (12, 40, 28), c, rad)
        pygame.draw.circle(surface, theme.GOLD, c, rad, 1)
        img = text_fn(str(n), int(rad * 1.3), theme.GOLD_LIGHT, True)
        surface.blit(img, img.get_rect(center=(c[0], c[1] + 1)))
