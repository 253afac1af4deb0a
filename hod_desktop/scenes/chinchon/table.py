"""The Chinchón table: your hand fanned at the bottom in the ENGINE's order (drag a card to
sort it, the others slide aside), meld bars and loose values live, the stock, the discard
pile and the closing spot in the middle, the other seats around the felt.

The engine is the only authority. Actions go through `match.apply`; the returned events are
queued and turned into tweens one after another (`shown` and the sprites follow the events,
never the engine's latest state). Bots think a few milliseconds per frame and act only when
the table has caught up. The end of a hand is `chinchon_reveal.Reveal`.
"""
from __future__ import annotations

from functools import lru_cache

import pygame

from ...engine.cards import SPANISH, parse_card
from ...engine.chinchon import DISCARD, DRAW, REENTRY, GameOver, HandDealt, best_arrangement, card_points
from ...engine.chinchon.arrange import next_mode, ordered
from ...engine.history import EventHistory, history_of, reader_for
from ...ui.draw import theme
from ...ui.table.action_log import ActionLog
from ...ui.table.hand_fan import HandFan
from ...ui.table.overlay import RoundOverlay
from ...ui.table.hand_layout import chinchon_layout, meld_index
from ...ui.table.stock_discard import StockAndDiscard
from ...ui.table.match_port import replays_here
from ...ui.table.table_base import TableScene
from . import moves
from .events import TableEvents
from .felt import TableDrawing, build_felt
from .input import TableInput
from .keys import KeyboardPlay
from .hud import MELD_COLORS, REFUSALS, Hud, Shown, card_name
from .reveal import Reveal

SORT_KEY = "chinchon_sort"  # app.session: the «Ordenar» order kept for the next hands


class ChinchonTable(TableEvents, TableInput, KeyboardPlay, TableDrawing, StockAndDiscard,
                    TableScene):
    BOT_PAUSE = 0.6  # seconds between bot moves at normal speed
    MESSAGE_SECONDS = 2.8
    SETTLE_SECONDS = 0.25
    DROP_SPOTS = (("discard", "discard", "discard"), ("close", "close_spot", "close"))
    GAME_OVER = GameOver

    def __init__(self, app, match, human_seat: int | None = 0):
        super().__init__(app, match, human_seat)
        self.limit = match.options.get("limit", 100)
        self.layout = self.make_layout(app.screen.get_size())
        v = self.view()
        self.shown = Shown(self.n, list(v.scores), list(v.out),
                           [False] * self.n, v.hand_no, v.dealer, v.stock_size,
                           v.players_in_hand, list(v.last_taken))
        self.hud = Hud(self)
        self.drag_kind: str | None = None  # "hand", "stock" or "discard"
        self.fan = HandFan()  # the human's hand as shown while a card is held over it
        self.drops = self.spot_targets()
        self.log = ActionLog(moves.describe)
        self.log_words = moves.words(self.name)
        self.pile: list = []  # the discard pile as shown (top last)
        self.moves = 0  # actions other than `arrange` (bots restart thinking on these)
        self.picking_close = False
        self.selected = None
        self.insert_at: int | None = None
        self.clock = 0.0
        self.reveal: Reveal | None = None
        self.overlay = RoundOverlay()  # a voided hand's summary (ui/table/overlay)
        # the count's scoreboard: the hands shown so far
        self.board = EventHistory(self.n, reader_for(self.match.game, self.n))
        self.hand_moved = False  # the person moved a card this hand: «Ordenar» is not kept

    # ------------------------------------------------------------ helpers
    def make_layout(self, size):
        return chinchon_layout(size[0], size[1], self.n, self.human)

    def arrangement(self, cards) -> object:
        """The engine's best arrangement of these cards (in any order: asked once per set)."""
        return _arrangement(frozenset(cards))

    @property
    def idle(self) -> bool:
        return (not self.queue and not self.anim.busy and self.reveal is None
                and not self.overlay.visible)

    def can_arrange(self) -> bool:
        if self.human is None or self.reveal is not None or self.match.is_terminal():
            return False
        v = self.cached_view()
        if v.phase not in (DRAW, DISCARD) or self.human not in v.players_in_hand:
            return False
        keys = self.hands[self.human]
        return len(keys) == len(v.hand) and set(keys) == set(v.hand)

    def human_playing(self) -> bool:
        """The person still has a seat in the game (not out): their buttons and hand HUD show."""
        if self.human is None:
            return False
        sh = self.shown
        return not sh.out[self.human] and (not sh.in_hand or self.human in sh.in_hand)

    # ------------------------------------------------------------ scene hooks
    def opening_event(self, v):
        return HandDealt(v.hand_no, v.dealer, v.players_in_hand[0], v.players_in_hand,
                         v.discard_pile[-1], v.stock_size)

    def resized(self) -> None:
        if self.reveal is not None:
            self.reveal.resized()

    def crisp_widths(self) -> list:
        lay = self.layout
        return [lay.card_w, lay.pile_w, lay.base.small_w, lay.pile_w * 0.5]

    def felt_image(self, size):
        return build_felt(size, self.layout, self.tr("game.chinchon").upper())

    def stock_count(self) -> int:
        return self.shown.stock

    def _build_static(self, v) -> None:
        """Show a match picked up from a save without animating the past."""
        sh = self.shown
        if replays_here(self.match):
            self.board = history_of(self.match)
            sh.reentered = [any(p == q for _b, q, _t in self.board.reentries)
                            for p in range(self.n)]
        else:  # a room's game under way: no seed nor past moves here, the view says it
            self.board = EventHistory(self.n, reader_for(self.match.game, self.n))
            sh.reentered = [used and not out for used, out in zip(v.reentry_used, v.out)]
        sh.turn = v.to_act[0] if v.to_act else None
        if v.phase in (DRAW, DISCARD):
            sh.exhaustions = getattr(v, "exhaustions", 0)
            self.lay_still(v.players_in_hand, v.hand, v.hand_sizes, v.discard_pile)
        else:  # between hands: nothing on the felt, no «última vuelta»
            sh.exhaustions = 0
            self.clear_felt()

    # ------------------------------------------------------------ acting
    def reason(self, seat: int, engine_text: str) -> str:
        return REFUSALS.words(engine_text, self.lang)

    def restarts_bots(self, action: str) -> bool:
        return not action.startswith("arrange")

    def applied(self, seat: int, action: str) -> None:
        if not action.startswith("arrange"):
            self.moves += 1

    def arrange(self, order: list, by_person: bool = True) -> bool:
        """Apply a new order of the human's hand (no-op when the engine has it already); a
        change the person made (a drag, Mayús+←/→) ends the kept «Ordenar» for this hand."""
        if not self.can_arrange() or list(order) == list(self.cached_view().hand):
            self.hands[self.human] = list(order) if self.can_arrange() else self.hands[self.human]
            return False
        if not self.apply(self.human, "arrange " + " ".join(str(c) for c in order)):
            return False
        self.hand_moved = self.hand_moved or by_person
        engine = self.cached_view().hand
        self.hands[self.human] = list(engine) if set(engine) == set(order) else list(order)
        return True

    def sort_hand(self) -> None:
        """«Ordenar»: melds together (runs in order, then sets, then loose cards by value);
        pressed again: by suit, then by number, then melds again (engine/chinchon/arrange)."""
        keys = self.hands.get(self.human, [])
        if self.can_arrange():
            mode = next_mode(keys, self.app.session.get(SORT_KEY))
            self.app.session[SORT_KEY], self.hand_moved = mode, False
            self.arrange(ordered(keys, mode), by_person=False)
            self.say(self.tr(f"ch.sorted.{mode}"), seconds=1.4)
            self.sound("play")

    @property
    def sort_mode(self) -> str | None:
        return self.app.session.get(SORT_KEY)

    def kept_sort(self) -> str | None:
        """The order «Ordenar» last put a hand in: the next hands come in it, and a drawn
        card goes to its place, until the person moves a card themselves in a hand (kept
        for this run, `app.session`: sorted in hand 1, hand 2 was dealt unsorted)."""
        return None if self.hand_moved else self.app.session.get(SORT_KEY)

    def draw_card(self, source: str, insert_at: int | None = None) -> bool:
        if self.human is None:
            return False
        if not self.human_to_act(DRAW):
            if self.idle and self.human in self.match.to_act():
                return self.apply(self.human, f"draw {source}")  # the engine's reason
            self.say(self.tr("ch.r.drawn" if self.human_to_act(DISCARD) else "table.not_your_turn"), True)
            return False
        self.insert_at = insert_at
        try:
            ok = self.apply(self.human, f"draw {source}")
        finally:
            self.insert_at = None
        if ok and insert_at is not None:
            self.arrange(list(self.hands[self.human]))
        return ok

    def throw(self, card, close: bool = False) -> bool:
        """Discard (or close with) `card` from the human's hand; False glides it back."""
        ok = False
        if self.human is not None and self.idle and self.human in self.match.to_act():
            ok = self.apply(self.human, f"{'close' if close else 'discard'} {card}")
        elif self.human is not None:
            self.say(self.tr("table.not_your_turn"), True)
        self.picking_close, self.selected = False, None
        if not ok:
            self.fan.release()
        return ok

    def try_drop(self, action: str) -> str | None:
        """A hand card dropped on a target: None when the engine took the action, else why not."""
        verb, card = action.split(" ", 1)
        return None if self.throw(parse_card(card, SPANISH), close=verb == "close") else (
            self.message[0] if self.message else "")

    def think_key(self) -> int:
        """Bots restart thinking on real moves only, not when the human rearranges."""
        return self.moves

    def bots_may_think(self) -> bool:
        return not self.match.is_terminal() and self.reveal is None

    def bot_pause(self, phase) -> float:
        return self.BOT_PAUSE * (0.7 if phase == DRAW else 1.0)

    # ------------------------------------------------------------ input (input.py, keys.py)
    def on_escape(self) -> bool:
        """Esc while choosing the card to close with cancels that choice."""
        was, self.picking_close = self.picking_close, False
        return was

    def covered(self) -> bool:
        """The count's panel covers the table too: beside it the keys line and the log
        showed cut, «Flech», «O ord» (TableFlow.covered)."""
        return self.reveal is not None or super().covered()

    def could_win_round(self, round_no: int | None = None) -> None:
        """P during the count asks about the hand being counted."""
        if round_no is None and self.reveal is not None and self.reveal.could_button() is not None:
            round_no = self.reveal.result.hand_no
        super().could_win_round(round_no)

    # ------------------------------------------------------------ frame
    def before_pump(self, dt: float) -> None:
        self.clock += dt
        if self.reveal is not None and self.reveal.update(dt):
            self.end_reveal()

    def meld_marks(self):
        """Bars under each run of neighbouring cards of one meld, values over loose cards;
        while Cerrar is pressed only the cards that may close stay lit."""
        keys = self.display_order()
        if not keys or self.reveal is not None or not self.hand_arrived():
            return [], []
        return self.hand_marks(keys, meld_index(self.arrangement(keys).melds), MELD_COLORS,
                               lambda k: str(card_points(k)), self.close_choices())

    def seat_anchor(self, seat: int):
        """The plaque, with the last-taken card when it lies under it: a move trace under
        the plaque covered that card and its «Cogió» (c6e, 6p 900x560)."""
        r = pygame.Rect(self.hud.plaque_rect(seat))
        card = self.hud.taken().under(seat)
        return r.union(card) if card is not None else r

    def trace_obstacles(self) -> list:
        return super().trace_obstacles() + self.hud.taken().beside()

    def turn_prompt(self):
        """(text, colour, glow): what the person may do now, else who is thinking."""
        if self.human is None or self.cached_view().phase == REENTRY:
            return None
        if self.picking_close:
            return self.tr("ch.pick_close"), theme.GOLD_LIGHT, True
        if self.human_to_act(DRAW):
            return self.tr("ch.draw_prompt"), theme.GOLD_LIGHT, False
        if self.human_to_act(DISCARD):
            v = self.cached_view()
            if v.can_close:
                throw = card_name(v.close_throw, self.lang)
                if v.close_loose is None:
                    return self.tr("ch.can_close_minus", throw=throw), theme.GOLD_LIGHT, True
                return (self.tr("ch.can_close", throw=throw, loose=card_name(v.close_loose, self.lang),
                                n=card_points(v.close_loose)), theme.GOLD_LIGHT, True)
            return self.tr("ch.discard_prompt"), theme.CREAM, False
        return super().turn_prompt()


@lru_cache(maxsize=64)
def _arrangement(cards: frozenset):
    return best_arrangement(cards)


__all__ = ["ChinchonTable"]
