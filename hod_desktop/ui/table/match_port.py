"""The one seam between a table and the match it shows: solo or in a room, a table drives
`self.match` the same way.

A table is given either an `engine.core.Match` (solo: the whole game lives in this app)
or a room's `net.remote_match.RemoteMatch` (the real match lives on the room's host; this
app holds one seat's view). Both answer what a table asks:

    game, options, actions (its length counts the moves applied), notes
    to_act(), view(seat), legal_actions(seat), is_terminal(), winners()
    apply(seat, action) -> events      (raises IllegalAction with the reason; the state,
                                        here or on the host, is unchanged)

A room's match adds what only a room has, read here with defaults that fit solo play, so
the engine's `Match` stays free of anything about tables:

    poll() -> events         events of moves made elsewhere (friends, the host's bots),
                             taken once per frame; solo: none
    bot_levels               {seat: level} of the bots THIS app runs; a room's bots run on
                             the host, so {} there; solo: every seat but the person's
    seat_names               {seat: name} of the people in the room; solo: none (the
                             bots' fixed names and «Tú»)
    saves_here               False: the host keeps the room's match, no local autosave
    practice                 True: a guided first game, never saved, counted nowhere
    replays_here             False: this app cannot replay the match from its seed (the
                             seed would show every hidden card), so a table picked up
                             mid-game shows it as it stands, with no past log

The table's code never asks which kind it has: only these functions do.
"""
from __future__ import annotations


def bot_levels(match, human_seat: int | None) -> dict[int, str]:
    """{seat: level} of the bots this app plays for `match`."""
    levels = getattr(match, "bot_levels", None)
    if levels is not None:
        return dict(levels)
    level = match.options.get("level", "normal")
    return {p: level for p in range(match.options["players"]) if p != human_seat}


def incoming(match) -> list:
    """Events of moves made elsewhere since the last call (none in solo play)."""
    poll = getattr(match, "poll", None)
    return poll() if poll is not None else []


def seat_name_of(match, seat: int) -> str | None:
    """A room player's own name for `seat`, or None (the table's usual names)."""
    names = getattr(match, "seat_names", None) or {}
    return names.get(seat)


def saves_here(match) -> bool:
    """Is this app the keeper of `match`'s save? (not for a room's match)"""
    return bool(getattr(match, "saves_here", True))


def practice(match) -> bool:
    """Is `match` a guided first game (issue 36)? It is never saved and counts nothing."""
    return bool(getattr(match, "practice", False))


def replays_here(match) -> bool:
    """Can this app replay `match` from its seed? (not a room's, mid-game)"""
    return bool(getattr(match, "replays_here", True))


AWAY_WORDS = {"waiting": "table.away_waiting", "machine": "table.away_machine"}


def seat_away(match, seat: int) -> str | None:
    """A room player who dropped: "waiting" while the room waits for them, "machine" once
    the machine plays their seat; None for anyone here (and always in solo play)."""
    state = (getattr(match, "seat_states", None) or {}).get(seat)
    if not state or state.get("connected", True):
        return None
    return "machine" if state.get("bot_playing") else "waiting"


def room_gone(match) -> bool:
    """Has a room's host vanished (nobody will move again)? Never in solo play."""
    return bool(getattr(match, "host_gone", False))
