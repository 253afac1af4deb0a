"""What the App keeps for the person: settings, the matches in progress (one per game),
the statistics hook at game over, and the warnings about their data.

A mixin of `App` (hod_desktop/app.py): these methods use `self.settings`, `self.tr`,
`self.notify`/`self.warn` and `self.scenes` of the App.
"""
from __future__ import annotations

import logging
import time

from .ui.table.match_port import practice, saves_here

log = logging.getLogger("hod_desktop.app")


def _persist():
    """The persistence package, or None while it is missing (it is optional for the shell)."""
    try:
        from . import persist
    except ImportError:
        return None
    return persist


LEFT_DAYS = 30  # a match under way left this long counts as lost (issue 36)


def continues(old, new) -> bool:
    """Is `new` the same match as `old`, played on (same deal, `old`'s moves first)?"""
    return new is old or (new.game == old.game and new.seed == old.seed
                          and new.options == old.options
                          and list(new.actions[:len(old.actions)]) == list(old.actions))


class DataMixin:
    saved_matches: dict  # game -> Match in progress (the most recently saved last)
    read_only: bool  # another copy of the app owns the data folder
    storage_ok: bool  # the data folder can be written (False: warned once)

    def _init_data(self) -> None:
        self.saved_matches = {}
        self.storage_ok = True
        self._save_warned = False
        self._saver = None  # persist.BackgroundSaver, made on the first autosave

    # ------------------------------------------------------------ settings
    def _load_settings(self, lang: str | None) -> tuple[dict, str | None]:
        p = _persist()
        if p is None:
            return {}, None
        try:
            return p.load_settings(lang) if lang else p.load_settings()
        except Exception:
            log.exception("settings could not be read")
            return {}, None

    def save_settings(self) -> None:
        p = _persist()
        if p is None or not self.storage_ok:
            return
        data = dict(self.settings)
        data.update(getattr(self, "_run_only", {}))  # command-line choices are not kept
        try:
            p.save_settings(data)
        except Exception as e:  # noqa: BLE001 - a setting is never worth a crash
            log.error("settings could not be saved: %s", e)

    def remember_options(self, game: str, options: dict) -> None:
        self.settings.setdefault("last_options", {})[game] = dict(options)
        self.save_settings()

    # ------------------------------------------------------------ the person's data folder
    def check_storage(self) -> bool:
        """Can the app write its folders? If not, say so once, in the person's language, in
        a warning that stays until dismissed (details go to the log, not to stderr)."""
        p = _persist()
        if p is None or self.read_only:
            return True
        for folder in (p.data_dir(), p.config_dir()):
            if not p.folder_is_writable(folder):
                log.error("cannot write in %s: nothing will be saved in this session", folder)
                self.storage_ok = False
                self._save_warned = True
                self.warn(p.message("persist.unwritable", self.settings.get("lang"),
                                    path=str(folder)))
                return False
        return True

    # ------------------------------------------------------------ matches in progress
    @property
    def saved_match(self):
        """The most recently saved match in progress of any game (None without one)."""
        return next(reversed(self.saved_matches.values()), None) if self.saved_matches else None

    def keep_saved(self, match) -> None:
        """`match` is the saved match of its game (the menu offers to continue it). A match
        under way that a new one replaces counts as lost (`persist.record_abandoned`).
        A guided first game is never kept: the person's own match stays as it was."""
        if practice(match):
            return
        old = self.saved_matches.pop(match.game, None)
        if old is not None and not continues(old, match) and self.under_way(old) \
                and not old.is_terminal() and "counted_lost" not in old.notes:
            self.count_abandoned(old)
        if not match.is_terminal():
            self.saved_matches[match.game] = match

    def count_abandoned(self, match) -> None:
        p = _persist()
        if p is None or self.read_only or not self.storage_ok:
            return
        try:
            p.record_abandoned(match, 0)
            p.add_recent(match, p.ABANDONED)
        except Exception as e:  # noqa: BLE001  (a statistic is never worth a crash)
            log.error("abandoned match could not be counted: %s", e)

    def autosave(self, match) -> None:
        """Called when a table opens a match and after every applied action. The JSON is
        taken now; the fsync'ed write runs on the background writer, so no frame waits for
        the disk. Each game has its own save: no game ever discards another's."""
        p = _persist()
        if p is None or self.read_only or not saves_here(match) or practice(match):
            return  # the other copy's, a room's, a guided first game
        if self._saver is None:
            self._saver = p.BackgroundSaver()
        if self._saver.take_failure() and not self._save_warned:
            self._save_warned = True
            self.warn(self.tr("notify.save_failed", reason=self.tr("notify.reason_disk")))
        self._saver.save(match.game, match.to_json())
        self.keep_saved(match)

    def flush_saves(self) -> None:
        """Wait until the last autosave is on disk (game over, quitting, tests)."""
        if self._saver is not None:
            self._saver.flush()

    def game_over(self, match, human_seat: int | None = 0) -> dict | None:
        """Called once by a table when its match ends: statistics, and its save is gone.
        A room's match is counted apart from solo play, from the whole match the host sent
        at the end, and leaves this game's solo save alone. A guided first game counts
        nothing and leaves every save alone."""
        if practice(match):
            return None
        if not saves_here(match):
            return self._room_game_over(match, human_seat)
        self.flush_saves()
        self.saved_matches.pop(match.game, None)
        p = _persist()
        if p is None:
            return None
        stats = None
        try:
            if human_seat is not None and self.storage_ok:
                from .hint_marks import take_hinted

                stats = p.record_result(match, human_seat, hinted=take_hinted(match))
                p.add_recent(match, p.WON if human_seat in match.winners() else p.LOST)
        except Exception as e:  # noqa: BLE001
            log.error("result could not be recorded: %s", e)
        if not self.read_only:  # the saves on disk belong to the other copy
            try:
                p.clear_saved_match(match.game)
            except Exception as e:  # noqa: BLE001
                log.error("save could not be cleared: %s", e)
        return stats

    def _room_game_over(self, match, human_seat: int | None) -> dict | None:
        p, whole = _persist(), getattr(match, "full_match", None)
        if p is None or whole is None or human_seat is None or not self.storage_ok:
            return None
        try:
            return p.record_result(whole, human_seat, section=p.ROOM_SECTION)
        except Exception as e:  # noqa: BLE001
            log.error("room result could not be recorded: %s", e)
            return None

    def _load_saved_match(self) -> None:
        """Load every game's saved match (just after the first frame)."""
        p = _persist()
        if p is None or self.read_only:  # the other copy is playing those matches
            return
        try:
            matches, messages = p.load_saved_matches(
                self.settings.get("lang"), lambda game: self.tr(f"game.{game}"))
        except Exception:
            log.exception("saved matches could not be loaded")
            matches, messages = {}, []
        self.saved_matches = dict(matches)
        for msg in messages:
            self.warn(msg)
        for match in list(self.saved_matches.values()):
            self.count_if_left(match, p)

    def count_if_left(self, match, p, now: float | None = None) -> None:
        """A match under way untouched for `LEFT_DAYS` counts as lost, once (its notes say
        so, and what it added): it stays in «Continuar»; finished later, its real result
        takes that loss's place (persist.record_result)."""
        if match.notes.get(p.COUNTED) or not self.under_way(match) or not self.storage_ok:
            return
        try:
            age = (time.time() if now is None else now) - p.save_path(match.game).stat().st_mtime
            if age < LEFT_DAYS * 86400:
                return
            match.notes[p.COUNTED] = p.record_abandoned(match, 0)
            p.add_recent(match, p.ABANDONED)
        except Exception as e:  # noqa: BLE001  (a statistic is never worth a crash)
            log.error("a match left %d days could not be counted: %s", LEFT_DAYS, e)
            return
        self.autosave(match)  # the note goes with the save: it is not counted again

    @staticmethod
    def under_way(match) -> bool:
        """Has the person (seat 0) done anything a new game would throw away: a move, or a
        plan their table keeps unconfirmed in the match's notes (a Bandas night)?"""
        return bool(match.moves_by(0) or match.notes)

    def confirm_new_game(self, start, game: str | None = None) -> None:
        """Call `start()` (which begins a new match of `game`) at once, or, when that game's
        saved match would be overwritten by it, only after the person says yes."""
        saved = self.saved_matches.get(game) if game is not None else self.saved_match
        # nothing the person did (the bots may have moved): no loss, no question
        if saved is None or not self.under_way(saved) or self.read_only:
            start()
            return
        from .scenes.confirm import ConfirmScene

        self.scenes.push(ConfirmScene(
            self, self.tr("confirm.discard", game=self.tr(f"game.{saved.game}")),
            self.tr("confirm.discard_ok"), self.tr("confirm.cancel"), start))

    # ------------------------------------------------------------ messages
    def warn(self, text: str) -> None:
        """A message about the person's data: it stays until they dismiss it."""
        if text:
            log.warning("warning shown: %s", text)
            self.notices.add(str(text), self.tr("notice.dismiss"))
