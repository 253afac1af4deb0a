"""The card each seat last took from a face-up pile, shown small by its plaque with a word
over it («Cogió»), so everybody can see what a rival is collecting.

A card lies under its seat's plaque, or beside it when that seat's own cards lie below the
plaque (under it, it would cover them). Under the plaque, the seat's move trace goes below
the card (`under`); beside it, a trace keeps off the card and its word (`beside`).

Rule-free: the table gives each seat's face, plaque and where its hand lies.
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from .piles import draw_taken_card, taken_card_rect

WORDS_ABOVE = 16  # px at 720 high: the word over a card beside a plaque


def taken_side(plaque: pygame.Rect, hand_y: float, center_x: float) -> int:
    """0: under the plaque; 1 right of it, -1 left of it (away from the centre) when the
    seat's hand (its centre at `hand_y`) lies below the plaque."""
    return 0 if hand_y <= plaque.bottom else 1 if plaque.centerx < center_x else -1


@dataclass(frozen=True)
class TakenCard:
    seat: int
    face: pygame.Surface
    plaque: pygame.Rect
    side: int  # as `taken_side` says

    def rect(self, s: float) -> pygame.Rect:
        return taken_card_rect(self.face.get_size(), self.plaque, self.side, s)


class TakenCards:
    """The seats' last-taken cards at scale `s` (window height / 720)."""

    def __init__(self, cards: list[TakenCard], s: float) -> None:
        self.cards, self.s = cards, s

    def under(self, seat: int) -> pygame.Rect | None:
        """The seat's card when it lies under its plaque, else None."""
        return next((c.rect(self.s) for c in self.cards if c.seat == seat and c.side == 0), None)

    def beside(self) -> list[pygame.Rect]:
        """The cards beside their plaques, each with the word over it."""
        rects = [c.rect(self.s) for c in self.cards if c.side != 0]
        return [r.union(r.move(0, -int(WORDS_ABOVE * self.s))) for r in rects]

    def draw(self, surface, blit_text, words: str) -> None:
        for c in self.cards:
            draw_taken_card(surface, c.face, c.plaque, c.side, self.s, blit_text, words)
