"""What every table scene shares: the match, the bots thinking a few milliseconds per frame,
the message line, autosave, the end of the match (results pushed once), the pause menu's
actions and the cached still layer (felt, plaques and cards at rest).

Each game's table subclasses `TableScene` and adds its layout, its `shown` model, its HUD,
its input and its animations; the engine stays the only authority.
"""
from __future__ import annotations

import math
from collections import deque

import pygame

from ...ai.base import think_for as _advance
from ...ai.seats import SeatBots
from .. import i18n
from ..draw import theme
from .action_log import ActionLog, LogView
from ..scene import Scene
from .table_aids import PlayerAids
from .table_flow import TableFlow
from .table_mixins import FacePrefetch, LogColumn
from .sprites import CardGroup, CardLook, Drag
from .hint_box import HintBox, MoveTraces, trace_avoid
from .match_port import bot_levels, saves_here, seat_name_of
from .move_words import move_words
from ..draw.tween import Animator, scaled, speed_factor

THINK_BUDGET = 0.004  # seconds of bot thinking per frame
RUSH_THINK_BUDGET = 0.012  # while the human, out of the game, skips to the end


class TableAnimator(Animator):
    """The table's Animator: it follows the saved speed setting (the tables set `speed`
    every frame) unless `rush` is on, then everything finishes at once ("max")."""

    rush = False

    def current_speed(self) -> float:
        return math.inf if self.rush else super().current_speed()


def deal_code_of(match) -> str | None:
    """The code that deals this match again, or None when the game has none (or the
    seed is not known here: a room's, until its end)."""
    if getattr(match, "seed", None) is None:
        return None
    try:
        from ...engine.deal_code import encode
        return encode(match.game, match.options, match.seed)
    except (ValueError, ImportError):
        return None


class TableScene(PlayerAids, LogColumn, FacePrefetch, TableFlow, Scene):
    """The plumbing of a card table; subclasses set `layout`, `shown` and `hud`."""

    BOT_PAUSE = 0.55  # seconds between bot moves at normal speed
    MESSAGE_SECONDS = 2.6
    overlay = None  # a round summary (ui/table/overlay.RoundOverlay), for the tables that show one

    def __init__(self, app, match, human_seat: int | None = 0):
        super().__init__(app)
        self.match = match
        self.n = match.options["players"]
        self.human = human_seat
        # the bots this app runs (solo: every other seat; a room's run on its host); their
        # generators restart every round (ai/seats.py), so a round can be played again
        self.bots = SeatBots(match.game, match.seed, bot_levels(match, human_seat))
        self.anim = TableAnimator()
        self.cards = CardGroup()
        self.look = CardLook(app.art, bool(app.settings.get("four_color")),
                             app.settings.get("card_back", "classic"))
        self.queue: deque = deque()
        self.drag = Drag()
        self.mouse = (-1, -1)
        self.hands: dict[int, list] = {p: [] for p in range(self.n)}
        self.thinking = None  # (seat, generator, think_key() when it started)
        self.bot_action: str | None = None
        self.bot_wait = 0.0
        self.message: tuple[str, tuple, float] | None = None
        self.paused = False
        self.finished = self.recorded = False
        self.started = False
        self.felt: pygame.Surface | None = None
        self._still: pygame.Surface | None = None  # felt + plaques + cards at rest
        self._still_sig: tuple | None = None
        self.frame_hook = None  # the benchmark's probe
        self.code = deal_code_of(match)
        # once the human is out of the game: the choice between watching and skipping
        self.rush = False  # "Ver el final rápido": the rest at "max" (the setting is untouched)
        self.out_offer = False  # the pause panel shows that choice now
        self._out_offered = False  # offered once per table
        # the action log: a table sets `log = ActionLog(describe)` and `log_words`
        self.log: ActionLog | None = None
        self.log_view = LogView()
        # every game's table gets these (ui/table/hint_box.py, ui/table/history_table.py)
        self.hint_box = HintBox()
        self.traces = MoveTraces()
        self.history_book = None  # built when first shown, then kept up to date
        self._warm: set = set()  # card faces rendered ahead (see prefetch)
        self._urgent: deque = deque()
        self._later: deque = deque()

    # ------------------------------------------------------------ helpers
    @property
    def lang(self) -> str:
        return self.app.settings.get("lang", "es")

    def tr(self, key: str, **fmt) -> str:
        return i18n.tr(key, self.lang, **fmt)

    def name(self, seat: int | None) -> str:
        if seat is None:
            return "?"
        return seat_name_of(self.match, seat) or i18n.seat_name(seat, self.lang, self.human)

    def speed(self) -> float:
        if self.rush:
            return math.inf
        return speed_factor(self.app.settings.get("anim_speed", 1.0))

    def human_out(self) -> bool:
        """Is the human out of play for good (they only watch the bots finish)?

        The default reads the table's `shown` model: `eliminated` (a set of seats) or
        `out` (a list of flags); a table whose model differs overrides this."""
        if self.human is None:
            return False
        sh = getattr(self, "shown", None)
        eliminated = getattr(sh, "eliminated", None)
        if eliminated is not None:
            return self.human in eliminated
        out = getattr(sh, "out", None)
        if out is not None and 0 <= self.human < len(out):
            return bool(out[self.human])
        return False

    def unattended(self) -> bool:
        """Should the table go on by itself where it would wait for the person's click (a
        "next hand" button)? Yes with no human seat, and while skipping to the end."""
        return self.human is None or self.rush

    def can_rush(self) -> bool:
        """May the pause menu offer "skip to the end"? (the human is out, the bots play on)"""
        return (not self.rush and not self.finished and not self.match.is_terminal()
                and self.human_out())

    def sound(self, name: str) -> None:
        try:
            self.app.sound.play(name)
        except Exception:  # noqa: BLE001 - sound is never worth a crash
            pass

    def _viewer(self) -> int:
        return self.human if self.human is not None else 0

    def view(self):
        return self.match.view(self._viewer())

    @property
    def idle(self) -> bool:
        """The table shows exactly the engine's state: nothing queued, nothing moving."""
        return not self.queue and not self.anim.busy

    def needs_frames(self) -> bool:
        """Work that needs frames even while the picture stands still (the app sleeps on
        events otherwise, see app_idle.py): a bot to move or thinking, events still to show,
        a message counting down, the end of the match, a table playing on by itself.
        A table held for the person (a count or summary waiting for its button, cards
        shown until a click) needs none: nothing moves and no bot acts until the person
        answers, which wakes the app (it burned half a core while a count waited)."""
        if self.anim.busy or (self.message is not None and not self.person_hold):
            return True
        overlay = self.overlay  # a summary waiting for «continue»
        waiting = self.hold_events() or (overlay is not None and overlay.visible
                                         and overlay.hold is None)
        if self.queue and not waiting:
            return True
        if self._urgent or self._later:  # card faces still to render ahead of need
            return True
        if self.paused or (self.queue and not self.unattended()):
            return False
        m = self.match
        if m.is_terminal():
            return not self.finished
        if self.unattended():
            return True
        if not saves_here(m):  # a room: its moves wake the app (an event from the client)
            return self._layers_call("needs_frames")
        return self.bot_to_move()

    def bot_to_move(self) -> bool:
        """Is a bot to move now? The bot loop serves the first seat to act, so in a
        simultaneous phase led by the person (a secret bid) the bots wait for them."""
        to_act = self.match.to_act()
        return bool(to_act) and to_act[0] != self.human

    def human_to_act(self, phase: str | None = None) -> bool:
        if self.human is None or not self.idle or self.match.is_terminal():
            return False
        if self.human not in self.match.to_act():
            return False
        return phase is None or self.cached_view().phase == phase

    def say(self, text: str, error: bool = False, seconds: float | None = None) -> None:
        seconds = self.MESSAGE_SECONDS if seconds is None else seconds
        self.message = (text, theme.RED_SOFT if error else theme.CREAM, seconds)

    # ------------------------------------------------------------ scene hooks
    def resume(self) -> None:
        """Back from settings, rules or history: the new look, and no move trace left in
        the words of before (after a switch to English, «tira el rey de bastos» stayed)."""
        self.traces.items.clear()
        self.look.four_color = bool(self.app.settings.get("four_color"))
        self.look.design = self.app.settings.get("card_back", "classic")
        self.hud.reset_caches()
        self._build_felt()

    # ------------------------------------------------------------ bots
    def think_key(self) -> int:
        """What restarts a bot's thinking when it changes (here: any applied action)."""
        return len(self.match.actions)

    def bots_may_think(self) -> bool:
        return not self.match.is_terminal()

    def bot_pause(self, phase) -> float:
        """Seconds a bot waits before acting in `phase`, at normal speed."""
        return self.BOT_PAUSE

    def bot_seat(self) -> int | None:
        """The seat whose bot thinks now: the first to act, if this app's bots play it
        (not the person's, nor a room's friend's); a table of simultaneous moves may pick
        any bot still to decide."""
        to_act = self.match.to_act()
        return to_act[0] if to_act and to_act[0] in self.bots else None

    def _think(self, dt: float) -> None:
        """Advance the acting bot's generator for at most THINK_BUDGET; act when caught up."""
        m = self.match
        seat = self.bot_seat() if self.bots_may_think() else None
        if seat is None:
            return
        if self.thinking is None or self.thinking[0] != seat or self.thinking[2] != self.think_key():
            self.thinking = (seat, self.bots.decide(seat, m.view(seat)), self.think_key())
            self.bot_action, self.bot_wait = None, 0.0
        if self.bot_action is None:
            self.bot_action = _advance(self.thinking[1], RUSH_THINK_BUDGET if self.rush else THINK_BUDGET)
        if not self.idle:
            return
        self.bot_wait += dt
        pause = scaled(self.bot_pause(self.cached_view().phase), self.speed())
        if self.bot_action is not None and self.bot_wait >= pause:
            self.trace_move(seat, self.bot_action)
            self.apply(seat, self.bot_action)

    # ------------------------------------------------------------ shared extras
    @property
    def deck(self) -> str | None:
        from ... import game_list
        try:
            return game_list.entry(self.match.game).deck
        except LookupError:
            return None

    def trace_move(self, seat: int, action: str) -> None:
        """Leave the words of a bot's move at its seat for a couple of seconds."""
        v = self.match.view(seat)
        top = getattr(v, "discard_top", None)
        self.traces.add(seat, move_words(action, self.lang, "trace",
                                         blind=bool(getattr(v, "blind", False)),
                                         card=str(top) if top is not None else None,
                                         deck=self.deck))

    def seat_anchor(self, seat: int):
        """The rect of a seat's plaque (where its move trace goes); tables may override."""
        try:
            return pygame.Rect(self.layout.seats[seat].plaque)
        except (AttributeError, IndexError, TypeError):
            return None

    def trace_obstacles(self) -> list:
        """What a move trace keeps off: held cards, plaques, the title and its column (a table adds more)."""
        return trace_avoid(self.cards.sprites(), map(self.seat_anchor, range(self.n)), (self.title_column, self.hud.title_drawn))

    menu_focus = 0  # the pause menu's button in keyboard focus

    def pause_key(self, event) -> bool:
        """Keys while the pause menu is open: ↑/↓ (Tab) move the focus ring, Intro/Espacio
        choose, Esc closes the menu."""
        if event.type != pygame.KEYDOWN:
            return True
        items = self.hud.pause_items()
        k = event.key
        if k == pygame.K_ESCAPE:
            self.paused = self.out_offer = False
            self.menu_focus = 0
        elif k in (pygame.K_UP, pygame.K_LEFT) or (k == pygame.K_TAB and event.mod & pygame.KMOD_SHIFT):
            self.menu_focus = (self.menu_focus - 1) % len(items)
        elif k in (pygame.K_DOWN, pygame.K_RIGHT, pygame.K_TAB):
            self.menu_focus = (self.menu_focus + 1) % len(items)
        elif k in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            action = items[self.menu_focus % len(items)]
            self.menu_focus = 0
            self.menu_action(action)
        return True

    def shared_key(self, event) -> bool:
        """Keys every table has: H (history), Q («¿Qué haría la máquina?»), P («¿Podría
        haber ganado?» for the last round played)."""
        if event.type != pygame.KEYDOWN or self.paused:
            return False
        if event.key == pygame.K_h:
            self.show_history()
            return True
        if event.key == pygame.K_q:
            self.ask_hint()
            return True
        if event.key == pygame.K_p:
            self.could_win_round()
            return True
        return False

    def update_extras(self, dt: float) -> None:
        """Advance the hint's thinking and age the move traces (call from `update`)."""
        self.hint_box.update(len(self.match.actions))
        self.traces.update(dt)  # real seconds: readable at any animation speed

    def draw_extras(self, surface, s: float, text_img) -> None:
        """The move traces at the seats and the hint panel, clear of the choice panels
        drawn this frame (call from `draw`, last)."""
        self.traces.draw(surface, self.seat_anchor, s, text_img, self.trace_obstacles)
        panels, self.hud.panels_drawn = self.hud.panels_drawn, []
        self.hud.panels_shown = panels  # kept for the layers drawn after (a guide points at them)
        lines, self.hud.lines_drawn = self.hud.lines_drawn, []
        self.hud.lines_shown = lines
        self.hint_box.draw(surface, self.hint_center(surface), s, self.lang, self.deck,
                           self.name, text_img, panels, lines)

    def hint_center(self, surface) -> tuple[int, int]:
        """Where the hint panel goes: above the person's hand (tables may override)."""
        w, h = surface.get_size()
        return (w // 2, int(h * 0.60))

    # ------------------------------------------------------------ frame plumbing
    def _tick_message(self, dt: float) -> None:
        if self.message is not None:
            text, col, left = self.message
            self.message = (text, col, left - dt) if left > dt else None

    def _follow_turn_and_end(self, dt: float) -> None:
        """Show whose turn it is, count the message down, offer the human who is out to skip
        to the end, and end the match once."""
        if self.idle:
            to_act = self.match.to_act()
            self.shown.turn = to_act[0] if to_act else None
        self._tick_message(dt)
        self.out_offer = False  # the frame runs: the pause panel is closed
        self._offer_watch_or_skip()
        if self.match.is_terminal() and not self.recorded:  # counted even if left before
            self.recorded = True  # the results (closed on a final ranking: no stats, a stale save)
            self.app.game_over(self.match, self.human)
        if self.idle and self.recorded and not self.finished:
            self.finished = True
            self.app.show_results(self.match, self.human)

    def _offer_watch_or_skip(self) -> None:
        """The first time the table shows the human out (and nothing is left for them to
        decide), pause on a panel: "Ver el final rápido" or "Seguir mirando"."""
        if self._out_offered or not self.idle or not self.can_rush():
            return
        if self.human in self.match.to_act():  # e.g. a question still put to them
            return
        self._out_offered = True
        self.out_offer = True
        self.paused = True

    def skip_to_end(self) -> None:
        """Play the rest of the match at the "max" speed (the saved setting is unchanged)."""
        self.rush = True
        self.anim.rush = True
        self.message = None
        self.anim.finish_all()

    def menu_action(self, action: str) -> None:
        """A choice in the pause menu: resume, rules, settings or abandon (leave the table:
        the match stays saved); once the human is out: skip to the end or keep watching."""
        self.paused = False
        self.out_offer = False
        if action == "fast":
            self.skip_to_end()
        elif action == "history":
            self.show_history()
        elif action == "hint":
            self.ask_hint()
        elif action == "rules":
            self.app.show_rules(self.match.game)
        elif action == "settings":
            self.app.show_settings()
        elif action == "abandon":
            # the match stays saved: the menu offers "Continuar partida"
            self.app.flush_saves()
            if not self.match.is_terminal() and self.human is not None:
                self.app.keep_saved(self.match)
            self.app.go_menu()

    # ------------------------------------------------------------ input
    def handle_event(self, event) -> bool:
        """The table's input: the log first (J), then the pointer (position, dragging) and
        keys; a table fills in `on_press`, `on_release`, `on_key`, `on_key_up`."""
        if self.finished:  # the results are shown over the table: it takes no input
            return False
        if self._layers_call("handle_event", event) or self.log_event(event):
            return True
        et = event.type
        if et == pygame.MOUSEMOTION:
            self.mouse = event.pos
            if self.drag.active and not self.paused:
                self.drag.move(event.pos)
                self.on_drag(event.pos)
            return True
        if et in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and event.button == 1:
            self.mouse = event.pos
            if et == pygame.MOUSEBUTTONUP:
                return self.on_release(event.pos)
            return self.press_common(event.pos) or self.on_press(event.pos)
        if et == pygame.KEYDOWN:
            if self.paused:
                return self.pause_key(event)  # ↑/↓, Intro, Esc (with a focus ring)
            if event.key == pygame.K_ESCAPE:
                self.paused = not (self.hint_box.cancel() or self.on_escape())  # a hint first
                return True
            return self.shared_key(event) or self.on_key(event)  # H history, Q hint
        if et == pygame.KEYUP:
            return self.on_key_up(event)
        return False

    def press_common(self, pos) -> bool:
        """A press on the pause panel's buttons or on the menu button (True: it was)."""
        if self.paused:
            b = self.hud.button_at(pos, self.hud.pause_buttons())
            if b is not None:
                self.menu_action(b.action)
            return True
        if pygame.Rect(self.menu_button_rect()).collidepoint(pos):
            self.paused = True
            return True
        return False

    def menu_button_rect(self):
        return self.layout.menu_button

    def catch_up(self) -> bool:
        """A click or key while cards move: finish the animations at once. True if it did."""
        if self.idle:
            return False
        self.anim.finish_all()
        self.run_after()
        self._pump()
        return True

    def on_press(self, pos) -> bool:
        return False

    def on_drag(self, pos) -> None:
        """The held card moved to `pos` (e.g. a hand opens a hole under it)."""

    def on_escape(self) -> bool:
        """Esc outside the pause menu: True when the table undid a step of its own (e.g. a
        choice in progress) instead of pausing."""
        return False

    def on_release(self, pos) -> bool:
        return False

    def on_key(self, event) -> bool:
        return False

    def on_key_up(self, event) -> bool:
        return False

    def ensure_felt(self, surface: pygame.Surface) -> None:
        if self.felt is None or self.felt.get_size() != surface.get_size():
            self._build_felt()

    def blit_still(self, surface: pygame.Surface, still: list, draw_plaques) -> None:
        """The felt, the plaques and every card at rest: redrawn only when one changes."""
        sig = (self.hud.seats_sig(), CardGroup.signature(still), surface.get_size())
        if sig != self._still_sig or self._still is None:
            if self._still is None or self._still.get_size() != surface.get_size():
                self._still = self.felt.copy()
            else:
                self._still.blit(self.felt, (0, 0))
            draw_plaques(self._still)
            self.cards.draw(self._still, sprites=still)
            self._still_sig = sig
        surface.blit(self._still, (0, 0))

