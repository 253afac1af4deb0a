"""Marks drawn around card sprites, for reveals and hands: a colour bar under a group of
cards, a dashed "ghost" where a card was (with an arrow to where it went), and name tags
over runs of cards that do not cover one another. Rule-free: each takes sprites (anything
with `pos`, `rect`), sizes, colours and words.
"""
from __future__ import annotations

import pygame

from ..draw import theme
from ..draw.hud_shapes import dashed_rect
from .layout import CARD_RATIO
from ..draw.text_render import text as _text


def draw_group_bar(surface, sprites, card_w: float, color, s: float) -> None:
    """A rounded bar under the lowest of `sprites`, from the first card's left edge to the
    last one's right edge."""
    xs = [sp.pos[0] for sp in sprites]
    y = max(sp.pos[1] for sp in sprites) + card_w * CARD_RATIO / 2 + 4 * s
    th = max(3, int(4 * s))
    r = pygame.Rect(int(min(xs) - card_w / 2), int(y), int(max(xs) - min(xs) + card_w), th)
    pygame.draw.rect(surface, color, r, border_radius=th // 2)


def draw_ghost(surface, center, card_w: float, color, s: float, blit_text) -> None:
    """Where a card was: a faint slot with a dashed edge in `color` and an arrow up."""
    r = pygame.Rect(0, 0, int(card_w), int(card_w * CARD_RATIO))
    r.center = (int(center[0]), int(center[1]))
    img = pygame.Surface(r.size, pygame.SRCALPHA)
    pygame.draw.rect(img, (*color, 36), img.get_rect(), border_radius=max(4, r.w // 12))
    surface.blit(img, r)
    dashed_rect(surface, r, color, max(1, int(2 * s)), max(4, int(7 * s)))
    blit_text(surface, "↑", 26 * s, r.center, color, True)


def tag_boxes(runs, card_w: float, s: float, ceiling: float | None = None
              ) -> list[tuple[object, pygame.Rect, str]]:
    """(owner, box, words) of a tag over each run [(owner, sprites, label, short)], left to
    right and a little apart: every tag with its label when they all find room, else every
    tag with its `short` words; each centred over its run, else flush with its right or left
    end, else a step up — never above `ceiling` (the words over the row: a «C» moved up lay on
    «Las cartas sueltas…» and «de Lucía» touched «de Elena», Chinchón's count 6p 800x480)."""
    return (_tag_places(runs, card_w, s, ceiling, 2) or _tag_places(runs, card_w, s, ceiling, 3)
            or _tag_places(runs, card_w, s, ceiling, 3, anyhow=True))


def _tag_places(runs, card_w: float, s: float, ceiling, words_at: int, anyhow: bool = False):
    """`tag_boxes` with the words at index `words_at` of each run; None when a tag finds no
    clear place (with `anyhow`: it takes the last place it may)."""
    out: list = []
    gap = max(2, int(4 * s))
    for run in runs:
        sprites, words = run[1], run[words_at]
        left = min(sp.rect.x for sp in sprites)
        right = max(sp.rect.x for sp in sprites) + card_w * 0.62
        top = min(sp.rect.y for sp in sprites)
        img = _text(words, int(11 * s), theme.INK, True)
        places = []
        for where in ("center", "right", "left", "up"):
            box = img.get_rect().inflate(int(10 * s), int(4 * s))
            box.center = (int((left + right) / 2), int(top - (box.h + 1) * (where == "up")))
            if where in ("right", "left"):
                setattr(box, where, int(right if where == "right" else left))
            if where == "up" and ceiling is not None and box.top < ceiling:
                continue
            places.append(box)
        clear = [b for b in places if not any(b.inflate(gap, 0).colliderect(o) for _w, o, _x in out)]
        if not clear and not anyhow:
            return None
        out.append((run[0], clear[0] if clear else places[-1], words))
    return out


def draw_tag(surface, box: pygame.Rect, words: str, color, s: float) -> None:
    """A pill in `color` with dark words and a drop shadow."""
    img = _text(words, int(11 * s), theme.INK, True)
    pygame.draw.rect(surface, (0, 0, 0), box.move(0, 2), border_radius=box.h // 2)
    pygame.draw.rect(surface, color, box, border_radius=box.h // 2)
    surface.blit(img, img.get_rect(center=box.center))


def hand_group_marks(keys, group_of: dict, pos: dict, card_w: float, card_h: float,
                     step: float, bar_y: float, badge_dy: float, colors, label_of, quiet=()):
    """The marks of a fanned hand in display order `keys`: (bars, badges). A bar
    (colour, x0, x1, y) under every run of neighbouring cards of one group (`group_of`:
    key -> group index, colours by index); a badge (label, x, y) over each card of no
    group, centred on the part of it in sight, but `quiet` ones. `pos`: key -> (x, y) centre."""
    from .hand_layout import meld_runs

    bars = [(colors[m % len(colors)], pos[keys[a]][0] - card_w / 2 + 3, pos[keys[b]][0] + card_w / 2 - 3, bar_y)
            for m, a, b in meld_runs(keys, group_of)]
    badges = []
    for i, k in enumerate(keys):
        if k not in group_of and k not in quiet:
            x, y = pos[k]
            seen = card_w if i == len(keys) - 1 else min(card_w, step)
            badges.append((label_of(k), x - card_w / 2 + seen / 2, y - card_h / 2 - badge_dy))
    return bars, badges


def owner_runs(sprites, owner_of) -> list[tuple[object, list]]:
    """[(owner, sprites)] for each run of neighbouring sprites (left to right) that one
    owner put there (`owner_of(key)`; None, nobody's, ends a run): where tags go."""
    out: list = []
    run = None
    for sp in sorted(sprites, key=lambda sp: sp.pos[0]):
        owner = owner_of(sp.key)
        if owner is None:
            run = None
        elif run is not None and run[0] == owner:
            run[1].append(sp)
        else:
            run = (owner, [sp])
            out.append(run)
    return out


def draw_group_bars(surface, sprites, group_of, card_w: float, colors, s: float) -> None:
    """A bar under each group of `sprites` (`group_of(key)`: an int, or a tuple ending in
    one, picking the colour; None: no bar), the groups in first-seen order."""
    groups: dict = {}
    for sp in sprites:
        g = group_of(sp.key)
        if g is not None:
            groups.setdefault(g, []).append(sp)
    for g, members in groups.items():
        idx = g if isinstance(g, int) else g[-1]
        draw_group_bar(surface, members, card_w, colors[idx % len(colors)], s)


def draw_hand_marks(surface, marks, s: float, badge) -> None:
    """`marks` from `hand_group_marks`: bars [(colour, x0, x1, y)] with a shadow, and badges
    [(label, x, y)] drawn by `badge(surface, label, pos)`."""
    bars, badges = marks
    th = max(5, int(7 * s))
    for col, x0, x1, y in bars:
        r = pygame.Rect(int(x0), int(y), max(th, int(x1 - x0)), th)
        pygame.draw.rect(surface, (0, 0, 0), r.move(0, 2), border_radius=th // 2)
        pygame.draw.rect(surface, col, r, border_radius=th // 2)
    for label, x, y in badges:
        badge(surface, label, (x, y))


def draw_owner_tags(surface, runs, card_w: float, s: float, color_of, ceiling: float | None = None) -> None:
    """`runs` [(owner, sprites, label, short)]: each run's cards outlined in its owner's
    colour and a tag over it (`tag_boxes`: shortened, shifted or moved up, not above
    `ceiling`, so none covers another)."""
    for owner, sprites, _label, _short in runs:
        for sp in sprites:
            sp.glow = color_of(owner)
    for owner, box, words in tag_boxes(runs, card_w, s, ceiling):
        draw_tag(surface, box, words, color_of(owner), s)
