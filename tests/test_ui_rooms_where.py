"""Where a room lives, as its lobby says it. Seen in two real windows: Luis, who picked
Ana's room from the LAN list, read «Sala en el servidor 192.0.2.2:8765», though no
server is involved (Ana's app hosts it). A room found on this network is now «Sala en el
ordenador de Ana, en esta red (…)»; a room on a server still says the server."""
from rooms_fakes import joined, make_code
from rooms_ui_helpers import open_rooms, press, type_into, widget
from ui_helpers import step

CODE = make_code("HJ4RTW")


def test_a_room_from_the_lan_list_is_on_the_creators_computer(monkeypatch, tmp_path):
    app, net = open_rooms(monkeypatch, tmp_path)
    try:
        net.listeners[-1].announced = [{"code": CODE, "game": "chinchon",
                                        "url": "ws://192.168.1.7:8765", "free": 1}]
        step(app, 70)
        press(app, f"lan:{CODE}")
        net.clients[-1].feed(joined(CODE, 1))
        step(app, 3)
        assert widget(app, "rooms.where_lan_guest").s == (
            "Sala en el ordenador de Ana, en esta red (192.168.1.7:8765)")
    finally:
        app.close()


def test_a_room_on_the_server_still_says_the_server(monkeypatch, tmp_path):
    app, net = open_rooms(monkeypatch, tmp_path,
                          settings={"server_address": "cartas.example.org:8765"})
    try:
        type_into(app, "code", CODE, enter=True)
        net.clients[-1].feed(joined(CODE, 1))
        step(app, 3)
        assert widget(app, "rooms.where_server").s == "Sala en el servidor cartas.example.org:8765"
    finally:
        app.close()


def test_a_host_that_does_not_answer_is_said_in_our_words(monkeypatch, tmp_path):
    """Seen in a real window: «Volver a la sala …» of a room whose host app had closed
    said «No se pudo conectar con 192.0.2.2:8765: cannot reach ws://192.0.2.2:8765:
    [Errno 111] Connection refused» (English, raw) with the code field in red."""
    app, net = open_rooms(monkeypatch, tmp_path,
                          settings={"server_address": "cartas.example.org:8765"})
    try:
        type_into(app, "code", CODE, enter=True)
        net.clients[-1].feed({"type": "closed", "reason": "cannot reach ws://cartas.example."
                              "org:8765: [Errno 111] Connection refused"})
        step(app, 3)
        assert widget(app, "message").s == (
            "Nadie responde en cartas.example.org:8765: puede que la sala ya no esté abierta, "
            "o que esa dirección no sea la suya.")
        assert widget(app, "server").error and not widget(app, "code").error
    finally:
        app.close()
