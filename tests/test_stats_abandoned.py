"""A match left unfinished counts (issue 36): quitting a losing match and starting a new
one hid the loss, and what was earned in it never reached the statistics. A match under
way that a new match of its game replaces now counts as played and lost, in last place."""
from ui_helpers import app, step  # noqa: F401  (app: the fixture)

from hod_desktop import persist
from hod_desktop.engine.core import Match


def under_way(seed: int) -> Match:
    """A 3-player Cinco Vidas the person has bid in."""
    m = Match("cinco_vidas", {"players": 3, "level": "facil"}, seed)
    while not m.moves_by(0):
        p = m.to_act()[0]
        m.apply(p, m.legal_actions(p)[0])
    return m


def played(game="cinco_vidas"):
    return persist.summary(persist.load_stats()[0], game)


def test_a_match_under_way_replaced_by_a_new_one_counts_as_lost(app):
    old = under_way(1)
    assert app.open_table(old, 0)
    step(app, 2)
    assert played()["played"] == 0
    seat = old.to_act()[0]
    old.apply(seat, old.legal_actions(seat)[0])
    app.autosave(old)  # the same match played on: nothing counted
    assert played()["played"] == 0
    assert app.open_table(Match("cinco_vidas", {"players": 3, "level": "facil"}, 2), 0)
    step(app, 2)
    s = played()
    assert s["played"] == 1 and s["won"] == 0 and s["abandoned"] == 1 and s["streak"] == 0
    assert s["avg_place"] == 3  # last of three


def test_an_untouched_deal_replaced_counts_nothing(app):
    fresh = Match("cinco_vidas", {"players": 3, "level": "facil"}, 1)
    assert app.open_table(fresh, 0)
    step(app, 2)
    assert app.open_table(Match("cinco_vidas", {"players": 3, "level": "facil"}, 2), 0)
    step(app, 2)
    assert played()["played"] == 0


def test_the_same_match_loaded_again_is_not_a_new_one(app):
    old = under_way(3)
    assert app.open_table(old, 0)
    step(app, 2)
    again = Match(old.game, dict(old.options), old.seed)  # e.g. read back from its save
    for p, a in old.actions:
        again.apply(p, a)
    app.autosave(again)
    assert played()["played"] == 0


def test_a_match_left_thirty_days_counts_once_and_its_end_takes_that_place(app):
    import os
    import time

    from hod_desktop.ai.base import run_to_end
    from hod_desktop.ai.registry import make_bot

    m = under_way(4)
    assert app.open_table(m, 0)
    step(app, 2)
    app.flush_saves()
    path = persist.save_path("cinco_vidas")
    old = time.time() - 31 * 86400
    os.utime(path, (old, old))
    app.count_if_left(m, persist)
    s = played()
    assert s["played"] == 1 and s["abandoned"] == 1 and m.notes.get(persist.COUNTED) is not None
    assert persist.load_recent()[0][0] == persist.ABANDONED
    app.flush_saves()
    os.utime(path, (old, old))
    app.count_if_left(m, persist)  # read again a day later: still counted once
    assert played()["played"] == 1
    assert "cinco_vidas" in app.saved_matches  # still offered in «Continuar»
    bots = [make_bot("cinco_vidas", "facil", 4, p) for p in range(3)]
    while not m.is_terminal():  # played on to its end: the real result takes the loss's place
        p = m.to_act()[0]
        m.apply(p, run_to_end(bots[p].decide(m.view(p))))
    persist.record_result(m, 0)
    s = played()
    assert s["played"] == 1 and s["abandoned"] == 0 and s["won"] == int(0 in m.winners())


def test_a_match_left_a_week_counts_nothing(app):
    m = under_way(5)
    assert app.open_table(m, 0)
    step(app, 2)
    app.flush_saves()
    app.count_if_left(m, persist)
    assert played()["played"] == 0 and persist.COUNTED not in m.notes
