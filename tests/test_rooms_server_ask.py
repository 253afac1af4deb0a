"""NetPort's question to a server for its open rooms (ServerAsk) sorts every way it can end
into rooms, nobody answering, or the host's own refusal; and NetPort.list_rooms against a
real host on loopback."""
import time

import pytest

from hod_desktop.scenes.rooms.netport import NetPort, ServerAsk


def answered(ask_fn) -> ServerAsk:
    ask = ServerAsk(ask_fn)
    deadline = time.monotonic() + 10
    while not ask.done and time.monotonic() < deadline:
        time.sleep(0.01)
    assert ask.done
    return ask


def test_rooms_are_kept_and_junk_entries_dropped():
    ask = answered(lambda: {"type": "rooms", "rooms": [{"code": "X"}, "junk", 3]})
    assert ask.rooms == [{"code": "X"}] and ask.error is None


@pytest.mark.parametrize("reply, error", [
    ({"type": "closed", "reason": "cannot reach ws://h:1: refused"},
     ("unreachable", "cannot reach ws://h:1: refused")),
    ({"type": "error", "code": "timeout", "text": "no answer from the host in 5 s"},
     ("unreachable", "no answer from the host in 5 s")),
    ({"type": "error", "code": "version", "text": "host 2, app 1"}, ("version", "host 2, app 1")),
    ({"type": "rooms", "rooms": "not a list"}, ("unreachable", ""))])
def test_every_other_ending_is_an_error(reply, error):
    ask = answered(lambda: reply)
    assert ask.rooms is None and ask.error == error


def test_an_exception_is_nobody_answering():
    def refuse():
        raise ConnectionRefusedError(111, "Connection refused")

    assert answered(refuse).error == ("unreachable", "Connection refused")


def test_list_rooms_on_a_real_host():
    pytest.importorskip("websockets")
    from hod_desktop.net.client import RoomClient
    from hod_desktop.net.host_thread import HostThread

    server = HostThread(host="127.0.0.1", port=0, announce=False)
    server.start()
    creator = RoomClient(f"ws://127.0.0.1:{server.port}", name="Ana")
    try:
        reply = creator.request({"type": "create", "game": "chinchon", "options": {},
                                 "seats": [{"kind": "you"}, {"kind": "friend"}],
                                 "grace_s": 60, "spectators": True})
        net = NetPort(bind="127.0.0.1", announce=False)
        ask = net.list_rooms(f"ws://127.0.0.1:{server.port}", "Luis", "es")
        deadline = time.monotonic() + 10
        while not ask.done and time.monotonic() < deadline:
            time.sleep(0.02)
        assert ask.error is None
        assert [(r["code"], r["game"], r["free"]) for r in ask.rooms] == [
            (reply["code"], "chinchon", 1)]
    finally:
        creator.close()
        server.stop()
