"""Brag table, part 2: where each card sprite belongs and how engine events become motion.

A mixin of `BragTable`. Sprites sit in places: ("hand", seat, i) for i in 0..2 and
("centre", slot) for the three centre places; `self.at` maps a place to its sprite. A swap
glides the two sprites to each other's place; what a sprite shows (a face or a back)
follows what the person knows: their own hand, the face-up card and the face-down cards
they laid. The table pumps the next event only when nothing moves and no reveal is open.
"""
from __future__ import annotations

import math

import pygame

from ...engine.brag import (UP, AllSwapped, CardSwapped, DealStarted, GameOver, HandsShown,
                            Knocked, PlayerEliminated, reading_order)
from ...engine.brag.ranking import PAIR, SUIT, deciding
from ...ui.draw import theme
from ...ui.table.felt import game_name, room_with_felt
from .. import text_from_code  # noqa: F401  (the name on the cloth)
from ...ui.table.layout import backs_row
from ...ui.table.overlay import Cell, SummaryTable
from ...ui.table.sprites import CardSprite, glide
from .moves import card_text

L_CENTRE, L_HAND, L_MOVING = 10, 20, 60
REVEAL_HOLD_UNATTENDED = 2.6


def backs_rect(lay, seat: int) -> pygame.Rect:
    """The box around a rim seat's three backs (each back turned by its angle)."""
    w = lay.small_w
    h = w * lay.card_h / lay.card_w
    boxes = []
    for x, y, a in backs_row(lay.seats[seat].hand, 3, w):
        c, s = abs(math.cos(math.radians(a))), abs(math.sin(math.radians(a)))
        bw, bh = w * c + h * s, w * s + h * c
        boxes.append(pygame.Rect(int(x - bw / 2), int(y - bh / 2), int(bw) + 1, int(bh) + 1))
    return boxes[0].unionall(boxes[1:])


def centre_width_clear_of(lay, n: int, human) -> float:
    """The largest centre card width (0.82 down to 0.5 of a hand card) whose three places,
    the centre row as `centre_pos` spaces it, clear every rim seat's backs."""
    rims = [backs_rect(lay, p) for p in range(n) if p != human]
    cx, cy = lay.center
    y = cy - lay.card_h * 0.08
    for f in (0.82, 0.78, 0.74, 0.70, 0.66, 0.62, 0.58, 0.54):
        w = lay.card_w * f
        h = w * lay.card_h / lay.card_w
        row = pygame.Rect(0, 0, int(w * 2 * 1.22 + w) + 8, int(h) + 8)
        row.center = (int(cx), int(y))
        if not any(row.colliderect(r) for r in rims):
            return w
    return lay.card_w * 0.5


class TableAnimations:
    """Event -> animation handlers and the home of every place."""

    def crisp_widths(self) -> list:
        return [self.layout.card_w, self.layout.small_w, self.centre_card_w()]

    def felt_image(self, size):
        """The cloth with the game's name under the centre."""
        bg = room_with_felt(size, self.layout.felt)
        cx, cy = self.layout.center
        game_name(bg, self.tr("brag.felt_name").upper(), (cx, cy + self.centre_card_w() * 1.05), self.hud.text.get)
        return bg

    # ------------------------------------------------------------ places
    def centre_card_w(self) -> float:
        """The centre's card width: 0.82 of a hand card, smaller where the other seats' backs
        come close to the middle (narrow windows, many seats), so the centre never touches
        them."""
        lay = self.layout
        key = (lay.size, self.n, self.human)
        if getattr(self, "_centre_w", (None,))[0] != key:
            self._centre_w = (key, centre_width_clear_of(lay, self.n, self.human))
        return self._centre_w[1]

    def centre_pos(self, slot: int) -> tuple[float, float]:
        cx, cy = self.layout.center
        w = self.centre_card_w()
        return (cx + (slot - 1) * w * 1.22, cy - self.layout.card_h * 0.08)

    def centre_rect(self, slot: int) -> pygame.Rect:
        w = self.centre_card_w()
        h = w * self.layout.card_h / self.layout.card_w
        r = pygame.Rect(0, 0, int(w), int(h))
        r.center = (int(self.centre_pos(slot)[0]), int(self.centre_pos(slot)[1]))
        return r

    def place_home(self, place) -> tuple[tuple[float, float], float, float]:
        lay = self.layout
        if place[0] == "centre":
            return self.centre_pos(place[1]), 0.0, self.centre_card_w()
        _, p, i = place
        if p == self.human:  # three cards side by side: each one easy to see and to grab
            return (lay.center[0] + (i - 1) * lay.card_w * 1.1, lay.hand_y), 0.0, lay.card_w
        x, y, a = backs_row(lay.seats[p].hand, 3, lay.small_w)[i]
        return (x, y), a, lay.small_w

    def home(self, s: CardSprite):
        return self.place_home(s.slot)

    def face_of(self, place) -> tuple[object, bool]:
        """(card, face up) a place shows now, from the shown model."""
        sh = self.shown
        if sh.revealed is not None:
            if place[0] == "centre":
                return sh.revealed.centre[place[1]], True
            return dict(sh.revealed.hands).get(place[1], (None,) * 3)[place[2]], True
        if place[0] == "centre":  # a face-down card stays face down, even one you laid
            return sh.centre[place[1]], place[1] == UP
        if place[1] == self.human and sh.hand:
            return sh.hand[place[2]], True
        return None, False

    def _put(self, place, pos=None, width=None) -> CardSprite:
        card, up = self.face_of(place)
        p, a, w = self.place_home(place)
        self._next_key += 1
        s = CardSprite(self._next_key, self.look, card, up, pos or p, width or w, a, slot=place)
        self.at[place] = self.cards.put(s, L_CENTRE if place[0] == "centre" else L_HAND + place[-1])
        return s

    def settle_all(self, duration: float = 0.25, flip: bool = True) -> None:
        """Every sprite to its place, showing what the shown model says (a flip if it changes)."""
        for place, s in self.at.items():
            card, up = self.face_of(place)
            pos, angle, width = self.place_home(place)
            turn = flip and up != s.face_up
            if up or turn:
                s.card = card if up else s.card
            if not turn:
                s.face_up = up
                s.card = card if up else s.card
            self.cards.change_layer(s, L_CENTRE if place[0] == "centre" else L_HAND + place[-1])
            glide(self.anim, s, pos, duration, angle=angle, width=width, turn=turn)

    def settle(self, seat) -> None:
        self.settle_all(0.2, flip=False)

    def _build_static(self, v) -> None:
        """Show a match picked up mid-deal (a saved game) without animating the past."""
        self.shown = self._shown_from(v)
        self.cards.clear_cards()
        self.at = {}
        if self.match.is_terminal():
            return
        for p in v.order:
            for i in range(3):
                self._put(("hand", p, i))
        for slot in range(3):
            self._put(("centre", slot))

    # ------------------------------------------------------------ events -> animations
    def event_handlers(self) -> dict:
        return {DealStarted: self._on_dealt, CardSwapped: self._on_swapped,
                AllSwapped: self._on_swapped_all, Knocked: self._on_knocked,
                HandsShown: self._on_shown, PlayerEliminated: self._on_eliminated,
                GameOver: self._on_over}

    def hold_events(self) -> bool:
        """The reveal waits for «continue» (or its own clock)."""
        return self.overlay.visible or super().hold_events()

    def _hand_after(self) -> list:
        """The person's hand once the event being shown is done: the engine's view, or the
        reveal's if the deal ended with it (the engine has dealt again by then)."""
        shown = next((e for e in self.queue if isinstance(e, HandsShown)), None)
        if shown is not None:
            return list(dict(shown.hands).get(self.human, ()))
        return list(self.view().hand)

    def _swap_places(self, a, b, duration: float = 0.42) -> None:
        sa, sb = self.at[a], self.at[b]
        self.at[a], self.at[b] = sb, sa
        sa.slot, sb.slot = b, a
        for s in (sa, sb):
            self.cards.change_layer(s, L_MOVING)
            s.hover, s.glow = 0.0, None
        self.sound("play")
        for s in (sa, sb):
            card, up = self.face_of(s.slot)
            pos, angle, width = self.place_home(s.slot)
            turn = up != s.face_up
            if up:
                s.card = card
            glide(self.anim, s, pos, duration, angle=angle, width=width, turn=turn, arc=0.5,
                  on_finish=lambda: None)

    def _on_swapped(self, ev: CardSwapped) -> None:
        sh = self.shown
        self._advance_turn(ev.player)
        if ev.player == self.human:
            i = sh.hand.index(ev.given) if ev.given in sh.hand else self._given_index
            sh.hand = self._hand_after()
            sh.centre[ev.slot] = ev.given if ev.given is not None else self._given_card
        else:
            i = (sh.turns + ev.player) % 3
            sh.centre[ev.slot] = ev.given if ev.slot == UP else None
        self._swap_places(("hand", ev.player, i), ("centre", ev.slot))
        self.after_anim(self.settle_all)

    def _on_swapped_all(self, ev: AllSwapped) -> None:
        sh = self.shown
        self._advance_turn(ev.player)
        p = ev.player
        if p == self.human:
            old = list(sh.hand)
            rest = [c for c in old if c != ev.shown]
            sh.centre = rest + [ev.shown]
            sh.hand = self._hand_after()
            order = [old.index(c) for c in rest] + [old.index(ev.shown)]
        else:
            sh.centre = [None, None, ev.shown]
            order = [0, 1, 2]
        hand_sprites = [self.at[("hand", p, i)] for i in range(3)]
        centre_sprites = [self.at[("centre", s)] for s in range(3)]
        for slot, i in enumerate(order):
            self.at[("centre", slot)] = hand_sprites[i]
            hand_sprites[i].slot = ("centre", slot)
        for s in hand_sprites:
            s.hover, s.glow = 0.0, None
        for i, s in enumerate(centre_sprites):
            self.at[("hand", p, i)] = s
            s.slot = ("hand", p, i)
        self.sound("shuffle")
        self.settle_all(0.5)
        # «¡Las tres!» over whoever swapped: the button's «Cambiar las tres» read as an order
        self.hud.float_at_seat(p, self.tr("bb.swap_all_float"), theme.GOLD_LIGHT, 0.8)

    def _advance_turn(self, player: int) -> None:
        sh = self.shown
        sh.turns += 1
        sh.last_turns = tuple(q for q in sh.last_turns if q != player)

    def _on_knocked(self, ev: Knocked) -> None:
        sh = self.shown
        sh.knocker, sh.last_turns = ev.player, ev.last_turns
        self.sound("click")
        self.hud.float_at_seat(ev.player, self.tr("bb.knock_float"), theme.GOLD_LIGHT, 1.2)
        self.anim.wait(0.6)

    def _on_shown(self, ev: HandsShown) -> None:
        sh = self.shown
        sh.revealed = ev
        sh.turn = None
        self.sound("flip")
        self.settle_all(0.45)
        hold = REVEAL_HOLD_UNATTENDED if self.unattended() else None

        def opened() -> None:
            sh.lives = list(ev.lives)
            self.hud.float_at_seat(ev.loser, "−1", theme.RED_SOFT, 1.3)
        self.after_anim(lambda: (self.overlay.open(self._reveal_table(ev), hold, self._reveal_closed),
                                 self.overlay.start(self.anim), opened()))

    def _reveal_closed(self) -> None:
        self.shown.revealed = None

    def _reveal_table(self, ev: HandsShown) -> SummaryTable:
        ranks = dict(ev.ranks)
        rows = []
        for p, hand in ev.hands:
            lost = p == ev.loser
            col = theme.RED_SOFT if lost else theme.CREAM
            if lost and ev.lives[p] == 0:  # the last life: said in the lives column itself
                lives = Cell(self.tr("table.eliminated"), theme.RED_SOFT, True)
            else:
                lives = Cell(hearts=ev.lives[p], after="−1" if lost else "")
            rows.append([Cell(self.name(p), col, lost), Cell(" ".join(card_text(c) for c in reading_order(hand)), col),
                         Cell(self.tr(f"bb.hand.{ranks[p].category_id}"), col, lost), lives])
        last = sum(1 for n in ev.lives if n > 0) <= 1  # no next deal: the results follow
        next_key = "bb.continue_end" if last else "bb.continue"
        if ev.knocker is None:
            title = self.tr("bb.reveal_bound", n=ev.deal_no + 1)
        elif ev.knocker == self.human:
            title = self.tr("bb.reveal_knock_you", n=ev.deal_no + 1)
        else:
            title = self.tr("bb.reveal_knock", n=ev.deal_no + 1, name=self.name(ev.knocker))
        why = self.why_lost(ev)
        return SummaryTable(title, [self.tr("table.col_player"), self.tr("bb.col_hand"),
                                    self.tr("bb.col_cat"), self.tr("table.col_lives")], rows,
                            (why + " · " if why else "") +
                            (self.tr("bb.loses_you") if ev.loser == self.human else
                             self.tr("bb.loses", name=self.name(ev.loser))) + " · " +
                            self.tr(next_key), (), col_x=(0.05, 0.27, 0.48, 0.80))

    def why_lost(self, ev: HandsShown) -> str:
        """When the loser's hand is of the same kind as the next one up (two high cards),
        what decided between them, as the engine says it (`ranking.deciding`): the
        showdown said who lost but not why one «Carta alta» lost to another."""
        hands, ranks = dict(ev.hands), dict(ev.ranks)
        others = [p for p in hands if p != ev.loser]
        if not others:
            return ""
        above = min(others, key=lambda p: ranks[p].key)
        why = deciding(hands[ev.loser], hands[above])
        if why is None:
            return ""
        kind, i = why
        pair = ranks[above].category == PAIR
        key = "bb.tie.suit" if kind == SUIT else f"bb.tie.pair{i}" if pair else f"bb.tie.value{i}"
        return self.tr("bb.tie", a=self.name(ev.loser), b=self.name(above),
                       cat=self.tr(f"bb.hand.{ranks[above].category_id}").lower(), why=self.tr(key))

    def _on_eliminated(self, ev: PlayerEliminated) -> None:
        self.shown.eliminated.add(ev.player)
        self.shown.lives[ev.player] = 0

    def _on_over(self, ev: GameOver) -> None:
        self.shown.winners = ev.winners

    def _on_dealt(self, ev: DealStarted) -> None:
        sh = self.shown
        sh.deal_no, sh.dealer, sh.order = ev.deal_no, ev.dealer, ev.order
        sh.turns, sh.knocker, sh.last_turns, sh.revealed = 0, None, (), None
        sh.turn = ev.order[0]
        sh.centre = [None, None, ev.face_up]
        sh.hand = list(self.view().hand) if self.human in ev.order else []
        self.selected = self.chosen_slot = None
        self.choosing_shown = False
        self.cards.clear_cards()
        self.at = {}
        lay = self.layout
        deck = lay.seats[ev.dealer].deck
        places = [("hand", p, i) for p in ev.order for i in range(3)] + \
                 [("centre", s) for s in range(3)]
        order = []
        for i in range(3):  # one at a time round the table, the centre last
            order += [("hand", p, i) for p in ev.order] + [("centre", i)]
        self.sound("shuffle")
        stagger = min(0.08, 1.6 / len(places))
        for k, place in enumerate(order):
            s = self._put(place, pos=deck, width=lay.small_w)
            up = s.face_up
            s.face_up = False
            pos, angle, width = self.place_home(place)
            self.cards.change_layer(s, L_MOVING + k)

            def land(s=s, place=place):
                self.cards.change_layer(s, L_CENTRE if place[0] == "centre" else L_HAND + place[-1])
            glide(self.anim, s, pos, 0.32, angle=angle, width=width, turn=up,
                  delay=0.2 + k * stagger, arc=0.6, ease="out_quad", on_finish=land)
