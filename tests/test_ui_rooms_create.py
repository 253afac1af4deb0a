"""Creating a room, clicked through as a person would (issue 32): «Con amigos» → «Crear
sala» → the game and its options (the setup screen's own widgets, without the deal code
and the bots' level) → each seat a friend or the machine, grace, spectators, «En esta
red» → the lobby (code, «Copiar», seats, «Empezar») → `started` opens the table. The
network is tests/rooms_fakes.FakeNet: what the app sends is checked message by message."""
import pygame
import pytest
from rooms_fakes import joined, make_code
from rooms_ui_helpers import choose, has_widget, open_rooms, press, type_into, widget
from ui_helpers import step, top

from hod_desktop.scenes.rooms.game_page import RoomGameScene
from hod_desktop.scenes.rooms.home import RoomsHomeScene
from hod_desktop.scenes.rooms.lobby import LobbyScene
from hod_desktop.scenes.rooms.seats_page import RoomSeatsScene

CODE = make_code("KX7QMP")


def to_seats(app, game="chinchon", players="3"):
    press(app, "create")
    assert isinstance(top(app), RoomGameScene)
    press(app, f"game:{game}")
    choose(app, "opt:players", players)
    press(app, "start")
    assert isinstance(top(app), RoomSeatsScene)


def test_the_game_page_is_the_setup_screen_without_code_and_level(monkeypatch, tmp_path):
    app, _ = open_rooms(monkeypatch, tmp_path)
    try:
        press(app, "create")
        keys = {getattr(w, "key_name", None) for w in top(app).ui.widgets}
        assert "opt:players" in keys and "game:chinchon" in keys
        assert "opt:level" not in keys and "code" not in keys and "code_apply" not in keys
        press(app, "game:chinchon")
        assert "opt:limit" in {getattr(w, "key_name", None) for w in top(app).ui.widgets}
        assert widget(app, "start").label == "Siguiente"
    finally:
        app.close()


def test_create_on_this_network_sends_the_room_and_opens_the_lobby(monkeypatch, tmp_path):
    app, net = open_rooms(monkeypatch, tmp_path, settings={"player_name": "Ana"})
    try:
        to_seats(app, "chinchon", "4")
        seats = top(app)
        assert seats.kinds == ["you", "friend", "normal", "normal"]
        choose(app, "seat:2", "Amigo")
        choose(app, "seat:3", "Difícil")
        choose(app, "grace", "2 min")
        press(app, "spectators")  # on by default: now off
        choose(app, "where", "En esta red")
        type_into(app, "port", "9100")
        press(app, "open")
        assert [h.port for h in net.hosts] == [9100]
        client = net.clients[-1]
        assert client.url == "ws://127.0.0.1:9100"
        assert (client.name, client.lang) == ("Ana", "es")
        assert client.types() == ["create"]
        create = client.sent[0]
        assert create["game"] == "chinchon" and create["options"]["players"] == 4
        assert create["seats"] == [{"kind": "you"}, {"kind": "friend"}, {"kind": "friend"},
                                   {"kind": "bot", "level": "dificil"}]
        assert create["grace_s"] == 120 and create["spectators"] is False
        lobby = top(app)
        assert isinstance(lobby, LobbyScene)
        assert not has_widget(app, "start")  # nothing to start before the host answers
        client.feed(joined(CODE, 0))
        step(app, 2)
        assert widget(app, "code").s == net.show_code(CODE)
        assert "192.168.1.20:9100" in widget(app, "rooms.where_lan").s
        assert widget(app, "seat:0").s == "Ana (tú) · conectado"
        assert widget(app, "seat:1").s == "Esperando a un amigo…"
        assert widget(app, "seat:2").s == "La máquina (normal)"
        press(app, "copy")
        assert pygame.scrap.get_text() == net.show_code(CODE)
        client.feed({"type": "lobby", "seats": [
            {"name": "Ana", "kind": "you", "connected": True},
            {"name": "Luis", "kind": "friend", "connected": True},
            {"name": "", "kind": "bot", "level": "normal", "connected": True}]})
        step(app, 2)
        assert widget(app, "seat:1").s == "Luis · conectado"
        client.feed({"type": "seat", "seat": 1, "connected": False, "grace_left_s": 60,
                     "bot_playing": False})
        step(app, 2)
        assert widget(app, "seat:1").s == "Luis · desconectado"
        press(app, "start")
        assert client.sent[-1] == {"type": "start"}
    finally:
        app.close()


def test_started_opens_the_table_at_my_seat(monkeypatch, tmp_path):
    from hod_desktop.scenes.rooms import lobby as lobby_module

    opened = []
    monkeypatch.setattr(lobby_module, "open_room_table",
                        lambda app, session: opened.append((session.seat, session.started)))
    app, net = open_rooms(monkeypatch, tmp_path)
    try:
        to_seats(app)
        press(app, "open")
        client = net.clients[-1]
        started = {"type": "started", "n_moves": 0, "view": {}, "names": ["A", "B", "C"]}
        later = {"type": "update", "n": 1, "events": [], "view": {}, "to_act": [1],
                 "terminal": False, "winners": []}
        client.feed(joined(CODE, 0), started, later)
        step(app, 3)
        assert opened == [(0, started)]
        assert top(app).session.backlog == [later]  # for the table, not eaten by the lobby
        step(app, 3)
        assert len(opened) == 1
    finally:
        app.close()


def test_a_busy_port_is_said_and_nothing_is_sent(monkeypatch, tmp_path):
    from rooms_fakes import FakeNet

    app, net = open_rooms(monkeypatch, tmp_path, net=FakeNet(busy_ports={8765}))
    try:
        to_seats(app)
        press(app, "open")
        assert isinstance(top(app), RoomSeatsScene) and not net.clients
        assert "8765" in widget(app, "message").s
        type_into(app, "port", "80")
        press(app, "open")
        assert widget(app, "message").s == "El puerto es un número del 1024 al 65535."
        assert not net.clients
    finally:
        app.close()


def test_on_a_server_uses_the_address_from_settings(monkeypatch, tmp_path):
    from hod_desktop.scenes.settings import SettingsScene

    app, net = open_rooms(monkeypatch, tmp_path)
    try:
        to_seats(app)
        choose(app, "where", "En un servidor")
        press(app, "open")
        assert widget(app, "message").s == "Pon antes la dirección del servidor en Ajustes."
        assert not net.clients
        press(app, "to_settings")
        assert isinstance(top(app), SettingsScene)
        type_into(app, "server", "wss://cartas.example.org:8443", enter=True)
        press(app, "done")
        assert isinstance(top(app), RoomSeatsScene)
        assert widget(app, "where_note").s == "Servidor: wss://cartas.example.org:8443"
        assert not has_widget(app, "to_settings")
        press(app, "open")
        assert net.clients[-1].url == "wss://cartas.example.org:8443" and not net.hosts
        assert isinstance(top(app), LobbyScene)
        assert widget(app, "where").s == "Abriendo la sala en wss://cartas.example.org:8443…"
        assert widget(app, "leave").label == "Cancelar"
    finally:
        app.close()


@pytest.mark.parametrize("how", ["leave", "escape"])
def test_leaving_the_lobby_says_goodbye_stops_the_host_and_goes_home(monkeypatch, tmp_path, how):
    app, net = open_rooms(monkeypatch, tmp_path)
    try:
        to_seats(app)
        press(app, "open")
        client = net.clients[-1]
        client.feed(joined(CODE, 0))
        step(app, 2)
        if how == "leave":
            press(app, "leave")
        else:
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0,
                                                 unicode="\x1b", scancode=0))
            step(app, 3)
        assert isinstance(top(app), RoomsHomeScene)
        assert client.sent[-1] == {"type": "leave"} and client.closed
        assert net.hosts[-1].stopped
        assert not net.listeners[-1].closed  # back on the list: listening again
    finally:
        app.close()


def test_the_menu_after_a_room_closes_it(monkeypatch, tmp_path):
    """Back to the menu from anywhere above the lobby (after the game): the room is left
    and this app's server stopped, not left running in its thread."""
    app, net = open_rooms(monkeypatch, tmp_path)
    try:
        to_seats(app)
        press(app, "open")
        net.clients[-1].feed(joined(CODE, 0))
        step(app, 2)
        assert all(lst.closed for lst in net.listeners)  # not listening under the lobby
        app.go_menu()
        step(app, 2)
        assert net.clients[-1].closed and net.hosts[-1].stopped
    finally:
        app.close()
