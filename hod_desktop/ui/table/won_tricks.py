"""Won tricks at a trick table, rule-free: each seat's pile of won tricks (a few backs and a
gold count badge), and the last trick taken, peeked at while Tab (or L) is held or the
pointer is over a pile (`LastTrickPeek`, on `TableHud.draw_cards_panel`). The panel's
words ("trick.*") are declared here."""
from __future__ import annotations

from functools import lru_cache
from typing import Callable, Iterable, Sequence

import pygame

from .. import i18n
from ..draw import theme
from .layout import pile_box
from .piles import draw_stack

i18n.declare("trick.last", "Última baza · la gana {name}")
# the person's own (i18n picks ".you")
i18n.declare("trick.last.you", "Última baza · la ganas tú")
i18n.declare("trick.none", "Aún no hay bazas en esta ronda")
i18n.declare("trick.prev", "Ronda anterior · su última baza la gana {name}")
i18n.declare("trick.prev.you", "Ronda anterior · su última baza la ganas tú")

PEEK_KEYS = (pygame.K_TAB, pygame.K_l)  # held down: the last trick is shown


def peek_key(event) -> bool | None:
    """The peek's new state for a key event of `PEEK_KEYS` (down: True, up: False), else None."""
    if event.type in (pygame.KEYDOWN, pygame.KEYUP) and event.key in PEEK_KEYS:
        return event.type == pygame.KEYDOWN
    return None


def over_a_pile(point, piles: Iterable[tuple[float, float]], small_w: float) -> bool:
    """Is `point` over one of the piles (centres) of won tricks, badge included? (asked every
    frame: each pile's box is worked out once)"""
    return any(_pile_rect(tuple(p), small_w).collidepoint(point) for p in piles)


@lru_cache(maxsize=64)
def _pile_rect(pile: tuple[float, float], small_w: float) -> pygame.Rect:
    return pygame.Rect(pile_box(pile, small_w))


def anchor_with_pile(plaque: pygame.Rect, pile, small_w: float, reach: float) -> pygame.Rect:
    """A seat's plaque, grown over its pile of won tricks when the pile lies under it
    (overlapping it across, its top less than `reach` below): a move trace goes under that,
    not over the pile and its count badge."""
    box = _pile_rect(tuple(pile), small_w)
    under = (box.right > plaque.left and box.left < plaque.right
             and plaque.top <= box.top < plaque.bottom + reach)
    return plaque.union(box) if under else plaque


def draw_won_pile(surface, back: pygame.Surface, pos, count: int, s: float, text_img) -> None:
    """`count` won tricks at `pos` as a few backs, with a gold badge counting them (from 2)."""
    def badge(surface, text, pos) -> None:
        img = text_img(text, int(14 * s), theme.INK, True)
        rad = max(img.get_width(), img.get_height()) // 2 + 3
        pygame.draw.circle(surface, theme.GOLD_LIGHT, (int(pos[0]), int(pos[1])), rad)
        surface.blit(img, img.get_rect(center=(int(pos[0]), int(pos[1]))))
    draw_stack(surface, back, pos, count, badge=badge)


def last_trick_panel(trick: Sequence[tuple[int, object]], winner: int | None,
                     name_of: Callable[[int], str], face_of: Callable[[object], pygame.Surface],
                     lang: str, before: Sequence[tuple[int, object]] = (),
                     before_winner: int | None = None) -> tuple[str, list]:
    """(title, [(face, seat's name, outlined)]) of the last trick in play order, its winner's
    card outlined; with no trick yet this round, the round before's last one (`before`: a
    1-card round's reveal, gone in two seconds, could not be looked at again), else the
    words that say there is none."""
    key = "trick.last"
    if not trick and before:
        trick, winner, key = before, before_winner, "trick.prev"
    if not trick:
        return i18n.tr("trick.none", lang), []
    return (i18n.tr(key, lang, name=name_of(winner)),
            [(face_of(c), name_of(p), p == winner) for p, c in trick])


class LastTrickPeek:
    """A `TableHud` mixin: the last trick's panel in the middle of the felt (while Tab or L
    is held, or the pointer is over a pile). The table's `shown` has `last_trick` ((seat,
    card) plays) and `last_winner`; its layout `trick_w`, `center` and `size`."""

    def _last_trick(self) -> tuple[str, list]:
        sh, cw = self.t.shown, int(self.t.layout.trick_w * 0.85)
        return last_trick_panel(sh.last_trick, sh.last_winner, self.t.name,
                                lambda c: self.t.look.face(c, cw), self.t.lang,
                                getattr(sh, "before_trick", ()), getattr(sh, "before_winner", None))

    def last_trick_rect(self) -> pygame.Rect:
        """The panel: sized to its text (and to the cards of the last trick, if any)."""
        title, cards = self._last_trick()
        lay = self.t.layout
        return self.cards_panel_rect(lay.center, lay.size[0], title, len(cards), lay.trick_w * 0.85)

    def draw_last_trick(self, surface) -> None:
        title, cards = self._last_trick()
        self.draw_cards_panel(surface, self.t.layout.center, title, cards, self.t.layout.trick_w * 0.85)
