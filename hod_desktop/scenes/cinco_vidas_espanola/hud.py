"""What the Spanish-deck table draws besides cards, over Cinco Vidas's HUD: the secret
bid on a plaque, the mode in the round title, the spy choice, the bid panel's title per
mode, and the cancelled pairs struck out on the felt."""
from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from ...engine.cinco_vidas_espanola import A_CIEGAS, CHAOS, TWISTED
from ...ui.draw import theme
from ...ui.table.seat_ring import Plaque
from ...ui.table.table_hud import HudButton
from ..cinco_vidas.hud import Hud, Shown
from . import text as _strings  # noqa: F401  (declares the strings)


@dataclass
class EsShown(Shown):
    """Cinco Vidas's shown model plus who has made a secret bid not yet shown."""

    mode: str = "clasico"
    secret: set[int] = field(default_factory=set)
    pairs_of: dict = field(default_factory=dict)  # a shown trick -> its cancelled pairs


class EspanolaHud(Hud):

    def _last_trick(self) -> tuple[str, list]:
        """The Tab panel's last trick with its cancelled cards crossed out, as on the felt
        while it resolved (without them a winning 2 beside two Reyes made no sense)."""
        title, cards = super()._last_trick()
        sh = self.t.shown
        shown = sh.last_trick or sh.before_trick  # the round before's, with no trick yet
        struck = {i for pair in sh.pairs_of.get(tuple(shown or ()), ()) for i in pair}
        return title, [card + (i in struck,) for i, card in enumerate(cards)]

    def plaque(self, seat: int) -> Plaque:
        sh = self.t.shown
        base = super().plaque(seat)
        if seat in sh.secret and sh.bids[seat] is None and seat not in sh.eliminated:
            return Plaque(base.name, self.tr("ce.secret_wait"), theme.GOLD_LIGHT,
                          lives=base.lives, broken=base.broken, active=base.active,
                          dealer=base.dealer, dealer_label=base.dealer_label, out=base.out)
        return base

    def round_title(self) -> str:
        sh = self.t.shown
        mode = self.tr(f"opt.cinco_vidas_espanola.mode.{sh.mode}")
        if getattr(self.t, "poderes", False):  # the overlay changes the game: say so
            mode = f"{mode} + {self.tr('opt.cinco_vidas_espanola.poderes')}"
        if sh.size == 1 and sh.mode in (TWISTED, CHAOS) and self.t.human is not None \
                and self.t.human not in sh.eliminated:
            title = self.tr("ce.round1_own", n=sh.round_no + 1)
        else:
            title = super().round_title()
        return f"{title} · {mode}"

    # ------------------------------------------------------------ bid and spy panels
    def bid_title(self, view) -> str:
        if view.round_size == 1:
            if view.secret_bids:
                return self.tr("ce.bid_title_secret")
            if view.hand:
                return self.tr("ce.bid_title_own")
            return self.tr("cv.bid_title1")
        if view.mode == A_CIEGAS and view.blind:
            return self.tr("ce.bid_title_blind")
        return self.tr("cv.bid_title")

    def draw_bid_panel(self, surface, view) -> list:
        """The bid panel; returns its buttons (the keyboard ring goes round one)."""
        if view.secret_bids:
            sub = self.tr("ce.secret_note")
        elif view.round_size > 1:
            sub = self.tr("cv.bid_sum", sum=sum(b for b in view.bids if b is not None),
                          size=view.round_size)
        else:
            sub = None
        buttons, note = self.build_bid_buttons(view)
        self.draw_choice_panel(surface, self.bid_area(view), self.bid_title(view), sub, buttons, note)
        return buttons

    def build_spy_buttons(self, view) -> list[HudButton]:
        """One button per rival still in the game, and "don't spy"."""
        choices = [(self.tr("ce.spy_none") if a == "spy none" else self.t.name(int(a.split()[1])), a)
                   for a in view.legal]
        _, rects = self.spy_layout([label for label, _ in choices])
        return [HudButton(r, label, a, True) for (label, a), r in zip(choices, rects)]

    def spy_layout(self, labels: list[str]) -> tuple[pygame.Rect, list[pygame.Rect]]:
        """The spy's panel and its buttons, each as wide as the longest name needs: squeezed
        into the bid panel's one row, «No espiar» and «Carmen» ran past their buttons (5
        players from 800x480 to 1920x1080; with 8, buttons of 37 px for 70 px of name).
        More buttons than the bid panel's width holds take two rows in a taller panel."""
        s, area = self.s, pygame.Rect(self.t.layout.bid_panel)
        gap, bh, n = int(10 * s), int(46 * s), len(labels)
        need = max(self.text.get(label, int(self.BUTTON_STYLE.font * s), theme.INK, True)
                   .get_width() for label in labels) + int(28 * s)
        bw = max(need, min(int(150 * s), (area.w - gap * (n + 1)) // max(1, n)))
        cap = area.w  # as wide as the other choice panels: wider, it ran over the rivals' cards
        rows = -(-n // max(1, min(n, (cap - gap) // (bw + gap))))
        per_row = -(-n // rows)
        panel = pygame.Rect(0, 0, max(area.w, per_row * bw + (per_row + 1) * gap),
                            max(area.h, int(60 * s) + rows * (bh + gap) + int(12 * s)))
        panel.center = area.center
        rects = []
        for i in range(n):
            row, col = divmod(i, per_row)
            in_row = min(per_row, n - row * per_row)
            x0 = panel.centerx - (in_row * bw + (in_row - 1) * gap) // 2
            top = panel.y + int(60 * s) + (panel.h - int(72 * s) - rows * (bh + gap) + gap) // 2
            rects.append(pygame.Rect(x0 + col * (bw + gap), top + row * (bh + gap), bw, bh))
        return panel, rects

    def draw_spy_panel(self, surface, view) -> list:
        """The spy's panel; returns its buttons (the keyboard ring goes round one)."""
        buttons = self.build_spy_buttons(view)
        panel, _ = self.spy_layout([b.label for b in buttons])
        self.draw_choice_panel(surface, panel, self.tr("ce.spy_title"), None, buttons, None)
        return buttons

    # ------------------------------------------------------------ cancelled pairs
    def draw_struck(self, surface, struck) -> None:
        """Each cancelled pair: a thick cross over both cards in the pair's colour and a
        numbered chip, so the eye sees which card cancelled which."""
        s = self.s
        for a, b, color, number in struck:
            for key in (a, b):
                sp = self.t.cards.get(key)
                if sp is None or sp.moving:
                    continue
                w, h = sp.size
                r = pygame.Rect(0, 0, int(w * 0.86), int(h * 0.86))
                r.center = (int(sp.pos[0]), int(sp.pos[1]))
                veil = pygame.Surface(r.size, pygame.SRCALPHA)
                veil.fill((20, 20, 20, 90))
                surface.blit(veil, r)
                width = max(3, int(5 * s))
                pygame.draw.line(surface, color, r.topleft, r.bottomright, width)
                pygame.draw.line(surface, color, r.topright, r.bottomleft, width)
                chip = (r.right - int(4 * s), r.top + int(4 * s))
                pygame.draw.circle(surface, color, chip, int(12 * s))
                img = self.text.get(str(number), int(15 * s), theme.INK, True)
                surface.blit(img, img.get_rect(center=chip))
