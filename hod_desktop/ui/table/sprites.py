"""Card sprites: pictures of engine cards that move. A sprite SHOWS a card; it never is one.

    look = CardLook(app.art, four_color=False, design="classic")
    look.set_crisp([layout.card_w, layout.small_w])      # the widths the table really uses
    group = CardGroup()
    s = group.put(CardSprite(key=card, look=look, card=card, face_up=True, pos=(x, y), width=120))
    glide(animator, s, (x2, y2), 0.3, angle=0, width=90, turn=True)   # fly (and flip)
    group.top_at(mouse_pos, lambda s: s.slot[0] == "hand")              # hit test (rotation-aware)
    group.begin_frame(); group.draw(screen)                             # shadows, then cards

Sprites are keyed by card identity (`Card` values are hashable; unknown cards use keys such
as ("back", seat, i)). Images are rendered lazily and cached per (card, face, width, angle):
a card at rest costs two blits (shadow, image); a card in motion uses quick quantised
transforms scaled from the nearest crisp width, so it never costs an SVG render.
`CardGroup.split()` separates cards at rest (a scene can cache them in a still layer, see
`signature()`) from live ones. `Drag` is arcade's solitaire recipe: press picks the card and
lifts it to the top, motion follows the pointer, release either drops it on a target (the
scene asks the engine) or glides it back to where it came from.
"""
from __future__ import annotations

import math
from collections import OrderedDict
from typing import Any, Callable, Hashable, Iterable

import pygame

from .layout import CARD_RATIO

Point = tuple[float, float]


class CardLook:
    """Adapter over the app's CardArt: face(card, width) / back(width) -> Surface.

    `crisp` are the widths the table really uses (its layout); cards in motion at other
    widths are scaled from the nearest crisp rendering instead of rendering the art again.
    """

    def __init__(self, art, four_color: bool = False, design: str = "classic"):
        self.art = art
        self.four_color = four_color
        self.design = design
        self.crisp: tuple[int, ...] = ()

    def set_crisp(self, widths: Iterable[float]) -> None:
        self.crisp = tuple(sorted({max(8, int(round(w))) for w in widths}))

    def crisp_for(self, width: int) -> int:
        for w in self.crisp:
            if w >= width:
                return w
        return self.crisp[-1] if self.crisp else width

    def face(self, card, width: int) -> pygame.Surface:
        try:
            return self.art.face(card, width, self.four_color)
        except TypeError:
            return self.art.face(card, width)

    def back(self, width: int) -> pygame.Surface:
        try:
            return self.art.back(width, self.design)
        except (TypeError, FileNotFoundError):
            return self.art.back(width)


_IMAGE_CACHE: "OrderedDict[tuple, tuple[pygame.Surface, pygame.Surface]]" = OrderedDict()
_CACHE_LIMIT = 1200
_RECT_SHADOWS: dict[tuple[int, int, int], pygame.Surface] = {}


def _shadow_of(img: pygame.Surface, alpha: int) -> pygame.Surface:
    """A soft dark silhouette of `img` (same size plus a margin), for drop shadows."""
    w, h = img.get_size()
    m = max(2, w // 14)
    base = pygame.Surface((w + 2 * m, h + 2 * m), pygame.SRCALPHA)
    sil = img.copy()
    sil.fill((0, 0, 0, 255), special_flags=pygame.BLEND_RGB_MULT)
    sil.fill((255, 255, 255, alpha), special_flags=pygame.BLEND_RGBA_MULT)
    base.blit(sil, (m, m))
    small = pygame.transform.smoothscale(base, (max(1, (w + 2 * m) // 4), max(1, (h + 2 * m) // 4)))
    return pygame.transform.smoothscale(small, base.get_size())


def _rect_shadow(size: tuple[int, int], angle: int = 0) -> pygame.Surface:
    """A cheap blurred box shadow for cards in motion (cached per size and angle), turned
    with the card: the box of a tilted card's rotated picture was a square behind it."""
    s = _RECT_SHADOWS.get((*size, angle))
    if s is None:
        if len(_RECT_SHADOWS) > 256:
            _RECT_SHADOWS.clear()
        w, h = size
        m = max(2, w // 14)
        base = pygame.Surface((w + 2 * m, h + 2 * m), pygame.SRCALPHA)
        pygame.draw.rect(base, (0, 0, 0, 110), (m, m, w, h), border_radius=max(2, w // 12))
        small = pygame.transform.smoothscale(base, (max(1, (w + 2 * m) // 4), max(1, (h + 2 * m) // 4)))
        s = pygame.transform.smoothscale(small, base.get_size())
        if angle:
            s = pygame.transform.rotate(s, angle)
        _RECT_SHADOWS[(*size, angle)] = s
    return s


def _convert(img: pygame.Surface) -> pygame.Surface:
    return img.convert_alpha() if pygame.display.get_surface() is not None else img


def rendered(look: CardLook, card, face_up: bool, width: float, angle: float,
             squash: float = 1.0, fast: bool = False,
             budget: dict | None = None) -> tuple[pygame.Surface, pygame.Surface, bool]:
    """(image, shadow, exact) of a card, cached.

    Still cards get the crisp art, a smooth rotation and an exact soft shadow. Cards in
    motion (`fast`) are quantised (width 4 px, angle 3°, flip 10 steps) and use quick
    transforms and a box shadow, so a flying card never costs an SVG render. With a
    `budget` ({"slow": n}, see CardGroup.begin_frame), once n crisp images were made in
    the frame the quick image is returned instead (exact=False) and made crisp later.
    """
    if not fast and budget is not None:
        key = (id(look), card if face_up else None, face_up, max(8, int(round(width))),
               int(round(angle)) % 360, max(0.0, min(1.0, round(squash, 2))), False,
               look.four_color, look.design)
        if key not in _IMAGE_CACHE:
            if budget["slow"] <= 0:
                return rendered(look, card, face_up, width, angle, squash, True)[:2] + (False,)
            budget["slow"] -= 1
    if fast:
        w = max(8, int(round(width / 4.0)) * 4)
        a = int(round(angle / 3.0)) * 3 % 360
        q = max(0.0, min(1.0, round(squash, 1)))
    else:
        w = max(8, int(round(width)))
        a = int(round(angle)) % 360
        q = max(0.0, min(1.0, round(squash, 2)))
    show = card if face_up else None
    key = (id(look), show, face_up, w, a, q, fast, look.four_color, look.design)
    hit = _IMAGE_CACHE.get(key)
    if hit is not None:
        _IMAGE_CACHE.move_to_end(key)
        return hit + (True,)
    base_w = look.crisp_for(w) if (fast or w not in look.crisp) and look.crisp else w
    img = look.face(card, base_w) if (face_up and card is not None) else look.back(base_w)
    h = int(round(w * CARD_RATIO))
    if img.get_width() != w:
        img = (pygame.transform.scale if fast else pygame.transform.smoothscale)(img, (w, h))
    if q < 1.0:
        img = (pygame.transform.scale if fast else pygame.transform.smoothscale)(
            img, (max(1, int(w * q)), img.get_height()))
    upright = img.get_size()
    if a:
        img = pygame.transform.rotate(img, a) if fast else pygame.transform.rotozoom(img, a, 1.0)
    img = _convert(img)
    shadow = _rect_shadow(upright, a) if fast or q < 1.0 else _convert(_shadow_of(img, 120))
    pair = (img, shadow)
    _IMAGE_CACHE[key] = pair
    if len(_IMAGE_CACHE) > _CACHE_LIMIT:
        _IMAGE_CACHE.popitem(last=False)
    return pair + (True,)


def clear_image_cache() -> None:
    _IMAGE_CACHE.clear()
    _RECT_SHADOWS.clear()


class CardSprite(pygame.sprite.Sprite):
    """One card on the table. Attributes the animator may tween: pos, angle, width (float,
    rounded when drawn), turn (0..1, a flip: at 0.5 the card is edge-on and shows its other
    side after), hover (pixels lifted), lift (0..1: height above the felt -> shadow), alpha.

    `slot` is free for the scene (e.g. ("hand", seat, i)) to compute where the card belongs.
    """

    def __init__(self, key: Hashable, look: CardLook, card=None, face_up: bool = False,
                 pos: Point = (0.0, 0.0), width: float = 100.0, angle: float = 0.0,
                 slot: Any = None):
        super().__init__()
        self.key = key
        self.look = look
        self.card = card
        self.face_up = face_up
        self.pos = (float(pos[0]), float(pos[1]))
        self.width = float(width)
        self.angle = float(angle)
        self.turn = 0.0
        self.hover = 0.0
        self.lift = 0.0
        self.alpha = 255
        self.slot = slot
        self.glow: tuple[int, int, int] | None = None
        self.dim = False
        self.moving = 0  # glides under way: drawn with the quick (quantised) renderer
        self.shadowed = True  # False for cards stacked on others (a deck): no shadow drawn
        self.image: pygame.Surface | None = None
        self.shadow: pygame.Surface | None = None
        self.rect = pygame.Rect(0, 0, 0, 0)
        self._sig: tuple | None = None

    # ---------------------------------------------------------- state
    @property
    def showing_face(self) -> bool:
        """What is visible now: mid-flip (turn > 0.5) shows the other side."""
        return self.face_up != (self.turn > 0.5)

    @property
    def size(self) -> tuple[int, int]:
        w = max(4, int(round(self.width)))
        return w, int(round(w * CARD_RATIO))

    def start_flip(self) -> None:
        """Prepare a flip: the sprite will end showing the other side when turn reaches 1."""
        self.turn = 0.0

    def end_flip(self) -> None:
        if self.turn >= 1.0:
            self.face_up = not self.face_up
            self.turn = 0.0

    def refresh(self, budget: dict | None = None) -> None:
        """Re-render the image if anything visible changed (cheap when nothing did)."""
        squash = abs(math.cos(math.pi * self.turn)) if self.turn else 1.0
        face = self.showing_face
        fast = self.moving > 0
        sig = (face, round(self.width, 1), round(self.angle, 1), round(squash, 2), fast, self.card,
               self.alpha, self.look.four_color, self.look.design)
        if sig != self._sig:
            img, shadow, exact = rendered(self.look, self.card, face, self.width, self.angle,
                                          max(0.02, squash), fast, budget)
            if self.alpha < 255:
                img = img.copy()
                img.set_alpha(self.alpha)
            self.image, self.shadow = img, shadow
            self._sig = sig if exact else None
        x, y = self.pos
        self.rect = self.image.get_rect(center=(int(round(x)), int(round(y - self.hover))))

    def update(self, *_args) -> None:
        self.refresh()

    def corners(self, pad: float = 0.0) -> list[tuple[float, float]]:
        """The four corners on screen, `pad` pixels out, turned with the card (a focus ring)."""
        w, h = self.size
        hw, hh = w / 2 + pad, h / 2 + pad
        a = math.radians(self.angle)  # as in `contains`: counter-clockwise on screen
        cx, cy = self.pos[0], self.pos[1] - self.hover
        return [(cx + lx * math.cos(a) + ly * math.sin(a), cy - lx * math.sin(a) + ly * math.cos(a))
                for lx, ly in ((-hw, -hh), (hw, -hh), (hw, hh), (-hw, hh))]

    def contains(self, p: Point) -> bool:
        """Is the point over the card (rotation-aware, ignoring hover)?"""
        w, h = self.size
        dx, dy = p[0] - self.pos[0], p[1] - (self.pos[1] - self.hover)
        a = math.radians(self.angle)  # pygame rotates counter-clockwise on screen
        lx = dx * math.cos(a) - dy * math.sin(a)
        ly = dx * math.sin(a) + dy * math.cos(a)
        return abs(lx) <= w / 2 and abs(ly) <= h / 2


class CardGroup(pygame.sprite.LayeredUpdates):
    """Card sprites keyed by identity, drawn bottom to top with their shadows."""

    def __init__(self) -> None:
        super().__init__()
        self.by_key: dict[Hashable, CardSprite] = {}
        self.budget: dict | None = None  # crisp renders left this frame (None: no limit)

    def begin_frame(self, slow_renders: int = 2) -> None:
        """Optional, once per frame before drawing: at most `slow_renders` crisp images are
        made this frame; other cards that just came to rest keep their quick image a frame
        or two more (spreads the cost when a whole hand settles at once)."""
        self.budget = {"slow": slow_renders}

    def refresh_all(self) -> None:
        for s in self.sprites():
            s.refresh(self.budget)

    def put(self, sprite: CardSprite, layer: int = 0) -> CardSprite:
        old = self.by_key.get(sprite.key)
        if old is not None and old is not sprite:
            old.kill()
        self.by_key[sprite.key] = sprite
        self.add(sprite, layer=layer)
        sprite.refresh()
        return sprite

    def get(self, key: Hashable) -> CardSprite | None:
        return self.by_key.get(key)

    def take(self, key: Hashable) -> CardSprite | None:
        s = self.by_key.pop(key, None)
        if s is not None:
            s.kill()
        return s

    def rekey(self, sprite: CardSprite, key: Hashable) -> None:
        if self.by_key.get(sprite.key) is sprite:
            del self.by_key[sprite.key]
        sprite.key = key
        self.by_key[key] = sprite

    def clear_cards(self) -> None:
        self.empty()
        self.by_key.clear()

    def where(self, pred: Callable[[CardSprite], bool]) -> list[CardSprite]:
        return [s for s in self.sprites() if pred(s)]

    def raise_top(self, sprite: CardSprite) -> None:
        """Lift to the top of everything (pygame-ce move_to_front)."""
        top = self.get_top_layer()
        self.change_layer(sprite, top)
        self.move_to_front(sprite)

    def top_at(self, pos: Point, pred: Callable[[CardSprite], bool] | None = None) -> CardSprite | None:
        """The topmost card under `pos` (the last drawn wins), optionally filtered."""
        for s in reversed(self.sprites()):
            if (pred is None or pred(s)) and s.contains(pos):
                return s
        return None

    def update(self, *args) -> None:
        self.refresh_all()

    @staticmethod
    def is_still(s: CardSprite) -> bool:
        """Not moving, lifted, flipping or glowing: it can be cached in a still layer."""
        return s.moving == 0 and s.hover < 0.5 and s.turn == 0 and s.glow is None and not s.dim \
            and s.lift == 0

    def split(self, exclude=None, live_keys=()) -> tuple[list[CardSprite], list[CardSprite]]:
        """(still, live) sprites in drawing order: a scene may draw the still ones into a
        cached layer and only the live ones every frame (moving cards go above still ones);
        `live_keys`: cards always live (e.g. a hand that follows the pointer)."""
        still, live = [], []
        for s in self.sprites():
            (live if (s is exclude or s.key in live_keys or not self.is_still(s)) else still).append(s)
        return still, live

    @staticmethod
    def signature(sprites: list[CardSprite]) -> tuple:
        return tuple((id(s), s._sig, s.rect.x, s.rect.y, s.shadowed) for s in sprites)

    @staticmethod
    def shadow_rect(s: CardSprite) -> pygame.Rect | None:
        """Where `draw` puts a sprite's shadow (None: it draws none)."""
        if s.shadow is None or s.alpha <= 40 or not s.shadowed:
            return None
        off = 2 + int(s.width * (0.03 + 0.12 * s.lift) + s.hover * 0.4)
        return s.shadow.get_rect(center=(s.rect.centerx + off // 2, s.rect.centery + off))

    @classmethod
    def footprint(cls, s: CardSprite) -> pygame.Rect:
        """Every pixel `draw` may touch for a sprite at rest: its picture and its shadow."""
        shade = cls.shadow_rect(s)
        return s.rect.union(shade) if shade is not None else s.rect.copy()

    def draw(self, surface: pygame.Surface, bgd=None, special_flags: int = 0,
             sprites: list[CardSprite] | None = None) -> list:
        blit = surface.blit
        for s in (self.sprites() if sprites is None else sprites):
            s.refresh(self.budget)
            r = self.shadow_rect(s)
            if r is not None:
                blit(s.shadow, r)
            blit(s.image, s.rect)
            if s.glow is not None:
                pygame.draw.rect(surface, s.glow, s.rect.inflate(4, 4), 3,
                                 border_radius=max(4, s.rect.w // 12))
            if s.dim:
                veil = pygame.Surface(s.rect.size, pygame.SRCALPHA)
                veil.fill((0, 0, 0, 90))
                blit(veil, s.rect)
        return []

    def settled(self) -> Iterable[CardSprite]:
        return self.sprites()


def glide(animator, sprite: CardSprite, pos: Point, duration: float, *, angle: float | None = None,
          width: float | None = None, turn: bool = False, delay: float = 0.0, arc: float = 0.0,
          ease: str = "out_cubic", on_finish: Callable[[], None] | None = None, tag: str | None = None):
    """Move a sprite with tweens from the scene's Animator: position (with an optional lift
    `arc` mid-flight for a thrown look), angle, width and a flip when `turn`."""
    sprite.lift = 0.0
    sprite.moving += 1
    if turn:
        sprite.start_flip()

    def done() -> None:
        sprite.moving = max(0, sprite.moving - 1)
        if turn:
            sprite.turn = 1.0
            sprite.end_flip()
        sprite.lift = 0.0
        if on_finish is not None:
            on_finish()

    start = sprite.pos
    if arc:
        def set_lift(v: float) -> None:
            sprite.lift = arc * math.sin(math.pi * v)
        from ..draw.tween import Tween
        animator.add(Tween(0.0, 1.0, duration, "linear", delay, set_lift, None, tag))
    if angle is not None:
        animator.tween(sprite, "angle", float(angle), duration, ease, delay, tag=tag)
    if width is not None:
        animator.tween(sprite, "width", float(width), duration, ease, delay, tag=tag)
    if turn:
        animator.tween(sprite, "turn", 1.0, duration, "in_out_quad", delay, start=0.0, tag=tag)
    return animator.tween(sprite, "pos", (float(pos[0]), float(pos[1])), duration, ease, delay,
                          start=start, on_finish=done, tag=tag)


def deal(animator, group: "CardGroup", look: CardLook, deck: Point, plan, home, *, width: float,
         layer: int, land=None, on_card=None) -> None:
    """Deal face-down cards from a small stack at `deck` to their homes, one after another.

    `plan`: [(key, card or None, slot)] in dealing order (a card that is known flips face
    up on its way); `home(sprite) -> (pos, angle, width)`; `land(sprite)` when it arrives
    (e.g. its layer in the hand); `on_card(sprite)` as it leaves the stack (a sound)."""
    total = len(plan)
    stagger = min(0.11, 1.7 / max(1, total))
    for i, (key, card, slot) in enumerate(plan):
        depth = (total - i) * min(0.45, 14.0 / max(1, total))  # a little stack, not one card
        s = group.put(CardSprite(key, look, card, False, (deck[0] - depth, deck[1] - depth), width,
                                 slot=slot), layer + total - i)
        pos, angle, w = home(s)
        delay = 0.25 + i * stagger
        glide(animator, s, pos, 0.36, angle=angle, width=w, turn=card is not None, delay=delay,
              arc=0.7, ease="out_quad", on_finish=(lambda s=s: land(s)) if land else None)
        s.shadowed = i == total - 1  # one shadow under the stack, not forty

        def launch(s=s) -> None:
            s.shadowed = True
            if on_card is not None:
                on_card(s)
        animator.wait(delay, on_finish=launch)


class Drag:
    """Arcade's solitaire drag recipe, on sprites that only show engine state.

    press: `begin(group, sprite, pos)` remembers where the card came from and lifts it to the
    top; motion: `move(pos)` makes it follow the pointer; release: the scene decides (drop on
    a target by asking the engine) or calls `back(animator)` to glide it home.
    """

    def __init__(self) -> None:
        self.sprite: CardSprite | None = None
        self.origin: tuple[Point, float, int] | None = None
        self.offset: Point = (0.0, 0.0)
        self.press: Point = (0.0, 0.0)
        self.moved = False

    @property
    def active(self) -> bool:
        return self.sprite is not None

    def begin(self, group: CardGroup, sprite: CardSprite, pos: Point) -> None:
        self.sprite = sprite
        self.origin = (sprite.pos, sprite.angle, group.get_layer_of_sprite(sprite))
        self.offset = (sprite.pos[0] - pos[0], sprite.pos[1] - sprite.hover - pos[1])
        self.press = pos
        self.moved = False
        group.raise_top(sprite)

    def move(self, pos: Point, threshold: float = 6.0) -> None:
        s = self.sprite
        if s is None:
            return
        if not self.moved and math.hypot(pos[0] - self.press[0], pos[1] - self.press[1]) < threshold:
            return
        self.moved = True
        s.hover = 0.0
        s.lift = 1.0
        s.angle = 0.0
        s.pos = (pos[0] + self.offset[0], pos[1] + self.offset[1])

    def end(self) -> CardSprite | None:
        s = self.sprite
        self.sprite = None
        return s

    def back(self, animator, group: CardGroup, sprite: CardSprite,
             home: tuple[Point, float] | None = None, duration: float = 0.22) -> None:
        """Glide a released card back (to `home` if given, else where it was picked)."""
        s, origin = sprite, self.origin
        self.sprite = None
        if origin is None:
            return
        pos, angle = home if home is not None else (origin[0], origin[1])
        layer = origin[2]
        s.lift = 0.0

        def restore() -> None:
            if s.alive():
                group.change_layer(s, layer)
        glide(animator, s, pos, duration, angle=angle, on_finish=restore)
