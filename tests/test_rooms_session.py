"""RoomSession, the lobby's bookkeeping of a room's messages (ROOMS.md): what it sends
for create / join / watch / start / leave, how `joined`, `lobby` and `seat` change the
seats, that it stops reading at `started` and keeps the rest for the table, and that
leaving stops this app's own server."""
from rooms_fakes import FakeClient, FakeHost, joined

from hod_desktop.scenes.rooms.session import RoomSession


def session(**kw):
    return RoomSession(FakeClient("ws://x:1"), "x:1", "Ana", "en", **kw)


def test_sends_the_messages_of_the_protocol():
    s = session()
    s.create("bandas", {"players": 3}, [{"kind": "you"}, {"kind": "friend"},
                                        {"kind": "bot", "level": "facil"}], 90, False)
    s.join("ABCDEFG", token="t0k")
    s.watch("ABCDEFG")
    s.start()
    assert s.client.sent == [
        {"type": "create", "game": "bandas", "options": {"players": 3},
         "seats": [{"kind": "you"}, {"kind": "friend"}, {"kind": "bot", "level": "facil"}],
         "grace_s": 90, "spectators": False},
        {"type": "join", "code": "ABCDEFG", "token": "t0k"},
        {"type": "watch", "code": "ABCDEFG"},
        {"type": "start"}]
    assert s.watching and s.asked_code == "ABCDEFG"


def test_seats_follow_joined_lobby_and_seat_messages():
    s = session()
    s.client.feed(joined("ABCDEFG", 1, creator=0))
    s.poll()
    assert (s.code, s.seat, s.token, s.game) == ("ABCDEFG", 1, "tok-ABCDEFG", "chinchon")
    assert not s.is_creator and s.creator_name() == "Ana" and s.free_friend_seats() == 1
    s.client.feed({"type": "lobby", "seats": [
        {"name": "Ana", "kind": "you", "connected": True},
        {"name": "Luis", "kind": "friend", "connected": True},
        {"name": "", "kind": "bot", "level": "dificil", "connected": True}]})
    s.client.feed({"type": "seat", "seat": 0, "connected": False, "grace_left_s": 60,
                   "bot_playing": False})
    s.client.feed({"type": "seat", "seat": 7, "connected": True})  # no such seat: ignored
    s.poll()
    assert [(x.name, x.connected) for x in s.seats] == [("Ana", False), ("Luis", True),
                                                        ("", True)]
    assert s.seats[2].is_bot and s.seats[2].level == "dificil" and s.free_friend_seats() == 0


def test_reading_stops_at_started_and_keeps_the_rest():
    s = session()
    started = {"type": "started", "n_moves": 0, "view": {}, "names": []}
    update = {"type": "update", "n": 1}
    s.client.feed(joined("ABCDEFG", 0), started, update)
    assert [m["type"] for m in s.poll()] == ["joined", "started"]
    assert s.started == started and s.backlog == [update]
    s.client.feed({"type": "update", "n": 2})
    assert s.poll() == [] and len(s.client.inbox) == 1  # the table reads it, not the lobby


def test_errors_closing_and_host_gone():
    s = session()
    s.client.feed({"type": "error", "code": "full", "text": "room is full"})
    s.poll()
    assert s.error == {"code": "full", "text": "room is full"} and not s.joined
    s.client.feed({"type": "host_gone"})
    s.poll()
    assert s.host_gone and s.closed == "host_gone"


def test_leaving_says_so_and_stops_this_apps_server():
    host = FakeHost(8765)
    s = session(host=host)
    s.leave()
    assert s.client.sent == [{"type": "leave"}] and s.client.closed and host.stopped
    assert s.host is None
    s.close()  # twice is harmless


def test_a_seat_is_taken_when_the_host_says_claimed():
    """net32's host names each seat's state: `claimed` (a person sits there), and a bot
    seat is always taken; without `claimed` a name means taken."""
    s = session()
    s.client.feed(joined("ABCDEFG", 0, seats=[
        {"name": "Ana", "kind": "friend", "claimed": True, "connected": True},
        {"name": "", "kind": "friend", "claimed": True, "connected": False},
        {"name": "Old name", "kind": "friend", "claimed": False, "connected": False},
        {"name": "", "kind": "bot", "level": "facil", "claimed": True, "connected": True}]))
    s.poll()
    assert [x.taken for x in s.seats] == [True, True, False, True]
    assert s.free_friend_seats() == 1
