"""The Poderes parts of the Spanish-deck table (a mixin placed first in `EspanolaTable`).

With the option `poderes` on, the table also shows: a mana bar under every plaque, a
gold mark on the power cards and jokers, each trick's resolution step by step in a
panel beside the trick, the prompt of a power card's choice and of the revive offer
(one button per legal action), the duel as its own overlay (duelists, spectators, the
outcome and what this seat learned), achievement toasts, and the achievements earned
under the final standings. Everything follows the engine's events; actions are the
view's own legal texts."""
from __future__ import annotations

import pygame

from ...engine.cinco_vidas_espanola import CHOOSING, DUEL, REVIVE
from ...engine.poderes.actions import (AchievementEarned, DuelChoiceMade, DuelResolved,
                                       DuelStarted, PlayerRevived, PowerAsked, PowerUsed,
                                       ReviveOffered)
from ...engine.poderes.powers import POWER_CARDS, REMOVED, SWAPPED
from ...engine.cinco_vidas_espanola import TrickResolved
from ...ui.draw import theme
from ...ui.table.choice_keys import ChoiceFocus
from ...ui.table.hint_box import least_covering, spots_around, trace_avoid
from ...ui.table.layout import pile_box
from ...ui.table.piles import draw_order_marks
from .poderes_panels import ActionPrompt, AchievementToasts, DuelOverlay, draw_mana_bar
from .poderes_words import (achievement_toast, action_label, ask_text, card_words,
                            step_text, trace_text)

STEP_PACE = 0.8  # seconds between two resolution steps at normal speed
DUEL_HOLD = 2.8  # the duel's outcome stays on screen this long


class PoderesParts:
    """Event handlers, drawing and input of the Poderes overlay; inert without it."""

    def __init__(self, app, match, human_seat: int | None = 0):
        super().__init__(app, match, human_seat)
        v = match.view(self._viewer())
        self.poderes = bool(match.options.get("poderes"))
        self.pod_mana = list(getattr(v, "mana", ()) or [0] * v.n_players)
        self.pod_steps: list[str] = []
        self.pod_steps_all: list[str] = []  # every step of the trick being resolved
        self._steps_spot = None  # where this trick's step panel goes, once chosen
        self._steps_keys: set = set()  # the cards of the trick it was placed for
        self.pod_card_marks: dict = {}  # card -> mark shown on it while the steps run
        self.pod_steps_age = 0.0
        self.pod_steps_rect = None  # where the step panel was last drawn
        self.pod_duel = DuelOverlay(self.tr, self.name)
        self.pod_duel_open = self.poderes and v.phase == DUEL
        self.pod_toasts = AchievementToasts()
        self.pod_prompt: ActionPrompt | None = None
        self._choice_spot = None  # (what was asked, rows of, centre): where its panel goes
        self.pod_focus = ChoiceFocus()  # the keys' way through the duel, choice and revive

    # ------------------------------------------------------------ events
    def event_handlers(self) -> dict:
        handlers = super().event_handlers()
        if not self.poderes:
            return handlers
        base_resolved = handlers[TrickResolved]
        handlers.update({
            DuelStarted: self._on_duel_started, DuelChoiceMade: self._on_duel_choice,
            DuelResolved: self._on_duel_resolved, PowerAsked: self._on_power_asked,
            PowerUsed: self._on_power_used, AchievementEarned: self._on_achievement,
            ReviveOffered: lambda ev: self.anim.wait(0.2), PlayerRevived: self._on_revived,
            TrickResolved: lambda ev: self._on_steps(ev, base_resolved)})
        return handlers

    def _on_duel_started(self, ev: DuelStarted) -> None:
        self.pod_duel_open = True
        self.sound("flip")
        self.anim.wait(0.6)

    def _on_duel_choice(self, ev: DuelChoiceMade) -> None:
        self.hud.float_at_seat(ev.player, "✓", theme.GOLD_LIGHT, 1.0)
        self.anim.wait(0.2)

    def _on_duel_resolved(self, ev: DuelResolved) -> None:
        self.pod_mana = list(ev.mana)
        self.shown.lives = list(ev.lives)
        self.sound("flip")

        def close() -> None:
            self.pod_duel_open = False
        self.anim.wait(DUEL_HOLD, on_finish=close)

    def _on_power_asked(self, ev: PowerAsked) -> None:
        self.hud.float_at_seat(ev.player, card_words(ev.card, self.tr, article=False),
                               theme.GOLD_LIGHT, 1.1)
        self.anim.wait(0.3)

    def _on_power_used(self, ev: PowerUsed) -> None:
        if ev.player == self.human:  # a bot's choice is said by its move trace
            self.hud.float_at_seat(ev.player, action_label(ev.action, self.tr, self.name),
                                   theme.GOLD_LIGHT, 1.1)
        self.sound("click")
        self.anim.wait(0.7)

    def _on_achievement(self, ev: AchievementEarned) -> None:
        self.pod_mana[ev.player] = ev.mana
        self.shown.lives[ev.player] = ev.lives
        self.pod_toasts.add(ev.key, achievement_toast(ev.key, self.name(ev.player),
                                                      ev.mana_gained, ev.lives_gained, self.tr))
        self.sound("win" if ev.lives_gained else "click")
        self.anim.wait(0.35)

    def _on_revived(self, ev: PlayerRevived) -> None:
        self.shown.lives = list(ev.lives)
        self.shown.eliminated.discard(ev.player)
        self.say(self.tr("pod.revived", name=self.name(ev.player)))
        self.hud.float_at_seat(ev.player, "+1 ♥", theme.GREEN_OK, 1.2)
        self.anim.wait(1.0)

    def _on_steps(self, ev: TrickResolved, base) -> None:
        """Each step of the resolution appears in turn, then the base handler strikes the
        cancelled pairs and the winner takes the trick."""
        steps = getattr(ev.result, "steps", ())
        self.pod_steps = []
        self.pod_card_marks = {}
        self.pod_steps_all = [step_text(st, ev.cards, self.tr, self.name) for st in steps]
        self._steps_spot = None
        for i, st in enumerate(steps):
            line = self.pod_steps_all[i]

            def show(line=line, st=st) -> None:
                self.pod_steps.append(line)
                self.pod_steps_age = 0.0
                if st.kind == REMOVED:
                    self.pod_card_marks[ev.cards[st.targets[0]][1]] = "✕"
                elif st.kind == SWAPPED:
                    for pos, value in zip(st.targets, st.values):
                        self.pod_card_marks[ev.cards[pos][1]] = f"= {value}"
            self.anim.wait(STEP_PACE * i, on_finish=show)
        self.anim.wait(STEP_PACE * max(0, len(steps) - 1) + 0.2, on_finish=lambda: base(ev))

    def reason(self, seat: int, engine_text: str) -> str:
        """A move refused while the overlay waits for this seat: say what it waits for, in
        the person's language (the engine's reason is English)."""
        phase = self.cached_view().phase
        if self.poderes and phase in (DUEL, CHOOSING, REVIVE) and seat in self.match.to_act():
            return self.tr(f"pod.first.{phase}")
        return super().reason(seat, engine_text)

    def trace_move(self, seat: int, action: str) -> None:
        """The overlay's moves in words at the bot's seat; a duel choice stays secret."""
        line = trace_text(action, self.tr, self.name) if self.poderes else None
        if line is None:
            super().trace_move(seat, action)
        else:
            self.traces.add(seat, line)

    # ------------------------------------------------------------ input
    def on_press(self, pos) -> bool:
        if self.poderes and not self.paused and self.idle and self.human is not None:
            action = None
            if self.human_to_act(DUEL):
                action = self.pod_duel.action_at(pos)
            elif self.human_to_act(CHOOSING) or self.human_to_act(REVIVE):
                action = self.pod_prompt.action_at(pos) if self.pod_prompt else None
            if action is not None:
                self.sound("click")
                self.apply(self.human, action)
                return True
        return super().on_press(pos)

    def pod_actions(self) -> list[str]:
        """What the overlay's panel offers the person now (the view's legal actions, in
        the order of its buttons), or nothing while no panel of the overlay asks."""
        if not self.poderes or self.human is None or not self.idle:
            return []
        if any(self.human_to_act(ph) for ph in (DUEL, CHOOSING, REVIVE)):
            return list(self.view().legal)
        return []

    def on_key(self, event) -> bool:
        """←/→ or Tab along the panel's buttons, Intro answers (the pointer's choice)."""
        actions = self.pod_actions() if not self.paused else []
        if self.pod_focus.answer(event, actions, self.answer_by_key):
            return True
        return super().on_key(event)

    # ------------------------------------------------------------ frame
    def update_extras(self, dt: float) -> None:
        """Per frame (not while paused), after the events shown: the powers' toasts and
        the trick's steps age with the hint and the move traces."""
        super().update_extras(dt)
        if self.poderes:
            self.pod_toasts.update(dt)
            self.pod_steps_age += dt

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if not self.poderes or self.paused:
            return
        s = self.hud.s
        self._draw_marks(surface, s)
        for p in range(self.n):
            r = pygame.Rect(self.layout.seats[p].plaque)
            draw_mana_bar(surface, pygame.Rect(r.x + int(10 * s), r.bottom + int(3 * s),
                                               r.w - int(20 * s), max(4, int(7 * s))),
                          self.pod_mana[p])
        if self.pod_steps and self.pod_steps_age < 3.0 and not self.overlay.visible:
            self._draw_card_marks(surface, s)
            self._draw_steps(surface, s)
        v = self.view()
        center = (self.layout.size[0] // 2, int(self.layout.size[1] * 0.42))
        if self.pod_duel_open and v.duelists and not self.overlay.visible:
            self.pod_duel.layout(v, (center[0], self.layout.size[1] // 2), s,
                                 self._duel_avoid(), self._felt_bounds(s))
            self.pod_duel.draw(surface, v)
            if self.pod_duel.prompt is not None:
                self._draw_pod_focus(surface, self.pod_duel.prompt, s)
        self.pod_prompt = None
        if self.idle and self.human is not None and v.phase in (CHOOSING, REVIVE) \
                and self.human in v.to_act:
            title = (ask_text(v.choice.kind, v.trick[v.choice.actor][1], self.tr)
                     if v.phase == CHOOSING else self.tr("pod.revive.title"))
            if v.phase == CHOOSING:
                self._draw_eligible(surface, v, s)
            self.pod_prompt = ActionPrompt(title, v.legal, self.tr, self.name)
            if v.phase == CHOOSING:
                self._place_choice(self.pod_prompt, s, (center[0], int(self.layout.size[1] * 0.8)))
            else:  # the revive offer, with no trick on the felt, in the middle: low down
                self.pod_prompt.layout((center[0], self.layout.size[1] // 2), s)  # it hid
                # the person's own lives
            self.pod_prompt.draw(surface)
            self._draw_pod_focus(surface, self.pod_prompt, s)
        self.pod_toasts.draw(surface, s, int(self.layout.code[1] - 22 * s), self._toast_avoid(s))

    def _place_choice(self, prompt: ActionPrompt, s: float, usual: tuple[int, int]) -> None:
        """A power's choice beside the trick it acts on, clear of the plaques: under the
        trick at 80% of the height it covered the person's own name, lives and bid, and
        their hand, while they chose (4p 1280x720). The spot covering the least of the
        trick, then of the plaques and title column, then of the person's hand, then of
        the rivals' hands; the panel in rows of five buttons first, else of two or one.
        Chosen once for the choice (the trick does not move while it is asked)."""
        trick = [sp.rect for sp in self._in_slot("trick")]
        key = (prompt.title, tuple(prompt.actions), tuple(map(tuple, trick)), self.layout.size)
        if self._choice_spot is None or self._choice_spot[0] != key:
            self._choice_spot = (key, *self._choice_spot_for(prompt, s, usual, trick))
        prompt.layout(self._choice_spot[2], s, self._choice_spot[1])

    def _felt_bounds(self, s: float) -> pygame.Rect:
        return pygame.Rect((0, 0), self.layout.size).inflate(-int(8 * s), -int(8 * s))

    def _duel_avoid(self) -> tuple[list, list, list]:
        """What the duel panel should not cover: the rivals' cards (the face-up cards of
        the 1-card round), then the plaques, then the person's own card."""
        held = [sp for sp in self.cards.sprites() if isinstance(sp.slot, tuple)
                and sp.slot[:1] and sp.slot[0] in ("blind", "hand") and not sp.moving]
        plaques = [a for a in map(self.plaque_anchor, range(self.n)) if a is not None]
        return ([sp.rect for sp in held if sp.slot[1] != self.human], plaques,
                [sp.rect for sp in held if sp.slot[1] == self.human])

    def _choice_spot_for(self, prompt, s, usual, trick) -> tuple[int, tuple[int, int]]:
        bounds = self._felt_bounds(s)
        tries: list[tuple[int, pygame.Rect]] = []
        for columns in (5, 2, 1):
            prompt.layout(usual, s, columns)
            spots = [prompt.rect.copy()]
            if trick:
                spots += spots_around(prompt.rect, trick[0].unionall(trick[1:]),
                                      int(10 * s), self.layout.size)
            for r in spots[:3]:  # under or over the trick, also kept within the window
                c = r.clamp(bounds)  # and flush with either side
                spots += [c, c.move(bounds.left - c.left, 0), c.move(bounds.right - c.right, 0)]
            tries += [(columns, r) for r in spots]
        mine = [sp.rect for sp in self._in_slot("hand", self.human)]
        hands = [r for r in trace_avoid(self.cards.sprites(), ()) if r not in mine]
        plaques = [a for a in map(self.plaque_anchor, range(self.n)) if a is not None]
        column = getattr(self, "title_column", None)
        best = least_covering([r for _, r in tries], bounds, trick,
                              plaques + self._won_piles(False) + ([column] if column else []), mine, hands)
        return next(c for c, r in tries if r == best), best.center

    def plaque_anchor(self, seat: int):
        """A plaque with its mana bar: a move trace goes under the bar, not over it."""
        r = super().plaque_anchor(seat)
        if r is None or not self.poderes:
            return r
        s = self.hud.s
        r.h += int(3 * s) + max(4, int(7 * s))  # as draw_mana_bar is placed in `draw`
        return r

    def _toast_avoid(self, s: float) -> list[pygame.Rect]:
        """What an achievement toast must not cover: every plaque with its mana bar, the
        piles of won tricks, the cards on the felt."""
        lay = self.layout
        out = [pygame.Rect(seat.plaque).inflate(int(8 * s), int(24 * s)) for seat in lay.seats]
        out += [pygame.Rect(pile_box(seat.pile, lay.small_w)) for seat in lay.seats]
        out += [sp.rect for sp in self.cards.sprites()]
        if self.pod_steps and self.pod_steps_age < 3.0 and self.pod_steps_rect is not None:
            out.append(self.pod_steps_rect)  # the steps may sit low beside the hand now
        return out

    def _draw_pod_focus(self, surface, prompt: ActionPrompt, s: float) -> None:
        self.pod_focus.draw(surface, prompt.actions, [b.rect for b in prompt.buttons], s)

    def _draw_marks(self, surface, s: float) -> None:
        """A gold star on every face-up power card and joker, at its bottom-left corner:
        the part of a card that the next card of a fanned hand leaves uncovered."""
        for sp in self.cards.sprites():
            card = getattr(sp, "card", None)
            if card is None or not sp.face_up or sp.moving:
                continue
            if str(card) in POWER_CARDS or card.deck == "joker":
                w, h = sp.size
                c = (int(sp.pos[0] - w * 0.30), int(sp.pos[1] + h * 0.36))
                pygame.draw.circle(surface, theme.GOLD, c, max(6, int(9 * s)))
                img = self.hud.text_img("★", int(12 * s), theme.INK, True)
                surface.blit(img, img.get_rect(center=c))

    def _card_rect(self, card, scale: float = 0.9):
        sp = self.cards.get(card)
        if sp is None or sp.moving:
            return None
        w, h = sp.size
        r = pygame.Rect(0, 0, int(w * scale), int(h * scale))
        r.center = (int(sp.pos[0]), int(sp.pos[1]))
        return r

    def _draw_eligible(self, surface, v, s: float) -> None:
        """The person's power choice: the cards it may pick ringed, the others dimmed."""
        opts = v.choice.options
        eligible = {p for o in opts for p in (o if isinstance(o, tuple) else (o,))}
        for pos, (_, card) in enumerate(v.trick):
            r = self._card_rect(card)
            if r is None or pos == v.choice.actor:
                continue
            if pos in eligible:
                pygame.draw.rect(surface, theme.GOLD_LIGHT, r.inflate(8, 8), max(2, int(4 * s)),
                                 border_radius=int(8 * s))
            else:
                veil = pygame.Surface(r.size, pygame.SRCALPHA)
                veil.fill((0, 0, 0, 140))
                surface.blit(veil, r)
        self._order_marks_on_top(surface)

    def _order_marks_on_top(self, surface) -> None:
        """The trick's order chips again, over the rings and veils just drawn: the ring of
        a card to pick ran through its chip and hid its number (w1z)."""
        if len(self.trick) > 1:
            draw_order_marks(surface, self.trick.order_marks(self.cards.get), self.hud.s,
                             self.hud.text_img)

    def _draw_card_marks(self, surface, s: float) -> None:
        """While the steps run: a removed card crossed out, swapped cards with new values."""
        for card, mark in self.pod_card_marks.items():
            r = self._card_rect(card)
            if r is None:
                continue
            if mark == "✕":
                veil = pygame.Surface(r.size, pygame.SRCALPHA)
                veil.fill((0, 0, 0, 150))
                surface.blit(veil, r)
            img = self.hud.text_img(mark, int(22 * s), theme.GOLD_LIGHT, True)
            chip = img.get_rect(center=(r.centerx, r.bottom - int(14 * s))).inflate(
                int(14 * s), int(6 * s))
            pygame.draw.rect(surface, theme.PANEL, chip, border_radius=chip.h // 2)
            pygame.draw.rect(surface, theme.GOLD, chip, 2, border_radius=chip.h // 2)
            surface.blit(img, img.get_rect(center=chip.center))
        if self.pod_card_marks:
            self._order_marks_on_top(surface)

    def _draw_steps(self, surface, s: float) -> None:
        """The resolution so far, one numbered line per step, beside the trick."""
        size = 15 * s
        imgs = [self.hud.text_img(f"{i + 1}. {line}", int(size), theme.CREAM, i == len(
            self.pod_steps) - 1) for i, line in enumerate(self.pod_steps)]
        # sized for every step of the trick from the first one: a panel that grew with each
        # line moved when it no longer fitted its spot
        full = [self.hud.text_img(f"{i + 1}. {line}", int(size), theme.CREAM, True)
                for i, line in enumerate(self.pod_steps_all or self.pod_steps)]
        w = max(i.get_width() for i in full + imgs) + int(24 * s)
        h = sum(i.get_height() + 3 for i in full) + int(16 * s)
        r = pygame.Rect(0, 0, w, h)
        cx = self.layout.size[0] // 2
        said = self.prompt()
        if said and said[0]:  # above the prompt line, which it covered as the next trick began
            r.midbottom = (cx, int(self.layout.message[1] - 20 * s))
        else:  # below the trick, clear of the person's hand: it lay over the cards' indices
            r.midtop = (cx, int(self.layout.size[1] * 0.665))
            lay = self.layout
            r.bottom = min(r.bottom, int(lay.hand_y - lay.card_h / 2 - 4 * s))
        r = self._steps_clear_of_the_trick(r, s)
        self.pod_steps_rect = r
        if self._steps_outstayed(r, s):
            return
        surface.blit(theme.rounded_panel(r.size, int(10 * s), theme.PANEL, 220,
                                         (*theme.GOLD, 120)), r)
        y = r.y + int(8 * s)
        for img in imgs:
            surface.blit(img, (r.x + int(12 * s), y))
            y += img.get_height() + 3

    def _in_slot(self, *slot) -> list:
        """The card sprites whose slot begins with `slot`: ("trick",), ("hand", seat)."""
        return self.cards.where(lambda sp: isinstance(sp.slot, tuple) and sp.slot[:len(slot)] == slot)

    def _steps_outstayed(self, r: pygame.Rect, s: float) -> bool:
        """The panel of a trick already taken, once the next trick's first card is down,
        over the prompt line or the person's hand: it is no longer drawn (kept where it
        was, it hid the «E» of «Elena está pensando…» and the start of «Te toca: arrastra
        una carta…», 7p 800x480). Within its own trick it stays put."""
        now = {sp.key for sp in self._in_slot("trick")}
        if not now or now & self._steps_keys:
            return False
        line = self._prompt_rect(s)
        mine = [sp.rect for sp in self._in_slot("hand", self.human)]
        return r.collidelist(mine + ([line] if line else [])) >= 0

    def _steps_clear_of_the_trick(self, r: pygame.Rect, s: float) -> pygame.Rect:
        """The step panel off the cards it speaks of: where it went by default it lay over
        the trick (a card of a 3-player trick at 900x560; whole cards with 6 to 8 players).
        It stays there when that is clear; else it goes just below, above or beside the
        trick, or elsewhere on the felt: the spot that covers the least of the trick, then
        of the person's hand, the plaques, the piles of won tricks, the prompt line, the
        title column and the move traces by the plaques together (a whole plaque is worse than the top edge of the
        hand), then of the rivals' hands.
        Once placed it stays for the trick while it is clear (cards flying to the winner's
        pile made it jump), and after, while it is clear of the hand and the prompt."""
        trick = [sp.rect for sp in self._in_slot("trick") if not sp.moving]
        kept = self._steps_spot
        if kept is not None and kept.collidelist(trick) < 0:
            if trick:
                return kept
            line = self._prompt_rect(s)  # the trick taken: a new one may be starting
            clear = [sp.rect for sp in self._in_slot("hand", self.human)] + ([line] if line else [])
            return kept if kept.collidelist(clear) < 0 else r
        if not trick:
            return r
        hands = trace_avoid(self.cards.sprites(), ())
        self._steps_spot = r if r.collidelist(trick + self._won_piles()) < 0 else \
            self._steps_spot_for(r, s, trick, hands)
        self._steps_keys = {sp.key for sp in self._in_slot("trick")}
        return self._steps_spot

    def _steps_spot_for(self, r, s, trick, hands) -> pygame.Rect:
        group = trick[0].unionall(trick[1:])
        tries = spots_around(r, group, int(8 * s), self.layout.size)
        plaques = [a for a in map(self.plaque_anchor, range(self.n)) if a is not None]
        bounds = pygame.Rect((0, 0), self.layout.size).inflate(-int(8 * s), -int(8 * s))
        line = self._prompt_rect(s)
        column = getattr(self, "title_column", None)  # the title, keys and log lines
        mine = [sp.rect for sp in self._in_slot("hand", self.human)]
        seats = mine + plaques + [x for x in (line, column) if x is not None] + self.traces.drawn
        seats += self._won_piles()  # it lay over Lucía's pile (7p 1280x720, seed 1)
        return least_covering([r] + tries, bounds, trick, seats,
                              [x for x in hands if x not in mine])

    def _won_piles(self, empty_too: bool = True) -> list[pygame.Rect]:
        """The places of the piles of won tricks on the felt; `empty_too`, where a pile may
        come (the step panel placed while a trick lies on the felt stays after it is taken,
        when the winner's pile appears: it lay over Lucía's new pile, 5p 1280x720 seed 5)."""
        sh, lay = self.shown, self.layout
        return [pygame.Rect(pile_box(lay.seats[p].pile, lay.small_w)) for p in range(sh.n)
                if empty_too or sh.tricks[p] > 0]

    def _prompt_rect(self, s: float) -> pygame.Rect | None:
        """Where the prompt line is drawn this frame (as TableHud.draw_message), or None."""
        said = self.prompt()
        if not said or not said[0]:
            return None
        img = self.hud.text.get(said[0], int(17 * s), said[1], True)
        r = img.get_rect(center=tuple(map(int, self.layout.message)))
        return r.inflate(int(28 * s), int(10 * s))

    # ------------------------------------------------------------ the end
    def standings(self):
        table = super().standings()
        if not self.poderes:
            return table
        earned = self.view().earned
        counts: dict[str, int] = {}
        for p, key in earned:
            if self.human is None or p == self.human:
                counts[key] = counts.get(key, 0) + 1
        if counts:
            names = ", ".join(self.tr(f"pod.ach.{k}") + (f" ×{n}" if n > 1 else "")
                              for k, n in counts.items())
            table.note = self.tr("pod.earned_list", names=names)
        else:
            table.note = self.tr("pod.none_earned")
        return table
