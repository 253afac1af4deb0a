"""How a table turns the engine's answers into what it shows, the same at every table
(mixed into `table_base.TableScene`; a table fills in the hooks):

- `apply(seat, action)`: the engine applies it or refuses (the refusal said in the
  person's words by `reason`); the events are queued, the match autosaved;
- `_pump()`: the queued events shown one after another (`event_handlers()`: event type ->
  handler), each said in the action log, none while cards move or `hold_events()` holds;
- card sprites made (`new_sprite`) and sent home in hand order (`settle`);
- the first time on the stack (`enter`: the opening deal, or a saved match laid out) and
  leaving it (`exit`: the pending save written);
- the frame's order (`update`), a new window size (`resize`), the message line (`prompt`)
  and the table under the HUD (`draw_table`);
- the winners' banner (`show_winners`).
"""
from __future__ import annotations

from ... import heap
from ...engine.core import IllegalAction
from .. import i18n
from ..draw import theme
from .felt import finish
from .layout import table_layout
from .match_port import AWAY_WORDS, incoming, replays_here, room_gone, seat_away
from .overlay import RoundOverlay
from .sprites import CardSprite, glide


class TableFlow:
    HAND_LAYER = 10  # a hand's cards lie on layers HAND_LAYER + their index
    SETTLE_SECONDS = 0.22
    FOLLOW_HAND = False  # True: the person's hand follows the pointer (no glide home)
    GAME_OVER: type | None = None  # the game's game-over event (`winners_ahead` looks for it)
    layers: tuple = ()  # drawn over the table by whoever opened it (`add_layer`)

    # ------------------------------------------------------------ layers
    def add_layer(self, layer) -> None:
        """Something the opener of the table lays over it, e.g. a room's countdown of a
        dropped friend and its quick messages: the table knows nothing of rooms. A layer
        may have `update(dt)`, `draw(surface)` (after the table, under the pause menu) and
        `handle_event(event) -> bool` (asked first; True: taken) and `needs_frames() ->
        bool` (something of its own counts down; asked only for a match played elsewhere)."""
        self.layers = (*self.layers, layer)

    def _layers_call(self, method: str, *args) -> bool:
        taken = False
        for layer in self.layers:
            fn = getattr(layer, method, None)
            if fn is not None and fn(*args):
                taken = True
                if method == "handle_event":
                    break
        return taken

    # ------------------------------------------------------------ hooks
    def make_layout(self, size):
        """The table's layout for a window of `size`: by default seats round an oval."""
        return table_layout(size[0], size[1], self.n, self.human)

    def reason(self, seat: int, engine_text: str) -> str:
        """The engine's refusal in the person's words (the engine speaks English)."""
        return engine_text

    def restarts_bots(self, action: str) -> bool:
        """Does this action make the thinking bot start over? (a sort of the hand does not)"""
        return True

    def applied(self, seat: int, action: str) -> None:
        """Called after the engine took `action`, before the autosave."""

    def event_handlers(self) -> dict:
        return {}

    def showing(self, ev) -> None:
        """Called with each event as the table starts to show it (e.g. to keep a score
        board in step with the felt rather than with the engine)."""

    def hold_events(self) -> bool:
        """True while the next event must wait: by default while held for the person
        (`hold_for_person`), unless the table plays on by itself."""
        if self.person_hold:
            if not self.unattended():
                return True
            self.person_hold, self.message = False, None  # skipping to the end
        return False

    def logs_later(self, ev) -> bool:
        """True for an event the table says in the log itself once it has shown it (e.g. a
        trick's winner after the steps and strikes that lead to it), not as it starts."""
        return False

    def before_pump(self, dt: float) -> None:
        """Per frame, before the queued events are shown (e.g. a reveal's own clock)."""

    def follow_pointer(self, dt: float) -> None:
        """Per frame: cards lifted under the pointer, a held hand following it."""

    def resized(self) -> None:
        """After a new layout: what else depends on it."""

    def crisp_widths(self) -> list:
        """The card widths this layout draws at (their faces are rendered sharp)."""
        return []

    def felt_image(self, size) -> "pygame.Surface":
        """The room, the rail and the cloth with the game's own marks (once per size)."""
        raise NotImplementedError

    def opening_event(self, v):
        """The event a new match opens with (its first deal), from the viewer's view `v`;
        None when the engine's own events open it."""
        raise NotImplementedError

    def _build_static(self, v) -> None:
        """Lay out a match picked up mid-round (a saved game) without animating the past."""
        raise NotImplementedError

    def turn_prompt(self):
        """(text, colour) of the message line while nothing else is said, or None; here the
        bot to move is thinking (a table adds the person's own turn)."""
        to_act = self.match.to_act()
        if to_act and to_act[0] != self.human and not room_gone(self.match):
            key = AWAY_WORDS.get(seat_away(self.match, to_act[0]), "table.thinking")
            return self.tr(key, name=self.name(to_act[0])), theme.MUTED
        return None

    # ------------------------------------------------------------ on and off the stack
    def enter(self) -> None:
        """The first time on the stack: the felt, then a new match's opening deal, or a
        saved match as it stands."""
        if self.started:
            return
        self.started = True
        self._build_felt()
        self.resized()
        v = self.view()
        if not self.match.actions and not self.match.is_terminal():
            self.queue.extend(filter(None, [self.opening_event(v)]))
        else:
            self._build_static(v)
            if self.log is not None and replays_here(self.match):
                self.log.feed_saved(self.match, lambda fresh: filter(
                    None, [self.opening_event(fresh.view(self._viewer()))]))
            self.resumed()

    def resumed(self) -> None:
        """A saved match just laid out as it stands: what else the table shows of it (e.g.
        the summary of a round whose end was on screen when the window closed)."""

    def last_move(self):
        """(the viewer's view before the match's last move, that move's events), the match
        played again from its seed; None with no move, or for a match its moves do not reach."""
        m = self.match
        if not m.actions or not replays_here(m):
            return None
        again = type(m)(m.game, m.options, m.seed)
        try:
            for seat, action in m.actions[:-1]:
                again.apply(seat, action)
            return again.view(self._viewer()), again.apply(*m.actions[-1])
        except IllegalAction:  # a match set up by hand, not reached by its moves
            return None

    def exit(self) -> None:
        self.app.flush_saves()  # leaving the table: the save still pending is written

    # ------------------------------------------------------------ acting
    def apply(self, seat: int, action: str) -> bool:
        try:
            events = self.match.apply(seat, action)
        except IllegalAction as e:
            self.say(self.reason(seat, str(e)), error=True)
            return False
        self.queue.extend(events)
        heap.freeze_survivors()  # the collector's passes skip what the game has built so far
        if self.restarts_bots(action):
            self.thinking, self.bot_action, self.bot_wait = None, None, 0.0
        self.applied(seat, action)
        self.autosave()
        self._pump()
        return True

    def autosave(self) -> None:
        """The match saved after a move (`app.autosave` leaves a room's to its host)."""
        try:
            self.app.autosave(self.match)
        except Exception:  # noqa: BLE001 - a failed save is reported by the app, never fatal
            pass

    def receive(self) -> None:
        """Moves made elsewhere (a room's friends and bots): their events join the queue
        and a bot thinking here starts over, as after a move of this table's own."""
        events = incoming(self.match)
        if events:
            self.queue.extend(events)
            self.thinking, self.bot_action, self.bot_wait = None, None, 0.0

    def press_choice(self, pos, buttons, note: str | None, act, *, b=None, click=True) -> bool:
        """A press on a panel's choice buttons (or on button `b`): `act(action)` for an
        enabled one (with a click sound), the panel's `note` (why not) said for a disabled
        one; False when it missed every button."""
        b = b or self.hud.button_at(pos, buttons)
        if b is None:
            return False
        if b.enabled:
            if click:
                self.sound("click")
            act(b.action)
        else:
            self.say(note or "", error=True)
        return True

    def key_choice(self, event, buttons, note: str | None, act) -> bool:
        """A digit key on a panel: the button whose action ends in that number, as a press."""
        digit = getattr(event, "unicode", "")
        b = next((b for b in buttons if digit and digit.isdigit() and b.action.split()[-1] == digit), None)
        return self.press_choice(None, buttons, note, act, b=b, click=False) if b else False

    def cached_view(self):
        """The viewer's view, computed once per applied action (views are not free)."""
        key = len(self.match.actions)
        cached = getattr(self, "_view", None)
        if cached is None or cached[0] != key:
            cached = self._view = (key, self.view())
        return cached[1]

    def act(self, action: str) -> bool:
        """The person's own `action` (e.g. a panel's choice): applied, or refused and why said."""
        return self.apply(self.human, action)

    def answer_by_key(self, action: str) -> None:
        """A panel's button chosen by keys (Intro on the focus): as if clicked."""
        self.sound("click")
        self.act(action)

    person_hold = False  # the next event waits for the person's click or key

    def hold_for_person(self, text: str) -> None:
        """Keep what the table shows (e.g. cards turned up) until the person clicks or
        presses a key (`release_hold`); `text` on the message line says so meanwhile."""
        self.person_hold = True
        self.say(text, seconds=3600)

    def release_hold(self) -> bool:
        """The person has seen it: the next events follow. True if the table was held."""
        if not self.person_hold:
            return False
        self.person_hold, self.message = False, None
        self._pump()
        return True

    def clear_hands(self) -> None:
        """No card left on the table, every hand empty."""
        self.cards.clear_cards()
        self.hands = {p: [] for p in range(self.n)}

    def try_action(self, action: str) -> str | None:
        """The person's action (a drop on a target): None when applied, else the reason."""
        n = len(self.match.actions)
        self.apply(self.human, action)
        return None if len(self.match.actions) > n else (self.message[0] if self.message else "")

    def _pump(self) -> None:
        """The queued events shown in order, each once the cards have stopped and the
        table's `after_anim` steps have run."""
        handlers = self.event_handlers()
        guard = 0
        while self.queue and not self.anim.busy and not self._after and guard < 200:
            guard += 1
            if self.hold_events():
                return
            ev = self.queue.popleft()
            if self.log is not None and not self.logs_later(ev):
                self.log.feed([ev])  # the log says each move as the table shows it
            self.showing(ev)
            handlers[type(ev)](ev)

    _after: tuple = ()  # steps waiting for the tweens under way to end (`after_anim`)

    def after_anim(self, fn) -> None:
        """Run `fn` once the tweens now under way are over (the next event waits for it)."""
        self._after = (*self._after, fn)

    def run_after(self) -> None:
        """The `after_anim` steps whose tweens are over, in order (each may start more)."""
        while self._after and not self.anim.busy:
            fn, self._after = self._after[0], self._after[1:]
            fn()

    # ------------------------------------------------------------ sprites
    def new_sprite(self, key, card, face_up: bool, pos, width: float, slot: tuple, layer: int) -> CardSprite:
        return self.cards.put(CardSprite(key, self.look, card, face_up, pos, width, slot=slot), layer)

    def settle(self, seat: int, duration: float | None = None) -> None:
        """A seat's cards glide home, layered in hand order; the held card stays put."""
        follows = seat == self.human and self.FOLLOW_HAND
        for i, key in enumerate(self.hands[seat]):
            s = self.cards.get(key)
            if s is None or s is self.drag.sprite:
                continue
            self.cards.change_layer(s, self.HAND_LAYER + i)
            if not follows:
                pos, angle, width = self.home(s)
                glide(self.anim, s, pos, self.SETTLE_SECONDS if duration is None else duration,
                      angle=angle, width=width)

    def covered(self) -> bool:
        """Another screen lies over the table (the results, the history…), or a panel of
        the table's own that a table names here: the title column's keys and log, which
        only the table answers, are not drawn under it (they showed as cut words beside
        the results' panel)."""
        top = getattr(getattr(self.app, "scenes", None), "top", None)
        return top is not None and top is not self

    def winners_ahead(self) -> tuple[int, ...] | None:
        """The winners of the game-over event still queued (what is on screen ends the
        game), else None."""
        return next((e.winners for e in self.queue if isinstance(e, self.GAME_OVER or ())), None)

    def show_winners(self, winners, key: str) -> None:
        """The banner naming the winners (`key` takes {name}), a fanfare and a pause.
        Several winners take the plural (`key`.many, the person first, `key`.many_you): a
        shared win read «You and Mateo wins!», «¡Gana Tú y Mateo!»."""
        winners = sorted(winners, key=lambda p: p != self.human)
        names = [self.name(p) for p in winners]
        if len(names) > 1:
            key += ".many_you" if self.human in winners else ".many"
            if self.human in winners:
                names[0] = self.tr("table.you_among")
        self.shown.banner = self.tr(key, name=i18n.tr("results.and", self.lang).join(names))
        self.sound("win")
        self.anim.wait(1.6)

    # ------------------------------------------------------------ frame
    def prompt(self):
        """The message line: what was just said, else once the table has caught up with
        the engine, `turn_prompt()`."""
        if self.message is not None:
            return self.message[0], self.message[1]
        if self.match.is_terminal() or not self.idle:
            return None
        return self.turn_prompt()

    def draw_table(self, surface, under=None) -> None:
        """The felt with the still layer (plaques and cards at rest, cached), the turn's
        glow, `under(surface)` if given, then the cards on the move. The person's hand is
        drawn live, in its order: a card lifted from the cache came over its right-hand
        neighbour and hid it (the 8♠ under a lifted 7♠, Cinco Vidas 1280x720)."""
        self.ensure_felt(surface)
        self.cards.begin_frame()
        self.cards.refresh_all()
        hand = self.hands.get(self.human, ())
        still, live = self.cards.split(self.drag.sprite, hand)
        k = 0 if under is not None else self.hand_at_rest(live, hand)
        self.blit_still(surface, still + live[:k], self.hud.draw_seats)
        self.hud.draw_seats_live(surface)
        if under is not None:
            under(surface)
        self.cards.draw(surface, sprites=live[k:])

    def hand_at_rest(self, live, hand) -> int:
        """How many of the `live` sprites (the person's `hand` first) may be drawn into the
        still layer instead, the same picture for 0.3-0.5 ms less a frame (1920x1080): all
        of the hand when every card of it rests, is drawn before any other live card and
        lies clear of what the HUD draws live over the still layer; else none."""
        head, rects = live[:len(hand)], None
        if hand and len(head) == len(hand) and all(
                s.key in hand and s is not self.drag.sprite and s._sig is not None
                and self.cards.is_still(s) for s in head):
            rects = getattr(self.hud, "live_rects", lambda: None)()
        if rects is None or any(self.cards.footprint(s).collidelist(rects) >= 0 for s in head):
            return 0
        return len(head)

    def draw_top(self, surface, extras: bool = True) -> None:
        """What lies over every table, last in a frame: the move traces and the hint (unless
        not `extras`), the whole log when open, the pause menu, and the benchmark's probe."""
        if extras:
            self.draw_extras(surface, self.hud.s, self.hud.text_img)
        else:  # this frame's panels and prompt lines for the layers, as draw_extras keeps them
            self.hud.panels_shown, self.hud.panels_drawn = self.hud.panels_drawn, []
            self.hud.lines_shown, self.hud.lines_drawn = self.hud.lines_drawn, []
        self.draw_log_panel(surface)
        self.hud.buttons_shown, self.hud.buttons_drawn = self.hud.buttons_drawn, []  # for the layers
        self._layers_call("draw", surface)
        if self.paused:
            self.hud.draw_pause(surface)
        self.hud.buttons_drawn = []
        if self.frame_hook is not None:
            self.frame_hook(self)

    def update(self, dt: float) -> None:
        self.anim.speed = self.app.settings.get("anim_speed", 1.0)
        self._layers_call("update", dt)
        if self.paused:
            return
        self.hud.update(dt)
        self.anim.update(dt)
        self.run_after()
        self.before_pump(dt)
        self.receive()
        self._pump()
        self._think(dt)
        self.update_extras(dt)
        self.follow_pointer(dt)
        self._prefetch()
        self._follow_turn_and_end(dt)
        self.overlay_closing = (self.overlay is not None and self.overlay.visible
                                or self.overlay_closing and not self.idle)

    overlay_closing = False  # a round's overlay is up, or it closed and the table still moves

    def closes_overlay(self) -> bool:
        """A key while a round's overlay is up, or as it closes and the next round is dealt,
        only finishes that (True): going on, it reached the next round's choice panel (an
        Intro that skipped Cinco Vidas's summary bid 0)."""
        if not (self.overlay_closing or self.overlay is not None and self.overlay.visible):
            return False
        self.catch_up()
        return True

    def _build_felt(self) -> None:
        self.look.set_crisp(self.crisp_widths())
        self.felt = finish(self.felt_image(self.app.screen.get_size()))
        self._still, self._still_sig = None, None

    def resize(self, size) -> None:
        """The table laid out for a new window size: moves in flight land, a summary on
        screen stays with its countdown (a resize closed it and the next round began)."""
        self.anim.finish_all(keep=RoundOverlay.COUNTDOWN)
        self._pump()
        self.layout = self.make_layout(size)
        self.hud.reset_caches()
        self.hud.floaters.clear()  # «−2» rising where the plaque was (they last a second)
        self._build_felt()
        held, old_w = self.drag.sprite, (self.drag.sprite.width if self.drag.sprite else 0)
        for s in self.cards.sprites():
            s.pos, s.angle, s.width = self.home(s)
        if held is not None and self.drag.moved:
            self._keep_held_at_pointer(held, old_w, size)
        self.resized()

    def _keep_held_at_pointer(self, held, old_w: float, size) -> None:
        """A card held through a resize stays under the pointer, at the new card size (it
        went home and waited there for the next motion)."""
        k = held.width / old_w if old_w else 1.0
        ox, oy = self.drag.offset
        self.drag.offset = (ox * k, oy * k)
        mx = min(max(self.mouse[0], 0), size[0] - 1)
        my = min(max(self.mouse[1], 0), size[1] - 1)
        self.mouse = (mx, my)
        held.angle, held.hover = 0.0, 0.0
        held.pos = (mx + ox * k, my + oy * k)
        self.on_drag(self.mouse)
