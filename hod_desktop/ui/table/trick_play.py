"""The person's side of a trick table, rule-free (both Cinco Vidas tables use it): the hand
card under the pointer or the keys' cursor rises, a card let go over the trick (or clicked,
or picked by ←/→ and Intro) is played, Tab or L held (or the pointer over a pile) peeks at
the last trick, and a move trace keeps off a seat's pile of won tricks; where each card
rests (`home`) and the cloth (a ring where the trick lands, the game's name, `FELT_NAME_KEY`).

A mixin placed before `TableScene`. The table says what the game decides: `person_plays()`
(the person may play a card now), `play_card(sprite)` (by default the engine's `play
<card>`, or the card glides back with the reason) and `won_tricks(seat)`; it keeps
`selected` (the cursor's index in the hand, or None) and its layout's `seats[seat].pile`,
`small_w` and `card_h`.
"""
from __future__ import annotations

from ..draw import theme
from .felt import game_name, ring_mark, room_with_felt
from .hand_pick import PLAY_KEYS, cursor_key, ease_lift
from .layout import in_trick_area
from .trick_table import seat_home
from .won_tricks import anchor_with_pile, over_a_pile, peek_key

LIFT = 0.1  # of a card's height: how far the pointed card rises


class TrickPlay:
    peek = False  # Tab or L held down
    FELT_NAME_KEY = ""  # the key of the game's name, faint on the cloth

    def crisp_widths(self) -> list:
        lay = self.layout
        return [lay.card_w, lay.small_w, lay.trick_w, lay.trick_w * 0.9, lay.small_w * 0.8]

    def felt_image(self, size):
        """The cloth with a light ring where the trick lands and the game's name."""
        lay, fw, fh = self.layout, int(self.layout.felt[2]), int(self.layout.felt[3])
        bg = room_with_felt(size, lay.felt)
        ring_mark(bg, lay.center, (int(fw * 0.62), int(fh * 0.70)))
        name = self.tr(self.FELT_NAME_KEY).upper() if self.FELT_NAME_KEY else ""
        game_name(bg, name, (lay.center[0], lay.center[1] - fh * 0.05), self.hud.text_img)
        return bg

    def home(self, s):
        """Where a seat's hand, blind or trick card rests (`trick_table.seat_home`)."""
        kind, p = s.slot
        keys = self.hands[p]
        i = keys.index(s.key) if s.key in keys else 0
        return seat_home(self.layout, kind, p, i, len(keys), p == self.human)

    def person_plays(self) -> bool:
        """The person may play a card now (the game's phase says)."""
        raise NotImplementedError

    def won_tricks(self, seat: int) -> int:
        """How many tricks the seat's pile shows (0: no pile)."""
        raise NotImplementedError

    # ------------------------------------------------------------ the last trick
    def peek_at(self, event) -> bool:
        """Tab or L down shows the last trick, up hides it; True when the event was one."""
        peek = peek_key(event)
        if peek is not None:
            self.peek = peek
        return peek is not None

    def on_key_up(self, event) -> bool:
        return self.peek_at(event)

    def peeking(self) -> bool:
        """Show the last trick: Tab or L held, or the pointer over a pile of won tricks."""
        lay = self.layout
        piles = [lay.seats[q].pile for q in range(self.n) if self.won_tricks(q)]
        return self.peek or over_a_pile(self.mouse, piles, lay.small_w)

    def seat_anchor(self, seat: int):
        """The plaque (`plaque_anchor`), with the seat's won tricks when they lie under it:
        a move trace under the plaque covered the pile and its count."""
        r = self.plaque_anchor(seat)
        if r is None or not self.won_tricks(seat):
            return r
        lay = self.layout
        return anchor_with_pile(r, lay.seats[seat].pile, lay.small_w, 40 * self.hud.s)

    def plaque_anchor(self, seat: int):
        return super().seat_anchor(seat)

    # ------------------------------------------------------------ the hand
    def play_card(self, s) -> None:
        """The person plays the card of sprite `s` (click, drop or Intro), or it glides back."""
        if not self.idle or not self.apply(self.human, f"play {s.card}"):
            self.settle(self.human)

    def grab_hand(self, pos) -> None:
        """A press on one of the person's cards takes it up (to drop on the trick)."""
        s = None if self.human is None else self.cards.top_at(pos, lambda s: s.slot == ("hand", self.human))
        if s is not None:
            self.drag.begin(self.cards, s, pos)

    def hand_key(self, event) -> bool:
        """←/→ move the cursor along the hand (the first Intro shows it; with one card left
        it picks that one), Intro on a picked card plays it; True when the key was one."""
        k, plays = event.key, self.person_plays()
        hand = self.hands.get(self.human, []) if self.human is not None else []
        if hand and (at := cursor_key(self.selected, k, len(hand), plays)) is not None:
            self.selected = at
            return True
        if k in PLAY_KEYS and self.selected is None and len(hand) == 1 and plays:
            self.selected = 0  # one card left: the first Intro plays it (it only picked it)
        if k in PLAY_KEYS and self.selected is not None:
            s = self.cards.get(hand[self.selected]) if self.selected < len(hand) else None
            if s is not None:
                self.play_card(s)
            return True
        return False

    def on_release(self, pos) -> bool:
        """A held card let go: a click, or a drop over the trick, plays it; elsewhere (or
        while the table is still moving) it glides back."""
        if not self.drag.active:
            return True
        moved = self.drag.moved
        s = self.drag.end()
        if not moved or (self.idle and in_trick_area(pos, self.layout)):
            self.play_card(s)
        else:
            self.settle(self.human)
        return True

    def follow_pointer(self, dt: float) -> None:
        """The card under the pointer, or under the keys' cursor, rises (lit while the
        cursor is in use); the others sink back."""
        if self.human is None:
            return
        hand = self.hands.get(self.human, [])
        target = None
        if self.person_plays() and not self.drag.active:
            s = self.cards.top_at(self.mouse, lambda s: s.slot == ("hand", self.human))
            target = s.key if s is not None else None
            if self.selected is not None and self.selected < len(hand):
                target = hand[self.selected]
        held = [s for s in map(self.cards.get, hand) if s is not None and s is not self.drag.sprite]
        ease_lift(held, target, self.layout.card_h * LIFT, min(1.0, dt * 16.0),
                  theme.GOLD_LIGHT if self.selected is not None else None)
