"""Joining a room (issue 32): a typed code with a wrong check character is called a typo
before anything is sent; a good code of a room that is closed gets the host's answer in
other words; a room this network announces is one click, no typing; a guest's lobby
waits for the creator; a spectator is told what they see."""
import pytest
from rooms_fakes import joined, make_code
from rooms_ui_helpers import has_widget, open_rooms, press, type_into, widget
from ui_helpers import step, top

from hod_desktop.scenes.rooms.home import RoomsHomeScene
from hod_desktop.scenes.rooms.lobby import LobbyScene

CODE = make_code("HJ4RTW")
SERVER = {"server_address": "cartas.example.org:8765"}


def typo_of(code: str) -> str:
    """The same code with its check character changed (a one-key slip)."""
    other = "A" if code[-1] != "A" else "B"
    return code[:-1] + other


def test_a_typo_is_told_apart_from_a_closed_room(monkeypatch, tmp_path):
    app, net = open_rooms(monkeypatch, tmp_path, settings=SERVER)
    try:
        type_into(app, "code", typo_of(CODE).lower(), enter=True)
        assert isinstance(top(app), RoomsHomeScene) and not net.clients
        typo = widget(app, "message").s
        assert "mal escrita" in typo and widget(app, "code").error
        assert widget(app, "code").value == typo_of(CODE)  # what was typed stays
        type_into(app, "code", CODE[:4] + "-" + CODE[4:])
        assert not widget(app, "message").visible  # the old verdict goes at a keystroke
        press(app, "join")
        client = net.clients[-1]
        assert client.url == "ws://cartas.example.org:8765"
        assert (client.name, client.lang) == ("Jugador", "es")
        assert client.sent == [{"type": "join", "code": CODE}]
        assert isinstance(top(app), LobbyScene)
        assert widget(app, "title").s == "Entrando en la sala…"
        client.feed({"type": "error", "code": "no_room", "text": "no such room"})
        step(app, 3)
        assert isinstance(top(app), RoomsHomeScene) and client.closed
        closed = widget(app, "message").s
        assert closed == f"No hay ninguna sala abierta con el código {net.show_code(CODE)}: " \
                         "ya se cerró o nunca existió."
        assert closed != typo
    finally:
        app.close()


def test_no_room_here_and_no_server_says_where_to_look(monkeypatch, tmp_path):
    app, net = open_rooms(monkeypatch, tmp_path)
    try:
        press(app, "join")
        assert widget(app, "message").s == "Escribe el código de la sala."
        type_into(app, "code", CODE, enter=True)
        assert "Ajustes" in widget(app, "message").s and not net.clients
    finally:
        app.close()


def test_an_announced_room_is_one_click(monkeypatch, tmp_path):
    app, net = open_rooms(monkeypatch, tmp_path)
    try:
        assert has_widget(app, "lan_note")  # «Buscando salas…»
        net.listeners[-1].announced = [{"code": CODE, "game": "bandas",
                                        "url": "ws://192.168.1.7:8765", "free": 2}]
        step(app, 70)  # the list is read once a second
        button = widget(app, f"lan:{CODE}")
        assert button.label == f"Bandas · {net.show_code(CODE)}"
        assert button.sublabel == "192.168.1.7 · 2 sitios libres"
        press(app, f"lan:{CODE}")
        client = net.clients[-1]
        assert client.url == "ws://192.168.1.7:8765"
        assert client.sent[-1] == {"type": "join", "code": CODE}
    finally:
        app.close()


def test_a_typed_code_of_an_announced_room_goes_to_that_host(monkeypatch, tmp_path):
    app, net = open_rooms(monkeypatch, tmp_path, settings=SERVER)
    try:
        net.listeners[-1].announced = [{"code": CODE, "game": "chinchon",
                                        "url": "ws://192.168.1.9:9000"}]
        step(app, 70)
        type_into(app, "code", CODE.lower(), enter=True)
        assert net.clients[-1].url == "ws://192.168.1.9:9000"
    finally:
        app.close()


def test_a_guest_waits_for_the_creator_and_leaving_gives_the_seat_up(monkeypatch, tmp_path):
    app, net = open_rooms(monkeypatch, tmp_path, settings=SERVER)
    try:
        type_into(app, "code", CODE, enter=True)
        client = net.clients[-1]
        client.feed(joined(CODE, 1, creator=0, seats=[
            {"name": "Ana", "kind": "you", "connected": True},
            {"name": "Jugador", "kind": "friend", "connected": True}]))
        step(app, 2)
        assert not has_widget(app, "start")
        assert widget(app, "status").s == "Esperando a que Ana empiece…"
        assert widget(app, "seat:1").s == "Jugador (tú) · conectado"
        assert app.settings["last_room"]["token"] == "tok-" + CODE
        press(app, "leave")  # for good: no seat kept, nothing to go back to
        assert app.settings["last_room"] == {} and not has_widget(app, "last_room")
        type_into(app, "code", CODE, enter=True)
        assert net.clients[-1].sent[-1] == {"type": "join", "code": CODE}
    finally:
        app.close()


def test_after_a_crash_the_app_goes_back_to_its_seat(monkeypatch, tmp_path):
    """The app stops without leaving (a crash, the plug): started again, the rooms screen
    offers «Volver a la sala», which rejoins with the seat's token."""
    app, net = open_rooms(monkeypatch, tmp_path, settings=SERVER)
    type_into(app, "code", CODE, enter=True)
    net.clients[-1].feed(joined(CODE, 1))
    step(app, 2)
    app.scenes.stack.clear()  # the crash: no screen gets to say goodbye
    app.close()
    from hod_desktop.app import App

    again = App(size=(1280, 720))  # the settings as saved on disk
    try:
        again.step()
        press(again, "menu.friends")
        button = widget(again, "last_room")
        assert button.label == f"Volver a la sala {net.show_code(CODE)}"
        press(again, "last_room")
        client = net.clients[-1]
        assert client.url == "ws://cartas.example.org:8765"
        assert client.sent == [{"type": "join", "code": CODE, "token": "tok-" + CODE}]
        client.feed({"type": "error", "code": "no_room", "text": "gone"})
        step(again, 3)
        assert "No hay ninguna sala" in widget(again, "message").s
        assert not has_widget(again, "last_room")  # a closed room is not offered again
    finally:
        again.close()


def test_watching_sends_watch_and_says_what_a_spectator_sees(monkeypatch, tmp_path):
    app, net = open_rooms(monkeypatch, tmp_path, settings=SERVER)
    try:
        type_into(app, "code", CODE)
        press(app, "watch")
        client = net.clients[-1]
        assert client.sent[-1] == {"type": "watch", "code": CODE}
        client.feed(joined(CODE, None))
        step(app, 2)
        assert "espectador" in widget(app, "status").s and not has_widget(app, "start")
    finally:
        app.close()


def test_an_unreachable_server_is_said_at_once(monkeypatch, tmp_path):
    from rooms_fakes import FakeNet

    net = FakeNet(unreachable={"ws://cartas.example.org:8765"})
    app, net = open_rooms(monkeypatch, tmp_path, settings=SERVER, net=net)
    try:
        type_into(app, "code", CODE, enter=True)
        assert isinstance(top(app), RoomsHomeScene) and not net.clients
        assert widget(app, "message").s == ("No se pudo conectar con cartas.example.org:8765: "
                                            "Connection refused")
    finally:
        app.close()


def test_a_lost_connection_before_joining_goes_back_with_the_reason(monkeypatch, tmp_path):
    app, net = open_rooms(monkeypatch, tmp_path, settings=SERVER)
    try:
        type_into(app, "code", CODE, enter=True)
        net.clients[-1].feed({"type": "closed", "reason": "connection refused"})
        step(app, 3)
        assert isinstance(top(app), RoomsHomeScene)
        assert widget(app, "message").s == (  # in our words (the raw reason goes to the log)
            "Nadie responde en cartas.example.org:8765: puede que la sala ya no esté abierta, "
            "o que esa dirección no sea la suya.")
    finally:
        app.close()


def test_the_host_gone_in_the_lobby_is_one_sentence(monkeypatch, tmp_path):
    app, net = open_rooms(monkeypatch, tmp_path, settings=SERVER)
    try:
        type_into(app, "code", CODE, enter=True)
        net.clients[-1].feed(joined(CODE, 1), {"type": "host_gone"})
        step(app, 3)
        assert isinstance(top(app), LobbyScene)
        assert widget(app, "message").s == ("La mesa de esta sala ya no responde: la partida "
                                            "no puede seguir.")
    finally:
        app.close()


def test_the_name_typed_is_kept_and_sent(monkeypatch, tmp_path):
    app, net = open_rooms(monkeypatch, tmp_path, settings=SERVER)
    try:
        type_into(app, "name", "Ana ")
        net.listeners[-1].announced = [{"code": CODE, "game": "brag", "url": "ws://10.0.0.2:1"}]
        step(app, 70)  # the list changed: the screen is rebuilt
        assert widget(app, "name").value == "Ana "  # the space being typed stays
        assert app.settings["player_name"] == "Ana"
        type_into(app, "code", CODE, enter=True)
        assert net.clients[-1].name == "Ana"
    finally:
        app.close()


@pytest.mark.parametrize("code, words", [
    ("full", "ya está llena"), ("no_spectators", "no admite espectadores"),
    ("too_many_joins", "Demasiados códigos equivocados"),
    ("version", "misma versión de salas (host 2, app 1)")])
def test_each_refusal_in_the_players_words(monkeypatch, tmp_path, code, words):
    app, net = open_rooms(monkeypatch, tmp_path, settings=SERVER)
    try:
        type_into(app, "code", CODE, enter=True)
        net.clients[-1].feed({"type": "error", "code": code, "text": "host 2, app 1"})
        step(app, 3)
        assert isinstance(top(app), RoomsHomeScene) and words in widget(app, "message").s
    finally:
        app.close()


def test_a_stale_seat_token_is_forgotten(monkeypatch, tmp_path):
    app, net = open_rooms(monkeypatch, tmp_path, settings=SERVER)
    try:
        app.session["room_tokens"] = {CODE: "old"}
        type_into(app, "code", CODE, enter=True)
        assert net.clients[-1].sent[-1] == {"type": "join", "code": CODE, "token": "old"}
        net.clients[-1].feed({"type": "error", "code": "bad_token", "text": "no"})
        step(app, 3)
        assert "ya no te espera" in widget(app, "message").s
        press(app, "join")
        assert net.clients[-1].sent[-1] == {"type": "join", "code": CODE}
    finally:
        app.close()


def test_the_server_can_be_typed_when_joining(monkeypatch, tmp_path):
    """«or when joining» (issue 32): the server field under the code; a wrong address is
    told and nothing is sent; a good one is kept for Ajustes too and used."""
    app, net = open_rooms(monkeypatch, tmp_path)
    try:
        type_into(app, "code", CODE)
        type_into(app, "server", "cartas example:80", enter=True)
        assert widget(app, "message").s == ("El nombre del servidor tiene caracteres que no "
                                            "valen")
        assert widget(app, "server").error and not widget(app, "code").error
        assert not net.clients and app.settings["server_address"] == ""
        type_into(app, "server", "wss://cartas.example.org:8443", enter=True)
        assert net.clients[-1].url == "wss://cartas.example.org:8443"
        assert app.settings["server_address"] == "wss://cartas.example.org:8443"
    finally:
        app.close()


def test_quick_messages_in_the_lobby(monkeypatch, tmp_path):
    from hod_desktop.scenes.rooms.quick_messages import QuickMessagesScene

    app, net = open_rooms(monkeypatch, tmp_path, settings=SERVER)
    try:
        type_into(app, "code", CODE, enter=True)
        client = net.clients[-1]
        client.feed(joined(CODE, 1, seats=[
            {"name": "Ana", "kind": "friend", "connected": True},
            {"name": "Jugador", "kind": "friend", "connected": True},
            {"name": "Marta", "kind": "friend", "connected": True}]),
            {"type": "said", "seat": 0, "text": "¡Hola! <b>¿empezamos?</b>"},
            {"type": "said", "seat": 2, "text": "x" * 200})
        step(app, 3)
        assert widget(app, "said:0").s == "Ana: ¡Hola! <b>¿empezamos?</b>"  # plain text
        assert widget(app, "said:1").s.startswith("Marta: xxx") and widget(app, "said:1").s.endswith("…")
        press(app, "messages")
        assert isinstance(top(app), QuickMessagesScene)
        press(app, "mute:2")
        assert client.sent[-1] == {"type": "mute", "seat": 2, "on": True}
        press(app, "phrase:good_luck")
        assert client.sent[-1] == {"type": "say", "text": "¡Suerte!"}
        assert isinstance(top(app), LobbyScene)
        assert not has_widget(app, "said:1")  # Marta is muted
    finally:
        app.close()


def test_a_lan_that_cannot_be_heard_is_said(monkeypatch, tmp_path):
    app, net = open_rooms(monkeypatch, tmp_path)
    try:
        net.listeners[-1].error = "Network is unreachable"
        step(app, 70)
        assert widget(app, "lan_note").s == ("No se pueden buscar salas en esta red: "
                                             "Network is unreachable")
    finally:
        app.close()
