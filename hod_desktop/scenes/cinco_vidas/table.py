"""The Cinco Vidas table: seats around an oval felt, cards that move, bids, tricks, lives.

The engine is the only authority. The scene applies actions through `match.apply`, queues
the returned events and turns them into tweens one after another; everything on screen
(`self.shown`, the card sprites) follows those events, never the engine's latest state,
because the engine has already dealt the next round when the last card is applied.
Bots think in the frame loop (a few milliseconds per frame) and act only once the table
has caught up with the events, after a short natural pause.
"""
from __future__ import annotations

import pygame

from ...engine.cards import french_deck
from ...engine.cinco_vidas import BIDDING, PLAYING, GameOver, RoundDealt, trick_winner
from ...ui.draw import theme
from ...ui.table.action_log import ActionLog
from ...ui.table.choice_keys import ChoiceFocus
from ...ui.table.hand_pick import PLAY_KEYS
from ...ui.table.overlay import RoundOverlay
from ...ui.table.piles import TrickArea, draw_order_marks
from ...ui.table.table_base import TableScene
from ...ui.table.trick_play import TrickPlay
from . import moves
from .anim import TableAnimations
from .hud import Hud, Shown

class CincoVidasTable(TrickPlay, TableAnimations, TableScene):
    BOT_PAUSE = 0.55  # seconds between bot moves at normal speed
    DECK = staticmethod(french_deck)  # the cards whose faces are rendered ahead of need
    GAME_OVER = GameOver
    FELT_NAME_KEY = "game.cinco_vidas"

    def __init__(self, app, match, human_seat: int | None = 0):
        super().__init__(app, match, human_seat)
        self.layout = self.make_layout(app.screen.get_size())
        self.shown = self._shown_from(match.view(self._viewer()))
        self.hud = Hud(self)
        self.overlay = RoundOverlay()  # the round summary
        self.trick = TrickArea()  # the cards on the felt in the order they were played
        self.log = ActionLog(moves.RoundWords())
        self.selected: int | None = None
        self.bid_focus = ChoiceFocus()  # the bid panel by keys: ←/→ and Intro
        self.trick_layer = 0

    def bot_pause(self, phase) -> float:
        return self.BOT_PAUSE * (0.6 if phase == BIDDING else 1.0)

    @staticmethod
    def _shown_from(v) -> Shown:
        return Shown(n=v.n_players, lives=list(v.lives), bids=list(v.bids), tricks=list(v.tricks_won),
                     dealer=v.dealer, round_no=v.round_no, size=v.round_size, order=v.order,
                     eliminated={p for p in range(v.n_players) if v.lives[p] <= 0},
                     last_trick=v.last_trick, last_winner=v.last_trick_winner)

    # ------------------------------------------------------------ scene hooks
    def trace_move(self, seat: int, action: str) -> None:
        """A bid of the 1-card round leaves no trace at the seat: its plaque says the same
        words at once («Says “Lose”»), and the word itself rises from the seat."""
        if action.startswith("bid") and self.match.view(seat).round_size == 1:
            return
        super().trace_move(seat, action)

    def opening_event(self, v) -> RoundDealt:
        return RoundDealt(v.round_no, v.dealer, v.round_size, v.order)

    def resized(self) -> None:
        self.prefetch(self.DECK(), self.layout.trick_w)

    # ------------------------------------------------------------ acting
    def person_plays(self) -> bool:
        return self.human_to_act(PLAYING)

    def won_tricks(self, seat: int) -> int:
        return self.shown.tricks[seat]

    def applied(self, seat: int, action: str) -> None:
        self.selected = None

    def reason(self, seat: int, engine_text: str) -> str:
        """A short reason in the person's language (the engine speaks English)."""
        if self.match.is_terminal() or seat not in self.match.to_act():
            return self.tr("table.not_your_turn")
        if self.cached_view().phase == BIDDING:
            v = self.view()
            if v.forbidden_bid is not None and engine_text.startswith("the dealer"):
                return self.tr("cv.forbidden", n=v.forbidden_bid, size=v.round_size)
            return self.tr("cv.bid_first")
        return engine_text

    # ------------------------------------------------------------ input
    def on_press(self, pos) -> bool:
        if self.release_hold() or self.catch_up():
            return True
        if self.human_to_act(BIDDING) and self.press_choice(pos, *self.hud.build_bid_buttons(self.view()),
                                                            self.act):
            return True
        self.grab_hand(pos)
        return True

    def on_key(self, event) -> bool:
        if self.peek_at(event) or (event.key in PLAY_KEYS and self.release_hold()) or self.closes_overlay():
            return True  # Tab/L peeks, Intro lets the held cards go, a key closes the summary
        if self.catch_up() and not self.idle:  # caught up and the table waits: the key acts
            return True
        if self.human_to_act(BIDDING) and event.unicode and event.unicode.isdigit():
            self.key_choice(event, *self.hud.build_bid_buttons(self.view()), self.act)
            return True
        if self.human_to_act(BIDDING) and self.bid_focus.answer(event, self._bid_actions(), self.answer_by_key):
            return True  # ←/→ along the bids, Intro bids («Gano»/«Pierdo» have no digit to read)
        return self.hand_key(event)  # ←/→ and Intro along the hand (ui/table/trick_play)

    def _bid_actions(self) -> list[str]:
        buttons, _ = self.hud.build_bid_buttons(self.view())
        return [b.action for b in buttons if b.enabled]

    # ------------------------------------------------------------ frame
    def turn_prompt(self) -> tuple[str, tuple] | None:
        if self.human_to_act(BIDDING):
            return None  # the bid panel asks
        if self.human_to_act(PLAYING):
            return self.tr("cv.your_play"), theme.GOLD_LIGHT
        return super().turn_prompt()

    def draw(self, surface: pygame.Surface) -> None:
        hud = self.hud
        self.trick.mark_winner(self.cards.get, trick_winner, theme.GOLD_LIGHT)  # the engine's rule
        self.draw_table(surface)
        hud.draw_info(surface, self.code)
        if self.human_to_act(BIDDING) and not self.drag.active:
            usable = [b for b in hud.draw_bid_panel(surface, self.view()) if b.enabled]
            self.bid_focus.draw(surface, [b.action for b in usable], [b.rect for b in usable], hud.s)
        p = self.prompt()
        if p is not None and not self.shown.banner:  # the winner's banner takes its place
            hud.draw_message(surface, p[0], p[1])
        hud.draw_floaters(surface)
        if len(self.trick) > 1:
            draw_order_marks(surface, self.trick.order_marks(self.cards.get), hud.s, hud.text_img)
        self.draw_log(surface, (self.layout.info[0], getattr(hud, "info_bottom", 0) + 6 * hud.s))
        if self.overlay.visible:
            hud.draw_summary(surface, self.overlay)
        if self.peeking() and not self.overlay.visible:
            hud.draw_last_trick(surface)
        if self.shown.banner:
            hud.draw_message(surface, self.shown.banner, theme.GOLD_LIGHT)
        self.draw_top(surface)

