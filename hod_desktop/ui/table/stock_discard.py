"""A table where every seat holds a hand drawn from a stock and thrown on a discard pile
(the rummy family), rule-free: where each card sprite belongs and how it moves.

Mixed into a `TableScene` (before it). The table keeps `hands` (seat -> keys in hand order;
the other seats' cards are backs keyed `back_key()`), `pile` (the discard pile as shown,
top last), `fan` (a HandFan over the person's hand) and a layout with `stock`, `discard`,
`pile_w`, `card_w`, `card_h`, `hand(count)`, `hand_y`, `hand_span`, `size`, `hand_zone()`,
`pile_rect(at, grow)`, `base.seats[p].hand` and `base.small_w`; it says how many cards the stock shows
(`stock_count()`) and may add places of its own to `home`.

    deal_motion(seats, size, top)     round the table from the stock, then the pile's first card
    leave_pile(kind, card)            the sprite a draw takes off the stock or the pile
    draw_motion(p, sprite, card)      a card from the stock or the pile into a hand
    discard_motion(p, card, pick)     a card from a hand onto the pile
    rebuild_motion(top)               the pile under its top back into the stock
    spot_motion(p, card, pick, spot)  a card face down from a hand to a place of its own
    follow_pointer(dt)                the person's cards slide home, a gap under a held card,
                                      lifted under the pointer or the keyboard's focus

The pointer: `grab(sprite, pos, kind)` lifts a hand card ("hand") or a pile's top ("stock",
"discard"); `on_drag` opens a gap where it would land; `on_release` (`release_held(pos)`)
ends the drag: a hand card not moved is a click (`click_card`), over a drop target it is
tried (`drops`, made by `spot_targets()` from DROP_SPOTS; `try_drop`), over the hand it is
moved (`arrange`); a pile's card let go over or below the hand (or just clicked) is drawn
(`draw_card(kind, at)`), else it glides back. `draw_drop_frames` frames the drop places.
"""
from __future__ import annotations

import math
import zlib

from ..draw import theme
from .card_marks import hand_group_marks
from .drop_targets import DropTarget, DropTargets, draw_target_frames
from .hand_layout import hand_step, opponent_backs
from .layout import point_in_rect
from .sprites import glide

L_PILE, L_HAND, L_FLY = 5, 20, 90  # layers: the piles, the hands (+ index), cards in flight
PILE_SHOWN = 3  # the pile's top cards that keep sprites (the older ones are hidden)


def pile_tilt(i: int, key) -> int:
    """How far (-4..4 steps) the i-th card of the discard pile sits askew: fixed by its place
    and the card itself (crc32, not hash(), which changes from one launch to the next)."""
    return (i * 7 + zlib.crc32(str(key).encode()) % 5) % 9 - 4


class StockAndDiscard:
    HAND_LAYER, FOLLOW_HAND = L_HAND, True
    # where a hand card may be dropped: (target name, the layout's place, the action's verb)
    DROP_SPOTS: tuple[tuple[str, str, str], ...] = (("discard", "discard", "discard"),)

    def stock_count(self) -> int:
        """How many cards the stock shows now."""
        raise NotImplementedError

    def back_key(self) -> tuple:
        """A new key for a face-down card."""
        self.serial = getattr(self, "serial", 0) + 1
        return ("back", self.serial)

    # ------------------------------------------------------------ where cards belong
    def hand_fan(self):
        """The fan over the person's hand as it is now."""
        self.fan.set(self.hands.get(self.human, []))
        return self.fan

    def hand_points(self, count: int):
        return self.layout.hand(count)

    def over_spot(self, at, pos, grow: float = 1.5) -> bool:
        return point_in_rect(pos, self.layout.pile_rect(at, grow))

    def spot_targets(self) -> DropTargets:
        """A drop target per DROP_SPOTS place: a hand card dropped there is "<verb> <card>"."""
        return DropTargets([DropTarget(name, lambda p, at=at: self.over_spot(getattr(self.layout, at), p),
                                       lambda c, verb=verb: f"{verb} {c}")
                            for name, at, verb in self.DROP_SPOTS])

    def draw_drop_frames(self, surface) -> None:
        """While a hand card is carried: a frame round each drop place, lit under the pointer."""
        if getattr(self, "drag_kind", None) == "hand" and self.drag.moved:
            draw_target_frames(surface, [(name, self.layout.pile_rect(getattr(self.layout, at), 1.12))
                                         for name, at, _verb in self.DROP_SPOTS], self.drops.hot(self.mouse))

    def in_hand_zone(self, pos) -> bool:
        return point_in_rect(pos, self.layout.hand_zone())

    def display_order(self) -> list:
        """The person's hand as shown: the held card over its hole (a card from the stock is
        face down: it makes room but shows nothing)."""
        fan = self.hand_fan()
        held = self.drag.sprite
        if fan.outside and (held is None or held.card is None):
            return list(fan.keys)
        return fan.order()

    def home(self, s) -> tuple[tuple[float, float], float, float]:
        """(place, angle, width) of a card at rest: in a hand, on the pile (a little askew,
        the same for the same card), else on the stock."""
        lay = self.layout
        kind = s.slot[0]
        if kind == "hand":
            p = s.slot[1]
            if p == self.human:
                return self.hand_fan().slot(s.key, self.hand_points), 0.0, lay.card_w
            keys = self.hands[p]
            i = keys.index(s.key) if s.key in keys else 0
            x, y, a = opponent_backs(lay.base.seats[p].hand, len(keys), lay.base.small_w)[i]
            return (x, y), a, lay.base.small_w
        if kind == "discard":
            i = self.pile.index(s.key) if s.key in self.pile else len(self.pile)
            h = pile_tilt(i, s.key)
            x, y = lay.discard
            return (x + h * lay.pile_w * 0.012, y + (i % 3 - 1) * 1.5), h * 0.9, lay.pile_w
        if kind == "spot":  # laid on a place of its own (`spot_motion`)
            return getattr(lay, s.slot[1]), 0.0, lay.pile_w
        return lay.stock, 0.0, lay.pile_w

    def stock_sprite(self):
        """The stock's top card (made when the stock shows cards and has none), or None."""
        s = next(iter(self.cards.where(lambda s: s.slot[0] == "stock")), None)
        if s is None and self.stock_count() > 0:
            s = self.new_sprite(self.back_key(), None, False, self.layout.stock, self.layout.pile_w,
                                ("stock",), L_PILE + 1)
        return s

    def pile_sprites(self) -> None:
        """Sprites for the pile's top PILE_SHOWN cards, layered in pile order."""
        for i, c in enumerate(self.pile):
            s = self.cards.get(c)
            if i < len(self.pile) - PILE_SHOWN:
                if s is not None and s.slot == ("discard",) and not s.moving:
                    self.cards.take(c)
                continue
            if s is None:
                s = self.new_sprite(c, c, True, (0, 0), self.layout.pile_w, ("discard",), L_PILE + i)
                s.pos, s.angle, s.width = self.home(s)
            elif s.slot == ("discard",):
                self.cards.change_layer(s, L_PILE + i)

    def pile_top(self, kind: str):
        """The sprite a draw from `kind` ("stock" or "discard") would take."""
        if kind == "stock":
            return next(iter(self.cards.where(lambda s: s.slot[0] == "stock")), None)
        return self.cards.get(self.pile[-1]) if self.pile else None

    def leave_pile(self, kind: str, card=None):
        """The sprite a draw from `kind` takes off its pile: the discard pile's top (the pile
        shown loses it; `card` when it shows none), else the stock's top back."""
        lay = self.layout
        if kind == "discard":
            card = self.pile.pop() if self.pile else card
            s = self.cards.get(card) or self.new_sprite(card, card, True, lay.discard, lay.pile_w,
                                                        ("discard",), L_PILE)
            self.pile_sprites()
            return s
        return self.pile_top("stock") or self.new_sprite(self.back_key(), None, False, lay.stock,
                                                         lay.pile_w, ("stock",), L_PILE)

    def take_from_hand(self, p: int, card, pick: int = 0):
        """(sprite, turned) of the card leaving p's hand: `card` from the person's hand, else
        the back at `pick` (modulo the hand), shown as `card` when it is known."""
        keys = self.hands[p]
        if p == self.human and card in keys:
            keys.remove(card)
            return self.cards.get(card), False
        if not keys:
            return None, False
        s = self.cards.get(keys.pop(pick % len(keys)))
        if s is not None and card is not None:
            self.cards.rekey(s, card)
            s.card = card
        return s, True

    def clear_felt(self) -> None:
        """No card on the felt: no sprites, every hand and the pile empty."""
        self.cards.clear_cards()
        self.hands = {p: [] for p in range(self.n)}
        self.pile = []

    def lay_still(self, seats, own, sizes, pile) -> None:
        """Every card at rest at once (a match picked up from a save): the person's `own`
        cards face up in their order, `sizes[p]` backs for the others, the pile, the stock."""
        self.clear_felt()
        for p in seats:
            self.hands[p] = list(own) if p == self.human else [self.back_key() for _ in range(sizes[p])]
            for i, k in enumerate(self.hands[p]):
                card = k if p == self.human else None
                self.new_sprite(k, card, card is not None, (0, 0), 10, ("hand", p), L_HAND + i)
        self.pile = list(pile)
        self.pile_sprites()
        self.stock_sprite()
        for s in self.cards.sprites():
            s.pos, s.angle, s.width = self.home(s)

    # ------------------------------------------------------------ motions
    def deal_motion(self, seats, size: int, top) -> None:
        """`size` cards to each of `seats` in turn from the stock (the person's face up, in
        their hand's order), then `top` turned onto the pile."""
        lay = self.layout
        stagger = min(0.07, 1.6 / max(1, size * len(seats)))
        self.sound("shuffle")
        i = 0
        for k in range(size):
            for p in seats:
                key = self.hands[p][k]
                card = key if p == self.human else None
                s = self.new_sprite(key, card, False, lay.stock, lay.pile_w, ("hand", p), L_FLY + i)
                pos, angle, width = self.home(s)

                def land(s=s, k=k) -> None:
                    self.cards.change_layer(s, L_HAND + k)
                glide(self.anim, s, pos, 0.38, angle=angle, width=width, turn=card is not None,
                      delay=0.2 + i * stagger, arc=0.6, ease="out_quad", on_finish=land)
                i += 1
        self.anim.wait(0.2, on_finish=lambda: self.sound("deal"))
        self.pile = [top]
        s = self.new_sprite(top, top, False, lay.stock, lay.pile_w, ("discard",), L_PILE)
        pos, angle, width = self.home(s)
        glide(self.anim, s, pos, 0.35, angle=angle, turn=True, delay=0.3 + i * stagger)
        self.stock_sprite()

    def draw_motion(self, p: int, s, card=None, insert_at: int | None = None) -> None:
        """Sprite `s` (the stock's or the pile's top) flies into p's hand: as `card` in the
        person's hand (at `insert_at`, else last), face down into another's."""
        if p == self.human:
            self.cards.rekey(s, card)
            flip, s.card = not s.face_up, card
            keys = self.hands[p]
            keys.insert(len(keys) if insert_at is None else max(0, min(insert_at, len(keys))), card)
        else:
            key = self.back_key()
            self.cards.rekey(s, key)
            flip = s.face_up
            self.hands[p].append(key)
        s.slot = ("hand", p)
        self.cards.change_layer(s, L_FLY)
        pos, angle, width = self.home(s)
        self.sound("deal")

        def land() -> None:
            if s.card is not None and p != self.human:
                s.card = None
            self.settle(p)
        glide(self.anim, s, pos, 0.4, angle=angle, width=width, turn=flip, arc=0.4, on_finish=land)
        self.stock_sprite()

    def discard_motion(self, p: int, card, pick: int = 0) -> None:
        """`card` leaves p's hand (another seat's from the back at `pick`) for the pile."""
        s, flip = self.take_from_hand(p, card, pick)
        if s is None:
            s = self.new_sprite(card, card, True, self.layout.discard, self.layout.pile_w,
                                ("discard",), L_PILE)
        self.pile.append(card)
        s.slot, s.glow, s.hover = ("discard",), None, 0.0
        self.cards.change_layer(s, L_FLY)
        pos, angle, width = self.home(s)
        self.sound("play")

        def land() -> None:
            self.cards.change_layer(s, L_PILE + len(self.pile))
            self.pile_sprites()
        glide(self.anim, s, pos, 0.34, angle=angle, width=width, turn=flip, arc=0.5, on_finish=land)
        self.settle(p)
        self.anim.wait(0.15)

    def spot_motion(self, p: int, card, pick: int, spot: str) -> None:
        """`card` leaves p's hand (another seat's: the back at `pick`) face down for the
        layout's place named `spot` (where a hand is closed, say) and stays there."""
        s, _ = self.take_from_hand(p, card, pick)
        if s is not None:
            s.slot, s.glow = ("spot", spot), None
            self.cards.change_layer(s, L_FLY)
            glide(self.anim, s, getattr(self.layout, spot), 0.45, angle=0.0, width=self.layout.pile_w,
                  turn=s.face_up, arc=0.6)

    def rebuild_motion(self, top) -> None:
        """The pile under `top` turns face down and goes back to the stock."""
        for i, c in enumerate(self.pile[:-1]):
            s = self.cards.get(c)
            if s is not None:
                s.slot = ("gone",)
                glide(self.anim, s, self.layout.stock, 0.4, angle=0.0, turn=True, delay=0.04 * i,
                      on_finish=lambda c=c: self.cards.take(c))
        self.pile = [top]
        self.sound("shuffle")

    # ------------------------------------------------------------ the pointer
    def grab(self, sprite, pos, kind: str) -> None:
        """Lift a hand card or a pile's top card (drawn quickly while it is carried)."""
        self.drag.begin(self.cards, sprite, pos)
        self.drag_kind = kind
        if kind == "hand":
            self.hand_fan().hold(sprite.key)
        else:
            sprite.moving += 1
            self.hand_fan().hold_new(sprite.key)

    def press_pile(self, pos, may_draw: bool) -> str | None:
        """A press on the pile or the stock ("discard" / "stock", else None): its top card is
        lifted when the person may draw, else `draw_card` says why not."""
        for kind, at in (("discard", self.layout.discard), ("stock", self.layout.stock)):
            if self.over_spot(at, pos, 1.0):
                sprite = self.pile_top(kind)
                if may_draw and sprite is not None:
                    self.grab(sprite, pos, kind)
                else:
                    self.draw_card(kind)  # not your draw: the reason
                return kind
        return None

    def take_into_reveal(self, seat_cards) -> dict:
        """card -> sprite for each (seat, cards) shown at a count: each card leaves its seat's
        hand (another seat's back turns into it) and this table's sprites."""
        sources: dict = {}
        for seat, cards, pick in seat_cards:
            for c in cards:
                s, _ = self.take_from_hand(seat, c, pick)
                if s is not None:
                    self.cards.take(s.key)
                    sources[c] = s
        return sources

    def on_drag(self, pos) -> None:
        """The held card over the hand opens a hole where it would land (HandFan)."""
        s = self.drag.sprite
        if s is not None and self.drag.moved:
            self.hand_fan().hover(s.pos[0] if self.in_hand_zone(self.mouse) else None, self.hand_points)

    def on_release(self, pos) -> bool:
        if self.drag.active:
            self.release_held(pos)
        return True

    def release_held(self, pos) -> None:
        kind, was_moved = self.drag_kind, self.drag.moved
        fan = self.hand_fan()
        hole = fan.hole
        s = self.drag.end()
        s.lift = 0.0
        self.drag_kind = None
        if kind == "hand":
            if was_moved and self.in_hand_zone(pos) and hole is not None and self.drops.at(pos) is None:
                new = fan.drop()
                if new is not None:
                    self.arrange(new)
                return
            fan.release()
            if not was_moved:
                self.click_card(s.key)
            elif self.drops.at(pos) is not None:
                self.drops.drop(pos, s.key, self.try_drop)  # a refusal says why
            return
        s.moving = max(0, s.moving - 1)
        fan.release()
        lay = self.layout
        if not was_moved or self.in_hand_zone(pos) or pos[1] > lay.center[1] + lay.pile_w:
            self.draw_card(kind, hole if (was_moved and hole is not None) else None)
        if s.alive() and s.slot[0] in ("stock", "discard") and not s.moving:
            home, angle, width = self.home(s)
            glide(self.anim, s, home, 0.22, angle=angle, width=width)

    def double_click(self, card, seconds: float = 0.42) -> bool:
        """Is this click on `card` the second of a double click? (a table keeps `clock`)"""
        last, when = getattr(self, "last_click", (None, -9.0))
        if last == card and self.clock - when < seconds:
            self.last_click = (None, -9.0)
            return True
        self.last_click = (card, self.clock)
        return False

    # ------------------------------------------------------------ the person's hand
    def hand_arrived(self) -> bool:
        """Every card of the person's hand is in it, face up and at rest (not being dealt
        or drawn); the held card does not count."""
        held = self.drag.sprite
        for k in self.hands.get(self.human, []):
            s = self.cards.get(k)
            if s is None or s is held:
                continue
            if not s.face_up or s.moving or s.slot[0] != "hand":
                return False
        return bool(self.hands.get(self.human))

    def hand_marks(self, keys: list, group_of: dict, colors, label_of, allowed: set | None = None):
        """(bars, badges) of the hand shown in order `keys` (ui/table/card_marks: a bar under each
        run of one group, a label over each card of none), and each card lit in its group's
        colour; while a choice is open (`allowed`: the names of the cards that may be
        chosen) the others are dimmed and the allowed ones lit in gold. A hand card being
        carried has no badge: left over its empty place, the «10» floated over bare felt
        while the card went to the discard (Chinchón 3p 1280x720)."""
        lay = self.layout
        held = self.drag.sprite if getattr(self, "drag_kind", None) in ("hand", "discard") else None
        slots = self.hand_points(len(keys))
        pos = {}
        for i, k in enumerate(keys):
            s = self.cards.get(k)
            pos[k] = slots[i] if (s is None or s is held) else (s.pos[0], s.pos[1] - s.hover)
        for k in keys:
            s = self.cards.get(k)
            if s is not None and s.slot[0] == "hand":
                m = group_of.get(k)
                s.glow = colors[m % len(colors)] if m is not None else None
                s.dim = allowed is not None and str(k) not in allowed
                if allowed is not None and not s.dim:
                    s.glow = theme.GOLD_LIGHT
        return hand_group_marks(
            keys, group_of, pos, lay.card_w, lay.card_h, hand_step(len(keys), lay.card_w, lay.hand_span),
            lay.hand_y + lay.card_h / 2 + 5 * lay.size[1] / 720, 6 * lay.size[1] / 720, colors, label_of,
            quiet=(held.key,) if held is not None and self.drag.moved else ())

    def lifted(self) -> tuple:
        """(the picked card, the card under the pointer or in keyboard focus): lifted twice
        and once as high. A table sets `selected` and `kfocus`."""
        hot = None
        if not self.drag.active:
            s = self.cards.top_at(self.mouse, lambda s: s.slot == ("hand", self.human))
            hot = s.key if s is not None else None
            focus = getattr(self, "kfocus", None)
            if hot is None and focus is not None and focus[0] == "hand":
                hot = focus[1]
        return getattr(self, "selected", None), hot

    def follow_pointer(self, dt: float) -> None:
        """The person's cards slide toward their places (drag gaps, sorting), lifted on
        hover; a card held from a pile grows to the hand's size over the hand."""
        if self.human is None:
            return
        k = 1.0 if not math.isfinite(self.speed()) else 1.0 - math.exp(-dt * 16.0 * self.speed())
        picked, hot = self.lifted()
        held = self.drag.sprite
        if held is not None and getattr(self, "drag_kind", None) in ("stock", "discard"):
            goal_w = self.layout.card_w if self.fan.hole is not None else self.layout.pile_w
            held.width += (goal_w - held.width) * k
        lift = self.layout.card_h * 0.08
        for i, key in enumerate(self.display_order()):
            s = self.cards.get(key)
            if s is None or s is held or s.moving or s.slot[0] != "hand":
                continue
            if self.cards.get_layer_of_sprite(s) != L_HAND + i:
                self.cards.change_layer(s, L_HAND + i)
            (x, y), _a, w = self.home(s)
            px, py = s.pos
            nx, ny = px + (x - px) * k, py + (y - py) * k
            if abs(nx - x) < 0.4 and abs(ny - y) < 0.4:
                nx, ny = x, y
            s.pos, s.angle, s.width = (nx, ny), 0.0, w
            goal = lift * (2.0 if key == picked else 1.0 if key == hot else 0.0)
            s.hover += (goal - s.hover) * k if abs(goal - s.hover) > 0.5 else goal - s.hover
