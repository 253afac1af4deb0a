"""The server's list of open rooms and «Volver a la sala» against the real network code
on loopback (HostThread as the server, RoomClient, NetPort's background `list`): a room a
friend created is listed and entered with one click; a server that is not there is said;
the room kept from before, where nobody answers any more, stops being offered."""
import pytest
from rooms_ui_helpers import free_port, has_widget, next_of, open_rooms, press, run_until, widget
from ui_helpers import top

pytest.importorskip("websockets")

from hod_desktop.net import room_code  # noqa: E402
from hod_desktop.net.client import RoomClient  # noqa: E402
from hod_desktop.net.host_thread import HostThread  # noqa: E402
from hod_desktop.scenes.rooms.home import RoomsHomeScene  # noqa: E402
from hod_desktop.scenes.rooms.lobby import LobbyScene  # noqa: E402
from hod_desktop.scenes.rooms.netport import NetPort  # noqa: E402


def loopback():
    return NetPort(bind="127.0.0.1", announce=False)


def test_a_room_on_the_server_is_listed_and_joined_with_one_click(monkeypatch, tmp_path):
    server = HostThread(host="127.0.0.1", port=0, announce=False)
    server.start()
    creator = RoomClient(f"ws://127.0.0.1:{server.port}", name="Ana")
    try:
        creator.send({"type": "create", "game": "bandas", "options": {"players": 3},
                      "seats": [{"kind": "you"}, {"kind": "friend"},
                                {"kind": "bot", "level": "dificil"}],
                      "grace_s": 60, "spectators": True})
        code = next_of(creator, "joined")["code"]
        app, _ = open_rooms(monkeypatch, tmp_path, net=loopback(),
                            settings={"server_address": f"127.0.0.1:{server.port}"})
        try:
            key = f"server:{code}"
            assert run_until(app, lambda: has_widget(app, key))
            button = widget(app, key)
            assert button.label == f"Bandas · {room_code.pretty(code)}"
            assert button.sublabel == "1 sitio libre · sin empezar"
            press(app, key)
            lobby = top(app)
            assert isinstance(lobby, LobbyScene)
            assert run_until(app, lambda: lobby.session.joined)
            assert lobby.session.seat == 1 and lobby.session.code == code
            assert widget(app, "options").s == ("3 jugadores · máquina: difícil · espera 60 s "
                                                "a quien se cae · con espectadores")
        finally:
            app.close()
    finally:
        creator.close()
        server.stop()


def test_a_server_that_is_not_there_is_said(monkeypatch, tmp_path):
    port = free_port()
    app, _ = open_rooms(monkeypatch, tmp_path, net=loopback(),
                        settings={"server_address": f"127.0.0.1:{port}"})
    try:
        want = f"Nadie responde en 127.0.0.1:{port}: revisa la dirección o prueba más tarde."
        assert run_until(app, lambda: has_widget(app, "server_note")
                         and widget(app, "server_note").s == want)
    finally:
        app.close()


def test_the_room_from_before_where_nobody_answers_is_not_offered_again(monkeypatch, tmp_path):
    import random

    port = free_port()
    code = room_code.new_code(random.Random(3))
    last = {"code": code, "url": f"ws://127.0.0.1:{port}", "address": f"127.0.0.1:{port}",
            "token": "t" * 22, "game": "chinchon"}
    app, _ = open_rooms(monkeypatch, tmp_path, net=loopback(), settings={"last_room": last})
    try:
        press(app, "last_room")
        assert run_until(app, lambda: isinstance(top(app), RoomsHomeScene)
                         and has_widget(app, "message"))
        assert "Dejamos de ofrecerte la sala " + room_code.pretty(code) in widget(app, "message").s
        assert not has_widget(app, "last_room") and app.settings["last_room"] == {}
    finally:
        app.close()
