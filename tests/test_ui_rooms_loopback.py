"""The room screens against the real network code on loopback (net32's HostThread and
RoomClient, no fake): the creator's app opens a room «En esta red» (bound to 127.0.0.1,
no UDP announcements in a test), a friend's client joins it with the code shown in the
lobby, the lobby shows the friend, «Empezar» starts the game for both; a typo and a
closed room get their two different sentences from the real codes and the real host."""
import importlib.util
import socket

import pytest
from rooms_ui_helpers import (choose, free_port, next_of, open_rooms, press, run_until, type_into,
                              widget)
from ui_helpers import step, top

pytest.importorskip("websockets")

from hod_desktop.net import room_code  # noqa: E402
from hod_desktop.net.client import RoomClient  # noqa: E402
from hod_desktop.net.host_thread import HostThread  # noqa: E402
from hod_desktop.scenes.rooms.home import RoomsHomeScene  # noqa: E402
from hod_desktop.scenes.rooms.lobby import LobbyScene  # noqa: E402
from hod_desktop.scenes.rooms.netport import NetPort  # noqa: E402


def table_can_open() -> bool:
    """Whether this branch has the whole seam: RemoteMatch, RoomClient.wait, the codec's
    decode_view/decode_events (the lead's, merged at main's next merge)."""
    from hod_desktop.net import codec

    return (importlib.util.find_spec("hod_desktop.net.remote_match") is not None
            and hasattr(RoomClient, "wait") and hasattr(codec, "decode_view"))


def test_create_on_loopback_a_friend_joins_and_the_game_starts(monkeypatch, tmp_path):
    loopback = NetPort(bind="127.0.0.1", announce=False)
    app, _ = open_rooms(monkeypatch, tmp_path, net=loopback, settings={"player_name": "Ana"})
    friend = None
    try:
        press(app, "create")
        press(app, "game:chinchon")
        choose(app, "opt:players", "3")
        press(app, "start")
        port = free_port()
        type_into(app, "port", str(port))
        press(app, "open")
        lobby = top(app)
        assert isinstance(lobby, LobbyScene)
        assert run_until(app, lambda: lobby.session.joined)
        assert lobby.session.host is not None and lobby.session.host.port == port
        shown = widget(app, "code").s
        assert room_code.check(shown) == lobby.session.code  # the code shown is typeable
        assert widget(app, "seat:0").s == "Ana (tú) · conectado"
        assert widget(app, "seat:1").s == "Esperando a un amigo…"
        assert widget(app, "seat:2").s == "La máquina (normal)"
        friend = RoomClient(f"ws://127.0.0.1:{port}", name="Luis")
        friend.send({"type": "join", "code": shown})
        joined = next_of(friend, "joined")
        assert joined["seat"] == 1 and joined["creator"] == 0
        assert run_until(app, lambda: widget(app, "seat:1").s == "Luis · conectado")
        press(app, "start")
        started = next_of(friend, "started")
        assert started["type"] == "started"
        assert run_until(app, lambda: lobby.session.started is not None)
        step(app, 3)
        if table_can_open():
            assert run_until(app, lambda: getattr(top(app), "match", None) is not None)
            assert top(app).match.game == "chinchon" and top(app).human == 0
            assert any(type(layer).__name__ == "RoomLayer" for layer in top(app).layers)
        else:  # the lead's RemoteMatch is not complete on this branch yet: said, not crashed
            assert lobby.table_opened and isinstance(top(app), LobbyScene)
        app.go_menu()
        step(app, 3)
        assert lobby.session.host is None and lobby.session.client.closed
        with socket.socket() as s:  # this app's server let go of its port (a listener
            s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)  # still there refuses)
            s.bind(("127.0.0.1", port))
            s.listen()
    finally:
        if friend is not None:
            friend.close()
        app.close()


def test_a_typo_and_a_closed_room_on_a_real_server(monkeypatch, tmp_path):
    server = HostThread(host="127.0.0.1", port=0, announce=False)
    server.start()
    try:
        app, _ = open_rooms(monkeypatch, tmp_path, net=NetPort(bind="127.0.0.1", announce=False),
                            settings={"server_address": f"127.0.0.1:{server.port}"})
        try:
            import random

            code = room_code.new_code(random.Random(5))
            body, check = code[:-1], code[-1]
            typo = body + next(c for c in room_code.ALPHABET if c != check)
            type_into(app, "code", typo, enter=True)
            assert isinstance(top(app), RoomsHomeScene)
            typo_text = widget(app, "message").s
            assert "mal escrita" in typo_text
            type_into(app, "code", code, enter=True)  # the lobby opens, the host answers
            assert run_until(app, lambda: isinstance(top(app), RoomsHomeScene)
                             and widget(app, "message").s != typo_text)
            closed = widget(app, "message").s
            assert closed.startswith("No hay ninguna sala abierta con el código "
                                     + room_code.pretty(code))
        finally:
            app.close()
    finally:
        server.stop()


def test_a_spectator_watches_by_code_and_gets_the_table_without_a_seat(monkeypatch, tmp_path):
    server = HostThread(host="127.0.0.1", port=0, announce=False)
    server.start()
    creator = RoomClient(f"ws://127.0.0.1:{server.port}", name="Ana")
    try:
        creator.send({"type": "create", "game": "bandas", "options": {"players": 2},
                      "seats": [{"kind": "you"}, {"kind": "bot", "level": "facil"}],
                      "grace_s": 60, "spectators": True})
        code = next_of(creator, "joined")["code"]
        app, _ = open_rooms(monkeypatch, tmp_path, net=NetPort(bind="127.0.0.1", announce=False))
        try:
            type_into(app, "code", room_code.pretty(code))
            type_into(app, "server", f"127.0.0.1:{server.port}")
            press(app, "watch")
            lobby = top(app)
            assert isinstance(lobby, LobbyScene)
            assert run_until(app, lambda: lobby.session.joined)
            assert lobby.session.seat is None
            assert "espectador" in widget(app, "status").s
            creator.send({"type": "start"})
            if table_can_open():
                assert run_until(app, lambda: getattr(top(app), "match", None) is not None)
                assert top(app).match.game == "bandas" and top(app).human is None
                assert not any(getattr(layer, "can_say", True) for layer in top(app).layers)
        finally:
            app.close()
    finally:
        creator.close()
        server.stop()
