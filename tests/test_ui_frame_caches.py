"""The table frame's caches (issue 7: the Cinco Vidas table's median frame had grown from
1.2 to 2.1 ms of CPU at 1920x1080 by drawing the same things again every frame) never
show a stale picture: the keys line's wrap, the turn's glow, the move traces' chips, the
log's last lines, the title column and the person's resting hand in the still layer each
follow what they depend on (words, language, window size, alpha, the cards)."""
import pygame
import pytest
from ui_helpers import running_app, step, top, wait_for

from hod_desktop.engine.core import Match
from hod_desktop.ui.draw import text_render, theme
from hod_desktop.ui.table.hint_box import MoveTraces
from hod_desktop.ui.table.layout import title_column
from hod_desktop.ui.table.seat_ring import SeatRing


@pytest.fixture
def app(tmp_path, monkeypatch):
    yield from running_app(tmp_path, monkeypatch, (1280, 720))


def _cv_table(app, players=4, seed=2):
    assert app.open_table(Match("cinco_vidas", {"players": players, "level": "normal"}, seed), 0)
    step(app, 3)
    t = top(app)
    assert wait_for(app, lambda: not t.anim.busy, 600)
    step(app, 2)
    return t


def _play_until(app, t, cond, limit=3000) -> bool:
    """Frames with the person answering at once (first legal action) until `cond()`."""
    for _ in range(limit):
        if cond():
            return True
        m = t.match
        if t.idle and not m.is_terminal() and t.human in m.to_act():
            t.apply(t.human, m.view(t.human).legal[0])
        step(app)
    return cond()


def _same(a: pygame.Surface, b: pygame.Surface) -> bool:
    return a.get_size() == b.get_size() and pygame.image.tobytes(a, "RGBA") == pygame.image.tobytes(b, "RGBA")


def test_wrap_groups_follows_line_size_and_width():
    line = "Flechas e Intro: jugar · Tab: última baza · J registro · H historial · Q pista"
    uncached = text_render._wrap_groups.__wrapped__
    for args in [(line, 12, 400), (line, 12, 120), (line, 16, 120), (line.upper(), 16, 120)]:
        assert text_render.wrap_groups(*args) == list(uncached(*args, " · ", False)), args
    assert text_render.wrap_groups(line, 12, 400) != text_render.wrap_groups(line, 12, 120)


def test_keys_line_follows_language_and_window_size(app):
    t = _cv_table(app)
    es = list(t.hud.keys_lines)
    assert " ".join(es).startswith(t.tr("cv.last_hint").split(" · ")[0])
    app.settings["lang"] = "en"
    step(app, 2)
    en = list(t.hud.keys_lines)
    assert en != es and " ".join(en).startswith(t.tr("cv.last_hint").split(" · ")[0])
    app._on_resize((800, 480))
    step(app, 2)
    room = t.title_room(app.screen)
    size = max(10, int(12 * t.hud.s))
    assert t.hud.keys_lines == text_render.wrap_groups(t.tr("cv.last_hint"), size, room.w)[
        :len(t.hud.keys_lines)]
    assert t.hud.keys_lines != en


def test_title_room_follows_window_size(app):
    t = _cv_table(app, players=8)
    for size in [(800, 480), (1280, 720), (900, 560)]:
        app._on_resize(size)
        step(app, 2)
        lay = getattr(t.layout, "base", t.layout)
        plaques = [t.seat_anchor(p) for p in range(t.n) if p != t.human]
        assert t.title_room(app.screen) == pygame.Rect(title_column(lay.info, size, plaques))
    seat_anchor = t.seat_anchor  # a plaque moves (Chinchón's grows by a taken card)
    moved = {2: pygame.Rect(43, 100, 120, 54)}  # the plaque under the column, higher
    t.seat_anchor = lambda p: moved.get(p, seat_anchor(p))
    plaques = [t.seat_anchor(p) for p in range(t.n) if p != t.human]
    assert t.title_room(app.screen) == pygame.Rect(title_column(lay.info, size, plaques))
    assert t.title_room(app.screen).bottom < 100


def test_recent_log_lines_follow_language_and_new_lines(app):
    t = _cv_table(app)
    assert _play_until(app, t, lambda: len(t.log.entries) >= 3)
    es = t.recent_log_lines()
    assert es == t.log.texts("es", t.log_words, last=3, you=t.human)
    app.settings["lang"] = "en"
    en = t.recent_log_lines()
    assert en != es and en == t.log.texts("en", t.log_words, last=3, you=t.human)
    n = len(t.log.entries)
    assert _play_until(app, t, lambda: len(t.log.entries) > n)
    assert t.recent_log_lines() == t.log.texts("en", t.log_words, last=3, you=t.human)


def test_turn_halo_is_the_one_for_its_size_and_alpha():
    ring = SeatRing(lambda text, size, color, bold: pygame.Surface((1, 1)))

    def fresh(size, alpha):
        halo = theme.soft_shadow(size, int(size[1] * 0.22), blur=12, alpha=255).copy()
        halo.fill((255, 205, 110, alpha), special_flags=pygame.BLEND_RGBA_MULT)
        return halo

    for size, alpha in [((200, 60), 110), ((200, 60), 210), ((140, 50), 110), ((200, 60), 110)]:
        assert _same(ring.turn_halo(size, alpha), fresh(size, alpha)), (size, alpha)


def test_trace_chip_drawn_as_a_fresh_one():
    pygame.font.init()
    anchor = {1: pygame.Rect(300, 100, 160, 60)}
    text_img = lambda s, size, color, bold: text_render.text(s, size, color, bold)  # noqa: E731
    used = MoveTraces()
    for words, left in [("pide 2", 2.0), ("juega el caballo de espadas", 0.2),
                        ("pide 2", 0.3)]:
        a, b = pygame.Surface((800, 480)), pygame.Surface((800, 480))
        used.items = {1: [words, left]}
        new = MoveTraces()
        new.items = {1: [words, left]}
        used.draw(a, anchor.get, 1.0, text_img, lambda: [])
        new.draw(b, anchor.get, 1.0, text_img, [])
        assert _same(a, b), words


def test_resting_hand_in_the_still_layer_draws_the_same_frame(app):
    """Frames of a bots' game drawn with the resting hand in the still layer and with it
    drawn live (as before) are the same pixels, whoever's turn glows."""
    t = _cv_table(app, players=5, seed=11)
    from hod_desktop.ui.draw import tween
    tween.set_speed(1.0)
    app.settings["anim_speed"] = 1.0
    cached = drawn = 0
    for frame in range(600):
        if t.finished:
            break
        m = t.match
        if frame % 40 == 0 and t.idle and not m.is_terminal() and t.human in m.to_act():
            t.apply(t.human, m.view(t.human).legal[0])
        step(app)
        if frame % 5:
            continue
        hand = t.hands.get(t.human, ())
        _, live = t.cards.split(t.drag.sprite, hand)
        k = t.hand_at_rest(live, hand)
        a, b = pygame.Surface(app.screen.get_size()), pygame.Surface(app.screen.get_size())
        t.draw(a)
        rest = t.hand_at_rest
        t.hand_at_rest = lambda live, hand: 0
        try:
            t.draw(b)
        finally:
            t.hand_at_rest = rest
        assert _same(a, b), frame
        cached += k > 0
        drawn += 1
    assert cached >= drawn // 4, (cached, drawn)  # the hand did rest in the still layer


def test_a_hand_under_the_turn_glow_stays_live(app):
    t = _cv_table(app)
    hand = t.hands[t.human]
    _, live = t.cards.split(None, hand)
    t.shown.turn = t.human
    glow = t.hud.live_rects()
    over = any(t.cards.footprint(t.cards.get(k)).collidelist(glow) >= 0 for k in hand)
    assert t.hand_at_rest(live, hand) == (0 if over else len(hand))
    t.hud.live_rects = lambda: []  # nothing drawn live: the hand may rest
    assert t.hand_at_rest(live, hand) == len(hand)
    t.hud.live_rects = lambda: [t.cards.get(hand[-1]).rect.inflate(-20, -20)]  # over a card
    assert t.hand_at_rest(live, hand) == 0
    shadow = t.cards.shadow_rect(t.cards.get(hand[-1]))
    t.hud.live_rects = lambda: [pygame.Rect(shadow.right - 2, shadow.bottom - 2, 1, 1)]
    assert t.hand_at_rest(live, hand) == 0  # over its shadow only
    del t.hud.live_rects
    t.hud.ring.breaking = [[1, 0, 0.2]]  # hearts breaking: the HUD cannot say where
    assert t.hud.live_rects() is None and t.hand_at_rest(live, hand) == 0
    t.hud.ring.breaking = []
    t.cards.get(hand[0]).hover = 8.0  # a card lifted: the whole hand live, in its order
    t.hud.live_rects = lambda: []
    assert t.hand_at_rest(live, hand) == 0

