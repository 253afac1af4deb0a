"""Issue 9 outside the tables, driven by events: the results screen's history and
«¿Podría haber ganado?», hinted matches in the statistics, the wording for the person,
the settings tooltip beside its row, "Continuar partida" highlighted."""
from __future__ import annotations

import json
import random

import pygame
import pytest

from hod_desktop.ai.replay import replay_with_bot
from hod_desktop.engine.core import Match
from hod_desktop.ui import i18n
from hod_desktop.ui.widgets.controls import Button, Toggle
from shell_helpers import (app, click, click_button, dummy_tables, find, frames,  # noqa: F401
                           press, top)


def finished(game="cinco_vidas", options=None, seed=99) -> Match:
    m = Match(game, options or {"players": 3}, seed)
    rng = random.Random(5)
    while not m.is_terminal():
        p = m.to_act()[0]
        m.apply(p, rng.choice(m.legal_actions(p)))
    return m


def test_results_show_the_history_in_the_same_panel(app):
    from hod_desktop.scenes.results import ResultsScene

    m = finished()
    app.scenes.push(ResultsScene(app, m))
    frames(app)
    click(app, find(app, Button, key_name="history").rect.center)
    scene = top(app)
    assert scene.mode == "history" and scene.book.rows
    assert find(app, Button, key_name="history").label == "Clasificación (H)"
    frames(app)
    assert scene.history_view.visible_rows >= 3  # rows drawn inside the panel
    assert scene.panel.contains(scene.history_view.rect)
    press(app, pygame.K_h)  # the key goes back to the standings
    assert top(app).mode == "standings"


def test_could_i_have_won_shows_both_outcomes(app):
    from hod_desktop.scenes.could_win import CouldWinScene
    from hod_desktop.scenes.results import ResultsScene

    m = finished()
    app.scenes.push(ResultsScene(app, m))
    frames(app)
    click_button(app, "¿Podría haber ganado? (P)")
    scene = top(app)
    assert isinstance(scene, CouldWinScene)
    for _ in range(3000):
        if scene.replay is not None:
            break
        frames(app, 1)
    assert scene.replay is not None
    assert scene.replay.actions == replay_with_bot(m, 0).actions  # the same replay, exactly
    mine, bots = scene.sides
    assert mine["won"] == (0 in m.winners()) and bots["won"] == (0 in scene.replay.winners())
    assert mine["book"].rows and bots["book"].rows
    frames(app, 2)
    press(app, pygame.K_ESCAPE)
    assert isinstance(top(app), ResultsScene)


def test_hinted_match_is_counted_in_the_statistics(app, tmp_path):
    from hod_desktop import hint_marks, persist
    from hod_desktop.scenes.stats import StatsScene

    hinted, plain = finished(seed=1), finished(seed=2)
    hint_marks.mark_hinted(hinted)
    assert hint_marks.is_hinted(hinted) and not hint_marks.is_hinted(plain)
    app.game_over(hinted, 0)
    assert not hint_marks.is_hinted(hinted)  # the mark is gone with the match
    app.game_over(plain, 0)
    s = persist.summary(persist.load_stats()[0], "cinco_vidas")
    assert s["played"] == 2 and s["hinted"] == pytest.approx(0.5)
    app.scenes.push(StatsScene(app))
    frames(app)
    assert "hinted" in top(app).columns


def test_sentences_speak_to_the_person():
    from hod_desktop.ui.table import table_words, won_tricks  # noqa: F401  (shared words)

    you = i18n.tr("player.you", "es")
    assert i18n.tr("table.wins", "es", name=you) == "¡Ganas tú!"
    assert i18n.tr("trick.last", "es", name=you) == "Última baza · la ganas tú"
    assert i18n.tr("trick.last", "en", name=i18n.tr("player.you", "en")) == "Last trick · won by you"
    assert i18n.tr("table.wins", "es", name="Lucía") == "¡Gana Lucía!"
    

def test_four_colour_tooltip_sits_beside_its_row(app):
    from hod_desktop.ui.widgets.widget_group import draw_tooltip

    click_button(app, "Ajustes")
    t = find(app, Toggle, key_name="settings.four_color")
    tip = draw_tooltip(app.screen, t.tooltip, t.rect, max(12, app.screen.get_height() / 48),
                       t.tooltip_side)
    others = [w.rect for w in top(app).ui.widgets
              if w is not t and w.rect.h < app.screen.get_height() // 2 and w.rect.w > 0]
    assert tip.left > t.rect.right
    assert not any(tip.colliderect(r) for r in others if r.bottom <= t.rect.y or r.y >= t.rect.bottom)


def test_continue_is_the_highlighted_button_when_a_match_is_saved(app, dummy_tables):
    m = Match("cinco_vidas", {"players": 4}, 5)
    p = m.to_act()[0]
    m.apply(p, m.legal_actions(p)[0])
    app.autosave(m)
    app.flush_saves()
    app._load_saved_match()
    frames(app)
    assert find(app, Button, key_name="menu.continue").style == "primary"
    assert find(app, Button, key_name="menu.play").style == "secondary"



@pytest.mark.parametrize("size", [(900, 560), (1280, 720)])
def test_results_say_the_variant_and_keep_the_line_in_the_panel(tmp_path, monkeypatch, size):
    """The line under the headline names the variant («A ciegas + Poderes») with the
    players and the level, and sheds words rather than leave the panel."""
    from ui_helpers import running_app, step
    from hod_desktop.scenes.results import ResultsScene
    from hod_desktop.ui.draw.text_render import text

    m = finished("cinco_vidas_espanola", {"players": 4, "mode": "a_ciegas", "poderes": True,
                                          "level": "dificil"})
    for app in running_app(tmp_path, monkeypatch, size):
        scene = ResultsScene(app, m, None)  # nobody's seat: the line is the summary
        app.scenes.push(scene)
        step(app, 3)
        full = scene.summary()
        assert full == "Cinco Vidas española · A ciegas + Poderes · 4 jugadores · Difícil"
        line = scene.subline()
        assert line.startswith("Cinco Vidas española · A ciegas + Poderes")
        assert text(line, scene.px(20)).get_width() <= scene.sub_width
        # a line too long for a narrow panel drops the level, then the players
        assert scene.summary(text(full, 20).get_width() - 1, 20) == \
            "Cinco Vidas española · A ciegas + Poderes · 4 jugadores"
        plain = ResultsScene(app, finished("chinchon", {"players": 2}), None)
        assert plain.summary() == "Chinchón · 2 jugadores · Normal"  # no variant words
