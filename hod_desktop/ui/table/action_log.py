"""The action log: every move of every seat in words, built from the engine's events, in
both languages; the table shows its last lines and a key or button opens it whole
(scrollable). Rule-free: each game gives a `describe(event)` that returns the lines an
event makes (or none), as i18n keys with their values, so the words are the game's and
the language can change while the log is open.

    log = ActionLog(describe)            # describe(event) -> [Entry(seat, key, fmt), ...]
    log.feed(events)                     # as the table plays them (not ahead of the eyes)
    log.texts(lang, words, you=0)        # words(value, lang) -> str: names, cards...
    view = LogView(); view.toggle(); view.scroll_by(-3)
    view.draw_recent(surface, log, lang, words, topleft, scale, text_fn)
    view.draw_panel(surface, log, lang, words, rect, scale, text_fn, panel_fn)
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Iterable, Sequence

import pygame

from ...engine.core import IllegalAction
from .. import i18n
from ..draw import theme
from ..draw.text_render import fit_size, wrap_even

i18n.declare("log.title", "Jugadas")
i18n.declare("log.empty", "Aún no ha jugado nadie.")
i18n.declare("log.open", "Jugadas (J)")
i18n.declare("log.close", "Cerrar (J / Esc)")
# lines every game's log says alike
# not «eliminado»: «Lucía queda eliminado» is wrong Spanish
i18n.declare("log.out", "{who} queda fuera")
i18n.declare("log.out.you", "Quedas fuera")
i18n.declare("log.over", "Fin de la partida. Victoria: {who}")

OPEN_KEY = pygame.K_j


@dataclass(frozen=True)
class Seat:
    """A seat number in a log entry's values: `words` turns it into the player's name."""

    seat: int


class Word(str):
    """An i18n key in a log entry's values, said in the log's language ("cv.win" -> "Gano")."""


@dataclass(frozen=True)
class Counted:
    """A count said by its own plural message, `key` with n=`n`: a sentence with two counts is
    two messages ("pierde 2 vidas: {left}" and "le queda 1"). The person's own line takes the
    message's ".you" form too ("te queda 1")."""

    key: str
    n: int


SUIT_SIGNS = {"s": "♠", "h": "♥", "d": "♦", "c": "♣"}


def short_card(card) -> str:
    """A French card as its rank and suit sign ("K♠", "10♥"); other suits as letters."""
    return f"{card.rank}{SUIT_SIGNS.get(card.suit, card.suit)}"


def log_words(name_of: Callable[[int], str],
              card_words: Callable[[object, str], str] = lambda card, lang: short_card(card)):
    """`words(value, lang)` for a log: a Seat by `name_of(seat)`, several values joined with
    "y" / "and", a Word translated, a card (anything with `rank` and `suit`) by
    `card_words(card, lang)` ("K♠" unless given), anything else as text."""
    def say(value, lang: str) -> str:
        if isinstance(value, Seat):
            return name_of(value.seat)
        if isinstance(value, tuple):
            return i18n.tr("results.and", lang).join(say(v, lang) for v in value)
        if isinstance(value, Word):
            return i18n.tr(str(value), lang)
        if hasattr(value, "rank") and hasattr(value, "suit"):
            return card_words(value, lang)
        return str(value)
    return say


@dataclass(frozen=True)
class Entry:
    """One line: the seat that moved (None for the table itself), an i18n key and its values
    (values may be Seat(...), cards or anything `words` knows how to say)."""

    seat: int | None
    key: str
    fmt: tuple = ()  # ((name, value), ...)

    @staticmethod
    def of(seat: int | None, key: str, **fmt) -> "Entry":
        return Entry(seat, key, tuple(sorted(fmt.items())))

    def text(self, lang: str, words: Callable[[object, str], str], you: int | None = None) -> str:
        """The line in `lang`; the person's own moves use the key's ".you" form when the
        game has one ("Juegas 8♠" rather than "Tú juega 8♠")."""
        key = self.key
        mine = you is not None and self.seat == you
        if mine and i18n.has(key + ".you", lang):
            key += ".you"

        def say(v):
            if isinstance(v, Counted):
                own = v.key + ".you"
                return i18n.tr(own if mine and i18n.has(own, lang) else v.key, lang, n=v.n)
            return words(v, lang)
        return i18n.tr(key, lang, **{k: say(v) for k, v in self.fmt})


@dataclass
class ActionLog:
    describe: Callable[[object], Iterable[Entry]]
    entries: list[Entry] = field(default_factory=list)
    limit: int = 2000

    def feed(self, events: Iterable[object]) -> None:
        for ev in events:
            self.entries.extend(self.describe(ev) or ())
        if len(self.entries) > self.limit:
            del self.entries[:len(self.entries) - self.limit]

    def add(self, entry: Entry) -> None:
        self.entries.append(entry)

    def feed_saved(self, match, opening: Callable[[object], Iterable[object]] = lambda m: ()
                   ) -> None:
        """A resumed match's log starts with the moves made before the window closed (it
        said «Aún no ha jugado nadie»): the match is played again from its seed and every
        event is fed in order, as the table fed them live, after `opening(fresh match)`:
        the events a table makes up for a new match's first deal. Any game's `Match`."""
        if self.entries or not match.actions:
            return
        again = type(match)(match.game, match.options, match.seed)
        self.feed(opening(again))
        for seat, action in match.actions:
            try:
                events = again.apply(seat, action)
            except IllegalAction:  # a match set up by hand, not reached by its moves
                return  # the lines so far are right; the table must open all the same
            self.feed(events)

    def texts(self, lang: str, words: Callable[[object, str], str], last: int | None = None,
              you: int | None = None) -> list[str]:
        """The lines in `lang` (the `last` ones only, when given); `you`: the person's seat."""
        chosen = self.entries if last is None else self.entries[-last:] if last else []
        return [e.text(lang, words, you) for e in chosen]


def cut_to_width(line: str, render: Callable[[str], pygame.Surface], width: int | None
                 ) -> pygame.Surface:
    """`render(line)`, or of its longest start that fits `width` with "…" after it."""
    img = render(line)
    if width is None or img.get_width() <= width:
        return img
    lo, hi = 0, len(line)  # the longest start that fits: lo characters
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if render(line[:mid].rstrip() + "…").get_width() <= width:
            lo = mid
        else:
            hi = mid - 1
    return render(line[:lo].rstrip() + "…")


def fitted(line: str, size: int, width: int | None) -> int:
    """The type size for a recent line: `size`, or down to 80% of it so a longer
    translation fits `width` whole before anything is cut."""
    return size if width is None else max(9, fit_size(line, size, width, False, 0.8))


def plain_words(value, lang: str) -> str:
    """The default `words`: strings as they are, anything else through str()."""
    return value if isinstance(value, str) else str(value)


class LogView:
    """Where the log is drawn: the last lines (always), the whole log (when open)."""

    RECENT = 3

    def __init__(self) -> None:
        self.open = False
        self.scroll = 0  # lines scrolled up from the newest
        self.button: pygame.Rect | None = None  # the "open" chip, set when drawn
        self._recent_key = None
        self._recent = None

    def toggle(self) -> None:
        self.open = not self.open
        self.scroll = 0

    def scroll_by(self, lines: int, total: int, shown: int) -> None:
        self.scroll = max(0, min(max(0, total - shown), self.scroll + lines))

    def handle_event(self, event, total: int, shown: int = 12) -> bool:
        """Keys and wheel: J opens/closes, Esc closes, wheel/arrows/PgUp/PgDn scroll.
        True when the event was the log's."""
        if event.type == pygame.KEYDOWN:
            if event.key == OPEN_KEY:
                self.toggle()
                return True
            if not self.open:
                return False
            step = {pygame.K_UP: 1, pygame.K_DOWN: -1, pygame.K_PAGEUP: shown,
                    pygame.K_PAGEDOWN: -shown}.get(event.key)
            if event.key == pygame.K_ESCAPE:
                self.open = False
            elif step is not None:
                self.scroll_by(step, total, shown)
            return True
        if event.type == pygame.MOUSEWHEEL and self.open:
            self.scroll_by(event.y * 3, total, shown)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 0) == 1:
            if self.open:
                self.open = False
                return True
            if self.button is not None and self.button.collidepoint(event.pos):
                self.toggle()
                return True
        return False

    def window(self, lines: Sequence[str], shown: int) -> list[str]:
        """The `shown` lines visible at the current scroll (newest at the bottom)."""
        end = len(lines) - self.scroll
        return list(lines[max(0, end - shown):end])

    def draw_recent(self, surface, lines: Sequence[str], topleft, s: float, text_fn,
                    label: str, width: int | None = None, two_lines: bool = False) -> None:
        """The last lines under `topleft`, older ones fainter, and the small "open" chip
        (drawn once into a cached block while the lines stay the same: one blit a frame).
        A line wider than `width` takes smaller type, then (`two_lines`, where there is room
        below) a second line, then is cut with "…": it ran under the next seat's plaque."""
        recent = tuple(lines[-self.RECENT:])
        key = (recent, round(s, 3), label, width, two_lines)
        if key != self._recent_key:
            self._recent_key, self._recent = key, self._render_recent(recent, s, text_fn, label,
                                                                      width, two_lines)
        block, chip = self._recent
        x, y = int(topleft[0]), int(topleft[1])
        surface.blit(block, (x, y))
        self.button = chip.move(x, y)
        self.recent_rect = block.get_rect(topleft=(x, y))  # where the lines lie (a guide reads)

    def _render_recent(self, recent, s: float, text_fn, label: str, width: int | None,
                       two_lines: bool = False):
        size = max(9, int(12 * s))
        parts: list[tuple[int, str]] = []  # (entry, its line or a piece of it)
        for i, line in enumerate(recent):
            k = fitted(line, size, width)
            split = two_lines and width is not None and \
                text_fn(line, k, theme.CREAM, False).get_width() > width
            pieces = list(wrap_even(line, size, width))[:2] if split else [line]
            if split and len(pieces) == 2 and len(wrap_even(line, size, width)) > 2:
                pieces[1] = line[len(pieces[0]):].strip()  # the rest, cut below if need be
            parts += [(i, piece) for piece in pieces]
        imgs = [cut_to_width(piece, lambda t, k=fitted(piece, size, width):  # shrunk a little
                             text_fn(t, k, theme.CREAM, False), width) for _, piece in parts]
        label_img = text_fn(label, max(9, int(11 * s)), theme.GOLD_LIGHT, True)
        h = sum(i.get_height() + 1 for i in imgs)
        chip = label_img.get_rect().inflate(int(12 * s), int(4 * s))
        chip.topleft = (0, h + int(2 * s))
        block = pygame.Surface((max([chip.w] + [i.get_width() for i in imgs]) + 2, chip.bottom + 2),
                               pygame.SRCALPHA)
        y = 0
        for (i, _), img in zip(parts, imgs):
            fade = 255 - 60 * (len(recent) - 1 - i)
            if fade < 255:
                img = img.copy()
                img.set_alpha(fade)
            block.blit(img, (0, y))
            y += img.get_height() + 1
        pygame.draw.rect(block, (10, 30, 22), chip, border_radius=chip.h // 2)
        pygame.draw.rect(block, (*theme.GOLD_DARK, 255), chip, 1, border_radius=chip.h // 2)
        block.blit(label_img, label_img.get_rect(center=chip.center))
        return block, chip

    def lines_fit(self, rect: pygame.Rect, s: float) -> int:
        return max(1, (rect.h - int(84 * s)) // max(1, int(20 * s)))

    def draw_panel(self, surface, lines: Sequence[str], rect: pygame.Rect, s: float, text_fn,
                   panel_fn, title: str, empty: str, hint: str) -> None:
        """The whole log in a panel: newest at the bottom, scrolled by `scroll` lines."""
        surface.blit(theme.soft_shadow(rect.size, int(16 * s), 14, 160), rect.move(-14, -8))
        surface.blit(panel_fn(rect.size, int(16 * s), 255), rect)  # opaque: readable over anything
        img = text_fn(title, int(21 * s), theme.GOLD_LIGHT, True)
        surface.blit(img, img.get_rect(midtop=(rect.centerx, rect.y + int(12 * s))))
        shown = self.lines_fit(rect, s)
        body = self.window(lines, shown) if lines else [empty]
        y = rect.y + int(48 * s)
        for line in body:
            img = text_fn(line, int(15 * s), theme.CREAM, False)
            surface.blit(img, (rect.x + int(20 * s), y))
            y += int(20 * s)
        if len(lines) > shown:  # where the window is in the whole log
            track = pygame.Rect(rect.right - int(12 * s), rect.y + int(48 * s), max(3, int(4 * s)),
                                shown * int(20 * s))
            pygame.draw.rect(surface, (40, 60, 50), track, border_radius=2)
            frac = shown / len(lines)
            top = 1 - (self.scroll + shown) / len(lines)
            pygame.draw.rect(surface, theme.GOLD, (track.x, track.y + int(track.h * top), track.w,
                                                   max(6, int(track.h * frac))), border_radius=2)
        img = text_fn(hint, int(12 * s), theme.MUTED, False)
        surface.blit(img, img.get_rect(midbottom=(rect.centerx, rect.bottom - int(10 * s))))
