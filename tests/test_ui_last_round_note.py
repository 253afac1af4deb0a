"""The summary of the round that ends the game does not promise a next round: under the
last round's summary both Cinco Vidas tables said «La siguiente ronda empieza sola»
(«The next round starts by itself») while the results were what came next (ne6, 800x480 en,
noted by uitry13). Now they say the results follow; earlier rounds keep their note."""
import pytest
from ui_helpers import running_app, step, top

from hod_desktop.ai.base import run_to_end
from hod_desktop.ai.registry import make_bot
from hod_desktop.engine.core import Match
from hod_desktop.ui import i18n

GAMES = [("cinco_vidas", {"players": 3}), ("cinco_vidas_espanola", {"players": 3, "mode": "clasico"})]


def played(game, options, seed=3):
    """(match, its actions) of a whole game played by bots."""
    m = Match(game, dict(options, level="normal"), seed)
    bots = [make_bot(game, "normal", seed, p) for p in range(options["players"])]
    while not m.is_terminal():
        seat = m.to_act()[0]
        m.apply(seat, run_to_end(bots[seat].decide(m.view(seat))))
    return m.actions


def notes_until_over(app, game, options, actions, upto):
    """The summary notes the table shows from move `upto` of a bots' game to its end (the
    table's bots play on; the person's seat is played by a bot of the test's own)."""
    m = Match(game, dict(options, level="normal"), 3)
    for seat, a in actions[:upto]:
        m.apply(seat, a)
    assert app.open_table(m, 0)
    step(app, 3)
    t, me, notes = top(app), make_bot(game, "normal", 99, 0), []
    summary = t._summary

    def noted(ev):  # the round summaries (at speed "max" one may close at once)
        content = summary(ev)
        notes.append(content.note)
        return content
    t._summary = noted
    for _ in range(20000):
        if m.is_terminal() and not t.queue and not t.anim.busy:
            break
        if t.paused:  # the person is out: «Ver el final rápido»
            t.menu_action("fast")
        elif t.overlay.visible:
            t.overlay.close()
        elif t.idle and not m.is_terminal() and 0 in m.to_act():
            t.apply(0, run_to_end(me.decide(m.view(0))))
        step(app)
    assert m.is_terminal(), (m.to_act(), m.state.phase, t.idle, t.person_hold, list(t.queue)[:3], t.anim.busy)
    return notes


@pytest.mark.parametrize("lang", ["es", "en"])
@pytest.mark.parametrize("game,options", GAMES)
def test_only_the_last_round_says_the_results_follow(tmp_path, monkeypatch, game, options, lang):
    gen = running_app(tmp_path, monkeypatch, (800, 480))
    app = next(gen)
    try:
        app.settings["lang"] = lang
        actions = played(game, options)  # the bots' game, played once
        notes = notes_until_over(app, game, options, actions, max(0, len(actions) - 30))
        assert len(notes) >= 2 and notes[-1] == i18n.tr("table.results_next", lang)
        assert all(n == i18n.tr("cv.next_round", lang) for n in notes[:-1])
    finally:
        next(gen, None)
