"""One round of the history again, trick by trick (the lives games: every trick's cards in
play order, the cancelled ones struck out, a card a power removed crossed, the winner's
card framed in gold, values a power swapped marked ⇄, a scale turned over said, a trick
won outright by a power or by the last card said; above them the round's prisoner's duel:
each duelist's choice and what it got) or one hand's count (Chinchón: each seat's melds,
the cards it laid off and the loose cards that counted). Rule-free: it draws what the
engine's rows say (`engine.rounds.TrickLine`, `DuelLine`, `HandCount`); `HistoryScene`
opens it from a row of the table.
"""
from __future__ import annotations

from typing import Callable

import pygame

from .. import i18n
from ..draw import theme
from ..draw.text_render import text
from . import text_replay  # noqa: F401  (its words)

RATIO = 1.4  # card height / width
# a trick's winner decided otherwise than by the best value (engine.rounds.TrickLine.won_by)
WON_BY_WORDS = {"outright": "hist.replay.outright", "last_card": "hist.replay.last_card"}


def has_replay(row) -> bool:
    """Whether a history row has something to replay (a lives round's tricks, a counted
    points hand)."""
    return bool(getattr(row, "tricks", ()) or getattr(row, "counts", ()))


def replay_title(row, lang: str) -> str:
    if getattr(row, "tricks", ()):
        return i18n.tr("hist.replay.round", lang, n=row.number)
    return i18n.tr("hist.replay.hand", lang, n=row.number)


def legend_lines(words: str, size: int, width: int) -> list[pygame.Surface]:
    """The legend under a replay, on two lines (split at a « · ») when one is too wide."""
    one = text(words, size, theme.MUTED)
    if one.get_width() <= width or " · " not in words:
        return [one if one.get_width() <= width else
                pygame.transform.smoothscale_by(one, width / one.get_width())]
    parts = words.split(" · ")
    half = max(1, len(parts) // 2)
    lines = [text(" · ".join(parts[:half]), size, theme.MUTED), text(" · ".join(parts[half:]), size, theme.MUTED)]
    return [img if img.get_width() <= width else
            pygame.transform.smoothscale_by(img, width / img.get_width()) for img in lines]


def draw_legend(surface, lines: list[pygame.Surface], rect: pygame.Rect) -> None:
    y = rect.bottom
    for img in reversed(lines):
        surface.blit(img, img.get_rect(bottomleft=(rect.x, y)))
        y -= img.get_height()


def _fit(img: pygame.Surface, width: float) -> pygame.Surface:
    """`img`, shrunk to `width` when it is wider."""
    return img if img.get_width() <= width else pygame.transform.smoothscale_by(img, width / img.get_width())


def _signed(n: int) -> str:
    return f"+{n}" if n > 0 else i18n.minus(n)


def _faded(surface: pygame.Surface, r: pygame.Rect, alpha: int = 120) -> None:
    veil = pygame.Surface(r.size, pygame.SRCALPHA)
    veil.fill((6, 20, 14, alpha))
    surface.blit(veil, r)


class RoundReplay:
    """Draws a row's replay in a rectangle; `face(card, width)` gives a card's picture,
    `name(seat)` a seat's name."""

    def __init__(self, face: Callable[[object, int], pygame.Surface], name: Callable[[int], str],
                 n: int, human: int | None, lang: str):
        self.face, self.name, self.n, self.human, self.lang = face, name, n, human, lang
        self.card_rects: list[tuple[int, int, pygame.Rect]] = []  # (trick or seat, position, where)
        self.duel_rects: list[pygame.Rect] = []  # each duelist's words, when the round had a duel

    def tr(self, key: str, **fmt) -> str:
        return i18n.tr(key, self.lang, **fmt)

    def draw(self, surface, rect: pygame.Rect, row, s: float) -> None:
        self.card_rects, self.duel_rects = [], []
        if getattr(row, "tricks", ()):
            self.draw_tricks(surface, rect, row, s)
        elif getattr(row, "counts", ()):
            self.draw_counts(surface, rect, row, s)

    # ------------------------------------------------------------ a lives round
    def draw_tricks(self, surface, rect: pygame.Rect, row, s: float) -> None:
        size = max(11, int(16 * s))
        head_h = int(size * 1.6)
        tricks = row.tricks
        marks = any(t.cancelled or t.removed or t.swapped or t.inverted or t.counts > 1 for t in tricks)
        legend = legend_lines(self.tr("hist.replay.legend" if marks else "hist.replay.legend_plain"),
                              max(10, int(size * 0.85)), rect.w)
        legend_h = sum(img.get_height() for img in legend) + int(4 * s)
        first_w = max(int(rect.w * 0.13), text(self.tr("hist.replay.trick", n=5), size, bold=True).get_width() + 8)
        col_w = (rect.w - first_w) / max(1, self.n)
        for p in range(self.n):
            img = text(self.name(p), size, theme.GOLD_LIGHT, p == self.human)
            if img.get_width() > col_w - 4:
                img = pygame.transform.smoothscale_by(img, (col_w - 4) / img.get_width())
            surface.blit(img, img.get_rect(center=(int(rect.x + first_w + (p + 0.5) * col_w), rect.y + head_h // 2)))
        small = max(9, int(12 * s))
        duel = getattr(row, "duel_line", None)
        duel_h = int(size + small * 1.6 + 8 * s) if duel is not None else 0
        pygame.draw.line(surface, theme.GOLD_DARK, (rect.x, rect.y + head_h - 2), (rect.right, rect.y + head_h - 2), 1)
        if duel is not None:
            band = pygame.Rect(rect.x, rect.y + head_h, rect.w, duel_h)
            self.draw_duel(surface, duel, band, first_w, col_w, size, small)
            pygame.draw.line(surface, theme.GOLD_DARK, (rect.x, band.bottom - 2), (rect.right, band.bottom - 2), 1)
        y0 = rect.y + head_h + duel_h
        row_h = (rect.h - head_h - duel_h - legend_h) / max(1, len(tricks))
        card_w = int(max(14, min(col_w * 0.62, (row_h - 6 * s) / RATIO, 84 * s)))
        card_h = int(card_w * RATIO)
        for k, t in enumerate(tricks):
            cy = int(y0 + (k + 0.5) * row_h)
            if k % 2 == 0:
                band = pygame.Surface((rect.w, int(row_h)), pygame.SRCALPHA)
                band.fill((255, 255, 255, 10))
                surface.blit(band, (rect.x, int(y0 + k * row_h)))
            self.draw_trick_words(surface, t, k, (rect.x + 4, cy), first_w - 8, size, small)
            for pos, (seat, card) in enumerate(t.plays):
                r = pygame.Rect(0, 0, card_w, card_h)
                r.center = (int(rect.x + first_w + (seat + 0.5) * col_w), cy)
                surface.blit(self.face(card, card_w), r)
                self.card_rects.append((k, pos, r))
                if pos in t.cancelled or pos in t.removed:
                    _faded(surface, r)
                    red, wd = theme.RED, max(2, int(3 * s))
                    pygame.draw.line(surface, red, r.bottomleft, r.topright, wd)
                    if pos in t.removed:
                        pygame.draw.line(surface, red, r.topleft, r.bottomright, wd)
                if pos in t.swapped:  # a power swapped its value with another's
                    badge = text("⇄", small, theme.INK, True)
                    spot = badge.get_rect(center=(r.right - int(2 * s), r.y + int(2 * s)))
                    rad = max(badge.get_width(), badge.get_height()) // 2 + 2
                    pygame.draw.circle(surface, theme.REENTRY_BLUE, spot.center, rad)
                    surface.blit(badge, spot)
                if seat == t.winner:
                    pygame.draw.rect(surface, theme.GOLD, r.inflate(int(6 * s), int(6 * s)),
                                     max(2, int(3 * s)), border_radius=int(5 * s))
                    if t.counts > 1:
                        x2 = text(f"×{t.counts}", size, theme.GOLD_LIGHT, True)
                        surface.blit(x2, x2.get_rect(midleft=(r.right + int(6 * s), cy)))
                order = text(str(pos + 1), small, theme.MUTED, True)
                surface.blit(order, order.get_rect(midright=(r.x - int(5 * s), r.bottom - small)))
        draw_legend(surface, legend, rect)

    def trick_words(self, t, k: int) -> list[tuple[str, tuple, bool]]:
        """The words left of a trick, top down, as (words, colour, large): its number, who
        took it, and how, when not by the best value (a scale turned over, a power that wins
        outright, the last card with nothing of value standing)."""
        out = [(self.tr("hist.replay.trick", n=k + 1), theme.CREAM, True),
               (self.name(t.winner), theme.GOLD_LIGHT, False)]
        if t.inverted:  # the lowest wins this one
            out.append((self.tr("hist.replay.inverted"), theme.REENTRY_BLUE, False))
        how = WON_BY_WORDS.get(getattr(t, "won_by", ""))
        if how:
            out.append((self.tr(how), theme.REENTRY_BLUE, False))
        return out

    def draw_trick_words(self, surface, t, k: int, left: tuple[int, int], width: int, size: int,
                         small: int) -> None:
        imgs = [_fit(text(words, size if large else small, colour, True), width)
                for words, colour, large in self.trick_words(t, k)]
        y = left[1] - sum(img.get_height() for img in imgs) // 2
        for img in imgs:
            surface.blit(img, (left[0], y))
            y += img.get_height()

    def draw_duel(self, surface, duel, band: pygame.Rect, first_w: int, col_w: float, size: int,
                  small: int) -> None:
        """The round's prisoner's duel, a line above its tricks: «Duelo» on the left, and in
        each duelist's column the choice shown and what the duel gave or took."""
        label = _fit(text(self.tr("hist.replay.duel"), size, theme.CREAM, True), first_w - 8)
        surface.blit(label, label.get_rect(midleft=(band.x + 4, band.centery)))
        xs = [int(band.x + first_w + (p + 0.5) * col_w) for p in duel.duelists]
        pygame.draw.line(surface, theme.GOLD_DARK, (xs[0], band.centery), (xs[1], band.centery), 1)
        for x, choice, mana, lives in zip(xs, duel.choices, duel.mana, duel.lives):
            said = _fit(text(self.tr(f"hist.replay.duel.{choice}"), size, theme.CREAM, True), col_w - 6)
            got = [self.tr("hist.replay.duel.mana", n=_signed(mana))] if mana else []
            got += [self.tr("hist.replay.duel.lives", n=_signed(lives), k=abs(lives))] if lives else []
            colour = theme.RED_SOFT if min(mana, lives) < 0 else theme.GREEN_OK
            imgs = [said] + [_fit(text(" · ".join(got), small, colour, True), col_w - 6)] * bool(got)
            h = sum(img.get_height() for img in imgs)
            box = pygame.Rect(0, 0, max(img.get_width() for img in imgs) + 8, h + 4)
            box.center = (x, band.centery)
            pygame.draw.rect(surface, theme.FELT_DARK, box, border_radius=4)
            y = box.y + 2
            for img in imgs:
                surface.blit(img, img.get_rect(midtop=(x, y)))
                y += img.get_height()
            self.duel_rects.append(box)

    # ------------------------------------------------------------ a points hand's count
    def draw_counts(self, surface, rect: pygame.Rect, row, s: float) -> None:
        size = max(11, int(16 * s))
        legend = legend_lines(self.tr("hist.replay.count_legend"), max(10, int(size * 0.85)), rect.w)
        legend_h = sum(img.get_height() for img in legend) + int(4 * s)
        seats = [p for p in range(self.n) if p < len(row.counts) and row.counts[p] is not None]
        first_w = int(rect.w * 0.17)
        points_w = int(rect.w * 0.12)
        line_h = (rect.h - legend_h) / max(1, len(seats))
        most = max((sum(len(m) for m in c.melds) + len(c.laid) + len(c.loose) + len(c.melds) + 1)
                   for c in (row.counts[p] for p in seats)) if seats else 1
        room = rect.w - first_w - points_w
        card_w = int(max(14, min(room / max(1, most) * 0.95, (line_h - 8 * s) / RATIO, 72 * s)))
        card_h = int(card_w * RATIO)
        gap = max(4, int(card_w * 0.45))
        for k, p in enumerate(seats):
            c = row.counts[p]
            cy = int(rect.y + (k + 0.5) * line_h)
            if k % 2 == 0:
                band = pygame.Surface((rect.w, int(line_h)), pygame.SRCALPHA)
                band.fill((255, 255, 255, 10))
                surface.blit(band, (rect.x, int(rect.y + k * line_h)))
            star = "★ " if row.closer == p else ""
            img = text(star + self.name(p), size, theme.GOLD_LIGHT if star else theme.CREAM, p == self.human)
            if img.get_width() > first_w - 6:
                img = pygame.transform.smoothscale_by(img, (first_w - 6) / img.get_width())
            surface.blit(img, img.get_rect(midleft=(rect.x + 4, cy)))
            x = rect.x + first_w
            groups = [(m, None) for m in c.melds] + ([(c.laid, "laid")] if c.laid else []) + \
                     ([(c.loose, "loose")] if c.loose else [])
            for cards, kind in groups:
                if kind == "laid":
                    arrow = text("↪", size, theme.REENTRY_BLUE, True)
                    surface.blit(arrow, arrow.get_rect(midleft=(x, cy)))
                    x += arrow.get_width() + int(3 * s)
                for i, card in enumerate(cards):
                    r = pygame.Rect(x, cy - card_h // 2, card_w, card_h)
                    surface.blit(self.face(card, card_w), r)
                    self.card_rects.append((p, i, r))
                    if kind == "loose":
                        pygame.draw.rect(surface, theme.RED_SOFT, r.inflate(int(4 * s), int(4 * s)),
                                         max(2, int(2 * s)), border_radius=int(4 * s))
                    elif kind == "laid":
                        pygame.draw.rect(surface, theme.REENTRY_BLUE, r.inflate(int(4 * s), int(4 * s)),
                                         max(2, int(2 * s)), border_radius=int(4 * s))
                    x += card_w + int(2 * s)
                x += gap
            pts = c.points
            if pts is not None:
                word = f"{'+' if pts > 0 else ''}{i18n.minus(pts)}"
                img = text(word, int(size * 1.15), theme.RED_SOFT if pts > 0 else theme.GREEN_OK, True)
                surface.blit(img, img.get_rect(midright=(rect.right - 6, cy)))
        draw_legend(surface, legend, rect)
