"""A card held while the window is resized stays under the pointer, at the new card size:
it went to its home in the hand and waited there for the next motion (ch8mid, last session).
Chinchón (a hand card) and Cinco Vidas (a card to play)."""
import pygame
from chinchon_ui_helpers import grab_point, human_starts_seed, open_table
from ui_helpers import app, move, post, step  # noqa: F401  (app: the fixture)

from hod_desktop.engine.core import Match


def resize(app, size):
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
    step(app, 2)


def hold(app, table, start, to):
    """Press on `start`, move in steps to `to` (not let go); the held sprite."""
    move(app, start)
    post(pygame.MOUSEBUTTONDOWN, start, button=1, touch=False)
    step(app)
    for i in range(1, 9):
        t = i / 8
        move(app, (start[0] + (to[0] - start[0]) * t, start[1] + (to[1] - start[1]) * t), pressed=True)
    s = table.drag.sprite
    assert s is not None and table.drag.moved
    return s


def under_pointer(s, pointer) -> bool:
    return s.rect.collidepoint(pointer)


def test_chinchon_held_card_follows_a_resize(app):
    match = Match("chinchon", {"players": 2, "limit": 100, "level": "facil"}, human_starts_seed(2))
    t = open_table(app, match)
    for _ in range(600):
        if t.idle and t.hand_arrived():
            break
        step(app)
    card = t.hands[0][2]
    start = grab_point(t, card)
    pointer = (start[0] + 60, start[1] - 200)
    s = hold(app, t, start, pointer)
    assert under_pointer(s, pointer)
    for size in ((900, 560), (1600, 900)):
        resize(app, size)
        assert t.drag.sprite is s
        assert under_pointer(s, pointer), (size, s.rect, pointer)
        assert abs(s.width - t.layout.card_w) < 1  # the new size's card
    post(pygame.MOUSEBUTTONUP, pointer, button=1, touch=False)
    step(app, 30)
    assert t.drag.sprite is None


def test_cinco_vidas_held_card_follows_a_resize(app):
    from hod_desktop.scenes.cinco_vidas.table import CincoVidasTable
    from hod_desktop.engine.cinco_vidas import PLAYING

    match = Match("cinco_vidas", {"players": 2, "level": "facil"}, 5)
    t = CincoVidasTable(app, match, 0)
    app.scenes.push(t)
    for _ in range(4000):
        v = t.view()
        if t.human_to_act() and v.phase != PLAYING:
            t.apply(0, v.legal[0])
        elif t.human_to_act(PLAYING) and t.idle:
            break
        step(app)
    s0 = t.cards.get(t.hands[0][0])
    start = (s0.rect.x + s0.rect.w * 0.2, s0.rect.centery)
    pointer = (start[0] + 40, start[1] - 180)
    s = hold(app, t, start, pointer)
    resize(app, (900, 560))
    assert t.drag.sprite is s and under_pointer(s, pointer), (s.rect, pointer)
