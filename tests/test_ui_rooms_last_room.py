"""«Volver a la sala» (the seat kept when the app stopped without leaving) is not offered
for a host that is gone: when the attempt finds nobody there (the connection refused or
lost before the host answers) or the host says the room no longer exists, the button
goes, for good (also after a restart), and the sentence says so. The token stays for this
run only: if the host comes back (a server reopens its rooms when it starts again),
typing the code gets the seat back."""
from rooms_fakes import FakeNet, make_code
from rooms_ui_helpers import has_widget, open_rooms, press, type_into, widget
from ui_helpers import step, top

from hod_desktop.persist.settings import load_settings
from hod_desktop.scenes.rooms.home import RoomsHomeScene

CODE = make_code("HJ4RTW")
URL = "ws://cartas.example.org:8765"
LAST = {"code": CODE, "url": URL, "address": "cartas.example.org:8765", "token": "tok-kept",
        "game": "chinchon"}


def test_nobody_answering_there_stops_offering_it(monkeypatch, tmp_path):
    app, net = open_rooms(monkeypatch, tmp_path, settings={"last_room": dict(LAST)})
    try:
        press(app, "last_room")
        client = net.clients[-1]
        assert client.sent == [{"type": "join", "code": CODE, "token": "tok-kept"}]
        client.feed({"type": "closed", "reason": "cannot reach: Connection refused"})
        step(app, 3)
        assert isinstance(top(app), RoomsHomeScene) and client.closed
        assert widget(app, "message").s == (
            "Nadie responde en cartas.example.org:8765: puede que la sala ya no esté abierta, "
            "o que esa dirección no sea la suya. Dejamos de ofrecerte la sala "
            f"{net.show_code(CODE)}; si vuelve a abrirse, entra con su código y recuperarás "
            "tu sitio.")
        assert not has_widget(app, "last_room")
        assert load_settings()[0]["last_room"] == {}  # not offered after a restart either
        app.settings["server_address"] = "cartas.example.org:8765"
        type_into(app, "code", CODE, enter=True)  # the host is back: the seat, by its code
        assert net.clients[-1].sent == [{"type": "join", "code": CODE, "token": "tok-kept"}]
    finally:
        app.close()


def test_a_connection_refused_at_once_stops_offering_it(monkeypatch, tmp_path):
    net = FakeNet(unreachable={URL})
    app, net = open_rooms(monkeypatch, tmp_path, settings={"last_room": dict(LAST)}, net=net)
    try:
        press(app, "last_room")
        assert isinstance(top(app), RoomsHomeScene) and not net.clients
        message = widget(app, "message").s
        assert message.startswith("No se pudo conectar con cartas.example.org:8765: "
                                  "Connection refused. Dejamos de ofrecerte la sala")
        assert not has_widget(app, "last_room") and load_settings()[0]["last_room"] == {}
    finally:
        app.close()


def test_a_room_that_no_longer_exists_is_forgotten_with_its_token(monkeypatch, tmp_path):
    app, net = open_rooms(monkeypatch, tmp_path, settings={"last_room": dict(LAST),
                                                          "server_address": LAST["address"]})
    try:
        press(app, "last_room")
        net.clients[-1].feed({"type": "error", "code": "no_room", "text": "no such room"})
        step(app, 3)
        assert "No hay ninguna sala abierta" in widget(app, "message").s
        assert not has_widget(app, "last_room") and load_settings()[0]["last_room"] == {}
        type_into(app, "code", CODE, enter=True)  # nothing left to send: a plain join
        assert net.clients[-1].sent == [{"type": "join", "code": CODE}]
    finally:
        app.close()


def test_another_room_nobody_answers_leaves_the_offer(monkeypatch, tmp_path):
    app, net = open_rooms(monkeypatch, tmp_path, settings={"last_room": dict(LAST),
                                                          "server_address": LAST["address"]})
    try:
        other = make_code("PQ7XYZ")
        type_into(app, "code", other, enter=True)
        net.clients[-1].feed({"type": "closed", "reason": "refused"})
        step(app, 3)
        assert "Dejamos" not in widget(app, "message").s
        assert has_widget(app, "last_room") and app.settings["last_room"] == LAST
    finally:
        app.close()


def test_the_host_answering_keeps_it_offered(monkeypatch, tmp_path):
    """A host that answers, even to refuse for another reason, is not gone."""
    app, net = open_rooms(monkeypatch, tmp_path, settings={"last_room": dict(LAST)})
    try:
        press(app, "last_room")
        net.clients[-1].feed({"type": "error", "code": "too_many_joins", "text": "wait"})
        step(app, 3)
        assert "Demasiados" in widget(app, "message").s
        assert has_widget(app, "last_room") and app.settings["last_room"] == LAST
    finally:
        app.close()
