"""Everything drawn on the Brag table that is not a card: seat plaques (name, lives, the
knock and last-turn marks, dealer chip, turn glow), the centre's labels and the mark on
the card the person may not take back, the swap-all and knock buttons (with the reason
when knocking is not allowed), the last-turn banner, the reveal and the pause menu.

It reads the table's `shown` model (what the animations have reached, not the engine's
latest state); plaques and texts are cached surfaces.
"""
from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from ...engine.brag import KNOCK_ALREADY, KNOCK_FIRST_ROUND, KNOCK_NOT_YOUR_TURN, START_LIVES
from ...ui.draw import theme
from ...ui.table.seat_hud import SeatPlaques
from ...ui.table.seat_ring import Plaque
from ...ui.table.table_hud import HudButton, TableHud
from ...ui.table.table_shown import SeatsShown
from ...ui.draw.text_render import wrap
from . import text as _strings  # noqa: F401  (declares the strings)
from .moves import card_text

KNOCK_REASONS = {KNOCK_FIRST_ROUND: "bb.why.first_round", KNOCK_ALREADY: "bb.why.already",
                 KNOCK_NOT_YOUR_TURN: "bb.why.not_your_turn"}


@dataclass
class Shown(SeatsShown):
    """The shown model (ui/table/table_shown) with the deal: turns, the knock, the cards known."""

    deal_no: int
    turns: int = 0
    knocker: int | None = None
    last_turns: tuple[int, ...] = ()
    hand: list = field(default_factory=list)  # the person's cards (engine order)
    centre: list = field(default_factory=lambda: [None, None, None])  # as the person knows it
    revealed: object = None  # the HandsShown being shown


class Hud(SeatPlaques, TableHud):
    FLOAT_ABOVE, FLOAT_BELOW, FLOAT_RISE = 6, 14, 40

    # ------------------------------------------------------------ plaques
    def plaque(self, seat: int) -> Plaque:
        sh = self.t.shown
        if sh.knocker == seat:
            line = self.tr("bb.knocked_mark_you" if seat == self.t.human else "bb.knocked_mark")
            col = theme.GOLD_LIGHT
        elif seat in sh.last_turns:
            line, col = self.tr("bb.last_turn_mark"), theme.RED_SOFT
        else:
            line, col = "", theme.CREAM
        return self.lives_plaque(seat, line, col, heart_slots=START_LIVES, status_bold=True)

    def seats_sig(self) -> tuple:
        sh = self.t.shown
        return (self.ring.signature([self.plaque(p) for p in range(sh.n)]), sh.winners)

    def draw_seats(self, surface) -> None:
        self.draw_plaques(surface, range(self.t.shown.n))

    def draw_seats_live(self, surface) -> None:
        sh = self.t.shown
        if sh.turn is not None and sh.turn not in sh.eliminated and sh.revealed is None:
            self.draw_turn_at(surface, sh.turn)

    # ------------------------------------------------------------ info and banner
    def draw_info(self, surface, code: str | None) -> float:
        """Title, keys line (wrapped in the free column under the title), deal code and menu
        button; returns the y under the keys line (where the log goes)."""
        lay, sh, s = self.t.layout, self.t.shown, self.s
        k = max(1, len(sh.order))
        title = self.tr("bb.deal", n=sh.deal_no + 1, r=min(sh.turns // k + 1, 12))
        if self.t.human_out():
            title = f"{title} · {self.tr('table.watching')}"
        self.draw_title(surface, title, lay.info)
        y = lay.info[1] + 22 * s
        if self.t.human is not None and not self.t.human_out():  # the keys of a seat in play
            y = self.draw_keys_line(surface, self.tr("bb.keys"), (lay.info[0], y))
        if code:
            self.blit_text(surface, self.tr("table.code", code=code), 13 * s, lay.code, (150, 176, 160),
                           False, "bottomright")
        self.draw_menu_button(surface, lay.menu_button)
        return y

    def banner(self) -> tuple[str, pygame.Rect] | None:
        """The last-turn banner's text and place: under the centre (and under the names of
        the cards the person laid there), clear of the seats' cards above the centre."""
        sh = self.t.shown
        if sh.knocker is None or sh.revealed is not None:
            return None
        text = (self.tr("bb.last_round_you") if sh.knocker == self.t.human
                else self.tr("bb.last_round", name=self.t.name(sh.knocker)))
        s = self.s
        img = self.text_img(text, int(19 * s), theme.INK, True)
        r = img.get_rect().inflate(int(26 * s), int(10 * s))
        r.midtop = (int(self.t.layout.center[0]), int(self.t.centre_rect(1).bottom + 24 * s))
        return text, r

    def draw_banner(self, surface) -> None:
        """The last-turn round, said over the felt for everybody to see."""
        b = self.banner()
        if b is None:
            return
        text, r = b
        img = self.text_img(text, int(19 * self.s), theme.INK, True)
        pygame.draw.rect(surface, theme.GOLD_LIGHT, r, border_radius=r.h // 2)
        surface.blit(img, img.get_rect(center=r.center))
        self.lines_drawn.append(pygame.Rect(r))  # said to everybody: a guide keeps off it

    def draw_centre_marks(self, surface, blocked: tuple, refused: tuple | None = None) -> None:
        """The person's own cards from the last swap, marked «tuya», and the names of the
        face-down cards they laid (under the cards). Framed in red: those `refused` (the
        view's takeback_refused; all of `blocked` when not given)."""
        s = self.s
        refused = blocked if refused is None else refused
        known = self.t.shown.centre
        for slot in range(3):
            r = self.t.centre_rect(slot)
            label = card_text(known[slot]) if slot < 2 and known[slot] is not None else ""
            if slot in refused:
                pygame.draw.rect(surface, theme.RED_SOFT, r.inflate(8, 8), max(2, int(3 * s)),
                                 border_radius=int(9 * s))
            if slot in blocked:
                label = f"{self.tr('bb.marked')} {label}".strip()
            if label:  # a face-down card the person laid there: they know it
                self.blit_text(surface, label, 13 * s, (r.centerx, r.bottom + 12 * s),
                               theme.RED_SOFT if slot in refused else theme.MUTED, True)

    def draw_drop_place(self, surface, slot: int, blocked: tuple) -> None:
        """The centre place under the pointer while a card is dragged (or the place chosen
        first): a gold frame drawn over the cards, so the dragged card does not hide it."""
        if slot in blocked:
            return
        s = self.s
        pygame.draw.rect(surface, theme.GOLD_LIGHT, self.t.centre_rect(slot).inflate(10, 10),
                         max(3, int(4 * s)), border_radius=int(9 * s))

    # ------------------------------------------------------------ buttons
    def action_buttons(self, view) -> tuple[list[HudButton], str | None]:
        """Swap all and knock, enabled as the engine's legal actions say; the reason when
        knocking is not allowed (from the engine's view)."""
        lay, s = self.t.layout, self.s
        legal = set(view.legal)
        w, h, gap = int(210 * s), int(42 * s), int(12 * s)
        x0 = int(lay.center[0] + lay.card_w * 1.65 + 24 * s)  # right of the hand
        y = int(lay.hand_y - h * 0.2)
        if self.t.choosing_shown:
            return [HudButton(pygame.Rect(x0, y, w, h), self.tr("bb.cancel"), "cancel")], None
        swap_all = any(a.startswith("swapall") for a in legal)
        knock = "knock" in legal
        buttons = [HudButton(pygame.Rect(x0, y - h - gap, w, h), self.tr("bb.swap_all"), "swapall",
                             swap_all),
                   HudButton(pygame.Rect(x0, y, w, h), self.tr("bb.knock"), "knock", knock, accent=knock)]
        why = None if knock else KNOCK_REASONS.get(view.knock_reason)
        return buttons, (self.tr(why) if why else None)

    def draw_buttons(self, surface, view) -> None:
        buttons, why = self.action_buttons(view)
        self.draw_lit_buttons(surface, buttons)
        if why:
            r = buttons[-1].rect
            y = r.bottom + 12 * self.s
            for line in self.reason_lines(why, r):
                self.blit_text(surface, line, 13 * self.s, (r.x, y), theme.MUTED, False, "midleft")
                y += 16 * self.s

    def reason_lines(self, why: str, button: pygame.Rect) -> list[str]:
        """The knock button's reason, wrapped to the room between the button's left edge and
        the window's right edge (a narrow window would cut it otherwise)."""
        room = int(self.t.layout.size[0] - button.x - 8 * self.s)
        return wrap(why, int(13 * self.s), max(room, 40))

    # ------------------------------------------------------------ the reveal
    def draw_summary(self, surface, overlay, center=None) -> None:
        super().draw_summary(surface, overlay, self.reveal_center(overlay, surface.get_size()))

    def reveal_center(self, overlay, size) -> tuple[float, float]:
        """The showdown's centre: on the felt's middle line, at the height where the panel
        hides least of the cards it is about: the rivals' turned-up hands and the centre's
        three count in full, the person's own hand a quarter (the panel lists it). At
        800x480 it lay over the rivals' hands, then over the centre's three cards; there
        it now takes the top of the person's hand, which its first row repeats."""
        t, lay = self.t, self.t.layout
        default = (lay.center[0], lay.center[1] - lay.card_h * 0.15)
        weighed = [(sp.rect, 0.25 if sp.slot[0] == "hand" and sp.slot[1] == t.human else 1.0)
                   for sp in t.cards.sprites() if sp.slot[0] in ("hand", "centre")]
        if not weighed:
            return default
        panel = overlay.rect(default, size, self.s)
        margin = int(6 * self.s)
        lo, hi = panel.h // 2 + margin, size[1] - (panel.h + 1) // 2 - margin
        if hi < lo:
            return default

        def hidden(y: int) -> float:
            box = panel.copy()
            box.centery = y
            return sum(w * r.clip(box).w * r.clip(box).h for r, w in weighed)

        step = max(2, int(4 * self.s))
        ys = sorted(range(int(lo), int(hi) + 1, step), key=lambda y: (hidden(y), abs(y - default[1])))
        return (default[0], ys[0]) if ys else default
