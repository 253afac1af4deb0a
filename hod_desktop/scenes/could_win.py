"""«¿Podría haber ganado?»: the same deal played again, bots only, with the top-level bot
in the person's seat (ai/replay), thought a few milliseconds per frame, then both
outcomes side by side: the person's match and the machine's, with the standings, the
person's seat's lives or points round by round, and one line of verdict. With
`round_no`, only that round is played again (from where it began, the table's bots as
they stood then) and both sides show that round: bids, tricks and lives lost, or the
points of the hand (scenes/could_win_round.py)."""
from __future__ import annotations

import time

import pygame

from ..ai.replay import replay_thinking, round_replay_thinking
from ..engine.history import DEALS, LIVES, NIGHTS, POINTS, SCORES, HistoryBook
from ..ui import i18n
from ..ui.draw import theme
from ..ui.draw.text_render import text
from ..ui.widgets.ui_scene import UIScene
from ..ui.widgets.controls import Label
from .could_win_round import draw_round_side, round_side, round_verdict, seat_moves
from .standings import standings

BUDGET = 0.012  # seconds of replay per frame

i18n.declare("could.title", "¿Podría haber ganado?")
i18n.declare("could.button", "¿Podría haber ganado?")
i18n.declare("could.button_key", "¿Podría haber ganado? (P)")
i18n.declare("could.working", "Jugando el mismo reparto con la máquina en tu sitio…")
i18n.declare("could.stop", "Esc o «Volver»: dejarlo")
i18n.declare("could.you", "Tu partida")
i18n.declare("could.bot", "La máquina en tu sitio")
i18n.declare("could.place", "{place}.º puesto")
i18n.declare_plural("could.lives", "{n} vida", "{n} vidas", "n")
i18n.declare_plural("could.points", "{n} punto", "{n} puntos", "n")
i18n.declare_plural("could.chips", "{n} ficha", "{n} fichas", "n")
i18n.declare("could.won", "Ganas")
i18n.declare("could.bot_won", "Gana")
i18n.declare("could.v.both", "Los dos ganáis con este reparto.")
i18n.declare("could.v.bot", "Con este reparto se podía ganar: la máquina lo consigue.")
i18n.declare("could.v.you", "Lo hiciste mejor que la máquina: ella no gana este reparto.")
i18n.declare("could.v.better", "Nadie gana desde tu sitio, pero la máquina acaba mejor colocada.")
i18n.declare("could.v.worse", "Nadie gana desde tu sitio, y la máquina acaba peor que tú.")
i18n.declare("could.v.same", "Nadie gana desde tu sitio: acabáis en el mismo puesto.")
i18n.declare("could.by_round", "Tu sitio, ronda a ronda")
i18n.declare("could.by_hand", "Tu sitio, mano a mano")
i18n.declare("could.by_night", "Tu sitio, noche a noche")
i18n.declare("could.v.same_bot",
             "Nadie gana desde tu sitio; en el mismo puesto, la máquina acaba con mejor marcador.")
i18n.declare("could.v.same_you",
             "Nadie gana desde tu sitio; en el mismo puesto, tú acabas con mejor marcador.")
i18n.declare("could.back", "Volver")
i18n.declare("could.round_title", "¿Podría haber ganado la ronda {n}?")
i18n.declare("could.round_working", "Jugando otra vez esta ronda con la máquina en tu sitio…")
i18n.declare("could.r.you_round", "Tu ronda")
i18n.declare("could.r.bid", "Pide {bid} · hace {won}")
i18n.declare("could.r.lost", "pierde {n}")
i18n.declare("could.r.kept", "no pierde vidas")
i18n.declare_plural("could.r.points", "{n} punto en la mano", "{n} puntos en la mano", "n")
i18n.declare("could.r.closes", "Cierra con {n}")
i18n.declare("could.r.chinchon", "¡Chinchón!")
i18n.declare("could.r.void", "Mano nula")
i18n.declare_plural("could.r.chips_won", "Gana {n} ficha", "Gana {n} fichas", "n")
i18n.declare_plural("could.r.chips_lost", "Pierde {n} ficha", "Pierde {n} fichas", "n")
i18n.declare("could.r.chips_even", "Ni gana ni pierde fichas")
i18n.declare("could.r.col_bid", "Pidió/hizo")
i18n.declare("could.r.col_lost", "Vidas")
# the cells read «25 → 40»: «Puntos» over «25 → 25» read as unchanged
i18n.declare("could.r.col_points", "Mano → total")
i18n.declare("could.r.bot", "La máquina lo hace mejor en tu sitio en esta ronda.")
i18n.declare("could.r.you", "Lo hiciste mejor que la máquina en esta ronda.")
i18n.declare("could.r.same", "La máquina no lo hace mejor: mismo resultado en esta ronda.")
i18n.declare("could.hand_title", "¿Podría haber ganado la mano {n}?")
i18n.declare("could.hand_working", "Jugando otra vez esta mano con la máquina en tu sitio…")
i18n.declare("could.r.you_hand", "Tu mano")
i18n.declare("could.r.win", "Dice «Gano»")
i18n.declare("could.r.lose", "Dice «Pierdo»")
i18n.declare("could.r.moves", "Jugadas de tu sitio")
i18n.declare("could.h.bot", "La máquina lo hace mejor en tu sitio en esta mano.")
i18n.declare("could.h.you", "Lo hiciste mejor que la máquina en esta mano.")
i18n.declare("could.h.same", "La máquina no lo hace mejor: mismo resultado en esta mano.")
i18n.declare("could.r.key", "P: ¿podría haber ganado esta ronda?")


def deck_of(game: str) -> str | None:
    from .. import game_list

    try:
        return game_list.entry(game).deck
    except LookupError:
        return None


def seat_by_round(book, seat: int) -> list[int]:
    """The seat's lives after each round (up to the first 0: out of the game), or its
    total after each hand or night (each row's `after`, engine.rounds)."""
    values = [r.after[seat] for r in book.rows]
    if book.kind in (LIVES, DEALS) and 0 in values:
        values = values[:values.index(0) + 1]
    return values


def verdict(mine: dict, bots: dict, you_won: bool, bot_won: bool) -> str:
    """The key of the one-line verdict from both results of the person's seat."""
    if you_won and bot_won:
        return "could.v.both"
    if bot_won:
        return "could.v.bot"
    if you_won:
        return "could.v.you"
    if bots["place"] < mine["place"]:
        return "could.v.better"
    if bots["place"] > mine["place"]:
        return "could.v.worse"
    a, b = mine.get("score"), bots.get("score")
    if a is not None and b is not None and a != b:  # same place: the better score says it
        more_wins = mine.get("more_wins")  # lives and Bandas' points: more is better
        if more_wins is None:
            more_wins = mine.get("kind") != "points"
        return "could.v.same_bot" if (b > a) == more_wins else "could.v.same_you"
    return "could.v.same"


class CouldWinScene(UIScene):
    """Thinks the replay over frames, then shows both outcomes; Esc/«Volver» goes back."""

    def __init__(self, app, match, human_seat: int = 0, round_no: int | None = None,
                 start_bots: dict | None = None):
        super().__init__(app)
        self.match = match
        self.seat = human_seat
        self.round_no = round_no  # None: the whole match
        # a points game (Chinchón) calls its rounds hands
        self.hands = round_no is not None and HistoryBook(match).kind in (POINTS, SCORES)
        if round_no is None:
            self.thinking = replay_thinking(match, human_seat)
        else:
            self.thinking = round_replay_thinking(match, human_seat, round_no, start_bots)
        self.replay = None
        self.moves = 0
        self.played = 0  # moves the replay has made (the thinking yields them)
        # the replay takes about as many moves as the match did: a bar shows how far it is
        self.expected = max(1, len(match.actions)) if round_no is None else None

    opaque = True

    def back(self) -> None:
        self.app.scenes.pop()

    def needs_frames(self) -> bool:
        """The replay thinks a little every frame: the app must not sleep on events
        meanwhile (it would think 12 ms every 2 s)."""
        return self.replay is None

    def update(self, dt) -> None:
        super().update(dt)
        if self.replay is None:
            self.step(BUDGET)

    def step(self, budget: float) -> None:
        """Advance the replay for `budget` seconds (all of it with budget=inf); nothing once
        it is done (a spent generator would stop again with no result)."""
        if self.replay is not None:
            return
        t0 = time.perf_counter()
        try:
            while time.perf_counter() - t0 < budget:
                played = next(self.thinking)
                self.moves += 1
                if played is not None:
                    self.played = played
        except StopIteration as done:
            self.replay = done.value
            self.rebuild()

    def finish(self) -> None:
        self.step(float("inf"))

    # ------------------------------------------------------------ what to show
    def side(self, match) -> dict:
        rows = standings(match, self.seat)
        mine = next(r for r in rows if r["seat"] == self.seat)
        return {"place": mine["place"], "score": mine["score"], "kind": mine["kind"],
                "more_wins": mine.get("more_wins"),
                "won": self.seat in match.winners(), "rows": rows,
                "book": HistoryBook(match)}

    def build(self) -> None:
        tr = self.app.tr
        w, h = self.size
        panel = self.add_centered_panel(min(self.px(1100), int(w * 0.95)),
                                        min(self.px(660), int(h * 0.94)), alpha=250)
        title = tr("could.title") if self.round_no is None else \
            tr("could.hand_title" if self.hands else "could.round_title", n=self.round_no + 1)
        self.ui.add(Label((panel.centerx, panel.y + self.px(18)), title, self.px(34),
                          theme.GOLD, align="center", shadow=True, display=True))
        self.add_corner_button(panel, self.px(28), tr("could.back"), self.back,
                               size=(170, 46), font=20)
        self.sides = None
        if self.replay is not None and self.round_no is None:
            self.sides = (self.side(self.match), self.side(self.replay))
        elif self.replay is not None:
            self.sides = (round_side(self.match, self.round_no, self.seat),
                          round_side(self.replay, self.round_no, self.seat))
            lang, deck = self.app.settings.get("lang", "es"), deck_of(self.match.game)
            for side, m in zip(self.sides, (self.match, self.replay)):
                side["moves"] = seat_moves(m, self.round_no, self.seat, lang, deck)

    def name(self, seat: int) -> str:
        return i18n.seat_name(seat, self.app.settings.get("lang", "es"), self.seat)

    def score_text(self, side: dict) -> str:
        if side["score"] is None:
            return ""
        key = {"lives": "could.lives", "chips": "could.chips"}.get(side["kind"], "could.points")
        return self.app.tr(key, n=str(side["score"]).replace("-", "−"))

    def side_head(self, side: dict) -> str:
        """A side's headline: its place and score («3.º puesto · 0 vidas», «Place 3 · 0
        lives»)."""
        return f"{self.app.tr('could.place', place=side['place'])} · {self.score_text(side)}"

    def verdict_key(self) -> str:
        """The one-line verdict's text key (once the replay is done)."""
        mine, bots = self.sides
        if self.round_no is None:
            return verdict(mine, bots, mine["won"], bots["won"])
        key = round_verdict(mine, bots)
        return key.replace("could.r.", "could.h.") if self.hands else key  # «en esta mano»

    def draw_overlay(self, surface) -> None:
        tr = self.app.tr
        p = self.panel
        if self.sides is None:
            key = "could.working" if self.round_no is None else \
                "could.hand_working" if self.hands else "could.round_working"
            img = text(tr(key, n=self.moves), self.px(20), theme.CREAM)
            surface.blit(img, img.get_rect(center=p.center))
            self.draw_progress(surface, p)
            return
        mine, bots = self.sides
        vkey = self.verdict_key()
        img = text(tr(vkey), self.px(20), theme.GOLD_LIGHT, True)
        surface.blit(img, img.get_rect(midtop=(p.centerx, p.y + self.px(66))))
        top = p.y + self.px(106)
        colw = (p.w - self.px(96)) // 2
        you = tr("could.you") if self.round_no is None else \
            tr("could.r.you_hand" if self.hands else "could.r.you_round")
        for i, (side, title) in enumerate(((mine, you), (bots, tr("could.bot")))):
            x = p.x + self.px(32) + i * (colw + self.px(32))
            rect = pygame.Rect(x, top, colw, p.bottom - top - self.px(96))
            if self.round_no is None:
                self.draw_side(surface, rect, side, title)
            else:
                draw_round_side(surface, rect, side, title, self.s, tr, self.name)

    def progress(self) -> float | None:
        """How far the whole-match replay has come (0..0.99), None for a round's."""
        if self.expected is None:
            return None
        return min(0.99, self.played / self.expected)

    def draw_progress(self, surface, p: pygame.Rect) -> None:
        """Under the working line: a bar (whole match) and how to leave (it took 30-40 s
        on a loaded machine with static words and nothing said about Esc)."""
        share = self.progress()
        y = p.centery + self.px(26)
        if share is not None:
            bar = pygame.Rect(p.centerx - self.px(180), y, self.px(360), max(4, self.px(6)))
            pygame.draw.rect(surface, (40, 60, 50), bar, border_radius=3)
            pygame.draw.rect(surface, theme.GOLD, (bar.x, bar.y, int(bar.w * share), bar.h),
                             border_radius=3)
            y = bar.bottom + self.px(14)
        img = text(self.app.tr("could.stop"), self.px(15), theme.MUTED)
        surface.blit(img, img.get_rect(midtop=(p.centerx, y)))

    def draw_side(self, surface, rect: pygame.Rect, side: dict, title: str) -> None:
        tr = self.app.tr
        box = theme.rounded_panel(rect.size, self.px(14), (12, 40, 28), 200, theme.PANEL_EDGE)
        surface.blit(box, rect)
        pad = self.px(16)
        y = rect.y + pad
        img = text(title.upper(), self.px(15), theme.MUTED, True)
        surface.blit(img, (rect.x + pad, y))
        y += img.get_height() + self.px(6)
        img = text(self.side_head(side), self.px(24), theme.GOLD if side["won"] else theme.CREAM, True)
        surface.blit(img, (rect.x + pad, y))
        y += img.get_height() + self.px(10)
        fs = self.px(17)
        for r in side["rows"]:
            color = theme.GOLD_LIGHT if r["winner"] else theme.CREAM
            me = r["seat"] == self.seat
            line = f"{r['place']}. {self.name(r['seat'])}"
            img = text(line, fs, color, me or r["winner"])
            surface.blit(img, (rect.x + pad, y))
            if r["score"] is not None:
                s = text(str(r["score"]).replace("-", "−"), fs, color, True)
                surface.blit(s, s.get_rect(topright=(rect.right - pad, y)))
            y += int(fs * 1.35)
        # the person's seat round by round: lives left, or the total after each hand
        book = side["book"]
        values = seat_by_round(book, self.seat)
        if values and y + self.px(40) < rect.bottom:
            y += self.px(8)
            key = {POINTS: "could.by_hand", SCORES: "could.by_hand",
                   NIGHTS: "could.by_night"}.get(book.kind, "could.by_round")
            img = text(tr(key), self.px(14), theme.MUTED, True)
            surface.blit(img, (rect.x + pad, y))
            y += img.get_height() + self.px(4)
            line = " · ".join(str(v).replace("-", "−") for v in values)
            from ..ui.draw.text_render import wrap

            for part in wrap(line, self.px(15), rect.w - 2 * pad):
                if y + self.px(18) > rect.bottom:
                    break
                img = text(part, self.px(15), theme.CREAM)
                surface.blit(img, (rect.x + pad, y))
                y += img.get_height()
