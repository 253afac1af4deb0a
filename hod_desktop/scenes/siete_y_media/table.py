"""The Siete y media table, minimal until the table kit lands: the seat ring with chips,
each seat's cards (the face-down one as a back unless the viewer may see it), the bets,
buttons and keys for bet / card / stand, the settled hand held a moment, the winners.

It draws the viewer's view; the events only pace it (a bot's move waits for the last to
be shown) and hold a settled hand on the felt before the next is dealt.
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from ...engine import siete_y_media as sm
from ...ui import theme
from ...ui.felt import game_name, room_with_felt
from ...ui.seat_hud import SeatPlaques
from ...ui.seat_ring import Plaque
from ...ui.table_base import TableScene
from ...ui.table_hud import HudButton, TableHud
from ...ui.table_shown import SeatsShown
from .text import halves_text

BET_KEYS = {getattr(pygame, f"K_{k}"): k for k in range(1, 6)}


@dataclass(kw_only=True)
class Shown(SeatsShown):
    result: sm.HandResult | None = None  # a settled hand held on the felt


class Hud(SeatPlaques, TableHud):
    def plaque(self, seat: int) -> Plaque:
        t, sh = self.t, self.t.shown
        v = t.cached_view()
        chips = v.chips[seat] if sh.result is None else sh.result.chips[seat]
        out = chips == 0 and seat not in sh.winners
        status = ""
        if v.bets[seat] is not None and sh.result is None:
            status = self.tr("sm.bet_line", n=v.bets[seat])
        return Plaque(t.name(seat), status, theme.CREAM, score=self.tr("sm.chips", n=chips),
                      active=sh.turn == seat and not out, dealer=seat == v.bank,
                      dealer_label="B", out=out)

    def seats_sig(self) -> tuple:
        sh = self.t.shown
        return (self.ring.signature([self.plaque(p) for p in range(sh.n)]), sh.winners)

    def draw_seats(self, surface) -> None:
        self.draw_plaques(surface, range(self.t.shown.n))


class SieteTable(TableScene):
    BOT_PAUSE = 0.5

    def __init__(self, app, match, human_seat: int | None = 0):
        super().__init__(app, match, human_seat)
        self.layout = self.make_layout(app.screen.get_size())
        v = match.view(self._viewer())
        self.shown = Shown(n=self.n, lives=list(v.chips), dealer=v.bank, order=v.order,
                           winners=v.winners)
        self.hud = Hud(self)

    # ------------------------------------------------------------ flow hooks
    def opening_event(self, v):
        return sm.HandStarted(v.hand_no, v.bank, v.order)

    def _build_static(self, v) -> None:
        self.shown.winners = v.winners

    def felt_image(self, size):
        bg = room_with_felt(size, self.layout.felt)
        game_name(bg, "SIETE Y MEDIA", self.layout.center, self.hud.text.get)
        return bg

    def event_handlers(self) -> dict:
        pace = lambda seconds: lambda ev: self.anim.wait(seconds)  # noqa: E731
        handlers = {t: pace(0.25) for t in (sm.BetPlaced, sm.CardsDealt, sm.CardTaken,
                                             sm.Stood, sm.Busted, sm.BankTurned,
                                             sm.BankPassed, sm.PlayerOut)}
        handlers[sm.HandStarted] = self.on_hand_started
        handlers[sm.HandSettled] = self.on_settled
        handlers[sm.GameOver] = lambda ev: self.show_winners(ev.winners, "table.wins")
        return handlers

    def on_hand_started(self, ev) -> None:
        self.shown.result = None
        self.shown.dealer = ev.bank

    def on_settled(self, ev) -> None:
        self.shown.result = ev.result
        self.anim.wait(2.4)

    def reason(self, seat: int, engine_text: str) -> str:
        if self.match.is_terminal() or seat not in self.match.to_act():
            return self.tr("table.not_your_turn")
        return engine_text

    # ------------------------------------------------------------ the person's moves
    def buttons(self) -> list[HudButton]:
        if not self.human_to_act() or self.shown.result is not None:
            return []
        v = self.cached_view()
        s, lay = self.hud.s, self.layout
        if v.phase == sm.BETTING:
            moves = [(self.tr("sm.bet", n=a.split()[1]), a) for a in v.legal]
        else:
            moves = [(self.tr("sm.card"), "card"), (self.tr("sm.stand"), "stand")]
        w, h, gap = int(150 * s), int(42 * s), int(10 * s)
        x = int(lay.center[0] - (len(moves) * (w + gap) - gap) / 2)
        y = int(lay.hand_y - lay.card_h * 0.5 - h - 40 * s)
        return [HudButton(pygame.Rect(x + i * (w + gap), y, w, h), label, action,
                          action in v.legal, accent=action == "stand")
                for i, (label, action) in enumerate(moves)]

    def on_press(self, pos) -> bool:
        if self.catch_up():
            return True
        b = self.hud.button_at(pos, self.buttons())
        if b is not None:
            self.sound("click")
            self.act(b.action)
        return True

    def on_key(self, event) -> bool:
        if self.catch_up() or not self.human_to_act():
            return False
        k = event.key
        if k in BET_KEYS:
            return self.act(f"bet {BET_KEYS[k]}") or True
        if k == pygame.K_c:
            return self.act("card") or True
        if k in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER):
            return self.act("stand") or True
        return False

    def turn_prompt(self):
        if self.human_to_act():
            v = self.cached_view()
            if v.phase == sm.BETTING:
                return self.tr("sm.your_bet", top=len(v.legal)), theme.GOLD_LIGHT
            key = "sm.your_bank" if v.bank == self.human else "sm.your_turn"
            return self.tr(key, total=halves_text(v.known_total(self.human))), theme.GOLD_LIGHT
        return super().turn_prompt()

    # ------------------------------------------------------------ frame
    def seat_cards(self, seat: int) -> list:
        """(card or None for a back) of a seat, as shown now."""
        r = self.shown.result
        if r is not None:
            return list(r.cards[seat])
        v = self.cached_view()
        down = [v.hidden[seat]] if v.face_down[seat] or v.hidden[seat] is not None else []
        return down + list(v.up[seat])

    def draw(self, surface: pygame.Surface) -> None:
        self.ensure_felt(surface)
        surface.blit(self.felt, (0, 0))
        hud, lay, s = self.hud, self.layout, self.hud.s
        hud.draw_seats(surface)
        hud.draw_seats_live(surface)
        for seat, place in enumerate(lay.seats):
            mine = seat == self.human
            w = lay.card_w if mine else lay.small_w
            cards = self.seat_cards(seat)
            x0 = place.hand[0] - (len(cards) - 1) * w * 0.35
            y = lay.hand_y if mine else place.hand[1]
            for i, c in enumerate(cards):
                img = self.app.art.face(c, int(w)) if c is not None else self.app.art.back(int(w))
                surface.blit(img, img.get_rect(center=(int(x0 + i * w * 0.7), int(y))))
            r = self.shown.result
            if r is not None and r.totals[seat] is not None:
                word = self.tr("sm.bust") if r.bust[seat] else halves_text(r.totals[seat])
                change = r.change[seat]
                line = f"{word} · {'+' if change > 0 else ''}{change}" if change is not None else word
                hud.blit_text(surface, line, 16 * s, (place.hand[0], y + w * 0.85),
                              theme.GOLD_LIGHT if (change or 0) > 0 else theme.CREAM, True)
        v = self.cached_view()
        hud.draw_title(surface, self.tr("sm.hand", n=min(v.hand_no, v.max_hands - 1) + 1,
                                        total=v.max_hands), lay.info)
        if self.human is not None:
            hud.draw_keys_line(surface, self.tr("sm.keys"), (lay.info[0], lay.info[1] + 22 * s))
        if self.code:
            hud.blit_text(surface, self.tr("table.code", code=self.code), 13 * s, lay.code,
                          (150, 176, 160), False, "bottomright")
        hud.draw_menu_button(surface, lay.menu_button)
        hud.draw_lit_buttons(surface, self.buttons())
        if self.shown.banner:
            hud.draw_line(surface, self.shown.banner, theme.GOLD_LIGHT, pos=lay.center, glow=True)
        p = self.prompt()
        if p is not None:
            hud.draw_message(surface, p[0], p[1])
        hud.draw_floaters(surface)
        self.draw_top(surface)
