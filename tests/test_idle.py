"""Issue 8.8: the app sleeps on events when nothing moves and no bot thinks (the CPU
figure itself is the benchmark row `app.idle_cpu_pct`). Here: the loop's decision."""
from __future__ import annotations

import pygame
from ui_helpers import app, step, top  # noqa: F401  (app: the fixture)

from hod_desktop.app_idle import IdleWatch
from hod_desktop.engine.core import Match


def frames_until_sleep(app, limit: int, still: int = 60) -> int | None:
    """Run frames as the real loop does; the frame after which the picture has stood
    still (and nobody needed frames) for `still` frames in a row, or None."""
    for i in range(limit):
        app.step(1 / 60)
        app.idle.frame_drawn(app.screen, app.needs_frames())
        if app.idle._still >= still:
            return i
    return None


def test_the_menu_goes_to_sleep_once_still():
    w = IdleWatch()
    s = pygame.Surface((64, 48))
    for _ in range(3):
        w.frame_drawn(s, busy=False)
    assert w.sleep_time() > 0
    s.fill((1, 2, 3))  # the picture changed: full speed again
    w.frame_drawn(s, busy=False)
    assert w.sleep_time() == 0
    for _ in range(3):
        w.frame_drawn(s, busy=True)  # a bot thinking: never sleep, whatever it looks like
    assert w.sleep_time() == 0


def test_sleep_grows_while_nothing_changes_and_an_event_resets_it():
    w = IdleWatch()
    s = pygame.Surface((8, 8))
    for _ in range(3):
        w.frame_drawn(s, busy=False)
    waits = [w.sleep_time() for _ in range(8)]
    assert waits == sorted(waits) and waits[-1] <= 2.0 and waits[0] <= 0.05
    w.woke()
    assert w.sleep_time() == waits[0]


def test_a_table_waiting_for_the_person_goes_still_and_one_with_bots_to_move_does_not(app):

    seed = next(s for s in range(1, 500)
                if Match("chinchon", {"players": 2}, s).to_act() == (0,))
    assert app.open_table(Match("chinchon", {"players": 2}, seed), 0)
    app.settings["anim_speed"] = 1.0  # the pulse of the turn fades after a few seconds
    n = frames_until_sleep(app, 60 * 12)
    assert n is not None, "a table waiting for the person never stops changing"
    assert not top(app).needs_frames()
    # the person moves: now a bot must move, and the loop must not sleep on it
    app.scenes.top.match.apply(0, "draw stock")
    app.scenes.top.match.apply(0, next(a for a in app.scenes.top.match.view(0).legal
                                       if a.startswith("discard")))
    assert top(app).needs_frames()


def test_a_chinchon_count_waiting_for_its_button_lets_the_app_sleep(app):
    """The count of a hand waits for «Siguiente mano» with the next deal held in the queue:
    nothing moves and no bot may act, so the loop must sleep (it ran at 60 frames a second,
    half a core, for as long as the person read the count)."""
    from chinchon_ui_helpers import human_starts_seed, open_table, parse_cards, rig, grab_point
    from ui_helpers import click, drag, wait_for

    from hod_desktop.engine.chinchon import DRAW

    match = Match("chinchon", {"players": 2, "limit": 100, "level": "facil"},
                  human_starts_seed(2))
    rig(match, "1o 2o 3o 4o 5c 5e 5b", "1c")
    table = open_table(app, match)
    assert wait_for(app, lambda: table.human_to_act(DRAW))
    click(app, table.layout.stock)
    drag(app, grab_point(table, parse_cards("1c")[0]), table.layout.close_spot)
    assert table.reveal is not None
    assert wait_for(app, lambda: table.reveal.stage == 3)
    assert table.queue, "the next deal waits in the queue while the count is shown"
    assert frames_until_sleep(app, 60 * 6) is not None
    assert not table.needs_frames()
    click(app, table.reveal.next_button().rect.center)  # the person answers: frames again
    assert table.reveal is None
    assert wait_for(app, lambda: table.shown.hand_no == 1)


def test_a_table_holding_cards_for_the_person_needs_no_frames(app):
    """`hold_for_person` (e.g. the blind round's cards shown until a click) says its line
    for an hour; that line is no timer to run frames for."""
    from hod_desktop.scenes.cinco_vidas.table import CincoVidasTable

    seed = next(s for s in range(1, 500)
                if Match("cinco_vidas", {"players": 3}, s).to_act() == (0,))
    table = CincoVidasTable(app, Match("cinco_vidas", {"players": 3}, seed), 0)
    app.scenes.push(table)
    step(app, 3)
    table.message = None
    for _ in range(1200):  # the deal, and card faces drawn ahead of need
        if not table.needs_frames():
            break
        step(app)
    assert not table.needs_frames() and table.human_to_act()
    table.hold_for_person("Gana Lucía · clic o Intro")
    assert table.person_hold and not table.needs_frames()
    table.say("Espera tu turno")  # a short message does count down
    table.person_hold = False
    assert table.needs_frames()


def test_a_brag_showdown_waiting_for_continue_lets_the_app_sleep(app):
    """Bastard Brag's showdown table waits for a click (its own overlay, not a hold); the
    next deal waits in the queue meanwhile, and the loop ran on at 60 frames a second."""
    from hod_desktop.ai.base import run_to_end
    from hod_desktop.ai.registry import make_bot

    m = Match("brag", {"players": 3, "level": "facil"}, 11)
    app.open_table(m)
    step(app, 2)
    table = top(app)
    me = make_bot("brag", "normal", 5, 0)
    for _ in range(6000):
        if table.overlay.visible and table.overlay.hold is None and not table.anim.busy:
            break
        if table.human_to_act():
            table.apply(0, run_to_end(me.decide(m.view(0))))
        step(app)
    assert table.overlay.visible and table.queue, "a showdown with the next deal held"
    assert frames_until_sleep(app, 60 * 4) is not None
    assert not table.needs_frames()
    table.overlay.press_continue()
    step(app)
    assert not table.overlay.visible


def test_a_secret_bid_led_by_the_person_lets_the_app_sleep_and_bandas_bots_still_decide(app):
    """A simultaneous phase: the bot loop serves the first seat to act, so while the person
    (first) thinks over a secret 1-card bid the bots wait and the loop may sleep (it ran at
    60 frames a second); Bandas' bots decide at once, so its table keeps its frames."""
    from hod_desktop.ai.base import run_to_end
    from hod_desktop.ai.registry import make_bot

    m = Match("cinco_vidas_espanola", {"players": 4, "mode": "clasico"}, 21)
    bots = {p: make_bot("cinco_vidas_espanola", "normal", 3, p) for p in range(4)}
    while not (m.state.phase == "bidding" and m.view(0).round_size == 1):
        p = m.to_act()[0]
        m.apply(p, run_to_end(bots[p].decide(m.view(p))))
    assert m.state.secret_bids and m.to_act()[0] == 0 and len(m.to_act()) == 4
    assert app.open_table(m, 0)
    step(app, 2)
    table = top(app)
    assert frames_until_sleep(app, 60 * 6) is not None
    assert not table.needs_frames() and len(m.to_act()) == 4  # nobody bid meanwhile

    bandas = Match("bandas", {"players": 4}, 11)
    assert app.open_table(bandas, 0)
    step(app)
    assert bandas.to_act()[0] == 0 and len(bandas.to_act()) > 1  # bots still deciding
    assert top(app).bot_to_move() and top(app).needs_frames()
    for _ in range(60 * 10):
        if bandas.to_act() == (0,):
            break
        step(app)
    assert bandas.to_act() == (0,)  # its bots decided while the person had not
