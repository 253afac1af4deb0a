"""The one step from a room's lobby to its table: on `started`, the game's own table
driven by a RemoteMatch (hod_desktop/net/remote_match.py, the lead's seam) instead of a
local Match. Kept apart so the lobby is tested up to this call."""
from __future__ import annotations

import logging

log = logging.getLogger(__name__)


class BacklogClient:
    """The room's client as the table's match reads it, with the messages the lobby had
    already taken after `started` handed out first, in order (nothing is lost between the
    lobby's last read and the table's first)."""

    def __init__(self, client, backlog: list[dict]):
        self.client, self.backlog = client, list(backlog)

    def send(self, msg: dict) -> None:
        self.client.send(msg)

    def messages(self) -> list[dict]:
        out, self.backlog = self.backlog, []
        return out + self.client.messages()

    def wait(self, timeout: float):
        if self.backlog:
            return self.backlog.pop(0)
        return self.client.wait(timeout)

    def close(self) -> None:
        self.client.close()

    def __getattr__(self, name):  # request(), bytes_in... of the real client
        return getattr(self.client, name)


def seat_names(session) -> dict[int, str]:
    """{seat: name} of the room's people: from `started` when it names them, else from
    the lobby's seats."""
    names = (session.started or {}).get("names")
    if isinstance(names, dict):
        return {int(k): str(v) for k, v in names.items() if str(k).isdigit() and v}
    return {i: s.name for i, s in enumerate(session.seats) if s.name and not s.is_bot}


def open_room_table(app, session) -> bool:
    """Open the table of the room that just started, seated at our seat (None: watching);
    False, with a toast, when this build cannot."""
    try:
        from ...net import codec
        from ...net.remote_match import RemoteMatch

        decode_view, decode_events = codec.decode_view, codec.decode_events
    except (ImportError, AttributeError):
        log.exception("the room's table cannot open in this build")
        app.notify(app.tr("rooms.no_table_yet"))
        return False
    match = RemoteMatch(BacklogClient(session.client, session.backlog), session.game,
                        session.options, session.seat, session.started,
                        names=seat_names(session), decode_view=decode_view,
                        decode_events=decode_events, code=session.code or "")
    session.backlog = []
    table = app.open_table(match, human_seat=session.seat)
    if table and hasattr(table, "add_layer"):  # the lead's hook for things over the table
        from .table_notes import RoomLayer

        table.add_layer(RoomLayer(app, match))
    return bool(table)
