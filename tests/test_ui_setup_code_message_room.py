"""Setup: a deal code's message no longer takes the seat preview's room. Under the code field
a two-line message («Código no válido: la letra de control del final no cuadra…») left no room
for the table: Chinchón's oval and Cinco Vidas española's row of seats vanished while it showed
(900x560 es, real window). The message now sits between «Volver» and «Empezar» (its type a
little smaller when the band is short); the preview keeps its picture."""
import pygame
import pytest
from ui_helpers import open_setup, step

from hod_desktop import game_list
from hod_desktop.engine.core import get_rules

SIZES = [(800, 480), (900, 560), (1280, 720), (1920, 1080)]
PREFIX = {g: get_rules(g).code for g in game_list.available_names()}  # every game's codes
CODES = ["ZZ-1", "{p}-99-ZZZ", "{p}-2001-0PHWKSRV-Q", "{p}-2001-0PHWKSRV"]  # the last one is good


@pytest.fixture(params=[(s, lang) for s in SIZES for lang in ("es", "en")],
                ids=lambda p: f"{p[0][0]}x{p[0][1]}-{p[1]}")
def setup(request, tmp_path, monkeypatch):
    monkeypatch.setenv("HOD_HOME", str(tmp_path))
    a, scene = open_setup(*request.param)
    yield a, scene
    a.close()


@pytest.mark.parametrize("game", sorted(PREFIX))
def test_the_code_message_leaves_the_preview_its_picture(setup, game):
    app, scene = setup
    scene.select_game(game)
    step(app, 1)
    before = scene.seat_plan()
    assert before is not None
    for code in CODES:
        scene.apply_code(code.format(p=PREFIX[game]))
        step(app, 1)
        assert scene.code_msg
        after = scene.seat_plan()
        assert after is not None and after.kind == before.kind, (code, before.kind)
        label = scene.msg_label
        assert label.visible and scene.panel.contains(label.rect)
        others = [w.rect for w in scene.ui.widgets if w is not label and w.visible
                  and w.rect.w < scene.panel.w]  # every control and label but the panel
        assert not any(label.rect.colliderect(r) for r in others), code
        spots = [pygame.Rect(s.center[0] - after.avatar, s.center[1] - after.avatar,
                             2 * after.avatar, 2 * after.avatar) for s in after.spots]
        assert not any(label.rect.colliderect(r) for r in spots + [s.label for s in after.spots])
        scene.select_game(next(g for g in PREFIX if g != game))  # away and back
        scene.select_game(game)
        step(app, 1)


def test_a_malformed_code_is_shown_the_shape_of_this_games_codes(setup):
    """«CE-1» on Cinco Vidas española was told «tiene tres partes separadas por guiones, como
    CV-42-7K3M9QXA», a code of another game in the old shape, while the field's own hint read
    «CE-2001-0PHWKSRV-D» (four parts: the check character came later)."""
    app, scene = setup
    for game in ("cinco_vidas_espanola", "bandas"):
        scene.select_game(game)
        step(app, 1)
        example = scene.code_example()
        assert example.startswith(PREFIX[game] + "-") and example.count("-") == 3
        scene.apply_code(PREFIX[game] + "-1")
        step(app, 1)
        assert example in scene.code_msg
        assert ("cuatro partes" if app.settings["lang"] == "es" else "four parts") in scene.code_msg
