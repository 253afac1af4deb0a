"""What the pseudo-locale test sees of a frame: every text the app renders, and where each
one lands on the window, recorded at the shared text-drawing layer.

`recording(monkeypatch)` swaps, for one test, pygame's Font for one whose `render` tags the
surface with its string (every text of the app is rendered by a Font: ui/draw/text_render.py,
the table HUD, the crash screen, card indices), and pygame.Surface for one that remembers, in
drawing order, the texts blitted on it (with their inked box, whole and as clipped) and the
places later paint covered (fills, filled shapes, opaque images). A layer blitted on another
brings its texts along, moved; pygame.transform keeps a text's tag. `frame(app)` draws the
app's scenes, toasts and notices on one such surface and returns a `Frame` with the checks:

- untranslated: a rendered string with a letter no pseudo message writes (ui/pseudo_locale);
- cut: a string ended with «…» before its ⁆ (the fitting code shortened it), or a text whose
  ink runs off the surface it was drawn on or off the window;
- overlap: two visible texts whose inked pixels meet (their boxes by 2 px or more each way,
  then pygame masks), with no paint between them that covers the place (a panel drawn over
  a table is a new layer, not an overlap); not counted: the same string drawn twice a few
  px apart (a text and its shadow), a watermark (alpha < 80: a name on the cloth), two
  texts without a letter (numbers are alike in every language: the layout tests' matter).
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

import pygame

from hod_desktop.ui import pseudo_locale

_RealSurface = pygame.Surface
_RealFont = pygame.font.Font


def _copy_into(cls, surf):
    """`surf`'s pixels (and alpha, colour key) in a new surface of class `cls`."""
    out = cls(surf.get_size(), surf.get_flags() & pygame.SRCALPHA, surf)
    if surf.get_flags() & pygame.SRCALPHA:
        _RealSurface.blit(out, surf, (0, 0), special_flags=pygame.BLEND_RGBA_MAX)
    else:
        _RealSurface.blit(out, surf, (0, 0))
    key = surf.get_colorkey()
    if key is not None:
        out.set_colorkey(key)
    if surf.get_alpha() is not None and not surf.get_flags() & pygame.SRCALPHA:
        out.set_alpha(surf.get_alpha())
    return out


@dataclass
class Op:
    kind: str            # "text" or "cover"
    rect: pygame.Rect    # the ink (text) or the painted place (cover), as clipped
    s: str = ""
    whole: pygame.Rect | None = None  # a text's ink before any clipping
    scrolled: bool = False            # clipped by a blit's `area` (a scrolled view)
    mask: object = None               # the text's inked pixels (pygame.mask) at whole.topleft
    faint: bool = False               # a watermark (drawn at alpha < 80: a name on the cloth)
    round: bool = False               # paint of a round shape (an oval, a circle): no box


class RecSurface(_RealSurface):
    """A surface that keeps the ops drawn on it (see the module's doc)."""

    @property
    def ops(self) -> list[Op]:
        d = self.__dict__
        if "_ops" not in d:
            d["_ops"] = []
        return d["_ops"]

    def _carry(self, out):
        if isinstance(out, RecSurface):
            out.ops.extend(Op(o.kind, o.rect.copy(), o.s, o.whole and o.whole.copy(), o.scrolled,
                              o.mask, o.faint, o.round) for o in self.ops)
        return out

    def copy(self):
        return self._carry(super().copy())

    def convert(self, *a):
        return self._carry(super().convert(*a))

    def convert_alpha(self, *a):
        return self._carry(super().convert_alpha(*a))

    def fill(self, color, rect=None, special_flags=0):
        r = super().fill(color, rect, special_flags)
        if not special_flags:
            c = pygame.Color(color) if not isinstance(color, int) else None
            if c is None or c.a or not self.get_flags() & pygame.SRCALPHA:
                self.cover(r)
        return r

    def cover(self, r, round_shape: bool = False) -> None:
        r = pygame.Rect(r).clip(self.get_rect())
        if r.w > 0 and r.h > 0:
            self.ops.append(Op("cover", r, round=round_shape))

    def blit(self, source, dest, area=None, special_flags=0):
        r = super().blit(source, dest, area, special_flags)
        self._took(source, dest, area, r, special_flags)
        return r

    def blits(self, blit_sequence, doreturn=True):
        out = [self.blit(*item) for item in blit_sequence]
        return out if doreturn else None

    def fblits(self, blit_sequence, special_flags=0):
        for src, dest in blit_sequence:
            self.blit(src, dest, None, special_flags)

    def _took(self, source, dest, area, r, flags) -> None:
        pos = (int(dest[0]), int(dest[1])) if len(dest) >= 2 else (0, 0)
        box = self.get_clip().clip(self.get_rect())
        area = pygame.Rect(area) if area is not None else None

        def place(rect: pygame.Rect) -> tuple[pygame.Rect, bool]:
            scrolled = False
            if area is not None:
                kept = rect.clip(area)
                scrolled = kept != rect
                rect = kept
                rect = rect.move(-area.x, -area.y)
            return rect.move(pos), scrolled

        s = getattr(source, "text_tag", None)
        if s is not None:
            ink = source.get_bounding_rect()
            if ink.w and ink.h:
                whole, scrolled = place(ink)
                if whole.w and whole.h:
                    mask = None if area is not None else \
                        pygame.mask.from_surface(source.subsurface(ink), 60)
                    alpha = source.get_alpha()
                    self.ops.append(Op("text", whole.clip(box), s, whole, scrolled, mask,
                                       alpha is not None and alpha < 80))
            return
        if isinstance(source, RecSurface) and any(o.kind == "text" for o in source.ops):
            for o in source.ops:
                rect, scrolled = place(o.rect)
                if not rect.w or not rect.h:
                    continue
                if o.kind == "text":
                    whole = o.whole.move(rect.x - o.rect.x, rect.y - o.rect.y) if not scrolled else rect
                    self.ops.append(Op("text", rect.clip(box), o.s, whole, o.scrolled or scrolled,
                                       None if scrolled else o.mask, o.faint))
                else:
                    self.cover(rect.clip(box), o.round)
            return
        if flags & (pygame.BLEND_RGBA_MULT | pygame.BLEND_MULT | pygame.BLEND_RGBA_MIN):
            return  # masks and tints: no new paint over the texts
        ink = source.get_bounding_rect(min_alpha=40)
        if ink.w and ink.h:
            self.cover(place(ink)[0].clip(box).clip(r))


class TextSurf(RecSurface):
    """A rendered text: the string rides along as `text_tag`."""

    def _carry(self, out):
        if isinstance(out, _RealSurface):
            out.__dict__["text_tag"] = self.__dict__.get("text_tag")
        return out


def _tagged(surf, s):
    out = _copy_into(TextSurf, surf)
    out.__dict__["text_tag"] = s
    return out


@dataclass
class Recorder:
    rendered: list[str] = field(default_factory=list)


REC = Recorder()


class RecFont(_RealFont):
    def render(self, text, antialias, color, bgcolor=None, wraplength=0):
        surf = super().render(text, antialias, color, bgcolor, wraplength)
        if text:
            REC.rendered.append(str(text))
        return _tagged(surf, str(text)) if text else surf


def _transform(fn):
    def wrapped(surf, *a, **k):
        out = fn(surf, *a, **k)
        s = getattr(surf, "text_tag", None)
        if s is not None:
            return _tagged(out, s)
        if isinstance(surf, RecSurface) and surf.ops and fn.__name__ in _SCALES:
            sx = out.get_width() / max(1, surf.get_width())
            sy = out.get_height() / max(1, surf.get_height())
            new = _copy_into(RecSurface, out)
            for o in surf.ops:
                def sc(r):
                    return pygame.Rect(round(r.x * sx), round(r.y * sy), max(1, round(r.w * sx)),
                                       max(1, round(r.h * sy)))
                new.ops.append(Op(o.kind, sc(o.rect), o.s, o.whole and sc(o.whole), o.scrolled,
                                  None, o.faint, o.round))
            return new
        return out
    return wrapped


_SCALES = {"scale", "smoothscale", "scale_by", "smoothscale_by", "scale2x"}
_TRANSFORMS = ("scale", "smoothscale", "scale_by", "smoothscale_by", "rotate", "rotozoom",
               "flip", "box_blur", "gaussian_blur")


def _draw(fn):
    def wrapped(surface, color, *a, **k):
        r = fn(surface, color, *a, **k)
        at = 2 if fn.__name__ == "circle" else 1  # circle(center, radius, width), rect(rect, width)
        width = k.get("width", a[at] if len(a) > at else 0)
        if isinstance(surface, RecSurface) and not width and isinstance(r, pygame.Rect):
            surface.cover(r, fn.__name__ in ("circle", "ellipse"))
        return r
    return wrapped


def recording(monkeypatch) -> Recorder:
    """Patch pygame for one test so that every frame drawn can be read back (module doc)."""
    from hod_desktop.ui.draw import fonts, text_render

    monkeypatch.setattr(pygame, "Surface", RecSurface)
    monkeypatch.setattr(pygame.font, "Font", RecFont)
    for name in _TRANSFORMS:
        if hasattr(pygame.transform, name):
            monkeypatch.setattr(pygame.transform, name, _transform(getattr(pygame.transform, name)))
    for name in ("rect", "polygon", "circle", "ellipse"):
        monkeypatch.setattr(pygame.draw, name, _draw(getattr(pygame.draw, name)))
    fonts._cache.clear()
    text_render.clear_font_cache()
    text_render._sentinel.clear()
    REC.rendered.clear()
    return REC


# -------------------------------------------------------------- reading a frame back
# tokens that are no word in any language: one letter (a key, «M»; a card's index; a seat's
# initial; «Σ» for a sum), a card code («10h»), a deal code, a room code, the version
NOT_A_WORD = re.compile(r"^(?:\w|(?:10|1[0-2]|[1-9]|[AJQKSCR])[♠♥♦♣shdcoeb]?"
                        r"|[A-Z]{2}-\d+-[0-9A-Z]{8}-[0-9A-Z]|[0-9A-Z]{4}-[0-9A-Z]{3}"
                        r"|(?=[A-Z]*\d)[0-9A-Z]{7}"  # a room code as typed, no dash
                        r"|v\d+(?:\.\d+)+)$")


@dataclass
class Frame:
    ops: list[Op]
    size: tuple[int, int]

    def texts(self) -> list[tuple[int, Op]]:
        """(draw index, op) of the texts no later paint covers whole."""
        out = []
        for i, o in enumerate(self.ops):
            if o.kind != "text" or not o.rect.w:
                continue
            if any(c.kind == "cover" and c.rect.contains(o.rect) for c in self.ops[i + 1:]):
                continue
            out.append((i, o))
        return out

    def cuts(self) -> list[str]:
        screen = pygame.Rect((0, 0), self.size)
        out = []
        for _, o in self.texts():
            if _ellipsized(o.s):
                out.append(f"ellipsized {o.s!r}")
            elif not o.scrolled and (not _vertical_only(o) or not screen.contains(o.whole)):
                out.append(f"clipped {o.s!r} ink {tuple(o.whole)} shown {tuple(o.rect)}")
        return out

    def spills(self) -> list[str]:
        """Texts wider than the box they sit in (a label running out of its button's sides):
        a box painted before the text, holding it from top to bottom but not from side to
        side, with nothing painted after it that holds the text whole. Round paint (the
        cloth's oval, a chip) and the window-wide background are no box."""
        out = []
        big = self.size[0] * self.size[1] * 0.6  # the room, the cloth: no text's box
        for i, o in self.texts():
            if o.faint or o.scrolled or not _words(o.s):
                continue
            r = o.rect
            for k in range(i - 1, -1, -1):
                c = self.ops[k]
                if c.kind != "cover":
                    continue
                if c.rect.w * c.rect.h >= big or c.rect.inflate(2, 2).contains(r):
                    break  # drawn inside a box, or on a layer over the window
                if c.round:
                    continue
                if c.rect.top <= r.top and r.bottom <= c.rect.bottom and c.rect.colliderect(r):
                    out.append(f"{o.s!r} {tuple(r)} out of {tuple(c.rect)}")
                    break
        return out

    def overlaps(self) -> list[str]:
        shown = [(i, o) for i, o in self.texts() if not o.faint]
        out = []
        for k, (i, a) in enumerate(shown):
            for j, b in shown[k + 1:]:
                hit = a.rect.clip(b.rect)
                if hit.w < 2 or hit.h < 2:
                    continue
                if a.s == b.s and abs(a.rect.x - b.rect.x) <= 4 and abs(a.rect.y - b.rect.y) <= 4:
                    continue  # a text and its shadow or glow
                if not _words(a.s) and not _words(b.s):
                    continue  # numbers only («−2» rising over a count «3»): alike in every language
                if any(c.kind == "cover" and c.rect.contains(hit) for c in self.ops[i + 1:j]):
                    continue
                if a.mask is not None and b.mask is not None and a.mask.overlap(
                        b.mask, (b.whole.x - a.whole.x, b.whole.y - a.whole.y)) is None:
                    continue  # the boxes meet, no inked pixel does (an accent in a gap)
                out.append(f"{a.s!r} {tuple(a.rect)} x {b.s!r} {tuple(b.rect)}")
        return out


def _words(s: str) -> bool:
    return any(c.isalpha() for c in s)


def _vertical_only(o: Op) -> bool:
    """Clipped above or below only (or not at all): a view scrolled up or down (the rules
    page, a log) shows part of a line at its edge; a line cut at its side is a cut."""
    return o.whole.x == o.rect.x and o.whole.w == o.rect.w


def _ellipsized(s: str) -> bool:
    return "…" in s and s.count(pseudo_locale.OPEN) > s.count(pseudo_locale.CLOSE) and \
        s.rstrip().endswith("…")


def untranslated(strings, allowed=()) -> list[str]:
    """The strings with letters no pseudo message writes, once the allowed words (names,
    card indices, codes) are taken out."""
    out = []
    for s in dict.fromkeys(strings):
        rest = s
        for word in allowed:
            rest = rest.replace(word, " ")
        tokens = [t for t in re.split(r"[\s·,:;()«»\"'/]+", rest)
                  if t and not NOT_A_WORD.match(t.strip(pseudo_locale.OPEN + pseudo_locale.CLOSE + ".…"))
                  and not any(t in word for word in allowed)]  # a piece of a long one
        if any(pseudo_locale.plain_letters(t) for t in tokens):
            out.append(s)
    return out


def frame(app) -> Frame:
    """The app's next frame drawn on a recording surface (scenes, toasts, notices)."""
    size = app.screen.get_size()
    surf = RecSurface(size)
    app.scenes.draw(surf)
    app.toasts.draw(surf)
    app.notices.draw(surf)
    f = Frame(list(surf.ops), size)
    f.surface = surf
    return f


# -------------------------------------------------------------- the pseudo-locale in a test
def use_pseudo_locale(monkeypatch) -> str:
    """Run the app in the pseudo-locale for one test, as a person would for screenshots
    (HOD_PSEUDO_LOCALE=1); its code."""
    from hod_desktop.ui import i18n

    monkeypatch.setenv("HOD_PSEUDO_LOCALE", "1")
    i18n._CACHE.pop(pseudo_locale.CODE, None)
    return pseudo_locale.CODE


# punctuation the code put beside a message instead of inside it: «⁅Ƥūňţōš⁆:», «(⁅…⁆)»
_AFTER, _BEFORE = ":;,.!?…»)", "«(¿¡"


def outside_marks(strings) -> list[str]:
    """The strings where punctuation sits outside every ⁅ ⁆, touching one: the code joined
    a colon, a bracket, a quote to a translated message, which a language may write
    otherwise (a space before «:» in French), so the punctuation belongs in a message. A
    line wrapped out of a longer message starts inside it (a ⁆ it does not open, or words
    outside any mark): it is read from that depth, or skipped when it cannot be known."""
    o, c = pseudo_locale.OPEN, pseudo_locale.CLOSE
    out = []
    for s in dict.fromkeys(strings):
        depth = start = 0
        for ch in s:  # the depth the line starts at: the ⁆ it closes without opening
            depth += (ch == o) - (ch == c)
            start = max(start, -depth)
        depth, found, words_outside = start, False, False
        for i, ch in enumerate(s):
            if ch == o:
                found |= depth == 0 and i > 0 and s[i - 1] in _BEFORE
                depth += 1
            elif ch == c:
                depth -= 1
                found |= depth == 0 and i + 1 < len(s) and s[i + 1] in _AFTER
            elif depth == 0 and ch in pseudo_locale.LETTERS:
                words_outside = True
        if found and not words_outside:
            out.append(s)
    return out


def marks_alone(strings) -> list[str]:
    """The drawn strings made of ⁅ ⁆ alone (and spaces): a piece of a message cut off its
    words, like a name's first character on a seat's token («⁅» for «⁅Ţūū⁆»)."""
    marks = pseudo_locale.OPEN + pseudo_locale.CLOSE
    return [s for s in dict.fromkeys(strings) if s.strip() and not s.strip(marks + " ")]
