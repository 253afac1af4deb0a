"""No cut text on the room screens at 800x480 and 1280x720, in Spanish, English and Catalan: every
widget inside its panel, no two overlapping, every button's and segment's label at its
own size (not squeezed), the longest cases filled in (ten seats of Bastard Brag, two LAN
rooms, the server's rooms and its refusal, the lobby's line of options, a two-line error,
a guest's lobby, the settings with the server's error)."""
import pygame
import pytest
from rooms_fakes import joined, make_code
from rooms_ui_helpers import open_rooms, press, widget
from ui_helpers import step, top

from hod_desktop.ui.draw.text_render import font
from hod_desktop.ui.widgets.controls import Button, Choice, Label, Panel, TextInput, Toggle

SIZES = [(800, 480), (1280, 720)]
CODE = make_code("KX7QMP")


def problems(scene) -> list[str]:
    """What is cut or squeezed on `scene` (empty when all is well)."""
    out = []
    panel = scene.panel
    ws = [w for w in scene.ui.widgets if w.visible and not isinstance(w, Panel)]
    for w in ws:
        name = getattr(w, "key_name", None) or getattr(w, "s", None) or getattr(w, "label", "")
        if not panel.contains(w.rect):
            out.append(f"{name!r} {w.rect} leaves the panel {panel}")
        if isinstance(w, Button):
            radius = max(6, w.rect.h // 4)
            need = font(w.font_size, w.style != "ghost").size(w.label)[0]
            if need > w.rect.w - max(8, 2 * radius):
                out.append(f"button {w.label!r} squeezed ({need} > {w.rect.w})")
        if isinstance(w, Choice):
            for (_, lab), seg in zip(w.options, w._segments()):
                if font(w.font_size, True).size(lab)[0] > seg.w - 6:
                    out.append(f"segment {lab!r} of {name!r} squeezed")
        if isinstance(w, Label) and w.width:
            f = font(w.size, w.bold, w.display)
            for line in w._lines():
                if f.size(line)[0] > w.width + 1:
                    out.append(f"label line {line!r} wider than {w.width}")
    boxes = [w for w in ws if isinstance(w, (Button, Choice, Label, TextInput, Toggle))]
    for i, a in enumerate(boxes):
        for b in boxes[i + 1:]:
            if a.rect.colliderect(b.rect):
                out.append(f"{getattr(a, 'key_name', None) or getattr(a, 's', a)!r} overlaps "
                           f"{getattr(b, 'key_name', None) or getattr(b, 's', b)!r}")
    return out


def ten_seats():
    return ([{"name": "María José", "kind": "you", "connected": True}]
            + [{"name": "Maximiliano" if i % 3 == 1 else "", "kind": "bot" if i % 3 == 0
                else "friend", "level": "dificil", "connected": i % 2 == 1} for i in range(1, 10)])


@pytest.mark.parametrize("lang", ["es", "en", "ca"])
@pytest.mark.parametrize("size", SIZES, ids=["800x480", "1280x720"])
def test_every_room_screen_fits(monkeypatch, tmp_path, size, lang):
    last = {"code": make_code("KASTRM"), "url": "wss://cartas.example.org:8443",
            "address": "wss://cartas.example.org:8443", "token": "t" * 22,
            "game": "cinco_vidas_espanola"}
    app, net = open_rooms(monkeypatch, tmp_path, size, lang,
                          settings={"player_name": "María José", "last_room": last})
    seen = {}
    try:
        net.listeners[-1].announced = [
            {"code": make_code("ABCDEF"), "game": "cinco_vidas_espanola",
             "url": "ws://192.168.1.7:8765", "name": "Maximiliano", "free": 7},
            {"code": make_code("QWERTY"), "game": "brag", "url": "ws://192.168.1.9:8765",
             "name": "Ana", "free": 1}]
        step(app, 70)
        top(app).code_text = CODE[:-1] + ("A" if CODE[-1] != "A" else "B")
        top(app).join()
        step(app, 2)
        seen["home"] = problems(top(app))
        assert {"last_room", f"lan:{make_code('ABCDEF')}"} <= {
            getattr(w, "key_name", None) for w in top(app).ui.widgets}
        top(app).on_server_change("wss://cartas.example.org:8443")
        top(app).set_list_source("server")
        step(app, 2)
        net.asks[-1].answer([{"code": make_code(body), "game": game, "phase": phase,
                              "free": free} for body, game, phase, free in (
            ("MNPQRS", "cinco_vidas_espanola", "playing", 7), ("ZXCVBN", "brag", "lobby", 9),
            ("HJKMNP", "siete_y_media", "over", 1))])
        step(app, 2)
        seen["home, the server's rooms"] = problems(top(app))
        top(app).refresh_server()
        net.asks[-1].fail("version", "host 2, app 1")
        step(app, 2)
        seen["home, the server refuses"] = problems(top(app))
        top(app).set_list_source("lan")
        press(app, "create")
        top(app).select_game("cinco_vidas_espanola")
        step(app, 2)
        seen["game page"] = problems(top(app))
        top(app).select_game("brag")
        top(app).set_option("players", 10)
        press(app, "start")
        seen["seats, this network"] = problems(top(app))
        top(app).set_where("server")
        step(app, 2)
        top(app).open_room()  # no server set: the error line
        step(app, 2)
        seen["seats, no server"] = problems(top(app))
        top(app).set_where("lan")
        press(app, "open")
        net.clients[-1].feed({**joined(CODE, 0, game="cinco_vidas_espanola", seats=ten_seats(),
                                       options={"players": 10, "mode": "a_ciegas",
                                                "poderes": True}),
                              "grace_s": 120, "spectators": False})
        step(app, 3)
        seen["lobby, creator"] = problems(top(app))
        net.clients[-1].feed({"type": "error", "code": "not_ready",
                              "text": "A rather long reason the host gave for refusing it, "
                                      "long enough to take two lines"})
        step(app, 3)
        seen["lobby, error"] = problems(top(app))
        press(app, "leave")
        app.settings["server_address"] = "wss://cartas.example.org:8443"
        top(app).code_text = CODE
        top(app).join()
        step(app, 2)
        seen["lobby, connecting"] = problems(top(app))
        net.clients[-1].feed({**joined(CODE, 1, creator=0, seats=ten_seats(),
                                       options={"players": 10, "limit": 50, "reentry": False}),
                              "grace_s": 300, "spectators": True},
                             *[{"type": "said", "seat": i, "text": "¡Bien jugado! " * 14}
                               for i in range(6)])
        step(app, 3)
        seen["lobby, guest"] = problems(top(app))
        app.go_menu()
        step(app, 2)
        press(app, "menu.settings")
        top(app).set_server("bad host name:80")
        step(app, 2)
        seen["settings"] = problems(top(app))
    finally:
        app.close()
    assert {k: v for k, v in seen.items() if v} == {}
    assert len(seen) == 11
