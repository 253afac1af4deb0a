"""From the lobby to the table (scenes/rooms/table_open.py): the messages the lobby read
after `started` reach the table's match first and in order, and the room's people are
named by seat."""
from rooms_fakes import FakeClient, joined

from hod_desktop.scenes.rooms.session import RoomSession
from hod_desktop.scenes.rooms.table_open import BacklogClient, seat_names


class WaitingClient(FakeClient):
    def wait(self, timeout):
        return self.inbox.pop(0) if self.inbox else None


def test_the_backlog_comes_first_then_the_connection():
    client = WaitingClient("ws://x:1")
    c = BacklogClient(client, [{"n": 1}, {"n": 2}])
    client.feed({"n": 3}, {"n": 4})
    assert c.wait(0.1) == {"n": 1}
    assert c.messages() == [{"n": 2}, {"n": 3}, {"n": 4}]
    assert c.messages() == [] and c.wait(0.1) is None
    c.send({"type": "act", "seq": 1, "action": "draw stock"})
    c.close()
    assert client.sent == [{"type": "act", "seq": 1, "action": "draw stock"}] and client.closed
    assert c.url == "ws://x:1"  # the rest is the real client's


def test_seat_names_from_started_or_from_the_lobby():
    s = RoomSession(FakeClient("ws://x:1"), "x:1", "Ana")
    s.client.feed(joined("ABCDEFG", 0, seats=[
        {"name": "Ana", "kind": "you", "connected": True},
        {"name": "Luis", "kind": "friend", "connected": True},
        {"name": "", "kind": "bot", "level": "normal", "connected": True}]))
    s.poll()
    s.started = {"type": "started"}
    assert seat_names(s) == {0: "Ana", 1: "Luis"}
    s.started = {"type": "started", "names": {"0": "Ana", "1": "Luisa", "2": ""}}
    assert seat_names(s) == {0: "Ana", 1: "Luisa"}
