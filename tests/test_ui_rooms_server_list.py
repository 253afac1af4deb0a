"""Joining «en un servidor»: the join page lists the server's open rooms (the protocol's
`list` -> `rooms`) as it lists this network's, one click each, no code typed; «Actualizar»
asks again, and so does a pause in typing the server's address and every few seconds;
nobody answering, no room open, no server set and a server of another version are each
said in a sentence. (FakeNet here; test_ui_rooms_server_list_net does it on loopback.)"""
from rooms_fakes import make_code
from rooms_ui_helpers import choose, has_widget, open_rooms, press, type_into, widget
from ui_helpers import step, top

from hod_desktop.scenes.rooms.lobby import LobbyScene
from hod_desktop.scenes.rooms.open_rooms import SERVER_REFRESH_S

SERVER = {"server_address": "cartas.example.org:8765"}
WAITING, PLAYING = make_code("MNPQRS"), make_code("ZXCVBN")
ROOMS = [{"code": PLAYING, "game": "siete_y_media", "phase": "playing", "seats": 6, "free": 1,
          "spectators": True},
         {"code": WAITING, "game": "chinchon", "phase": "lobby", "seats": 4, "free": 2,
          "spectators": False},
         {"code": WAITING[:-1] + ("A" if WAITING[-1] != "A" else "B"), "game": "chinchon",
          "free": 1},  # a bad check character: left out
         {"code": make_code("QQQQQQ"), "game": "mus", "free": 3}]  # not a game of ours


def test_the_servers_rooms_are_listed_and_one_click(monkeypatch, tmp_path):
    app, net = open_rooms(monkeypatch, tmp_path, settings=SERVER)
    try:
        ask = net.asks[-1]  # the list shows at once: a server is set
        assert (ask.url, ask.name) == ("ws://cartas.example.org:8765", "Jugador")
        assert widget(app, "server_note").s == "Preguntando a cartas.example.org:8765 por sus salas…"
        ask.answer(ROOMS)
        step(app, 2)
        buttons = [w.key_name for w in top(app).ui.widgets
                   if str(getattr(w, "key_name", "")).startswith("server:")]
        assert buttons == [f"server:{WAITING}", f"server:{PLAYING}"]  # waiting ones first
        first = widget(app, f"server:{WAITING}")
        assert first.label == f"Chinchón · {net.show_code(WAITING)}"
        assert first.sublabel == "2 sitios libres · sin empezar"
        assert widget(app, f"server:{PLAYING}").sublabel == "1 sitio libre · ya en juego"
        assert widget(app, "list_source").options[1][1] == "En un servidor (2)"
        press(app, f"server:{WAITING}")
        client = net.clients[-1]
        assert client.url == "ws://cartas.example.org:8765"
        assert client.sent == [{"type": "join", "code": WAITING}]
        assert isinstance(top(app), LobbyScene)
    finally:
        app.close()


def test_nobody_answering_and_no_room_open_are_said(monkeypatch, tmp_path):
    app, net = open_rooms(monkeypatch, tmp_path, settings=SERVER)
    try:
        net.asks[-1].fail("unreachable", "Connection refused")
        step(app, 2)
        assert widget(app, "server_note").s == ("Nadie responde en cartas.example.org:8765: "
                                                "revisa la dirección o prueba más tarde.")
        press(app, "refresh")
        assert len(net.asks) == 2
        net.asks[-1].answer([])
        step(app, 2)
        assert widget(app, "server_note").s == ("cartas.example.org:8765 no tiene ninguna "
                                                "sala abierta ahora.")
        assert not any(str(getattr(w, "key_name", "")).startswith("server:")
                       for w in top(app).ui.widgets)
    finally:
        app.close()


def test_a_server_of_another_version_is_said(monkeypatch, tmp_path):
    app, net = open_rooms(monkeypatch, tmp_path, settings=SERVER, lang="en")
    try:
        net.asks[-1].fail("version", "server 2, app 1")
        step(app, 2)
        assert widget(app, "server_note").s == (
            "cartas.example.org:8765 did not give its list of rooms: This app and the server "
            "speak different versions of rooms (server 2, app 1). Update the older one.")
    finally:
        app.close()


def test_without_a_server_the_list_says_where_to_type_it(monkeypatch, tmp_path):
    app, net = open_rooms(monkeypatch, tmp_path)
    try:
        assert has_widget(app, "lan_note")  # no server: this network's list first
        choose(app, "list_source", "En un servidor")
        step(app, 2)
        assert not net.asks
        assert widget(app, "server_note").s.startswith("Escribe la dirección del servidor")
        type_into(app, "server", "cartas example:80")
        step(app, 70)
        assert not net.asks and "no valen" in widget(app, "server_note").s
        type_into(app, "server", "wss://cartas.example.org:8443")
        assert not net.asks  # not at every key: when typing pauses
        step(app, 70)
        assert [a.url for a in net.asks] == ["wss://cartas.example.org:8443"]
        net.asks[-1].answer(ROOMS[1:2])
        step(app, 2)
        press(app, f"server:{WAITING}")  # the server typed is the one joined, and kept
        assert net.clients[-1].url == "wss://cartas.example.org:8443"
        assert app.settings["server_address"] == "wss://cartas.example.org:8443"
    finally:
        app.close()


def test_the_list_is_asked_again_while_shown_and_the_choice_kept(monkeypatch, tmp_path):
    app, net = open_rooms(monkeypatch, tmp_path, settings=SERVER)
    try:
        net.asks[-1].answer(ROOMS)
        step(app, 2)
        top(app).update(SERVER_REFRESH_S)
        assert len(net.asks) == 2 and has_widget(app, f"server:{WAITING}")  # no blink
        net.asks[-1].answer([])
        step(app, 2)
        assert not has_widget(app, f"server:{WAITING}")
        choose(app, "list_source", "En esta red")
        top(app).update(SERVER_REFRESH_S)
        assert len(net.asks) == 2  # not asked while this network's list shows
        press(app, "back")
        press(app, "menu.friends")
        assert widget(app, "list_source").value == "lan"  # as left, for this run
    finally:
        app.close()


def test_a_room_of_a_server_no_longer_typed_is_not_joined_there(monkeypatch, tmp_path):
    """The address in the field changed after the list came: a click asks the server typed
    now (its list replaces the old one) instead of joining the old server's room."""
    app, net = open_rooms(monkeypatch, tmp_path, settings=SERVER)
    try:
        net.asks[-1].answer(ROOMS)
        step(app, 2)
        type_into(app, "server", "otro.example.org:9000")
        press(app, f"server:{WAITING}")
        assert not net.clients
        assert net.asks[-1].url == "ws://otro.example.org:9000"
        assert app.settings["server_address"] == "cartas.example.org:8765"
    finally:
        app.close()
