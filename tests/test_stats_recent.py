"""Statistics per mode and per rival level, and a list of recent matches that opens their
history (issue 36): the statistics screen only had one line per game."""
from ui_helpers import app, step, top  # noqa: F401  (app: the fixture)

from hod_desktop import persist
from hod_desktop.ai.base import run_to_end
from hod_desktop.ai.registry import make_bot
from hod_desktop.engine.core import Match
from hod_desktop.scenes.stats import StatsScene
from hod_desktop.ui.table.history_table import HistoryScene


def finished(game, options, seed=4) -> Match:
    m = Match(game, options, seed)
    n = options["players"]
    bots = [make_bot(game, "facil", seed, p) for p in range(n)]
    while not m.is_terminal():
        p = m.to_act()[0]
        m.apply(p, run_to_end(bots[p].decide(m.view(p))))
    return m


def test_results_count_per_mode_and_level_and_the_recent_list_opens_histories(app):
    twisted = finished("cinco_vidas_espanola", {"players": 2, "mode": "twisted", "level": "dificil"})
    plain = finished("cinco_vidas", {"players": 2, "level": "facil"}, 5)
    for m in (twisted, plain):
        persist.record_result(m, 0)
        persist.add_recent(m, persist.WON if 0 in m.winners() else persist.LOST)
    by = persist.summary(persist.load_stats()[0], "cinco_vidas_espanola")["by"]
    assert by["mode:twisted"][0] == 1 and by["level:dificil"][0] == 1
    assert by["mode:twisted"][1] == int(0 in twisted.winners())
    recent = persist.load_recent()
    assert [m.game for _, m in recent] == ["cinco_vidas", "cinco_vidas_espanola"]  # newest first
    scene = StatsScene(app)
    app.scenes.push(scene)
    step(app, 2)
    scene.show_page("recent")
    step(app, 2)
    assert any("Twisted" in line and "rivales Difícil" in line for line in scene.breakdown)
    assert len(scene.recent_buttons) == 2
    assert scene.recent_buttons[0].label.startswith("Cinco Vidas ·")
    scene.recent_buttons[1].on_click()
    step(app)
    shown = top(app)
    assert isinstance(shown, HistoryScene) and shown.match.game == "cinco_vidas_espanola"
    assert shown.match.actions == twisted.actions


def test_the_list_keeps_the_newest_few(app):
    m = finished("cinco_vidas", {"players": 2, "level": "facil"}, 6)
    for _ in range(persist.recent.KEEP + 3):
        persist.add_recent(m, persist.LOST)
    assert len(persist.load_recent()) == persist.recent.KEEP
