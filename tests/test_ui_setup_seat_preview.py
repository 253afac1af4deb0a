"""Setup's seat preview: Chinchón showed a bare row of seats, not the oval table the other
games show, even at 1920x1080 (its third row of options, «Reenganche», leaves 86 px at 1280x720
where the oval with names over and under the seats needs about 120). Now a lower oval with the
names beside the seats; the row only where even that does not fit. Every plan keeps each name
inside the preview, clear of the other names and seats, and a game keeps one kind of picture
at every count (Cinco Vidas española's 7 and 8 would need a row: it keeps the row)."""
import pygame
import pytest
from ui_helpers import open_setup, step

from hod_desktop import game_list
from hod_desktop.engine.core import get_rules
from hod_desktop.ui.widgets import seat_preview

SIZES = [(800, 480), (900, 560), (1280, 720), (1920, 1080)]


@pytest.fixture(params=SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def setup(request, tmp_path, monkeypatch):
    monkeypatch.setenv("HOD_HOME", str(tmp_path))
    a, scene = open_setup(request.param)
    yield a, scene
    a.close()


def plans(app, scene, game):
    scene.select_game(game)
    step(app, 1)
    out = []
    for n in get_rules(game).options[0].choices:
        scene.set_option("players", n)
        step(app, 1)
        out.append((n, scene.seat_plan()))
    return out


def test_chinchon_shows_a_table_not_a_row(setup):
    app, scene = setup
    for n, p in plans(app, scene, "chinchon"):
        assert p.kind != seat_preview.ROW, (n, p.kind)
        assert p.table is not None and p.table.w > 3 * p.table.h  # an oval, as the others
        assert len(p.spots) == n


@pytest.mark.parametrize("game", game_list.available_names())
def test_every_name_fits_its_preview_clear_of_the_others(setup, game):
    app, scene = setup
    r = scene.preview
    # the full oval's top and bottom names reach into the margins the preview keeps from the
    # deal code (18 px) and the Empezar button (16 px), as they always did; never past them
    room = pygame.Rect(r.x, r.y - scene.px(18), r.w, r.h + scene.px(18) + scene.px(16))
    for n, p in plans(app, scene, game):
        if p.kind == seat_preview.BESIDE:
            assert seat_preview.clear(p, r), (game, n, p.kind)
        elif p.kind == seat_preview.OVAL:
            assert seat_preview.clear(p, room), (game, n, p.kind)
        else:
            assert all(scene.preview.contains(s.label) for s in p.spots), (game, n)
        if game in ("cinco_vidas", "brag", "bandas"):
            assert p.kind == seat_preview.OVAL
    # one picture per game: clicking a count never turns the table into a row
    assert len({p.kind for _, p in plans(app, scene, game)}) == 1


def test_the_row_when_even_the_low_oval_does_not_fit():
    pygame.font.init()
    p = seat_preview.plan(pygame.Rect(0, 0, 400, 40), 4, lambda v: int(v), lambda seat: (40, 14))
    assert p.kind == seat_preview.ROW and p.table is None
