"""Help that makes you wait says so (issue 36): «¿Qué haría la máquina?» showed «pensando…»
for ~10 s and «¿Podría haber ganado?» 30-40 s of static words, with no word of a way out.
The hint now says how long it has thought and that Esc cancels it (Esc does, before any
pause menu); the whole-match replay shows a bar of how far it has come and how to leave."""
import pygame
from helpers import played_by_bots
from ui_helpers import app, step, top  # noqa: F401  (app: the fixture)

from hod_desktop.engine.core import Match
from hod_desktop.scenes.could_win import CouldWinScene
from hod_desktop.ui import i18n


def press(app, k):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))
    step(app)


def table_at_my_turn(app):
    m = Match("chinchon", {"players": 4, "limit": 50}, 21)
    assert app.open_table(m, 0)
    step(app)
    t = top(app)
    for _ in range(600):
        step(app)
        if t.human_to_act() and t.idle:
            break
    assert t.human_to_act()
    return t


def test_the_hint_says_how_long_and_esc_cancels_it_not_the_pause(app):
    t = table_at_my_turn(app)
    t.ask_hint()
    box = t.hint_box
    box.thinking = iter(lambda: None, 1)  # a machine that thinks for ever
    box.asked_at -= 3.2
    line, _ = box.lines("es", None, t.name)
    assert line == i18n.tr("hint.thinking_for", "es", s=3) and "Esc" in line
    press(app, pygame.K_ESCAPE)
    assert not box.active and not t.paused
    press(app, pygame.K_ESCAPE)  # nothing to cancel now: the pause menu, as before
    assert t.paused


def test_a_fresh_hint_says_only_that_it_thinks(app):
    t = table_at_my_turn(app)
    t.ask_hint()
    assert t.hint_box.lines("es", None, t.name)[0] == i18n.tr("hint.thinking", "es") \
        or t.hint_box.hint is not None


def finished(seed=4) -> Match:
    return played_by_bots("cinco_vidas", 3, seed)


def test_could_i_have_won_shows_how_far_and_esc_leaves(app):
    m = finished()
    below = top(app)
    scene = CouldWinScene(app, m, 0)
    app.scenes.push(scene)
    assert scene.progress() == 0.0
    step(app)  # laid out (and a first slice of the replay thought)
    seen = []
    for _ in range(400):
        scene.step(0.0005)  # a slow machine: a little each frame
        seen.append(scene.progress())
        if scene.replay is not None or seen[-1] > 0.3:
            break
    assert seen[-1] > 0 and seen == sorted(seen)  # it moves, and only forward
    assert scene.replay is None  # still thinking: drawn with its bar, and Esc leaves
    scene.draw(pygame.Surface(app.screen.get_size()))
    press(app, pygame.K_ESCAPE)
    assert top(app) is below


def test_could_i_have_won_says_how_to_leave():
    assert "Esc" in i18n.tr("could.stop", "es") and "Esc" in i18n.tr("could.stop", "en")
