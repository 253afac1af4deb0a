"""Everything on the Chinchón table that is not a moving card (its strings are in text.py):
card names, the engine's refusals it knows (said by ui/table/refusals), seat plaques (points, a
bar toward the limit, out, re-entry), the stock and the closing spot, the last-taken cards
(ui/table/taken_cards), meld bars and loose values under and over the hand, buttons, the prompt,
the close signal, the re-entry question and the pause menu.

It reads the table's `shown` model (what the animations have reached) and the table's
cached arrangement of the human's hand; text and panels are cached, a frame is blits.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import pygame

from ...ui.draw import theme
from ...ui.i18n import minus
from ...ui.table.card_marks import draw_hand_marks
from ...ui.draw.hud_shapes import drop_spot, number_badge
from ...ui.table.move_words import card_name as _card_name
from ...ui.table.piles import draw_stock_with_names
from ...ui.table.question_box import QuestionBox
from ...ui.table.refusals import Refusals, count_words
from ...ui.table.seat_ring import Plaque, SeatRing
from ...ui.table.table_hud import ButtonStyle, HudButton, TableHud
from ...ui.table.taken_cards import TakenCard, TakenCards, taken_side
from . import text as _strings  # noqa: F401  (declares the strings)

if TYPE_CHECKING:
    from ...ui.table.table_base import TableScene


MELD_COLORS = ((84, 178, 255), (255, 178, 52), (206, 120, 255), (110, 226, 140))
# one colour per seat for what a player laid off in the reveal (apart from the meld colours)
PLAYER_COLORS = ((255, 112, 130), (70, 222, 214), (250, 226, 90), (255, 150, 230),
                 (186, 240, 96), (236, 236, 236))



def player_color(seat: int | None) -> tuple[int, int, int]:
    return PLAYER_COLORS[(seat or 0) % len(PLAYER_COLORS)]


def card_name(card, lang: str) -> str:
    """'el 3 de copas', 'la sota de oros' / 'the 3 of cups'."""
    return _card_name(str(card), lang, "spanish")


# the engine's refusals (English) -> keys of the person's words; named groups fill them in
REFUSALS = Refusals(((r"'s turn|the game is over", "table.not_your_turn"),
                     (r"^draw a card first", "ch.r.draw_first"),
                     (r"^you have drawn already", "ch.r.drawn"),
                     (r"you just took it from the discard", "ch.r.taken"),
                     (r": (?P<count>\d+) cards would stay loose", "ch.r.loose_n"),
                     (r"the loose card (?P<card>\S+) is worth (?P<n>\d+)", "ch.r.loose_high"),
                     (r"no hand in play", "ch.r.no_hand")), {"count": count_words, "card": card_name})


@dataclass
class Shown:
    """What the table shows now: it follows the animated events, not the engine."""

    n: int
    scores: list[int]
    out: list[bool]
    reentered: list[bool]
    hand_no: int = 0
    dealer: int = 0
    stock: int = 0
    in_hand: tuple = ()
    last_taken: list = field(default_factory=list)
    turn: int | None = None
    banner: str | None = None
    closed: bool = False  # a card lies on the closing spot
    exhaustions: int = 0  # stock rebuilds this hand: at 2 the next exhaustion voids it


class Hud(TableHud):
    FLOAT_SECONDS = 1.8
    FLOAT_SIZE, FLOAT_RISE, FLOAT_SHADOW = 24, 40, True
    BUTTON_STYLE = ButtonStyle(3, 18, (64, 70, 66, 200), (44, 50, 46, 200), (140, 146, 140))

    def __init__(self, table: "TableScene"):
        super().__init__(table)
        self.ring = SeatRing(self.text_img)
        self.question = QuestionBox()  # the re-entry question

    def reset_caches(self) -> None:
        super().reset_caches()
        self.ring.reset()

    # ------------------------------------------------------------ plaques
    def plaque_rect(self, seat: int) -> pygame.Rect:
        lay = self.t.layout
        if seat == self.t.human:
            return pygame.Rect(lay.plaque)
        return pygame.Rect(lay.base.seats[seat].plaque)

    def plaque(self, seat: int, active: bool) -> Plaque:
        """What seat `seat`'s plaque shows: points, a bar toward the limit, out, re-entry."""
        sh, limit = self.t.shown, self.t.limit
        score, out = sh.scores[seat], sh.out[seat]
        if out:
            line, lc = self.tr("table.eliminated"), theme.RED_SOFT
        elif sh.reentered[seat]:
            line, lc = "↺ " + self.tr("ch.reentered"), theme.REENTRY_BLUE
        else:
            line, lc = self.tr("ch.limit", limit=limit), theme.MUTED
        return Plaque(self.t.name(seat), line, lc, score=self.tr("ch.points", s=minus(score), n=score),
                      score_short=minus(score), bar=score / max(1, limit), active=active,
                      dealer=seat == sh.dealer, dealer_label=self.tr("table.dealer_chip"), out=out,
                      status_bold=out)

    def seats_sig(self) -> tuple:
        sh = self.t.shown
        return (tuple(sh.scores), tuple(sh.out), tuple(sh.reentered), sh.turn, sh.dealer,
                sh.stock, tuple(sh.last_taken), sh.closed, self.t.lang, sh.exhaustions)

    def draw_static(self, surface) -> None:
        """Plaques, the stock stack, the closing spot, last-taken cards (cached by the table)."""
        sh = self.t.shown
        self.ring.draw(surface, [(self.plaque_rect(p), self.plaque(p, sh.turn == p), None)
                                 for p in range(sh.n)])
        self.taken().draw(surface, self.blit_text, self.tr("ch.took"))
        self.draw_stock(surface)
        self.draw_close_spot(surface, False)

    def taken(self) -> TakenCards:
        """The other seats' last-taken cards by their plaques (ui/table/taken_cards): under a
        plaque, the move trace goes below the card (c6e, 6p 900x560); beside it, «Cogió»
        and the card stay clear of traces (Chinchón 2p 800x480 and 1280x720)."""
        lay, w = self.t.layout, int(self.t.layout.pile_w * 0.5)
        return TakenCards([TakenCard(seat, self.t.look.face(card, w), r,
                                     taken_side(r, lay.base.seats[seat].hand[1], lay.center[0]))
                           for seat, card in enumerate(self.t.shown.last_taken)
                           if seat != self.t.human and card is not None
                           for r in (pygame.Rect(self.plaque_rect(seat)),)], self.s)

    def draw_stock(self, surface) -> None:
        """The stock with its count (in red, with a second line and a frame, when the next
        exhaustion voids the hand) and the discard pile's name."""
        lay, sh = self.t.layout, self.t.shown
        draw_stock_with_names(surface, self.t.look.back(lay.pile_w), lay.stock, sh.stock,
                              lay.discard[0], lay.pile_w, self.s, self.blit_text,
                              self.tr("ch.stock", n=sh.stock), self.tr("ch.discard"),
                              self.tr("ch.stock_last_line") if sh.exhaustions >= 2 else None)

    def draw_close_spot(self, surface, hot: bool, pulse: float = 0.0) -> None:
        lay = self.t.layout
        r = pygame.Rect(lay.pile_rect(lay.close_spot, 1.0))
        pulse = int(pulse * 8) / 8
        img = self.cached(("spot", r.size, hot, pulse, self.t.lang), lambda: drop_spot(
            r, self.tr("ch.close_spot"), hot, pulse, self.s, self.text_img))
        surface.blit(img, img.get_rect(center=r.center))

    # ------------------------------------------------------------ the human's hand
    def draw_meld_marks(self, surface, marks) -> None:
        draw_hand_marks(surface, marks, self.s, self.badge)

    def badge(self, surface, label: str, pos) -> None:
        img = self.cached(("badge", label, int(self.s * 100)),
                          lambda: number_badge(label, self.s, self.text_img))
        surface.blit(img, img.get_rect(center=(int(pos[0]), int(pos[1]))))

    # ------------------------------------------------------------ buttons and lines
    def buttons(self) -> list[HudButton]:
        t = self.t
        lay = t.layout
        out = []
        if not t.human_playing():
            return out  # nothing to sort or close once you are out
        can_sort = t.can_arrange()
        out.append(HudButton(pygame.Rect(lay.sort_button), self.tr("ch.sort"), "sort", can_sort))
        picking = t.picking_close
        label = self.tr("confirm.cancel") if picking else self.tr("ch.close")
        v = t.cached_view()
        ok = picking or (t.human_to_act("discard") and v is not None and v.can_close)
        out.append(HudButton(pygame.Rect(lay.close_button), label, "close", ok, accent=ok and not picking))
        return out

    def draw_info(self, surface) -> None:
        t = self.t
        head = f"{self.tr('ch.hand', n=t.shown.hand_no + 1)} · {self.tr('ch.limit', limit=t.limit)}"
        self.draw_title_block(surface, head, self.tr("ch.keys"), t.code and self.tr("table.code", code=t.code))

    # ------------------------------------------------------------ the re-entry question
    def reentry_buttons(self) -> list[HudButton]:
        return self.question.buttons(self.t.layout.center, self.s, (
            (self.tr("ch.reenter"), "reenter", True), (self.tr("ch.decline"), "decline", False)))

    def draw_reentry(self, surface, total: int) -> None:
        self.question.draw(surface, self, self.t.layout.center, self.tr("ch.reentry_title"),
                           self.tr("ch.reentry_text", n=total), self.reentry_buttons(), self.t.mouse)
