"""Every screen and every game's table in the pseudo-locale (ui/pseudo_locale.py), at 800x480
and 1280x720: no text cut, none over another, none outside the catalogue (tests/pseudo_harness.py
says how each is seen). One app per size walks the screens; every finding is listed."""
import json
import os

import pygame
import pytest
from pseudo_harness import (REC, frame, marks_alone, outside_marks, recording, untranslated,
                            use_pseudo_locale)
from rooms_fakes import FakeClient, FakeNet, joined, make_code
from rooms_ui_helpers import press, type_into
from ui_helpers import step, top, wait_for

from hod_desktop import game_list, persist
from hod_desktop.ai.base import run_to_end
from hod_desktop.ai.registry import make_bot
from hod_desktop.engine.core import Match
from hod_desktop.ui import i18n

SIZES = [(800, 480), (1280, 720)]
IDS = [f"{w}x{h}" for w, h in SIZES]

# words drawn as they are in every language — true non-words, each for its reason:
ALLOWED = (
    *i18n._BOT_NAMES,          # the bots' first names (a name is not translated)
    "Ana", "Luis",             # the room test's players, named by the people themselves
    "House Of Decks", "HOUSE OF", "Decks",  # the app's name, a brand
    *i18n.LANG_NAMES.values(),  # each language by its own name, as every app lists them
)


@pytest.fixture(params=SIZES, ids=IDS)
def qapp(request, tmp_path, monkeypatch):
    monkeypatch.setenv("HOD_HOME", str(tmp_path))
    recording(monkeypatch)
    lang = use_pseudo_locale(monkeypatch)
    from hod_desktop.app import App
    from hod_desktop.ui.draw import tween

    a = App(size=request.param, speed="max",
            settings={"anim_speed": "max", "sound": False, "player_name": "Ana"})
    a.step()
    assert a.settings["lang"] == lang
    yield a
    a.close()
    tween.set_speed(1.0)


def key(app, k, frames=3):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))
    step(app, frames)


def finished(game, options, seed=4) -> Match:
    m = Match(game, options, seed)
    bots = [make_bot(game, "facil", seed, p) for p in range(options["players"])]
    while not m.is_terminal():
        p = m.to_act()[0]
        m.apply(p, run_to_end(bots[p].decide(m.view(p))))
    return m


class Tour:
    def __init__(self, app):
        self.app = app
        self.found: list[dict] = []
        self.seen: list[str] = []  # every screen looked at, by name

    def look(self, name, frames=3, allowed=()):
        self.seen.append(name)
        step(self.app, frames)
        f = frame(self.app)
        shown = REC.rendered + [o.s for o in f.ops if o.kind == "text"]  # cached ones too
        bad = {"untranslated": untranslated(shown, ALLOWED + tuple(allowed)), "cuts": f.cuts(),
               "overlaps": f.overlaps(), "spills": f.spills(), "joined": outside_marks(shown),
               "marks alone": marks_alone(shown)}
        REC.rendered.clear()
        if any(bad.values()):
            self.found.append({"screen": name, **{k: v for k, v in bad.items() if v}})
            shots = os.environ.get("HOD_PSEUDO_SHOTS")  # the frames with findings, to look at
            if shots:
                size = "x".join(map(str, f.size))
                pygame.image.save(f.surface, os.path.join(shots, f"{size}-{len(self.found):03d}-"
                                                          f"{name.replace(' ', '_')}.png"))

    def open(self, scene, name, frames=3, allowed=()):
        REC.rendered.clear()
        self.app.scenes.push(scene)
        self.look(name, frames, allowed)

    def back(self):
        self.app.go_menu()
        step(self.app, 2)
        REC.rendered.clear()


def shell_screens(t: Tour):
    from hod_desktop.scenes.confirm import ConfirmScene
    from hod_desktop.scenes.error import ErrorScene
    from hod_desktop.scenes.rules import RulesScene
    from hod_desktop.scenes.settings import SettingsScene
    from hod_desktop.scenes.setup import SetupScene
    from hod_desktop.scenes.stats import StatsScene

    app = t.app
    t.look("menu")
    games = game_list.available_names()
    setup = SetupScene(app)
    t.open(setup, "setup")
    for g in games:
        setup.select_game(g)
        t.look(f"setup {g}")
    t.back()
    for g in games:
        t.open(RulesScene(app, g), f"rules {g}")
        t.back()
    t.open(SettingsScene(app), "settings")
    t.back()
    m = finished("cinco_vidas", {"players": 3, "level": "facil"})
    persist.record_result(m, 0)
    persist.add_recent(m, persist.WON if 0 in m.winners() else persist.LOST)
    stats = StatsScene(app)
    t.open(stats, "stats")
    for page in ("achievements", "recent"):
        stats.show_page(page)
        t.look(f"stats {page}")
    t.back()
    # the crash screen shows the log file's path and Python's own words for the error
    err = ErrorScene(app, ValueError("boom"))
    shown = (err.log_file, "ValueError: boom")
    t.open(err, "error", allowed=shown)
    err._go_plain(RuntimeError("no widgets"))
    t.look("error (plain)", allowed=shown)
    t.back()
    t.open(ConfirmScene(app, app.tr("confirm.discard", game=app.tr("game.chinchon")),
                        app.tr("confirm.discard_ok"), app.tr("confirm.cancel"), lambda: None),
           "confirm")
    t.back()


def end_screens(t: Tour):
    from hod_desktop.ui.table.history_table import HistoryScene

    app = t.app
    for g in game_list.available_names():
        opts = dict(game_list.entry(g).smoke_options)
        opts.setdefault("players", 3)
        m = finished(g, opts, 5)
        REC.rendered.clear()
        app.show_results(m, 0)
        t.look(f"results {g}", 10)
        top(app).toggle_history()
        t.look(f"results {g} history")
        t.open(HistoryScene(app, m, 0), f"history {g}")
        t.back()
    m = finished("cinco_vidas", {"players": 2, "level": "facil"}, 6)
    REC.rendered.clear()
    app.show_could_win(m, 0)
    wait_for(app, lambda: getattr(top(app), "done", True), 600)
    t.look("could-win", 30)
    t.back()
    REC.rendered.clear()
    app.show_could_win(m, 0, 0)
    wait_for(app, lambda: getattr(top(app), "done", True), 600)
    t.look("could-win (one round)", 30)
    t.back()


def tables(t: Tour):
    app = t.app
    for g in game_list.available_names():
        opts = dict(game_list.entry(g).smoke_options)
        REC.rendered.clear()
        table = app.open_table(Match(g, opts, 3), 0)
        wait_for(app, lambda: not table.anim.busy, 600)
        t.look(f"table {g}")
        key(app, pygame.K_ESCAPE)
        t.look(f"table {g} paused")
        key(app, pygame.K_ESCAPE)
        key(app, pygame.K_h)
        t.look(f"table {g} history")
        key(app, pygame.K_ESCAPE)
        key(app, pygame.K_q, 30)
        t.look(f"table {g} hint")
        key(app, pygame.K_j)
        t.look(f"table {g} log")
        key(app, pygame.K_j)
        t.back()
    t.look("menu with saved games")


def played_tables(t: Tour, frames=2400, every=20):
    """Each game played at animation speed 1 from the person's seat (a bot chooses the
    person's moves; Intro answers what waits for the person): a frame looked at every
    `every` frames, findings kept once per game."""
    app = t.app
    for g in game_list.available_names():
        opts = dict(game_list.entry(g).smoke_options)
        REC.rendered.clear()
        table = app.open_table(Match(g, opts, 7), 0)
        app.set_speed(1.0)
        step(app)
        me = make_bot(g, "normal", 7, 0)
        seen = set()
        still = 0
        for i in range(frames):
            if top(app) is not table:
                break
            if table.idle and not table.match.is_terminal() and 0 in table.match.to_act():
                table.apply(0, run_to_end(me.decide(table.match.view(0))))
                still = 0
            else:
                still += 1
            if still > 90:
                key(app, pygame.K_RETURN, 1)
                still = 0
            step(app)
            if i % every == 0:
                before = len(t.found)
                t.look(f"played {g}", 0)
                for f in t.found[before:]:
                    kept = {k: [x for x in v if (k, x) not in seen] for k, v in f.items() if k != "screen"}
                    seen.update((k, x) for k, v in kept.items() for x in v)
                    f.update(kept)
                t.found[before:] = [f for f in t.found[before:] if any(v for k, v in f.items() if k != "screen")]
        app.set_speed("max")
        t.back()


def room_screens(t: Tour, monkeypatch):
    from hod_desktop.scenes.rooms import home

    app = t.app
    net = FakeNet()
    monkeypatch.setattr(home, "NetPort", lambda: net)
    REC.rendered.clear()
    t.open(home.RoomsHomeScene(app, net), "rooms home")
    w = {getattr(x, "key_name", None): x for x in top(app).ui.widgets}
    w["create"].on_click()
    t.look("rooms game page")
    w = {getattr(x, "key_name", None): x for x in top(app).ui.widgets}
    w["start"].on_click()
    t.look("rooms seats page")
    w = {getattr(x, "key_name", None): x for x in top(app).ui.widgets}
    w["open"].on_click()
    t.look("rooms lobby (waiting)")
    net.clients[-1].feed(joined(make_code("KX7QMP"), 0))
    t.look("rooms lobby")
    t.back()
    code = make_code("KX7QMP")
    t.open(home.RoomsHomeScene(app, net), "rooms home (again)")
    type_into(app, "code", code[:-1] + ("A" if code[-1] != "A" else "B"), enter=True)
    t.look("rooms home: a typo in the code")
    type_into(app, "code", code)
    press(app, "join")
    t.look("rooms lobby (joining)")
    net.clients[-1].feed({"type": "error", "code": "no_room", "text": "no such room"})
    t.look("rooms: no such room")
    t.back()
    from hod_desktop.scenes.rooms.quick_messages import QuickMessagesScene
    from hod_desktop.scenes.rooms.table_notes import RoomNotes
    from types import SimpleNamespace
    m = SimpleNamespace(seat=0, seat_names={0: "Ana", 1: "Luis"}, seat_states={}, said=[],
                        host_gone=False, client=FakeClient("ws://x:1"))
    t.open(QuickMessagesScene(app, m, RoomNotes(m, app.tr)), "rooms quick messages")
    t.back()
    from hod_desktop.scenes.rooms.results import RoomResultsScene
    for seat in (0, 1):  # the room's creator (may deal again), a friend (waits for Ana)
        session = SimpleNamespace(creator=0, code="KX7QMP7", seat=seat)
        room = SimpleNamespace(full_match=finished("brag", {"players": 3}, 8), room_session=session,
                               seat_names={0: "Ana", 1: "Luis"},
                               client=SimpleNamespace(messages=lambda: [], send=lambda msg: None))
        t.open(RoomResultsScene(app, room, seat), f"rooms results (seat {seat})")
        t.back()


@pytest.mark.parametrize("part", ["shell", "rooms", "tables", "played", "ends"])
def test_every_screen_in_the_pseudo_locale(qapp, part, monkeypatch, request):
    t = Tour(qapp)
    if part == "shell":
        shell_screens(t)
    elif part == "rooms":
        room_screens(t, monkeypatch)
    elif part == "tables":
        tables(t)
    elif part == "played":
        played_tables(t)
    else:
        end_screens(t)
    looked = {"shell": 21, "rooms": 12, "tables": 31, "played": 6 * 100, "ends": 20}[part]
    assert len(t.seen) >= looked, t.seen  # no screen left out unseen
    out = os.environ.get("HOD_PSEUDO_REPORT")
    if out:
        with open(out, "a", encoding="utf-8") as fh:
            fh.write(json.dumps({"case": request.node.name, "found": t.found, "seen": len(t.seen)},
                                ensure_ascii=False) + "\n")
    assert not t.found, json.dumps(t.found, ensure_ascii=False, indent=1)


def test_the_harness_sees_an_untranslated_text_a_cut_and_an_overlap(monkeypatch):
    """What the tour counts on: drawn by hand, each fault is seen, and what is no fault
    (a shadow, a panel drawn over a text) is not."""
    import pygame as pg
    from pseudo_harness import Frame, RecSurface

    from hod_desktop.ui.draw import text_render
    from hod_desktop.ui.pseudo_locale import pseudo

    recording(monkeypatch)
    pg.font.init()
    screen = RecSurface((400, 200))
    a, b = pseudo("Apuesta"), pseudo("Vidas")
    screen.blit(text_render.text(a, 20), (10, 10))
    screen.blit(text_render.text(b, 20), (30, 12))                 # over the first: overlap
    screen.blit(text_render.text(pseudo("Pantalla completa"), 20), (330, 60))  # off the side
    screen.blit(text_render.shadow_text(pseudo("Reglas"), 20), (10, 100))    # with its shadow
    screen.blit(text_render.text(pseudo("Jugar"), 20), (10, 150))
    screen.fill((0, 0, 0), pg.Rect(0, 140, 200, 40))                # a panel over it
    screen.blit(text_render.text(pseudo("Salir"), 20), (12, 152))
    screen.blit(text_render.text(pseudo("Reparto listo")[:9] + "…", 20), (200, 150))
    f = Frame(list(screen.ops), (400, 200))
    assert len(f.overlaps()) == 1 and a in f.overlaps()[0] and b in f.overlaps()[0]
    cuts = f.cuts()
    assert len(cuts) == 2 and any("ĉōōɱ" in c for c in cuts) and any("…" in c for c in cuts)
    assert untranslated(["Hola", a, f"{b} Lucía 10♥ CV-21-00000003-F"], ("Lucía",)) == ["Hola"]
