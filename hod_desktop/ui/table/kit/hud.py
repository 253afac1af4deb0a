"""What the kit's table draws that is not a card: each seat's plaque from its `SeatModel`
(lives as hearts, or score or chips; the status word and the stake; the dealer's chip; the
turn's glow), the stock, each hand's count beside its cards, the title block, and the
buttons built from the person's legal actions (a numbered verb, `bet 3`, makes a row of
numbers; other actions a button each, named by their move words)."""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from ... import i18n
from ...draw import theme
from ...draw.hud_shapes import number_badge
from ..move_words import move_words
from ..piles import draw_stack
from ..seat_hud import SeatPlaques
from ..seat_ring import Plaque
from ..table_hud import HudButton, TableHud
from . import places
from . import words as _words  # noqa: F401  (the kit's strings)


@dataclass
class KitShown:
    """What the table shows now: the last model the animations reached (not the engine's
    latest), whose turn the glow marks and the winners' banner."""

    model: object  # engine.table_model.TableModel
    turn: int | None = None
    banner: str | None = None

    @property
    def n(self) -> int:
        return len(self.model.seats)

    @property
    def eliminated(self) -> set[int]:
        return {p for p, s in enumerate(self.model.seats) if s.out}

    @property
    def lives(self) -> list[int]:
        return [s.lives or 0 for s in self.model.seats]

    @property
    def winners(self) -> tuple[int, ...]:
        return self.model.winners


def numbered(action: str) -> bool:
    """`bet 3`: a verb and a number (the number is its button's label and its key)."""
    words = action.split()
    return len(words) == 2 and words[1].isdigit()


def stake_chip(label: str, s: float, text_img) -> pygame.Surface:
    """A gaming chip (gold, with a dashed rim) with the stake's number."""
    t = text_img(label, int(16 * s), theme.INK, True)
    rad = max(t.get_width(), t.get_height()) // 2 + int(6 * s)
    img = pygame.Surface((rad * 2 + 4, rad * 2 + 4), pygame.SRCALPHA)
    pygame.draw.circle(img, (0, 0, 0, 110), (rad + 2, rad + 4), rad)
    pygame.draw.circle(img, theme.GOLD, (rad, rad), rad)
    pygame.draw.circle(img, theme.CREAM, (rad, rad), rad, max(2, int(3 * s)))
    pygame.draw.circle(img, theme.GOLD_DARK, (rad, rad), int(rad * 0.72), 1)
    img.blit(t, t.get_rect(center=(rad, rad)))
    return img


class KitHud(SeatPlaques, TableHud):
    FLOAT_RISE = 34

    def word(self, kind: str, word: str) -> str:
        """A game's word (`<code>.<kind>.<word>`), or "" when the game has none."""
        key = f"{self.t.prefix}.{kind}.{word}"
        return self.tr(key) if word and i18n.has(key, self.t.lang) else ""

    # ------------------------------------------------------------ plaques
    def plaque(self, seat: int) -> Plaque:
        sh, t = self.t.shown, self.t
        m = sh.model.seats[seat]
        word = self.word("status", m.status)  # else the stake (also a chip by the cards)
        parts = [word] if word else [self.tr("kit.stake", n=m.stake)] if m.stake is not None else []
        color = t.STATUS_COLORS.get(m.status, theme.CREAM)
        won = seat in sh.model.winners
        out = m.out and not won
        common = dict(active=sh.turn == seat and not out, dealer=seat == sh.model.dealer,
                      dealer_label=self.word("chip", "dealer") or self.tr("table.dealer_chip"),
                      out=out)
        if won:
            parts, color = [self.tr("results.winner_tag")], theme.GOLD_LIGHT
        line = " · ".join(parts)
        if m.lives is not None:
            return Plaque(t.name(seat), line, color, lives=m.lives, broken=self.ring.broken(seat), **common)
        if m.chips is not None:
            score, short = self.tr("kit.chips", n=m.chips), str(m.chips)
        elif m.score is not None:
            score, short = self.tr("kit.score", n=i18n.minus(m.score)), i18n.minus(m.score)
        else:
            score = short = None
        return Plaque(t.name(seat), line, color, score=score, score_short=short, **common)

    def seats_sig(self) -> tuple:
        m = self.t.shown.model
        return (self.ring.signature([self.plaque(p) for p in range(len(m.seats))]), m.stock)

    def draw_seats(self, surface) -> None:
        """The still part: the plaques and the stock (cached by the table)."""
        m, lay = self.t.shown.model, self.t.layout
        self.draw_plaques(surface, range(len(m.seats)))
        if m.stock:
            back = self.t.look.back(int(lay.trick_w))
            draw_stack(surface, back, self.t.stock_spot(), m.stock, spread="stock", shadow=True)

    # ------------------------------------------------------------ counts and title
    def draw_counts(self, surface) -> None:
        """Each hand's count (its value as the person may count it): right of the person's
        last card, under the middle of another seat's row (off its plaque)."""
        t = self.t
        for p, m in enumerate(t.shown.model.seats):
            row = [t.cards.get(k) for k in t.hands.get(p) or ()]
            if not m.count or not row or None in row or any(s.moving for s in row):
                continue
            k = self.s * 1.25  # the count reads at a glance, even by a rim seat's small cards
            img = self.cached(("count", m.count, k), lambda: number_badge(m.count, k, self.text_img))
            last = row[-1]
            if p == t.human:
                at = dict(midleft=(int(last.pos[0] + last.width * 0.54), int(last.pos[1] + last.width * 0.4)))
            else:
                x = (row[0].pos[0] + last.pos[0]) / 2
                at = dict(midtop=(int(x), int(last.pos[1] + last.width * 0.45)))
            surface.blit(img, img.get_rect(**at))

    def draw_stakes(self, surface) -> None:
        """Each seat's stake, a chip with its number before its first card (or where its
        cards will lie)."""
        t, s = self.t, self.s
        for p, m in enumerate(t.shown.model.seats):
            if m.stake is None:
                continue
            keys = t.hands.get(p) or ()
            first = t.cards.get(keys[0]) if keys else None
            if first is not None and first.moving:
                continue
            if first is not None:
                at = dict(midright=(int(first.pos[0] - first.width * 0.56), int(first.pos[1])))
            else:
                at = dict(center=tuple(map(int, places.seat_row(t.layout, p, t.human, 1)[0][:2])))
            img = self.cached(("stake", m.stake, s), lambda: stake_chip(str(m.stake), s, self.text_img))
            surface.blit(img, img.get_rect(**at))

    def title(self) -> str:
        m, t = self.t.shown.model, self.t
        key = "round_of" if m.rounds else "round"
        if not m.round_no:
            text = self.tr(f"game.{t.match.game}")
        else:  # the game's own word for a round («Mano 3 de 12»), else the kit's
            own = f"{t.prefix}.{key}"
            text = self.tr(own if i18n.has(own, t.lang) else f"kit.{key}", n=m.round_no, k=m.rounds)
        note = self.word("note", m.note)
        return f"{text} · {note}" if note else text

    def keys_line(self) -> str:
        """The keys of this game: the digits of its numbered actions and its own letters."""
        t = self.t
        keys = [f"{k.upper()} {self.tr(f'{t.prefix}.key.{verb}')}" for verb, k in t.ACTION_KEYS.items()]
        if t.DIGITS:
            keys.insert(0, f"{self.tr('kit.keys_digits', k=t.DIGITS)} {self.tr(f'{t.prefix}.key.digits')}")
        return self.tr("kit.keys", keys=" · ".join(keys))

    def draw_info(self, surface, code: str | None) -> float:
        """The title block; returns the y under it (where the log's last lines go)."""
        self.draw_title_block(surface, self.title(), self.keys_line(),
                              code and self.tr("table.code", code=code), "")
        return getattr(self, "info_bottom", self.t.layout.info[1] + 60 * self.s)

    # ------------------------------------------------------------ the person's actions
    def action_area(self) -> pygame.Rect:
        lay, s = self.t.layout, self.s
        w, h = min(lay.size[0] * 0.62, 440 * s), 104 * s
        bottom = lay.message[1] - 16 * s
        return pygame.Rect(int(lay.center[0] - w / 2), int(bottom - h), int(w), int(h))

    def action_buttons(self, legal) -> list[HudButton]:
        """A button per legal action that is not a card's (those are clicked on the card)."""
        acts = [a for a in legal if not self.t.card_of_action(a)]
        if not acts:
            return []
        labels = [a.split()[1] if numbered(a) else self.label(a) for a in acts]
        wide = not all(map(numbered, acts))
        return self.choice_row(self.action_area(), [(lab, a, True) for lab, a in zip(labels, acts)],
                               max_w=170 if wide else 64, gap=14, height=48)

    def label(self, action: str) -> str:
        """A button's words: the game's `move.button.<verb>`, else the move's advice words."""
        key = f"move.button.{action.split()[0]}"
        if len(action.split()) == 1 and i18n.has(key, self.t.lang):
            return self.tr(key)
        return move_words(action, self.t.lang, "advice", deck=self.t.deck)

    def draw_actions(self, surface, buttons: list[HudButton]) -> None:
        m = self.t.shown.model
        title = self.word("ask", m.phase) or self.tr("kit.your_move")
        self.draw_choice_panel(surface, self.action_area(), title, None, buttons, None)
