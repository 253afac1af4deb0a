"""Poderes: a bar reaching 5 gives a life and resets to 0 (seed 004, RULES.md §2): 4 mana
and a +2 award leave an empty bar, never 1. Through the engine's duel and on the table."""
from ui_helpers import app, click, step  # noqa: F401  (app: the fixture)

from hod_desktop.engine import cinco_vidas_espanola as ce
from hod_desktop.engine.poderes.actions import DuelResolved
from test_poderes_engine import duel_round, force_duelists


def test_both_cooperate_on_a_bar_of_four_give_a_life_and_an_empty_bar():
    m = duel_round()
    force_duelists(m, 0, 1)
    m.state.mana[:2] = [4, 3]
    m.apply(0, "duel cooperate")
    events = m.apply(1, "duel cooperate")
    res = next(e for e in events if isinstance(e, DuelResolved))
    assert tuple(res.mana[:2]) == (0, 0)  # 4 + 2 and 3 + 2: each a life, each bar empty
    assert tuple(m.state.lives[:2]) == (6, 6)
    assert tuple(m.view(2).mana[:2]) == (0, 0)


def test_the_table_s_bar_is_empty_after_the_life(app):
    from hod_desktop.scenes.cinco_vidas_espanola.table import EspanolaTable

    m = duel_round()
    force_duelists(m, 0, 1)
    m.state.mana[:2] = [4, 4]
    m.apply(1, "duel cooperate")
    table = EspanolaTable(app, m, 0)
    app.scenes.push(table)
    step(app, 2)
    assert table.pod_mana[0] == 4 and m.to_act() == (0,)
    assert table.human_to_act() and table.pod_duel.prompt is not None
    button = next(b for b, a in zip(table.pod_duel.prompt.buttons, table.pod_duel.prompt.actions)
                  if a == "duel cooperate")
    click(app, button.rect.center)
    for _ in range(200):
        if m.state.phase != ce.DUEL:
            break
        step(app)
    assert m.state.phase != ce.DUEL
    assert table.pod_mana[:2] == [0, 0]
    assert table.shown.lives[0] == 6
