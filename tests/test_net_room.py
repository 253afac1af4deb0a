"""A room's rules without a network: joining, the lobby, the deal, actions and refusals,
drops and the machine's takeover, spectators, quick messages, «Otra partida»."""
import json
import random

import pytest

from hod_desktop import game_list
from hod_desktop.engine.core import Match
from hod_desktop.net import codec
from hod_desktop.net.room import LOBBY, OVER, PLAYING, Room
from hod_desktop.net.room_seats import RoomRefused


def make_room(game="cinco_vidas", seats=("you", "friend", "bot", "bot"), **kw):
    specs = [{"kind": k, "level": "facil" if k == "bot" else None} for k in seats]
    kw.setdefault("rng", random.Random(7))
    return Room("ABCDEFG", game, {}, specs, **kw)


def to(out, conn, kind=None):
    return [m for c, m in out if c == conn and (kind is None or m["type"] == kind)]


def lobby_with_two(game="cinco_vidas", **kw):
    room = make_room(game, **kw)
    a = room.create("A", "Ana", 0.0)
    b = room.join("B", "Beto", None, 0.0)
    return room, to(a, "A", "joined")[0], to(b, "B", "joined")[0]


def play_human_turns(room, now, conns=("A", "B"), limit=3000, rng=None):
    """Random legal moves for the seats of `conns` until the game ends (the bots move
    inside the room); every message each connection got, in order."""
    rng = rng or random.Random(1)
    got = {c: [] for c in conns}
    for _ in range(limit):
        if room.phase != PLAYING:
            break
        movers = [p for p in room.match.to_act() if room.seats[p].conn in conns]
        if not movers:
            break  # the room waits for a seat none of `conns` holds
        p = movers[0]
        action = rng.choice(room.match.legal_actions(p))
        for c, m in room.handle(room.seats[p].conn, {"type": "act", "seq": 1,
                                                     "action": str(action)}, now):
            if c in got:
                got[c].append(m)
    return got


def test_create_join_lobby_and_start():
    room, ja, jb = lobby_with_two()
    assert (ja["seat"], jb["seat"]) == (0, 1) and ja["token"] != jb["token"]
    assert len(ja["token"]) >= 22 and ja["creator"] == 0 and jb["phase"] == LOBBY
    with pytest.raises(RoomRefused) as e:
        room.join("C", "Caro", None, 0.0)
    assert e.value.code == "full"
    out = room.handle("B", {"type": "start"}, 0.0)
    assert to(out, "B", "error")[0]["code"] == "not_creator" and room.phase == LOBBY
    out = room.handle("A", {"type": "start"}, 0.0)
    assert room.phase == PLAYING
    for c, seat in (("A", 0), ("B", 1)):
        started = to(out, c, "started")[0]
        assert codec.from_plain(started["view"]) == room.match.view(seat)


def test_a_refused_action_goes_to_the_actor_only_and_changes_nothing():
    room, _, _ = lobby_with_two()
    room.handle("A", {"type": "start"}, 0.0)
    p = room.match.to_act()[0]
    actor = room.seats[p].conn
    other = "B" if actor == "A" else "A"
    before = room.match.to_json()
    out = room.handle(actor, {"type": "act", "seq": 5, "action": "play Zz"}, 0.0)
    assert out == [(actor, {"type": "reply", "seq": 5, "ok": False,
                            "reason": out[0][1]["reason"]})]
    assert out[0][1]["reason"]
    out = room.handle(other, {"type": "act", "seq": 6, "action": str(
        room.match.legal_actions(p)[0])}, 0.0)
    assert [c for c, _ in out] == [other] and out[0][1]["ok"] is False
    assert room.match.to_json() == before


def test_an_applied_action_updates_every_seat_then_replies_to_the_actor():
    room, _, _ = lobby_with_two()
    room.handle("A", {"type": "start"}, 0.0)
    p = room.match.to_act()[0]
    actor = room.seats[p].conn
    out = room.handle(actor, {"type": "act", "seq": 9,
                              "action": str(room.match.legal_actions(p)[0])}, 0.0)
    kinds = [m["type"] for c, m in out if c == actor]
    assert kinds[0] == "update" and kinds[1] == "reply"
    first = [m for c, m in out if m["type"] == "update"][:2]
    assert {c for c, m in out if m["type"] == "update" and m["n"] == 1} == {"A", "B"}
    assert first[0]["events"] == first[1]["events"]
    for c, m in out:
        if m["type"] == "update":  # no action text travels, only events and views
            assert set(m) == {"type", "n", "events", "view", "to_act", "terminal", "winners"}
    # the last update each seat got is its own view of the match as it stands now
    for c in ("A", "B"):
        last = [m for cc, m in out if cc == c and m["type"] == "update"][-1]
        assert codec.from_plain(last["view"]) == room.match.view(room.seat_of(c))


def test_a_drop_keeps_the_seat_the_machine_plays_it_after_the_grace_and_hands_it_back():
    room, ja, jb = lobby_with_two(grace_s=60)
    room.handle("A", {"type": "start"}, 0.0)
    out = room.drop("B", 10.0)
    news = to(out, "A", "seat")[0]
    assert news == {"type": "seat", "seat": 1, "connected": False, "grace_left_s": 60.0,
                    "bot_playing": False}
    assert room.next_wakeup() == 70.0
    # while the grace runs, the room waits for seat 1 when it is its turn
    n_drop = len(room.match.actions)
    play_human_turns(room, 11.0, conns=("A",), limit=40)
    assert 1 in room.match.to_act() and not room.bot_controls(1)
    assert all(p != 1 for p, _ in room.match.actions[n_drop:])
    out = room.tick(70.0)
    assert to(out, "A", "seat")[0]["bot_playing"] is True
    n_before = len(room.match.actions)
    got = play_human_turns(room, 71.0, conns=("A",), limit=40)
    moves_by_b = [p for p, _ in room.match.actions[n_before:] if p == 1]
    assert moves_by_b, "the machine played the dropped seat"
    assert got["A"]
    if room.phase == PLAYING:
        out = room.join("B2", "Beto", jb["token"], 80.0)
        assert to(out, "B2", "joined")[0]["seat"] == 1
        started = to(out, "B2", "started")[0]
        assert codec.from_plain(started["view"]) == room.match.view(1)
        assert to(out, "A", "seat")[-1] == {"type": "seat", "seat": 1, "connected": True,
                                            "grace_left_s": None, "bot_playing": False}
        assert not room.bot_controls(1)


def test_a_wrong_token_is_a_failed_join():
    room, _, _ = lobby_with_two()
    with pytest.raises(RoomRefused) as e:
        room.join("X", "Eve", "A" * 22, 0.0)
    assert e.value.code == "bad_token" and e.value.failed_join


@pytest.mark.parametrize("name", game_list.names())
def test_every_game_plays_to_the_end_and_the_match_replays(name):
    room, _, _ = lobby_with_two(name)
    room.handle("A", {"type": "start"}, 0.0)
    got = play_human_turns(room, 1.0, rng=random.Random(3))
    if name == "chinchon" and room.phase == PLAYING:
        pytest.skip("random Chinchón play may not close a hand (bots do; see the socket test)")
    assert room.phase == OVER
    for c in ("A", "B"):
        final = [m for m in got[c] if m["type"] == "match"]
        assert len(final) == 1
        replay = Match.from_json(final[0]["json"])
        assert replay.winners() == room.match.winners() and replay.is_terminal()


def test_spectators_see_only_the_public_view():
    checked = 0
    for name in game_list.names():
        room = make_room(name, spectators=True)
        room.create("A", "Ana", 0.0)
        room.join("B", "Beto", None, 0.0)
        out = room.watch("S", "Sol", 0.0)
        assert to(out, "S", "joined")[0]["seat"] is None
        out = room.handle("A", {"type": "start"}, 0.0)
        try:
            public = room.match.view(None)
        except (ValueError, TypeError):
            assert to(out, "S", "started")[0]["view"] is None
            continue  # this engine has no public view yet (issue 32's pv32 adds them)
        last = [m for c, m in out if c == "S" and m["type"] in ("started", "update")][-1]
        assert codec.from_plain(last["view"]) == public  # after the bots' first moves
        p = next(p for p in room.match.to_act() if room.seats[p].conn)
        out = room.handle(room.seats[p].conn, {"type": "act", "seq": 1, "action": str(
            room.match.legal_actions(p)[0])}, 0.0)
        last = to(out, "S", "update")[-1]
        assert codec.from_plain(last["view"]) == room.match.view(None)
        assert to(room.handle("S", {"type": "act", "seq": 1, "action": "x"}, 0.0),
                  "S", "error")[0]["code"] == "not_seated"
        checked += 1
    print(f"spectators checked on {checked} engines with view(None)")


def test_a_room_without_spectators_refuses_a_watcher():
    room = make_room()
    with pytest.raises(RoomRefused, match="no spectators"):
        room.watch("S", "Sol", 0.0)


def test_quick_messages_reach_everyone_but_who_muted_the_writer():
    room, _, _ = lobby_with_two(seats=("you", "friend", "friend", "bot"))
    room.join("C", "Caro", None, 0.0)
    out = room.handle("B", {"type": "say", "text": "¡Bien jugado!"}, 0.0)
    assert sorted(c for c, _ in out) == ["A", "B", "C"]
    assert out[0][1] == {"type": "said", "seat": 1, "text": "¡Bien jugado!"}
    assert room.handle("C", {"type": "mute", "seat": 1, "on": True}, 0.0) == []
    out = room.handle("B", {"type": "say", "text": "hola"}, 0.0)
    assert sorted(c for c, _ in out) == ["A", "B"]
    room.handle("C", {"type": "mute", "seat": 1, "on": False}, 0.0)
    assert "C" in [c for c, _ in room.handle("B", {"type": "say", "text": "ya"}, 0.0)]
    assert to(room.handle("C", {"type": "mute", "seat": 2, "on": True}, 0.0),
              "C", "error")[0]["code"] == "bad_seat"


def test_otra_partida_deals_again_to_the_same_seats_with_a_new_seed():
    room, ja, jb = lobby_with_two()
    room.handle("A", {"type": "start"}, 0.0)
    play_human_turns(room, 1.0)
    assert room.phase == OVER
    seed, tokens = room.match.seed, [s.token for s in room.seats]
    assert to(room.handle("B", {"type": "rematch"}, 2.0), "B", "error")[0]["code"] == \
        "not_creator"
    out = room.handle("A", {"type": "rematch"}, 2.0)
    assert room.phase == PLAYING and room.match.seed != seed
    assert [s.token for s in room.seats] == tokens
    assert to(out, "B", "started")[0]["seat"] == 1


def test_bot_moves_wait_for_the_rooms_pause():
    room = make_room(seats=("you", "bot", "bot", "bot"), bot_pause_s=0.5)
    room.create("A", "Ana", 0.0)
    room.handle("A", {"type": "start"}, 0.0)
    if room.bot_controls(room.match.to_act()[0]):
        assert room.match.actions == [] and room.next_wakeup() == 0.5
        assert room.tick(0.4) == [] and room.match.actions == []
        room.tick(0.5)
        assert len(room.match.actions) == 1
        assert room.next_wakeup() in (1.0, None)


def test_the_creator_leaving_the_lobby_closes_the_room_a_friend_leaving_frees_the_seat():
    room, _, _ = lobby_with_two()
    out = room.handle("B", {"type": "leave"}, 0.0)
    assert not room.seats[1].claimed and to(out, "A", "lobby")
    room.join("B", "Beto", None, 0.0)
    out = room.handle("A", {"type": "leave"}, 0.0)
    assert room.closed and to(out, "B", "closed")


def test_a_saved_room_reopens_with_its_match_and_its_tokens():
    room, ja, jb = lobby_with_two()
    room.handle("A", {"type": "start"}, 0.0)
    play_human_turns(room, 1.0, limit=5)
    saved = json.loads(json.dumps(room.to_save()))
    again = Room.from_save(saved, 100.0)
    assert again.match.to_json() == room.match.to_json() and again.phase == room.phase
    assert all(not s.connected for s in again.seats)
    out = again.join("B9", "Beto", jb["token"], 101.0)
    assert codec.from_plain(to(out, "B9", "started")[0]["view"]) == again.match.view(1)
