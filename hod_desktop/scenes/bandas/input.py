"""The Bandas table's input: dragging thugs and trick cards, +/− buttons, the keyboard,
the rival chooser, the reveal's pace and the final ranking's button.

A mixin of `BandasTable`: it changes only the person's draft (which the engine checks
when they confirm) and asks the table to confirm, advance the reveal or finish.
"""
from __future__ import annotations

import pygame

from ...engine import bandas as ba
from .text import district_name


class BoardInput:
    # ------------------------------------------------------------ where things are
    def token_area(self, d: int) -> pygame.Rect:
        """Inside district `d`: where the person's own thugs stand (and can be grabbed)."""
        r = self.layout.districts[d]
        s = self.layout.s
        top = r.y + int(216 * s)
        return pygame.Rect(r.x + int(6 * s), top, r.w - int(12 * s), int(70 * s))

    def district_at(self, pos) -> int | None:
        for d, r in enumerate(self.layout.districts):
            if r.collidepoint(pos):
                return d
        return None

    def trick_at(self, pos) -> int | None:
        hand = self.view().hand
        for i, r in enumerate(self.layout.tricks):
            if i < len(hand) and r.collidepoint(pos):
                return i
        return None

    # ------------------------------------------------------------ draft changes
    def add_thug(self, d: int, source: int = -1) -> bool:
        """One thug onto `d`, from the pool (-1) or from district `source`."""
        if source >= 0:
            if source == d:
                return False
            if self.draft[source] <= 0:
                return False
            self.draft[source] -= 1
            self.draft[d] += 1
            return True
        if self.thugs_left() <= 0:
            self.say(self.tr("ba.no_thugs"), error=True)
            return False
        self.draft[d] += 1
        self.sound("play")
        return True

    def remove_thug(self, d: int) -> bool:
        if self.draft[d] <= 0:
            self.say(self.tr("ba.none_here", d=district_name(d, self.lang)), error=True)
            return False
        self.draft[d] -= 1
        return True

    def set_trick(self, index: int | None, district: int | None) -> None:
        """Play hand card `index` on `district` (None: take the trick back)."""
        if index is None:
            self.draft_trick, self.draft_trick_index = None, None
        else:
            trick = self.view().hand[index]
            target = None if trick == ba.REFUERZOS else district
            self.draft_trick = [trick, target, None]
            self.draft_trick_index = index
            self.choosing_rival = trick == ba.SOBORNO
            self.sound("play")
        have = self.thugs_have()  # without Refuerzos the thugs may now be too many
        while sum(self.draft) > have:
            d = max(range(5), key=lambda k: self.draft[k])
            self.draft[d] -= 1

    def cycle_trick(self) -> None:
        """Keyboard: no trick → each held trick in turn, aimed at the focused district."""
        hand = self.view().hand
        nxt = 0 if self.draft_trick_index is None else self.draft_trick_index + 1
        self.set_trick(nxt if nxt < len(hand) else None, self.focus)
        if self.choosing_rival:  # the keyboard picks the rival with R instead
            self.choosing_rival = False
            self.draft_trick[2] = self.rivals()[0]

    def answer_unplaced(self, action: str) -> None:
        self.asking_unplaced = False
        self.hud.question.focus = 0
        if action == "go":
            self.confirm(anyway=True)

    def rivals(self) -> list[int]:
        return [p for p in range(self.n) if p != self.human]

    def cycle_rival(self) -> None:
        if self.draft_trick is None or self.draft_trick[0] != ba.SOBORNO:
            return
        rivals = self.rivals()
        cur = self.draft_trick[2]
        self.draft_trick[2] = rivals[(rivals.index(cur) + 1) % len(rivals)] if cur in rivals else rivals[0]

    # ------------------------------------------------------------ events (TableScene's hooks)
    def follow_pointer(self, dt: float) -> None:
        """The district under a dragged thug or trick is lit."""
        dragging = self.dragging_thug is not None or self.dragging_trick is not None
        self.drop_target = self.district_at(self.mouse) if dragging else None

    def on_press(self, pos) -> bool:
        hud = self.hud
        if self.final is not None:
            if hud.final_button().rect.collidepoint(pos):
                self.finish_final()
            return True
        if self.reveal is not None:
            self.next_beat()
            return True
        if self.asking_unplaced:
            b = hud.button_at(pos, hud.unplaced_buttons())
            if b is not None:
                self.answer_unplaced(b.action)
            return True
        if self.choosing_rival:
            b = hud.button_at(pos, hud.rival_buttons())
            if b is not None:
                self.draft_trick[2] = int(b.action)
                self.choosing_rival = False
            return True
        if not self.human_to_act():
            return True
        for d in range(5):
            if self.layout.plus[d].collidepoint(pos):
                self.add_thug(d)
                return True
            if self.layout.minus[d].collidepoint(pos):
                self.remove_thug(d)
                return True
        if self.layout.confirm.collidepoint(pos):
            self.confirm()
            return True
        if self.layout.pool.collidepoint(pos):
            self.dragging_thug = -1
            return True
        i = self.trick_at(pos)
        armed, self.armed_trick = self.armed_trick, None
        if i is not None:
            if self.draft_trick_index == i:
                self.set_trick(None, None)  # a second grab takes it back first
            self.dragging_trick = i
            return True
        d = self.district_at(pos)
        if d is not None and armed is not None:  # a clicked trick, then its district
            self.set_trick(armed, d)
            self.focus = d
            return True
        if d is not None:
            self.focus = d
            if self.token_area(d).collidepoint(pos) and self.draft[d] > 0:
                self.dragging_thug = d
        return True

    def on_release(self, pos) -> bool:
        target = self.district_at(pos)
        if self.dragging_thug is not None:
            source, self.dragging_thug = self.dragging_thug, None
            if target is not None and target != source:
                self.add_thug(target, source)
                self.focus = target
            elif target is None and source >= 0:
                self.remove_thug(source)  # dragged off the board: back to the pool
        elif self.dragging_trick is not None:
            index, self.dragging_trick = self.dragging_trick, None
            if target is not None:
                self.set_trick(index, target)
                self.focus = target
            elif self.trick_at(pos) == index:
                self.armed_trick = index  # clicked, not dragged: the next district gets it
        self.drop_target = None
        return True

    def shared_key(self, event) -> bool:
        """No keys before the table's own: H is said in `on_key`, P holds the reveal."""
        return False

    def on_escape(self) -> bool:
        """Esc answers «back» to the unplaced thugs' question, or drops the rival chooser."""
        if self.asking_unplaced:
            self.answer_unplaced("back")
        elif self.choosing_rival:
            self.choosing_rival = False
            self.set_trick(None, None)
        else:
            return False
        return True

    def on_key(self, event) -> bool:
        k = event.key
        if self.asking_unplaced:  # ←/→ and Intro: go on or back to placing
            answer = self.hud.question.key(k, self.hud.unplaced_buttons())
            if isinstance(answer, str):
                self.answer_unplaced(answer)
            return True
        if self.final is not None:
            if k in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self.finish_final()
            return True
        if self.reveal is not None:
            if k == pygame.K_p:
                self.reveal.hold = not self.reveal.hold
            elif k in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_RIGHT):
                self.next_beat()
            return True
        if k == pygame.K_h and not self.choosing_rival:
            self.show_history()  # «Historial (H)», as the pause menu says
            return True
        if self.choosing_rival:
            rivals = self.rivals()
            if event.unicode and event.unicode.isdigit() and 1 <= int(event.unicode) <= len(rivals):
                self.draft_trick[2] = rivals[int(event.unicode) - 1]
                self.choosing_rival = False
            return True
        if not self.human_to_act():
            return False
        if k in (pygame.K_LEFT, pygame.K_RIGHT):
            self.focus = (self.focus + (1 if k == pygame.K_RIGHT else -1)) % 5
        elif event.unicode in ("1", "2", "3", "4", "5"):
            self.focus = int(event.unicode) - 1
        elif k in (pygame.K_UP, pygame.K_PLUS, pygame.K_KP_PLUS, pygame.K_EQUALS):
            self.add_thug(self.focus)
        elif k in (pygame.K_DOWN, pygame.K_MINUS, pygame.K_KP_MINUS):
            self.remove_thug(self.focus)
        elif k == pygame.K_t:
            self.cycle_trick()
        elif k == pygame.K_r:
            self.cycle_rival()
        elif k in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.confirm()
        else:
            return False
        return True
