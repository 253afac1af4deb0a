"""The Cinco Vidas con baraja española table: the Cinco Vidas table (seats, deal, bids,
tricks, lives, summary, log) with the Spanish deck and what the modes change: secret
bids revealed together, the spy, face-down Chaos hands picked by place, face-down Twisted
tricks turned up at once, A ciegas hands hidden while bidding, and cancelled pairs
struck out. The engine decides everything; this scene shows its events."""
from __future__ import annotations

import pygame

from ...engine.cards import spanish_deck
from ...engine.cinco_vidas_espanola import (BIDDING, CHAOS, CHOOSING, DUEL, PLAYING, REVIVE,
                                            SPYING, TWISTED, HandsTurnedUp)
from ...ui import i18n
from ...ui.draw import theme
from ...ui.table.choice_keys import ChoiceFocus
from ...ui.table.hint_box import HintBox
from ...ui.table.sprites import CardSprite
from ..cinco_vidas import moves as cv_moves
from ..cinco_vidas.table import CincoVidasTable
from . import moves
from .anim import EspanolaAnimations, spanish_sort_key
from .hud import EspanolaHud, EsShown
from .poderes_table import PoderesParts


class SpyHintBox(HintBox):
    """The hint, with the spy's choice in words: the rival's name, or "don't spy"."""

    def lines(self, lang: str, deck, seat_name) -> tuple[str, str]:
        move, why = super().lines(lang, deck, seat_name)
        words = self.hint.action.split() if self.hint is not None else []
        if words[:1] == ["spy"] and len(words) == 2:
            move = (i18n.tr("ce.advice.spy_none", lang) if words[1] == "none" else
                    i18n.tr("ce.advice.spy", lang, name=seat_name(int(words[1]))))
        return move, why


class EspanolaTable(PoderesParts, EspanolaAnimations, CincoVidasTable):
    DECK = staticmethod(spanish_deck)
    FELT_NAME_KEY = "game.cinco_vidas_espanola"  # its own name, not Cinco Vidas'

    def __init__(self, app, match, human_seat: int | None = 0):
        super().__init__(app, match, human_seat)
        self.mode = match.options["mode"]
        self.hud = EspanolaHud(self)
        self.shown.mode = self.mode
        self.log = type(self.log)(cv_moves.RoundWords(
            lambda ev, size_of: moves.describe(ev, size_of, self.mode)))
        self.log_words = moves.words(self.name)
        self.struck: list = []
        self.my_down = None  # Twisted: the card the person put face down this trick
        self.hint_box = SpyHintBox()
        self.spy_focus = ChoiceFocus()  # the spy's panel by keys

    @staticmethod
    def _shown_from(v) -> EsShown:
        return EsShown(n=v.n_players, lives=list(v.lives), bids=list(v.bids),
                       tricks=list(v.tricks_won), dealer=v.dealer, round_no=v.round_no,
                       size=v.round_size, order=v.order,
                       eliminated={p for p in range(v.n_players) if v.lives[p] <= 0},
                       last_trick=v.last_trick, last_winner=v.last_trick_winner,
                       mode=v.mode,
                       secret={p for p in range(v.n_players) if v.has_bid[p]
                               and v.bids[p] is None},
                       pairs_of=({tuple(v.last_trick): tuple(v.last_result.pairs)}
                                 if v.last_trick and v.last_result is not None else {}))

    # ------------------------------------------------------------ acting
    def play_card(self, s: CardSprite) -> None:
        """The person plays sprite `s`: a card, or in Chaos the place it lies at."""
        if not self.idle:
            self.settle(self.human)
            return
        if self.mode == CHAOS and self.cached_view().phase == PLAYING:
            keys = self.hands.get(self.human, [])
            action = f"pick {keys.index(s.key) + 1}" if s.key in keys else None
        else:
            action = f"play {s.card}" if s.card is not None else None
        if self.mode == TWISTED and s.card is not None:
            self.my_down = s.card
        if action is None or not self.apply(self.human, action):
            self.settle(self.human)

    def on_press(self, pos) -> bool:
        if not self.paused and self.idle and self.human_to_act(SPYING):
            self.press_choice(pos, self.hud.build_spy_buttons(self.view()), None, self.act)
            return True
        return super().on_press(pos)

    def on_key(self, event) -> bool:
        """The spy's panel: ←/→ or Tab along the rivals, Intro spies (or not)."""
        if self.closes_overlay():
            return True
        spying = not self.paused and self.human_to_act(SPYING)
        if self.spy_focus.answer(event, self.view().legal if spying else (), self.answer_by_key):
            return True
        return super().on_key(event)

    def trace_move(self, seat: int, action: str) -> None:
        """A bot's move in words at its seat, telling no more than the table shows: a
        secret bid, a face-down Twisted card, the spy's choice and a duel choice are
        named, never told; a Chaos pick says the place (the card shows as it lands). The
        rest, a bid of the 1-card round among them, as Cinco Vidas leaves it."""
        v = self.match.view(seat)
        words = action.split()
        key, fmt = None, {}
        if v.phase in (SPYING, DUEL):
            key = "ce.trace.spy" if v.phase == SPYING else "ce.trace.secret_choice"
        elif words[0] == "bid" and v.secret_bids:
            key = "ce.trace.secret_bid"
        elif words[0] == "bid" and v.round_size > 1:  # the 1-card round's: CincoVidasTable's
            key, fmt = "move.trace.bid", {"n": words[1]}
        elif words[0] == "play" and self.mode == TWISTED and v.round_size > 1:
            key = "ce.trace.down"
        elif words[0] == "pick":
            key, fmt = "ce.trace.pick", {"n": words[1]}
        if key is None:
            super().trace_move(seat, action)
        else:
            self.traces.add(seat, self.tr(key, **fmt))

    def ask_hint(self) -> None:
        """The hint says "Gano/Pierdo" for the bids of the 1-card round only (the view's
        `blind` also covers a hand bid blind in A ciegas, where bids are numbers)."""
        super().ask_hint()
        if self.human is not None:
            self.hint_box.blind = self.match.view(self.human).round_size == 1

    # ------------------------------------------------------------ showing
    def turn_prompt(self) -> tuple[str, tuple] | None:
        if any(self.human_to_act(ph) for ph in (BIDDING, SPYING, DUEL, CHOOSING, REVIVE)):
            return None  # a panel of their own asks
        if self.human_to_act(PLAYING):
            key = {CHAOS: "ce.your_pick", TWISTED: "ce.your_down"}.get(self.mode, "cv.your_play")
            return self.tr(key), theme.GOLD_LIGHT
        to_act = self.match.to_act()
        if len(to_act) > 1 or (self.human is not None and self.view().face_down):
            return self.tr("ce.waiting_others"), theme.MUTED
        return super().turn_prompt()

    def draw(self, surface: pygame.Surface) -> None:
        hook, self.frame_hook = self.frame_hook, None
        super().draw(surface)
        self.frame_hook = hook
        if self.struck and not self.overlay.visible:
            self.hud.draw_struck(surface, self.struck)
        if self.human_to_act(SPYING) and not self.paused:
            v = self.view()
            buttons = self.hud.draw_spy_panel(surface, v)
            self.spy_focus.draw(surface, v.legal, [b.rect for b in buttons], self.hud.s)
        if self.frame_hook is not None:
            self.frame_hook(self)

    def _build_static(self, v) -> None:
        """A match picked up mid-round: Cinco Vidas's, then what the mode hides."""
        super()._build_static(v)
        self.struck = []
        if self.match.is_terminal() or self.human is None:
            return
        mine = self.hands.get(self.human, [])
        if v.round_size > 1 and (v.hand_face_down or not v.hand):
            for s in [self.cards.get(k) for k in mine]:
                if s is not None:
                    self.cards.take(s.key)
            keys = [("pos", self.human, i) for i in range(v.hand_sizes[self.human])]
            self.hands[self.human] = keys
            for i, k in enumerate(keys):
                self.new_sprite(k, None, False, (0, 0), 10, ("hand", self.human), 10 + i)
        for p in v.face_down:
            k = self.hands[p].pop() if p != self.human and self.hands.get(p) else None
            if k is not None:
                self.cards.take(k)
            self.new_sprite(("down", p), None, False, (0, 0), 10, ("trick", p), 40)
        for s in self.cards.sprites():
            s.pos, s.angle, s.width = self.home(s)


__all__ = ["EspanolaTable", "HandsTurnedUp", "spanish_sort_key"]
