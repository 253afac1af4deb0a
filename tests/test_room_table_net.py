"""A real table over the real network: the app's own table (headless) at seat 0 of a room
on the standalone server (loopback), a friend's socket client at seat 1 playing random
legal moves from its view, two of the host's bots; the game to its end, the table's
results reading the whole match the host sent. This is the path «Con amigos» takes
(lobby → RemoteMatch over RoomClient and the wire codec), minus the lobby's clicks."""
import random
import threading
import time

import pytest

pytest.importorskip("websockets")

from hod_desktop.net import codec  # noqa: E402
from hod_desktop.net.client import RoomClient  # noqa: E402
from hod_desktop.net.remote_match import RemoteMatch  # noqa: E402
from net_helpers import ServerProcess, _pick  # noqa: E402
from test_room_seam import play_to_end  # noqa: E402
from ui_helpers import app, step, top  # noqa: E402,F401  (fixture)


@pytest.fixture(scope="module")
def server():
    srv = ServerProcess()
    yield srv
    assert srv.stop() == 0


class Friend(threading.Thread):
    """Seat 1: a socket client that plays a random legal move whenever its view asks."""

    def __init__(self, client: RoomClient, seed: int):
        super().__init__(daemon=True)
        self.client, self.rng, self.stop = client, random.Random(seed), threading.Event()
        self.seq = 0

    def run(self) -> None:
        deadline = time.monotonic() + 240
        while not self.stop.is_set() and time.monotonic() < deadline:
            m = self.client.wait(0.05)
            if m is None or m.get("type") not in ("started", "update"):
                continue
            if m.get("terminal"):
                return
            if 1 in m.get("to_act", ()):
                view = codec.decode_view(m["view"])
                if view.legal:
                    self.seq += 1
                    self.client.send({"type": "act", "seq": self.seq,
                                      "action": _pick(view.legal, self.rng)})


@pytest.mark.parametrize("game", ["chinchon", "bandas"])
def test_the_apps_table_plays_a_room_game_over_the_wire(server, app, game):  # noqa: F811
    me, friend = RoomClient(server.url, name="Ana"), RoomClient(server.url, name="Beto")
    seats = [{"kind": "you"}, {"kind": "friend"}, {"kind": "bot", "level": "facil"}]
    options = {"players": 3}
    joined = me.request({"type": "create", "game": game, "options": options, "seats": seats})
    assert joined["type"] == "joined", joined
    assert friend.request({"type": "join", "code": joined["code"]})["type"] == "joined"
    player = Friend(friend, 7)
    try:
        started = me.request({"type": "start"})
        assert started["type"] == "started", started
        player.start()
        remote = RemoteMatch(me, game, joined["options"], 0, started,
                             names={0: "Ana", 1: "Beto"}, decode_view=codec.decode_view,
                             decode_events=codec.decode_events, code=joined["code"])
        table = app.open_table(remote, human_seat=0)
        step(app, 2)
        assert top(app) is table and table.name(1) == "Beto"

        def real_time_step(*a, **k):
            time.sleep(0.002)  # the friend and the host answer from other threads

        play_to_end(app, table, random.Random(1), frames=40000, pause=real_time_step)
        assert table.finished, "the room's game did not end"
        whole = remote.full_match
        assert whole is not None and whole.is_terminal()
        assert remote.winners() == whole.winners()
        assert {p for p, _ in whole.actions} >= {0, 1, 2}  # me, my friend and the bot
        assert server.log_has(f"room {joined['code']}: game over")
        from hod_desktop import persist
        stats, _ = persist.load_stats()
        assert stats["rooms"][game]["played"] == 1  # counted apart, from the whole match
    finally:
        player.stop.set()
        me.close()
        friend.close()
