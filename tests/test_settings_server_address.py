"""The server for rooms in *Ajustes* (issue 32): host:port (or ws:// / wss:// in front),
validated as it is typed and when the settings are read; a wrong address gets a sentence
saying what is wrong and never replaces the saved one."""
import json

import pygame
import pytest
from rooms_ui_helpers import press, type_into, widget
from ui_helpers import step, top

from hod_desktop.persist import settings as persist_settings
from hod_desktop.persist.settings import parse_server_address


@pytest.mark.parametrize("text, parsed", [
    ("192.168.1.10:8765", ("ws", "192.168.1.10", 8765)),
    ("cartas.example.org:443", ("ws", "cartas.example.org", 443)),
    ("wss://cartas.example.org:8443/", ("wss", "cartas.example.org", 8443)),
    ("ws://[::1]:9000", ("ws", "::1", 9000)),
    ("  localhost:1  ", ("ws", "localhost", 1)),
])
def test_good_addresses(text, parsed):
    assert parse_server_address(text) == parsed


@pytest.mark.parametrize("text, why", [
    ("cartas.example.org", "shape"), (":8765", "shape"), ("[::1]8765", "shape"),
    ("car tas:8765", "host"), ("-x.org:80", "host"), ("a..b:80", "host"),
    ("host:0", "port"), ("host:65536", "port"), ("host:80a", "port"), ("host:", "port"),
])
def test_bad_addresses_say_what_is_wrong(text, why):
    with pytest.raises(ValueError, match=why):
        parse_server_address(text)


def test_a_bad_address_in_the_file_falls_back_without_losing_the_rest(tmp_path, monkeypatch):
    monkeypatch.setenv("HOD_HOME", str(tmp_path))
    path = persist_settings.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"lang": "en", "server_address": "no port here",
                                "player_name": "x" * 40}), encoding="utf-8")
    loaded, msg = persist_settings.load_settings()
    assert loaded["server_address"] == "" and loaded["player_name"] == ""
    assert loaded["lang"] == "en" and "server_address" in msg and "player_name" in msg
    path.write_text(json.dumps({"server_address": "wss://c.example.org:8443",
                                "player_name": "Ana"}), encoding="utf-8")
    loaded, _ = persist_settings.load_settings()
    assert loaded["server_address"] == "wss://c.example.org:8443"
    assert loaded["player_name"] == "Ana"


@pytest.fixture
def settings_screen(tmp_path, monkeypatch):
    monkeypatch.setenv("HOD_HOME", str(tmp_path))
    from hod_desktop.app import App

    app = App(size=(800, 480), settings={"lang": "es", "anim_speed": "max", "sound": False})
    app.step()
    press(app, "menu.settings")
    yield app
    app.close()


def test_typing_an_address_keeps_it_and_a_wrong_one_is_told(settings_screen):
    app = settings_screen
    type_into(app, "server", "192.168.1.10:8765", enter=True)
    assert app.settings["server_address"] == "192.168.1.10:8765"
    assert widget(app, "server_msg").s == "Servidor guardado: 192.168.1.10:8765"
    saved = json.loads(persist_settings.settings_path().read_text(encoding="utf-8"))
    assert saved["server_address"] == "192.168.1.10:8765"
    type_into(app, "server", "192.168.1.10:99999", enter=True)
    assert widget(app, "server_msg").s == "El puerto es un número del 1 al 65535"
    assert widget(app, "server").error and widget(app, "server").value == "192.168.1.10:99999"
    assert app.settings["server_address"] == "192.168.1.10:8765"  # the good one is kept


def test_leaving_with_a_wrong_address_says_so_once(settings_screen):
    app = settings_screen
    settings_scene = top(app)
    type_into(app, "server", "mi servidor")
    press(app, "done")
    assert top(app) is settings_scene
    assert widget(app, "server_msg").s == "Escribe servidor:puerto, p. ej. 192.168.1.10:8765"
    assert app.settings["server_address"] == ""
    press(app, "done")
    assert top(app) is not settings_scene


def test_the_rooms_screen_names_the_server(settings_screen):
    app = settings_screen
    type_into(app, "server", "wss://cartas.example.org:8443", enter=True)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0,
                                         unicode="\x1b", scancode=0))
    step(app, 3)
    from hod_desktop.scenes.rooms.home import RoomsHomeScene
    from rooms_fakes import FakeNet

    app.scenes.push(RoomsHomeScene(app, FakeNet()))
    step(app, 2)
    assert widget(app, "server").value == "wss://cartas.example.org:8443"


def test_leaving_keeps_a_good_address_typed_without_intro(settings_screen):
    app = settings_screen
    type_into(app, "server", "cartas.example.org:8765")
    assert app.settings["server_address"] == ""  # nothing half typed is kept
    press(app, "done")
    assert app.settings["server_address"] == "cartas.example.org:8765"


def test_the_last_room_is_read_only_whole(tmp_path, monkeypatch):
    monkeypatch.setenv("HOD_HOME", str(tmp_path))
    path = persist_settings.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    good = {"code": "ABCDEFG", "url": "ws://h:1", "address": "h:1", "token": "t", "game": "bandas"}
    path.write_text(json.dumps({"last_room": good}), encoding="utf-8")
    assert persist_settings.load_settings()[0]["last_room"] == good
    for bad in ({**good, "token": 5}, {k: v for k, v in good.items() if k != "url"},
                {**good, "extra": "x"}, ["ABCDEFG"]):
        path.write_text(json.dumps({"last_room": bad}), encoding="utf-8")
        assert persist_settings.load_settings()[0]["last_room"] == {}
