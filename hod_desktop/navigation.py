"""Where the app goes next: open a game's table (as the game list names it), the results,
rules and settings screens, a deal by its code, back to the menu, and the question before
a new game would overwrite the saved one (that question is `confirm_new_game` in
app_data.py). A mixin of `App` (it uses `scenes`, `notify`, `tr` and `autosave`); scenes
and tables call these instead of importing each other.
"""
from __future__ import annotations

import logging

from . import heap

log = logging.getLogger("hod_desktop.app")


class Navigation:
    def open_table(self, match, human_seat: int | None = 0, replace: bool = False):
        """Push (or replace the top scene with) the table of `match`'s game, as the game
        list names it, and return that table (a room adds its layers to it); False (and a
        toast) when this build has no table for it."""
        from . import game_list

        try:
            cls = game_list.entry(match.game).table_class()
        except (LookupError, ImportError, AttributeError):
            log.exception("table for %s is not available", match.game)
            self.notify(self.tr("notify.no_table"))
            return False
        scene = cls(self, match, human_seat=human_seat)
        if not match.is_terminal():  # saved from the moment it exists, before any move
            self.autosave(match)
        heap.settle()  # frees the table closed before; no full collection during the game
        if replace:
            self.scenes.replace(scene)
        else:
            self.scenes.push(scene)
        return scene

    def show_results(self, match, human_seat: int | None = 0) -> None:
        """Push the results screen of a finished match (the tables call this: ui/ does not
        import scenes/)."""
        from .scenes.results import ResultsScene

        self.scenes.push(ResultsScene(self, match, human_seat))

    def show_could_win(self, match, human_seat: int, round_no: int | None = None,
                       start_bots: dict | None = None) -> None:
        """«¿Podría haber ganado?» over a table (one round) or the results (the match)."""
        from .scenes.could_win import CouldWinScene

        self.scenes.push(CouldWinScene(self, match, human_seat, round_no, start_bots))

    def show_rules(self, game: str | None = None) -> None:
        from .scenes.rules import RulesScene

        self.scenes.push(RulesScene(self, game))

    def show_settings(self) -> None:
        from .scenes.settings import SettingsScene

        self.scenes.push(SettingsScene(self))

    def open_deal(self, game: str, options: dict, seed: int) -> bool:
        from .engine.core import Match

        return self.open_table(Match(game, options, seed))

    def go_menu(self) -> None:
        from .scenes.menu import MenuScene

        self.scenes.reset(MenuScene(self))
