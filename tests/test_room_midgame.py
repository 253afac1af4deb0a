"""A room's table opened on a game already under way: a friend back after a crash (the
host sends `started` with the moves so far) or a spectator arriving late. The app has no
seed and no past moves (match_port.replays_here is False), so the table must lay the
game out from the view alone, not replay it. Seen in two real windows: «Mirar» on a
Chinchón room mid-hand crashed the app («Algo ha fallado», TypeError in int(None))."""
import random

import pytest

from hod_desktop import game_list
from hod_desktop.ai.base import run_to_end
from hod_desktop.net.remote_match import RemoteMatch

from test_room_seam import GAMES, StandInHost, play_to_end
from ui_helpers import app, step, top  # noqa: F401  (fixture)


def host_under_way(game: str, seat, moves: int = 9) -> StandInHost:
    """A stand-in host whose bots have already made `moves` moves (none for `seat`)."""
    entry = game_list.entry(game)
    host = StandInHost(game, dict(entry.smoke_options, level="facil"), 11, seat)
    n = host.match.options["players"]
    bots = host.bots.__class__(game, 11, {p: "facil" for p in range(n)})
    m = host.match
    while len(m.actions) < moves and not m.is_terminal():
        p = m.to_act()[0]
        m.apply(p, run_to_end(bots.decide(p, m.view(p))))
    return host


@pytest.mark.parametrize("seat", [1, None], ids=["rejoin", "spectator"])
@pytest.mark.parametrize("game", GAMES)
def test_a_table_opened_mid_game_shows_it_as_it_stands(app, game, seat):  # noqa: F811
    crashes = []
    app.on_crash = crashes.append
    host = host_under_way(game, seat)
    assert host.match.actions  # the game is under way
    remote = RemoteMatch(host, game, host.match.options, seat, host.started(),
                         names={p: f"Amigo {p}" for p in range(host.match.options["players"])})
    table = app.open_table(remote, human_seat=seat)
    assert table
    step(app, 5)
    assert crashes == [] and top(app) is table
    if seat is not None:  # and the friend back at the table plays on to the end
        play_to_end(app, table, random.Random(2))
        assert crashes == [] and table.finished and host.match.is_terminal()


def test_the_turn_line_says_a_dropped_friend_is_away_not_thinking(app):  # noqa: F811
    """Seen in two real windows: while Luis's app was gone, the table's line said «Luis
    está pensando…» under the banner «Luis sin conexión…»."""
    from test_room_seam import person_moves, room_table

    host, remote, table = room_table(app, "chinchon", seat=1)
    rng = random.Random(5)
    for _ in range(600):
        if remote.to_act() and remote.to_act()[0] != 1:
            break
        person_moves(table, rng)
        step(app)
    other = remote.to_act()[0]
    assert other != 1
    name = table.name(other)
    assert table.turn_prompt()[0] == f"{name} está pensando…"
    remote.seat_states[other] = {"type": "seat", "seat": other, "connected": False,
                                 "grace_left_s": 40, "bot_playing": False}
    assert table.turn_prompt()[0] == f"{name} se ha desconectado: se le espera"
    remote.seat_states[other] = {"type": "seat", "seat": other, "connected": False,
                                 "grace_left_s": 0, "bot_playing": True}
    assert table.turn_prompt()[0] == f"La máquina juega por {name}"
    remote.seat_states[other] = {"type": "seat", "seat": other, "connected": True,
                                 "grace_left_s": 0, "bot_playing": False}
    assert table.turn_prompt()[0] == f"{name} está pensando…"
    remote.host_gone = True  # the host vanished: nobody is thinking any more (the banner says it)
    assert table.turn_prompt() is None
