"""The Bandas table: a city board, secret moves made by dragging thugs and tricks onto the
districts, and the night's reveal district by district at the person's pace.

The engine is the only authority: the move is built here as an `alloc ...` text and the
engine accepts or refuses it (the reason is shown). What the board shows follows the
queued events: the engine has started the next night by the time the reveal plays, so
the reveal reads the night's report, never the engine's current state.
"""
from __future__ import annotations

import copy
from collections import defaultdict

from types import SimpleNamespace

import pygame

from ...engine import bandas as ba
from ...ui import i18n
from ...ui.draw import theme
from ...ui.table.action_log import ActionLog
from ...ui.table.overlay import Cell, RoundOverlay, SummaryTable
from ...ui.table.refusals import Refusals
from ...ui.table.table_base import TableScene
from ...ui.draw.tween import scaled
from .hud import CITY_TINT, BandasHud
from .input import BoardInput
from . import draft_note, moves
from .layout import board_layout
from .reveal import Reveal
from .text import district_name, is_mutual_bribe, step_caption, trick_name

BEAT_SECONDS = 1.3  # one reveal step at normal speed
REFUSALS = Refusals((("placed", "ba.too_many"), ("do not hold", "ba.not_held"),
                     ("rival", "ba.need_rival"), ("bribe", "ba.need_rival"),
                     ("confirmed", "ba.not_now"), ("over", "ba.not_now")))


class BandasTable(BoardInput, TableScene):
    BOT_PAUSE = 0.7
    log_words_of = staticmethod(moves.words)  # districts and tricks by name too

    def __init__(self, app, match, human_seat: int | None = 0):
        super().__init__(app, match, human_seat)
        self.layout = self.make_layout(app.screen.get_size())
        self.hud = BandasHud(self)
        self.shown = SimpleNamespace(turn=None)
        self.reveal: Reveal | None = None
        self.final: tuple | None = None  # the final ranking while it is shown
        self.final_clock = 0.0
        self.overlay = RoundOverlay()  # draws the final ranking
        self.log = ActionLog(moves.describe)
        self.revealing_event = None  # the NightRevealed being shown (logged at its end)
        self.revealed_nights = len(match.view(self._viewer()).history)
        self.new_draft()
        self.restore_draft()

    # ------------------------------------------------------------ the person's draft
    def new_draft(self) -> None:
        self.draft = [0] * 5
        self.draft_trick: list | None = None  # [trick, district, rival]
        self.draft_trick_index: int | None = None
        self.focus = 0
        self.dragging_thug: int | None = None  # -1 from the pool, else a district
        self.dragging_trick: int | None = None
        self.armed_trick: int | None = None  # a trick card clicked, waiting for its district
        self.drop_target: int | None = None
        self.choosing_rival = False
        self.asking_unplaced = False  # «¿Confirmar igual?» with thugs still in the heap

    def current_draft(self) -> draft_note.Draft:
        trick, district, rival = self.draft_trick or (None, None, None)
        return draft_note.Draft(tuple(self.draft), self.draft_trick_index, trick, district, rival)

    def restore_draft(self) -> None:
        """The plan the person had made when the window closed (see `draft_note`)."""
        if self.human is None or not self.human_to_act():
            return
        view = self.view()
        d = draft_note.from_note(
            self.match.notes.get(draft_note.KEY), len(view.history), view.hand, self.rivals(),
            lambda trick: ba.thugs_tonight(view.thugs[self.human], trick))
        if d is None or d.empty:
            return
        self.draft = list(d.thugs)
        if d.trick_index is not None:
            self.draft_trick = [d.trick, d.district, d.rival]
            self.draft_trick_index = d.trick_index
            self.choosing_rival = d.trick == ba.SOBORNO and d.rival is None

    def keep_draft(self) -> None:
        """Each change to the plan is saved with the match, so closing the window loses
        none of it; an empty plan leaves no note. Called every frame: the view and the note
        are made only when the plan has changed since the last frame."""
        d = self.current_draft()
        if d == getattr(self, "_kept_draft", None):
            return
        self._kept_draft = d
        notes = self.match.notes
        live = self.human is not None and self.human_to_act() and not d.empty
        note = draft_note.to_note(d, len(self.view().history)) if live else None
        if note != notes.get(draft_note.KEY):
            if note is None:
                del notes[draft_note.KEY]
            else:
                notes[draft_note.KEY] = note
            self.autosave()

    def thugs_have(self) -> int:
        if self.human is None:
            return 0
        return ba.thugs_tonight(self.view().thugs[self.human],
                                self.draft_trick[0] if self.draft_trick else None)

    def thugs_left(self) -> int:
        return max(0, self.thugs_have() - sum(self.draft))

    def move_text(self) -> str:
        trick = district = rival = None
        if self.draft_trick is not None:
            trick, district, rival = self.draft_trick
        return str(ba.Allocate(tuple(self.draft), trick, district, rival))

    # ------------------------------------------------------------ acting
    @property
    def idle(self) -> bool:
        return (not self.queue and self.reveal is None and self.final is None
                and not self.anim.busy)

    def applied(self, seat: int, action: str) -> None:
        if seat == self.human:  # the plan is the move now
            self.match.notes.pop(draft_note.KEY, None)

    def reason(self, seat: int, engine_text: str) -> str:
        """A short reason in the person's language (the engine speaks English)."""
        return REFUSALS.words(engine_text, self.lang)

    def confirm(self, anyway: bool = False) -> None:
        """Send the person's move. With thugs still in the heap it first asks once
        (a misclick on Confirmar would throw the night's plan away); `anyway` answers yes."""
        self.asking_unplaced = False
        if not self.human_to_act():
            self.say(self.tr("ba.not_now"), error=True)
            return
        if self.draft_trick and self.draft_trick[0] == ba.SOBORNO and self.draft_trick[2] is None:
            self.say(self.tr("ba.need_rival"), error=True)
            self.choosing_rival = True
            return
        if self.thugs_left() > 0 and not anyway:
            self.asking_unplaced = True
            return
        if self.apply(self.human, self.move_text()):
            self.sound("click")

    # ------------------------------------------------------------ events
    def event_handlers(self) -> dict:
        """The events the board shows; the others are only logged (the board reads the view)."""
        return defaultdict(lambda: lambda e: None, {
            ba.NightRevealed: self._on_revealed, ba.NightBegan: self._on_night,
            ba.GameOver: lambda e: self.show_final(e.ranking)})

    def hold_events(self) -> bool:
        """A night's reveal and the final ranking go at their own pace."""
        return self.reveal is not None or self.final is not None or super().hold_events()

    def logs_later(self, ev) -> bool:
        return isinstance(ev, ba.NightRevealed)  # once its reveal is over (`next_beat`)

    def _on_revealed(self, e: ba.NightRevealed) -> None:
        self.revealing_event = e
        self.reveal = Reveal.start(e.report)
        self.reveal.advance()
        self.sound("flip")

    def _on_night(self, e: ba.NightBegan) -> None:
        self.new_draft()
        if e.doubled:
            self.say(self.tr("ba.doubled"), seconds=4.0)

    def show_final(self, ranking) -> None:
        """The final ranking over the board, with a line saying how ties were broken; the
        message line is cleared (the last night's «¡todo vale el doble!» showed on both
        sides of «Continuar»)."""
        self.final = tuple(ranking)
        self.final_clock = 0.0
        self.message = None
        rows, notes = [], []
        for i, (seat, pts, owned, unused) in enumerate(ranking):
            place = 1 + next(j for j, r in enumerate(ranking) if r[1:] == (pts, owned, unused))
            col = theme.GOLD_LIGHT if place == 1 else theme.CREAM
            rows.append([Cell(f"{place}.", col, True), Cell(self.name(seat), col, True),
                         Cell(i18n.minus(pts), col), Cell(str(owned), col), Cell(str(unused), col)])
        for pts in sorted({r[1] for r in ranking}, reverse=True):
            group = [r for r in ranking if r[1] == pts]
            if len(group) < 2:
                continue
            names = ", ".join(self.name(r[0]) for r in group)
            if len({r[1:] for r in group}) == 1:
                why = "ba.tb_shared"
            elif len({r[2] for r in group}) == len(group):
                why = "ba.tb_owned"
            else:
                why = "ba.tb_unused"
            notes.append(f"{names}: {self.tr(why)}")
        table = SummaryTable(self.tr("ba.final"),
                             ["", "", self.tr("ba.col_pts"), self.tr("ba.col_owned"),
                              self.tr("ba.col_unused")], rows,
                             " · ".join(notes) or self.tr("ba.tb_points"),
                             col_x=(0.06, 0.13, 0.50, 0.66, 0.82))
        self.overlay.open(table, None, self.finish_final)

    def _tick_reveal(self, dt: float) -> None:
        rv = self.reveal
        if rv is None:
            return
        speed = self.speed()
        if not rv.hold or self.unattended():
            rv.clock += dt
        if rv.clock >= scaled(BEAT_SECONDS, speed):
            self.next_beat()

    def next_beat(self) -> None:
        rv = self.reveal
        if rv is None:
            return
        if rv.done:
            self.reveal = None
            self.revealed_nights += 1
            if self.revealing_event is not None:
                self.log.feed([self.revealing_event])
                self.revealing_event = None
            self._pump()
            return
        b = rv.advance()
        if b is not None and b.step is not None and b.kind in (ba.SCORE, ba.DOUBLE_WON, ba.DOUBLE_LOST):
            seat = b.step.player
            r = self.layout.seats[seat]
            amount = b.step.amount
            # on the plaque's status row, empty during the reveal: at its top it lay over the
            # «7 pts» it was adding to
            self.hud.float_text(f"{amount:+d}", (r.right - 30 * self.hud.s, r.y + r.h * 0.74),
                                theme.GOLD_LIGHT if amount >= 0 else theme.RED_SOFT, 0.9, sink=True)
            self.sound("trick" if amount >= 0 else "lose_life")

    def finish_final(self) -> None:
        if self.overlay.visible:
            self.overlay.press_continue()  # closes it, which calls back here
            return
        self.final = None
        self._pump()

    # ------------------------------------------------------------ bots
    def bot_to_move(self) -> bool:
        """Every bot still to confirm decides at once, whatever the person does."""
        return any(p in self.bots for p in self.match.to_act())

    def bot_seat(self) -> int | None:
        """Every bot still deciding thinks in turn (their moves are secret and simultaneous,
        so the order does not matter), while the person makes theirs."""
        return next((p for p in self.match.to_act() if p in self.bots), None)

    def trace_move(self, seat: int, action: str) -> None:
        """No words at a seat: a plan is secret until the night's reveal."""

    def history(self):
        """The nights the board has shown: a night still being revealed stays out of it
        (its points would spoil the reveal from the pause menu's «Historial»)."""
        book = super().history()
        if len(book.rows) <= self.revealed_nights:
            return book
        shown = copy.copy(book)  # the kept book goes on updating itself: cut a copy
        shown.rows = book.rows[:self.revealed_nights]
        return shown

    # ------------------------------------------------------------ what the board shows
    def night_thugs(self, report) -> list[int]:
        """Each plaque's thugs tonight as the person may know them: with Refuerzos their own
        +3 as soon as it is chosen (the heap had 15, the plaque said 12), a rival's once the
        night is revealed."""
        if report is not None:
            return [ba.thugs_tonight(k, play.trick if play else None)
                    for k, play in zip(report.thugs, report.plays)]
        thugs = list(self.view().thugs)
        if self.human is not None and self.view().phase == ba.ALLOCATING:
            thugs[self.human] = self.thugs_have()
        return thugs

    def board(self) -> SimpleNamespace:
        v = self.view()
        rv = self.reveal
        history = v.history[:self.revealed_nights]
        night_points = [tuple(sum(r.points[p] for r in rep.results) for p in range(self.n))
                        for rep in history]
        if rv is not None:
            values = list(rv.report.values)
            if ba.CASINO not in rv.counts:
                values[ba.CASINO] = None
            return SimpleNamespace(
                phase=ba.ALLOCATING, revealing=True, can_move=False, scores=rv.scores,
                owners=rv.owners, values=values, thugs=self.night_thugs(rv.report),
                hand_sizes=rv.hand_sizes(v.hand_sizes), to_act=(), last_night=None,
                night_points=night_points, hand=rv.hand(v.hand, self.human),
                night=rv.report.night)
        return SimpleNamespace(
            phase=v.phase, revealing=False,
            can_move=(self.human_to_act() and not self.choosing_rival and not self.asking_unplaced
                      and self.final is None),
            scores=v.scores, owners=v.owners, values=v.values, thugs=self.night_thugs(None),
            hand_sizes=v.hand_sizes, to_act=v.to_act, last_night=v.last_night,
            night_points=night_points, hand=v.hand, night=v.night)

    def caption(self, b) -> tuple[str, tuple, str | None]:
        rv = self.reveal
        if rv is not None:
            beat = rv.beat
            d = beat.district
            hint = self.tr("ba.reveal_paused" if rv.hold else "ba.reveal_hint")
            if beat.step is None or beat.kind == "placed":
                value = rv.report.values[d]
                return self.tr("ba.reveal", d=district_name(d, self.lang), v=value), theme.GOLD_LIGHT, hint
            steps = next((r.steps for r in rv.report.results if r.district == d), ())
            text = step_caption(beat.step, d, self.name, self.lang, self.human,
                                is_mutual_bribe(beat.step, steps))
            return text, theme.CREAM, hint
        if self.message is not None:
            return self.message[0], self.message[1], None
        if self.match.is_terminal() or self.final is not None:
            return "", theme.CREAM, None
        if self.human_to_act():
            if self.draft_trick is not None:
                t, d, r = self.draft_trick
                name = trick_name(t, self.lang)
                if d is None:
                    text = self.tr("ba.trick_all", t=name)
                elif r is not None:
                    text = self.tr("ba.trick_rival", t=name, d=district_name(d, self.lang), name=self.name(r))
                else:
                    text = self.tr("ba.trick_on", t=name, d=district_name(d, self.lang))
                return text, theme.GOLD_LIGHT, None
            return self.tr("ba.your_move"), theme.GOLD_LIGHT, None
        if self.human is not None and self.human not in b.to_act and b.to_act:
            return self.tr("ba.sent"), theme.MUTED, None
        names = ", ".join(self.name(p) for p in b.to_act)
        return (self.tr("ba.waiting", names=names), theme.MUTED, None) if names else ("", theme.CREAM, None)

    # ------------------------------------------------------------ scene hooks
    def opening_event(self, v) -> None:
        """None: the engine's NightBegan opens a match."""

    def _build_static(self, v) -> None:
        """A board drawn from the view each frame: nothing to lay out."""

    def resumed(self) -> None:
        ranking = self.view().ranking
        if self.match.is_terminal() and ranking:
            self.show_final(ranking)

    def make_layout(self, size):
        return board_layout(size[0], size[1], self.n)

    def felt_image(self, size):
        return theme.felt(size, CITY_TINT)

    def before_pump(self, dt: float) -> None:
        """The reveal's and the final ranking's own clocks; the plan kept with the match."""
        self._tick_reveal(dt)
        if self.final is not None:
            self.final_clock += dt
            if self.unattended() and self.final_clock > scaled(2.0, self.speed()):
                self.finish_final()
        if not self.finished and not self.match.is_terminal():
            self.keep_draft()

    def draw(self, surface: pygame.Surface) -> None:
        self.ensure_felt(surface)
        surface.blit(self.felt, (0, 0))
        hud = self.hud
        b = self.board()
        hud.draw_seats(surface, b)
        hud.draw_districts(surface, b)
        hud.draw_scores(surface, b)
        hud.draw_hand(surface, b)
        title = self.tr("ba.night", n=b.night) + ("  ·  ×2" if b.night == ba.NIGHTS else "")
        hud.blit_text(surface, title, 14 * hud.s, (self.layout.scores.centerx,
                      self.layout.scores.bottom - 16 * hud.s), theme.GOLD, True)
        text, color, hint = self.caption(b)
        hud.draw_caption(surface, text, color, hint)
        hud.draw_menu_button(surface, self.layout.menu_button)
        lay = self.layout
        self.log_view.draw_recent(surface, self.recent_log_lines(),
                                  (lay.tricks[2].right + 18 * hud.s, lay.pool.y), hud.s,
                                  hud.text_img, self.tr("log.open"),  # to the window's edge
                                  int(surface.get_width() - lay.tricks[2].right - 26 * hud.s), True)
        hud.draw_drag(surface)
        for f in hud.floaters:
            y = f.pos[1] + (f.t * 4 * hud.s if f.sink else -f.t * 40 * hud.s)  # kept on its row
            hud.blit_text(surface, f.text, 26 * hud.s * f.size, (f.pos[0], y), f.color, True)
        if self.choosing_rival:
            hud.draw_rival_chooser(surface)
        if self.asking_unplaced:
            hud.draw_unplaced_question(surface)
        if self.final is not None:
            hud.draw_final(surface, self.overlay)
        self.draw_top(surface, extras=False)  # a plan is secret: no hint, no words at a seat
