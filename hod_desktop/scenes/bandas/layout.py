"""Where everything sits on the Bandas table, for any window size (drawn for 1280x720)."""
from __future__ import annotations

from dataclasses import dataclass

import pygame

SEAT_COLORS = ((222, 72, 64), (70, 140, 230), (240, 190, 60), (120, 200, 110),
               (190, 110, 220), (240, 140, 60))


@dataclass
class BoardLayout:
    size: tuple[int, int]
    s: float  # scale against a 720-pixel high window
    seats: list[pygame.Rect]
    districts: list[pygame.Rect]
    plus: list[pygame.Rect]
    minus: list[pygame.Rect]
    scores: pygame.Rect
    pool: pygame.Rect  # the heap of thugs still to place
    tricks: list[pygame.Rect]  # the trick cards in hand (up to 3)
    confirm: pygame.Rect
    caption: pygame.Rect  # the reveal's caption and the prompts
    menu_button: pygame.Rect
    message: tuple[float, float]


def board_layout(width: int, height: int, n: int) -> BoardLayout:
    s = height / 720.0
    px = lambda v: int(round(v * s))  # noqa: E731
    margin = px(14)
    score_w = px(270)
    top = px(8)
    seat_h = px(80)
    menu = pygame.Rect(width - margin - px(44), top + px(18), px(44), px(44))
    seat_area_w = width - 2 * margin - menu.w - px(10)
    gap = px(8)
    seat_w = min(px(230), (seat_area_w - gap * (n - 1)) // n)
    seats = [pygame.Rect(margin + i * (seat_w + gap), top, seat_w, seat_h) for i in range(n)]
    board_top = top + seat_h + px(12)
    board_h = px(350)
    board_w = width - 2 * margin - score_w - px(12)
    dgap = px(10)
    dw = (board_w - 4 * dgap) // 5
    districts = [pygame.Rect(margin + i * (dw + dgap), board_top, dw, board_h) for i in range(5)]
    bw, bh = px(46), px(34)
    plus, minus = [], []
    for r in districts:
        y = r.bottom - bh - px(8)
        minus.append(pygame.Rect(r.centerx - bw - px(6), y, bw, bh))
        plus.append(pygame.Rect(r.centerx + px(6), y, bw, bh))
    scores = pygame.Rect(width - margin - score_w, board_top, score_w, board_h)
    low_top = board_top + board_h + px(12)
    caption = pygame.Rect(margin, low_top, width - 2 * margin, px(40))
    hand_top = caption.bottom + px(8)
    hand_h = height - hand_top - margin
    pool = pygame.Rect(margin, hand_top, px(220), hand_h)
    card_w, card_h = px(128), min(hand_h, px(176))
    tricks = [pygame.Rect(pool.right + px(24) + i * (card_w + px(14)), hand_top, card_w, card_h)
              for i in range(3)]
    confirm = pygame.Rect(0, 0, px(210), px(58))
    confirm.midright = (width - margin, hand_top + hand_h // 2)
    return BoardLayout((width, height), s, seats, districts, plus, minus, scores, pool, tricks,
                       confirm, caption, menu, (width / 2, caption.centery))
