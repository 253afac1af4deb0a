"""The one step from a room's lobby to its table: on `started`, the game's own table
driven by a RemoteMatch (hod_desktop/net/remote_match.py, the lead's seam) instead of a
local Match. Kept apart so the lobby is tested up to this call."""
from __future__ import annotations

import logging

log = logging.getLogger(__name__)


def open_room_table(app, session) -> bool:
    """Open the table of the room that just started, seated at our seat (None: watching);
    False, with a toast, when this build has no RemoteMatch."""
    try:
        from ...net.remote_match import RemoteMatch
    except ImportError:
        log.warning("no RemoteMatch in this build: the room's table cannot open")
        app.notify(app.tr("rooms.no_table_yet"))
        return False
    match = RemoteMatch(session.client, session.joined_msg, session.started)
    for msg in session.backlog:  # what arrived after `started` in the same read
        feed = getattr(match, "feed", None)
        if feed is not None:
            feed(msg)
    return app.open_table(match, human_seat=session.seat)
