"""The seam between a table and its match (ui/table/match_port.py): every game's real table
plays a whole game through a room's `RemoteMatch` exactly as through a local `Match`.

The room's host here is a stand-in in the same process (no sockets): it holds the real
`Match`, runs the bots of the other seats, and answers with the messages of
docs/PROTOCOL.md (views and events as objects; the wire codec has its own tests). The
person's seat is not seat 0, and its moves go through the table's own `act`."""
import random

import pygame
import pytest

from hod_desktop import game_list
from hod_desktop.ai.base import run_to_end
from hod_desktop.ai.seats import SeatBots
from hod_desktop.engine.core import IllegalAction, Match
from hod_desktop.net.remote_match import RemoteMatch
from hod_desktop.ui.table import match_port

from ui_helpers import app, step, top  # noqa: F401  (fixture)

GAMES = [e.name for e in game_list.GAMES if e.is_available()]


class StandInHost:
    """A room's host in miniature: the real match, bots on every seat but `seat`, and the
    messages a client receives, in order. Bots move one per `messages()` call (time
    passing between frames)."""

    def __init__(self, game: str, options: dict, seed: int, seat: int):
        self.match = Match(game, options, seed)
        self.seat = seat
        n = self.match.options["players"]
        self.bots = SeatBots(game, seed, {p: "facil" for p in range(n) if p != seat})
        self.inbox: list[dict] = []
        self.refused = 0

    def state(self, seat=None) -> dict:
        m = self.match
        msg = {"n": len(m.actions), "view": m.view(self.seat), "to_act": list(m.to_act()),
               "terminal": m.is_terminal(), "winners": list(m.winners()) if m.is_terminal() else []}
        if m.is_terminal():
            msg["match"] = m.to_json()
        if seat is not None:
            msg["seat"] = seat
        return msg

    def started(self) -> dict:
        return {"type": "started", **self.state()}

    def _apply(self, seat: int, action: str) -> None:
        events = self.match.apply(seat, action)
        self.inbox.append({"type": "update", "events": events, **self.state(seat)})

    def _bot_move(self) -> None:
        m = self.match
        to_act = [p for p in m.to_act() if p != self.seat]
        if not to_act or m.is_terminal():
            return
        p = to_act[0]
        self._apply(p, run_to_end(self.bots.decide(p, m.view(p))))

    # the client's side
    def send(self, message: dict) -> None:
        assert message["type"] == "act"
        try:
            self._apply(self.seat, message["action"])
            self.inbox.append({"type": "reply", "seq": message["seq"], "ok": True})
        except IllegalAction as e:
            self.refused += 1
            self.inbox.append({"type": "reply", "seq": message["seq"], "ok": False, "reason": str(e)})

    def messages(self) -> list:
        self._bot_move()
        out, self.inbox = self.inbox, []
        return out

    def wait(self, timeout: float):
        return self.inbox.pop(0) if self.inbox else None


def room_table(app, game: str, seed: int = 5, seat: int = 1):
    entry = game_list.entry(game)
    options = dict(entry.smoke_options, level="facil")
    host = StandInHost(game, options, seed, seat)
    remote = RemoteMatch(host, game, host.match.options, seat, host.started(),
                         names={p: f"Amigo {p}" for p in range(host.match.options["players"])})
    assert app.open_table(remote, human_seat=seat)
    step(app, 2)
    return host, remote, top(app)


def person_moves(table, rng: random.Random) -> None:
    """The person's move when the table waits for it, chosen by an easy bot from the view."""
    if not table.human_to_act():
        return
    view = table.view()
    bot = game_list.entry(table.match.game).bot_module().make_bot("facil", rng)
    table.act(run_to_end(bot.decide(view)))


def play_to_end(app, table, rng: random.Random, frames: int = 60000, pause=None) -> None:  # noqa: F811
    """The person plays their seat (an easy bot's choices) until the results show
    (`pause()` after every frame: real time for a host in another thread)."""
    for i in range(frames):
        if table.finished:
            return
        person_moves(table, rng)
        step(app)
        if pause is not None:
            pause()
        if table.paused:  # the "skip to the end / keep watching" offer once the person is out
            table.menu_action("fast")
        if i % 20 == 0 and not table.human_to_act():  # «continue» under a count or summary
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0,
                                                 unicode="\r", scancode=0))


@pytest.mark.parametrize("game", GAMES)
def test_a_whole_game_through_a_room_match(app, game):  # noqa: F811
    host, remote, table = room_table(app, game)
    assert table.bots.bots == {}  # no bot thinks in this app: the host's do
    play_to_end(app, table, random.Random(3))
    assert host.match.is_terminal() and table.finished
    assert remote.is_terminal() and remote.winners() == host.match.winners()
    assert len(remote.actions) == len(host.match.actions)
    # the whole match came at the end and replays to the same result
    assert remote.full_match is not None and remote.full_match.winners() == host.match.winners()
    assert host.refused == 0
    assert remote.view(1) == host.match.view(1)


def test_a_refused_move_changes_nothing_and_says_why(app):  # noqa: F811
    host, remote, table = room_table(app, "chinchon", seat=0)
    for _ in range(600):
        step(app)
        if table.human_to_act("draw"):
            break
    assert table.human_to_act("draw")
    n = len(host.match.actions)
    assert not table.apply(table.human, "discard 1o")  # not a card of the hand, and not now
    assert len(host.match.actions) == n and host.refused == 1
    assert table.message is not None and table.message[0]


def test_the_table_names_the_room_players_and_keeps_no_save(app):  # noqa: F811
    host, remote, table = room_table(app, "cinco_vidas", seat=2)
    assert table.name(0) == "Amigo 0" and table.name(3) == "Amigo 3"
    assert not match_port.saves_here(remote) and match_port.saves_here(host.match)
    assert match_port.bot_levels(remote, 2) == {}
    assert match_port.bot_levels(host.match, 2) == {0: "facil", 1: "facil", 3: "facil"}
    assert "cinco_vidas" not in app.saved_matches


def test_a_lost_connection_is_said_not_crashed(app):  # noqa: F811
    host, remote, table = room_table(app, "chinchon", seat=0)
    remote.host_gone = True
    with pytest.raises(IllegalAction):
        remote.apply(0, "draw stock")
    assert remote.legal_actions(1) == []


class RecordingLayer:
    """A layer as a room lays one over the table: it sees every frame and takes F1."""

    def __init__(self):
        self.updates = self.draws = 0

    def update(self, dt):
        self.updates += 1

    def draw(self, surface):
        self.draws += 1
        surface.fill((255, 0, 255), (0, 0, 7, 7))

    def handle_event(self, event):
        return event.type == pygame.KEYDOWN and event.key == pygame.K_F1


@pytest.mark.parametrize("game", GAMES)
def test_a_layer_laid_over_any_table_is_drawn_updated_and_asked_first(app, game):  # noqa: F811
    host, remote, table = room_table(app, game)
    layer = RecordingLayer()
    table.add_layer(layer)
    step(app, 3)
    assert layer.updates >= 3 and layer.draws >= 3
    assert tuple(app.screen.get_at((3, 3)))[:3] == (255, 0, 255)
    assert table.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F1, mod=0, unicode=""))
    table.paused = True  # the pause menu is drawn over the layer, and the layer still ticks
    n = layer.updates
    step(app, 2)
    assert layer.updates == n + 2


def test_a_room_game_is_counted_apart_and_leaves_the_solo_save(app):  # noqa: F811
    from hod_desktop import persist

    solo = Match("cinco_vidas", {"players": 3}, 9)
    app.autosave(solo)
    app.flush_saves()
    assert persist.has_saved_match("cinco_vidas")
    host, remote, table = room_table(app, "cinco_vidas", seat=1)
    play_to_end(app, table, random.Random(4))
    assert table.finished
    stats, _ = persist.load_stats()
    assert stats["rooms"]["cinco_vidas"]["played"] == 1
    assert stats["games"].get("cinco_vidas", {}).get("played", 0) == 0  # solo untouched
    assert persist.has_saved_match("cinco_vidas")  # the solo match in progress is still there


def test_a_room_table_at_rest_asks_no_frames_and_a_client_message_wakes_the_app(app):  # noqa: F811
    """A room's table used to ask for 60 frames a second the whole game, in case a move
    came; now it rests like a solo table and the client's thread posts a wake-up event."""
    host, remote, table = room_table(app, "cinco_vidas")
    for _ in range(600):
        if table.human_to_act() and table.idle and not table.needs_frames():
            break
        step(app)
    assert table.human_to_act() and not table.needs_frames()

    class Countdown:
        def needs_frames(self):
            return True

    table.add_layer(Countdown())  # e.g. «Luis sin conexión: … en 55 s»
    assert table.needs_frames()

    from hod_desktop.scenes.rooms.netport import NetPort

    pygame.event.clear()
    client = NetPort(bind="127.0.0.1", announce=False).connect("ws://127.0.0.1:1", "Ana", "es")
    reply = client.wait(5)  # connect returns at once (PendingClient); the answer follows
    assert reply is not None and reply["type"] == "closed"  # nobody listens on port 1
    assert any(e.type >= pygame.USEREVENT for e in pygame.event.get())  # the app woke
