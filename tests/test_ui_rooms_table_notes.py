"""Over a room's table (issue 32): a dropped friend with the countdown to the machine
taking the seat, the machine playing it, the friend back, quick messages (muted players
not shown), the host gone in one sentence; and the quick messages panel sending `say` and
`mute`, fitting at 800x480 and 1280x720."""
from types import SimpleNamespace

import pygame
import pytest
from rooms_fakes import FakeClient
from rooms_ui_helpers import press, type_into, widget
from test_ui_rooms_fit import problems
from ui_helpers import step, top

from hod_desktop.scenes.rooms.quick_messages import QuickMessagesScene
from hod_desktop.scenes.rooms.table_notes import RoomNotes
from hod_desktop.ui import i18n


def room_match(**kw):
    m = SimpleNamespace(seat=0, seat_names={0: "Ana", 1: "Luis", 3: "Marta"}, seat_states={},
                        said=[], host_gone=False, client=FakeClient("ws://x:1"))
    m.__dict__.update(kw)
    return m


def tr(key, **kw):
    return i18n.tr(key, "es", **kw)


def test_a_drop_counts_down_then_the_machine_plays_then_the_friend_is_back():
    m = room_match()
    notes = RoomNotes(m, tr)
    assert notes.lines(100.0) == []
    m.seat_states[1] = {"type": "seat", "seat": 1, "connected": False, "grace_left_s": 60,
                        "bot_playing": False}
    assert notes.lines(100.0) == [("Luis sin conexión: la máquina toma su sitio en 60 s",
                                   "alert")]
    assert "en 45 s" in notes.lines(115.2)[0][0]  # counted here, between the host's messages
    assert notes.lines(161.0) == [("Luis sin conexión: juega la máquina hasta que vuelva",
                                   "note")]
    m.seat_states[1] = {"type": "seat", "seat": 1, "connected": False, "grace_left_s": 0,
                        "bot_playing": True}
    assert notes.lines(162.0)[0][1] == "note"
    m.seat_states[1] = {"type": "seat", "seat": 1, "connected": True, "grace_left_s": 0,
                        "bot_playing": False}
    assert notes.lines(170.0) == [("Luis ha vuelto a la mesa", "note")]
    assert notes.lines(175.0) == []


def test_quick_messages_show_for_a_while_and_not_from_the_muted():
    m = room_match()
    notes = RoomNotes(m, tr)
    m.said.append({"type": "said", "seat": 1, "text": "¡Bien jugado!"})
    assert notes.lines(10.0) == [("Luis: ¡Bien jugado!", "said")]
    notes.muted.add(3)
    m.said.append({"type": "said", "seat": 3, "text": "<b>spam</b>"})
    m.said.append({"type": "said", "seat": 0, "text": "Gracias"})
    assert notes.lines(11.0) == [("Luis: ¡Bien jugado!", "said"), ("Tú: Gracias", "said")]
    assert notes.lines(30.0) == []


def test_the_host_gone_is_the_one_sentence():
    m = room_match(host_gone=True)
    m.seat_states[1] = {"connected": False, "grace_left_s": 30}
    assert RoomNotes(m, tr).lines(0.0) == [
        ("La mesa de esta sala ya no responde: la partida no puede seguir.", "alert")]


def test_the_notes_are_drawn_inside_the_window():
    pygame.display.init()
    pygame.font.init()
    surface = pygame.Surface((800, 480))
    m = room_match()
    m.seat_states[1] = {"connected": False, "grace_left_s": 60, "bot_playing": False}
    m.said.append({"seat": 3, "text": "x" * 200})
    box = RoomNotes(m, tr).draw(surface, (400, 8), lambda v: int(v * 0.67), 0.0)
    assert box is not None and surface.get_rect().contains(box)
    assert RoomNotes(room_match(), tr).draw(surface, (400, 8), int, 0.0) is None


@pytest.fixture(params=[(800, 480), (1280, 720)], ids=["800x480", "1280x720"])
def panel(request, tmp_path, monkeypatch):
    monkeypatch.setenv("HOD_HOME", str(tmp_path))
    from hod_desktop.app import App

    app = App(size=request.param, settings={"lang": "es", "anim_speed": "max", "sound": False})
    app.step()
    m = room_match(seat_names={0: "Ana", 1: "Luis", 2: "María José", 3: "Maximiliano",
                               4: "Inés", 5: "Bartolomé"})
    notes = RoomNotes(m, tr)
    app.scenes.push(QuickMessagesScene(app, m, notes))
    step(app, 2)
    yield app, m, notes
    app.close()


def test_the_panel_fits_and_sends_a_phrase(panel):
    app, m, _ = panel
    assert problems(top(app)) == []
    press(app, "phrase:well_played")
    assert m.client.sent == [{"type": "say", "text": "¡Bien jugado!"}]
    assert not isinstance(top(app), QuickMessagesScene)


def test_own_text_is_cut_at_200_and_sent_plain(panel):
    app, m, _ = panel
    typed = "  hola   <i>a</i> " + "y" * 300
    type_into(app, "say", typed)
    assert len(widget(app, "say").value) == 200  # the field takes no more
    press(app, "send")
    assert m.client.sent[-1] == {"type": "say", "text": " ".join(typed[:200].split())}


def test_muting_a_player(panel):
    app, m, notes = panel
    press(app, "mute:3")
    assert m.client.sent == [{"type": "mute", "seat": 3, "on": True}] and notes.muted == {3}
    press(app, "mute:3")
    assert m.client.sent[-1] == {"type": "mute", "seat": 3, "on": False} and notes.muted == set()
    assert not any(getattr(w, "key_name", None) == "mute:0" for w in top(app).ui.widgets)
    press(app, "close")
    assert not isinstance(top(app), QuickMessagesScene)


def test_the_layer_opens_the_messages_by_key_or_tab_not_for_a_spectator(tmp_path, monkeypatch):
    from hod_desktop.app import App
    from hod_desktop.scenes.rooms.table_notes import RoomLayer

    monkeypatch.setenv("HOD_HOME", str(tmp_path))
    app = App(size=(800, 480), settings={"lang": "es", "anim_speed": "max", "sound": False})
    try:
        app.step()
        m = room_match()
        layer = RoomLayer(app, m)
        surface = pygame.Surface((800, 480))
        layer.update(0.5)
        layer.draw(surface)
        assert layer.tab is not None and surface.get_rect().contains(layer.tab)
        key = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_m, mod=0, unicode="m", scancode=0)
        assert layer.handle_event(key)
        step(app, 2)
        assert isinstance(top(app), QuickMessagesScene)
        app.scenes.pop()
        step(app, 2)
        click = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=layer.tab.center, button=1)
        assert layer.handle_event(click)
        elsewhere = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(5, 470), button=1)
        assert not layer.handle_event(elsewhere)
        watcher = RoomLayer(app, room_match(seat=None))
        watcher.draw(surface)
        assert watcher.tab is None and not watcher.handle_event(key)
    finally:
        app.close()


def test_only_lines_that_change_with_time_ask_for_frames():
    m = room_match()
    notes = RoomNotes(m, tr)
    notes.lines(1.0)
    assert not notes.timed
    m.seat_states[1] = {"type": "seat", "seat": 1, "connected": False, "grace_left_s": 30,
                        "bot_playing": False}
    notes.lines(2.0)
    assert notes.timed  # the countdown
    m.seat_states[1] = dict(m.seat_states[1], grace_left_s=0, bot_playing=True)
    notes.lines(3.0)
    assert not notes.timed  # «juega la máquina…» stands still
    m.said.append({"type": "said", "seat": 3, "text": "Hola"})
    notes.lines(4.0)
    assert notes.timed  # fades after a while
