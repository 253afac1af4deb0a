"""The Cinco Vidas table: seats around an oval felt, cards that move, bids, tricks, lives.

The engine is the only authority. The scene applies actions through `match.apply`, queues
the returned events and turns them into tweens one after another; everything on screen
(`self.shown`, the card sprites) follows those events, never the engine's latest state,
because the engine has already dealt the next round when the last card is applied.
Bots think in the frame loop (a few milliseconds per frame) and act only once the table
has caught up with the events, after a short natural pause.
"""
from __future__ import annotations

import math
import threading
import time
from collections import deque

import pygame

from ..ai.registry import make_bot
from ..engine.cinco_vidas import (BIDDING, PLAYING, BidMade, CardPlayed, CardsRevealed, GameOver,
                                  PlayerEliminated, RoundDealt, RoundScored, TrickWon)
from ..engine.core import IllegalAction
from ..ui import i18n, theme
from ..ui.layout import backs_row, fan, in_trick_area, table_layout
from ..ui.scene import Scene
from ..ui.sprites import CardGroup, CardLook, CardSprite, Drag, glide
from ..ui.tween import Tween, scaled, speed_factor
from .cinco_vidas_hud import Hud, Shown

THINK_BUDGET = 0.004  # seconds of bot thinking per frame
BOT_PAUSE = 0.55  # seconds between bot moves at normal speed
SUMMARY_HOLD = 3.4  # seconds the round summary stays up
L_HAND, L_TRICK, L_DECK = 10, 40, 60


def _sort_key(card):
    return (card.value, "shdc".find(card.suit))


class _Snapshot:
    """A match frozen at one moment, with what the save needs (`to_json`, `to_dict`)."""

    def __init__(self, match):
        self._dict = match.to_dict()
        self._json = match.to_json()
        self.game, self.options, self.seed = match.game, dict(match.options), match.seed
        self.actions = list(match.actions)

    def to_json(self) -> str:
        return self._json

    def to_dict(self) -> dict:
        return self._dict


class AutoSaver:
    """Calls `app.autosave` off the frame loop: an fsync'ed write can take tens of ms, which
    would stall the frame of every move. Saves are written in order, the newest wins, and
    `flush()` waits for the last one (before the game-over bookkeeping and on exit)."""

    def __init__(self, app):
        self.app = app
        self.lock = threading.Lock()
        self.pending: _Snapshot | None = None
        self.thread: threading.Thread | None = None

    def save(self, match) -> None:
        snap = _Snapshot(match)
        with self.lock:
            self.pending = snap
            if self.thread is None:
                self.thread = threading.Thread(target=self._run, name="autosave")
                self.thread.start()

    def _run(self) -> None:
        while True:
            with self.lock:
                snap, self.pending = self.pending, None
                if snap is None:
                    self.thread = None
                    return
            try:
                self.app.autosave(snap)
            except Exception:  # noqa: BLE001 - the app reports failed saves itself
                pass

    def flush(self) -> None:
        t = self.thread
        if t is not None:
            t.join()


class CincoVidasTable(Scene):
    def __init__(self, app, match, human_seat: int | None = 0):
        super().__init__(app)
        self.match = match
        self.n = match.options["players"]
        self.human = human_seat
        level = match.options.get("level", "normal")
        self.bots = {p: make_bot(match.game, level, match.seed, p)
                     for p in range(self.n) if p != human_seat}
        from ..ui.tween import Animator
        self.anim = Animator()
        self.cards = CardGroup()
        self.look = CardLook(app.art, bool(app.settings.get("four_color")),
                             app.settings.get("card_back", "classic"))
        self.queue: deque = deque()
        self.layout = table_layout(*app.screen.get_size(), self.n, human_seat)
        self.shown = self._shown_from(match.view(self._viewer()))
        self.hud = Hud(self)
        self.drag = Drag()
        self.mouse = (-1, -1)
        self.hands: dict[int, list] = {p: [] for p in range(self.n)}
        self.thinking = None  # (seat, generator, number of actions when it started)
        self.bot_action: str | None = None
        self.bot_wait = 0.0
        self.message: tuple[str, tuple, float] | None = None
        self.paused = False
        self.peek = False
        self.selected: int | None = None
        self.finished = False
        self.started = False
        self.trick_layer = 0
        self.felt: pygame.Surface | None = None
        self._still: pygame.Surface | None = None  # felt + plaques + cards at rest
        self._still_sig: tuple | None = None
        self.frame_hook = None  # the benchmark's probe
        self.saver = AutoSaver(app)
        try:
            from ..engine.deal_code import encode
            self.code = encode(match.game, match.options, match.seed)
        except (ValueError, ImportError):
            self.code = None

    # ------------------------------------------------------------ helpers
    @property
    def lang(self) -> str:
        return self.app.settings.get("lang", "es")

    def tr(self, key: str, **fmt) -> str:
        return i18n.tr(key, self.lang, **fmt)

    def name(self, seat: int | None) -> str:
        if seat is None:
            return "?"
        return i18n.seat_name(seat, self.lang, self.human)

    def speed(self) -> float:
        return speed_factor(self.app.settings.get("anim_speed", 1.0))

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

    def human_to_act(self, phase: str | None = None) -> bool:
        if self.human is None or not self.idle or self.match.is_terminal():
            return False
        if self.human not in self.match.to_act():
            return False
        return phase is None or self.match.state.phase == phase

    def say(self, text: str, error: bool = False, seconds: float = 2.6) -> None:
        self.message = (text, theme.RED_SOFT if error else theme.CREAM, seconds)

    @staticmethod
    def _shown_from(v) -> Shown:
        return Shown(n=v.n_players, lives=list(v.lives), bids=list(v.bids), tricks=list(v.tricks_won),
                     dealer=v.dealer, round_no=v.round_no, size=v.round_size, order=v.order,
                     eliminated={p for p in range(v.n_players) if v.lives[p] <= 0},
                     last_trick=v.last_trick, last_winner=v.last_trick_winner)

    # ------------------------------------------------------------ scene hooks
    def enter(self) -> None:
        if self.started:
            return
        self.started = True
        self._build_felt()
        v = self.view()
        if not self.match.actions and not self.match.is_terminal():
            self.queue.append(RoundDealt(v.round_no, v.dealer, v.round_size, v.order))
        else:
            self._build_static(v)

    def exit(self) -> None:
        self.saver.flush()

    def resume(self) -> None:
        self.look.four_color = bool(self.app.settings.get("four_color"))
        self.look.design = self.app.settings.get("card_back", "classic")
        self.hud.reset_caches()
        self._build_felt()

    def resize(self, size) -> None:
        self.anim.finish_all()
        self.layout = table_layout(size[0], size[1], self.n, self.human)
        self.hud.reset_caches()
        self._build_felt()
        for s in self.cards.sprites():
            pos, angle, width = self.home(s)
            s.pos, s.angle, s.width = pos, angle, width

    def _build_felt(self) -> None:
        """The room, the wooden rail and the oval cloth: drawn once per window size."""
        size = self.app.screen.get_size()
        lay = self.layout
        self.look.set_crisp([lay.card_w, lay.small_w, lay.trick_w, lay.trick_w * 0.9, lay.small_w * 0.8])
        bg = pygame.Surface(size)
        bg.blit(theme.vertical_gradient(size, (40, 30, 24), (14, 10, 8)), (0, 0))
        fx, fy, fw, fh = (int(v) for v in lay.felt)
        rail = max(10, int(fh * 0.045))
        outer = pygame.Rect(fx - rail, fy - rail, fw + 2 * rail, fh + 2 * rail)
        shadow = pygame.Surface(outer.inflate(60, 60).size, pygame.SRCALPHA)
        pygame.draw.ellipse(shadow, (0, 0, 0, 150), shadow.get_rect().inflate(-50, -40))
        shadow = pygame.transform.smoothscale(
            pygame.transform.smoothscale(shadow, (shadow.get_width() // 8, shadow.get_height() // 8)),
            shadow.get_size())
        bg.blit(shadow, shadow.get_rect(center=(outer.centerx, outer.centery + rail)))
        pygame.draw.ellipse(bg, theme.WOOD, outer)
        pygame.draw.ellipse(bg, theme.WOOD_LIGHT, outer.inflate(-rail // 2, -rail // 2), max(2, rail // 5))
        pygame.draw.ellipse(bg, (40, 22, 12), outer.inflate(-2 * rail + 4, -2 * rail + 4))
        cloth = theme.felt((fw, fh)).copy().convert_alpha()
        mask = pygame.Surface((fw, fh), pygame.SRCALPHA)
        pygame.draw.ellipse(mask, (255, 255, 255, 255), mask.get_rect())
        cloth.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        bg.blit(cloth, (fx, fy))
        pygame.draw.ellipse(bg, (*theme.GOLD_DARK,), pygame.Rect(fx, fy, fw, fh), 2)
        cx, cy = lay.center
        ring = pygame.Rect(0, 0, int(fw * 0.62), int(fh * 0.70))
        ring.center = (int(cx), int(cy))
        deco = pygame.Surface(ring.size, pygame.SRCALPHA)
        pygame.draw.ellipse(deco, (255, 230, 170, 34), deco.get_rect(), 2)
        bg.blit(deco, ring)
        title = self.hud.text.get("CINCO VIDAS", int(30 * lay.size[1] / 720), (255, 236, 190), True).copy()
        title.set_alpha(28)
        bg.blit(title, title.get_rect(center=(int(cx), int(cy - fh * 0.05))))
        self.felt = bg.convert() if pygame.display.get_surface() else bg
        self._still, self._still_sig = None, None

    # ------------------------------------------------------------ where cards belong
    def home(self, s: CardSprite) -> tuple[tuple[float, float], float, float]:
        kind, p = s.slot
        lay = self.layout
        place = lay.seats[p]
        if kind == "hand":
            keys = self.hands[p]
            i = keys.index(s.key) if s.key in keys else 0
            if p == self.human:
                x, y, a = fan((lay.center[0], lay.hand_y), len(keys), lay.card_w, lay.hand_span)[i]
                return (x, y), a, lay.card_w
            x, y, a = backs_row(place.hand, len(keys), lay.small_w)[i]
            return (x, y), a, lay.small_w
        if kind == "blind":
            if p == self.human:
                return (lay.center[0], lay.hand_y), 0.0, lay.card_w
            return place.hand, 0.0, lay.trick_w * 0.9
        tilt = ((p * 37) % 11 - 5) * 0.8
        return place.trick, tilt, lay.trick_w

    def settle(self, seat: int, duration: float = 0.22) -> None:
        for i, key in enumerate(self.hands[seat]):
            s = self.cards.get(key)
            if s is None:
                continue
            self.cards.change_layer(s, L_HAND + i)
            pos, angle, width = self.home(s)
            glide(self.anim, s, pos, duration, angle=angle, width=width)

    def _new_sprite(self, key, card, face_up, pos, width, slot, layer) -> CardSprite:
        s = CardSprite(key, self.look, card, face_up, pos, width, slot=slot)
        return self.cards.put(s, layer)

    def _build_static(self, v) -> None:
        """Show a match picked up mid-round (a saved game) without animating the past."""
        self.shown = self._shown_from(v)
        self.cards.clear_cards()
        self.hands = {p: [] for p in range(self.n)}
        if self.match.is_terminal():
            return
        visible = dict(v.visible)
        for p in v.order:
            if v.round_size == 1:
                if p in visible:
                    key, card, face = visible[p], visible[p], True
                else:
                    key, card, face = ("blind", p), None, False
                self.hands[p] = [key]
                self._new_sprite(key, card, face, (0, 0), 10, ("blind", p), L_HAND)
            elif p == self.human:
                cards = sorted(v.hand, key=_sort_key)
                self.hands[p] = list(cards)
                for i, c in enumerate(cards):
                    self._new_sprite(c, c, True, (0, 0), 10, ("hand", p), L_HAND + i)
            else:
                self.hands[p] = [("back", p, i) for i in range(v.hand_sizes[p])]
                for i, k in enumerate(self.hands[p]):
                    self._new_sprite(k, None, False, (0, 0), 10, ("hand", p), L_HAND + i)
        for i, (p, c) in enumerate(v.trick):
            self._new_sprite(c, c, True, (0, 0), 10, ("trick", p), L_TRICK + i)
        self.trick_layer = len(v.trick)
        for s in self.cards.sprites():
            s.pos, s.angle, s.width = self.home(s)

    # ------------------------------------------------------------ events -> animations
    def _pump(self) -> None:
        handlers = {RoundDealt: self._on_dealt, BidMade: self._on_bid, CardPlayed: self._on_played,
                    TrickWon: self._on_trick, CardsRevealed: self._on_revealed,
                    RoundScored: self._on_scored, PlayerEliminated: self._on_eliminated,
                    GameOver: self._on_over}
        guard = 0
        while self.queue and not self.anim.busy and guard < 200:
            guard += 1
            ev = self.queue.popleft()
            handlers[type(ev)](ev)

    def _on_dealt(self, ev: RoundDealt) -> None:
        sh = self.shown
        sh.round_no, sh.dealer, sh.size, sh.order = ev.round_no, ev.dealer, ev.size, ev.order
        sh.bids = [None] * self.n
        sh.tricks = [0] * self.n
        sh.last_trick, sh.last_winner, sh.summary = (), None, None
        self.cards.clear_cards()
        self.hands = {p: [] for p in range(self.n)}
        self.trick_layer = 0
        self.selected = None
        v = self.view()
        lay = self.layout
        deck = lay.seats[ev.dealer].deck
        visible = dict(v.visible)
        dealt: dict[int, list] = {}
        for p in ev.order:
            if ev.size == 1:
                if self.human is not None and p in visible:
                    keys = [visible[p]]
                else:
                    keys = [("blind", p)]
                dealt[p] = keys
                self.hands[p] = list(keys)
            elif p == self.human:
                dealt[p] = list(v.hand)
                self.hands[p] = sorted(v.hand, key=_sort_key)
            else:
                dealt[p] = [("back", p, i) for i in range(ev.size)]
                self.hands[p] = list(dealt[p])
        total = ev.size * len(ev.order)
        stagger = min(0.11, 1.7 / max(1, total))
        self.sound("shuffle")
        i = 0
        for k in range(ev.size):
            for p in ev.order:
                key = dealt[p][k]
                card = key if not isinstance(key, tuple) else None
                slot = ("blind", p) if ev.size == 1 else ("hand", p)
                s = self._new_sprite(key, card, False, deck, lay.small_w, slot, L_DECK + total - i)
                pos, angle, width = self.home(s)
                flip = card is not None
                delay = 0.25 + i * stagger
                idx = self.hands[p].index(key)

                def land(s=s, idx=idx):
                    self.cards.change_layer(s, L_HAND + idx)
                glide(self.anim, s, pos, 0.36, angle=angle, width=width, turn=flip, delay=delay,
                      arc=0.7, ease="out_quad", on_finish=land)
                self.anim.wait(delay, on_finish=lambda: self.sound("deal"))
                i += 1

    def _on_bid(self, ev: BidMade) -> None:
        sh = self.shown
        sh.bids[ev.player] = ev.bid
        r = pygame.Rect(self.layout.seats[ev.player].plaque)
        word = (self.tr("cv.win" if ev.bid else "cv.lose")) if sh.size == 1 else str(ev.bid)
        self.hud.float_text(word, (r.centerx, r.y - 6), theme.GOLD_LIGHT, 1.0)
        self.sound("click")
        self.anim.wait(0.3)

    def _on_played(self, ev: CardPlayed) -> None:
        p, card = ev.player, ev.card
        s = self.cards.get(card)
        flip = False
        if s is not None and card in self.hands[p]:
            self.hands[p].remove(card)
        else:
            key = self.hands[p].pop() if self.hands[p] else None
            s = self.cards.get(key) if key is not None else None
            if s is None:
                s = self._new_sprite(card, None, False, self.layout.seats[p].hand, self.layout.small_w,
                                     ("trick", p), L_TRICK)
            else:
                self.cards.rekey(s, card)
            s.card = card
            flip = not s.face_up
        s.slot = ("trick", p)
        s.hover, s.glow, s.dim = 0.0, None, False
        self.cards.change_layer(s, L_TRICK + self.trick_layer)
        self.cards.move_to_front(s)
        self.trick_layer += 1
        pos, angle, width = self.home(s)
        glide(self.anim, s, pos, 0.32, angle=angle, width=width, turn=flip, arc=0.5)
        self.settle(p)
        self.sound("play")

    def _on_trick(self, ev: TrickWon) -> None:
        sprites = [self.cards.get(c) for _, c in ev.cards]
        sprites = [s for s in sprites if s is not None]
        for (p, c) in ev.cards:
            if p == ev.player and self.cards.get(c) is not None:
                self.cards.get(c).glow = theme.GOLD
        self.shown.turn = ev.player
        pile = self.layout.seats[ev.player].pile
        w = self.layout.small_w * 0.8

        def collect() -> None:
            self.sound("trick")
            for i, s in enumerate(sprites):
                s.glow = None
                last = i == len(sprites) - 1

                def gone(s=s, last=last) -> None:
                    self.cards.take(s.key)
                    if last:
                        self.shown.tricks[ev.player] += 1
                        self.shown.last_trick, self.shown.last_winner = ev.cards, ev.player
                glide(self.anim, s, pile, 0.34, angle=0.0, width=w, turn=True, delay=i * 0.03,
                      ease="in_out_quad", on_finish=gone)
        self.anim.wait(0.75, on_finish=collect)

    def _on_revealed(self, ev: CardsRevealed) -> None:
        for i, (p, c) in enumerate(ev.cards):
            s = self.cards.get(c)
            flip = False
            if s is None:
                s = self.cards.get(("blind", p))
                if s is None:
                    continue
                self.cards.rekey(s, c)
                s.card = c
                flip = True
            s.slot = ("trick", p)
            self.cards.change_layer(s, L_TRICK + i)
            pos, angle, width = self.home(s)
            glide(self.anim, s, pos, 0.4, angle=angle, width=width, turn=flip, delay=i * 0.06, arc=0.4)
        self.sound("flip")

        def crown() -> None:
            for p, c in ev.cards:
                if p == ev.winner and self.cards.get(c) is not None:
                    self.cards.get(c).glow = theme.GOLD
            self.shown.tricks[ev.winner] = 1
            self.shown.last_trick, self.shown.last_winner = ev.cards, ev.winner
            self.sound("trick")
            self.anim.wait(1.3)
        self.anim.wait(0.45 + 0.06 * len(ev.cards), on_finish=crown)

    def _on_scored(self, ev: RoundScored) -> None:
        sh = self.shown
        before = list(sh.lives)
        sh.summary = {"round_no": sh.round_no, "size": sh.size, "order": sh.order, "bids": ev.bids,
                      "tricks": ev.tricks, "lost": ev.lost, "lives": ev.lives, "progress": 0.0}
        for p in sh.order:
            if ev.lost[p]:
                r = pygame.Rect(self.layout.seats[p].plaque)
                self.hud.float_text(f"−{ev.lost[p]}", (r.centerx, r.y), theme.RED_SOFT, 1.3)
                for idx in range(max(0, ev.lives[p]), before[p]):
                    self.hud.break_heart(p, idx)
        sh.lives = list(ev.lives)
        if self.human is not None and ev.lost[self.human]:
            self.sound("lose_life")
        elif self.human is not None:
            self.sound("win")
        summ = sh.summary

        def progress(v: float) -> None:
            summ["progress"] = v

        def close() -> None:
            sh.summary = None
            for s in self.cards.where(lambda s: s.slot[0] == "trick"):
                self.cards.take(s.key)
        self.anim.add(Tween(0.0, 1.0, SUMMARY_HOLD, "linear", 0.2, progress, close))

    def _on_eliminated(self, ev: PlayerEliminated) -> None:
        self.shown.eliminated.add(ev.player)
        r = pygame.Rect(self.layout.seats[ev.player].plaque)
        self.hud.float_text(self.tr("cv.eliminated"), r.center, theme.RED_SOFT, 1.0)
        self.anim.wait(0.4)

    def _on_over(self, ev: GameOver) -> None:
        self.shown.winners = ev.winners
        names = i18n.tr("results.and", self.lang).join(self.name(p) for p in ev.winners)
        self.shown.banner = self.tr("cv.wins", name=names)
        self.sound("win")
        self.anim.wait(1.6)

    # ------------------------------------------------------------ acting
    def apply(self, seat: int, action: str) -> bool:
        """Apply through the engine; queue the events for the animations."""
        try:
            events = self.match.apply(seat, action)
        except IllegalAction as e:
            self.say(self._reason(seat, str(e)), error=True)
            return False
        self.queue.extend(events)
        self.thinking, self.bot_action, self.bot_wait = None, None, 0.0
        self.selected = None
        self.saver.save(self.match)
        self._pump()
        return True

    def _reason(self, seat: int, engine_text: str) -> str:
        """A short reason in the person's language (the engine speaks English)."""
        if self.match.is_terminal() or seat not in self.match.to_act():
            return self.tr("cv.not_your_turn")
        if self.match.state.phase == BIDDING:
            v = self.view()
            if v.forbidden_bid is not None and engine_text.startswith("the dealer"):
                return self.tr("cv.forbidden", n=v.forbidden_bid, size=v.round_size)
            return self.tr("cv.bid_first")
        return engine_text

    def _think(self, dt: float) -> None:
        m = self.match
        if m.is_terminal():
            return
        to_act = m.to_act()
        if not to_act or to_act[0] == self.human:
            return
        seat = to_act[0]
        if self.thinking is None or self.thinking[0] != seat or self.thinking[2] != len(m.actions):
            self.thinking = (seat, self.bots[seat].decide(m.view(seat)), len(m.actions))
            self.bot_action, self.bot_wait = None, 0.0
        if self.bot_action is None:
            gen = self.thinking[1]
            t0 = time.perf_counter()
            try:
                while time.perf_counter() - t0 < THINK_BUDGET:
                    next(gen)
            except StopIteration as done:
                self.bot_action = done.value
        if not self.idle:
            return
        self.bot_wait += dt
        pause = scaled(BOT_PAUSE * (0.6 if m.state.phase == BIDDING else 1.0), self.speed())
        if self.bot_action is not None and self.bot_wait >= pause:
            self.apply(seat, self.bot_action)

    def play_card(self, s: CardSprite) -> None:
        """The human plays the card of sprite `s` (click, drop or Enter)."""
        if not self.idle:
            self.settle(self.human)
            return
        if not self.apply(self.human, f"play {s.card}"):
            self.settle(self.human)

    def bid(self, action: str) -> None:
        if self.human_to_act(BIDDING):
            self.apply(self.human, action)

    # ------------------------------------------------------------ input
    def handle_event(self, event) -> bool:
        et = event.type
        if et == pygame.MOUSEMOTION:
            self.mouse = event.pos
            if self.drag.active and not self.paused:
                self.drag.move(event.pos)
            return True
        if et == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.mouse = event.pos
            return self._press(event.pos)
        if et == pygame.MOUSEBUTTONUP and event.button == 1:
            self.mouse = event.pos
            return self._release(event.pos)
        if et == pygame.KEYDOWN:
            return self._key(event)
        if et == pygame.KEYUP and event.key in (pygame.K_TAB, pygame.K_l):
            self.peek = False
            return True
        return False

    def _press(self, pos) -> bool:
        if self.paused:
            b = self.hud.button_at(pos, self.hud.pause_buttons())
            if b is not None:
                self._menu_action(b.action)
            return True
        if pygame.Rect(self.layout.menu_button).collidepoint(pos):
            self.paused = True
            return True
        if not self.idle:
            self.anim.finish_all()
            self._pump()
            return True
        if self.human_to_act(BIDDING):
            b = self.hud.button_at(pos, self.hud.build_bid_buttons(self.view())[0])
            if b is not None:
                if b.enabled:
                    self.sound("click")
                    self.bid(b.action)
                else:
                    self.say(self.hud.build_bid_buttons(self.view())[1] or "", error=True)
                return True
        if self.human is not None:
            s = self.cards.top_at(pos, lambda s: s.slot == ("hand", self.human))
            if s is not None:
                self.drag.begin(self.cards, s, pos)
        return True

    def _release(self, pos) -> bool:
        if not self.drag.active:
            return True
        moved = self.drag.moved
        s = self.drag.end()
        if not moved or in_trick_area(pos, self.layout):
            self.play_card(s)
        else:
            self.settle(self.human)
        return True

    def _key(self, event) -> bool:
        k = event.key
        if k == pygame.K_ESCAPE:
            self.paused = not self.paused
            return True
        if self.paused:
            return True
        if k in (pygame.K_TAB, pygame.K_l):
            self.peek = True
            return True
        if not self.idle:
            self.anim.finish_all()
            self._pump()
            return True
        if self.human_to_act(BIDDING) and event.unicode and event.unicode.isdigit():
            self.bid(f"bid {int(event.unicode)}")
            return True
        hand = self.hands.get(self.human, []) if self.human is not None else []
        if k in (pygame.K_LEFT, pygame.K_RIGHT) and hand:
            d = -1 if k == pygame.K_LEFT else 1
            self.selected = (len(hand) - 1 if d < 0 else 0) if self.selected is None else \
                (self.selected + d) % len(hand)
            return True
        if k in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and self.selected is not None:
            if self.selected < len(hand):
                s = self.cards.get(hand[self.selected])
                if s is not None:
                    self.play_card(s)
            return True
        return False

    def _menu_action(self, action: str) -> None:
        if action == "resume":
            self.paused = False
        elif action == "rules":
            from .rules import RulesScene
            self.paused = False
            self.app.scenes.push(RulesScene(self.app, self.match.game))
        elif action == "settings":
            from .settings import SettingsScene
            self.paused = False
            self.app.scenes.push(SettingsScene(self.app))
        elif action == "abandon":
            self.paused = False
            self.app.go_menu()

    # ------------------------------------------------------------ frame
    def update(self, dt: float) -> None:
        self.anim.speed = self.app.settings.get("anim_speed", 1.0)
        if self.paused:
            return
        self.hud.update(dt)
        self.anim.update(dt)
        self._pump()
        self._think(dt)
        self._hover(dt)
        if self.idle:
            to_act = self.match.to_act()
            self.shown.turn = to_act[0] if to_act else None
        if self.message is not None:
            text, col, left = self.message
            self.message = (text, col, left - dt) if left > dt else None
        if self.idle and self.match.is_terminal() and not self.finished:
            self.finished = True
            self.saver.flush()
            self.app.game_over(self.match, self.human)
            from .results import ResultsScene
            self.app.scenes.push(ResultsScene(self.app, self.match, self.human))

    def _hover(self, dt: float) -> None:
        if self.human is None:
            return
        hand = self.hands.get(self.human, [])
        target = None
        if self.human_to_act(PLAYING) and not self.drag.active:
            s = self.cards.top_at(self.mouse, lambda s: s.slot == ("hand", self.human))
            target = s.key if s is not None else None
            if self.selected is not None and self.selected < len(hand):
                target = hand[self.selected]
        lift = self.layout.card_h * 0.1
        k = min(1.0, dt * 16.0)
        for key in hand:
            s = self.cards.get(key)
            if s is None or s is self.drag.sprite:
                continue
            goal = lift if key == target else 0.0
            s.hover += (goal - s.hover) * k if abs(goal - s.hover) > 0.5 else goal - s.hover
            s.glow = theme.GOLD_LIGHT if (self.selected is not None and key == target) else None

    def prompt(self) -> tuple[str, tuple] | None:
        if self.message is not None:
            return self.message[0], self.message[1]
        if self.match.is_terminal() or not self.idle:
            return None
        if self.human_to_act(BIDDING):
            return None
        if self.human_to_act(PLAYING):
            return self.tr("cv.your_play"), theme.GOLD_LIGHT
        to_act = self.match.to_act()
        if to_act and to_act[0] != self.human:
            return self.tr("cv.thinking", name=self.name(to_act[0])), theme.MUTED
        return None

    def draw(self, surface: pygame.Surface) -> None:
        if self.felt is None or self.felt.get_size() != surface.get_size():
            self._build_felt()
        hud = self.hud
        for s in self.cards.sprites():
            s.refresh()
        still, live = self.cards.split(self.drag.sprite)
        sig = (hud.seats_sig(), CardGroup.signature(still), surface.get_size())
        if sig != self._still_sig or self._still is None:
            # the felt, the plaques and every card at rest: redrawn only when one changes
            if self._still is None or self._still.get_size() != surface.get_size():
                self._still = self.felt.copy()
            else:
                self._still.blit(self.felt, (0, 0))
            hud.draw_seats(self._still)
            self.cards.draw(self._still, sprites=still)
            self._still_sig = sig
        surface.blit(self._still, (0, 0))
        hud.draw_seats_live(surface)
        self.cards.draw(surface, sprites=live)
        hud.draw_info(surface, self.code)
        if self.human_to_act(BIDDING) and not self.drag.active:
            hud.draw_bid_panel(surface, self.view())
        p = self.prompt()
        if p is not None:
            hud.draw_message(surface, p[0], p[1])
        hud.draw_floaters(surface)
        if self.shown.summary:
            hud.draw_summary(surface)
        peek = self.peek or any(hud.pile_rect(q).collidepoint(self.mouse)
                                for q in range(self.n) if self.shown.tricks[q])
        if peek and not self.shown.summary:
            hud.draw_last_trick(surface)
        if self.shown.banner:
            hud.draw_message(surface, self.shown.banner, theme.GOLD_LIGHT)
        if self.paused:
            hud.draw_pause(surface)
        if self.frame_hook is not None:
            self.frame_hook(self)
