"""The lobby says what the creator chose (issue 32's lobby left it out): players, the
game's mode and switches, the machine's levels, the wait for a dropped player and whether
people may watch, in one line under the title, from the host's `joined`."""
import pytest
from rooms_fakes import joined, make_code
from rooms_ui_helpers import open_rooms, type_into, widget
from ui_helpers import step

from hod_desktop.scenes.rooms.room_options import options_line
from hod_desktop.scenes.rooms.session import SeatState
from hod_desktop.ui import i18n

CODE = make_code("HJ4RTW")
SERVER = {"server_address": "cartas.example.org:8765"}


def enter(app, net, msg):
    type_into(app, "code", CODE, enter=True)
    net.clients[-1].feed(msg)
    step(app, 3)


def test_a_guest_sees_mode_powers_levels_wait_and_spectators(monkeypatch, tmp_path):
    app, net = open_rooms(monkeypatch, tmp_path, settings=SERVER)
    try:
        msg = joined(CODE, 1, game="cinco_vidas_espanola", seats=[
            {"name": "Ana", "kind": "friend", "connected": True},
            {"name": "Jugador", "kind": "friend", "connected": True},
            {"name": "", "kind": "bot", "level": "dificil", "connected": True},
            {"name": "", "kind": "bot", "level": "facil", "connected": True},
            {"name": "", "kind": "bot", "level": "dificil", "connected": True}],
            options={"players": 5, "mode": "a_ciegas", "poderes": True})
        enter(app, net, {**msg, "grace_s": 120, "spectators": False})
        assert widget(app, "options").s == ("5 jugadores · A ciegas · Poderes · máquina: fácil, "
                                            "difícil · espera 2 min a quien se cae · sin "
                                            "espectadores")
    finally:
        app.close()


def test_chinchon_says_its_limit_and_a_reentry_turned_off(monkeypatch, tmp_path):
    app, net = open_rooms(monkeypatch, tmp_path, settings=SERVER, lang="en")
    try:
        msg = joined(CODE, 1, options={"players": 3, "limit": 50, "reentry": False})
        enter(app, net, {**msg, "grace_s": 30, "spectators": True})
        assert widget(app, "options").s == ("3 players · Points limit: 50 (short) · Re-entry: "
                                            "No · bots: normal · waits 30 s for a dropped "
                                            "player · spectators allowed")
    finally:
        app.close()


def tr_es(key, **fmt):
    return i18n.tr(key, "es", **fmt)


@pytest.mark.parametrize("game, options, words", [
    ("cinco_vidas_espanola", {"mode": "clasico", "poderes": False}, "Clásico"),
    ("chinchon", {"limit": 100, "reentry": True}, "Límite de puntos: 100 puntos · Reenganche"),
    ("bandas", {}, None)])
def test_the_defaults_are_said_plainly_and_unsaid_fields_left_out(game, options, words):
    seats = [SeatState("Ana", "you", connected=True), SeatState("", "friend")]
    line = options_line(tr_es, game, options, seats, None, None)
    assert line == "2 jugadores" + (f" · {words}" if words else "")
