"""The Bastard Brag table: seats with lives around the felt, your three cards, the centre
(two face down, one face up), swaps by dragging, clicking or keys, swap-all with the choice
of the card shown, the knock, the last-turn round and the reveal.

The engine is the only authority: the table applies action texts through `match.apply`,
queues the returned events and plays them one after another (`anim.py`); everything on
screen follows those events (`self.shown`), because the engine has already dealt the
next hand when the last swap of a deal is applied.
"""
from __future__ import annotations

import pygame

from ...engine.brag import SLOT_NAMES, DealStarted
from ...ui.draw import theme
from ...ui.table.action_log import ActionLog
from ...ui.table.drop_targets import DropTarget, DropTargets
from ...ui.table.overlay import RoundOverlay
from ...ui.table.refusals import Refusals
from ...ui.table.table_base import TableScene
from . import moves
from .anim import TableAnimations
from .hud import Hud, Shown

HAND_KEYS = {pygame.K_1: 0, pygame.K_2: 1, pygame.K_3: 2, pygame.K_KP1: 0, pygame.K_KP2: 1,
             pygame.K_KP3: 2}
CENTRE_KEYS = {pygame.K_q: 0, pygame.K_w: 1, pygame.K_e: 2}
REFUSALS = Refusals((("whole centre", "bb.takeback_all"), ("take back", "bb.takeback"),
                     ("first time round", "bb.why.first_round"), ("knocked already", "bb.why.already")))


class BragTable(TableAnimations, TableScene):
    BOT_PAUSE = 0.6

    def __init__(self, app, match, human_seat: int | None = 0):
        super().__init__(app, match, human_seat)
        self.layout = self.make_layout(app.screen.get_size())
        self.shown = self._shown_from(match.view(self._viewer()))
        self.hud = Hud(self)
        self.overlay = RoundOverlay()  # the reveal
        self.log = ActionLog(moves.describe)
        self.drops = DropTargets([
            DropTarget(f"centre {s}", lambda pos, s=s: self.centre_rect(s).inflate(24, 24).collidepoint(pos),
                       lambda card, s=s: f"swap {card} {SLOT_NAMES[s]}") for s in range(3)])
        self.at: dict = {}
        self._next_key = 0
        self.selected: int | None = None  # the person's hand card picked (0..2)
        self.chosen_slot: int | None = None  # the centre place picked before a hand card
        self.choosing_shown = False  # after "swap all": which card lies face up
        self._given_index, self._given_card = 0, None

    def _shown_from(self, v) -> Shown:
        eliminated = {p for p in range(v.n_players) if v.lives[p] <= 0}
        return Shown(n=v.n_players, lives=list(v.lives), dealer=v.dealer, deal_no=v.deal_no,
                     order=v.order, eliminated=eliminated, turns=v.turns, knocker=v.knocker,
                     last_turns=v.last_turns, winners=v.winners,
                     hand=list(v.hand) if self.human is not None else [],
                     centre=list(v.centre) if self.human is not None else [None, None, v.centre[2]])

    # ------------------------------------------------------------ scene hooks
    def opening_event(self, v) -> DealStarted:
        return DealStarted(v.deal_no, v.dealer, v.order, v.centre[2])

    # ------------------------------------------------------------ acting
    def applied(self, seat: int, action: str) -> None:
        """The person's given card is remembered for the swap's animation (the shown hand
        still holds it: events are shown after this); any pick is cleared."""
        if seat == self.human and action.startswith("swap "):
            card = action.split()[1]
            self._given_index, self._given_card = next(
                ((i, c) for i, c in enumerate(self.shown.hand) if str(c) == card), (0, None))
        self.selected = self.chosen_slot = None
        self.choosing_shown = False

    def reason(self, seat: int, engine_text: str) -> str:
        """A short reason in the person's language (the engine speaks English)."""
        if self.match.is_terminal() or seat not in self.match.to_act():
            return self.tr("table.not_your_turn")
        return REFUSALS.words(engine_text, self.lang)

    def my_turn(self) -> bool:
        return self.human_to_act() and not self.overlay.visible

    def swap(self, index: int, slot: int) -> None:
        if not self.my_turn() or index >= len(self.shown.hand):
            return
        if not self.apply(self.human, f"swap {self.shown.hand[index]} {SLOT_NAMES[slot]}"):
            self.selected = self.chosen_slot = None
            self.settle_all(0.2, flip=False)

    def press_button(self, action: str) -> None:
        v = self.view()
        if action == "cancel":
            self.choosing_shown = False
        elif action == "swapall":
            if any(a.startswith("swapall") for a in v.legal):
                self.choosing_shown, self.selected, self.chosen_slot = True, None, None
            else:
                self.say(self.tr("bb.takeback_all"), error=True)
        elif action == "knock":
            self.apply(self.human, "knock")  # or refused: the engine's reason is said

    def pick_hand(self, index: int) -> None:
        """A hand card chosen by click or key: shown card, swap target, or selection."""
        if not self.my_turn() or index >= len(self.shown.hand):
            return
        if self.choosing_shown:
            self.apply(self.human, f"swapall {self.shown.hand[index]}")
        elif self.chosen_slot is not None:
            self.swap(index, self.chosen_slot)
        else:
            self.selected = None if self.selected == index else index

    def pick_centre(self, slot: int) -> None:
        if not self.my_turn() or self.choosing_shown:
            return
        if self.selected is not None:
            self.swap(self.selected, slot)
        else:
            self.chosen_slot = None if self.chosen_slot == slot else slot

    # ------------------------------------------------------------ input
    def on_escape(self) -> bool:
        """Esc first drops a half-made choice (a picked card, "swap all" waiting for the shown card)."""
        picked = self.choosing_shown or self.selected is not None or self.chosen_slot is not None
        self.choosing_shown, self.selected, self.chosen_slot = False, None, None
        return picked

    def shared_key(self, event) -> bool:
        """H opens the history; Q is the centre's first card here (no hint at this table)."""
        if event.type == pygame.KEYDOWN and not self.paused and event.key == pygame.K_h:
            self.show_history()
            return True
        return False

    def _hand_index_at(self, pos) -> int | None:
        if self.human is None:
            return None
        s = self.cards.top_at(pos, lambda s: s.slot[0] == "hand" and s.slot[1] == self.human)
        return None if s is None else s.slot[2]

    def _centre_at(self, pos) -> int | None:
        return next((s for s in range(3) if self.centre_rect(s).collidepoint(pos)), None)

    def on_press(self, pos) -> bool:
        if self.overlay.visible:
            self.overlay.press_continue()
            return True
        if self.catch_up() or not self.my_turn():
            return True
        b = self.hud.button_at(pos, self.hud.action_buttons(self.view())[0])
        if b is not None:
            self.sound("click")
            self.press_button(b.action)
            return True
        i = self._hand_index_at(pos)
        if i is not None:
            self.drag.begin(self.cards, self.at[("hand", self.human, i)], pos)
            return True
        slot = self._centre_at(pos)
        if slot is not None:
            self.pick_centre(slot)
        return True

    def on_release(self, pos) -> bool:
        if not self.drag.active:
            return True
        moved = self.drag.moved
        s = self.drag.end()
        index = s.slot[2]
        if not moved:
            self.pick_hand(index)  # first: a glide back would make the table busy
            if self.idle:
                self.settle_all(0.15, flip=False)
        elif self.choosing_shown or not self.my_turn() or \
                not self.drops.drop(pos, s.card, self.try_action).ok:
            self.settle_all(0.22, flip=False)  # no target, or refused: back (and says why)
        return True

    def on_key(self, event) -> bool:
        k = event.key
        if self.overlay.visible:
            if k in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self.overlay.press_continue()
            return True
        if self.catch_up():
            return True
        if k in HAND_KEYS:
            self.pick_hand(HAND_KEYS[k])
        elif k in CENTRE_KEYS:
            self.pick_centre(CENTRE_KEYS[k])
        elif k == pygame.K_t and self.my_turn():
            self.press_button("swapall")
        elif k in (pygame.K_g, pygame.K_k) and self.my_turn():
            self.press_button("knock")
        else:
            return False
        return True

    # ------------------------------------------------------------ frame
    def follow_pointer(self, dt: float) -> None:
        """The hand card under the pointer rises; a picked one rises higher, lit."""
        if self.human is None:
            return
        target = None
        if self.my_turn() and not self.drag.active:
            target = self._hand_index_at(self.mouse)
        for i in range(3):
            s = self.at.get(("hand", self.human, i))
            if s is None or s is self.drag.sprite:
                continue
            picked = i == self.selected or (self.choosing_shown and i == target)
            s.hover = self.layout.card_h * (0.16 if picked else 0.08 if i == target else 0.0)
            s.glow = theme.GOLD_LIGHT if picked else None

    def turn_prompt(self):
        if self.my_turn():
            if self.choosing_shown:
                return self.tr("bb.choose_shown"), theme.GOLD_LIGHT
            if self.selected is not None:
                return self.tr("bb.pick_centre"), theme.GOLD_LIGHT
            if self.shown.knocker is None:
                return self.tr("bb.your_turn"), theme.GOLD_LIGHT
            v = self.view()
            all_three = any(a.startswith("swapall") for a in v.legal)  # your card in the centre: no
            key = "bb.your_last_turn" if all_three else "bb.your_last_turn_one"
            if len(v.blocked) == 3 and not v.takeback_refused:  # every centre card is yours
                key = "bb.your_last_turn_all_yours"
            return self.tr(key), theme.GOLD_LIGHT
        return super().turn_prompt()

    def draw(self, surface: pygame.Surface) -> None:
        hud = self.hud
        hot, marks = None, None
        if self.idle and self.shown.revealed is None and self.human is not None:
            hot = self.chosen_slot
            if self.drag.active and self.drag.moved:
                name = self.drops.hot(self.mouse)
                hot = int(name.split()[1]) if name else None

            def marks(surface) -> None:  # under the cards on the move
                v = self.view()
                hud.draw_centre_marks(surface, v.blocked, v.takeback_refused)
        self.draw_table(surface, under=marks)
        if hot is not None:  # over the dragged card, which would hide it
            hud.draw_drop_place(surface, hot, self.view().takeback_refused)
        below_keys = hud.draw_info(surface, self.code)
        hud.draw_banner(surface)
        if self.my_turn() and not self.drag.active:
            hud.draw_buttons(surface, self.view())
        p = self.prompt()
        if p is not None:
            hud.draw_message(surface, p[0], p[1])
        hud.draw_floaters(surface)
        lay = self.layout
        self.draw_log(surface, (lay.info[0], below_keys + 6 * hud.s))
        if self.overlay.visible:
            hud.draw_summary(surface, self.overlay)
        self.draw_top(surface, extras=False)  # no hint at this table, no words at a seat
