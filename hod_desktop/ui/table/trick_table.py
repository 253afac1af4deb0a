"""Cards of a trick table on `layout.table_layout`'s seats, rule-free (the Cinco Vidas
tables, French and Spanish deck, use them):

- `round_keys(...)`: the sprite keys of each seat's hand for a round, as dealt and as shown
  (the person's cards sorted, rivals' cards as backs, the 1-card round's blind cards);
- `still_sprites(...)`: the sprites of a round picked up mid-way (a saved game), at rest;
- `clear_of_blind_cards(...)`: a choice panel slid off the 1-card round's face-up cards;
- `seat_home(...)`: where a hand card, a blind card or a trick card of a seat lies;
- `from_hand(...)`, `turn_up(...)`: the sprite that shows a card leaving a hand or turned up
  (a back or a blind card rekeyed to it when the card was hidden);
- `to_trick(...)`: a card glides to its seat's place in the trick; `glow_winner(...)` lights
  the winner's card;
- `collect_trick(...)`: the trick's cards go face down to the winner's pile and are gone.

Keys: a card the viewer may know is its own key; ("back", seat, i) and ("blind", seat) stand
for hidden ones until an event names the card.
"""
from __future__ import annotations

from functools import lru_cache
from typing import Callable, Hashable, Mapping, Sequence

import pygame

from .hint_box import least_covering
from .layout import CARD_RATIO, TableLayout, backs_row, fan
from .sprites import CardGroup, CardSprite, glide

Point = tuple[float, float]
Home = Callable[[CardSprite], tuple[Point, float, float]]


def round_keys(order: Sequence[int], size: int, human: int | None, hand: Sequence,
               visible: Mapping[int, object], backs: Sequence[int],
               sort_key: Callable) -> dict[int, tuple[list, list]]:
    """Per seat in `order`: (keys in dealing order, keys in hand order). In the 1-card round
    a seat holds its card in `visible` or ("blind", seat); the person (`human`) holds
    `hand` (shown sorted by `sort_key`) when it is known; other seats hold `backs[seat]`
    backs. A seat with no card left (`backs[seat]` 0) holds nothing in the 1-card round too."""
    out: dict[int, tuple[list, list]] = {}
    for p in order:
        if size == 1 and not backs[p]:  # its card played, or the round over (a revive offer)
            out[p] = ([], [])
        elif size == 1:
            keys = [visible[p]] if p in visible else [("blind", p)]
            out[p] = (keys, list(keys))
        elif p == human and hand:
            out[p] = (list(hand), sorted(hand, key=sort_key))
        else:
            keys = [("back", p, i) for i in range(backs[p])]
            out[p] = (keys, list(keys))
    return out


def still_sprites(keys: Mapping[int, tuple[list, list]], blind: bool,
                  trick: Sequence[tuple[int, object]], hand_layer: int,
                  trick_layer: int) -> list[tuple]:
    """(key, card or None while hidden, slot, layer) of every sprite of a round picked up
    mid-way: each seat's hand as shown (`round_keys`), in "blind" slots when `blind` (the
    1-card round), then the trick's (seat, card) plays in play order, face up."""
    out = [(k, None if isinstance(k, tuple) else k, ("blind" if blind else "hand", p), hand_layer + i)
           for p, (_dealt, shown) in keys.items() for i, k in enumerate(shown)]
    return out + [(c, c, ("trick", p), trick_layer + i) for i, (p, c) in enumerate(trick)]


def seat_home(lay: TableLayout, kind: str, seat: int, index: int, count: int,
              own: bool) -> tuple[Point, float, float]:
    """(position, angle, width) of card `index` of `count` in a seat's "hand" (the person's
    fanned at the bottom when `own`, a rival's as a row of backs), of its "blind" card, or
    of its card in the trick (each seat's a little turned)."""
    place = lay.seats[seat]
    if kind == "hand":
        if own:
            x, y, a = fan((lay.center[0], lay.hand_y), count, lay.card_w, lay.hand_span)[index]
            return (x, y), a, lay.card_w
        x, y, a = backs_row(place.hand, count, lay.small_w)[index]
        return (x, y), a, lay.small_w
    if kind == "blind":
        if own:
            return (lay.center[0], lay.hand_y), 0.0, lay.card_w
        return blind_spot(lay, seat), 0.0, lay.trick_w * 0.9
    return place.trick, ((seat * 37) % 11 - 5) * 0.8, lay.trick_w


@lru_cache(maxsize=64)
def blind_spot(lay: TableLayout, seat: int) -> Point:
    """A rival's face-up card of the 1-card round: where its row of backs lies, moved off
    its own plaque and the bar or tag under it (a card larger than the backs, centred on
    their row, lay over the top seat's plaque and mana bar: Poderes 4p 1920x1080)."""
    place, s = lay.seats[seat], lay.size[1] / 720.0
    w = lay.trick_w * 0.9
    card = pygame.Rect(0, 0, int(w), int(w * CARD_RATIO))
    card.center = (int(place.hand[0]), int(place.hand[1]))
    plaque = pygame.Rect(place.plaque)
    room = plaque.inflate(int(4 * s), 0)
    room.h += int(16 * s)  # what a table draws under a plaque: a mana bar, a word
    if not card.colliderect(room):
        return place.hand
    dx, dy = card.centerx - plaque.centerx, card.centery - plaque.centery
    if abs(dy) * plaque.w >= abs(dx) * plaque.h:  # mostly under (or over) it
        if dy > 0:
            card.top = room.bottom
        else:
            card.bottom = room.top
    elif dx > 0:
        card.left = room.right
    else:
        card.right = room.left
    return (float(card.centerx), float(card.centery))


def clear_of_blind_cards(lay: TableLayout, panel, seats: Sequence[int],
                         own: int | None) -> pygame.Rect:
    """`_clear_of_blind_cards`, worked out once per layout and seats (the bid panel asks
    for it two or three times a frame; a fresh copy, as callers may move it)."""
    return pygame.Rect(_clear_of_blind_cards(lay, tuple(panel), tuple(seats), own))


@lru_cache(maxsize=32)
def _clear_of_blind_cards(lay: TableLayout, panel: tuple, seats: tuple,
                          own: int | None) -> pygame.Rect:
    """Choice panel `panel` (x, y, w, h) slid up or down the felt to cover the least of the
    other `seats`' cards of the 1-card round (reading them is the round: the bid panel hid the
    lower half of two of them, 4 players at 800x480), then of the person's (`own`) card,
    the plaques and the message line; it stays put when it covers none of them."""
    def card(seat: int, mine: bool) -> pygame.Rect:
        (x, y), _a, w = seat_home(lay, "blind", seat, 0, 1, mine)
        r = pygame.Rect(0, 0, int(w + 8 * s), int(w * CARD_RATIO + 8 * s))  # with its shadow
        r.center = (int(x), int(y))
        return r
    at, s = pygame.Rect(panel), lay.size[1] / 720.0
    line = pygame.Rect(0, 0, int(lay.size[0] * 0.6), int(28 * s))
    line.center = (int(lay.message[0]), int(lay.message[1]))
    rest = [card(own, True)] * (own is not None) + [pygame.Rect(p.plaque) for p in lay.seats] + [line]
    top, bottom = int(lay.felt[1]), int(lay.felt[1] + lay.felt[3])
    tries = sorted((at.move(0, y - at.y) for y in range(top, bottom - at.h + 1, max(2, int(4 * s)))),
                   key=lambda r: abs(r.y - at.y))
    return least_covering([at] + tries, pygame.Rect(0, 0, *lay.size),
                          [card(p, False) for p in seats if p != own], rest)


def deal_plan(dealt: Mapping[int, list], order: Sequence[int], size: int) -> list[tuple]:
    """`sprites.deal`'s plan: one card a seat at a time round `order`, each as (key, card or
    None while hidden, slot) — a "blind" slot in the 1-card round, else a "hand" one."""
    kind = "blind" if size == 1 else "hand"
    return [(dealt[p][k], None if isinstance(dealt[p][k], tuple) else dealt[p][k], (kind, p))
            for k in range(size) for p in order]


def glow_winner(cards: CardGroup, plays: Sequence[tuple[int, Hashable]], winner: int, color) -> None:
    """Light the card of `winner` among a trick's (seat, key) plays."""
    for p, key in plays:
        if p == winner and cards.get(key) is not None:
            cards.get(key).glow = color


def from_hand(cards: CardGroup, hand: list, card) -> CardSprite | None:
    """The sprite of `card` as it leaves `hand` (a seat's keys, changed here): its own when
    the hand shows it, else the hand's last hidden card rekeyed to `card`; None when the
    hand has no sprite left."""
    if card in hand and cards.get(card) is not None:
        hand.remove(card)
        return cards.get(card)
    key = hand.pop() if hand else None
    s = cards.get(key) if key is not None else None
    if s is not None:
        cards.rekey(s, card)
        s.card = card
    return s


def turn_up(cards: CardGroup, card, placeholders: Sequence[Hashable]) -> tuple[CardSprite | None, bool]:
    """The sprite that shows `card`: its own (False: no flip), or the first of the
    `placeholders` keys that has a sprite, rekeyed to `card` (True: it must turn over)."""
    s = cards.get(card)
    if s is not None:
        return s, False
    for key in placeholders:
        s = cards.get(key)
        if s is not None:
            cards.rekey(s, card)
            s.card = card
            return s, True
    return None, False


def to_trick(anim, cards: CardGroup, s: CardSprite, home: Home, layer: int, duration: float, *,
             flip: bool = False, delay: float = 0.0, arc: float = 0.5, front: bool = False) -> None:
    """Sprite `s` (its slot already set) glides to its `home` on `layer` (`front`: then on
    top of every card), no longer lifted, lit or dimmed; `flip` turns it over on the way."""
    s.hover, s.glow, s.dim = 0.0, None, False
    cards.change_layer(s, layer)
    if front:
        cards.move_to_front(s)
    pos, angle, width = home(s)
    glide(anim, s, pos, duration, angle=angle, width=width, turn=flip, delay=delay, arc=arc)


def collect_trick(anim, cards: CardGroup, sprites: Sequence[CardSprite], pile: Point, width: float,
                  *, wait: float = 0.75, on_start: Callable[[], None] | None = None,
                  on_done: Callable[[], None] | None = None) -> None:
    """After `wait` seconds the trick's cards glide one after another, turning face down,
    to `pile` (at `width`) and are taken off the table; `on_start()` as they set off,
    `on_done()` once the last one is gone."""
    def collect() -> None:
        if on_start is not None:
            on_start()
        for i, s in enumerate(sprites):
            s.glow = None
            last = i == len(sprites) - 1

            def gone(s=s, last=last) -> None:
                cards.take(s.key)
                if last and on_done is not None:
                    on_done()
            glide(anim, s, pile, 0.34, angle=0.0, width=width, turn=True, delay=i * 0.03,
                  ease="in_out_quad", on_finish=gone)
    anim.wait(wait, on_finish=collect)
