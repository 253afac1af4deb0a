"""The end of a Chinchón hand: every hand turned face up with its melds grouped, the
lay-offs gliding onto the closer's melds, the points of each player, then the scoreboard
(totals after every hand, who is out, re-entries as "↺ 43" rows). It stays until the person
clicks "Siguiente mano" (or a few seconds when only bots play).

Lay-offs stay readable: a laid-off card is outlined in its owner's colour with a "de Lucía"
tag in the closer's row, its old place in the owner's row is a dashed ghost with an arrow,
the owner's name carries "colocó el 7 de bastos" (no "en …": it would not fit the column,
and a caption says that lay-offs go only onto the closer's melds).

Everything comes from the engine's `HandResult` (the table never counts by itself).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ...engine.chinchon import card_points
from ...engine.chinchon.arrange import shown_meld
from ...ui.draw import theme
from ...ui.table.card_marks import draw_group_bars, draw_owner_tags, owner_runs
from ...ui.table.card_rows import CardRows
from ...ui.table.layout import CARD_RATIO
from ...ui.table.reveal_panel import RevealPanel
from ...ui.table.score_board import BoardCell, draw_score_board, totals_board
from ...ui.table.table_hud import HudButton
from .hud import MELD_COLORS, card_name, player_color

if TYPE_CHECKING:
    from ...ui.table.table_base import TableScene


class Reveal(RevealPanel):
    def __init__(self, table: "TableScene", result, players: tuple[int, ...]):
        super().__init__(len(players))
        self.t = table
        self.result = result
        closer = result.closer
        i = players.index(closer) if closer in players else 0
        rest = [players[(i + k) % len(players)] for k in range(1, len(players))]
        self.rows = [closer] + [p for p in rest if p != closer]  # then in turn order
        self.n_rows = len(self.rows)
        self.geometry()  # places: card -> (x, y); meld_of: card -> meld; layoff_moves

    # ------------------------------------------------------------ geometry
    def geometry(self) -> None:
        t = self.t
        label = t.hud.text_width(t.tr("ch.could"), t.hud.BUTTON_STYLE.font * t.hud.s, True)
        self.frame_geometry(t.layout.size, t.layout.card_w * 0.8, label)  # «¿Podría…? (P)»
        self._layout_cards()

    def _groups(self, seat: int) -> list[list]:
        """Card groups shown in a row: melds (the closer's with the cards laid off on them),
        then the lay-offs (not in the closer's row), then the loose cards."""
        r = self.result
        arr = r.arrangements[seat]
        if arr is None:
            return []
        if seat == r.closer:
            groups = []
            for k, meld in enumerate(r.closer_melds):
                extra = [c for q in self.rows if q != seat and r.arrangements[q] is not None
                         for c, target in r.arrangements[q].lay_offs if target == k]
                groups.append(shown_meld(list(meld) + extra))  # a run in order
            return groups + [list(arr.loose)]
        return [list(m) for m in arr.melds] + [[c for c, _ in arr.lay_offs], list(arr.loose)]

    def _layout_cards(self) -> None:
        """Each card's place (ui/table/card_rows: a lay-off starts in its owner's row and moves to
        the closer's), its meld (the closer's by index, the others' by (row, index)) and who
        laid each lay-off off."""
        r = self.result
        x0, max_w = self.rows_area[0] + self.name_w, self.rows_area[2] - self.name_w - self.pts_w
        groups = [self._groups(seat) for seat in self.rows]
        self.card_rows = CardRows(groups, x0, self.row_ys, self.cw, max_w)
        self.places, self.layoff_moves = self.card_rows.places, self.card_rows.moves
        self.closer_layer = self.card_rows.order_in(0)
        self.meld_of = {c: k for k, g in enumerate(groups[0][:len(r.closer_melds)]) for c in g}
        for row, seat in enumerate(self.rows[1:], 1):
            arr = r.arrangements[seat]
            self.meld_of.update({c: (row, k) for k, m in enumerate(arr.melds if arr is not None else ())
                                 for c in m})
        self.laid_by = {c: self.rows[row] for c, row in self.card_rows.start_row.items()}

    def resized(self) -> None:
        """A new window size: the rows laid out again, every card put in its new place."""
        self.geometry()
        self.settle_cards(self.places, self.layoff_moves)

    # ------------------------------------------------------------ start
    def start(self, sources: dict) -> None:
        """sources: card -> sprite already on the table (taken over by the reveal), for the
        cards the table can show flying; others appear at the player's seat."""
        t = self.t
        for row, seat in enumerate(self.rows):
            for i, c in enumerate(c for grp in self._groups(seat) for c in grp):
                if seat == self.result.closer and c in self.laid_by:
                    continue  # it arrives from its owner's row
                if sources.get(c) is not None:
                    self.take(t.anim, sources[c], c, ("reveal", seat), self.places[c], row * 20 + i,
                              0.05 * row + 0.02 * i)
        self.play_stages(t.anim, 0.75 + 0.05 * len(self.rows) + 0.16, self.layoff_moves,
                         lambda c: self.closer_layer.get(c, 0), lambda: t.sound("deal"),
                         lambda: t.show_totals(self.result))

    # ------------------------------------------------------------ input / time
    def next_button(self) -> HudButton | None:
        if self.stage < 3 or self.t.human is None:
            return None
        key = "ch.see_result" if self.t.match.is_terminal() and self.t.winners_ahead() is not None \
            else "ch.next_hand"
        return HudButton(self.button, self.t.tr(key), "next", accent=True)

    def could_button(self) -> HudButton | None:
        """«¿Podría haber ganado? (P)»: this hand played again with the machine in the
        person's seat (only when the person was dealt in)."""
        h = self.t.human
        if self.next_button() is None or self.result.points[h] is None:
            return None
        return HudButton(self.second, self.t.tr("ch.could"), "could")

    def update(self, dt: float) -> bool:
        """True when the table should go on by itself (all bots, or skipping to the end)."""
        return self.tick(dt, self.t.unattended(), self.t.speed())

    # ------------------------------------------------------------ drawing
    def draw(self, surface) -> None:
        t = self.t
        hud = t.hud
        s = t.layout.size[1] / 720.0
        title = t.tr("ch.reveal_title", n=self.result.hand_no + 1)
        if self.result.chinchon:
            title = t.tr("ch.chinchon", name=t.name(self.result.closer))
        self.draw_frame(surface, hud, s, title, t.tr("ch.layoff_rule", name=t.name(self.result.closer)))
        self.draw_rows(surface, s)
        self.draw_ghosts(surface, s)
        self.cards.draw(surface)
        self.draw_marks(surface, s)
        self.draw_tags(surface, s)
        if self.stage >= 3:
            self.draw_board(surface, s)
            b = self.next_button()
            self.draw_foot(surface, hud, s, [] if b is None else [x for x in (b, self.could_button()) if x],
                           t.mouse, t.tr("ch.next_auto"))

    def draw_rows(self, surface, s: float) -> None:
        t = self.t
        r = self.result
        notes = self.layoff_note_forms() if self.stage >= 1 else {}
        for row, seat in enumerate(self.rows):
            closer = seat == r.closer
            self.draw_row_head(surface, t.hud, s, row, t.name(seat),
                               theme.GOLD_LIGHT if closer else theme.CREAM,
                               t.tr("ch.closer") if closer else "", notes.get(seat, ""),
                               player_color(seat))
            if self.stage >= 2 and r.points[seat] is not None:
                pts = r.points[seat]
                label = t.tr("ch.minus10") if pts < 0 else t.tr("ch.loose_pts", n=pts)
                c = theme.GREEN_OK if pts <= 0 else (theme.RED_SOFT if pts >= 10 else theme.CREAM)
                self.draw_row_result(surface, t.hud, s, row, label, c)

    def draw_marks(self, surface, s: float) -> None:
        """A colour bar under each meld of the reveal (the closer's melds keep one colour
        each, lay-offs join their colour once they arrive); values over the loose cards."""
        closer = self._closer_cards()

        def meld(c):
            m = self.meld_of.get(c)
            return None if isinstance(m, int) and c not in closer and self.stage < 1 else m
        draw_group_bars(surface, self.cards.sprites(), meld, self.cw, MELD_COLORS, s)
        if self.stage >= 2:
            for sp in self.cards.sprites():
                if sp.key not in self.meld_of:
                    self.t.hud.badge(surface, str(card_points(sp.key)),
                                     (sp.pos[0] - self.cw * 0.3, sp.pos[1] - self.cw * CARD_RATIO / 2))

    # ------------------------------------------------------------ lay-offs
    def layoff_notes(self) -> dict:
        """seat -> "colocó el 7 de bastos": what that seat laid off (on the closer's melds)."""
        return {seat: forms[0] for seat, forms in self.layoff_note_forms().items()}

    def layoff_note_forms(self) -> dict:
        """seat -> (the cards named, "colocó 2 cartas"): the short form is drawn when the
        names do not fit under the seat's name (its ghost slots show which cards)."""
        t = self.t
        out: dict = {}
        for seat in self.rows[1:]:
            cards = [c for c, _a, _b in self.layoff_moves if self.laid_by.get(c) == seat]
            if cards:
                names = ", ".join(card_name(c, t.lang) for c in cards)
                you = "_you" if seat == t.human else ""
                out[seat] = (t.tr("ch.laid_note" + you, cards=names),
                             t.tr("ch.laid_count" + you, n=len(cards)))
        return out

    def layoff_tags(self) -> list[tuple[int, list, str]]:
        """(seat, sprites, "de Lucía") for each run of neighbouring cards that one seat laid
        off in the closer's row (a tag over them in that seat's colour)."""
        t = self.t
        if self.stage < 1 or not self.laid_by:
            return []
        row = [sp for sp in self.cards.sprites() if sp.key in self.closer_layer]
        return [(seat, sps, t.tr("ch.laid_by_you") if seat == t.human else
                 t.tr("ch.laid_by", name=t.name(seat))) for seat, sps in owner_runs(row, self.laid_by.get)]

    def draw_ghosts(self, surface, s: float) -> None:
        """Where a laid-off card was in its owner's row: a dashed slot in the owner's colour
        with an arrow up to the closer's row."""
        if self.stage >= 1:
            self.card_rows.draw_ghosts(surface, lambda c: player_color(self.laid_by.get(c)), s,
                                       self.t.hud.blit_text)

    def draw_tags(self, surface, s: float) -> None:
        """The laid-off cards outlined in their owner's colour, a "de Lucía" tag over each run."""
        draw_owner_tags(surface, self.tag_runs(), self.cw, s, player_color, self.subtitle_bottom(s))

    def tag_runs(self) -> list:
        """[(seat, sprites, "de Lucía", "L")]: the runs `draw_tags` marks."""
        return [(seat, sprites, label, self.t.name(seat)[:1]) for seat, sprites, label in self.layoff_tags()]

    def _closer_cards(self) -> set:
        r = self.result
        return {c for m in r.closer_melds for c in m}

    def draw_board(self, surface, s: float) -> None:
        """The totals after every hand the table has shown (ui/table/score_board.totals_board);
        under the rule who is out or came back."""
        t = self.t
        foot = [BoardCell(t.tr("table.eliminated"), theme.RED_SOFT, True, 12) if t.shown.out[p] else
                BoardCell("↺", theme.REENTRY_BLUE, True) if t.shown.reentered[p] else None for p in range(t.n)]
        draw_score_board(surface, t.hud, self.board, s, t.tr("ch.scoreboard"), t.tr("ch.hand_col"),
                         [t.name(p) for p in range(t.n)], self.board_rows(), foot)

    def board_rows(self) -> list:
        return totals_board(self.t.board.timeline(), self.t.n, self.t.limit, self.t.tr("ch.void_row"))
