"""The kit's concrete table: a whole playable table for any game whose engine offers
`table_model(view)` (engine/table_model.py). Rule-free.

It follows the engine by models, not by events: when the last event of a move has been
shown, the table asks the engine for the model of the view now and animates the change
from the model it shows (`show_model`): cards dealt from the stock, moved between zones,
turned over where they lie, taken away; a seat's lives, score or chips changing (a rising
«+3», breaking hearts), then a short hold so the person sees it. A game overrides only
what is its own: `on_event(ev)` for a touch of its own per event, `STATUS_COLORS`,
`ACTION_KEYS` (a letter per verb), `DIGITS`, and any drawing it adds in `draw`.

The person plays with the buttons built from the legal actions (or clicks a card whose
action it is: `play 7o`), with the digits of a numbered action (`bet 3`), the game's
letters, or ←/→ and Intro along the buttons.
"""
from __future__ import annotations

import dataclasses
import importlib

import pygame

from .... import game_list
from ....engine.cards import french_deck, parse_card, spanish_deck
from ...draw import theme
from ..action_log import ActionLog, log_words
from ..choice_keys import ChoiceFocus
from ..felt import game_name, room_with_felt
from ..move_words import card_name
from ..overlay import RoundOverlay
from ..sprites import glide
from ..table_base import TableScene
from . import diff, places
from .hud import KitHud, KitShown
from .words import event_log

DEAL_STEP = 0.09  # seconds between two cards dealt
MOVE_SECONDS = 0.32
SCORE_HOLD = 1.1  # the table holds this long after a seat's count changed


class _EveryEvent(dict):
    """`event_handlers()` of the kit: every event type goes to one handler."""

    def __init__(self, handler):
        super().__init__()
        self.handler = handler

    def __missing__(self, key):
        return self.handler


class KitTable(TableScene):
    HUD = KitHud
    STATUS_COLORS: dict = {"bust": theme.RED_SOFT, "out": theme.RED_SOFT}
    ACTION_KEYS: dict = {}  # verb -> a letter key ("card": "c")
    DIGITS = 0  # the highest digit of a numbered action, for the keys line (0: none)

    def __init__(self, app, match, human_seat: int | None = 0):
        super().__init__(app, match, human_seat)
        engine = importlib.import_module(game_list.entry(match.game).engine)
        self.table_model = engine.table_model  # the game's view -> TableModel
        self.prefix = engine.RULES.code.lower()  # its strings' prefix ("sm")
        self.layout = self.make_layout(app.screen.get_size())
        self.shown = KitShown(self.bare(self.table_model(self.view())))
        self.hud = self.HUD(self)
        self.overlay = RoundOverlay()
        self.log = ActionLog(event_log(self.prefix))
        self.focus = ChoiceFocus()
        self._keys = 0

    def log_words_of(self, name_of):
        return log_words(name_of, lambda card, lang: card_name(str(card), lang, self.deck))

    @staticmethod
    def bare(model):
        """The model with no card anywhere: what the felt shows before the first deal."""
        seats = tuple(dataclasses.replace(s, up=(), down=(), hidden=0) for s in model.seats)
        return dataclasses.replace(model, seats=seats, centre=(), trick=(), discard=(), stock=0)

    # ------------------------------------------------------------ flow hooks
    def opening_event(self, v):
        return KitOpening()

    def event_handlers(self) -> dict:
        return _EveryEvent(self.show_event)

    def show_event(self, ev) -> None:
        """One event shown: the game's own touch, and once the move's last event is out,
        the table catches up with the engine's model."""
        self.on_event(ev)
        if not self.queue:
            self.show_model(self.table_model(self.cached_view()))

    def on_event(self, ev) -> None:
        """A game's own touch for one event (a sound, a word at a seat); none by default."""

    def _build_static(self, v) -> None:
        self.cards.clear_cards()
        self.hands = {p: [] for p in range(self.n)}
        self.shown.model = self.table_model(v)
        for place in diff.places(self.shown.model):
            s = self._sprite(place, None)
            s.pos, s.angle, s.width = self.home(s)

    def crisp_widths(self) -> list:
        lay = self.layout
        return [lay.card_w, lay.small_w, lay.trick_w]

    def felt_image(self, size):
        bg = room_with_felt(size, self.layout.felt)
        cx, cy = self.layout.center
        game_name(bg, self.tr(f"game.{self.match.game}").upper(), (cx, cy + self.layout.trick_w * 1.25),
                  self.hud.text.get)
        return bg

    def resized(self) -> None:
        deck = spanish_deck() if self.deck == "spanish" else french_deck()
        self.prefetch(deck, self.layout.small_w)

    # ------------------------------------------------------------ places
    def stock_spot(self):
        m = self.shown.model
        return places.stock_spot(self.layout, bool(m.centre or m.discard))

    def home(self, s):
        m = self.shown.model
        counts: dict = {}
        for place in diff.places(m):
            counts[place.zone] = counts.get(place.zone, 0) + 1
        return places.home(self.layout, self.human, s.slot, counts, bool(m.centre or m.discard))

    def _sprite(self, place, pos):
        self._keys += 1
        face = place.card is not None
        s = self.new_sprite(self._keys, place.card, face and pos is None, pos or (0, 0),
                            self.layout.trick_w, place, self.HAND_LAYER + place.index)
        if place.zone[0] == "seat":
            self.hands[place.zone[1]].append(s.key)
        return s

    # ------------------------------------------------------------ the model's change, animated
    def show_model(self, new) -> None:
        """Animate from the model on the felt to `new` (see the module's docstring)."""
        old = self.shown.model
        # the plaques keep their counts until the cards have landed (`show_counts`)
        self.shown.model = dataclasses.replace(new, seats=tuple(
            dataclasses.replace(b, lives=a.lives, score=a.score, chips=a.chips)
            for a, b in zip(old.seats, new.seats)))
        plan = diff.plan([(s.key, s.slot) for s in self.cards.sprites()], diff.places(new))
        self.hands = {p: [] for p in range(self.n)}
        stock = self.stock_spot()
        for key in plan.gone:
            s = self.cards.get(key)
            glide(self.anim, s, stock, MOVE_SECONDS, angle=0.0, width=self.layout.trick_w,
                  turn=s.face_up, on_finish=lambda key=key: self.cards.take(key))
        moved = []
        for key, place in sorted(plan.kept, key=lambda kp: (kp[1].zone, kp[1].index)):
            s = self.cards.get(key)
            turn = (place.card is not None) != s.face_up
            if place.card is not None:
                s.card = place.card
            s.slot = place
            if place.zone[0] == "seat":
                self.hands[place.zone[1]].append(key)
            self.cards.change_layer(s, self.HAND_LAYER + place.index)
            moved.append((s, turn))
        for s, turn in moved:  # only those whose place or face changes (a glide on the
            pos, angle, width = self.home(s)  # spot hid every count and stake chip meanwhile)
            if turn or (s.pos, s.angle, s.width) != (pos, angle, width):
                glide(self.anim, s, pos, MOVE_SECONDS, angle=angle, width=width, turn=turn)
            if turn:
                self.sound("flip")
        for i, place in enumerate(plan.dealt):
            s = self._sprite(place, stock)
            pos, angle, width = self.home(s)
            glide(self.anim, s, pos, MOVE_SECONDS, angle=angle, width=width,
                  turn=place.card is not None, delay=0.12 + i * DEAL_STEP, arc=0.4)
        for keys in self.hands.values():  # in row order: the person's hand is drawn so
            keys.sort(key=lambda k: self.cards.get(k).slot.index)
        if plan.dealt:
            self.sound("deal")
        # the counts once the cards have landed (or the last has left the stock)
        landed = 0.12 + len(plan.dealt) * DEAL_STEP if plan.dealt else MOVE_SECONDS
        if plan.dealt or plan.gone or any(s.moving for s, _ in moved):
            self.anim.wait(landed, on_finish=lambda: self.show_counts(old, new))
        else:
            self.show_counts(old, new)

    def show_counts(self, old, new) -> None:
        """Each seat's lives, score or chips that changed: said at its plaque, then a hold;
        the winners' banner once the match is over."""
        self.shown.model = new
        changed = False
        for p, (a, b) in enumerate(zip(old.seats, new.seats)):
            for field in ("chips", "score", "lives"):
                x, y = getattr(a, field), getattr(b, field)
                if x is None or y is None or x == y:
                    continue
                changed = True
                if field == "lives":
                    if y < x:
                        self.hud.lose_lives(p, x - y, x, y)
                else:
                    color = theme.GREEN_OK if y > x else theme.RED_SOFT
                    self.hud.float_at_seat(p, f"+{y - x}" if y > x else f"−{x - y}", color, 1.2)
        if changed:
            self.anim.wait(SCORE_HOLD)
        if new.winners and not old.winners:
            self.show_winners(new.winners, "table.wins")

    # ------------------------------------------------------------ the person's moves
    def my_turn(self) -> bool:
        return self.human_to_act() and not self.overlay.visible

    def card_of_action(self, action: str):
        """The card an action names (`play 7o` -> 7o), or None (`bet 3`, `stand`)."""
        words = action.split()
        if len(words) != 2 or words[1].isdigit():
            return None
        try:
            return parse_card(words[1], self.deck)
        except ValueError:
            return None

    def buttons(self):
        return self.hud.action_buttons(self.cached_view().legal) if self.my_turn() else []

    def on_press(self, pos) -> bool:
        if self.release_hold() or self.catch_up():
            return True
        if not self.my_turn():
            return True
        if self.press_choice(pos, self.buttons(), None, self.act):
            return True
        s = self.cards.top_at(pos, lambda s: s.card is not None)
        legal = self.cached_view().legal
        action = next((a for a in legal if s is not None and self.card_of_action(a) == s.card), None)
        if action is not None:
            self.sound("play")
            self.act(action)
        return True

    def on_key(self, event) -> bool:
        if self.release_hold() or self.catch_up():
            return True
        if not self.my_turn():
            return False
        buttons = self.buttons()
        if self.key_choice(event, buttons, None, self.act):
            return True
        letter = getattr(event, "unicode", "").lower()
        for b in buttons:
            if letter and self.ACTION_KEYS.get(b.action.split()[0]) == letter:
                self.sound("click")
                self.act(b.action)
                return True
        return self.focus.answer(event, [b.action for b in buttons], self.answer_by_key)

    def turn_prompt(self):
        if self.my_turn():
            said = self.hud.word("prompt", self.shown.model.phase)
            return (said, theme.GOLD_LIGHT) if said else None
        return super().turn_prompt()

    # ------------------------------------------------------------ frame
    def draw(self, surface: pygame.Surface) -> None:
        hud = self.hud
        self.draw_table(surface)
        below = hud.draw_info(surface, self.code)
        hud.draw_counts(surface)
        hud.draw_stakes(surface)
        buttons = self.buttons() if self.idle and not self.paused else []
        if buttons:
            hud.draw_actions(surface, buttons)
            self.focus.draw(surface, [b.action for b in buttons], [b.rect for b in buttons], hud.s)
        p = self.prompt()
        if p is not None and not self.shown.banner:
            hud.draw_message(surface, p[0], p[1])
        hud.draw_floaters(surface)
        self.draw_log(surface, (self.layout.info[0], below + 6 * hud.s))
        if self.overlay.visible:
            hud.draw_summary(surface, self.overlay)
        if self.shown.banner:
            hud.draw_message(surface, self.shown.banner, theme.GOLD_LIGHT)
        self.draw_top(surface)


@dataclasses.dataclass(frozen=True)
class KitOpening:
    """The opening of a new match, queued by the kit: the first model is dealt from it."""
