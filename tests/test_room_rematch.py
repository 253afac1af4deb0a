"""«Otra partida» in a room, as RULES.md §7 says: after a game the room stays open and
deals again for the same people. The app's table at seat 0 (the room's creator) plays a
game on the standalone server (loopback) with a friend's socket client at seat 1 and a
bot; the results are the room's own (no deal code; «Salir de la sala», «Otra partida»),
the creator deals again, the results count down and the new game's table takes the old
one's place; a friend who did not create the room cannot deal."""
import random
import time

import pytest

pytest.importorskip("websockets")

from hod_desktop.net.client import RoomClient  # noqa: E402
from hod_desktop.scenes.rooms.results import RoomResultsScene  # noqa: E402
from hod_desktop.scenes.rooms.session import RoomSession  # noqa: E402
from hod_desktop.scenes.rooms.table_open import open_room_table  # noqa: E402
from net_helpers import ServerProcess  # noqa: E402
from test_room_seam import play_to_end  # noqa: E402
from test_room_table_net import Friend  # noqa: E402
from ui_helpers import app, step, top  # noqa: E402,F401  (fixture)


@pytest.fixture(scope="module")
def server():
    srv = ServerProcess()
    yield srv
    assert srv.stop() == 0


def room_session(client, joined, started) -> RoomSession:
    s = RoomSession(client=client, address="127.0.0.1", name="Ana")
    s.code, s.seat, s.token = joined["code"], joined["seat"], joined.get("token")
    s.game, s.options, s.creator = joined["game"], joined["options"], joined.get("creator")
    s.started = started
    return s


def real_time():
    time.sleep(0.002)


def run_until(app, cond, seconds=20.0):
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline and not cond():
        step(app)
        real_time()
    return cond()


def button(scene, key):
    return next(w for w in scene.ui.widgets if getattr(w, "key_name", None) == key)


def test_the_creator_deals_again_and_everyone_is_back_at_a_new_table(server, app):  # noqa: F811
    me, friend = RoomClient(server.url, name="Ana"), RoomClient(server.url, name="Beto")
    seats = [{"kind": "you"}, {"kind": "friend"}, {"kind": "bot", "level": "facil"}]
    joined = me.request({"type": "create", "game": "cinco_vidas", "options": {"players": 3},
                         "seats": seats})
    assert joined["type"] == "joined" and joined["creator"] == 0, joined
    assert friend.request({"type": "join", "code": joined["code"]})["type"] == "joined"
    player = Friend(friend, 3)
    try:
        started = me.request({"type": "start"})
        player.start()
        session = room_session(me, joined, started)
        first = open_room_table(app, session)
        step(app, 2)
        assert top(app) is first and first.name(1) == "Beto"
        play_to_end(app, first, random.Random(2), frames=40000, pause=real_time)
        assert first.finished
        results = top(app)
        assert isinstance(results, RoomResultsScene)
        assert results.code == ""  # a room's deal has no code to type
        assert button(results, "rooms.results.again").enabled
        assert button(results, "rooms.results.leave")
        player.stop.set()
        player.join(5)
        player = Friend(friend, 4)  # the friend plays the next game too
        player.start()
        results.again()
        assert not button(results, "rooms.results.again").enabled  # asked once, not twice
        assert run_until(app, lambda: results.back_in is not None)
        assert "Volviendo a la mesa" in button(results, "room_next").s
        assert run_until(app, lambda: top(app) is not results and top(app) is not first, 15)
        second = top(app)
        assert second.match is not first.match and second.match.game == "cinco_vidas"
        assert len(second.match.actions) <= 3 and not second.match.is_terminal()
        assert first not in app.scenes.stack  # the new table took the old one's place
        assert second.name(1) == "Beto" and second.human == 0
    finally:
        player.stop.set()
        me.close()
        friend.close()


def finished_match(game: str, players: int, seed: int):
    from hod_desktop.engine.core import Match

    m, rng = Match(game, {"players": players}, seed), random.Random(seed)
    while not m.is_terminal():
        p = m.to_act()[0]
        m.apply(p, rng.choice(m.view(p).legal))
    return m


def test_a_friend_who_did_not_create_the_room_cannot_deal_again(app):  # noqa: F811
    from types import SimpleNamespace

    sent = []
    session = SimpleNamespace(creator=0, code="ABCDEFG", seat=1)
    room = SimpleNamespace(full_match=finished_match("brag", 3, 8), room_session=session,
                           seat_names={0: "Ana", 1: "Beto"},
                           client=SimpleNamespace(messages=lambda: [], send=sent.append))
    results = RoomResultsScene(app, room, 1)
    app.scenes.push(results)
    step(app, 2)
    again = button(results, "rooms.results.again")
    assert not again.enabled and "Ana" in (again.reason or "")
    assert "Ana" in button(results, "room_next").s  # said without hovering the button
    assert results.name(0) == "Ana"
    session.creator = 1  # had Beto made the room, the same button would deal
    results.rebuild()
    button(results, "rooms.results.again").on_click()
    assert sent == [{"type": "rematch"}]
