"""Connecting to a room's host never freezes the window: NetPort.connect hands back a
PendingClient at once and the client connects in a background thread (a host that
accepts but never answers held the screen 5.0 s before: the handshake's timeout).
Messages sent meanwhile go out in order once connected; a close meanwhile closes it."""
import socket
import threading
import time

import pytest
from rooms_ui_helpers import has_widget, open_rooms, press, widget
from ui_helpers import step, top

from hod_desktop.scenes.rooms.netport import NetPort, PendingClient


class SlowClient:
    def __init__(self, gate: threading.Event):
        gate.wait(5)
        self.sent, self.closed, self.inbox = [], False, [{"type": "welcome"}]

    def send(self, msg):
        self.sent.append(msg)

    def messages(self):
        out, self.inbox = self.inbox, []
        return out

    def wait(self, timeout):
        return self.inbox.pop(0) if self.inbox else None

    def close(self):
        self.closed = True


def made(p: PendingClient) -> SlowClient:
    assert p._ready.wait(5)
    return p._client


def test_sends_before_the_connection_go_out_in_order():
    gate = threading.Event()
    p = PendingClient(lambda: SlowClient(gate))
    p.send({"type": "join", "code": "A"})
    p.send({"type": "say", "text": "hola"})
    assert p.messages() == [] and p.wait(0.05) is None
    gate.set()
    client = made(p)
    p.send({"type": "leave"})
    assert [m["type"] for m in client.sent] == ["join", "say", "leave"]
    assert p.messages() == [{"type": "welcome"}] and p.closed is False  # the client's own


def test_a_close_before_the_connection_closes_it_when_it_comes():
    gate = threading.Event()
    p = PendingClient(lambda: SlowClient(gate))
    p.close()
    gate.set()
    assert made(p).closed


def test_the_app_is_woken_once_the_client_is_there_or_could_not_be_made():
    """The frame loop sleeps while nothing moves: the end of connecting wakes it."""
    gate, woken = threading.Event(), threading.Event()
    p = PendingClient(lambda: SlowClient(gate), wake=woken.set)
    assert not woken.wait(0.05)
    gate.set()
    assert woken.wait(5) and made(p)

    failed = threading.Event()

    def broken():
        raise OSError("refused")

    PendingClient(broken, wake=failed.set)
    assert failed.wait(5)


def test_a_client_that_cannot_be_made_says_so_as_a_close():
    def broken():
        raise RuntimeError("no sockets here")

    p = PendingClient(broken)
    assert p.wait(5) == {"type": "closed", "reason": "no sockets here"}


def test_a_host_that_never_answers_leaves_the_window_running(monkeypatch, tmp_path):
    """«Volver a la sala» to a host that accepts and says nothing: the lobby shows at once,
    the frames go on, and when the handshake gives up the offer is dropped."""
    pytest.importorskip("websockets")
    import random

    from hod_desktop.net import room_code

    silent = socket.socket()
    silent.bind(("127.0.0.1", 0))
    silent.listen(4)
    port = silent.getsockname()[1]
    last = {"code": room_code.new_code(random.Random(11)), "url": f"ws://127.0.0.1:{port}",
            "address": f"127.0.0.1:{port}", "token": "t" * 22, "game": "bandas"}
    app, _ = open_rooms(monkeypatch, tmp_path, net=NetPort(bind="127.0.0.1", announce=False),
                        settings={"last_room": last})
    try:
        t = time.monotonic()
        press(app, "last_room")
        assert time.monotonic() - t < 3.0  # the click's frames; 5 s frozen before
        assert widget(app, "title").s == "Entrando en la sala…"
        deadline = time.monotonic() + 15
        while not has_widget(app, "message") and time.monotonic() < deadline:
            step(app)
            time.sleep(0.02)
        assert "Dejamos de ofrecerte la sala" in widget(app, "message").s
        assert not has_widget(app, "last_room")
    finally:
        app.close()
        silent.close()
