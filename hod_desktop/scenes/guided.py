"""The guided first game (issue 36, item 8): a deal fixed by its game's deal code, played
at the real table with a guide laid over it (ui/table/guide.py), offered the first time
a game is started and from its rules page («Partida guiada»).

A guided match is marked `practice`: it is never saved and counts in no statistic
(app_data.py reads `match_port.practice`), so the person's own match of that game stays
as it was. The bots are the table's usual seeded bots: with the same moves the deal
plays the same way every time.
"""
from __future__ import annotations

import logging

from .. import game_list
from ..engine.core import Match
from ..engine.deal_code import decode
from ..ui.table.guide import GuideLayer
from . import guided_text  # noqa: F401  (the guide's words)
from .confirm import ConfirmScene

log = logging.getLogger("hod_desktop.guide")

OFFERED = "guides_offered"  # settings: the games whose guide was offered already


def guide_of(game: str):
    """The game's guide module (DEAL, STEPS, optionally KEEP_CLEAR(table) -> rects the
    words should not cover and FREE(table) -> places of the layout left empty), or None."""
    try:
        return game_list.entry(game).guide_module()
    except (LookupError, ImportError):
        log.exception("guide of %s is not available", game)
        return None


def guided_match(game: str) -> Match | None:
    """A new guided match of `game`: its guide's deal, marked as practice."""
    guide = guide_of(game)
    if guide is None:
        return None
    name, options, seed = decode(guide.DEAL)
    match = Match(name, options, seed)
    match.practice = True
    return match


def open_guided(app, game: str):
    """Back to the menu with the guided deal of `game` open over it; the table (with its
    guide as `table.guide`) or None."""
    match = guided_match(game)
    if match is None:
        return None
    app.go_menu()
    table = app.open_table(match, 0)
    if not table:
        return None
    guide = guide_of(game)
    table.guide = GuideLayer(table, guide.STEPS, keep_clear=getattr(guide, "KEEP_CLEAR", None),
                             free=getattr(guide, "FREE", None))
    table.add_layer(table.guide)
    return table


def offered(app) -> list:
    value = app.settings.get(OFFERED)
    return list(value) if isinstance(value, list) else []


def offer_guide(app, game: str, play) -> bool:
    """The first time `game` is started, ask whether to play its guided deal first
    (True: the question is up, `play()` starts the normal match on «Ahora no»). The
    offer is remembered per game in the settings: it comes once."""
    if game in offered(app) or guide_of(game) is None:
        return False
    app.settings[OFFERED] = offered(app) + [game]
    app.save_settings()
    app.scenes.push(GuideOffer(app, game, play))
    return True


class GuideOffer(ConfirmScene):
    """«Partida guiada» / «Ahora no» (plays the normal match); Esc just closes."""

    def __init__(self, app, game: str, play):
        super().__init__(app, app.tr("guide.offer", game=app.tr(f"game.{game}")),
                         app.tr("guide.offer_ok"), app.tr("guide.offer_no"),
                         lambda: open_guided(app, game))
        self.game, self.play = game, play

    def cancel(self) -> None:
        if self._done:
            return
        super().cancel()
        self.play()

    def back(self) -> None:
        if not self._done:
            self._done = True
            self.app.scenes.pop()
