"""What a table offers the person beyond play, the same at every table: «¿Qué haría la
máquina?» (the hint), the round-by-round history and «¿Podría haber ganado?» for the
last round played. Mixed into `TableScene` (it uses the table's match, human seat, bots,
hint box, history book and `say`)."""
from __future__ import annotations


class PlayerAids:
    def ask_hint(self) -> None:
        """«¿Qué haría la máquina?»: think the top-level bot's move from the person's view.
        The match is marked as hinted for the statistics."""
        if self.human is None or self.match.is_terminal() or self.human not in self.match.to_act():
            self.say(self.tr("hint.none"))
            return
        if self.hint_box.active:
            self.hint_box.close()
            return
        self.hint_box.ask(self.match, self.human, len(self.match.actions))
        try:
            from ...hint_marks import mark_hinted

            mark_hinted(self.match)
        except OSError:
            pass  # the mark is never worth a crash

    def history(self):
        """The match's round-by-round history (engine/history), made on first use and
        brought up to date on every call (it reads only the actions since the last)."""
        from ...engine.history import HistoryBook

        if self.history_book is None:
            self.history_book = HistoryBook(self.match)
        return self.history_book.update()

    def show_history(self) -> None:
        """The round-by-round history over the table (H, or «Historial» in the pause menu)."""
        from .history_table import HistoryScene

        self.app.scenes.push(HistoryScene(self.app, self.match, self.human, self.history()))

    def last_played_round(self) -> int | None:
        """The latest round (index) of the history in which the person played, else None
        (and None for a game whose rounds cannot be played again one by one: Brag's deals)."""
        if self.human is None:
            return None
        book = self.history()
        if not book.replayable:
            return None
        for k in range(len(book.rows) - 1, -1, -1):
            if book.rows[k].played(self.human):
                return k
        return None

    def could_win_round(self, round_no: int | None = None) -> None:
        """«¿Podría haber ganado?» for one round (P; the round summary's button): that
        round played again from where it began, the top-level bot in the person's seat and
        this table's bots as they stood then (`SeatBots.at_round`)."""
        k = self.last_played_round() if round_no is None else round_no
        if k is None:  # (words of ui/table/table_words: the could-win scene's are not loaded yet)
            from ...engine.history import LIVES, POINTS, SCORES

            kind = self.history().kind if self.human is not None else None
            self.say(self.tr({LIVES: "table.no_round_yet", POINTS: "table.no_hand_yet",
                              SCORES: "table.no_hand_yet"}.get(kind, "table.no_round_replay")))
            return
        self.app.show_could_win(self.match, self.human, k, self.bots.at_round(k))
