"""The LAN list behind the rooms screen (scenes/rooms/netport.LanListener): the rooms
heard by net/discovery's `listen`, each kept a moment after its last announcement (a
lost datagram must not make it blink), and a network error said instead of a crash."""
import threading
import time

from hod_desktop.scenes.rooms.netport import LanListener


class Air:
    """What `listen(seconds)` hears, set by the test."""

    def __init__(self):
        self.rooms, self.error, self.calls = [], None, 0
        self.lock = threading.Lock()

    def listen(self, seconds):
        with self.lock:
            self.calls += 1
            if self.error:
                raise self.error
            rooms = list(self.rooms)
        time.sleep(0.01)
        return rooms


class QuickListener(LanListener):
    LISTEN_S = 0.01
    FORGET_S = 0.3


def wait_until(cond, seconds=3.0):
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if cond():
            return True
        time.sleep(0.01)
    return cond()


def test_rooms_stay_a_moment_then_go():
    air = Air()
    lst = QuickListener(air.listen)
    try:
        room = {"code": "ABCDEFG", "game": "bandas", "free": 1, "url": "ws://10.0.0.5:8765"}
        air.rooms = [room]
        assert wait_until(lambda: lst.rooms() == [room])
        air.rooms = []
        time.sleep(0.1)
        assert lst.rooms() == [room]  # not heard for a moment: still listed
        assert wait_until(lambda: lst.rooms() == [])
    finally:
        lst.close()
    calls = air.calls
    time.sleep(0.1)
    assert air.calls == calls  # closed: it listens no more


def test_a_network_error_is_kept_to_be_said():
    air = Air()
    air.error = OSError(99, "Cannot assign requested address")
    lst = QuickListener(air.listen)
    try:
        assert wait_until(lambda: lst.error == "Cannot assign requested address")
        assert lst.rooms() == []
    finally:
        lst.close()


def test_under_tests_the_network_stays_on_loopback(monkeypatch):
    """tests/conftest.py sets HOD_NET_LOOPBACK=1: a room screen reached by a test (or the
    UI monkey) hosts on 127.0.0.1 and announces nothing; without it, the app's LAN host
    is on every address and announces its rooms."""
    from hod_desktop.scenes.rooms.netport import NetPort

    assert (NetPort().bind, NetPort().announce) == ("127.0.0.1", False)
    monkeypatch.delenv("HOD_NET_LOOPBACK")
    assert (NetPort().bind, NetPort().announce) == ("0.0.0.0", True)
