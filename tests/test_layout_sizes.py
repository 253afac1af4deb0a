"""No meaningful rectangles overlap at any supported window size and player count: the
seats' plaques, each seat's cards, the stock / discard / closing spot and the buttons
(Chinchón), the trick (Cinco Vidas) and the title column (title, keys, log) — checked on
real tables, drawn headless, at the moment the person has to act."""
from __future__ import annotations

import itertools

import pygame
import pytest

from hod_desktop.engine.core import Match

SIZES = [(800, 480), (1024, 768), (1280, 720), (1920, 1080)]
CASES = ([("cinco_vidas", n) for n in range(2, 9)] + [("chinchon", n) for n in range(2, 7)])


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    import os

    os.environ["HOD_HOME"] = str(tmp_path_factory.mktemp("home"))
    from hod_desktop.app import App
    from hod_desktop.ui.draw import tween

    a = App(size=(1280, 720), speed="max",
            settings={"lang": "es", "anim_speed": "max", "sound": False})
    a.step()
    yield a
    a.close()
    tween.set_speed(1.0)


def union(rects):
    rects = [pygame.Rect(r) for r in rects]
    return rects[0].unionall(rects[1:]) if rects else None


def groups(t) -> dict[str, pygame.Rect]:
    """Named rectangles that must not overlap one another."""
    out: dict[str, pygame.Rect] = {}
    for p in range(t.n):
        r = t.seat_anchor(p)
        if r is not None:
            out[f"plaque{p}"] = r
        hand = [s.rect for s in t.cards.sprites()
                if s.slot[0] == "hand" and s.slot[1] == p and getattr(s, "rect", None)]
        if hand:
            out[f"cards{p}"] = union(hand)
    trick = [s.rect for s in t.cards.sprites() if s.slot[0] == "trick" and getattr(s, "rect", None)]
    for i, r in enumerate(trick):  # each card of the trick on its own: none covers another
        out[f"trick{i}"] = pygame.Rect(r)
    lay = t.layout
    if hasattr(lay, "stock"):
        for name in ("stock", "discard", "close_spot"):
            out[name] = pygame.Rect(lay.pile_rect(getattr(lay, name), 1.0))
        out["sort_button"] = pygame.Rect(lay.sort_button)
        out["close_button"] = pygame.Rect(lay.close_button)
    column = getattr(t, "title_column", None)  # title, keys line and log, as drawn
    if column is not None and column.h > 0:
        out["title_column"] = pygame.Rect(column)
    return out


def test_trick_spots_never_overlap():
    from hod_desktop.ui.table.layout import table_layout, tricks_overlap

    for w, h in SIZES:
        for n in range(2, 9):
            lay = table_layout(w, h, n, 0)
            assert not tricks_overlap([s.trick for s in lay.seats], lay.trick_w), (w, h, n)


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
@pytest.mark.parametrize("game,players", CASES, ids=[f"{g}-{n}" for g, n in CASES])
def test_no_meaningful_rectangles_overlap(app, size, game, players, monkeypatch):
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
    app.step(1 / 60)
    app.go_menu()
    app.step(1 / 60)
    opts = {"players": players}
    if game == "chinchon":
        opts["limit"] = 50
    app.open_table(Match(game, opts, 11), 0)
    app.step(1 / 60)
    t = app.scenes.stack[-1]
    assert app.screen.get_size() == size
    for _ in range(900):
        app.step(1 / 60)
        if t.human_to_act() and t.idle:
            break
    app.step(1 / 60)
    rects = groups(t)
    clashes = [(a, b) for (a, ra), (b, rb) in itertools.combinations(rects.items(), 2)
               if ra.colliderect(rb)]
    assert clashes == [], f"{game} {players} players at {size}: {clashes} {rects}"
    # the pause menu: its panel fits the window and cuts through no line drawn on the felt
    # (the turn prompt, a message or a banner: they are left out while it is open)
    hud, drawn = t.hud, []
    for name in ("draw_message", "draw_line"):
        if hasattr(hud, name):
            def record(*a, _f=getattr(hud, name), **k):
                r = _f(*a, **k)
                drawn.append(r)
                return r
            monkeypatch.setattr(hud, name, record)
    t.paused = True
    app.step(1 / 60)
    box = hud._pause_box(len(hud.pause_items()))[0]
    assert pygame.Rect((0, 0), size).contains(box), (box, size)
    cut = [r for r in drawn if r is not None and box.colliderect(r) and not box.contains(r)]
    assert cut == [], f"the pause panel {box} cuts through {cut}"
    t.paused = False
